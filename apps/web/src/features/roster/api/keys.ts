/**
 * Every query key of the roster feature, built here only (hierarchical, as TanStack Query recommends): a mutation
 * that changes a team's players invalidates `rosterKeys.team(code)`, which refreshes the roster and every player
 * profile of that team (docs/decisions/0045-query-key-factories.md).
 */
export const rosterKeys = {
  all: ['roster'] as const,
  team: (teamCode: string) => [...rosterKeys.all, 'team', teamCode] as const,
  list: (teamCode: string) => [...rosterKeys.team(teamCode), 'list'] as const,
  player: (teamCode: string, userId: string) => [...rosterKeys.team(teamCode), 'player', userId] as const,
};
