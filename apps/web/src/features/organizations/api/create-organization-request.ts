import { useMutation, useQueryClient } from '@tanstack/react-query';
import { organizationRequestCreatedSchema, type OrganizationRequestInput } from '@dugout/domain/organizations';
import { api } from '@/lib/api';
import { teamKeys } from '@/features/teams/api/keys';
import { adminKeys } from '@/features/admin/api/keys';
import { organizationKeys } from './keys';

/** POST /api/organization-requests — a team asks an organization to take it in (the organization screen and the team's dialog). */
export const createOrganizationRequest = (input: OrganizationRequestInput) =>
  api('POST', '/api/organization-requests', organizationRequestCreatedSchema, { body: input });
export function useCreateOrganizationRequest() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: createOrganizationRequest,
    onSuccess: async () => {
      await Promise.all([
        qc.invalidateQueries({ queryKey: organizationKeys.all }),
        qc.invalidateQueries({ queryKey: adminKeys.list('requests') }),
        qc.invalidateQueries({ queryKey: teamKeys.all }),
      ]);
    },
  });
}
