import { organizationRequestViewSchema } from '@dugout/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** POST /api/organization-requests/:id/decision — the organization's program admins, and site admins from /admin. */
export function useDecideRequest() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: 'approved' | 'rejected' }) =>
      api('POST', `/api/organization-requests/${id}/decision`, organizationRequestViewSchema, { body: { status } }),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: ['organizations'] });
      void qc.invalidateQueries({ queryKey: ['admin'] });
    },
  });
}
