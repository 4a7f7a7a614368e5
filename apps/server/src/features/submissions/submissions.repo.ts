import { and, asc, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { ExtraMetric, StoredMetricSources } from '@dugout/domain/metrics-sources';
import type { MetricScore, PaymentStatus } from '@dugout/domain/scoring';
import type { Position } from '@dugout/domain/shared';
import {
  isFundingLapsed,
  isSubscriptionCurrent,
  isTeamSubscriptionCurrent,
  type SubscriptionStatus,
} from '@dugout/domain/subscriptions';
import { isWithinTeamCap } from '@dugout/domain/teams';
import type { Db, DbOrTx } from '../../db/client.ts';
import { membersBeforeColumn } from '../../access/team-access.repo.ts';
import { perDatabase, withRowMapper } from '../../db/prepared.ts';
import { qualified } from '../../db/qualified.ts';
import {
  metricSubmissions,
  subscriptions,
  teamMembers,
  teamSubscriptions,
  userProfiles,
  users,
} from '../../db/schema/index.ts';

type DbRow = typeof metricSubmissions.$inferSelect;
/** A metric_submissions row with its JSON columns and status typed. */
export type SubmissionRow = Omit<
  DbRow,
  'positionScores' | 'metricScores' | 'paymentStatus' | 'metricSources' | 'extraMetrics'
> & {
  positionScores: Partial<Record<Position, number>> | null;
  metricScores: MetricScore[] | null;
  paymentStatus: PaymentStatus;
  metricSources: StoredMetricSources;
  extraMetrics: Partial<Record<ExtraMetric, number>>;
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

/** The payment facts of one submission of this player only (another player's id finds nothing). */
export async function findOwnSubmissionPayment(db: DbOrTx, userId: string, id: string) {
  const [row] = await db
    .select({ paymentStatus: metricSubmissions.paymentStatus, paymentReference: metricSubmissions.paymentReference })
    .from(metricSubmissions)
    .where(and(eq(metricSubmissions.id, id), eq(metricSubmissions.userId, userId)));
  return row ?? null;
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
 * The first team (oldest membership) of which the player is an active member within its cap and whose subscription
 * counts: paid, and not past its expires_at (the domain's `isTeamSubscriptionCurrent`; docs/decisions/0005-payments.md).
 * Within the cap: fewer than max_players active members joined before the player (`isWithinTeamCap`,
 * docs/decisions/0041-team-player-cap.md) — a member beyond it never gets team-funded submissions.
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
      maxPlayers: teamSubscriptions.maxPlayers,
      membersBefore: membersBeforeColumn,
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
  const team = rows.find((t) => isTeamSubscriptionCurrent(t, now) && isWithinTeamCap(t.membersBefore, t.maxPlayers));
  return team ? { teamCode: team.teamCode, teamName: team.teamName } : null;
}

/**
 * What paid for a submission, joined in the same statement as the submission (docs/decisions/0031-per-user-screens.md):
 * the funding team's plan (team-funded rows only) and the player's own subscription. `markFundingLapse` turns them into
 * `fundingLapsed` with the domain's rules — what `withFundingLapse` (features/subscriptions) answers with two more reads.
 */
export const fundingFactColumns = {
  teamPaymentStatus: teamSubscriptions.paymentStatus,
  teamExpiresAt: teamSubscriptions.expiresAt,
  subscriptionStatus: subscriptions.status,
  subscriptionExpiresAt: subscriptions.expiresAt,
};
/**
 * The funding team of a team-funded row. Written as one key that is null for every other row, so PostgreSQL skips the
 * index look-up for them; `team_funded = true and team_code = …` looked every row's team up and then dropped it (the
 * join filter runs after the inner scan): 0.34 → 0.24 ms for the bench team's 80 rows (docs/decisions/0037-row-mapping-once.md).
 */
export const fundingTeamJoin = eq(
  teamSubscriptions.teamCode,
  sql`case when ${qualified(metricSubmissions.teamFunded)} then ${qualified(metricSubmissions.teamCode)} end`,
);
export const fundingSubscriptionJoin = eq(subscriptions.id, metricSubmissions.subscriptionId);

interface FundingFactRow {
  teamFunded: boolean;
  subscriptionId: string | null;
  teamPaymentStatus: string | null;
  teamExpiresAt: Date | null;
  subscriptionStatus: string | null;
  subscriptionExpiresAt: Date | null;
}

/**
 * Marks each row `fundingLapsed` (a missing plan or subscription counts as lapsed), in place: the rows are the ones a
 * read just made, and a copy of every row per request is what the team screens could not afford
 * (docs/decisions/0031-per-user-screens.md). The funding facts stay on the rows; presenters pick their own fields.
 */
export function markFundingLapse<T extends FundingFactRow>(
  rows: T[],
  now = new Date(),
): Array<T & { fundingLapsed: boolean }> {
  for (const r of rows as Array<T & { fundingLapsed: boolean }>) {
    r.fundingLapsed = isFundingLapsed({
      teamFunded: r.teamFunded,
      teamSubscriptionCurrent:
        r.teamPaymentStatus !== null &&
        isTeamSubscriptionCurrent({ paymentStatus: r.teamPaymentStatus, expiresAt: r.teamExpiresAt }, now),
      subscriptionId: r.subscriptionId,
      subscriptionCurrent: r.subscriptionId
        ? r.subscriptionStatus !== null &&
          isSubscriptionCurrent(
            { status: r.subscriptionStatus as SubscriptionStatus, expiresAt: r.subscriptionExpiresAt },
            now,
          )
        : null,
    });
  }
  return rows as Array<T & { fundingLapsed: boolean }>;
}

/**
 * The dashboard's reads, prepared once per database and run in parallel: the player, and all their submissions
 * (newest first). What paid for them is looked up after (`withFundingLapse`), and only for rows a team or a
 * subscription paid for: the common read stays one plain indexed statement (docs/decisions/0031-per-user-screens.md;
 * on PGlite it is planned once as well: db/pglite-statements.ts).
 */
function prepareDashboardReads(db: Db) {
  const userId = sql.placeholder('userId');
  const player = withRowMapper(
    db
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
      .where(eq(users.id, userId))
      .prepare('dashboard_player'),
  );
  const submissions = withRowMapper(
    db
      .select()
      .from(metricSubmissions)
      .where(eq(metricSubmissions.userId, userId))
      .orderBy(desc(metricSubmissions.createdAt))
      .prepare('dashboard_submissions'),
  );
  return { player, submissions };
}
const dashboardReads = perDatabase(prepareDashboardReads);

/** A player (null when there is no such user) and all their submissions, newest first. */
export async function dashboardData(db: Db, userId: string) {
  const reads = dashboardReads(db);
  const [[player], rows] = await Promise.all([reads.player.execute({ userId }), reads.submissions.execute({ userId })]);
  return {
    player: player ? { ...player, isPostgradDisplay: player.isPostgradDisplay ?? false } : null,
    submissions: rows.map(typed),
  };
}
