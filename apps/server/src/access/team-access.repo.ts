import { and, eq, inArray, sql } from 'drizzle-orm';
import { grantsTeamAccess, allow, type Actor, type TeamAccessSnapshot } from '@dugout/domain/access';
import { AppError, messages } from '@dugout/domain/shared';
import { TEAM_NOT_FOUND } from '@dugout/domain/teams';
import type { Db, DbOrTx } from '../db/client.ts';
import { perDatabase, withRowMapper } from '../db/prepared.ts';
import { qualified } from '../db/qualified.ts';
import {
  organizationTeamRequests,
  teamAdministrators,
  teamCoaches,
  teamMembers,
  teamSubscriptions,
} from '../db/schema/index.ts';

/**
 * A team's access columns: owner, its staff rows and approving organizations as JSON arrays, in one round trip
 * (docs/decisions/0028-serving-fast.md); which statuses grant access stays the domain's rule (`grantsTeamAccess`). Every
 * column of the correlated subqueries is written with its table: drizzle leaves the columns of a one-table select
 * unqualified, and an unqualified `team_code` inside `(select … from team_administrators where team_code = team_code)`
 * is the inner table's own column — true for every row, every team's staff (docs/decisions/0031-per-user-screens.md).
 */
const accessColumns = {
  teamCode: teamSubscriptions.teamCode,
  ownerId: teamSubscriptions.coachUserId,
  admins: sql<Array<
    [string, string]
  > | null>`(select json_agg(json_build_array(${qualified(teamAdministrators.userId)}, ${qualified(teamAdministrators.status)})) from ${teamAdministrators} where ${qualified(teamAdministrators.teamCode)} = ${qualified(teamSubscriptions.teamCode)})`,
  coaches: sql<Array<
    [string, string]
  > | null>`(select json_agg(json_build_array(${qualified(teamCoaches.coachUserId)}, ${qualified(teamCoaches.status)})) from ${teamCoaches} where ${qualified(teamCoaches.teamCode)} = ${qualified(teamSubscriptions.teamCode)})`,
  organizations: sql<
    string[] | null
  >`(select json_agg(${qualified(organizationTeamRequests.organizationId)}) from ${organizationTeamRequests} where ${qualified(organizationTeamRequests.teamCode)} = ${qualified(teamSubscriptions.teamCode)} and ${qualified(organizationTeamRequests.status)} = 'approved')`,
};
type AccessRow = {
  teamCode: string;
  ownerId: string;
  admins: Array<[string, string]> | null;
  coaches: Array<[string, string]> | null;
  organizations: string[] | null;
};

const granted = (rows: Array<[string, string]> | null) =>
  (rows ?? []).filter(([, status]) => grantsTeamAccess(status)).map(([userId]) => userId);
const snapshot = (t: AccessRow): TeamAccessSnapshot => ({
  kind: 'team',
  teamCode: t.teamCode,
  ownerId: t.ownerId,
  administratorIds: granted(t.admins),
  coachIds: granted(t.coaches),
  approvedOrganizationIds: t.organizations ?? [],
});

/**
 * Loads the access snapshots of teams by code: owner, approved administrators and coaches (pending and removed staff
 * rows grant nothing — `grantsTeamAccess`), approving organizations. Every team ability is decided on this snapshot.
 */
export async function loadTeamAccess(db: DbOrTx, teamCodes: readonly string[]): Promise<TeamAccessSnapshot[]> {
  const codes = [...new Set(teamCodes)];
  if (codes.length === 0) return [];
  const teams = await db
    .select(accessColumns)
    .from(teamSubscriptions)
    .where(inArray(teamSubscriptions.teamCode, codes));
  return teams.map(snapshot);
}

/** The one-team look-up every team route's authorize step makes, prepared once per database (db/prepared.ts). */
const oneTeamAccess = perDatabase((db) =>
  withRowMapper(
    db
      .select(accessColumns)
      .from(teamSubscriptions)
      .where(eq(teamSubscriptions.teamCode, sql.placeholder('teamCode')))
      .prepare('team_access'),
  ),
);

/** The access snapshot of one team, or 404. */
export async function loadOneTeamAccess(db: Db, teamCode: string): Promise<TeamAccessSnapshot> {
  const [team] = await oneTeamAccess(db).execute({ teamCode: teamCode.toUpperCase() });
  if (!team) throw new AppError('not_found', TEAM_NOT_FOUND);
  return snapshot(team);
}

/** Authorise read access to a team's data, or 403 'Not authorized to view this team'. */
export async function requireTeamAccess(db: DbOrTx, actor: Actor, teamCode: string): Promise<TeamAccessSnapshot> {
  const [team] = await loadTeamAccess(db, [teamCode.toUpperCase()]);
  if (!team) throw new AppError('not_found', TEAM_NOT_FOUND);
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

/**
 * The teams a user works on as staff (owner, coach or administrator) and may view by the one rule (`allow(actor,
 * 'view', team)`: pending and removed staff rows grant nothing), as access snapshots, ordered by team code. A coach's
 * school profile lists these teams' players without naming a team (docs/decisions/0050-college-search-card.md).
 */
export async function loadStaffTeamsOf(db: DbOrTx, actor: Actor): Promise<TeamAccessSnapshot[]> {
  const userId = actor.userId;
  const [owned, coached, administered] = await Promise.all([
    db
      .select({ teamCode: teamSubscriptions.teamCode })
      .from(teamSubscriptions)
      .where(eq(teamSubscriptions.coachUserId, userId)),
    db.select({ teamCode: teamCoaches.teamCode }).from(teamCoaches).where(eq(teamCoaches.coachUserId, userId)),
    db
      .select({ teamCode: teamAdministrators.teamCode })
      .from(teamAdministrators)
      .where(eq(teamAdministrators.userId, userId)),
  ]);
  const teams = await loadTeamAccess(
    db,
    [...owned, ...coached, ...administered].map((r) => r.teamCode),
  );
  return teams.filter((t) => allow(actor, 'view', t)).sort((a, b) => a.teamCode.localeCompare(b.teamCode));
}

/** A select column: the number of active players of the team in the row (team_subscriptions in the query). */
/**
 * For a `team_members` row in the statement: how many active members of its team joined before it (by join time, then
 * id) — its place against max_players (docs/decisions/0041-team-player-cap.md). A correlated subquery with qualified
 * columns (docs/decisions/0031-per-user-screens.md); the inner table is aliased so it is not the outer row.
 */
export const membersBeforeColumn = sql<number>`(select count(*)::int from ${teamMembers} as earlier where earlier.team_code = ${qualified(teamMembers.teamCode)} and earlier.status = 'active' and (earlier.joined_at, earlier.id) < (${qualified(teamMembers.joinedAt)}, ${qualified(teamMembers.id)}))`;

/**
 * `(select user_id from team_members where team_code = $teamCode and status = 'active')`, for `x in …`: the active
 * members of the team a prepared statement names by its `teamCode` placeholder, columns qualified
 * (docs/decisions/0031-per-user-screens.md). The team players screen's guardian and verification reads use it.
 */
export const activeMemberIdsOfTeam = () =>
  sql`(select ${qualified(teamMembers.userId)} from ${teamMembers} where ${qualified(teamMembers.teamCode)} = ${sql.placeholder('teamCode')} and ${qualified(teamMembers.status)} = 'active')`;

export const activePlayerCount = () =>
  sql<number>`(select count(*)::int from ${teamMembers} where ${qualified(teamMembers.teamCode)} = ${qualified(teamSubscriptions.teamCode)} and ${qualified(teamMembers.status)} = 'active')`;
