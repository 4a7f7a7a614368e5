import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { formatPrice, intervalUnit } from '@dugout/domain';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState, ErrorState, Spinner } from '@/components/ui/states';
import { PageContainer, PageTitle } from '@/components/ui/page';
import { RequireAuth } from '@/lib/guard-context';
import { errorMessage } from '@/lib/api';
import { useDemoCheckout, usePayDemoCheckout } from '../api/demo-checkout';
import { useDemoSubscriptionCheckout, usePayDemoSubscription } from '../api/demo-subscription-checkout';
import { DemoCardForm } from '../components/DemoCardForm';
import { EnterMetricsPrompt } from '../components/EnterMetricsPrompt';

const DEMO_NOTE = 'Demo checkout: no card is charged. Use any valid-looking card, e.g. 4242 4242 4242 4242.';

/** /payment?session=…: one scored dashboard on the demo provider's local checkout page. */
function Checkout({ sessionId }: { sessionId: string }) {
  const q = useDemoCheckout(sessionId);
  const pay = usePayDemoCheckout(sessionId);
  const navigate = useNavigate();
  if (q.isLoading) return <Spinner />;
  if (q.isError) return <ErrorState message={errorMessage(q.error)} onRetry={() => q.refetch()} />;
  const session = q.data!;
  if (session.status === 'paid')
    return (
      <EmptyState title="This checkout is already paid">
        <Button asChild>
          <Link to={`/dashboard?submission=${session.submissionId}`}>View Dashboard</Link>
        </Button>
      </EmptyState>
    );
  return (
    <Card className="mx-auto max-w-md">
      <CardHeader>
        <CardTitle>Pay {formatPrice(session.priceCents)}</CardTitle>
        <CardDescription>{DEMO_NOTE}</CardDescription>
      </CardHeader>
      <CardContent>
        <DemoCardForm
          priceCents={session.priceCents}
          onPay={async (card) => {
            const { submission } = await pay.mutateAsync(card);
            toast.success('Payment successful', { description: 'Your dashboard is ready.' });
            navigate(`/payment-success?submission=${submission.id}`, { replace: true });
          }}
        />
      </CardContent>
    </Card>
  );
}

/** /payment?subscription=…: a plan's period on the demo checkout page; paid → /subscription-success or /subscription-renewed. */
function SubscriptionCheckout({ sessionId }: { sessionId: string }) {
  const q = useDemoSubscriptionCheckout(sessionId);
  const pay = usePayDemoSubscription(sessionId);
  const navigate = useNavigate();
  if (q.isLoading) return <Spinner />;
  if (q.isError) return <ErrorState message={errorMessage(q.error)} onRetry={() => q.refetch()} />;
  const session = q.data!;
  if (session.status === 'paid')
    return (
      <EmptyState title="This checkout is already paid">
        <Button asChild>
          <Link to="/subscription">View Subscription</Link>
        </Button>
      </EmptyState>
    );
  return (
    <Card className="mx-auto max-w-md">
      <CardHeader>
        <CardTitle>
          {session.action === 'renew' ? 'Renew' : 'Subscribe to'} {session.planName}: {formatPrice(session.priceCents)}{' '}
          / {intervalUnit[session.interval]}
        </CardTitle>
        <CardDescription>{DEMO_NOTE}</CardDescription>
      </CardHeader>
      <CardContent>
        <DemoCardForm
          priceCents={session.priceCents}
          onPay={async (card) => {
            const { subscription } = await pay.mutateAsync(card);
            toast.success('Payment successful');
            navigate(
              `/${session.action === 'renew' ? 'subscription-renewed' : 'subscription-success'}?subscription=${subscription.id}`,
              { replace: true },
            );
          }}
        />
      </CardContent>
    </Card>
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
