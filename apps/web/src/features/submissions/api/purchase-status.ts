import { queryOptions, useQuery } from '@tanstack/react-query';
import { purchaseStatusSchema } from '@dugout/domain/payments';
import { apiGet } from '@/lib/api';
import { paymentKeys } from './keys';

/** How often, and how many times, a success page re-asks while a payment is still being confirmed (Stripe's webhook). */
export const PURCHASE_POLL_MS = 2000;
export const PURCHASE_POLLS = 10;

export type PurchaseRef = { kind: 'submission' | 'subscription'; id: string };

/** GET /api/payments/status — only ever about the signed-in user's own purchase (docs/decisions/0046-success-pages-ask-the-server.md). */
export const getPurchaseStatus = (ref: PurchaseRef, signal?: AbortSignal) =>
  apiGet('/api/payments/status', purchaseStatusSchema, { [ref.kind]: ref.id }, signal);
export const purchaseStatusQuery = (ref: PurchaseRef | null) =>
  queryOptions({
    queryKey: paymentKeys.status(ref),
    queryFn: ({ signal }) => getPurchaseStatus(ref!, signal),
    enabled: !!ref,
    staleTime: 0,
    retry: false,
    refetchInterval: (q) =>
      q.state.data?.status === 'pending' && q.state.dataUpdateCount <= PURCHASE_POLLS ? PURCHASE_POLL_MS : false,
  });
export const usePurchaseStatus = (ref: PurchaseRef | null) => useQuery(purchaseStatusQuery(ref));
