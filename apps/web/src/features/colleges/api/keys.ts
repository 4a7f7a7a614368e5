import type { CollegeSearchQuery } from '@dugout/domain/colleges';

/**
 * Every query key of the colleges feature, built here only (docs/decisions/0045-query-key-factories.md).
 * `collegeKeys.teamPlayers()` is the prefix of every school's team-players panel (the player's own commitment, tracker
 * and latest score at that school), which the tracker, commitment, profile and submission actions make stale.
 */
export const collegeKeys = {
  all: ['colleges'] as const,
  search: (params: CollegeSearchQuery) => [...collegeKeys.all, 'search', params] as const,
  profile: (schoolId: number) => [...collegeKeys.all, 'profile', schoolId] as const,
  teamPlayers: () => [...collegeKeys.all, 'team-players'] as const,
  teamPlayersOf: (schoolId: number, team: string | null) => [...collegeKeys.teamPlayers(), schoolId, team] as const,
};
