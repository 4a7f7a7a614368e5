import { useState } from 'react';
import { toast } from '@/lib/toast';
import {
  audienceLabels,
  intervalLabels,
  parsePriceDollars,
  subscriptionMessages,
  type Plan,
} from '@dugout/domain/subscriptions';
import { Button } from '@/components/ui/Button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/Card';
import { Field, Input } from '@/components/ui/Input';
import { ErrorState, Spinner } from '@/components/ui/States';
import { errorMessage } from '@/lib/api';
import { useAdminPlans, useUpdatePlan } from '../api/plans';

function PlanRow({ plan }: { plan: Plan }) {
  const [price, setPrice] = useState((plan.priceCents / 100).toFixed(2));
  const [active, setActive] = useState(plan.active);
  const [error, setError] = useState<string | undefined>();
  const update = useUpdatePlan();
  const id = `plan-price-${plan.id}`;
  return (
    <form
      className="flex flex-wrap items-end gap-3 border-b py-4 last:border-b-0"
      aria-label={plan.name}
      noValidate
      onSubmit={async (e) => {
        e.preventDefault();
        const priceCents = parsePriceDollars(price);
        if (priceCents === null) return setError(subscriptionMessages.priceInvalid);
        setError(undefined);
        try {
          await update.mutateAsync({ id: plan.id, priceCents, active });
          toast.success('Plan saved', {
            description: `${plan.name}: ${priceCents === 0 ? 'Free' : `$${(priceCents / 100).toFixed(2)}`}`,
          });
        } catch (err) {
          toast.error('Error', { description: errorMessage(err) });
        }
      }}
    >
      <div className="min-w-40 flex-1">
        <p className="font-medium">{plan.name}</p>
        <p className="text-sm text-slate-600">
          {audienceLabels[plan.audience]} · {intervalLabels[plan.interval]}
        </p>
      </div>
      <Field label="Price (USD, 0 = free)" htmlFor={id} error={error} className="w-44">
        <Input
          id={id}
          inputMode="decimal"
          value={price}
          aria-invalid={!!error}
          onChange={(e) => setPrice(e.target.value)}
        />
      </Field>
      <label className="flex h-10 items-center gap-2 text-sm">
        <input type="checkbox" checked={active} onChange={(e) => setActive(e.target.checked)} /> Offered
      </label>
      <Button type="submit" disabled={update.isPending}>
        Save
      </Button>
    </form>
  );
}

/** /admin → Plans: the price of each plan (player and team, monthly and yearly) and whether it is offered. */
export function PlansPanel() {
  const q = useAdminPlans();
  if (q.isLoading) return <Spinner />;
  if (q.isError) return <ErrorState message={errorMessage(q.error)} onRetry={() => q.refetch()} />;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Plans</CardTitle>
        <CardDescription>
          New prices apply to new checkouts and renewals; a running period keeps what was paid.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {q.data!.plans.map((p) => (
          <PlanRow key={p.id} plan={p} />
        ))}
      </CardContent>
    </Card>
  );
}
