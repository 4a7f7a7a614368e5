import { useMutation, useQueryClient } from '@tanstack/react-query';
import { coachNoteSchema, type CoachNoteInput } from '@dugout/domain/coach-notes';
import { api } from '@/lib/api';
import { teamKeys } from '@/features/teams/api/keys';
import { coachNotePath } from './coach-note';
import { coachNoteKeys } from './keys';

/** PUT /api/teams/:code/players/:userId/coach-note — add or edit the signed-in coach's note. */
export const saveCoachNote = ({ teamCode, userId, notes }: { teamCode: string; userId: string } & CoachNoteInput) =>
  api('PUT', coachNotePath(teamCode, userId), coachNoteSchema, { body: { notes } });
export function useSaveCoachNote() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: saveCoachNote,
    onSuccess: (note, { teamCode, userId }) => {
      qc.setQueryData(coachNoteKeys.note(teamCode, userId), { note });
      // College Interaction carries the coach's note too.
      void qc.invalidateQueries({ queryKey: teamKeys.collegeInteraction(teamCode) });
    },
  });
}
