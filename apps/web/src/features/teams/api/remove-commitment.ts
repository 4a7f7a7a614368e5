import { okResponseSchema } from '@dugout/domain/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { invalidateTeamPlayers } from './invalidate-team-players';

export const removeCommitment = ({ teamCode, memberId }: { teamCode: string; memberId: string }) =>
  api('DELETE', `/api/teams/${encodeURIComponent(teamCode)}/members/${memberId}/commitment`, okResponseSchema);
export function useRemoveCommitment() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: removeCommitment,
    onSettled: (_res, _err, { teamCode }) => invalidateTeamPlayers(qc, teamCode),
  });
}
