import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { colleges, offersReceived, teamMembers, userCommitments } from '../../db/schema/index.ts';

export type CommittedCollege = typeof colleges.$inferSelect;
export type CommitmentValues = Omit<typeof userCommitments.$inferInsert, 'id' | 'userId'>;

/**
 * A user's commitment read beside other columns (the team screens' members, the tracker's owner): `user_commitments`
 * left-joined on the user, its columns under these names, all null when the user has not committed.
 */
export const joinedCommitmentColumns = {
  committedUserId: userCommitments.userId,
  committedSchoolId: userCommitments.schoolId,
  committedSchoolName: userCommitments.schoolName,
  committedDivision: userCommitments.division,
  committedConference: userCommitments.conference,
  committedDate: userCommitments.commitmentDate,
};
type JoinedCommitment = {
  [K in keyof typeof joinedCommitmentColumns]: (typeof joinedCommitmentColumns)[K]['_']['data'] | null;
};

/** The commitment of a row read with `joinedCommitmentColumns`, as the screens show it, or null. */
export const joinedCommitment = (r: JoinedCommitment) =>
  r.committedUserId
    ? {
        schoolId: r.committedSchoolId!,
        schoolName: r.committedSchoolName!,
        division: r.committedDivision,
        conference: r.committedConference,
        commitmentDate: r.committedDate!,
      }
    : null;

/** The college a commitment names, or null when the school id is unknown. */
export async function findCommitmentCollege(db: DbOrTx, schoolId: number): Promise<CommittedCollege | null> {
  const [college] = await db.select().from(colleges).where(eq(colleges.schoolId, schoolId));
  return college ?? null;
}

/** Sets (or clears, with null) the commitment school of one team membership. */
export async function setMembershipCommitment(db: DbOrTx, memberId: string, schoolId: number | null) {
  await db.update(teamMembers).set({ commitmentSchoolId: schoolId }).where(eq(teamMembers.id, memberId));
}

/** Sets the commitment school on every active membership of the player. */
export async function setActiveMembershipsCommitment(db: DbOrTx, userId: string, schoolId: number) {
  await db
    .update(teamMembers)
    .set({ commitmentSchoolId: schoolId })
    .where(and(eq(teamMembers.userId, userId), eq(teamMembers.status, 'active')));
}

/** Clears the commitment school on every membership of the player. */
export async function clearMembershipsCommitment(db: DbOrTx, userId: string) {
  await db.update(teamMembers).set({ commitmentSchoolId: null }).where(eq(teamMembers.userId, userId));
}

/** Creates or replaces the player's one commitment row. */
export async function upsertUserCommitment(db: DbOrTx, userId: string, values: CommitmentValues) {
  const [row] = await db
    .insert(userCommitments)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: userCommitments.userId, set: values })
    .returning();
  return row!;
}

/** Adds an offer of type commitment for the school unless the player already has that offer. */
export async function addCommitmentOffer(
  db: DbOrTx,
  offer: { userId: string; schoolId: number; schoolName: string; offerDate: string },
) {
  await db
    .insert(offersReceived)
    .values({ ...offer, offerType: 'commitment' })
    .onConflictDoNothing();
}

/** Deletes the player's commitment row. */
export async function deleteUserCommitment(db: DbOrTx, userId: string) {
  await db.delete(userCommitments).where(eq(userCommitments.userId, userId));
}
