import { useMutation, useQueryClient } from '@tanstack/react-query';
import { joinTeamResultSchema } from '@dugout/domain';
import { api } from '@/lib/api';

export const joinTeam = (teamCode: string) =>
  api('POST', '/api/teams/join', joinTeamResultSchema, { body: { teamCode } });
export function useJoinTeam() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: joinTeam, onSuccess: () => qc.invalidateQueries({ queryKey: ['teams'] }) });
}
