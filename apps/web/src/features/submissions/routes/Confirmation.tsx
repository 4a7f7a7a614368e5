import { useEffect, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { CheckCircle2 } from 'lucide-react';
import { formatPrice, formatShortDate, intervalLabels } from '@dugout/domain';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { ErrorState, Spinner } from '@/components/ui/states';
import { PageContainer } from '@/components/ui/page';
import { RequireAuth } from '@/lib/guard-context';
import { errorMessage } from '@/lib/api';
import { useSubscription } from '../api/get-subscription';
import { useSubmission } from '../api/get-submission';

/** A success screen: refreshes the current user (Dashboard link) and offers the dashboard. */
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
    void qc.invalidateQueries({ queryKey: ['auth', 'me'] });
    void qc.invalidateQueries({ queryKey: ['submissions'] });
  }, [qc]);
  return (
    <PageContainer className="max-w-xl">
      <RequireAuth>
        {() => (
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

/** ?submission=id after Stripe's checkout: the dashboard opens once Stripe's webhook marked it paid. */
function PurchaseStatus() {
  const [params] = useSearchParams();
  const id = params.get('submission') ?? '';
  const q = useSubmission(id, { pollWhilePending: true });
  if (!id) return null;
  if (q.isLoading) return <Spinner />;
  if (q.isError) return <ErrorState message={errorMessage(q.error)} onRetry={() => q.refetch()} />;
  if (q.data!.submission.paymentStatus === 'pending') return <Spinner label="Confirming your payment…" />;
  return null;
}

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
  <Confirmation title="Purchase Complete" message="Your dashboard is ready." details={<PurchaseStatus />} />
);
