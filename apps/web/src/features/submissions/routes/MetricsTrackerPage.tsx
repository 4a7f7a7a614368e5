import { Link } from 'react-router';
import { formatMph, formatScore, scoreBadgeColor, scoreBadgeLegend, headlineScore } from '@dugout/domain/scoring';
import { formatHeight, formatShortDate, formatSixty, formatWeight } from '@dugout/domain/shared';
import { Badge } from '@/components/ui/Badge';
import { BadgeLegend } from '@/components/ui/BadgeLegend';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/Card';
import { ErrorState, Spinner } from '@/components/ui/States';
import { PageContainer, PageTitle } from '@/components/ui/Page';
import { ScrollRegion } from '@/components/ui/ScrollRegion';
import { RequireAuth } from '@/lib/GuardContext';
import { errorMessage } from '@/lib/api';
import { useDashboard } from '../api/get-dashboard';
import { ScoreTrendChart } from '../components/ScoreTrendChart';
import { EnterMetricsPrompt } from '../components/EnterMetricsPrompt';
import { MetricHistory } from '../components/MetricHistory';

function Tracker() {
  const q = useDashboard({});
  if (q.isLoading) return <Spinner />;
  if (q.isError) return <ErrorState message={errorMessage(q.error)} onRetry={() => q.refetch()} />;
  const { history } = q.data!;
  if (history.length === 0) return <EnterMetricsPrompt title="No submissions yet" />;
  return (
    <div className="space-y-6">
      <Card>
        <CardHeader>
          <CardTitle>Score Trend</CardTitle>
          <CardDescription>Your score at the submitted position, submission by submission.</CardDescription>
        </CardHeader>
        <CardContent>
          <ScoreTrendChart history={history} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Submissions</CardTitle>
        </CardHeader>
        <CardContent>
          {/* At 375 px the table keeps Date, Position, Score, Best and View; the measurements show from 640 px. */}
          <ScrollRegion label="Submissions table">
            <table className="w-full text-sm">
              <thead>
                <tr className="border-b text-left text-slate-500">
                  <th className="py-2 font-medium">Date</th>
                  <th className="py-2 font-medium">Position</th>
                  <th className="py-2 font-medium">Score</th>
                  <th className="py-2 font-medium">Best</th>
                  <th className="hidden py-2 font-medium sm:table-cell">Height</th>
                  <th className="hidden py-2 font-medium sm:table-cell">Weight</th>
                  <th className="hidden py-2 font-medium md:table-cell">60 Time</th>
                  <th className="hidden py-2 font-medium md:table-cell">Exit Velo</th>
                  <th className="hidden py-2 font-medium md:table-cell">FB Velo</th>
                  <th className="py-2">
                    <span className="sr-only">Open</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {history.map((h) => (
                  <tr key={h.id} className="border-b last:border-0">
                    <td className="py-2">{formatShortDate(h.createdAt)}</td>
                    <td className="py-2">{h.submittedPosition}</td>
                    <td className="py-2">
                      <Badge tone={scoreBadgeColor(headlineScore(h).score)}>
                        {formatScore(headlineScore(h).score)}
                      </Badge>
                    </td>
                    <td className="py-2">{headlineScore(h).position}</td>
                    <td className="hidden py-2 sm:table-cell">{formatHeight(h.height)}</td>
                    <td className="hidden py-2 sm:table-cell">{formatWeight(h.weight)}</td>
                    <td className="hidden py-2 md:table-cell">{formatSixty(h.sixty)}</td>
                    <td className="hidden py-2 md:table-cell">{formatMph(h.exitVelocity)}</td>
                    <td className="hidden py-2 md:table-cell">{formatMph(h.fastballVelocity)}</td>
                    <td className="py-2 text-right">
                      <Link className="text-brand-700 hover:underline" to={`/dashboard?submission=${h.id}`}>
                        View
                      </Link>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
          <BadgeLegend className="mt-3" label="Score colours" items={scoreBadgeLegend} />
        </CardContent>
      </Card>
      <MetricHistory />
    </div>
  );
}

export default function MetricsTrackerPage() {
  return (
    <PageContainer>
      <PageTitle subtitle="Your submissions over time.">Metrics Tracker</PageTitle>
      <RequireAuth>{() => <Tracker />}</RequireAuth>
    </PageContainer>
  );
}
