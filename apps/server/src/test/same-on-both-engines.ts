/**
 * Server test files that run the same on both database engines: they open no PGlite database (no database at all,
 * or only PostgreSQL ones: the race, timing and multi-instance tests, docs/decisions/0074-ci-time-two.md). `npm test`
 * runs them; the PostgreSQL pass of `.ci/run` (TEST_PG_PASS=1) leaves them out rather than run them a second time.
 */
export const sameOnBothEngines = [
  'apps/server/src/lint-boundaries.test.ts',
  'apps/server/src/env.test.ts',
  'apps/server/src/scale-out.test.ts',
  'apps/server/src/redis-outage.test.ts',
  'apps/server/src/db/pglite-statements.test.ts',
  'apps/server/src/db/pg-statements.test.ts',
  'apps/server/src/http/compress.test.ts',
  'apps/server/src/http/policy-vocabulary.test.ts',
  'apps/server/src/http/rate-limit.test.ts',
  'apps/server/src/http/route.types.test.ts',
  'apps/server/src/services/cache/cache.test.ts',
  'apps/server/src/services/cache/reference-cache.test.ts',
  'apps/server/src/services/mail/backoff.test.ts',
  'apps/server/src/features/accounts/forgot-password-timing.routes.test.ts',
  'apps/server/src/features/organizations/races.routes.test.ts',
  'apps/server/src/features/public-profile/documents.test.ts',
  'apps/server/src/features/public-profile/handle-races.routes.test.ts',
  'apps/server/src/features/public-profile/links.routes.test.ts',
  'apps/server/src/features/subscriptions/one-plan-at-a-time.test.ts',
  'apps/server/src/features/teams/team-staff-races.routes.test.ts',
];
