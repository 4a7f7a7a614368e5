import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JoinOrganizationResult } from '@dugout/domain';
import { api } from '@/lib/api';

/** join-organization-as-coach: POST /api/organizations/join (built by the organizations feature). */
export const joinOrganization = (organizationCode: string) => api<JoinOrganizationResult>('POST', '/api/organizations/join', { body: { organizationCode } });
export function useJoinOrganization() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: joinOrganization, onSuccess: () => qc.invalidateQueries() });
}
