import { and, desc, eq, getTableColumns } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { colleges, contactActions, schoolContactTracker, userCommitments, users } from '../../db/schema/index.ts';

export type TrackerRow = typeof schoolContactTracker.$inferSelect;
export type ContactActionRow = typeof contactActions.$inferSelect;
export type TrackerWithActions = TrackerRow & { actions: ContactActionRow[] };

/** A user's tracked schools, newest first, each with its nested contact actions (two queries, no waterfall per row). */
export async function listTrackersWithActions(db: DbOrTx, userId: string): Promise<TrackerWithActions[]> {
  // Both reads at once (the actions by a join on the owner, not by the tracker ids read first): one round trip.
  const [trackers, actions] = await Promise.all([
    db
      .select()
      .from(schoolContactTracker)
      .where(eq(schoolContactTracker.userId, userId))
      .orderBy(desc(schoolContactTracker.createdAt), desc(schoolContactTracker.id)),
    db
      .select(getTableColumns(contactActions))
      .from(contactActions)
      .innerJoin(schoolContactTracker, eq(schoolContactTracker.id, contactActions.trackerId))
      .where(eq(schoolContactTracker.userId, userId)),
  ]);
  const byTracker = new Map<string, (typeof actions)[number][]>();
  for (const a of actions) {
    const list = byTracker.get(a.trackerId);
    if (list) list.push(a);
    else byTracker.set(a.trackerId, [a]);
  }
  return trackers.map((t) => ({ ...t, actions: byTracker.get(t.id) ?? [] }));
}

export async function findTrackerWithActions(db: DbOrTx, trackerId: string): Promise<TrackerWithActions | null> {
  const [tracker] = await db.select().from(schoolContactTracker).where(eq(schoolContactTracker.id, trackerId));
  if (!tracker) return null;
  const actions = await db.select().from(contactActions).where(eq(contactActions.trackerId, trackerId));
  return { ...tracker, actions };
}

export async function findTrackerOwner(db: DbOrTx, trackerId: string): Promise<string | null> {
  const [row] = await db
    .select({ userId: schoolContactTracker.userId })
    .from(schoolContactTracker)
    .where(eq(schoolContactTracker.id, trackerId));
  return row?.userId ?? null;
}

export async function isSchoolTracked(db: DbOrTx, userId: string, schoolId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: schoolContactTracker.id })
    .from(schoolContactTracker)
    .where(and(eq(schoolContactTracker.userId, userId), eq(schoolContactTracker.schoolId, schoolId)));
  return !!row;
}

export async function findCollege(db: DbOrTx, schoolId: number) {
  const [row] = await db
    .select({
      schoolId: colleges.schoolId,
      schoolName: colleges.schoolName,
      division: colleges.division,
      conference: colleges.conference,
    })
    .from(colleges)
    .where(eq(colleges.schoolId, schoolId));
  return row ?? null;
}

export async function findUserName(db: DbOrTx, userId: string) {
  const [row] = await db.select({ id: users.id, name: users.name }).from(users).where(eq(users.id, userId));
  return row ?? null;
}

export async function findCommitment(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({
      schoolId: userCommitments.schoolId,
      schoolName: userCommitments.schoolName,
      division: userCommitments.division,
      conference: userCommitments.conference,
      commitmentDate: userCommitments.commitmentDate,
    })
    .from(userCommitments)
    .where(eq(userCommitments.userId, userId));
  return row ?? null;
}

/** Adds a tracked school for the user; returns the tracker's id. */
export async function insertTrackedSchool(
  db: DbOrTx,
  row: { userId: string; schoolId: number; schoolName: string; division: string; conference: string | null },
): Promise<string> {
  const [inserted] = await db.insert(schoolContactTracker).values(row).returning({ id: schoolContactTracker.id });
  return inserted!.id;
}

/** Adds the tracker's contact actions, one per type, all incomplete. */
export async function insertIncompleteActions(db: DbOrTx, trackerId: string, actionTypes: readonly string[]) {
  await db
    .insert(contactActions)
    .values(actionTypes.map((type) => ({ trackerId, actionType: type, completed: false })));
}

/** Creates or updates one contact action of a tracker (the table's check constraint refuses a bad value: 23514). */
export async function upsertContactAction(
  db: DbOrTx,
  trackerId: string,
  actionType: string,
  values: { completed: boolean; notes: string | null; completedDate: string | null; updatedAt: Date },
) {
  await db
    .insert(contactActions)
    .values({ trackerId, actionType, ...values })
    .onConflictDoUpdate({ target: [contactActions.trackerId, contactActions.actionType], set: values });
}

/** Changes the point of contact / status notes of the user's own tracker. */
export async function updateOwnTracker(
  db: DbOrTx,
  userId: string,
  trackerId: string,
  set: Partial<typeof schoolContactTracker.$inferInsert>,
) {
  await db
    .update(schoolContactTracker)
    .set(set)
    .where(and(eq(schoolContactTracker.id, trackerId), eq(schoolContactTracker.userId, userId)));
}

/** Deletes the user's own tracker (its actions go with it by the foreign key's cascade). */
export async function deleteOwnTracker(db: DbOrTx, userId: string, trackerId: string) {
  await db
    .delete(schoolContactTracker)
    .where(and(eq(schoolContactTracker.id, trackerId), eq(schoolContactTracker.userId, userId)));
}
