import { useMutation, useQueryClient } from '@tanstack/react-query';
import { joinTeamResultSchema } from '@dugout/domain/teams';
import { api } from '@/lib/api';
import { teamKeys } from './keys';
import { profileKeys } from '@/features/profile/api/keys';
import { invalidatePurchases } from '@/features/submissions/api/keys';

/** POST /api/teams/join: by TeamID; a player may carry a submission of their own (redeem-team-code). */
export const joinTeam = (input: { teamCode: string; submissionId?: string }) =>
  api('POST', '/api/teams/join', joinTeamResultSchema, { body: input });
export function useJoinTeam() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: joinTeam,
    onSuccess: (res) => {
      void qc.invalidateQueries({ queryKey: teamKeys.mine() });
      void qc.invalidateQueries({ queryKey: profileKeys.all });
      // a redeemed submission may now be team funded and filed under the team
      if (res.submission) void invalidatePurchases(qc);
    },
  });
}
