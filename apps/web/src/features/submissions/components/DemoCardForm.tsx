import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from '@/lib/toast';
import { demoCardSchema, formatPrice, type DemoCardInput } from '@dugout/domain/scoring';
import { Button } from '@/components/ui/Button';
import { Field, Input } from '@/components/ui/Input';
import { ApiError, errorMessage } from '@/lib/api';

/** The demo provider's card form (no real charge); a declined card shows its message under the card number. */
export function DemoCardForm({
  priceCents,
  onPay,
}: {
  priceCents: number;
  onPay: (card: DemoCardInput) => Promise<void>;
}) {
  const { register, handleSubmit, formState, setError } = useForm<DemoCardInput, unknown, DemoCardInput>({
    resolver: zodResolver(demoCardSchema) as never,
    defaultValues: { cardNumber: '', expiry: '', cvc: '', name: '' },
  });
  const e = formState.errors;
  const onSubmit = handleSubmit(async (card) => {
    try {
      await onPay(card);
    } catch (err) {
      if (err instanceof ApiError && err.fields.cardNumber) setError('cardNumber', { message: err.fields.cardNumber });
      else toast.error('Error', { description: errorMessage(err) });
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Card payment">
      <Field label="Name on card" htmlFor="pay-name" error={e.name?.message}>
        <Input id="pay-name" autoComplete="cc-name" aria-invalid={!!e.name} {...register('name')} />
      </Field>
      <Field label="Card number" htmlFor="pay-number" error={e.cardNumber?.message}>
        <Input
          id="pay-number"
          inputMode="numeric"
          autoComplete="cc-number"
          aria-invalid={!!e.cardNumber}
          {...register('cardNumber')}
        />
      </Field>
      <div className="grid grid-cols-2 gap-4">
        <Field label="Expiry (MM/YY)" htmlFor="pay-exp" error={e.expiry?.message}>
          <Input
            id="pay-exp"
            autoComplete="cc-exp"
            placeholder="MM/YY"
            aria-invalid={!!e.expiry}
            {...register('expiry')}
          />
        </Field>
        <Field label="CVC" htmlFor="pay-cvc" error={e.cvc?.message}>
          <Input id="pay-cvc" inputMode="numeric" autoComplete="cc-csc" aria-invalid={!!e.cvc} {...register('cvc')} />
        </Field>
      </div>
      <Button type="submit" className="w-full" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? 'Processing…' : `Pay ${formatPrice(priceCents)}`}
      </Button>
    </form>
  );
}
