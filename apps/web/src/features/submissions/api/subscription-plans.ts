import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Plan } from '@dugout/domain';
import { apiGet } from '@/lib/api';

/** GET /api/subscription-plans — the plans on offer. */
export const getPlans = (signal?: AbortSignal) => apiGet<{ plans: Plan[] }>('/api/subscription-plans', undefined, signal);
export const plansQuery = queryOptions({ queryKey: ['subscriptions', { plans: true }], queryFn: ({ signal }) => getPlans(signal) });
export const usePlans = () => useQuery(plansQuery);
