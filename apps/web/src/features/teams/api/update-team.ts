import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type UpdateTeamInput, teamDetailSchema } from '@dugout/domain';
import { api } from '@/lib/api';

export const updateTeam = ({ teamCode, ...input }: UpdateTeamInput & { teamCode: string }) =>
  api('PATCH', `/api/teams/${encodeURIComponent(teamCode)}`, teamDetailSchema, { body: input });
export function useUpdateTeam() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: updateTeam, onSuccess: () => qc.invalidateQueries({ queryKey: ['teams'] }) });
}
