import { useMutation, useQueryClient } from '@tanstack/react-query';
import { joinOrganizationResultSchema } from '@dugout/domain/organizations';
import { api } from '@/lib/api';

/**
 * POST /api/organizations/join — redeem an organization code (a request the organization's program admins approve).
 * Used by the organization screen and the team screen's join dialog. Joining changes the user's organization, their
 * teams' badges and the current user, so every cached answer is refreshed.
 */
export const joinOrganization = (organizationCode: string) =>
  api('POST', '/api/organizations/join', joinOrganizationResultSchema, { body: { organizationCode } });
export function useJoinOrganization() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: joinOrganization, onSuccess: () => qc.invalidateQueries() });
}
