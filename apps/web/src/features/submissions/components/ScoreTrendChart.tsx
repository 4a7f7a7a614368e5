import { lazy } from 'react';
import { headlineScore, type SubmissionSummary } from '@dugout/domain/scoring';
import { formatShortDate } from '@dugout/domain/shared';
import { WhenVisible } from '@/components/ui/WhenVisible';

const ScoreTrendPlot = lazy(() => import('./ScoreTrendPlot'));

/** The headline score (at the best position, docs/decisions/0048-one-headline-score.md) over time, oldest to newest. */
export function ScoreTrendChart({ history }: { history: SubmissionSummary[] }) {
  const data = [...history]
    .reverse()
    .map((h) => ({ date: formatShortDate(h.createdAt), score: headlineScore(h).score ?? 50 }));
  return (
    <WhenVisible className="h-64 w-full" data-testid="trend-chart" aria-hidden>
      <ScoreTrendPlot data={data} />
    </WhenVisible>
  );
}
