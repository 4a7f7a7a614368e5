import { z } from 'zod';

/**
 * Coach notes (team_coach_notes: id, team_code, coach_user_id, player_user_id, notes; docs/spec/part-2-colleges-tracker-scoring.md
 * section 3). "Coach notes are fetched per coach and team" (section 6): each coach of a team keeps one note per player,
 * seen only by that coach — in the Player Profile modal and College Interaction's expanded row. The team's approved
 * staff write them (isTeamAdministrator); docs/decisions/0025-coach-notes-and-profile-panels.md.
 */
export const COACH_NOTE_MAX = 2000;

export const coachNoteMessages = {
  required: 'Please enter a note',
  tooLong: `Notes must be at most ${COACH_NOTE_MAX} characters`,
  playerNotFound: 'Player not found.',
  noteNotFound: 'Note not found.',
  saved: 'Note saved',
  deleted: 'Note deleted',
  saveFailed: 'Failed to save note. Please try again.',
  deleteFailed: 'Failed to delete note. Please try again.',
  title: 'Coach Notes',
  hint: 'Only you can see your notes on this player.',
  empty: 'No notes yet.',
  deleteTitle: 'Delete Note',
  deleteDescription: (playerName: string) => `Delete your note on ${playerName}? This cannot be undone.`,
} as const;

/** The note text: trimmed, not blank, at most COACH_NOTE_MAX characters (the form and the route check the same). */
export const coachNoteInputSchema = z.object({
  notes: z
    .string({ message: coachNoteMessages.required })
    .trim()
    .min(1, coachNoteMessages.required)
    .max(COACH_NOTE_MAX, coachNoteMessages.tooLong),
});
export type CoachNoteInput = z.input<typeof coachNoteInputSchema>;

export const coachNoteSchema = z.object({
  id: z.string(),
  playerUserId: z.string(),
  notes: z.string(),
  updatedAt: z.string(),
});
export type CoachNote = z.infer<typeof coachNoteSchema>;

/** GET: the signed-in coach's own note on the player, or null (only the team's staff may ask). */
export const coachNoteResponseSchema = z.object({ note: coachNoteSchema.nullable() });
export type CoachNoteResponse = z.infer<typeof coachNoteResponseSchema>;
