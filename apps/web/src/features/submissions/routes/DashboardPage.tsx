import { useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { ChevronDown } from 'lucide-react';
import { isCoachActor } from '@dugout/domain/access';
import { headlineTexts } from '@dugout/domain/scoring';
import { formatShortDate, fullName, gradYearLabel } from '@dugout/domain/shared';
import { subscriptionMessages } from '@dugout/domain/subscriptions';
import { Button } from '@/components/ui/Button';
import { EmptyState, ErrorState, Spinner } from '@/components/ui/States';
import { PageContainer, PageTitle } from '@/components/ui/Page';
import { RequireAuth } from '@/lib/GuardContext';
import { errorMessage } from '@/lib/api';
import { useMe } from '@/lib/auth';
import { useBenchmarks, useScoringRows } from '@/features/fit/api/fit.api';
import { profileTeamsQuery } from '@/features/profile/api/get-profile-teams';
import { useDashboard, type DashboardParams } from '../api/get-dashboard';
import { ScoreSummary } from '../components/ScoreSummary';
import { PositionScoresChart } from '../components/PositionScoresChart';
import { MetricBreakdown } from '../components/MetricBreakdown';
import { Measurements } from '../components/Measurements';
import { ScoreExplorer } from '../components/ScoreExplorer';
import { BenchmarksChart } from '../components/BenchmarksChart';
import { LatestMetrics } from '../components/LatestMetrics';
import { DeviceFileButton } from '../components/DeviceFileButton';

const dashboardTexts = {
  details: 'Score details',
  detailsHint: 'How the score adds up, what-if, division averages, metric scores and measurements',
} as const;

/** `teamArea`: the player's own team area (join by TeamID with this dashboard), filled by app/pages/DashboardScreen.tsx. */
type TeamAreaSlot = (submissionId: string | null) => ReactNode;

function Dashboard({ params, teamArea }: { params: DashboardParams; teamArea?: TeamAreaSlot }) {
  const q = useDashboard(params);
  // What 'Score details' holds is drawn when it is first opened, not with the page: closed, it is the first load's
  // largest render for nothing on screen (docs/decisions/0073-cold-start-and-memory.md). Its data still loads beside
  // the dashboard (below), so opening it shows it at once.
  const [detailsOpened, setDetailsOpened] = useState(false);
  const viewerRole = useMe().user?.role;
  // The scoring tables (score explanation) and the division benchmarks load beside the dashboard, not after it, and
  // the page shows once they are in: a card growing later would push everything below it (docs/decisions/0030-first-paint-of-signed-in-screens.md: CLS ≤ 0.05).
  const rows = useScoringRows();
  const benchmarks = useBenchmarks();
  // So do the player's teams when the team area is shown (its spinner would give way to a shorter list).
  const teams = useQuery({ ...profileTeamsQuery, enabled: !!teamArea });
  if (q.isLoading || rows.isLoading || benchmarks.isLoading || teams.isLoading)
    return <Spinner label="Loading dashboard…" />;
  if (q.isError) return <ErrorState message={errorMessage(q.error)} onRetry={() => q.refetch()} />;
  const { player, submission, history, isOwner, abilities, lapsedFunding, metrics } = q.data!;
  const name = fullName(player.firstName, player.lastName, player.email ?? 'Unknown');
  // The spec's links carry source=org from the roster and the Player Profile modal, which coaches open too: back leads
  // to the viewer's own screen (an organization administrator's Organization Management, a coach's Team Management).
  const back =
    params.source === 'org' && viewerRole === 'organization_admin'
      ? { to: '/organization-management', label: 'Back to Organization' }
      : params.source
        ? { to: '/team-management', label: 'Back to Team' }
        : null;
  return (
    <>
      <PageTitle
        subtitle={
          [
            gradYearLabel(player.graduationYear, player.isPostgradDisplay) !== '—'
              ? `Class of ${gradYearLabel(player.graduationYear, player.isPostgradDisplay)}`
              : null,
            player.highSchool,
          ]
            .filter(Boolean)
            .join(' · ') || undefined
        }
      >
        {isOwner ? 'Player Dashboard' : `${name} — Dashboard`}
      </PageTitle>
      <div className="mb-6 flex flex-wrap gap-2">
        {back && (
          <Button variant="outline" asChild>
            <Link to={back.to}>{back.label}</Link>
          </Button>
        )}
        {abilities.newSubmission && (
          <Button asChild>
            <Link to="/metrics">New Submission</Link>
          </Button>
        )}
        {isOwner && history.length > 0 && (
          <Button variant="outline" asChild>
            <Link to="/metrics-tracker">Metrics Tracker</Link>
          </Button>
        )}
        {/* a device file adds to the values of the latest submission (docs/decisions/0063-metric-sources-on-screen.md) */}
        {isOwner && abilities.newSubmission && submission && <DeviceFileButton />}
        {isOwner && (
          <Button variant="outline" asChild>
            <Link to="/subscription">Subscription</Link>
          </Button>
        )}
      </div>
      {isOwner && lapsedFunding && (
        <div
          role="status"
          className="mb-6 flex flex-wrap items-center justify-between gap-3 rounded-md border border-red-200 bg-red-50 p-4 text-sm text-red-900"
        >
          <p>{lapsedFunding === 'team' ? subscriptionMessages.teamLapsed : subscriptionMessages.lapsed}</p>
          {lapsedFunding === 'subscription' && (
            <Button asChild>
              <Link to="/subscription">Renew Subscription</Link>
            </Button>
          )}
        </div>
      )}
      {isOwner && teamArea && <div className="mb-6">{teamArea(submission?.id ?? null)}</div>}
      {!submission ? (
        <EmptyState title="No completed submissions yet">
          {isOwner ? (
            <Button asChild>
              <Link to="/metrics">Enter Metrics</Link>
            </Button>
          ) : (
            <p className="text-sm">This player has not completed a submission.</p>
          )}
        </EmptyState>
      ) : (
        <div className="space-y-6">
          <p className="text-sm text-slate-600">
            Submitted {formatShortDate(submission.createdAt)}
            {submission.editedAt
              ? ` · edited by a coach ${formatShortDate(submission.editedAt)}${submission.editReason ? ` (${submission.editReason})` : ''}`
              : ''}
            {submission.teamFunded ? ' · team funded' : ''}
          </p>
          {/* One headline and the chart that explains it; the rest on demand (docs/decisions/0048-one-headline-score.md). */}
          <div className="grid gap-6 lg:grid-cols-2">
            <ScoreSummary submission={submission} title={headlineTexts.cardTitle(isOwner, name)} />
            <PositionScoresChart
              scores={submission.positionScores}
              bestPosition={submission.bestPosition}
              throws={submission.throws}
            />
          </div>
          <LatestMetrics metrics={metrics} />
          <details
            className="group rounded-xl border border-slate-200 bg-white shadow-sm"
            data-testid="score-details"
            onToggle={(e) => e.currentTarget.open && setDetailsOpened(true)}
          >
            <summary className="flex cursor-pointer list-none items-center justify-between gap-2 rounded-xl p-4 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 sm:px-6 [&::-webkit-details-marker]:hidden">
              <span>
                <span className="block">{dashboardTexts.details}</span>
                <span className="block text-sm font-normal text-slate-500">{dashboardTexts.detailsHint}</span>
              </span>
              <ChevronDown className="size-5 shrink-0 transition-transform group-open:rotate-180" aria-hidden />
            </summary>
            {detailsOpened && (
              <div className="space-y-6 border-t border-slate-200 bg-slate-50 p-3 sm:p-6">
                <ScoreExplorer submission={submission} whatIf={isOwner} playerName={isOwner ? undefined : name} />
                <BenchmarksChart submission={submission} />
                <MetricBreakdown metrics={submission.metricScores} position={submission.submittedPosition} />
                <Measurements submission={submission} metrics={metrics} />
              </div>
            )}
          </details>
        </div>
      )}
    </>
  );
}

/** /dashboard?submission=&user=&source= (docs/spec/part-1-accounts-teams-organizations.md section 2; part 2 section 2). */
export default function DashboardPage({ teamArea }: { teamArea?: TeamAreaSlot } = {}) {
  const [sp] = useSearchParams();
  const source = sp.get('source');
  const params: DashboardParams = {
    submission: sp.get('submission') ?? undefined,
    user: sp.get('user') ?? undefined,
    source: source === 'team' || source === 'org' ? source : undefined,
  };
  return (
    <PageContainer>
      <RequireAuth>
        {(user) => (
          <Dashboard params={params} teamArea={user.role === 'player' && !isCoachActor(user) ? teamArea : undefined} />
        )}
      </RequireAuth>
    </PageContainer>
  );
}
