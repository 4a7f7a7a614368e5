import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type EditSubmissionInput, submissionRowSchema } from '@dugout/domain/teams';
import { api } from '@/lib/api';
import { invalidateTeamPlayers } from './invalidate-team-players';

export const editSubmission = ({
  teamCode,
  submissionId,
  ...input
}: EditSubmissionInput & { teamCode: string; submissionId: string }) =>
  api('PATCH', `/api/teams/${encodeURIComponent(teamCode)}/submissions/${submissionId}`, submissionRowSchema, {
    body: input,
  });
export function useEditSubmission() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: editSubmission,
    onSettled: (_res, _err, { teamCode }) => invalidateTeamPlayers(qc, teamCode),
  });
}
