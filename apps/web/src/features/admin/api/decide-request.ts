import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** POST /api/organization-requests/:id/decision (site admins decide any organization's requests). */
export function useAdminDecideRequest() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: 'approved' | 'rejected' }) => api('POST', `/api/organization-requests/${id}/decision`, { body: { status } }),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: ['admin'] });
      void qc.invalidateQueries({ queryKey: ['organizations'] });
    },
  });
}
