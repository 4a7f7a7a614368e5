import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JoinOrganizationResult } from '@dugout/domain';
import { api } from '@/lib/api';
import { meQuery } from '@/lib/auth';

/** POST /api/organizations/join — redeem an organization code (a request the organization's program admins approve). */
export function useJoinOrganization() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (organizationCode: string) => api<JoinOrganizationResult>('POST', '/api/organizations/join', { body: { organizationCode } }),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: ['organizations'] });
      void qc.invalidateQueries({ queryKey: meQuery.queryKey });
    },
  });
}
