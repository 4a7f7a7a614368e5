import { useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { isCoachActor } from '@dugout/domain/access';
import { formatPrice, scoreBadgeColor, headlineScore, headlineTexts } from '@dugout/domain/scoring';
import { formatShortDate } from '@dugout/domain/shared';
import { intervalLabels, intervalUnit, type Plan, type PlanAudience } from '@dugout/domain/subscriptions';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/Card';
import { Field } from '@/components/ui/Input';
import { ErrorState, Spinner } from '@/components/ui/States';
import { PageContainer, PageTitle } from '@/components/ui/Page';
import { RequireAuth } from '@/lib/GuardContext';
import { errorMessage } from '@/lib/api';
import { useMyTeams } from '@/features/teams/api/my-teams';
import { useSubmissions } from '../api/list-submissions';
import { usePlans } from '../api/subscription-plans';
import { useMySubscriptions } from '../api/my-subscriptions';
import { useStartSubscription } from '../api/subscription-actions';
import { EnterMetricsPrompt } from '../components/EnterMetricsPrompt';
import { SubscriptionCard } from '../components/SubscriptionCard';
import { followCheckout } from '../components/follow-checkout';

const features: Record<PlanAudience, string[]> = {
  player: [
    'Every scored dashboard you submit while subscribed',
    'Your score from 50 to 100, its tier and your best position',
    "Every metric's score and weight, and the metrics tracker",
  ],
  team: [
    'Dashboards of every active player on your team are covered',
    'Player Management, College Interaction and the Player Roster',
    'One price for the whole team',
  ],
};

function PlanCard({ plan, teamCode, disabled }: { plan: Plan; teamCode?: string; disabled?: boolean }) {
  const start = useStartSubscription();
  const navigate = useNavigate();
  return (
    <Card className="flex flex-col">
      <CardHeader>
        <CardTitle>{plan.name}</CardTitle>
        <CardDescription>{intervalLabels[plan.interval]}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-4">
        <p className="text-3xl font-bold">
          {formatPrice(plan.priceCents)}
          {plan.priceCents > 0 && (
            <span className="text-base font-normal text-slate-600"> / {intervalUnit[plan.interval]}</span>
          )}
        </p>
        <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700">
          {features[plan.audience].map((f) => (
            <li key={f}>{f}</li>
          ))}
        </ul>
        <Button
          className="mt-auto w-full"
          disabled={disabled || start.isPending}
          onClick={async () => {
            try {
              followCheckout(navigate, await start.mutateAsync({ planId: plan.id, teamCode }));
            } catch (err) {
              toast.error('Error', { description: errorMessage(err) });
            }
          }}
        >
          {/* The plan's name is in the visible text, so the button reads the same to everyone (axe label-content-name-mismatch). */}
          {start.isPending ? 'Opening checkout…' : `Choose ${plan.name}`}
        </Button>
      </CardContent>
    </Card>
  );
}

function TeamPlans({ plans }: { plans: Plan[] }) {
  const teams = useMyTeams();
  const [teamCode, setTeamCode] = useState('');
  if (teams.isLoading) return <Spinner />;
  if (teams.isError) return <ErrorState message={errorMessage(teams.error)} onRetry={() => teams.refetch()} />;
  const list = teams.data!.teams;
  if (list.length === 0)
    return (
      <Card>
        <CardContent className="space-y-3 p-6">
          <p>Create your team first, then choose its plan.</p>
          <Button asChild>
            <Link to="/coach-registration">Create a Team</Link>
          </Button>
        </CardContent>
      </Card>
    );
  const chosen = teamCode || list[0]!.teamCode;
  return (
    <div className="space-y-4">
      <Field label="Team" htmlFor="plan-team">
        <select
          id="plan-team"
          className="h-10 w-full max-w-sm rounded-md border border-slate-300 bg-white px-3 text-sm"
          value={chosen}
          onChange={(e) => setTeamCode(e.target.value)}
        >
          {list.map((t) => (
            <option key={t.teamCode} value={t.teamCode}>
              {t.teamName} ({t.teamCode})
            </option>
          ))}
        </select>
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        {plans.map((p) => (
          <PlanCard key={p.id} plan={p} teamCode={chosen} />
        ))}
      </div>
    </div>
  );
}

/** /subscription-select: the plans on offer — a player's own, or a coach's team plans. */
function PlanChoice({ audience }: { audience: PlanAudience }) {
  const q = usePlans();
  const mine = useMySubscriptions();
  if (q.isLoading || mine.isLoading) return <Spinner />;
  if (q.isError) return <ErrorState message={errorMessage(q.error)} onRetry={() => q.refetch()} />;
  const plans = q.data!.plans.filter((p) => p.audience === audience);
  const current =
    audience === 'player'
      ? mine.data?.subscriptions.find((s) => !s.teamCode && (s.status === 'active' || s.status === 'cancelled'))
      : undefined;
  if (plans.length === 0) return <p className="text-slate-600">No plans are offered right now.</p>;
  return (
    <div className="space-y-4">
      {current && (
        <p role="status" className="rounded-md bg-blue-50 p-3 text-sm text-blue-900">
          Your {current.plan.name} plan runs until {formatShortDate(current.expiresAt)}.{' '}
          <Link className="font-medium underline" to="/subscription">
            Manage your subscription
          </Link>
        </p>
      )}
      {audience === 'team' ? (
        <TeamPlans plans={plans} />
      ) : (
        <div className="grid gap-4 sm:grid-cols-2">
          {plans.map((p) => (
            <PlanCard key={p.id} plan={p} disabled={!!current} />
          ))}
        </div>
      )}
    </div>
  );
}

export function SubscriptionSelect() {
  return (
    <PageContainer>
      <PageTitle subtitle="Pick the plan that fits.">Choose a Plan</PageTitle>
      <RequireAuth>{(user) => <PlanChoice audience={isCoachActor(user) ? 'team' : 'player'} />}</RequireAuth>
    </PageContainer>
  );
}

function PurchasedList({ title }: { title: string }) {
  const q = useSubmissions();
  if (q.isLoading) return <Spinner />;
  if (q.isError) return <ErrorState message={errorMessage(q.error)} onRetry={() => q.refetch()} />;
  const list = q.data!.submissions;
  if (list.length === 0) return <EnterMetricsPrompt title="No completed submissions found" />;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        <CardDescription>
          {list.length} completed {list.length === 1 ? 'dashboard' : 'dashboards'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="divide-y">
          {list.map((s) => (
            <li key={s.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
              <div className="flex flex-wrap items-center gap-3">
                <Badge tone={scoreBadgeColor(headlineScore(s).score)}>
                  {headlineTexts.atPosition(headlineScore(s))}
                </Badge>
                {headlineScore(s).submitted && (
                  <span className="text-sm text-slate-600">
                    {headlineTexts.submitted(headlineScore(s).submitted!.position, headlineScore(s).submitted!.score)}
                  </span>
                )}
                <span className="text-sm text-slate-600">{formatShortDate(s.createdAt)}</span>
                <span className="text-xs text-slate-500">
                  {s.teamFunded ? 'Team funded' : s.paymentStatus === 'paid' ? 'Paid' : 'Free'}
                </span>
              </div>
              <Button variant="outline" size="sm" asChild>
                <Link to={`/dashboard?submission=${s.id}`}>Dashboard</Link>
              </Button>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

function MySubscriptions() {
  const q = useMySubscriptions();
  if (q.isLoading) return <Spinner />;
  if (q.isError) return <ErrorState message={errorMessage(q.error)} onRetry={() => q.refetch()} />;
  const list = q.data!.subscriptions;
  if (list.length === 0)
    return (
      <Card>
        <CardContent className="space-y-3 p-6">
          <p className="text-slate-700">You have no subscription yet.</p>
          <Button asChild>
            <Link to="/subscription-select">View plans</Link>
          </Button>
        </CardContent>
      </Card>
    );
  return (
    <div className="space-y-4">
      {list.map((s) => (
        <SubscriptionCard key={s.id} subscription={s} />
      ))}
    </div>
  );
}

/** /subscription: the user's plans (status, period, cancel, renew) and completed dashboards. */
export function Subscription() {
  return (
    <PageContainer>
      <PageTitle subtitle="Your plan and your dashboards.">Subscription</PageTitle>
      <RequireAuth>
        {(user) => (
          <div className="space-y-6">
            <MySubscriptions />
            {!isCoachActor(user) && <PurchasedList title="Your Dashboards" />}
            <Button variant="outline" asChild>
              <Link to="/subscription-select">View plans</Link>
            </Button>
          </div>
        )}
      </RequireAuth>
    </PageContainer>
  );
}

/** /dashboard-purchased: the purchased dashboards. */
export function DashboardPurchased() {
  return (
    <PageContainer>
      <PageTitle>Your Dashboards</PageTitle>
      <RequireAuth>{() => <PurchasedList title="Purchased Dashboards" />}</RequireAuth>
    </PageContainer>
  );
}

/** /subscription-post-purchase (docs/decisions/0006-submission-routes.md): a signed-in player goes to /dashboard with a paid or free submission, else to /metrics. */
export function SubscriptionPostPurchase() {
  return (
    <RequireAuth>
      {(user) => {
        if (isCoachActor(user)) return <Navigate to="/team-management" replace />;
        if (user.role === 'organization_admin') return <Navigate to="/organization-management" replace />;
        return <Navigate to={user.hasCompletedDashboard ? '/dashboard' : '/metrics'} replace />;
      }}
    </RequireAuth>
  );
}
