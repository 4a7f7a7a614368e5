import { organizationRequestViewSchema } from '@dugout/domain/organizations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { adminKeys } from '@/features/admin/api/keys';
import { teamKeys } from '@/features/teams/api/keys';
import { organizationKeys } from './keys';

/** POST /api/organization-requests/:id/decision — the organization's program admins, and site admins from /admin. */
export function useDecideRequest() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: 'approved' | 'rejected' }) =>
      api('POST', `/api/organization-requests/${id}/decision`, organizationRequestViewSchema, { body: { status } }),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: organizationKeys.all });
      void qc.invalidateQueries({ queryKey: adminKeys.all });
      // an approved team shows its organization on the team screens
      void qc.invalidateQueries({ queryKey: teamKeys.all });
    },
  });
}
