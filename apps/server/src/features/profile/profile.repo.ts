import { and, asc, eq, ilike } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { highSchools, teamMembers, teamSubscriptions, zipCodes } from '../../db/schema/index.ts';

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
