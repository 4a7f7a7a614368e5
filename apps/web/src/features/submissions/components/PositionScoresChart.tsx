import { lazy } from 'react';
import { positions, type Position } from '@dugout/domain';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { WhenVisible } from '@/components/ui/when-visible';

const PositionScoresPlot = lazy(() => import('./PositionScoresPlot'));

/** The score at each of the 7 positions; the best position stands out. A list repeats the numbers for screen readers. */
export function PositionScoresChart({
  scores,
  bestPosition,
}: {
  scores: Partial<Record<Position, number>> | null;
  bestPosition: string | null;
}) {
  const data = positions.map((p) => ({ position: p, score: scores?.[p] ?? 50 }));
  return (
    <Card>
      <CardHeader>
        <CardTitle>Score by Position</CardTitle>
        <CardDescription>Your measurables scored at each of the 7 positions.</CardDescription>
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
