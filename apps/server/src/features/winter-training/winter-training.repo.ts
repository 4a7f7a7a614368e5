import { and, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { teamMembers, userWinterTraining } from '../../db/schema/index.ts';

export type WinterTrainingRow = typeof userWinterTraining.$inferSelect;

/** A player's entries, newest collection first. */
export function listEntries(db: DbOrTx, userId: string) {
  return db
    .select()
    .from(userWinterTraining)
    .where(eq(userWinterTraining.userId, userId))
    .orderBy(desc(userWinterTraining.collectionDate), desc(userWinterTraining.createdAt));
}

export async function insertEntry(db: DbOrTx, values: typeof userWinterTraining.$inferInsert) {
  const [row] = await db.insert(userWinterTraining).values(values).returning();
  return row!;
}

/** true when the entry was the user's and is gone. */
export async function deleteEntry(db: DbOrTx, userId: string, id: string): Promise<boolean> {
  const gone = await db
    .delete(userWinterTraining)
    .where(and(eq(userWinterTraining.id, id), eq(userWinterTraining.userId, userId)))
    .returning({ id: userWinterTraining.id });
  return gone.length > 0;
}

/** The team's active players and all their entries. */
export async function teamEntries(db: DbOrTx, teamCode: string) {
  const members = await db
    .select({ userId: teamMembers.userId, playerName: teamMembers.playerName })
    .from(teamMembers)
    .where(and(eq(teamMembers.teamCode, teamCode), eq(teamMembers.status, 'active')));
  const ids = members.map((m) => m.userId).filter((x): x is string => !!x);
  const rows = ids.length
    ? await db.select().from(userWinterTraining).where(inArray(userWinterTraining.userId, ids))
    : [];
  return { members, rows };
}
