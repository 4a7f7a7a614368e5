import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { acceptInviteResultSchema } from '@dugout/domain/accounts';
import { inviteViewSchema } from '@dugout/domain/teams';
import { api, apiGet } from '@/lib/api';
import { teamKeys } from './keys';
import { meQuery } from '@/lib/auth';
import { profileKeys } from '@/features/profile/api/keys';

export const fetchInvite = (token: string, signal?: AbortSignal) =>
  apiGet(`/api/invites/${encodeURIComponent(token)}`, inviteViewSchema, undefined, signal);
export const inviteQuery = (token: string) =>
  queryOptions({
    queryKey: teamKeys.invite(token),
    queryFn: ({ signal }) => fetchInvite(token, signal),
    enabled: !!token,
    retry: 0,
  });
export const useInvite = (token: string) => useQuery(inviteQuery(token));

export const acceptInvite = (input: { token: string; password?: string }) =>
  api('POST', '/api/invites/accept', acceptInviteResultSchema, { body: input });
export function useAcceptInvite() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: acceptInvite,
    onSuccess: (me) => {
      qc.setQueryData(meQuery.queryKey, { user: me.user });
      // the invited account is now on the team: its team list and profile teams
      void qc.invalidateQueries({ queryKey: teamKeys.mine() });
      void qc.invalidateQueries({ queryKey: profileKeys.all });
    },
  });
}
