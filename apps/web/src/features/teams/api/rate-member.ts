import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type RatingKind, rateMemberSchema } from '@dugout/domain/teams';
import { api } from '@/lib/api';
import { invalidateTeamPlayers } from './invalidate-team-players';

export const rateMember = ({
  teamCode,
  memberId,
  kind,
  value,
}: {
  teamCode: string;
  memberId: string;
  kind: RatingKind;
  value: number | null;
}) =>
  api('PUT', `/api/teams/${encodeURIComponent(teamCode)}/members/${memberId}/rating`, rateMemberSchema, {
    body: { kind, value },
  });
export function useRateMember() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: rateMember,
    onSettled: (_res, _err, { teamCode }) => invalidateTeamPlayers(qc, teamCode),
  });
}
