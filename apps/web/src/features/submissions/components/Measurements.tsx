import type { LatestMetric, SourcedMetric } from '@dugout/domain/metrics-sources';
import { formatMph, formatRpm, formatStrikePct, type Submission } from '@dugout/domain/scoring';
import { formatHeight, formatSixty, formatWeight, gradYearLabel } from '@dugout/domain/shared';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/Card';
import { SourceBadge } from '@/components/metric-source/SourceBadge';

/**
 * The raw measurements: height in feet and inches, weight in lbs, the 60 time with 2 decimals and 's'; each measured
 * value with its source badge when the answer gives one (docs/decisions/0063-metric-sources-on-screen.md).
 */
export function Measurements({ submission, metrics = [] }: { submission: Submission; metrics?: LatestMetric[] }) {
  const rows: Array<[string, string, SourcedMetric?]> = [
    ['Height', formatHeight(submission.height), 'height'],
    ['Weight', formatWeight(submission.weight), 'weight'],
    ['60-Yard Time', formatSixty(submission.sixty), 'sixty'],
    ['Throw Velocity', formatMph(submission.throwVelocity), 'throwVelocity'],
    ['Exit Velocity', formatMph(submission.exitVelocity), 'exitVelocity'],
    ['Fastball Velocity', formatMph(submission.fastballVelocity), 'fastballVelocity'],
    ['Spin Rate', formatRpm(submission.fbSpinRate), 'fbSpinRate'],
    ['Strike %', formatStrikePct(submission.strikePercentage), 'strikePercentage'],
    ['Bats / Throws', `${submission.bats ?? '—'} / ${submission.throws ?? '—'}`],
    ['Graduation Year', gradYearLabel(submission.graduationYear, submission.isPostgradDisplay)],
  ];
  const sourceOf = (metric?: SourcedMetric) => (metric ? metrics.find((m) => m.metric === metric)?.source : undefined);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Measurements</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-2 gap-x-4 gap-y-3 sm:grid-cols-3">
          {rows.map(([label, value, metric]) => {
            const source = sourceOf(metric);
            return (
              <div key={label} className="min-w-0">
                <dt className="text-xs uppercase tracking-wide text-slate-500">{label}</dt>
                <dd className="font-medium tabular-nums">
                  {value}
                  {source && <SourceBadge source={source} metric={label} className="ml-1.5" />}
                </dd>
              </div>
            );
          })}
        </dl>
      </CardContent>
    </Card>
  );
}
