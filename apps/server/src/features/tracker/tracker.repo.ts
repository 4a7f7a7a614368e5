import { and, desc, eq, getTableColumns, isNull, sql } from 'drizzle-orm';
import type { ProfileLinkFacts } from '@dugout/domain/public-profile';
import type { Db, DbOrTx } from '../../db/client.ts';
import { perDatabase, withRowMapper } from '../../db/prepared.ts';
import { joinedCommitment, joinedCommitmentColumns } from '../commitments/index.ts';
import {
  colleges,
  contactActions,
  profileLinks,
  publicProfiles,
  schoolContactTracker,
  userCommitments,
  users,
} from '../../db/schema/index.ts';

export type TrackerRow = typeof schoolContactTracker.$inferSelect;
export type ContactActionRow = typeof contactActions.$inferSelect;
export type TrackerWithActions = TrackerRow & { actions: ContactActionRow[] };
/** What presenting a tracked school reads of its actions (timestamps as Date, or as ISO text from a JSON aggregate). */
export type ContactActionFacts = Pick<ContactActionRow, 'actionType' | 'completed' | 'notes' | 'completedDate'> & {
  updatedAt: Date | string;
};
export type TrackerWithActionFacts = TrackerRow & { actions: ContactActionFacts[] };

/** A tracked school's live profile link (docs/decisions/0067-tracked-profile-links.md) with the profile's handle. */
export type LiveProfileLink = ProfileLinkFacts & { handle: string };
const liveLinkColumns = {
  id: profileLinks.id,
  schoolId: profileLinks.schoolId,
  token: profileLinks.token,
  opens: profileLinks.opens,
  botOpens: profileLinks.botOpens,
  firstOpenedAt: profileLinks.firstOpenedAt,
  lastOpenedAt: profileLinks.lastOpenedAt,
  createdAt: profileLinks.createdAt,
};

/**
 * The tracker screen's reads (docs/decisions/0031-per-user-screens.md), prepared once per database and run in
 * parallel: the owner's name with their commitment, and the tracked schools (newest first) each with its contact
 * actions as one JSON array (one statement, not one per school). Every column of the correlated subquery names its
 * table.
 */
function prepareTrackerReads(db: Db) {
  const userId = sql.placeholder('userId');
  const owner = withRowMapper(
    db
      .select({
        id: users.id,
        name: users.name,
        ...joinedCommitmentColumns,
      })
      .from(users)
      .leftJoin(userCommitments, eq(userCommitments.userId, users.id))
      .where(eq(users.id, userId))
      .prepare('tracker_owner'),
  );
  const entries = withRowMapper(
    db
      .select({
        ...getTableColumns(schoolContactTracker),
        actions: sql<
          ContactActionFacts[]
        >`coalesce((select json_agg(json_build_object('actionType', "contact_actions"."action_type", 'completed', "contact_actions"."completed", 'notes', "contact_actions"."notes", 'completedDate', "contact_actions"."completed_date", 'updatedAt', "contact_actions"."updated_at")) from "contact_actions" where "contact_actions"."tracker_id" = "school_contact_tracker"."id"), '[]'::json)`,
      })
      .from(schoolContactTracker)
      .where(eq(schoolContactTracker.userId, userId))
      .orderBy(desc(schoolContactTracker.createdAt), desc(schoolContactTracker.id))
      .prepare('tracker_entries'),
  );
  const links = withRowMapper(
    db
      .select({ ...liveLinkColumns, handle: publicProfiles.handle })
      .from(profileLinks)
      .innerJoin(publicProfiles, eq(publicProfiles.userId, profileLinks.userId))
      .where(and(eq(profileLinks.userId, userId), isNull(profileLinks.revokedAt)))
      .prepare('tracker_profile_links'),
  );
  return { owner, entries, links };
}
const trackerReads = perDatabase(prepareTrackerReads);

/**
 * A user's name and commitment, their tracked schools with actions, and their live profile links (one statement for
 * all schools, run beside the others); null when there is no such user.
 */
export async function trackerScreenData(db: Db, userId: string) {
  const reads = trackerReads(db);
  const [[owner], entries, links] = await Promise.all([
    reads.owner.execute({ userId }),
    reads.entries.execute({ userId }),
    reads.links.execute({ userId }),
  ]);
  if (!owner) return null;
  return {
    owner: { id: owner.id, name: owner.name },
    commitment: joinedCommitment(owner),
    entries: entries as TrackerWithActionFacts[],
    links: links as LiveProfileLink[],
  };
}

/** The user's live profile link for one school, with the profile's handle, or null. */
export async function findLiveProfileLink(
  db: DbOrTx,
  userId: string,
  schoolId: number,
): Promise<LiveProfileLink | null> {
  const [row] = await db
    .select({ ...liveLinkColumns, handle: publicProfiles.handle })
    .from(profileLinks)
    .innerJoin(publicProfiles, eq(publicProfiles.userId, profileLinks.userId))
    .where(and(eq(profileLinks.userId, userId), eq(profileLinks.schoolId, schoolId), isNull(profileLinks.revokedAt)));
  return row ?? null;
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

/** Adds a tracked school for the user; returns the tracker's id. */
export async function insertTrackedSchool(
  db: DbOrTx,
  row: { userId: string; schoolId: number; schoolName: string; division: string; conference: string | null },
): Promise<string> {
  const [inserted] = await db.insert(schoolContactTracker).values(row).returning({ id: schoolContactTracker.id });
  return inserted!.id;
}

/**
 * Adds a tracked school for the user unless it is there already (the unique index on user and school decides, so two
 * parallel adds never fail on it): the new tracker's id, or null when the school was tracked.
 */
export async function insertTrackedSchoolIfMissing(
  db: DbOrTx,
  row: { userId: string; schoolId: number; schoolName: string; division: string; conference: string | null },
): Promise<string | null> {
  const [inserted] = await db
    .insert(schoolContactTracker)
    .values(row)
    .onConflictDoNothing({ target: [schoolContactTracker.userId, schoolContactTracker.schoolId] })
    .returning({ id: schoolContactTracker.id });
  return inserted?.id ?? null;
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
