import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type SubscriptionCheckoutInput,
  subscriptionCheckoutResultSchema,
  subscriptionResponseSchema,
} from '@dugout/domain/subscriptions';
import { api } from '@/lib/api';
import { invalidatePurchases } from './keys';

/** POST /api/subscriptions — choose a plan. */
export const startSubscription = (input: SubscriptionCheckoutInput) =>
  api('POST', '/api/subscriptions', subscriptionCheckoutResultSchema, { body: input });
/** POST /api/subscriptions/:id/renew */
export const renewSubscription = (id: string) =>
  api('POST', `/api/subscriptions/${encodeURIComponent(id)}/renew`, subscriptionCheckoutResultSchema);
/** POST /api/subscriptions/:id/cancel */
export const cancelSubscription = (id: string) =>
  api('POST', `/api/subscriptions/${encodeURIComponent(id)}/cancel`, subscriptionResponseSchema);

function useSubscriptionMutation<A, R>(fn: (a: A) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => invalidatePurchases(qc),
  });
}
export const useStartSubscription = () => useSubscriptionMutation(startSubscription);
export const useRenewSubscription = () => useSubscriptionMutation(renewSubscription);
export const useCancelSubscription = () => useSubscriptionMutation(cancelSubscription);
