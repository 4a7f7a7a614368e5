import { queryOptions, useQuery } from '@tanstack/react-query';
import { subscriptionListSchema } from '@dugout/domain/subscriptions';
import { apiGet } from '@/lib/api';
import { subscriptionKeys } from './keys';

/** GET /api/subscriptions — the signed-in user's subscriptions (own plans, and team plans of teams they administer). */
export const getMySubscriptions = (signal?: AbortSignal) =>
  apiGet('/api/subscriptions', subscriptionListSchema, undefined, signal);
export const mySubscriptionsQuery = queryOptions({
  queryKey: subscriptionKeys.mine(),
  queryFn: ({ signal }) => getMySubscriptions(signal),
  staleTime: 0,
});
export const useMySubscriptions = () => useQuery(mySubscriptionsQuery);
