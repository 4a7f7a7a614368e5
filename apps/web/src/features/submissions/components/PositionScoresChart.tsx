import { lazy } from 'react';
import { eligiblePositions } from '@dugout/domain/scoring';
import type { Position } from '@dugout/domain/shared';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/Card';
import { WhenVisible } from '@/components/ui/WhenVisible';

const PositionScoresPlot = lazy(() => import('./PositionScoresPlot'));

/**
 * The score at each position the player can play (`eligiblePositions`: a right-handed thrower is never drawn as LHP,
 * a left-handed one never as RHP — docs/decisions/0048-one-headline-score.md), so the best position is the highest
 * bar. A list repeats the numbers for screen readers.
 */
export function PositionScoresChart({
  scores,
  bestPosition,
  throws,
}: {
  scores: Partial<Record<Position, number>> | null;
  bestPosition: string | null;
  throws: string | null;
}) {
  const data = eligiblePositions(throws)
    .filter((p) => typeof scores?.[p] === 'number')
    .map((p) => ({ position: p, score: scores![p]! }));
  return (
    <Card>
      <CardHeader>
        <CardTitle>Score by Position</CardTitle>
        <CardDescription>The measurables scored at each position this player can play.</CardDescription>
      </CardHeader>
      <CardContent>
        <WhenVisible className="h-64 w-full" data-testid="position-chart" aria-hidden>
          <PositionScoresPlot data={data} bestPosition={bestPosition} />
        </WhenVisible>
        <ul className="sr-only">
          {data.map((d) => (
            <li key={d.position}>
              {d.position}: {d.score.toFixed(1)}
              {d.position === bestPosition ? ' (best position)' : ''}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
