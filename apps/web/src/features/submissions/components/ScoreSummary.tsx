import { formatScore, scoreBadgeColor, scoreTier } from '@dugout/domain';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

const scoreColour = { red: 'text-red-700', yellow: 'text-yellow-700', blue: 'text-blue-700', grey: 'text-slate-700' } as const;

/** The score with its tier, description and badge colour (90+ red, 80+ yellow, 70+ blue, otherwise grey), and the best position. */
export function ScoreSummary({ score, position, bestPosition }: { score: number | null; position: string | null; bestPosition: string | null }) {
  const tier = scoreTier(score);
  const colour = scoreBadgeColor(score);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Your Score</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-wrap items-end gap-x-8 gap-y-4">
        <div>
          <p className={`text-5xl font-bold tabular-nums ${scoreColour[colour]}`} data-testid="score">
            {formatScore(score)}
          </p>
          <p className="mt-1 text-sm text-slate-600">at {position ?? '—'}</p>
        </div>
        <div className="space-y-1">
          <Badge tone={colour} data-testid="tier">{tier.tier}</Badge>
          <p className="text-sm text-slate-700">{tier.description}</p>
        </div>
        <div>
          <p className="text-sm text-slate-600">Best position</p>
          <p className="text-2xl font-semibold" data-testid="best-position">{bestPosition ?? '—'}</p>
        </div>
      </CardContent>
    </Card>
  );
}
