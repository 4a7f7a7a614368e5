import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';

export const cancelInvite = ({ teamCode, inviteId }: { teamCode: string; inviteId: string }) => api<{ ok: true }>('DELETE', `/api/teams/${encodeURIComponent(teamCode)}/invites/${inviteId}`);
export function useCancelInvite() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: cancelInvite, onSettled: () => qc.invalidateQueries({ queryKey: ['teams'] }) });
}
