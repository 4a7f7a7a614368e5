import { useMutation, useQueryClient } from '@tanstack/react-query';
import { commitmentResultSchema } from '@dugout/domain/teams';
import { api } from '@/lib/api';
import { invalidateTeamPlayers } from './invalidate-team-players';

export const setCommitment = ({
  teamCode,
  memberId,
  schoolId,
}: {
  teamCode: string;
  memberId: string;
  schoolId: number;
}) =>
  api('PUT', `/api/teams/${encodeURIComponent(teamCode)}/members/${memberId}/commitment`, commitmentResultSchema, {
    body: { schoolId },
  });
export function useSetCommitment() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: setCommitment,
    onSettled: (_res, _err, { teamCode }) => invalidateTeamPlayers(qc, teamCode),
  });
}
