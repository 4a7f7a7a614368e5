import { queryOptions, useQuery } from '@tanstack/react-query';
import { planListSchema } from '@dugout/domain/subscriptions';
import { apiGet } from '@/lib/api';
import { subscriptionKeys } from './keys';

/** GET /api/subscription-plans — the plans on offer. */
export const getPlans = (signal?: AbortSignal) => apiGet('/api/subscription-plans', planListSchema, undefined, signal);
export const plansQuery = queryOptions({
  queryKey: subscriptionKeys.plans(),
  queryFn: ({ signal }) => getPlans(signal),
});
export const usePlans = () => useQuery(plansQuery);
