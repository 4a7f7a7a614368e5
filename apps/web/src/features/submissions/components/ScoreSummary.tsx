import {
  formatScore,
  headlineScore,
  headlineTexts,
  scoreBadgeColor,
  scoreBadgeLegend,
  scoreTier,
  type ScoredFacts,
} from '@dugout/domain/scoring';
import { Badge } from '@/components/ui/Badge';
import { BadgeLegend } from '@/components/ui/BadgeLegend';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/Card';

const scoreColour = {
  red: 'text-red-700',
  yellow: 'text-yellow-700',
  blue: 'text-blue-700',
  grey: 'text-slate-700',
} as const;

/**
 * One headline (`headlineScore`, docs/decisions/0048-one-headline-score.md): the score at the best position, the
 * position named, with its tier, description and badge colour (90+ red, 80+ yellow, 70+ blue, otherwise grey). The
 * score at the submitted position, when it differs, is a labelled second line — never a second large number.
 * `title` names whose score it is: 'Your Score' for the player, the player's name for anyone else.
 */
export function ScoreSummary({ submission, title = 'Your Score' }: { submission: ScoredFacts; title?: string }) {
  const h = headlineScore(submission);
  const tier = scoreTier(h.score);
  const colour = scoreBadgeColor(h.score);
  const isBest = !!h.position && h.position === submission.bestPosition;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-wrap items-end gap-x-8 gap-y-4">
        <div>
          <p className={`text-5xl font-bold tabular-nums ${scoreColour[colour]}`} data-testid="score">
            {formatScore(h.score)}
          </p>
          <p className="mt-1 text-sm text-slate-600">
            at{' '}
            <span className="font-semibold text-slate-900" data-testid="best-position">
              {h.position ?? '—'}
            </span>
            {isBest ? ' (best position)' : ''}
          </p>
        </div>
        <div className="space-y-1">
          <Badge tone={colour} data-testid="tier">
            {tier.tier}
          </Badge>
          <p className="text-sm text-slate-700">{tier.description}</p>
        </div>
        {h.submitted && (
          <p className="text-sm text-slate-600" data-testid="submitted-score">
            {headlineTexts.submitted(h.submitted.position, h.submitted.score)}
          </p>
        )}
        <BadgeLegend className="basis-full" label="Score colours" items={scoreBadgeLegend} />
      </CardContent>
    </Card>
  );
}
