import { teamLogoResultSchema } from '@dugout/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';

export function uploadTeamLogo({ teamCode, file }: { teamCode: string; file: File }) {
  const form = new FormData();
  form.set('file', file);
  return api('POST', `/api/teams/${encodeURIComponent(teamCode)}/logo`, teamLogoResultSchema, { form });
}
export function useUploadTeamLogo() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: uploadTeamLogo, onSuccess: () => qc.invalidateQueries({ queryKey: ['teams'] }) });
}
