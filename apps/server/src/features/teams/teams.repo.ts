import { and, asc, desc, eq, gt, inArray, isNotNull, or } from 'drizzle-orm';
import { visibleSubmissions } from '@dugout/domain';
import type { DbOrTx } from '../../db/client.ts';
import { activePlayerCount } from './team-access.repo.ts';
import {
  metricSubmissions, organizationTeamRequests, organizations, teamAdministrators, teamCoaches, teamMembers, teamSubscriptions, userCommitments, userProfiles, users,
} from '../../db/schema/index.ts';

export type TeamRow = typeof teamSubscriptions.$inferSelect;

export async function findTeam(db: DbOrTx, teamCode: string): Promise<TeamRow | null> {
  const [row] = await db.select().from(teamSubscriptions).where(eq(teamSubscriptions.teamCode, teamCode.toUpperCase()));
  return row ?? null;
}

/** Teams where the user is the owner, a team administrator or a team coach (not yet de-duplicated). */
export async function teamsOfCoach(db: DbOrTx, userId: string) {
  const [owned, administered, coached] = await Promise.all([
    db.select().from(teamSubscriptions).where(eq(teamSubscriptions.coachUserId, userId)).orderBy(desc(teamSubscriptions.createdAt)),
    db.select({ t: teamSubscriptions }).from(teamAdministrators).innerJoin(teamSubscriptions, eq(teamSubscriptions.teamCode, teamAdministrators.teamCode)).where(eq(teamAdministrators.userId, userId)),
    db.select({ t: teamSubscriptions }).from(teamCoaches).innerJoin(teamSubscriptions, eq(teamSubscriptions.teamCode, teamCoaches.teamCode)).where(eq(teamCoaches.coachUserId, userId)),
  ]);
  return [owned, administered.map((r) => r.t), coached.map((r) => r.t)];
}

/** Owner first, then team coaches (oldest first) and administrators, with their profiles. */
export async function loadCoaches(db: DbOrTx, team: TeamRow) {
  const [coaches, admins] = await Promise.all([
    db.select().from(teamCoaches).where(eq(teamCoaches.teamCode, team.teamCode)).orderBy(asc(teamCoaches.createdAt)),
    db.select().from(teamAdministrators).where(eq(teamAdministrators.teamCode, team.teamCode)).orderBy(asc(teamAdministrators.createdAt)),
  ]);
  const entries: Array<{ userId: string; role: string; isOwner: boolean; joinedAt: Date }> = [{ userId: team.coachUserId, role: 'Team Owner', isOwner: true, joinedAt: team.createdAt }];
  for (const c of coaches) if (!entries.some((e) => e.userId === c.coachUserId)) entries.push({ userId: c.coachUserId, role: c.role || 'coach', isOwner: false, joinedAt: c.createdAt });
  for (const a of admins) if (!entries.some((e) => e.userId === a.userId)) entries.push({ userId: a.userId, role: 'administrator', isOwner: false, joinedAt: a.createdAt });
  const people = await db
    .select({ id: users.id, email: users.email, firstName: userProfiles.firstName, lastName: userProfiles.lastName, phone: userProfiles.phone })
    .from(users)
    .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
    .where(inArray(users.id, entries.map((e) => e.userId)));
  return entries.map((e) => {
    const p = people.find((x) => x.id === e.userId);
    return { userId: e.userId, role: e.role, isOwner: e.isOwner, joinedAt: e.joinedAt.toISOString(), email: p?.email ?? '', firstName: p?.firstName ?? null, lastName: p?.lastName ?? null, phone: p?.phone ?? null };
  });
}

export async function approvedOrganizationName(db: DbOrTx, teamCode: string): Promise<string | null> {
  const [row] = await db
    .select({ name: organizations.name })
    .from(organizationTeamRequests)
    .innerJoin(organizations, eq(organizations.id, organizationTeamRequests.organizationId))
    .where(and(eq(organizationTeamRequests.teamCode, teamCode), eq(organizationTeamRequests.status, 'approved')))
    .orderBy(desc(organizationTeamRequests.createdAt))
    .limit(1);
  return row?.name ?? null;
}

export async function userHasApprovedOrganizationRequest(db: DbOrTx, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: organizationTeamRequests.id })
    .from(organizationTeamRequests)
    .where(and(eq(organizationTeamRequests.requestedBy, userId), eq(organizationTeamRequests.status, 'approved')))
    .limit(1);
  return Boolean(row);
}

/**
 * Visible submissions of some users, newest first: the SQL narrows to listed rows (paid, free or team funded; a
 * position and a score above 0), then the domain's `visibleSubmissions` applies the same rules and the 60-second
 * de-duplication per player, exactly as the player's own dashboard does.
 */
export async function visibleSubmissionsOf(db: DbOrTx, userIds: readonly string[]) {
  if (userIds.length === 0) return [];
  const rows = await db
    .select()
    .from(metricSubmissions)
    .where(
      and(
        inArray(metricSubmissions.userId, [...userIds]),
        or(inArray(metricSubmissions.paymentStatus, ['paid', 'free']), eq(metricSubmissions.teamFunded, true)),
        isNotNull(metricSubmissions.submittedPosition),
        gt(metricSubmissions.submittedScore, 0),
      ),
    )
    .orderBy(desc(metricSubmissions.createdAt));
  const byUser = new Map<string, typeof rows>();
  for (const r of rows) byUser.set(r.userId, [...(byUser.get(r.userId) ?? []), r]);
  return [...byUser.values()].flatMap((list) => visibleSubmissions(list)).sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
}

export async function activeMembers(db: DbOrTx, teamCode: string) {
  return db
    .select({ member: teamMembers, profile: userProfiles, lastLoginAt: users.lastLoginAt, commitment: userCommitments })
    .from(teamMembers)
    .leftJoin(userProfiles, eq(userProfiles.userId, teamMembers.userId))
    .leftJoin(users, eq(users.id, teamMembers.userId))
    .leftJoin(userCommitments, eq(userCommitments.userId, teamMembers.userId))
    .where(and(eq(teamMembers.teamCode, teamCode), eq(teamMembers.status, 'active')))
    .orderBy(asc(teamMembers.playerName));
}

export async function recountActivePlayers(db: DbOrTx, teamCode: string) {
  await db
    .update(teamSubscriptions)
    .set({ activePlayers: activePlayerCount() })
    .where(eq(teamSubscriptions.teamCode, teamCode));
}
