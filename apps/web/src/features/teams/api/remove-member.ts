import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';

export const removeMember = ({ teamCode, memberId }: { teamCode: string; memberId: string }) => api<{ ok: true }>('DELETE', `/api/teams/${encodeURIComponent(teamCode)}/members/${memberId}`);
export function useRemoveMember() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: removeMember, onSettled: () => qc.invalidateQueries({ queryKey: ['teams'] }) });
}
