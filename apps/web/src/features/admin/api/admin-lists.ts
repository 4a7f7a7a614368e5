import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OrganizationRequestView } from '@dugout/domain';
import { api, apiGet } from '@/lib/api';

export interface AdminTeam { teamCode: string; teamName: string; teamType: string; city: string | null; state: string | null; paymentStatus: string; ownerEmail: string; createdAt: string; players: number }
export interface AdminOrganization { id: string; name: string; city: string | null; state: string | null; joinCode: string; isActive: boolean; contactEmail: string | null; teams: number; programAdmins: number }
export interface AdminSupportRequest { id: string; subject: string; message: string; userEmail: string; userName: string; status: string; createdAt: string }
export interface AdminMail {
  id: string; to: string; subject: string; text: string; kind: string; status: string; attempts: number; error: string | null;
  nextAttemptAt: string | null; sentAt: string | null; createdAt: string;
}

const list = <T,>(name: string, path: string) =>
  queryOptions({ queryKey: ['admin', { list: name }], queryFn: ({ signal }) => apiGet<T>(path, undefined, signal), staleTime: 0 });

/** GET /api/admin/teams */
export const useAdminTeams = () => useQuery(list<{ teams: AdminTeam[] }>('teams', '/api/admin/teams'));
/** GET /api/admin/organizations */
export const useAdminOrganizations = () => useQuery(list<{ organizations: AdminOrganization[] }>('organizations', '/api/admin/organizations'));
/** GET /api/admin/organization-requests */
export const useAdminRequests = () => useQuery(list<{ requests: OrganizationRequestView[] }>('requests', '/api/admin/organization-requests'));
/** GET /api/admin/support-requests */
export const useAdminSupport = () => useQuery(list<{ requests: AdminSupportRequest[] }>('support', '/api/admin/support-requests'));
/** GET /api/admin/outbox */
export const useAdminOutbox = () =>
  useQuery({
    ...list<{ mail: AdminMail[] }>('outbox', '/api/admin/outbox'),
    // Queued mail goes out in the background: look again until nothing is queued.
    refetchInterval: (q) => (q.state.data?.mail.some((m) => m.status === 'queued') ? 3_000 : false),
  });

/** POST /api/admin/outbox/:id/retry — a failed message is queued again. */
export function useRetryMail() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api('POST', `/api/admin/outbox/${id}/retry`),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['admin', { list: 'outbox' }] }),
  });
}

/** PATCH /api/admin/support-requests/:id */
export function useSetSupportStatus() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: 'open' | 'closed' }) => api('PATCH', `/api/admin/support-requests/${id}`, { body: { status } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['admin', { list: 'support' }] }),
  });
}
