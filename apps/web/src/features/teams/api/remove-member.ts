import { okResponseSchema } from '@dugout/domain/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { invalidateTeamPlayers } from './invalidate-team-players';

export const removeMember = ({ teamCode, memberId }: { teamCode: string; memberId: string }) =>
  api('DELETE', `/api/teams/${encodeURIComponent(teamCode)}/members/${memberId}`, okResponseSchema);
export function useRemoveMember() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: removeMember,
    onSettled: (_res, _err, { teamCode }) => invalidateTeamPlayers(qc, teamCode),
  });
}
