import { queryOptions, useQuery } from '@tanstack/react-query';
import { subscriptionResponseSchema } from '@dugout/domain/subscriptions';
import { apiGet } from '@/lib/api';
import { subscriptionKeys } from './keys';

/** GET /api/subscriptions/:id — polled every 2 s while it awaits payment (Stripe reports it by webhook). */
export const getSubscription = (id: string, signal?: AbortSignal) =>
  apiGet(`/api/subscriptions/${encodeURIComponent(id)}`, subscriptionResponseSchema, undefined, signal);
export const subscriptionQuery = (id: string) =>
  queryOptions({
    queryKey: subscriptionKeys.detail(id),
    queryFn: ({ signal }) => getSubscription(id, signal),
    enabled: !!id,
    staleTime: 0,
    refetchInterval: (q) => (q.state.data?.subscription.status === 'pending' ? 2000 : false),
  });
export const useSubscription = (id: string) => useQuery(subscriptionQuery(id));
