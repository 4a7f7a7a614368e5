import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  familyLinkSchema,
  type ConsentScope,
  type FamilyLink,
  type FamilyLinkSettings,
  type FamilyResponse,
} from '@dugout/domain/families';
import { okResponseSchema } from '@dugout/domain/shared';
import { api } from '@/lib/api';
import { familyKeys } from './keys';

/** The server's answer replaces the link in the cached overview (no second request), then the overview is read again. */
function putLink(qc: QueryClient, link: FamilyLink) {
  qc.setQueryData<FamilyResponse>(familyKeys.overview(), (old) =>
    old
      ? {
          ...old,
          links: old.links.some((l) => l.id === link.id)
            ? old.links.map((l) => (l.id === link.id ? link : l))
            : [link, ...old.links],
        }
      : old,
  );
  return qc.invalidateQueries({ queryKey: familyKeys.overview() });
}

const linkPath = (id: string) => `/api/family/links/${encodeURIComponent(id)}`;

/** POST /api/family/invites: a player invites a guardian, a guardian invites a player (by e-mail). */
export function useInviteFamily() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (email: string) => api('POST', '/api/family/invites', familyLinkSchema, { body: { email } }),
    onSuccess: (link) => putLink(qc, link),
  });
}

/** POST /api/family/links/:id/accept: the invited side agrees (both agreed: the link is active). */
export function useAcceptLink() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api('POST', `${linkPath(id)}/accept`, familyLinkSchema),
    onSuccess: (link) => putLink(qc, link),
  });
}

/** DELETE /api/family/links/:id: either side ends, declines or withdraws a link (access ends at once). */
export function useEndLink() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api('DELETE', linkPath(id), okResponseSchema),
    onSuccess: (_ok, id) => {
      qc.setQueryData<FamilyResponse>(familyKeys.overview(), (old) =>
        old ? { ...old, links: old.links.filter((l) => l.id !== id) } : old,
      );
      return qc.invalidateQueries({ queryKey: familyKeys.overview() });
    },
  });
}

/** PATCH /api/family/links/:id: the player's `guardianMayEdit`, or the guardian's `copyEmails` / `shareWithCoaches`. */
export function useUpdateLink() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: FamilyLinkSettings }) =>
      api('PATCH', linkPath(id), familyLinkSchema, { body: patch }),
    onSuccess: (link) => putLink(qc, link),
  });
}

/** POST /api/family/links/:id/consents (grant) and DELETE …/consents/:scope (revoke); the audit list is the server's. */
export function useConsent() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, scope, grant }: { id: string; scope: ConsentScope; grant: boolean }) =>
      grant
        ? api('POST', `${linkPath(id)}/consents`, familyLinkSchema, { body: { scope } })
        : api('DELETE', `${linkPath(id)}/consents/${encodeURIComponent(scope)}`, familyLinkSchema),
    onSuccess: (link) => putLink(qc, link),
  });
}
