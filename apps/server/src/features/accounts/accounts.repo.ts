import { and, eq, gt, inArray, isNotNull, sql } from 'drizzle-orm';
import type { AccountRole, CurrentUser } from '@dugout/domain';
import type { DbOrTx } from '../../db/client.ts';
import { metricSubmissions, userProfiles, users } from '../../db/schema/index.ts';

export async function findUserWithProfile(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ user: users, profile: userProfiles })
    .from(users)
    .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
    .where(eq(users.id, userId));
  return row ?? null;
}

export async function findUserByEmail(db: DbOrTx, email: string) {
  const [row] = await db.select().from(users).where(eq(users.email, email.trim().toLowerCase()));
  return row ?? null;
}

/** A player has completed the dashboard if any submission is paid or free (with a position and a score above 0). */
export async function hasCompletedDashboard(db: DbOrTx, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(metricSubmissions)
    .where(
      and(
        eq(metricSubmissions.userId, userId),
        inArray(metricSubmissions.paymentStatus, ['paid', 'free']),
        isNotNull(metricSubmissions.submittedPosition),
        gt(metricSubmissions.submittedScore, 0),
      ),
    )
    .limit(1);
  return Boolean(row);
}

export async function loadCurrentUser(db: DbOrTx, userId: string): Promise<CurrentUser | null> {
  const row = await findUserWithProfile(db, userId);
  if (!row || row.user.disabled) return null;
  const role = row.user.role as AccountRole;
  return {
    id: row.user.id,
    email: row.user.email,
    firstName: row.profile?.firstName ?? null,
    lastName: row.profile?.lastName ?? null,
    role,
    isCoach: row.profile?.isCoach ?? false,
    organizationId: row.profile?.organizationId ?? null,
    organizationRole: row.profile?.organizationRole === 'program_admin' ? 'program_admin' : null,
    hasCompletedDashboard: await hasCompletedDashboard(db, userId),
    profileImageUrl: row.profile?.profileImageUrl ?? null,
  };
}

export async function touchLastLogin(db: DbOrTx, userId: string) {
  await db.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, userId));
}
