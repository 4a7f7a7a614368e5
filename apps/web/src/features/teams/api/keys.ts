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
  /** GET /api/teams/:code/events: the team's events and their result counts (docs/decisions/0063-metric-sources-on-screen.md) */
  events: (teamCode: string) => [...teamKeys.team(teamCode), 'events'] as const,
};
