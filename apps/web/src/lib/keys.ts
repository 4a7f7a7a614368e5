import type { Query, QueryClient } from '@tanstack/react-query';

/**
 * Query keys the app shell and several features share, built here only (docs/decisions/0045-query-key-factories.md):
 * the signed-in user (`GET /api/me`: the header's name, photo and links), the site's branding and the school options
 * every college picker uses. Each feature's own keys live in `features/<feature>/api/keys.ts`.
 */
export const authKeys = {
  all: ['auth'] as const,
  me: () => [...authKeys.all, 'me'] as const,
};

export const brandingKeys = {
  all: ['branding'] as const,
};

/** GET /api/colleges/options, one entry per division ('all' for every division). */
export const schoolOptionKeys = {
  all: ['school-options'] as const,
  division: (division: string) => [...schoolOptionKeys.all, division] as const,
};

/** What outlives a change of account in this browser: who is signed in (asked again) and the site's branding. */
const outlivesAccount = (query: Query) =>
  query.queryKey[0] === authKeys.all[0] || query.queryKey[0] === brandingKeys.all[0];

/** Forgets every cached answer that belonged to the account (sign-out, an undone e-mail change). */
export const forgetAccountData = (qc: QueryClient) => qc.removeQueries({ predicate: (q) => !outlivesAccount(q) });
