import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JoinTeamResult } from '@dugout/domain';
import { api } from '@/lib/api';

export const joinTeam = (teamCode: string) => api<JoinTeamResult>('POST', '/api/teams/join', { body: { teamCode } });
export function useJoinTeam() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: joinTeam, onSuccess: () => qc.invalidateQueries({ queryKey: ['teams'] }) });
}
