import { formatScore, scoreBadgeColor, scoreBadgeLegend, scoreTier, type Position } from '@dugout/domain';
import { Badge } from '@/components/ui/badge';
import { BadgeLegend } from '@/components/ui/badge-legend';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

const scoreColour = {
  red: 'text-red-700',
  yellow: 'text-yellow-700',
  blue: 'text-blue-700',
  grey: 'text-slate-700',
} as const;

/**
 * One headline: the score at the best position, the position named, with its tier, description and badge colour
 * (90+ red, 80+ yellow, 70+ blue, otherwise grey). The score at the submitted position, when it differs, is a
 * labelled second line — never a second large number (ARCHITECTURE.md, 'Fit').
 */
export function ScoreSummary({
  score,
  position,
  bestPosition,
  positionScores,
}: {
  score: number | null;
  position: string | null;
  bestPosition: string | null;
  positionScores?: Partial<Record<Position, number>> | null;
}) {
  const bestScore = bestPosition
    ? (positionScores?.[bestPosition as Position] ?? (bestPosition === position ? score : null))
    : null;
  const headline = bestScore ?? score;
  const headlinePosition = bestScore !== null && bestScore !== undefined ? bestPosition : position;
  const tier = scoreTier(headline);
  const colour = scoreBadgeColor(headline);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Your Score</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-wrap items-end gap-x-8 gap-y-4">
        <div>
          <p className={`text-5xl font-bold tabular-nums ${scoreColour[colour]}`} data-testid="score">
            {formatScore(headline)}
          </p>
          <p className="mt-1 text-sm text-slate-600">
            at{' '}
            <span className="font-semibold text-slate-900" data-testid="best-position">
              {headlinePosition ?? '—'}
            </span>
            {headlinePosition === bestPosition ? ' (best position)' : ''}
          </p>
        </div>
        <div className="space-y-1">
          <Badge tone={colour} data-testid="tier">
            {tier.tier}
          </Badge>
          <p className="text-sm text-slate-700">{tier.description}</p>
        </div>
        {position && position !== headlinePosition && (
          <p className="text-sm text-slate-600" data-testid="submitted-score">
            Submitted position {position}: {formatScore(score)}
          </p>
        )}
        <BadgeLegend className="basis-full" label="Score colours" items={scoreBadgeLegend} />
      </CardContent>
    </Card>
  );
}
