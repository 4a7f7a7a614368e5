import { isSiteAdmin, type Actor } from './roles.ts';

/**
 * What policies know about a team: who owns, administers and coaches it, and which organizations approved it.
 * A snapshot the server loads; never a database row.
 */
export interface TeamAccessSnapshot {
  teamCode: string;
  ownerId: string;
  administratorIds: readonly string[];
  coachIds: readonly string[];
  /** Organizations with an approved organization_team_request for this team. */
  approvedOrganizationIds: readonly string[];
}

/** The team's own staff: its owner (coach), a team administrator or a registered team coach. */
export const isTeamStaff = (userId: string, team: TeamAccessSnapshot): boolean =>
  team.ownerId === userId || team.administratorIds.includes(userId) || team.coachIds.includes(userId);

/**
 * is_team_administrator: the team's staff (above). Site admins pass every check. They may add, import, invite,
 * remove, rate, record commitments and edit submissions.
 */
export function isTeamAdministrator(actor: Actor | null | undefined, team: TeamAccessSnapshot): boolean {
  if (!actor) return false;
  return isSiteAdmin(actor) || isTeamStaff(actor.userId, team);
}

/**
 * user_can_access_team (read access to the team's data): a team administrator (above), or a program admin of an
 * organization with an approved request for that team. Otherwise 'Not authorized to view this team'.
 */
export function canAccessTeam(actor: Actor | null | undefined, team: TeamAccessSnapshot): boolean {
  if (!actor) return false;
  if (isTeamAdministrator(actor, team)) return true;
  return (
    actor.organizationRole === 'program_admin' &&
    !!actor.organizationId &&
    team.approvedOrganizationIds.includes(actor.organizationId)
  );
}

/**
 * A submission (or a player's dashboard) can be seen by its owner, or by someone who can access a team the owner is
 * an active member of. Otherwise 'Access denied: You do not have permission to view this submission'.
 */
export function canViewPlayerData(
  actor: Actor | null | undefined,
  ownerId: string,
  ownerTeams: readonly TeamAccessSnapshot[],
): boolean {
  if (!actor) return false;
  if (actor.userId === ownerId || isSiteAdmin(actor)) return true;
  return ownerTeams.some((t) => canAccessTeam(actor, t));
}

/** Editing a player's submission: an administrator of a team the owner is an active member of. */
export function canEditPlayerSubmission(
  actor: Actor | null | undefined,
  ownerTeams: readonly TeamAccessSnapshot[],
): boolean {
  return ownerTeams.some((t) => isTeamAdministrator(actor, t));
}

/** What the UI may offer for a team; sent with team responses so screens never re-derive permissions. */
export function teamAbilities(actor: Actor | null | undefined, team: TeamAccessSnapshot) {
  const admin = isTeamAdministrator(actor, team);
  return {
    view: canAccessTeam(actor, team),
    manage: admin,
    editTeam: admin,
    managePlayers: admin,
    ratePlayers: admin,
    recordCommitments: admin,
    editSubmissions: admin,
    requestOrganization: !!actor && isTeamStaff(actor.userId, team),
  };
}
export type TeamAbilities = ReturnType<typeof teamAbilities>;
