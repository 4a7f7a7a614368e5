import { and, asc, eq, ilike, ne } from 'drizzle-orm';
import type { Profile } from '@dugout/domain/profile';
import type { DbOrTx } from '../../db/client.ts';
import { highSchools, teamMembers, teamSubscriptions, userProfiles, users, zipCodes } from '../../db/schema/index.ts';

/** high_schools by name (contains, case-insensitive) within a state, at most `limit`. */
export function searchHighSchools(db: DbOrTx, state: string, q: string, limit: number) {
  const pattern = `%${q.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
  return db
    .select({ id: highSchools.id, name: highSchools.name, city: highSchools.city, state: highSchools.state })
    .from(highSchools)
    .where(and(eq(highSchools.state, state), ilike(highSchools.name, pattern)))
    .orderBy(asc(highSchools.name))
    .limit(limit);
}

export async function findZipRow(db: DbOrTx, zip: string) {
  const [row] = await db.select().from(zipCodes).where(eq(zipCodes.zipCode, zip));
  return row ?? null;
}

/** Teams the user plays on (active memberships). */
export const teamsPlayedOn = (db: DbOrTx, userId: string) =>
  db
    .select({
      teamCode: teamSubscriptions.teamCode,
      teamName: teamSubscriptions.teamName,
      city: teamSubscriptions.city,
      state: teamSubscriptions.state,
      joinedAt: teamMembers.joinedAt,
    })
    .from(teamMembers)
    .innerJoin(teamSubscriptions, eq(teamSubscriptions.teamCode, teamMembers.teamCode))
    .where(and(eq(teamMembers.userId, userId), eq(teamMembers.status, 'active')))
    .orderBy(asc(teamSubscriptions.teamName));

/** Whether another account already uses this e-mail address. */
export async function isEmailTakenByOther(db: DbOrTx, email: string, userId: string): Promise<boolean> {
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), ne(users.id, userId)));
  return Boolean(taken);
}

/**
 * Saves Personal Info on the account (display name) and the profile. The e-mail address is not among them: it changes
 * only through a confirmed e-mail change (docs/decisions/0039-email-change-confirmation.md).
 */
export async function updatePersonalInfo(
  db: DbOrTx,
  userId: string,
  input: Omit<Profile, 'email'> & { city: string | null; state: string | null },
  now: Date,
) {
  await db
    .update(users)
    .set({ name: `${input.firstName} ${input.lastName}`, updatedAt: now })
    .where(eq(users.id, userId));
  await db
    .update(userProfiles)
    .set({
      firstName: input.firstName,
      lastName: input.lastName,
      phone: input.phone,
      zipCode: input.zipCode,
      city: input.city,
      state: input.state,
      highSchool: input.highSchool,
      highSchoolState: input.highSchoolState,
      updatedAt: now,
    })
    .where(eq(userProfiles.userId, userId));
}

/** The profile photo's URL, or null. */
export async function findProfilePhotoUrl(db: DbOrTx, userId: string): Promise<string | null> {
  const [before] = await db
    .select({ url: userProfiles.profileImageUrl })
    .from(userProfiles)
    .where(eq(userProfiles.userId, userId));
  return before?.url ?? null;
}

/** Points the profile at a new photo. */
export async function setProfilePhotoUrl(db: DbOrTx, userId: string, url: string) {
  await db
    .update(userProfiles)
    .set({ profileImageUrl: url, updatedAt: new Date() })
    .where(eq(userProfiles.userId, userId));
}
