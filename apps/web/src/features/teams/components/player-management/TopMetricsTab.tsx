import { Fragment, useState } from 'react';
import type { SourcedMetric } from '@dugout/domain/metrics-sources';
import { headlineScore, headlineTexts, scoreBadgeLegend } from '@dugout/domain/scoring';
import { formatHeight, formatSixty, formatWeight, gradYearLabel } from '@dugout/domain/shared';
import { sortRows, topMetricRows, type SubmissionRow, type TeamPlayers } from '@dugout/domain/teams';
import { BadgeLegend } from '@/components/ui/BadgeLegend';
import { SourceBadge } from '@/components/metric-source/SourceBadge';
import { EmptyState } from '@/components/ui/States';
import { cn } from '@/lib/utils';
import { HeadlineBadge } from './HeadlineBadge';
import { VerifyMetricsButton } from './VerifyMetricsDialog';
import { EventsButton } from './EventsDialog';

type MetricRow = SubmissionRow & { playerName: string | null };
const metricColumns: Array<{
  key: string;
  label: string;
  value: (r: MetricRow) => string | number | null;
  show: (r: MetricRow) => string;
  hide?: string;
  /** the sourced metric the column shows: its source badge sits beside the value */
  metric?: SourcedMetric;
}> = [
  { key: 'name', label: 'Player Name', value: (r) => r.playerName, show: (r) => r.playerName ?? 'Unknown' },
  { key: 'position', label: 'Position', value: (r) => r.submittedPosition, show: (r) => r.submittedPosition ?? '—' },
  {
    key: 'grad',
    label: 'Grad Year',
    value: (r) => r.graduationYear,
    show: (r) => gradYearLabel(r.graduationYear, r.isPostgradDisplay),
  },
  {
    key: 'height',
    metric: 'height',
    label: 'Height',
    value: (r) => r.height,
    show: (r) => formatHeight(r.height),
    hide: 'hidden md:table-cell',
  },
  {
    key: 'weight',
    metric: 'weight',
    label: 'Weight',
    value: (r) => r.weight,
    show: (r) => formatWeight(r.weight),
    hide: 'hidden md:table-cell',
  },
  {
    key: 'sixty',
    metric: 'sixty',
    label: '60 Time',
    value: (r) => r.sixty,
    show: (r) => formatSixty(r.sixty),
    hide: 'hidden lg:table-cell',
  },
  {
    key: 'exit',
    metric: 'exitVelocity',
    label: 'Hit Velo',
    value: (r) => r.exitVelocity,
    show: (r) => r.exitVelocity?.toFixed(1) ?? '—',
    hide: 'hidden lg:table-cell',
  },
  {
    key: 'throw',
    metric: 'throwVelocity',
    label: 'Pos Velo',
    value: (r) => r.throwVelocity,
    show: (r) => r.throwVelocity?.toFixed(1) ?? '—',
    hide: 'hidden lg:table-cell',
  },
  {
    key: 'fb',
    metric: 'fastballVelocity',
    label: 'FB Velo',
    value: (r) => r.fastballVelocity,
    show: (r) => r.fastballVelocity?.toFixed(1) ?? '—',
    hide: 'hidden xl:table-cell',
  },
  {
    key: 'spin',
    metric: 'fbSpinRate',
    label: 'Spin Rate',
    value: (r) => r.fbSpinRate,
    show: (r) => (r.fbSpinRate == null ? '—' : String(Math.round(r.fbSpinRate))),
    hide: 'hidden xl:table-cell',
  },
  {
    key: 'strike',
    metric: 'strikePercentage',
    label: 'Strike %',
    value: (r) => r.strikePercentage,
    show: (r) => (r.strikePercentage == null ? '—' : `${r.strikePercentage}%`),
    hide: 'hidden xl:table-cell',
  },
  // the headline score, at the best position named (docs/decisions/0048-one-headline-score.md)
  {
    key: 'score',
    label: 'Total Score',
    value: (r) => headlineScore(r).score,
    show: (r) => headlineTexts.atPosition(headlineScore(r)),
  },
];

/** A cell's value with its source badge (docs/decisions/0063-metric-sources-on-screen.md) when it has a value. */
function Sourced({ row, column }: { row: MetricRow; column: (typeof metricColumns)[number] }) {
  const source = column.metric ? row.sources[column.metric] : undefined;
  return (
    <span className="inline-flex flex-wrap items-center gap-1" data-metric={column.metric}>
      {column.show(row)}
      {source && column.value(row) != null && <SourceBadge source={source} metric={column.label} />}
    </span>
  );
}

/** Top Metrics: one row per player (their latest submission), sortable by every column; cards on phones. */
export function TopMetricsTab({
  members,
  teamCode,
  canVerify = false,
  canRecordEvents = false,
}: {
  members: TeamPlayers['members'];
  teamCode: string;
  /** Verify Metrics and Events, by the team's abilities (docs/decisions/0063-metric-sources-on-screen.md) */
  canVerify?: boolean;
  canRecordEvents?: boolean;
}) {
  const [sort, setSort] = useState<{ key: string; dir: 'asc' | 'desc' }>({ key: 'score', dir: 'desc' });
  // One row per player: their latest submission (the score their dashboard shows).
  const latest = topMetricRows(members);
  const tools = (canVerify || canRecordEvents) && (
    <div className="mb-3 flex flex-wrap gap-2">
      {canVerify && <VerifyMetricsButton teamCode={teamCode} members={members} />}
      {canRecordEvents && <EventsButton teamCode={teamCode} members={members} />}
    </div>
  );
  if (latest.length === 0)
    return (
      <>
        {tools}
        <EmptyState title="No completed submissions found" />
      </>
    );
  const col = metricColumns.find((c) => c.key === sort.key)!;
  const rows = sortRows(latest, col.value, sort.dir);
  return (
    <>
      {tools}
      <div className="hidden overflow-x-auto sm:block">
        <table className="w-full text-left text-sm">
          <thead className="bg-slate-50 text-slate-600">
            <tr>
              {metricColumns.map((c) => (
                <th
                  key={c.key}
                  className={cn('p-2', c.hide)}
                  aria-sort={sort.key === c.key ? (sort.dir === 'asc' ? 'ascending' : 'descending') : 'none'}
                >
                  <button
                    type="button"
                    className="font-semibold"
                    onClick={() =>
                      setSort((s) => ({ key: c.key, dir: s.key === c.key && s.dir === 'desc' ? 'asc' : 'desc' }))
                    }
                  >
                    {c.label}
                    {sort.key === c.key ? (sort.dir === 'asc' ? ' ▲' : ' ▼') : ''}
                  </button>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.id} className="border-t border-slate-100">
                {metricColumns.map((c) => (
                  <td key={c.key} className={cn('p-2', c.hide)}>
                    {c.key === 'score' ? <HeadlineBadge row={r} /> : <Sourced row={r} column={c} />}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="space-y-2 sm:hidden">
        {rows.map((r) => (
          <li key={r.id} className="rounded-lg border border-slate-200 p-3 text-sm" data-testid="metric-card">
            <p className="flex justify-between font-medium">
              {r.playerName ?? 'Unknown'} <HeadlineBadge row={r} />
            </p>
            <dl className="mt-1 grid grid-cols-2 gap-x-3 text-slate-600">
              {metricColumns.slice(1, -1).map((c) => (
                <Fragment key={c.key}>
                  <dt>{c.label}</dt>
                  <dd>
                    <Sourced row={r} column={c} />
                  </dd>
                </Fragment>
              ))}
            </dl>
          </li>
        ))}
      </ul>
      <BadgeLegend className="mt-3" label="Score colours" items={scoreBadgeLegend} />
    </>
  );
}
