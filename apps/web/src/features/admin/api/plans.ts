import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type PlanUpdateInput, planListSchema, planResponseSchema } from '@dugout/domain/subscriptions';
import { api, apiGet } from '@/lib/api';
import { subscriptionKeys } from '@/features/submissions/api/keys';
import { adminKeys } from './keys';

/** GET /api/admin/plans — every plan, offered or not. */
export const adminPlansQuery = queryOptions({
  queryKey: adminKeys.plans(),
  queryFn: ({ signal }) => apiGet('/api/admin/plans', planListSchema, undefined, signal),
  staleTime: 0,
});
export const useAdminPlans = () => useQuery(adminPlansQuery);

/** PUT /api/admin/plans/:id — price (0 = free), name, offered. */
export function useUpdatePlan() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: PlanUpdateInput & { id: string }) =>
      api('PUT', `/api/admin/plans/${encodeURIComponent(id)}`, planResponseSchema, { body }),
    onSuccess: async () => {
      await Promise.all([
        qc.invalidateQueries({ queryKey: adminKeys.all }),
        qc.invalidateQueries({ queryKey: subscriptionKeys.all }),
      ]);
    },
  });
}
