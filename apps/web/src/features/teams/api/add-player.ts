import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type AddPlayerInput, teamInviteSchema } from '@dugout/domain';
import { api } from '@/lib/api';

export const addPlayer = ({ teamCode, ...input }: AddPlayerInput & { teamCode: string }) =>
  api('POST', `/api/teams/${encodeURIComponent(teamCode)}/invites`, teamInviteSchema, { body: input });
export function useAddPlayer() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: addPlayer, onSettled: () => qc.invalidateQueries({ queryKey: ['teams'] }) });
}
