import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type WhiteLabelInput, whiteLabelListSchema, whiteLabelViewSchema } from '@dugout/domain/admin';
import { okResponseSchema } from '@dugout/domain/shared';
import { api, apiGet } from '@/lib/api';
import { brandingKeys } from '@/lib/keys';
import { adminKeys } from './keys';

export type { WhiteLabel } from '@dugout/domain/admin';
/** GET /api/admin/white-label */
export const whiteLabelQuery = queryOptions({
  queryKey: adminKeys.list('white-label'),
  queryFn: ({ signal }) => apiGet('/api/admin/white-label', whiteLabelListSchema, undefined, signal),
  staleTime: 0,
});
export const useWhiteLabels = () => useQuery(whiteLabelQuery);

/** POST /api/admin/white-label, PUT and DELETE /api/admin/white-label/:id */
export function useWhiteLabelWrites() {
  const qc = useQueryClient();
  const done = () => {
    void qc.invalidateQueries({ queryKey: adminKeys.list('white-label') });
    void qc.invalidateQueries({ queryKey: brandingKeys.all });
  };
  return {
    save: useMutation({
      mutationFn: ({ id, ...body }: WhiteLabelInput & { id?: string }) =>
        id
          ? api('PUT', `/api/admin/white-label/${id}`, whiteLabelViewSchema, { body })
          : api('POST', '/api/admin/white-label', whiteLabelViewSchema, { body }),
      onSuccess: done,
    }),
    remove: useMutation({
      mutationFn: (id: string) => api('DELETE', `/api/admin/white-label/${id}`, okResponseSchema),
      onSuccess: done,
    }),
  };
}
