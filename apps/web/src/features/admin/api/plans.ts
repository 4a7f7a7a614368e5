import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type PlanUpdateInput, planListSchema, planResponseSchema } from '@dugout/domain';
import { api, apiGet } from '@/lib/api';

/** GET /api/admin/plans — every plan, offered or not. */
export const adminPlansQuery = queryOptions({
  queryKey: ['admin', { plans: true }],
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
        qc.invalidateQueries({ queryKey: ['admin'] }),
        qc.invalidateQueries({ queryKey: ['subscriptions'] }),
      ]);
    },
  });
}
