import { okResponseSchema } from '@dugout/domain/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { teamKeys } from './keys';

export const sendInvite = ({ teamCode, inviteId }: { teamCode: string; inviteId: string }) =>
  api('POST', `/api/teams/${encodeURIComponent(teamCode)}/invites/${inviteId}/send`, okResponseSchema);
export function useSendInvite() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: sendInvite,
    onSettled: (_res, _err, { teamCode }) => qc.invalidateQueries({ queryKey: teamKeys.players(teamCode) }),
  });
}
