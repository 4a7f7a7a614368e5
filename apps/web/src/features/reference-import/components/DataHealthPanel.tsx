import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import {
  dataHealthColumns,
  dataHealthLabels,
  referenceKindLabels,
  type ReferenceKind,
} from '@dugout/domain/reference-data';
import { formatShortDate } from '@dugout/domain/shared';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/Card';
import { EmptyState, ErrorState, Spinner } from '@/components/ui/States';
import { errorMessage } from '@/lib/api';
import { useDataHealth } from '../api/reference-import.api';

const colours: Record<(typeof dataHealthColumns)[number], string> = {
  academics: '#2563eb',
  climate: '#f97316',
  roster: '#7c3aed',
  headCoach: '#16a34a',
  field: '#64748b',
};

/** Data health (/admin): per association, how many programs have each kind of data, and the date of each source. */
export function DataHealthPanel() {
  const q = useDataHealth();
  if (q.isLoading) return <Spinner label="Loading data health…" />;
  if (q.isError) return <ErrorState message={errorMessage(q.error)} onRetry={() => void q.refetch()} />;
  const d = q.data;
  if (!d?.divisions.length) return <EmptyState title="No programs on file yet." />;
  return (
    <div className="space-y-4">
      <Card>
        <CardHeader>
          <CardTitle>Data health</CardTitle>
          <CardDescription>Programs per association, and how many of them have each kind of data.</CardDescription>
        </CardHeader>
        <CardContent>
          <div className="h-72" role="img" aria-label="Bar chart: programs with each kind of data per association">
            <ResponsiveContainer width="100%" height="100%">
              <BarChart data={d.divisions} margin={{ left: -10, right: 8 }}>
                <CartesianGrid strokeDasharray="3 3" />
                <XAxis dataKey="division" fontSize={12} />
                <YAxis allowDecimals={false} fontSize={12} />
                <Tooltip />
                <Legend />
                <Bar dataKey="programs" name="Programs" fill="#cbd5e1" />
                {dataHealthColumns.map((k) => (
                  <Bar key={k} dataKey={k} name={dataHealthLabels[k]} fill={colours[k]} />
                ))}
              </BarChart>
            </ResponsiveContainer>
          </div>
          <div className="mt-4 overflow-x-auto">
            <table className="w-full text-sm" data-testid="data-health-table">
              <thead>
                <tr className="text-left text-xs text-slate-600 uppercase">
                  <th scope="col" className="py-1 pr-3">
                    Association
                  </th>
                  <th scope="col" className="py-1 pr-3">
                    Programs
                  </th>
                  {dataHealthColumns.map((k) => (
                    <th key={k} scope="col" className="py-1 pr-3">
                      {dataHealthLabels[k]}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {d.divisions.map((r) => (
                  <tr key={r.division} className="border-t border-slate-100">
                    <th scope="row" className="py-1 pr-3 text-left font-medium">
                      {r.division}
                    </th>
                    <td className="py-1 pr-3">{r.programs}</td>
                    {dataHealthColumns.map((k) => (
                      <td key={k} className="py-1 pr-3">
                        {r[k]}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Sources</CardTitle>
          <CardDescription>
            The latest completed import of each kind: its source and as-of date, cited beside the figures.
          </CardDescription>
        </CardHeader>
        <CardContent>
          {d.sources.length ? (
            <ul className="divide-y divide-slate-100 text-sm" data-testid="data-sources">
              {d.sources.map((s) => (
                <li key={s.kind} className="flex flex-wrap justify-between gap-2 py-1.5">
                  <span className="font-medium">{referenceKindLabels[s.kind as ReferenceKind] ?? s.kind}</span>
                  <span>
                    {[s.source, s.asOf].filter(Boolean).join(' ') || 'No source named'} · {s.fileName ?? '—'} · imported{' '}
                    {formatShortDate(s.importedAt)}
                  </span>
                </li>
              ))}
            </ul>
          ) : (
            <EmptyState title="No imports yet" />
          )}
        </CardContent>
      </Card>
    </div>
  );
}
