import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CreateTeamInput, myTeamSchema } from '@dugout/domain/teams';
import { api } from '@/lib/api';
import { teamKeys } from './keys';

export const createTeam = (input: CreateTeamInput) => api('POST', '/api/teams', myTeamSchema, { body: input });
export function useCreateTeam() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: createTeam, onSuccess: () => qc.invalidateQueries({ queryKey: teamKeys.mine() }) });
}
