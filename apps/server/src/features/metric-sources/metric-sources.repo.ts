import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { SourcedMetric } from '@dugout/domain/metrics-sources';
import type { DbOrTx } from '../../db/client.ts';
import {
  metricEvents,
  metricSubmissions,
  metricVerifications,
  teamMembers,
  teamSubscriptions,
  userProfiles,
  users,
} from '../../db/schema/index.ts';

/** Every query of metric sources (docs/decisions/0062-metric-sources.md, docs/decisions/0024-queries-in-repos.md). */

/** A user's display name and profile facts a new submission falls back on. */
export async function findUserName(db: DbOrTx, userId: string): Promise<string | null> {
  const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId));
  return row?.name ?? null;
}

/** The active members of a team among these member ids, with their user and name. */
export async function findActiveMembers(db: DbOrTx, teamCode: string, memberIds: readonly string[]) {
  if (memberIds.length === 0) return [];
  return db
    .select({
      memberId: teamMembers.id,
      userId: teamMembers.userId,
      playerName: teamMembers.playerName,
      playerEmail: teamMembers.playerEmail,
      firstName: userProfiles.firstName,
      lastName: userProfiles.lastName,
    })
    .from(teamMembers)
    .leftJoin(userProfiles, eq(userProfiles.userId, teamMembers.userId))
    .where(
      and(
        eq(teamMembers.teamCode, teamCode),
        eq(teamMembers.status, 'active'),
        inArray(teamMembers.id, [...memberIds]),
      ),
    );
}

/** Every active member of a team (for event results by e-mail or member id). */
export async function listActiveMembers(db: DbOrTx, teamCode: string) {
  return db
    .select({
      memberId: teamMembers.id,
      userId: teamMembers.userId,
      playerName: teamMembers.playerName,
      playerEmail: teamMembers.playerEmail,
      accountEmail: users.email,
    })
    .from(teamMembers)
    .leftJoin(users, eq(users.id, teamMembers.userId))
    .where(and(eq(teamMembers.teamCode, teamCode), eq(teamMembers.status, 'active')));
}

/**
 * Marks a metric of a player verified, replacing an earlier verification of that metric (one per player and metric:
 * the unique index decides between two coaches at once).
 */
export async function upsertVerification(
  db: DbOrTx,
  v: {
    submissionId: string;
    userId: string;
    metric: SourcedMetric;
    value: number;
    verifiedBy: string;
    teamCode: string;
    verifiedAt: Date;
  },
) {
  await db
    .insert(metricVerifications)
    .values(v)
    .onConflictDoUpdate({
      target: [metricVerifications.userId, metricVerifications.metric],
      set: {
        submissionId: v.submissionId,
        value: v.value,
        verifiedBy: v.verifiedBy,
        teamCode: v.teamCode,
        verifiedAt: v.verifiedAt,
      },
    });
}

export type EventRow = typeof metricEvents.$inferSelect;

export async function insertEvent(db: DbOrTx, row: typeof metricEvents.$inferInsert): Promise<EventRow> {
  const [created] = await db.insert(metricEvents).values(row).returning();
  return created!;
}

export async function findEvent(db: DbOrTx, id: string): Promise<EventRow | null> {
  const [row] = await db.select().from(metricEvents).where(eq(metricEvents.id, id));
  return row ?? null;
}

const eventColumns = {
  id: metricEvents.id,
  name: metricEvents.name,
  organiser: metricEvents.organiser,
  date: metricEvents.eventDate,
  location: metricEvents.location,
  teamCode: metricEvents.teamCode,
  teamName: teamSubscriptions.teamName,
  createdBy: sql<string>`coalesce(${users.name}, '')`,
  createdAt: metricEvents.createdAt,
  resultCount: sql<number>`(select count(distinct ${metricSubmissions.userId})::int from ${metricSubmissions} where ${metricSubmissions.eventId} = ${metricEvents.id})`,
};

/** A team's events, newest first, with who recorded them and how many players have results. */
export async function listEventsOfTeam(db: DbOrTx, teamCode: string) {
  return db
    .select(eventColumns)
    .from(metricEvents)
    .innerJoin(teamSubscriptions, eq(teamSubscriptions.teamCode, metricEvents.teamCode))
    .leftJoin(users, eq(users.id, metricEvents.createdBy))
    .where(eq(metricEvents.teamCode, teamCode))
    .orderBy(desc(metricEvents.eventDate), desc(metricEvents.createdAt));
}

/** One event as the list shows it. */
export async function findEventView(db: DbOrTx, id: string) {
  const [row] = await db
    .select(eventColumns)
    .from(metricEvents)
    .innerJoin(teamSubscriptions, eq(teamSubscriptions.teamCode, metricEvents.teamCode))
    .leftJoin(users, eq(users.id, metricEvents.createdBy))
    .where(eq(metricEvents.id, id));
  return row ?? null;
}
