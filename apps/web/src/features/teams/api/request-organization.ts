import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';

export interface OrganizationRequestInput {
  organizationId?: string;
  organizationCode?: string;
  teamCode: string;
  message?: string;
}
/** A team's request to join an organization: POST /api/organization-requests (built by the organizations feature). */
export const requestOrganization = (input: OrganizationRequestInput) => api<unknown>('POST', '/api/organization-requests', { body: input });
export function useRequestOrganization() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: requestOrganization, onSuccess: () => qc.invalidateQueries({ queryKey: ['teams'] }) });
}
