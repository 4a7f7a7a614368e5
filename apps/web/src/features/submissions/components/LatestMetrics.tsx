import { sourcedMetrics, type LatestMetric, formatMetricValue, metricLabel } from '@dugout/domain/metrics-sources';
import { formatShortDate } from '@dugout/domain/shared';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/Card';
import { SourceBadge } from '@/components/metric-source/SourceBadge';

export const latestMetricsTexts = {
  title: 'Metrics and Sources',
  description:
    'Each value with the date it was measured and where it came from. The score does not depend on the source.',
  measured: (date: string) => `measured ${formatShortDate(date)}`,
} as const;

/**
 * The dashboard's values with their date and source (docs/decisions/0063-metric-sources-on-screen.md): each metric's
 * value, its source badge (tooltip/sheet with the sentence) and the date it was measured, in the order of the form.
 */
export function LatestMetrics({ metrics }: { metrics: LatestMetric[] }) {
  if (metrics.length === 0) return null;
  const ordered = [...metrics].sort((a, b) => sourcedMetrics.indexOf(a.metric) - sourcedMetrics.indexOf(b.metric));
  return (
    <Card>
      <CardHeader>
        <CardTitle>{latestMetricsTexts.title}</CardTitle>
        <CardDescription>{latestMetricsTexts.description}</CardDescription>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2 lg:grid-cols-3" data-testid="latest-metrics">
          {ordered.map((m) => (
            <div key={m.metric} className="min-w-0" data-testid={`metric-${m.metric}`}>
              <dt className="text-xs uppercase tracking-wide text-slate-600">{metricLabel(m.metric)}</dt>
              <dd className="flex flex-wrap items-center gap-x-2 gap-y-1">
                <span className="font-semibold tabular-nums">{formatMetricValue(m.metric, m.value)}</span>
                <SourceBadge source={m.source} metric={metricLabel(m.metric)} />
                <span className="text-xs text-slate-600">{latestMetricsTexts.measured(m.date)}</span>
              </dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
