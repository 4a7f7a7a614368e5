import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ImportPlayer, importPlayersResultSchema } from '@dugout/domain';
import { api } from '@/lib/api';

export const importPlayers = ({ teamCode, players }: { teamCode: string; players: ImportPlayer[] }) =>
  api('POST', `/api/teams/${encodeURIComponent(teamCode)}/invites/import`, importPlayersResultSchema, {
    body: { players },
  });
export function useImportPlayers() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: importPlayers, onSettled: () => qc.invalidateQueries({ queryKey: ['teams'] }) });
}
