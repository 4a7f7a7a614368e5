import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from '@/lib/toast';
import { formatPrice, type DemoCardInput } from '@dugout/domain/scoring';
import { intervalUnit } from '@dugout/domain/subscriptions';
import { Button } from '@/components/ui/Button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/Card';
import { EmptyState, ErrorState, Spinner } from '@/components/ui/States';
import { PageContainer, PageTitle } from '@/components/ui/Page';
import { RequireAuth } from '@/lib/GuardContext';
import { errorMessage } from '@/lib/api';
import { useDemoCheckout, usePayDemoCheckout } from '../api/demo-checkout';
import { useDemoSubscriptionCheckout, usePayDemoSubscription } from '../api/demo-subscription-checkout';
import { DemoCardForm } from '../components/DemoCardForm';
import { EnterMetricsPrompt } from '../components/EnterMetricsPrompt';

const DEMO_NOTE = 'Demo checkout: no card is charged. Use any valid-looking card, e.g. 4242 4242 4242 4242.';

/**
 * The demo provider's local checkout page for one session: loading, error, already paid (a link onwards), or the
 * card form. Both kinds of checkout (a scored dashboard, a plan's period) show it; only their words and next page differ.
 */
function DemoCheckout<S extends { status: string; priceCents: number }>({
  query,
  title,
  paidLink,
  onPay,
}: {
  query: UseQueryResult<S>;
  title: (session: S) => ReactNode;
  paidLink: (session: S) => { to: string; label: string };
  onPay: (session: S, card: DemoCardInput) => Promise<void>;
}) {
  if (query.isLoading) return <Spinner />;
  if (query.isError) return <ErrorState message={errorMessage(query.error)} onRetry={() => query.refetch()} />;
  const session = query.data!;
  if (session.status === 'paid') {
    const link = paidLink(session);
    return (
      <EmptyState title="This checkout is already paid">
        <Button asChild>
          <Link to={link.to}>{link.label}</Link>
        </Button>
      </EmptyState>
    );
  }
  return (
    <Card className="mx-auto max-w-md">
      <CardHeader>
        <CardTitle>{title(session)}</CardTitle>
        <CardDescription>{DEMO_NOTE}</CardDescription>
      </CardHeader>
      <CardContent>
        <DemoCardForm priceCents={session.priceCents} onPay={(card) => onPay(session, card)} />
      </CardContent>
    </Card>
  );
}

/** /payment?session=…: one scored dashboard. */
function Checkout({ sessionId }: { sessionId: string }) {
  const pay = usePayDemoCheckout(sessionId);
  const navigate = useNavigate();
  return (
    <DemoCheckout
      query={useDemoCheckout(sessionId)}
      title={(s) => `Pay ${formatPrice(s.priceCents)}`}
      paidLink={(s) => ({ to: `/dashboard?submission=${s.submissionId}`, label: 'View Dashboard' })}
      onPay={async (_s, card) => {
        const { submission } = await pay.mutateAsync(card);
        toast.success('Payment successful', { description: 'Your dashboard is ready.' });
        navigate(`/payment-success?submission=${submission.id}`, { replace: true });
      }}
    />
  );
}

/** /payment?subscription=…: a plan's period; paid → /subscription-success or /subscription-renewed. */
function SubscriptionCheckout({ sessionId }: { sessionId: string }) {
  const pay = usePayDemoSubscription(sessionId);
  const navigate = useNavigate();
  return (
    <DemoCheckout
      query={useDemoSubscriptionCheckout(sessionId)}
      title={(s) =>
        `${s.action === 'renew' ? 'Renew' : 'Subscribe to'} ${s.planName}: ${formatPrice(s.priceCents)} / ${intervalUnit[s.interval]}`
      }
      paidLink={() => ({ to: '/subscription', label: 'View Subscription' })}
      onPay={async (s, card) => {
        const { subscription } = await pay.mutateAsync(card);
        toast.success('Payment successful');
        navigate(
          `/${s.action === 'renew' ? 'subscription-renewed' : 'subscription-success'}?subscription=${subscription.id}`,
          { replace: true },
        );
      }}
    />
  );
}

export default function PaymentPage() {
  const [params] = useSearchParams();
  const sessionId = params.get('session') ?? '';
  const subscriptionSession = params.get('subscription') ?? '';
  return (
    <PageContainer>
      <PageTitle>Payment</PageTitle>
      <RequireAuth>
        {() =>
          subscriptionSession ? (
            <SubscriptionCheckout sessionId={subscriptionSession} />
          ) : sessionId ? (
            <Checkout sessionId={sessionId} />
          ) : (
            <EnterMetricsPrompt title="No payment in progress" />
          )
        }
      </RequireAuth>
    </PageContainer>
  );
}
