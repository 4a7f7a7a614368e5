import { and, eq } from 'drizzle-orm';
import { coachNoteMessages, type CoachNote } from '@dugout/domain/coach-notes';
import { AppError } from '@dugout/domain/shared';
import type { DbOrTx } from '../../db/client.ts';
import { teamCoachNotes, teamMembers } from '../../db/schema/index.ts';

/** One coach's note on one player of one team (team_coach_notes is unique on the three). */
export interface NoteKey {
  teamCode: string;
  coachUserId: string;
  playerUserId: string;
}

const present = (row: typeof teamCoachNotes.$inferSelect): CoachNote => ({
  id: row.id,
  playerUserId: row.playerUserId,
  notes: row.notes,
  updatedAt: row.updatedAt.toISOString(),
});
const keyOf = (k: NoteKey) =>
  and(
    eq(teamCoachNotes.teamCode, k.teamCode),
    eq(teamCoachNotes.coachUserId, k.coachUserId),
    eq(teamCoachNotes.playerUserId, k.playerUserId),
  );

/** Notes are kept on the team's active players only; anyone else is 404 'Player not found.'. */
export async function requireActivePlayer(db: DbOrTx, teamCode: string, playerUserId: string): Promise<void> {
  const [member] = await db
    .select({ id: teamMembers.id })
    .from(teamMembers)
    .where(
      and(eq(teamMembers.teamCode, teamCode), eq(teamMembers.userId, playerUserId), eq(teamMembers.status, 'active')),
    )
    .limit(1);
  if (!member) throw new AppError('not_found', coachNoteMessages.playerNotFound);
}

export async function findNote(db: DbOrTx, key: NoteKey): Promise<CoachNote | null> {
  const [row] = await db.select().from(teamCoachNotes).where(keyOf(key));
  return row ? present(row) : null;
}

/** Add or edit: one statement, so two saves at once leave one note (the later text). */
export async function saveNote(db: DbOrTx, key: NoteKey, notes: string): Promise<CoachNote> {
  const [row] = await db
    .insert(teamCoachNotes)
    .values({ ...key, notes })
    .onConflictDoUpdate({
      target: [teamCoachNotes.teamCode, teamCoachNotes.coachUserId, teamCoachNotes.playerUserId],
      set: { notes, updatedAt: new Date() },
    })
    .returning();
  return present(row!);
}

/** Delete, or 404 'Note not found.' when there is none. */
export async function deleteNote(db: DbOrTx, key: NoteKey): Promise<void> {
  const rows = await db.delete(teamCoachNotes).where(keyOf(key)).returning({ id: teamCoachNotes.id });
  if (rows.length === 0) throw new AppError('not_found', coachNoteMessages.noteNotFound);
}
