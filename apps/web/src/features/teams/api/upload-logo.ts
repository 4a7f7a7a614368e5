import { teamLogoResultSchema } from '@dugout/domain/teams';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { rosterKeys } from '@/features/roster/api/keys';
import { teamKeys } from './keys';

export function uploadTeamLogo({ teamCode, file }: { teamCode: string; file: File }) {
  const form = new FormData();
  form.set('file', file);
  return api('POST', `/api/teams/${encodeURIComponent(teamCode)}/logo`, teamLogoResultSchema, { form });
}
export function useUploadTeamLogo() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: uploadTeamLogo,
    onSuccess: (_res, { teamCode }) =>
      Promise.all([
        qc.invalidateQueries({ queryKey: teamKeys.team(teamCode) }),
        qc.invalidateQueries({ queryKey: teamKeys.mine() }),
        qc.invalidateQueries({ queryKey: rosterKeys.team(teamCode) }),
      ]),
  });
}
