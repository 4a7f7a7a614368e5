import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrganizationRequestInput } from '@dugout/domain';
import { api } from '@/lib/api';

/** POST /api/organization-requests */
export function useCreateOrganizationRequest() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: OrganizationRequestInput) => api<{ id: string; status: string }>('POST', '/api/organization-requests', { body: input }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['organizations'] }),
  });
}
