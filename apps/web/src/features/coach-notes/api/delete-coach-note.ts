import { useMutation, useQueryClient } from '@tanstack/react-query';
import { okResponseSchema } from '@dugout/domain';
import { api } from '@/lib/api';
import { coachNotePath } from './coach-note';

/** DELETE /api/teams/:code/players/:userId/coach-note — delete the signed-in coach's note. */
export const deleteCoachNote = ({ teamCode, userId }: { teamCode: string; userId: string }) =>
  api('DELETE', coachNotePath(teamCode, userId), okResponseSchema);
export function useDeleteCoachNote() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deleteCoachNote,
    onSuccess: (_ok, { teamCode, userId }) => {
      qc.setQueryData(['coach-notes', { teamCode, userId }], { note: null });
      void qc.invalidateQueries({ queryKey: ['teams', { teamCode, collegeInteraction: true }] });
    },
  });
}
