import { lazy } from 'react';
import {
  sourcedMetricRules,
  type MetricHistory as MetricHistoryAnswer,
  formatMetricValue,
} from '@dugout/domain/metrics-sources';
import { formatShortDate } from '@dugout/domain/shared';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/Card';
import { ErrorState, Spinner } from '@/components/ui/States';
import { WhenVisible } from '@/components/ui/WhenVisible';
import { SourceBadge } from '@/components/metric-source/SourceBadge';
import { SourceLegend } from '@/components/metric-source/SourceLegend';
import { errorMessage } from '@/lib/api';
import { useMetricHistory } from '../api/metric-history';

const MetricHistoryPlot = lazy(() => import('@/components/metric-source/MetricHistoryPlot'));

export const metricHistoryTexts = {
  title: 'Metrics Over Time',
  description: 'Each metric submission by submission; the mark of each point says where the value came from.',
  table: 'Values as a table',
  empty: 'No measured values yet.',
} as const;

/**
 * The metrics tracker's history (docs/decisions/0063-metric-sources-on-screen.md): per metric a line over time whose
 * points are drawn in their source's shape and colour, the legend of those sources, and the same points as a table
 * (date, value, source badge) for screen readers and the keyboard: the chart itself is hidden from them.
 */
export function MetricHistory() {
  const q = useMetricHistory();
  if (q.isLoading) return <Spinner label="Loading metric history…" />;
  if (q.isError) return <ErrorState message={errorMessage(q.error)} onRetry={() => q.refetch()} />;
  const metrics = q.data!.metrics.filter((m) => m.points.length > 0);
  return (
    <section aria-labelledby="metric-history-title" className="space-y-4">
      <div>
        <h2 id="metric-history-title" className="text-lg font-semibold">
          {metricHistoryTexts.title}
        </h2>
        <p className="text-sm text-slate-600">{metricHistoryTexts.description}</p>
      </div>
      {metrics.length === 0 ? (
        <p className="text-sm text-slate-600">{metricHistoryTexts.empty}</p>
      ) : (
        <div className="grid gap-4 lg:grid-cols-2">
          {metrics.map((m) => (
            <MetricHistoryCard key={m.metric} history={m} />
          ))}
        </div>
      )}
    </section>
  );
}

function MetricHistoryCard({ history }: { history: MetricHistoryAnswer['metrics'][number] }) {
  const unit = sourcedMetricRules[history.metric].unit;
  const data = history.points.map((p) => ({ date: formatShortDate(p.date), value: p.value, kind: p.source.kind }));
  const kinds = [...new Set(history.points.map((p) => p.source.kind))];
  return (
    <Card data-testid={`history-${history.metric}`}>
      <CardHeader>
        <CardTitle>{history.label}</CardTitle>
        <CardDescription>{unit}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        <WhenVisible className="h-48 w-full" data-testid="history-chart" aria-hidden>
          <MetricHistoryPlot data={data} unit={unit} />
        </WhenVisible>
        <SourceLegend kinds={kinds} />
        <details className="text-sm">
          <summary className="cursor-pointer font-medium text-brand-700">{metricHistoryTexts.table}</summary>
          <table className="mt-2 w-full text-left">
            <caption className="sr-only">{history.label} over time</caption>
            <thead className="text-slate-600">
              <tr>
                <th className="py-1 pr-2 font-medium">Date</th>
                <th className="py-1 pr-2 font-medium">Value</th>
                <th className="py-1 font-medium">Source</th>
              </tr>
            </thead>
            <tbody>
              {history.points.map((p, i) => (
                <tr key={`${p.submissionId}-${i}`} className="border-t border-slate-100">
                  <td className="py-1 pr-2">{formatShortDate(p.date)}</td>
                  <td className="py-1 pr-2 tabular-nums">{formatMetricValue(history.metric, p.value)}</td>
                  <td className="py-1">
                    <SourceBadge source={p.source} metric={history.label} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      </CardContent>
    </Card>
  );
}
