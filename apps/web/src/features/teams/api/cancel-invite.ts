import { okResponseSchema } from '@dugout/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';

export const cancelInvite = ({ teamCode, inviteId }: { teamCode: string; inviteId: string }) =>
  api('DELETE', `/api/teams/${encodeURIComponent(teamCode)}/invites/${inviteId}`, okResponseSchema);
export function useCancelInvite() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: cancelInvite, onSettled: () => qc.invalidateQueries({ queryKey: ['teams'] }) });
}
