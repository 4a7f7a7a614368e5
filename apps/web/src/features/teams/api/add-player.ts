import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddPlayerInput, TeamInvite } from '@dugout/domain';
import { api } from '@/lib/api';

export const addPlayer = ({ teamCode, ...input }: AddPlayerInput & { teamCode: string }) => api<TeamInvite>('POST', `/api/teams/${encodeURIComponent(teamCode)}/invites`, { body: input });
export function useAddPlayer() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: addPlayer, onSettled: () => qc.invalidateQueries({ queryKey: ['teams'] }) });
}
