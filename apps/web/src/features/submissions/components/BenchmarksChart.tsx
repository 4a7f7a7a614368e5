import { lazy } from 'react';
import {
  benchmarkAxis,
  benchmarkMetricInfo,
  benchmarkSourceYear,
  benchmarkTexts,
  compareToBenchmarks,
  fitPositionGroupLabels,
  formatBenchmarkValue,
  type BenchmarkComparisonRow,
  type BenchmarkTable,
} from '@dugout/domain/fit';
import { scoringInputOf, type Submission } from '@dugout/domain/scoring';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/Card';
import { WhenVisible } from '@/components/ui/WhenVisible';
import { useBenchmarks } from '@/features/fit/api/fit.api';

const BenchmarkPlot = lazy(() => import('./BenchmarkPlot'));

/**
 * The player's measurements beside the division means (Power 4 / other D1 / D2 / D3), one small bar chart per
 * measurement (their units differ), with the admin-edited table's source and date. A list repeats the numbers for screen readers.
 */
export function BenchmarksChart({ submission }: { submission: Submission }) {
  const table = useBenchmarks();
  if (!table.data) return null;
  return <Benchmarks submission={submission} table={table.data} />;
}

function Benchmarks({ submission, table }: { submission: Submission; table: BenchmarkTable }) {
  const c = compareToBenchmarks(scoringInputOf(submission), table);
  return (
    <Card>
      <CardHeader>
        <CardTitle>You and the division averages</CardTitle>
        <CardDescription>
          Your measurements beside the averages of committed {fitPositionGroupLabels[c.group]} by level. Source:{' '}
          <span data-testid="benchmark-source">
            {c.source} ({benchmarkSourceYear(table)})
          </span>
          .
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 sm:grid-cols-2" data-testid="benchmarks">
        {c.rows.map((r) => (
          <MetricChart key={r.metric} row={r} />
        ))}
      </CardContent>
    </Card>
  );
}

function MetricChart({ row }: { row: BenchmarkComparisonRow }) {
  const data = [
    ...(row.value !== null ? [{ name: 'You', value: row.value, label: row.valueLabel, you: true }] : []),
    ...row.levels.map((l) => ({ name: l.label, value: l.mean, label: l.meanLabel, you: false })),
  ];
  const axis = benchmarkAxis(
    data.map((d) => d.value),
    row.metric,
  );
  const lowerIsBetter = !benchmarkMetricInfo[row.metric].higherIsBetter;
  return (
    <div className="min-w-0" data-metric={row.metric}>
      <p className="text-sm font-medium">
        {row.label} ({row.unit}): <span className="font-normal">{row.valueLabel}</span>
      </p>
      <p className="text-xs text-slate-600">
        {row.text}. {lowerIsBetter ? benchmarkTexts.lowerIsBetter : benchmarkTexts.higherIsBetter}.
      </p>
      {/* hidden from assistive technology (the list below says the same), so its SVG takes no focus either */}
      <WhenVisible className="h-44 w-full" aria-hidden>
        <BenchmarkPlot data={data} from={axis.from} to={axis.to} unit={row.unit} lowerIsBetter={lowerIsBetter} />
      </WhenVisible>
      {axis.from > 0 && (
        <p className="text-xs text-slate-600" data-testid="axis-note">
          {benchmarkTexts.axisFrom(formatBenchmarkValue(row.metric, axis.from))}
        </p>
      )}
      <ul className="sr-only" aria-label={`${row.label} against the division averages`}>
        {data.map((d) => (
          <li key={d.name}>
            {d.name}: {d.label}
          </li>
        ))}
      </ul>
    </div>
  );
}
