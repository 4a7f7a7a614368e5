import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type AddPlayerInput, teamInviteSchema } from '@dugout/domain/teams';
import { api } from '@/lib/api';
import { teamKeys } from './keys';

export const addPlayer = ({ teamCode, ...input }: AddPlayerInput & { teamCode: string }) =>
  api('POST', `/api/teams/${encodeURIComponent(teamCode)}/invites`, teamInviteSchema, { body: input });
export function useAddPlayer() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: addPlayer,
    onSettled: (_res, _err, { teamCode }) => qc.invalidateQueries({ queryKey: teamKeys.players(teamCode) }),
  });
}
