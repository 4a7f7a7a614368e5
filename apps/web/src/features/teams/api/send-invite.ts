import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';

export const sendInvite = ({ teamCode, inviteId }: { teamCode: string; inviteId: string }) => api<{ ok: true }>('POST', `/api/teams/${encodeURIComponent(teamCode)}/invites/${inviteId}/send`);
export function useSendInvite() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: sendInvite, onSettled: () => qc.invalidateQueries({ queryKey: ['teams'] }) });
}
