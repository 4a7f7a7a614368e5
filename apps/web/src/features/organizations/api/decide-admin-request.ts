import { organizationAdminDecisionResultSchema } from '@dugout/domain/organizations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { organizationKeys } from './keys';

/** POST /api/organization-admin-requests/:id/decision — approve or decline a redeemed organization code. */
export function useDecideAdminRequest() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: string; decision: 'approve' | 'decline' }) =>
      api('POST', `/api/organization-admin-requests/${id}/decision`, organizationAdminDecisionResultSchema, {
        body: { decision },
      }),
    onSettled: () => void qc.invalidateQueries({ queryKey: organizationKeys.all }),
  });
}
