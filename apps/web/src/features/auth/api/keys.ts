/**
 * Every query key of the auth feature, built here only (docs/decisions/0045-query-key-factories.md). The session
 * itself (`/api/me`) keeps its key in lib/auth.ts, shared by the whole app.
 */
export const authKeys = {
  all: ['auth'] as const,
  /** POST /api/password/reset/check: whether the opened reset link still works. */
  resetLink: (token: string) => [...authKeys.all, 'reset-link', token] as const,
};
