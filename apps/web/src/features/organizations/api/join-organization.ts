import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrganizationSummary } from '@dugout/domain';
import { api } from '@/lib/api';
import { meQuery } from '@/lib/auth';

/** POST /api/organizations/join — redeem an organization code (become a program admin). */
export function useJoinOrganization() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (organizationCode: string) => api<OrganizationSummary>('POST', '/api/organizations/join', { body: { organizationCode } }),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: ['organizations'] });
      void qc.invalidateQueries({ queryKey: meQuery.queryKey });
    },
  });
}
