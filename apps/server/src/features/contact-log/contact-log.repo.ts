import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { coachContactLog } from '../../db/schema/index.ts';

export type ContactLogRow = typeof coachContactLog.$inferSelect;

/** The user's contact logs for one school, newest contact date first. */
export function listContactLogs(db: DbOrTx, userId: string, schoolId: number): Promise<ContactLogRow[]> {
  return db
    .select()
    .from(coachContactLog)
    .where(and(eq(coachContactLog.userId, userId), eq(coachContactLog.schoolId, schoolId)))
    .orderBy(desc(coachContactLog.contactDate), desc(coachContactLog.createdAt));
}

export async function findContactLog(db: DbOrTx, id: string): Promise<ContactLogRow | null> {
  const [row] = await db.select().from(coachContactLog).where(eq(coachContactLog.id, id));
  return row ?? null;
}

export type ContactLogFields = Omit<
  typeof coachContactLog.$inferInsert,
  'id' | 'userId' | 'schoolId' | 'createdAt' | 'updatedAt'
>;

/** Adds a contact log of the user for the school (a school the colleges table lacks fails on the foreign key). */
export async function insertContactLog(
  db: DbOrTx,
  userId: string,
  schoolId: number,
  input: ContactLogFields,
): Promise<ContactLogRow> {
  const [row] = await db
    .insert(coachContactLog)
    .values({ ...input, schoolId, userId })
    .returning();
  return row!;
}

/** Changes the user's own contact log. */
export async function updateOwnContactLog(
  db: DbOrTx,
  userId: string,
  id: string,
  input: ContactLogFields,
): Promise<ContactLogRow> {
  const [row] = await db
    .update(coachContactLog)
    .set({ ...input, updatedAt: new Date() })
    .where(and(eq(coachContactLog.id, id), eq(coachContactLog.userId, userId)))
    .returning();
  return row!;
}

/** Deletes the user's own contact log. */
export async function deleteOwnContactLog(db: DbOrTx, userId: string, id: string) {
  await db.delete(coachContactLog).where(and(eq(coachContactLog.id, id), eq(coachContactLog.userId, userId)));
}
