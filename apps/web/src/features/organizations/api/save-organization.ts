import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type OrganizationInput, organizationDetailSchema } from '@dugout/domain/organizations';
import { api } from '@/lib/api';
import { authKeys } from '@/lib/keys';
import { adminKeys } from '@/features/admin/api/keys';
import { organizationKeys } from './keys';

/** POST /api/organizations (create) or PATCH /api/organizations/:id (edit). */
export function useSaveOrganization(id?: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: OrganizationInput) =>
      id
        ? api('PATCH', `/api/organizations/${id}`, organizationDetailSchema, { body: input })
        : api('POST', '/api/organizations', organizationDetailSchema, { body: input }),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: organizationKeys.all });
      void qc.invalidateQueries({ queryKey: authKeys.me() });
      void qc.invalidateQueries({ queryKey: adminKeys.list('organizations') });
    },
  });
}
