import { useEffect, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, Info } from 'lucide-react';
import { purchaseStatusMessages } from '@dugout/domain/payments';
import { formatPrice } from '@dugout/domain/scoring';
import { formatShortDate } from '@dugout/domain/shared';
import { intervalLabels } from '@dugout/domain/subscriptions';
import { Button } from '@/components/ui/Button';
import { Card, CardContent } from '@/components/ui/Card';
import { ErrorState, Spinner } from '@/components/ui/States';
import { PageContainer } from '@/components/ui/Page';
import { RequireAuth } from '@/lib/GuardContext';
import { ApiError, errorMessage } from '@/lib/api';
import { useSubscription } from '../api/get-subscription';
import { PURCHASE_POLLS, purchaseStatusQuery, usePurchaseStatus, type PurchaseRef } from '../api/purchase-status';
import { invalidatePurchases } from '../api/keys';

/** The purchase a success page is about: ?submission=… (a dashboard) or ?subscription=… (a plan), else none. */
function usePurchaseRef(): PurchaseRef | null {
  const [params] = useSearchParams();
  const submission = params.get('submission');
  if (submission) return { kind: 'submission', id: submission };
  const subscription = params.get('subscription');
  return subscription ? { kind: 'subscription', id: subscription } : null;
}

/** No completed purchase of the signed-in user behind this page: says so and links onward. */
function NoPurchase() {
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-4 p-8 text-center sm:p-10">
        <Info className="size-12 text-slate-400" aria-hidden />
        <h1 className="text-2xl font-bold">No payment found</h1>
        <p className="text-slate-600">{purchaseStatusMessages.none}</p>
        <div className="flex flex-wrap justify-center gap-2">
          <Button asChild>
            <Link to="/dashboard">Go to Dashboard</Link>
          </Button>
          <Button variant="outline" asChild>
            <Link to="/subscription-select">View plans</Link>
          </Button>
          <Button variant="outline" asChild>
            <Link to="/metrics">Enter Metrics</Link>
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}

/**
 * Shows `children` (the success card) only for a purchase of the signed-in user that really completed; while the
 * payment is being confirmed (Stripe's webhook not yet in) it says so and re-asks a few times
 * (docs/decisions/0046-success-pages-ask-the-server.md).
 */
function CompletedPurchase({ children }: { children: ReactNode }) {
  const ref = usePurchaseRef();
  const q = usePurchaseStatus(ref);
  // how many answers arrived so far: the polling stops after PURCHASE_POLLS (the query re-renders on each)
  const answers = useQueryClient().getQueryState(purchaseStatusQuery(ref).queryKey)?.dataUpdateCount ?? 0;
  if (!ref) return <NoPurchase />;
  if (q.isLoading) return <Spinner />;
  if (q.isError) {
    // a malformed id is refused (400) with the same words: nothing was bought under it
    if (q.error instanceof ApiError && q.error.status === 400) return <NoPurchase />;
    return <ErrorState message={errorMessage(q.error)} onRetry={() => q.refetch()} />;
  }
  const status = q.data!.status;
  if (status === 'none') return <NoPurchase />;
  if (status === 'pending') {
    if (q.isFetching || answers <= PURCHASE_POLLS) return <Spinner label={purchaseStatusMessages.pending} />;
    return (
      <Card>
        <CardContent className="flex flex-col items-center gap-4 p-8 text-center sm:p-10">
          <h1 className="text-2xl font-bold">Payment not confirmed yet</h1>
          <p role="status" className="text-slate-600">
            {purchaseStatusMessages.stillPending}
          </p>
          <Button onClick={() => q.refetch()}>Check again</Button>
        </CardContent>
      </Card>
    );
  }
  return children;
}

/** A success screen: refreshes the current user (Dashboard link) and offers the dashboard — once the purchase completed. */
function Confirmation({
  title,
  message,
  details,
  actions,
}: {
  title: string;
  message: string;
  details?: ReactNode;
  actions?: ReactNode;
}) {
  const qc = useQueryClient();
  const [params] = useSearchParams();
  const id = params.get('submission');
  useEffect(() => {
    void invalidatePurchases(qc);
  }, [qc]);
  return (
    <PageContainer className="max-w-xl">
      <RequireAuth>
        {() => (
          <CompletedPurchase>
            <Card>
              <CardContent className="flex flex-col items-center gap-4 p-8 text-center sm:p-10">
                <CheckCircle2 className="size-12 text-green-600" aria-hidden />
                <h1 className="text-2xl font-bold">{title}</h1>
                <p className="text-slate-600">{message}</p>
                {details}
                <div className="flex flex-wrap justify-center gap-2">
                  {actions ?? (
                    <>
                      <Button asChild>
                        <Link to={id ? `/dashboard?submission=${id}` : '/dashboard'}>View My Dashboard</Link>
                      </Button>
                      <Button variant="outline" asChild>
                        <Link to="/dashboard-purchased">All My Dashboards</Link>
                      </Button>
                      <Button variant="outline" asChild>
                        <Link to="/metrics-tracker">Metrics Tracker</Link>
                      </Button>
                    </>
                  )}
                </div>
              </CardContent>
            </Card>
          </CompletedPurchase>
        )}
      </RequireAuth>
    </PageContainer>
  );
}

/** The subscription just paid (?subscription=id): plan, amount and the end of the period; waits while Stripe confirms. */
function SubscriptionDetails() {
  const [params] = useSearchParams();
  const q = useSubscription(params.get('subscription') ?? '');
  if (!params.get('subscription')) return null;
  if (q.isLoading) return <Spinner />;
  if (q.isError) return <ErrorState message={errorMessage(q.error)} onRetry={() => q.refetch()} />;
  const s = q.data!.subscription;
  if (s.status === 'pending') return <Spinner label="Confirming your payment…" />;
  return (
    <dl
      className="grid w-full grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-md bg-slate-50 p-4 text-left text-sm"
      aria-label="Subscription details"
    >
      <dt className="text-slate-500">Plan</dt>
      <dd className="font-medium">
        {s.plan.name} ({intervalLabels[s.plan.interval]}){s.teamName ? ` · ${s.teamName}` : ''}
      </dd>
      <dt className="text-slate-500">Amount paid</dt>
      <dd>{formatPrice(s.amountCents)}</dd>
      <dt className="text-slate-500">Paid through</dt>
      <dd>{formatShortDate(s.expiresAt)}</dd>
    </dl>
  );
}

const subscriptionActions = (
  <>
    <Button asChild>
      <Link to="/subscription">Manage Subscription</Link>
    </Button>
    <Button variant="outline" asChild>
      <Link to="/metrics">Enter Metrics</Link>
    </Button>
  </>
);

export const PaymentSuccess = () => (
  <Confirmation
    title="Payment Successful"
    message="Thank you! Your payment went through and your dashboard is ready."
  />
);
export const SubscriptionSuccess = () => (
  <Confirmation
    title="Subscription Active"
    message="Thank you for subscribing. Your dashboard is ready."
    details={<SubscriptionDetails />}
    actions={subscriptionActions}
  />
);
export const SubscriptionRenewed = () => (
  <Confirmation
    title="Subscription Renewed"
    message="Your subscription has been renewed. Keep tracking your progress."
    details={<SubscriptionDetails />}
    actions={subscriptionActions}
  />
);
export const DashboardPurchaseSuccess = () => (
  <Confirmation title="Purchase Complete" message="Your dashboard is ready." />
);
