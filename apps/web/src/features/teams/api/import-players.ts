import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ImportPlayer, importPlayersResultSchema } from '@dugout/domain/teams';
import { api } from '@/lib/api';
import { teamKeys } from './keys';

export const importPlayers = ({ teamCode, players }: { teamCode: string; players: ImportPlayer[] }) =>
  api('POST', `/api/teams/${encodeURIComponent(teamCode)}/invites/import`, importPlayersResultSchema, {
    body: { players },
  });
export function useImportPlayers() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: importPlayers,
    onSettled: (_res, _err, { teamCode }) => qc.invalidateQueries({ queryKey: teamKeys.players(teamCode) }),
  });
}
