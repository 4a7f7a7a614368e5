import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { SourcedMetric, VerificationFacts } from '@dugout/domain/metrics-sources';
import type { Db, DbOrTx } from '../../db/client.ts';
import { perDatabase, withRowMapper } from '../../db/prepared.ts';
import { activeMemberIdsOfTeam } from '../../access/team-access.repo.ts';
import { metricSubmissions, metricVerifications, teamSubscriptions, users } from '../../db/schema/index.ts';

/** A player's verification with the facts a badge shows (docs/decisions/0062-metric-sources.md). */
export type VerificationRow = VerificationFacts & { userId: string; submissionId: string };

/** What a verification's badge shows, and whose it is (one column list for every read of them). */
const verificationColumns = {
  userId: metricVerifications.userId,
  submissionId: metricVerifications.submissionId,
  metric: metricVerifications.metric,
  value: metricVerifications.value,
  verifiedBy: users.name,
  teamCode: metricVerifications.teamCode,
  teamName: sql<string>`coalesce(${teamSubscriptions.teamName}, ${metricVerifications.teamCode})`,
  verifiedAt: metricVerifications.verifiedAt,
  submissionCreatedAt: metricSubmissions.createdAt,
};

const asRows = (rows: Array<Omit<VerificationRow, 'metric'> & { metric: string }>): VerificationRow[] =>
  rows.map((r) => ({ ...r, metric: r.metric as SourcedMetric }));

/** The verifications of these players: the verifier's name, the team's name, and when the verified submission was made. */
export async function listVerificationsOf(db: DbOrTx, userIds: readonly string[]): Promise<VerificationRow[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .select(verificationColumns)
    .from(metricVerifications)
    .innerJoin(users, eq(users.id, metricVerifications.verifiedBy))
    .innerJoin(metricSubmissions, eq(metricSubmissions.id, metricVerifications.submissionId))
    .leftJoin(teamSubscriptions, eq(teamSubscriptions.teamCode, metricVerifications.teamCode))
    .where(inArray(metricVerifications.userId, [...userIds]));
  return asRows(rows);
}

/**
 * The hot screens' reads of verifications, prepared once per database (docs/decisions/0072-per-user-screens-beside-
 * their-twins.md): one player's (the dashboard), and those of a team's active members (team players). Each needs only
 * what the request already knows (the player, the team code), so it runs beside the screen's first reads instead of
 * after them, one round trip fewer; rows mapped once per statement (db/prepared.ts). The team's members are read by a
 * subquery whose every column names its table (docs/decisions/0031-per-user-screens.md).
 */
function prepareVerificationReads(db: Db) {
  const base = () =>
    db
      .select(verificationColumns)
      .from(metricVerifications)
      .innerJoin(users, eq(users.id, metricVerifications.verifiedBy))
      .innerJoin(metricSubmissions, eq(metricSubmissions.id, metricVerifications.submissionId))
      .leftJoin(teamSubscriptions, eq(teamSubscriptions.teamCode, metricVerifications.teamCode));
  return {
    ofPlayer: withRowMapper(
      base()
        .where(eq(metricVerifications.userId, sql.placeholder('userId')))
        .prepare('player_verifications'),
    ),
    ofTeam: withRowMapper(
      base()
        .where(sql`${metricVerifications.userId} in ${activeMemberIdsOfTeam()}`)
        .prepare('team_verifications'),
    ),
  };
}
const verificationReads = perDatabase(prepareVerificationReads);

/** One player's verifications (the dashboard's), by a prepared statement. */
export async function verificationsOfPlayer(db: Db, userId: string): Promise<VerificationRow[]> {
  return asRows(await verificationReads(db).ofPlayer.execute({ userId }));
}

/** The verifications of a team's active members (team players), by a prepared statement. */
export async function verificationsOfTeam(db: Db, teamCode: string): Promise<VerificationRow[]> {
  return asRows(await verificationReads(db).ofTeam.execute({ teamCode }));
}

/**
 * A value changed (a new submission, a coach's edit): deletes the player's verifications of the given metrics whose
 * verified value is not the new one (docs/decisions/0062-metric-sources.md). A metric given as null (no value now)
 * drops its verification too.
 */
export async function dropChangedVerifications(
  db: DbOrTx,
  userId: string,
  values: Partial<Record<SourcedMetric, number | null>>,
): Promise<void> {
  const changed = Object.entries(values).map(([metric, value]) =>
    and(
      eq(metricVerifications.metric, metric),
      value === null || value === undefined ? undefined : sql`abs(${metricVerifications.value} - ${value}) > 1e-9`,
    ),
  );
  if (changed.length === 0) return;
  await db.delete(metricVerifications).where(and(eq(metricVerifications.userId, userId), or(...changed)));
}
