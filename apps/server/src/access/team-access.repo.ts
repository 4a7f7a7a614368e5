import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  AppError,
  TEAM_NOT_FOUND,
  grantsTeamAccess,
  allow,
  messages,
  type Actor,
  type TeamAccessSnapshot,
} from '@dugout/domain';
import type { DbOrTx } from '../db/client.ts';
import {
  organizationTeamRequests,
  teamAdministrators,
  teamCoaches,
  teamMembers,
  teamSubscriptions,
} from '../db/schema/index.ts';

/**
 * Loads the access snapshots of teams by code: owner, approved administrators and coaches (pending and removed staff
 * rows grant nothing — `grantsTeamAccess`), approving organizations. Every team ability is decided on this snapshot.
 */
export async function loadTeamAccess(db: DbOrTx, teamCodes: readonly string[]): Promise<TeamAccessSnapshot[]> {
  const codes = [...new Set(teamCodes)];
  if (codes.length === 0) return [];
  const [teams, admins, coaches, approved] = await Promise.all([
    db
      .select({ teamCode: teamSubscriptions.teamCode, ownerId: teamSubscriptions.coachUserId })
      .from(teamSubscriptions)
      .where(inArray(teamSubscriptions.teamCode, codes)),
    db.select().from(teamAdministrators).where(inArray(teamAdministrators.teamCode, codes)),
    db.select().from(teamCoaches).where(inArray(teamCoaches.teamCode, codes)),
    db
      .select({ teamCode: organizationTeamRequests.teamCode, organizationId: organizationTeamRequests.organizationId })
      .from(organizationTeamRequests)
      .where(and(inArray(organizationTeamRequests.teamCode, codes), eq(organizationTeamRequests.status, 'approved'))),
  ]);
  return teams.map((t) => ({
    kind: 'team' as const,
    teamCode: t.teamCode,
    ownerId: t.ownerId,
    administratorIds: admins
      .filter((a) => a.teamCode === t.teamCode && grantsTeamAccess(a.status))
      .map((a) => a.userId),
    coachIds: coaches.filter((c) => c.teamCode === t.teamCode && grantsTeamAccess(c.status)).map((c) => c.coachUserId),
    approvedOrganizationIds: approved.filter((r) => r.teamCode === t.teamCode).map((r) => r.organizationId),
  }));
}

/** The access snapshot of one team, or 404. */
export async function loadOneTeamAccess(db: DbOrTx, teamCode: string): Promise<TeamAccessSnapshot> {
  const [team] = await loadTeamAccess(db, [teamCode.toUpperCase()]);
  if (!team) throw new AppError('not_found', TEAM_NOT_FOUND);
  return team;
}

/** Authorise read access to a team's data, or 403 'Not authorized to view this team'. */
export async function requireTeamAccess(db: DbOrTx, actor: Actor, teamCode: string): Promise<TeamAccessSnapshot> {
  const team = await loadOneTeamAccess(db, teamCode);
  if (!allow(actor, 'view', team)) throw new AppError('forbidden', messages.notAuthorizedTeam);
  return team;
}

/** The teams a player is an active member of, as access snapshots (for submission and dashboard access). */
export async function loadActiveTeamsOfPlayer(db: DbOrTx, userId: string): Promise<TeamAccessSnapshot[]> {
  const rows = await db
    .select({ teamCode: teamMembers.teamCode })
    .from(teamMembers)
    .where(and(eq(teamMembers.userId, userId), eq(teamMembers.status, 'active')));
  return loadTeamAccess(
    db,
    rows.map((r) => r.teamCode),
  );
}

/** Authorise a write on a team (add, import, invite, remove, rate, commitments, submission edits), or 403. */
export async function requireTeamAdministrator(
  db: DbOrTx,
  actor: Actor,
  teamCode: string,
): Promise<TeamAccessSnapshot> {
  const team = await loadOneTeamAccess(db, teamCode);
  if (!allow(actor, 'manage', team)) throw new AppError('forbidden', messages.notAuthorizedTeam);
  return team;
}

/** A select column: the number of active players of the team in the row (team_subscriptions in the query). */
export const activePlayerCount = () =>
  sql<number>`(select count(*)::int from ${teamMembers} where ${teamMembers.teamCode} = ${teamSubscriptions.teamCode} and ${teamMembers.status} = 'active')`;
