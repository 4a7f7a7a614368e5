import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Bar, BarChart, CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { Download } from 'lucide-react';
import { toCsv } from '@dugout/domain/admin';
import { Button } from '@/components/ui/Button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/Card';
import { PageContainer, PageTitle } from '@/components/ui/Page';
import { EmptyState, ErrorState, Spinner } from '@/components/ui/States';
import { errorMessage } from '@/lib/api';
import { useReports } from '../api/reports';

function download(name: string, rows: Array<Record<string, unknown>>, columns: string[]) {
  const blob = new Blob([toCsv(rows, columns)], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = `${name}.csv`;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

function ChartCard({
  title,
  file,
  rows,
  columns,
  children,
}: {
  title: string;
  file: string;
  rows: Array<Record<string, unknown>>;
  columns: string[];
  children: ReactNode;
}) {
  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between">
        <CardTitle>{title}</CardTitle>
        <Button
          size="sm"
          variant="outline"
          onClick={() => download(file, rows, columns)}
          disabled={!rows.length}
          aria-label={`Export ${title} as CSV`}
        >
          <Download aria-hidden /> CSV
        </Button>
      </CardHeader>
      <CardContent>
        {rows.some((r) => Number(r.count) > 0) ? (
          <div className="h-64">{children}</div>
        ) : (
          <EmptyState title="No data yet." />
        )}
      </CardContent>
    </Card>
  );
}

const weekly = (rows: Array<{ week: string; count: number }>) => (
  <ResponsiveContainer width="100%" height="100%">
    <LineChart data={rows} margin={{ left: -20, right: 8 }}>
      <CartesianGrid strokeDasharray="3 3" />
      <XAxis dataKey="week" tick={{ fontSize: 11 }} />
      <YAxis allowDecimals={false} tick={{ fontSize: 11 }} />
      <Tooltip />
      <Line type="monotone" dataKey="count" stroke="#1d4ed8" strokeWidth={2} dot={rows.length < 30} />
    </LineChart>
  </ResponsiveContainer>
);
const bars = (rows: Array<Record<string, unknown>>, key: string) => (
  <ResponsiveContainer width="100%" height="100%">
    <BarChart data={rows} margin={{ left: -20, right: 8 }}>
      <CartesianGrid strokeDasharray="3 3" />
      <XAxis dataKey={key} tick={{ fontSize: 11 }} />
      <YAxis allowDecimals={false} tick={{ fontSize: 11 }} />
      <Tooltip />
      <Bar dataKey="count" fill="#1d4ed8" />
    </BarChart>
  </ResponsiveContainer>
);

/** /admin/reports: sign-ups, submissions and commitments per week, score distribution, commitments by division. */
export function AdminReportsPage() {
  const q = useReports();
  return (
    <PageContainer>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <PageTitle subtitle="Weekly activity, score distribution and commitments. Each chart exports as CSV.">
          Admin Reports
        </PageTitle>
        <Button variant="outline" asChild>
          <Link to="/admin">Back to Admin</Link>
        </Button>
      </div>
      {q.isLoading ? (
        <Spinner />
      ) : q.isError || !q.data ? (
        <ErrorState message={errorMessage(q.error)} onRetry={() => void q.refetch()} />
      ) : (
        <div className="grid gap-4 lg:grid-cols-2">
          <ChartCard
            title="Sign-ups per Week"
            file="sign-ups-per-week"
            rows={q.data.signUpsPerWeek}
            columns={['week', 'count']}
          >
            {weekly(q.data.signUpsPerWeek)}
          </ChartCard>
          <ChartCard
            title="Submissions per Week"
            file="submissions-per-week"
            rows={q.data.submissionsPerWeek}
            columns={['week', 'count']}
          >
            {weekly(q.data.submissionsPerWeek)}
          </ChartCard>
          <ChartCard
            title="Commitments per Week"
            file="commitments-per-week"
            rows={q.data.commitmentsPerWeek}
            columns={['week', 'count']}
          >
            {weekly(q.data.commitmentsPerWeek)}
          </ChartCard>
          <ChartCard
            title="Score Distribution"
            file="score-distribution"
            rows={q.data.scoreDistribution}
            columns={['band', 'count']}
          >
            {bars(q.data.scoreDistribution, 'band')}
          </ChartCard>
          <ChartCard
            title="Commitments by Division"
            file="commitments-by-division"
            rows={q.data.commitmentsByDivision}
            columns={['division', 'count']}
          >
            {bars(q.data.commitmentsByDivision, 'division')}
          </ChartCard>
        </div>
      )}
    </PageContainer>
  );
}
