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
