import { okResponseSchema } from '@dugout/domain/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { teamKeys } from './keys';

export const cancelInvite = ({ teamCode, inviteId }: { teamCode: string; inviteId: string }) =>
  api('DELETE', `/api/teams/${encodeURIComponent(teamCode)}/invites/${inviteId}`, okResponseSchema);
export function useCancelInvite() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: cancelInvite,
    onSettled: (_res, _err, { teamCode }) => qc.invalidateQueries({ queryKey: teamKeys.players(teamCode) }),
  });
}
