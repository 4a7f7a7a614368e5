import { and, desc, eq, like, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  publicProfiles,
  retiredProfileHandles,
  teamMembers,
  teamSubscriptions,
  userCommitments,
  userProfiles,
  users,
} from '../../db/schema/index.ts';

/** The public profile's queries (docs/decisions/0065-public-profile.md). No e-mail or phone column is ever read here. */

export type ProfileRow = typeof publicProfiles.$inferSelect;

export async function findProfileOfUser(db: DbOrTx, userId: string): Promise<ProfileRow | null> {
  const [row] = await db.select().from(publicProfiles).where(eq(publicProfiles.userId, userId));
  return row ?? null;
}

/** The player's name and date of birth (what the settings and the handle suggestion read). */
export async function findPlayerBasics(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ name: users.name, dateOfBirth: users.dateOfBirth })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

/** Live and retired handles that start with `prefix` (the suggestion's candidates). */
export async function unavailableHandles(db: DbOrTx, prefix: string): Promise<Set<string>> {
  const pattern = `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const [live, retired] = await Promise.all([
    db.select({ h: publicProfiles.handle }).from(publicProfiles).where(like(publicProfiles.handle, pattern)),
    db
      .select({ h: retiredProfileHandles.handle })
      .from(retiredProfileHandles)
      .where(like(retiredProfileHandles.handle, pattern)),
  ]);
  return new Set([...live, ...retired].map((r) => r.h));
}

/** Whether a handle is in use or was ever retired (by anyone). */
export async function handleUnavailable(db: DbOrTx, handle: string): Promise<boolean> {
  const [live, retired] = await Promise.all([
    db.select({ h: publicProfiles.handle }).from(publicProfiles).where(eq(publicProfiles.handle, handle)).limit(1),
    db
      .select({ h: retiredProfileHandles.handle })
      .from(retiredProfileHandles)
      .where(eq(retiredProfileHandles.handle, handle))
      .limit(1),
  ]);
  return live.length > 0 || retired.length > 0;
}

/**
 * Serialises every claim of the same handle (and the rotation away from it) for the rest of the transaction: two
 * parallel claims of one handle run one after the other, the second finds it taken. Keys taken in sorted order.
 */
export async function lockHandles(tx: DbOrTx, handles: readonly string[]) {
  for (const h of [...new Set(handles)].sort())
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`public-profile:${h}`}))`);
}

/** Locks the player's row (a rotation and a settings write of one player never interleave). */
export async function lockProfileOfUser(tx: DbOrTx, userId: string): Promise<ProfileRow | null> {
  const [row] = await tx.select().from(publicProfiles).where(eq(publicProfiles.userId, userId)).for('update');
  return row ?? null;
}

export async function insertProfile(tx: DbOrTx, values: typeof publicProfiles.$inferInsert): Promise<ProfileRow> {
  const [row] = await tx.insert(publicProfiles).values(values).returning();
  return row!;
}

export async function updateProfile(
  tx: DbOrTx,
  userId: string,
  values: Partial<Omit<typeof publicProfiles.$inferInsert, 'userId'>>,
): Promise<ProfileRow> {
  const [row] = await tx
    .update(publicProfiles)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(publicProfiles.userId, userId))
    .returning();
  return row!;
}

export async function retireHandle(tx: DbOrTx, handle: string, userId: string) {
  await tx.insert(retiredProfileHandles).values({ handle, userId }).onConflictDoNothing();
}

/**
 * The page's first query: the profile by its live handle, with the player's name, date of birth and the profile
 * fields the page may show (never e-mail or phone).
 */
export async function findPageProfile(db: DbOrTx, handle: string) {
  const [row] = await db
    .select({
      profile: publicProfiles,
      name: users.name,
      dateOfBirth: users.dateOfBirth,
      firstName: userProfiles.firstName,
      lastName: userProfiles.lastName,
      photoUrl: userProfiles.profileImageUrl,
      classYear: userProfiles.hsGraduationYear,
      primaryPosition: userProfiles.primaryPosition,
      bats: userProfiles.bats,
      throws: userProfiles.throws,
      heightInches: userProfiles.heightInches,
      weightLbs: userProfiles.weightLbs,
      highSchool: userProfiles.highSchool,
      highSchoolState: userProfiles.highSchoolState,
    })
    .from(publicProfiles)
    .innerJoin(users, eq(users.id, publicProfiles.userId))
    .leftJoin(userProfiles, eq(userProfiles.userId, publicProfiles.userId))
    .where(and(eq(publicProfiles.handle, handle), eq(users.disabled, false)));
  return row ?? null;
}

/** The player's travel team in Dugout (their latest active membership) and its head coach's name. */
export async function findTravelTeam(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ name: teamSubscriptions.teamName, coachName: users.name })
    .from(teamMembers)
    .innerJoin(teamSubscriptions, eq(teamSubscriptions.teamCode, teamMembers.teamCode))
    .leftJoin(users, eq(users.id, teamSubscriptions.coachUserId))
    .where(and(eq(teamMembers.userId, userId), eq(teamMembers.status, 'active')))
    .orderBy(desc(teamMembers.joinedAt))
    .limit(1);
  return row ?? null;
}

export async function findCommitment(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ schoolName: userCommitments.schoolName })
    .from(userCommitments)
    .where(eq(userCommitments.userId, userId));
  return row ?? null;
}
