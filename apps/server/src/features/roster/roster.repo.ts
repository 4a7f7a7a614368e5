import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { schoolContactTracker, teamMembers, userCommitments, userProfiles, users } from '../../db/schema/index.ts';

/** An active player of the team with their profile, e-mail and commitment (the Player Profile modal), or null. */
export async function findActivePlayerOfTeam(db: DbOrTx, teamCode: string, userId: string) {
  const [row] = await db
    .select({ member: teamMembers, profile: userProfiles, email: users.email, commitment: userCommitments })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .leftJoin(userProfiles, eq(userProfiles.userId, teamMembers.userId))
    .leftJoin(userCommitments, eq(userCommitments.userId, teamMembers.userId))
    .where(and(eq(teamMembers.teamCode, teamCode), eq(teamMembers.userId, userId), eq(teamMembers.status, 'active')));
  return row ?? null;
}

/** The colleges the player follows in their tracker. */
export function listFollowedColleges(db: DbOrTx, userId: string) {
  return db.select().from(schoolContactTracker).where(eq(schoolContactTracker.userId, userId));
}
