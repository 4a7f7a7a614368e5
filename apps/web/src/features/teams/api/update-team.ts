import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type UpdateTeamInput, teamDetailSchema } from '@dugout/domain/teams';
import { api } from '@/lib/api';
import { rosterKeys } from '@/features/roster/api/keys';
import { teamKeys } from './keys';

export const updateTeam = ({ teamCode, ...input }: UpdateTeamInput & { teamCode: string }) =>
  api('PATCH', `/api/teams/${encodeURIComponent(teamCode)}`, teamDetailSchema, { body: input });
export function useUpdateTeam() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: updateTeam,
    onSuccess: (_res, { teamCode }) =>
      Promise.all([
        qc.invalidateQueries({ queryKey: teamKeys.team(teamCode) }),
        qc.invalidateQueries({ queryKey: teamKeys.mine() }),
        qc.invalidateQueries({ queryKey: rosterKeys.team(teamCode) }),
      ]),
  });
}
