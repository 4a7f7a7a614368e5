import type { QueryClient } from '@tanstack/react-query';
import { rosterKeys } from '@/features/roster/api/keys';
import { submissionKeys } from '@/features/submissions/api/keys';
import { collegeKeys } from '@/features/colleges/api/keys';

/**
 * Every query key of the teams feature, built here only (hierarchical, as TanStack Query recommends):
 * `teamKeys.team(code)` is the prefix of everything of one team (detail, players and invites, College Interaction),
 * so invalidating it refreshes them all (docs/decisions/0045-query-key-factories.md).
 */
export const teamKeys = {
  all: ['teams'] as const,
  mine: () => [...teamKeys.all, 'mine'] as const,
  codeCheck: (code: string) => [...teamKeys.all, 'code-check', code] as const,
  invite: (token: string) => [...teamKeys.all, 'invite', token] as const,
  team: (teamCode: string) => [...teamKeys.all, 'team', teamCode] as const,
  detail: (teamCode: string) => [...teamKeys.team(teamCode), 'detail'] as const,
  /** GET /api/teams/:code/players: members (ratings, commitments) and pending invites. */
  players: (teamCode: string) => [...teamKeys.team(teamCode), 'players'] as const,
  collegeInteraction: (teamCode: string) => [...teamKeys.team(teamCode), 'college-interaction'] as const,
};

/**
 * What a change to a team's players makes stale (a removal, a rating, a commitment, an edited submission): the team's
 * own queries (members, invites, the active-player count of its detail, College Interaction) and its Player Roster
 * with the player profiles, the dashboards (a player's, opened from the team) and every school's team-players panel
 * (commitments, latest scores). The one place those lists are named, so no mutation forgets the roster.
 */
export const invalidateTeamPlayers = (qc: QueryClient, teamCode: string) =>
  Promise.all([
    qc.invalidateQueries({ queryKey: teamKeys.team(teamCode) }),
    qc.invalidateQueries({ queryKey: rosterKeys.team(teamCode) }),
    qc.invalidateQueries({ queryKey: submissionKeys.dashboards() }),
    qc.invalidateQueries({ queryKey: collegeKeys.teamPlayers() }),
  ]);
