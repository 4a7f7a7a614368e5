import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { metricSubmissions, submissionEdits, teamMembers, users } from '../../db/schema/index.ts';

export type SubmissionRow = typeof metricSubmissions.$inferSelect;

/** The submission as stored, or null. */
export async function findSubmission(db: DbOrTx, submissionId: string): Promise<SubmissionRow | null> {
  const [original] = await db.select().from(metricSubmissions).where(eq(metricSubmissions.id, submissionId));
  return original ?? null;
}

/** Whether the user is an active member of the team. */
export async function isActiveMemberOfTeam(db: DbOrTx, teamCode: string, userId: string): Promise<boolean> {
  const [member] = await db
    .select({ id: teamMembers.id })
    .from(teamMembers)
    .where(and(eq(teamMembers.teamCode, teamCode), eq(teamMembers.userId, userId), eq(teamMembers.status, 'active')));
  return Boolean(member);
}

/** Writes the coach's edit onto the submission; returns the changed row. */
export async function updateSubmissionRow(
  db: DbOrTx,
  submissionId: string,
  set: Partial<typeof metricSubmissions.$inferInsert>,
): Promise<SubmissionRow> {
  const [row] = await db.update(metricSubmissions).set(set).where(eq(metricSubmissions.id, submissionId)).returning();
  return row!;
}

/** Adds the audit row of a coach's edit (original and new data, who and why). */
export async function insertSubmissionEdit(db: DbOrTx, edit: typeof submissionEdits.$inferInsert) {
  await db.insert(submissionEdits).values(edit);
}

/** A user's display name (the coach an edited metric names as its source), or null. */
export async function findUserName(db: DbOrTx, userId: string): Promise<string | null> {
  const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId));
  return row?.name ?? null;
}
