import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { demoCardSchema, formatPrice, type DemoCardInput } from '@dugout/domain';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Field, Input } from '@/components/ui/input';
import { EmptyState, ErrorState, Spinner } from '@/components/ui/states';
import { PageContainer, PageTitle } from '@/components/ui/page';
import { RequireAuth } from '@/app/guards';
import { ApiError, errorMessage } from '@/lib/api';
import { useDemoCheckout, usePayDemoCheckout } from '../api/demo-checkout';
import { EnterMetricsPrompt } from '../components/EnterMetricsPrompt';

/** /payment: the demo provider's local checkout page (simulated card; no real charge). */
function Checkout({ sessionId }: { sessionId: string }) {
  const q = useDemoCheckout(sessionId);
  const pay = usePayDemoCheckout(sessionId);
  const navigate = useNavigate();
  const { register, handleSubmit, formState, setError } = useForm<DemoCardInput, unknown, DemoCardInput>({
    resolver: zodResolver(demoCardSchema) as never,
    defaultValues: { cardNumber: '', expiry: '', cvc: '', name: '' },
  });
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
  const e = formState.errors;
  const onSubmit = handleSubmit(async (card) => {
    try {
      const { submission } = await pay.mutateAsync(card);
      toast.success('Payment successful', { description: 'Your dashboard is ready.' });
      navigate(`/payment-success?submission=${submission.id}`, { replace: true });
    } catch (err) {
      if (err instanceof ApiError && err.fields.cardNumber) setError('cardNumber', { message: err.fields.cardNumber });
      else toast.error('Error', { description: errorMessage(err) });
    }
  });
  return (
    <Card className="mx-auto max-w-md">
      <CardHeader>
        <CardTitle>Pay {formatPrice(session.priceCents)}</CardTitle>
        <CardDescription>Demo checkout: no card is charged. Use any valid-looking card, e.g. 4242 4242 4242 4242.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Card payment">
          <Field label="Name on card" htmlFor="pay-name" error={e.name?.message}>
            <Input id="pay-name" autoComplete="cc-name" aria-invalid={!!e.name} {...register('name')} />
          </Field>
          <Field label="Card number" htmlFor="pay-number" error={e.cardNumber?.message}>
            <Input id="pay-number" inputMode="numeric" autoComplete="cc-number" aria-invalid={!!e.cardNumber} {...register('cardNumber')} />
          </Field>
          <div className="grid grid-cols-2 gap-4">
            <Field label="Expiry (MM/YY)" htmlFor="pay-exp" error={e.expiry?.message}>
              <Input id="pay-exp" autoComplete="cc-exp" placeholder="MM/YY" aria-invalid={!!e.expiry} {...register('expiry')} />
            </Field>
            <Field label="CVC" htmlFor="pay-cvc" error={e.cvc?.message}>
              <Input id="pay-cvc" inputMode="numeric" autoComplete="cc-csc" aria-invalid={!!e.cvc} {...register('cvc')} />
            </Field>
          </div>
          <Button type="submit" className="w-full" disabled={formState.isSubmitting}>
            {formState.isSubmitting ? 'Processing…' : `Pay ${formatPrice(session.priceCents)}`}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

export default function PaymentPage() {
  const [params] = useSearchParams();
  const sessionId = params.get('session') ?? '';
  return (
    <PageContainer>
      <PageTitle>Payment</PageTitle>
      <RequireAuth>
        {() =>
          sessionId ? (
            <Checkout sessionId={sessionId} />
          ) : (
            <EnterMetricsPrompt title="No payment in progress" />
          )
        }
      </RequireAuth>
    </PageContainer>
  );
}
