import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type DemoCardInput, checkoutSessionSchema, demoPaymentResultSchema } from '@dugout/domain/scoring';
import { api, apiGet } from '@/lib/api';
import { invalidatePurchases, submissionKeys } from './keys';

export const getDemoCheckout = (sessionId: string, signal?: AbortSignal) =>
  apiGet(`/api/payments/demo/${encodeURIComponent(sessionId)}`, checkoutSessionSchema, undefined, signal);
export const demoCheckoutQuery = (sessionId: string) =>
  queryOptions({
    queryKey: submissionKeys.checkout(sessionId),
    queryFn: ({ signal }) => getDemoCheckout(sessionId, signal),
    enabled: !!sessionId,
    staleTime: 0,
  });
export const useDemoCheckout = (sessionId: string) => useQuery(demoCheckoutQuery(sessionId));

export const payDemoCheckout = (sessionId: string, card: DemoCardInput) =>
  api('POST', `/api/payments/demo/${encodeURIComponent(sessionId)}`, demoPaymentResultSchema, { body: card });

export function usePayDemoCheckout(sessionId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (card: DemoCardInput) => payDemoCheckout(sessionId, card),
    onSuccess: () => invalidatePurchases(qc),
  });
}
