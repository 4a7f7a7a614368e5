import type { QueryClient } from '@tanstack/react-query';
import { fitKeys } from '@/features/fit/api/keys';
import { submissionKeys } from '@/features/submissions/api/keys';
import { teamKeys } from '@/features/teams/api/keys';
import { rosterKeys } from '@/features/roster/api/keys';
import { collegeKeys } from '@/features/colleges/api/keys';

/**
 * Every query key of the admin screens, built here only (docs/decisions/0045-query-key-factories.md). Admin lists are
 * read fresh (stale time 0); an admin action invalidates `adminKeys.all` unless it touches one list only.
 */
export type AdminListName = 'teams' | 'organizations' | 'requests' | 'support' | 'outbox' | 'white-label' | 'jobs';
export type AdminUsersParams = { q: string; role?: string; page: number };

export const adminKeys = {
  all: ['admin'] as const,
  users: () => [...adminKeys.all, 'users'] as const,
  usersPage: (params: AdminUsersParams) => [...adminKeys.users(), params] as const,
  list: (name: AdminListName) => [...adminKeys.all, 'list', name] as const,
  scoringTables: () => [...adminKeys.all, 'scoring-tables'] as const,
  rescore: () => [...adminKeys.all, 'rescore'] as const,
  plans: () => [...adminKeys.all, 'plans'] as const,
  reports: () => [...adminKeys.all, 'reports'] as const,
};

/**
 * What a saved scoring table makes stale besides the admin screens: the scoring rows the what-if scores and fit results
 * use in the browser, and every score shown (submissions and dashboards, the teams' players, the roster, a school's
 * team players). Called on save and again when the re-scoring job reports done; it leaves `adminKeys` alone, so the
 * re-scoring status that calls it is not asked again by it.
 */
export const invalidateScores = (qc: QueryClient) =>
  Promise.all([
    qc.invalidateQueries({ queryKey: fitKeys.all }),
    qc.invalidateQueries({ queryKey: submissionKeys.all }),
    qc.invalidateQueries({ queryKey: teamKeys.all }),
    qc.invalidateQueries({ queryKey: rosterKeys.all }),
    qc.invalidateQueries({ queryKey: collegeKeys.teamPlayers() }),
  ]);
