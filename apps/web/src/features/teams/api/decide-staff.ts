import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffStatus } from '@dugout/domain';
import { api } from '@/lib/api';

type Result = { userId: string; status: StaffStatus };

/** POST /api/teams/:code/staff/:userId/decision (approve / decline a pending coach), DELETE …/staff/:userId (remove). */
export const decideStaff = ({ teamCode, userId, decision }: { teamCode: string; userId: string; decision: 'approve' | 'decline' | 'remove' }) =>
  decision === 'remove'
    ? api<Result>('DELETE', `/api/teams/${encodeURIComponent(teamCode)}/staff/${encodeURIComponent(userId)}`)
    : api<Result>('POST', `/api/teams/${encodeURIComponent(teamCode)}/staff/${encodeURIComponent(userId)}/decision`, { body: { decision } });
export function useDecideStaff() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: decideStaff, onSettled: () => qc.invalidateQueries({ queryKey: ['teams'] }) });
}
