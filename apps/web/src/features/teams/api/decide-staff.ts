import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffResultSchema } from '@dugout/domain/teams';
import { api } from '@/lib/api';
import { teamKeys } from './keys';

/** POST /api/teams/:code/staff/:userId/decision (approve / decline a pending coach), DELETE …/staff/:userId (remove). */
export const decideStaff = ({
  teamCode,
  userId,
  decision,
}: {
  teamCode: string;
  userId: string;
  decision: 'approve' | 'decline' | 'remove';
}) =>
  decision === 'remove'
    ? api('DELETE', `/api/teams/${encodeURIComponent(teamCode)}/staff/${encodeURIComponent(userId)}`, staffResultSchema)
    : api(
        'POST',
        `/api/teams/${encodeURIComponent(teamCode)}/staff/${encodeURIComponent(userId)}/decision`,
        staffResultSchema,
        { body: { decision } },
      );
export function useDecideStaff() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: decideStaff,
    onSettled: (_res, _err, { teamCode }) =>
      Promise.all([
        qc.invalidateQueries({ queryKey: teamKeys.team(teamCode) }),
        qc.invalidateQueries({ queryKey: teamKeys.mine() }),
      ]),
  });
}
