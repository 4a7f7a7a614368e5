import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrganizationDetail, OrganizationInput } from '@dugout/domain';
import { api } from '@/lib/api';
import { meQuery } from '@/lib/auth';

/** POST /api/organizations (create) or PATCH /api/organizations/:id (edit). */
export function useSaveOrganization(id?: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: OrganizationInput) => (id ? api<OrganizationDetail>('PATCH', `/api/organizations/${id}`, { body: input }) : api<OrganizationDetail>('POST', '/api/organizations', { body: input })),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: ['organizations'] });
      void qc.invalidateQueries({ queryKey: meQuery.queryKey });
    },
  });
}
