import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DemoCardInput } from '@dugout/domain/scoring';
import { subscriptionDemoSessionSchema, subscriptionResponseSchema } from '@dugout/domain/subscriptions';
import { api, apiGet } from '@/lib/api';
import { invalidatePurchases, subscriptionKeys } from './keys';

const path = (sessionId: string) => `/api/payments/demo-subscription/${encodeURIComponent(sessionId)}`;
/** GET /api/payments/demo-subscription/:sessionId — the demo card page of a plan. */
export const demoSubscriptionCheckoutQuery = (sessionId: string) =>
  queryOptions({
    queryKey: subscriptionKeys.checkout(sessionId),
    queryFn: ({ signal }) => apiGet(path(sessionId), subscriptionDemoSessionSchema, undefined, signal),
    enabled: !!sessionId,
    staleTime: 0,
  });
export const useDemoSubscriptionCheckout = (sessionId: string) => useQuery(demoSubscriptionCheckoutQuery(sessionId));

/** POST /api/payments/demo-subscription/:sessionId — pay it with a (simulated) card. */
export function usePayDemoSubscription(sessionId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (card: DemoCardInput) => api('POST', path(sessionId), subscriptionResponseSchema, { body: card }),
    onSuccess: () => invalidatePurchases(qc),
  });
}
