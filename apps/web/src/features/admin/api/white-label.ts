import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { WhiteLabelInput } from '@dugout/domain';
import { api, apiGet } from '@/lib/api';

export interface WhiteLabel { id: string; domain: string; logoUrl: string | null; appName: string | null; isActive: boolean }
/** GET /api/admin/white-label */
export const whiteLabelQuery = queryOptions({ queryKey: ['admin', { list: 'white-label' }], queryFn: ({ signal }) => apiGet<{ properties: WhiteLabel[] }>('/api/admin/white-label', undefined, signal), staleTime: 0 });
export const useWhiteLabels = () => useQuery(whiteLabelQuery);

/** POST /api/admin/white-label, PUT and DELETE /api/admin/white-label/:id */
export function useWhiteLabelWrites() {
  const qc = useQueryClient();
  const done = () => {
    void qc.invalidateQueries({ queryKey: ['admin', { list: 'white-label' }] });
    void qc.invalidateQueries({ queryKey: ['branding'] });
  };
  return {
    save: useMutation({ mutationFn: ({ id, ...body }: WhiteLabelInput & { id?: string }) => (id ? api('PUT', `/api/admin/white-label/${id}`, { body }) : api('POST', '/api/admin/white-label', { body })), onSuccess: done }),
    remove: useMutation({ mutationFn: (id: string) => api('DELETE', `/api/admin/white-label/${id}`), onSuccess: done }),
  };
}
