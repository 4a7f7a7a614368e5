import { lazy } from 'react';
import { formatShortDate, type SubmissionSummary } from '@dugout/domain';
import { WhenVisible } from '@/components/ui/when-visible';

const ScoreTrendPlot = lazy(() => import('./ScoreTrendPlot'));

/** Score over time, oldest to newest. */
export function ScoreTrendChart({ history }: { history: SubmissionSummary[] }) {
  const data = [...history]
    .reverse()
    .map((h) => ({ date: formatShortDate(h.createdAt), score: h.submittedScore ?? 50 }));
  return (
    <WhenVisible className="h-64 w-full" data-testid="trend-chart" aria-hidden>
      <ScoreTrendPlot data={data} />
    </WhenVisible>
  );
}
