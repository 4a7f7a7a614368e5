import { useMutation, useQueryClient } from '@tanstack/react-query';
import { okResponseSchema } from '@dugout/domain/shared';
import { api } from '@/lib/api';
import { teamKeys } from '@/features/teams/api/keys';
import { coachNotePath } from './coach-note';
import { coachNoteKeys } from './keys';

/** DELETE /api/teams/:code/players/:userId/coach-note — delete the signed-in coach's note. */
export const deleteCoachNote = ({ teamCode, userId }: { teamCode: string; userId: string }) =>
  api('DELETE', coachNotePath(teamCode, userId), okResponseSchema);
export function useDeleteCoachNote() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deleteCoachNote,
    onSuccess: (_ok, { teamCode, userId }) => {
      qc.setQueryData(coachNoteKeys.note(teamCode, userId), { note: null });
      void qc.invalidateQueries({ queryKey: teamKeys.collegeInteraction(teamCode) });
    },
  });
}
