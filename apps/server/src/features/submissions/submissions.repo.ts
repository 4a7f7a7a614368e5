import { and, asc, desc, eq, gt, inArray } from 'drizzle-orm';
import { isTeamSubscriptionCurrent, type MetricScore, type PaymentStatus, type Position } from '@dugout/domain';
import type { DbOrTx } from '../../db/client.ts';
import { metricSubmissions, teamMembers, teamSubscriptions, userProfiles, users } from '../../db/schema/index.ts';

type DbRow = typeof metricSubmissions.$inferSelect;
/** A metric_submissions row with its JSON columns and status typed. */
export type SubmissionRow = Omit<DbRow, 'positionScores' | 'metricScores' | 'paymentStatus'> & {
  positionScores: Record<Position, number> | null;
  metricScores: MetricScore[] | null;
  paymentStatus: PaymentStatus;
};
const typed = (r: DbRow): SubmissionRow => r as SubmissionRow;
export type NewSubmissionRow = typeof metricSubmissions.$inferInsert;

export async function insertSubmission(db: DbOrTx, row: NewSubmissionRow): Promise<SubmissionRow> {
  const [created] = await db.insert(metricSubmissions).values(row).returning();
  return typed(created!);
}

export async function findSubmission(db: DbOrTx, id: string): Promise<SubmissionRow | null> {
  const [row] = await db.select().from(metricSubmissions).where(eq(metricSubmissions.id, id));
  return row ? typed(row) : null;
}

export async function findSubmissionByPaymentReference(db: DbOrTx, reference: string): Promise<SubmissionRow | null> {
  const [row] = await db.select().from(metricSubmissions).where(eq(metricSubmissions.paymentReference, reference));
  return row ? typed(row) : null;
}

/** All submissions of a player, newest first (filtering by the domain's visibility rules happens in the service). */
export async function listSubmissionsOfUser(db: DbOrTx, userId: string): Promise<SubmissionRow[]> {
  return (
    await db
      .select()
      .from(metricSubmissions)
      .where(eq(metricSubmissions.userId, userId))
      .orderBy(desc(metricSubmissions.createdAt))
  ).map(typed);
}

export async function listPendingOfUser(db: DbOrTx, userId: string): Promise<SubmissionRow[]> {
  return (
    await db
      .select()
      .from(metricSubmissions)
      .where(and(eq(metricSubmissions.userId, userId), eq(metricSubmissions.paymentStatus, 'pending')))
  ).map(typed);
}

export async function deleteSubmissions(db: DbOrTx, ids: readonly string[]): Promise<void> {
  if (ids.length) await db.delete(metricSubmissions).where(inArray(metricSubmissions.id, [...ids]));
}

export async function updateSubmission(
  db: DbOrTx,
  id: string,
  patch: Partial<NewSubmissionRow>,
): Promise<SubmissionRow> {
  const [row] = await db.update(metricSubmissions).set(patch).where(eq(metricSubmissions.id, id)).returning();
  return typed(row!);
}

/** A batch of submissions after `afterId` in id order (keyset pagination for the re-score job). */
export async function submissionBatch(db: DbOrTx, afterId: string | null, size: number): Promise<SubmissionRow[]> {
  const rows = await db
    .select()
    .from(metricSubmissions)
    .where(afterId ? gt(metricSubmissions.id, afterId) : undefined)
    .orderBy(asc(metricSubmissions.id))
    .limit(size);
  return rows.map(typed);
}

/**
 * The first team (oldest membership) of which the player is an active member and whose subscription counts: paid,
 * and not past its expires_at (the domain's `isTeamSubscriptionCurrent`; docs/decisions/0005-payments.md).
 */
export async function findFundingTeam(
  db: DbOrTx,
  userId: string,
  now = new Date(),
): Promise<{ teamCode: string; teamName: string } | null> {
  const rows = await db
    .select({
      teamCode: teamSubscriptions.teamCode,
      teamName: teamSubscriptions.teamName,
      paymentStatus: teamSubscriptions.paymentStatus,
      expiresAt: teamSubscriptions.expiresAt,
    })
    .from(teamMembers)
    .innerJoin(teamSubscriptions, eq(teamSubscriptions.teamCode, teamMembers.teamCode))
    .where(
      and(
        eq(teamMembers.userId, userId),
        eq(teamMembers.status, 'active'),
        eq(teamSubscriptions.paymentStatus, 'paid'),
      ),
    )
    .orderBy(asc(teamMembers.joinedAt));
  const team = rows.find((t) => isTeamSubscriptionCurrent(t, now));
  return team ? { teamCode: team.teamCode, teamName: team.teamName } : null;
}

export async function findPlayer(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: userProfiles.firstName,
      lastName: userProfiles.lastName,
      highSchool: userProfiles.highSchool,
      highSchoolState: userProfiles.highSchoolState,
      primaryPosition: userProfiles.primaryPosition,
      graduationYear: userProfiles.hsGraduationYear,
      isPostgradDisplay: userProfiles.isPostgradDisplay,
    })
    .from(users)
    .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
    .where(eq(users.id, userId));
  return row ? { ...row, isPostgradDisplay: row.isPostgradDisplay ?? false } : null;
}
