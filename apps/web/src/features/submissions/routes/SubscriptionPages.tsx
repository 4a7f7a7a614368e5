import { Link, Navigate } from 'react-router';
import { formatPrice, formatScore, formatShortDate, isCoachActor, scoreBadgeColor } from '@dugout/domain';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ErrorState, Spinner } from '@/components/ui/states';
import { PageContainer, PageTitle } from '@/components/ui/page';
import { RequireAuth } from '@/app/guards';
import { errorMessage } from '@/lib/api';
import { usePaymentOptions } from '../api/get-payment-options';
import { useSubmissions } from '../api/list-submissions';
import { EnterMetricsPrompt } from '../components/EnterMetricsPrompt';

/** /subscription-select: what a scored dashboard costs with the configured provider (or the team covers it). */
function PlanChoice() {
  const q = usePaymentOptions();
  if (q.isLoading) return <Spinner />;
  if (q.isError) return <ErrorState message={errorMessage(q.error)} onRetry={() => q.refetch()} />;
  const option = q.data!;
  return (
    <Card className="max-w-md">
      <CardHeader>
        <CardTitle>Player Dashboard</CardTitle>
        <CardDescription>{option.label}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <p className="text-3xl font-bold">{formatPrice(option.priceCents)}</p>
        <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700">
          <li>Your score from 50 to 100 and its tier</li>
          <li>Your best position and the score at all 7 positions</li>
          <li>Every metric&apos;s score and weight, and the metrics tracker</li>
        </ul>
        <Button asChild className="w-full">
          <Link to="/metrics">Choose this plan</Link>
        </Button>
      </CardContent>
    </Card>
  );
}

export function SubscriptionSelect() {
  return (
    <PageContainer>
      <PageTitle subtitle="Pick the plan that fits.">Choose a Plan</PageTitle>
      <RequireAuth>{() => <PlanChoice />}</RequireAuth>
    </PageContainer>
  );
}

function PurchasedList({ title }: { title: string }) {
  const q = useSubmissions();
  if (q.isLoading) return <Spinner />;
  if (q.isError) return <ErrorState message={errorMessage(q.error)} onRetry={() => q.refetch()} />;
  const list = q.data!.submissions;
  if (list.length === 0)
    return (
      <EnterMetricsPrompt title="No completed submissions found" />
    );
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        <CardDescription>{list.length} completed {list.length === 1 ? 'dashboard' : 'dashboards'}</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="divide-y">
          {list.map((s) => (
            <li key={s.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
              <div className="flex items-center gap-3">
                <Badge tone={scoreBadgeColor(s.submittedScore)}>{formatScore(s.submittedScore)}</Badge>
                <span className="font-medium">{s.submittedPosition}</span>
                <span className="text-sm text-slate-600">{formatShortDate(s.createdAt)}</span>
                <span className="text-xs text-slate-500">{s.teamFunded ? 'Team funded' : s.paymentStatus === 'paid' ? 'Paid' : 'Free'}</span>
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

/** /subscription: the player's plan and completed dashboards. */
export function Subscription() {
  return (
    <PageContainer>
      <PageTitle subtitle="Your plan and your dashboards.">Subscription</PageTitle>
      <RequireAuth>
        {() => (
          <div className="space-y-6">
            <PurchasedList title="Your Dashboards" />
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

/** /subscription-post-purchase (DESIGN D6): a signed-in player goes to /dashboard with a paid or free submission, else to /metrics. */
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
