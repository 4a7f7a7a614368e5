import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  adminOrganizationListSchema,
  adminOutboxSchema,
  adminStatusResultSchema,
  adminSupportRequestListSchema,
  adminTeamListSchema,
} from '@dugout/domain/admin';
import { organizationRequestListSchema } from '@dugout/domain/organizations';
import { api, apiGet } from '@/lib/api';
import { type AdminListName, adminKeys } from './keys';

export type { AdminMail, AdminOrganization, AdminSupportRequest, AdminTeam } from '@dugout/domain/admin';

const list = <S extends z.ZodType>(name: AdminListName, path: string, schema: S) =>
  queryOptions({
    queryKey: adminKeys.list(name),
    queryFn: ({ signal }) => apiGet(path, schema, undefined, signal),
    staleTime: 0,
  });

/** GET /api/admin/teams */
export const useAdminTeams = () => useQuery(list('teams', '/api/admin/teams', adminTeamListSchema));
/** GET /api/admin/organizations */
export const useAdminOrganizations = () =>
  useQuery(list('organizations', '/api/admin/organizations', adminOrganizationListSchema));
/** GET /api/admin/organization-requests */
export const useAdminRequests = () =>
  useQuery(list('requests', '/api/admin/organization-requests', organizationRequestListSchema));
/** GET /api/admin/support-requests */
export const useAdminSupport = () =>
  useQuery(list('support', '/api/admin/support-requests', adminSupportRequestListSchema));
/** GET /api/admin/outbox */
export const useAdminOutbox = () =>
  useQuery({
    ...list('outbox', '/api/admin/outbox', adminOutboxSchema),
    // Queued mail goes out in the background: look again until nothing is queued.
    refetchInterval: (q) => (q.state.data?.mail.some((m) => m.status === 'queued') ? 3_000 : false),
  });

/** POST /api/admin/outbox/:id/retry — a failed message is queued again. */
export function useRetryMail() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api('POST', `/api/admin/outbox/${id}/retry`, adminStatusResultSchema),
    onSuccess: () => qc.invalidateQueries({ queryKey: adminKeys.list('outbox') }),
  });
}

/** PATCH /api/admin/support-requests/:id */
export function useSetSupportStatus() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: 'open' | 'closed' }) =>
      api('PATCH', `/api/admin/support-requests/${id}`, adminStatusResultSchema, { body: { status } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: adminKeys.list('support') }),
  });
}
