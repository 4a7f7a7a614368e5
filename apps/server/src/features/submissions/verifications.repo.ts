import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { SourcedMetric, VerificationFacts } from '@dugout/domain/metrics-sources';
import type { DbOrTx } from '../../db/client.ts';
import { metricSubmissions, metricVerifications, teamSubscriptions, users } from '../../db/schema/index.ts';

/** A player's verification with the facts a badge shows (docs/decisions/0062-metric-sources.md). */
export type VerificationRow = VerificationFacts & { userId: string; submissionId: string };

/** The verifications of these players: the verifier's name, the team's name, and when the verified submission was made. */
export async function listVerificationsOf(db: DbOrTx, userIds: readonly string[]): Promise<VerificationRow[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .select({
      userId: metricVerifications.userId,
      submissionId: metricVerifications.submissionId,
      metric: metricVerifications.metric,
      value: metricVerifications.value,
      verifiedBy: users.name,
      teamCode: metricVerifications.teamCode,
      teamName: sql<string>`coalesce(${teamSubscriptions.teamName}, ${metricVerifications.teamCode})`,
      verifiedAt: metricVerifications.verifiedAt,
      submissionCreatedAt: metricSubmissions.createdAt,
    })
    .from(metricVerifications)
    .innerJoin(users, eq(users.id, metricVerifications.verifiedBy))
    .innerJoin(metricSubmissions, eq(metricSubmissions.id, metricVerifications.submissionId))
    .leftJoin(teamSubscriptions, eq(teamSubscriptions.teamCode, metricVerifications.teamCode))
    .where(inArray(metricVerifications.userId, [...userIds]));
  return rows.map((r) => ({ ...r, metric: r.metric as SourcedMetric }));
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
