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
