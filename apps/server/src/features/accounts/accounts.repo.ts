import { and, eq, gt, inArray, isNotNull, like, ne, sql } from 'drizzle-orm';
import type { AccountRole } from '@dugout/domain/access';
import type { CurrentUser } from '@dugout/domain/accounts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { perDatabase, withRowMapper } from '../../db/prepared.ts';
import { metricSubmissions, sessions, userProfiles, users, verifications } from '../../db/schema/index.ts';

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

/** better-auth stores each reset link as a verification row `reset-password:<token>` whose value is the user id. */
export const RESET_IDENTIFIER_PREFIX = 'reset-password:';

/** Whether this reset link would still work now (known, unused, not expired); reads only, so it uses nothing up. */
export async function resetLinkIsLive(db: DbOrTx, token: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: verifications.id })
    .from(verifications)
    .where(and(eq(verifications.identifier, `${RESET_IDENTIFIER_PREFIX}${token}`), gt(verifications.expiresAt, now)));
  return Boolean(row);
}

/** Every outstanding reset link of a user stops working (a password change, a newer link). */
export async function deleteResetLinks(db: DbOrTx, userId: string) {
  await db
    .delete(verifications)
    .where(and(eq(verifications.value, userId), like(verifications.identifier, `${RESET_IDENTIFIER_PREFIX}%`)));
}

/** The user whose reset link this is (null when the token is unknown or used). */
export async function resetLinkOwner(db: DbOrTx, token: string): Promise<string | null> {
  const [row] = await db
    .select({ value: verifications.value })
    .from(verifications)
    .where(eq(verifications.identifier, `${RESET_IDENTIFIER_PREFIX}${token}`));
  return row?.value ?? null;
}

/** After a password change: every other session of the user ends and every reset link stops working. */
export async function endOtherSessionsAndResetLinks(db: DbOrTx, userId: string, keepSessionId?: string) {
  await db
    .delete(sessions)
    .where(
      keepSessionId ? and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)) : eq(sessions.userId, userId),
    );
  await deleteResetLinks(db, userId);
}

/** Adds the user_profiles row of a new account. */
export async function insertUserProfile(db: DbOrTx, profile: typeof userProfiles.$inferInsert) {
  await db.insert(userProfiles).values(profile);
}

/** Marks the account's e-mail address as proven. */
export async function markEmailVerified(db: DbOrTx, userId: string) {
  await db.update(users).set({ emailVerified: true }).where(eq(users.id, userId));
}

/** Deletes an account (what hangs off it goes by the foreign keys' cascade). */
export async function deleteUser(db: DbOrTx, userId: string) {
  await db.delete(users).where(eq(users.id, userId));
}

/**
 * The signed-in actor in one indexed read (sessions.token is unique): the session, its user and profile joined, as a
 * prepared statement per database (docs/decisions/0028-serving-fast.md).
 */
function prepareSessionActor(db: Db) {
  return withRowMapper(
    db
      .select({
        sessionId: sessions.id,
        expiresAt: sessions.expiresAt,
        userId: users.id,
        email: users.email,
        role: users.role,
        disabled: users.disabled,
        isCoach: userProfiles.isCoach,
        organizationId: userProfiles.organizationId,
        organizationRole: userProfiles.organizationRole,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
      .where(eq(sessions.token, sql.placeholder('token')))
      .prepare('session_actor'),
  );
}
const sessionActorQuery = perDatabase(prepareSessionActor);

export async function findSessionActor(db: Db, token: string) {
  const [row] = await sessionActorQuery(db).execute({ token });
  return row ?? null;
}
