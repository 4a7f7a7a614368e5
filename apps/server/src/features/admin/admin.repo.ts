import { and, asc, count, desc, eq, gt, ilike, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import { activePlayerCount } from '../../access/team-access.repo.ts';
import type { DbOrTx } from '../../db/client.ts';
import { qualified } from '../../db/qualified.ts';
import {
  heightPositionScores,
  metricSubmissions,
  organizations,
  organizationTeamRequests,
  outbox,
  positionMetricWeights,
  supportRequests,
  teamSubscriptions,
  userCommitments,
  userProfiles,
  users,
  whiteLabelProperties,
} from '../../db/schema/index.ts';

export const ADMIN_PAGE_SIZE = 25;

export async function searchUsers(db: DbOrTx, q: string, role: string | undefined, page: number) {
  const conds: SQL[] = [];
  if (q) {
    const p = `%${q.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
    conds.push(or(ilike(users.email, p), ilike(users.name, p))!);
  }
  if (role) conds.push(eq(users.role, role));
  const where = conds.length ? and(...conds) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: users.id,
        email: users.email,
        name: users.name,
        role: users.role,
        disabled: users.disabled,
        createdAt: users.createdAt,
        lastLoginAt: users.lastLoginAt,
        organizationId: userProfiles.organizationId,
      })
      .from(users)
      .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
      .where(where)
      .orderBy(desc(users.createdAt))
      .limit(ADMIN_PAGE_SIZE)
      .offset((page - 1) * ADMIN_PAGE_SIZE),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

export const listTeams = (db: DbOrTx) =>
  db
    .select({
      teamCode: teamSubscriptions.teamCode,
      teamName: teamSubscriptions.teamName,
      teamType: teamSubscriptions.teamType,
      city: teamSubscriptions.city,
      state: teamSubscriptions.state,
      paymentStatus: teamSubscriptions.paymentStatus,
      ownerEmail: users.email,
      createdAt: teamSubscriptions.createdAt,
      players: activePlayerCount(),
    })
    .from(teamSubscriptions)
    .innerJoin(users, eq(users.id, teamSubscriptions.coachUserId))
    .orderBy(desc(teamSubscriptions.createdAt))
    .limit(500);

export const listOrganizationsWithCounts = (db: DbOrTx) =>
  db
    .select({
      id: organizations.id,
      name: organizations.name,
      city: organizations.city,
      state: organizations.state,
      joinCode: organizations.joinCode,
      isActive: organizations.isActive,
      contactEmail: organizations.contactEmail,
      // Correlated subqueries: every column with its table (db/qualified.ts).
      teams: sql<number>`(select count(*)::int from ${organizationTeamRequests} where ${qualified(organizationTeamRequests.organizationId)} = ${qualified(organizations.id)} and ${qualified(organizationTeamRequests.status)} = 'approved')`,
      programAdmins: sql<number>`(select count(*)::int from ${userProfiles} where ${qualified(userProfiles.organizationId)} = ${qualified(organizations.id)} and ${qualified(userProfiles.organizationRole)} = 'program_admin')`,
    })
    .from(organizations)
    .orderBy(asc(organizations.name));

export const listWhiteLabels = (db: DbOrTx) =>
  db.select().from(whiteLabelProperties).orderBy(asc(whiteLabelProperties.domain));
export const listSupportRequests = (db: DbOrTx) =>
  db.select().from(supportRequests).orderBy(desc(supportRequests.createdAt)).limit(200);
export const listOutbox = (db: DbOrTx) => db.select().from(outbox).orderBy(desc(outbox.createdAt)).limit(100);

export const loadWeights = (db: DbOrTx) =>
  db
    .select({
      position: positionMetricWeights.position,
      condition: positionMetricWeights.condition,
      metric: positionMetricWeights.metric,
      weight: positionMetricWeights.weight,
    })
    .from(positionMetricWeights)
    .orderBy(
      asc(positionMetricWeights.position),
      asc(positionMetricWeights.condition),
      asc(positionMetricWeights.metric),
    );
export const loadHeights = (db: DbOrTx) =>
  db.select().from(heightPositionScores).orderBy(asc(heightPositionScores.height));

const perWeek = (db: DbOrTx, column: SQL, from: SQL, where?: SQL) =>
  db.execute<{ week: string; count: number }>(
    sql`select to_char(date_trunc('week', ${column} at time zone 'UTC'), 'YYYY-MM-DD') as week, count(*)::int as count from ${from} ${where ? sql`where ${where}` : sql``} group by 1 order by 1`,
  );

const validSubmission = and(
  inArray(metricSubmissions.paymentStatus, ['paid', 'free']),
  isNotNull(metricSubmissions.submittedPosition),
  gt(metricSubmissions.submittedScore, 0),
)!;

/** Raw series for /admin/reports (aggregated in SQL; the domain fills weeks and bands). */
export async function reportData(db: DbOrTx) {
  const rowsOf = (r: unknown) =>
    ((r as { rows?: unknown[] }).rows ?? (r as unknown[])) as Array<{ week: string; count: number }>;
  const [signUps, submissions, commitments, scores, divisions] = await Promise.all([
    perWeek(db, sql`${users.createdAt}`, sql`${users}`),
    perWeek(db, sql`${metricSubmissions.createdAt}`, sql`${metricSubmissions}`, validSubmission),
    perWeek(db, sql`${userCommitments.createdAt}`, sql`${userCommitments}`),
    // the headline score (docs/decisions/0048-one-headline-score.md); a row never re-scored since has only its submitted score
    db
      .select({ score: sql<number>`coalesce(${metricSubmissions.bestScore}, ${metricSubmissions.submittedScore})` })
      .from(metricSubmissions)
      .where(validSubmission),
    db.select({ division: userCommitments.division }).from(userCommitments),
  ]);
  return {
    signUps: rowsOf(signUps).map((r) => ({ week: r.week, count: Number(r.count) })),
    submissions: rowsOf(submissions).map((r) => ({ week: r.week, count: Number(r.count) })),
    commitments: rowsOf(commitments).map((r) => ({ week: r.week, count: Number(r.count) })),
    scores: scores.map((s) => Number(s.score)),
    divisions: divisions.map((d) => d.division),
  };
}
