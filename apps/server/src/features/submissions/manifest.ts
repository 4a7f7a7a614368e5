import type { FeatureManifest } from '../manifest-types.ts';
import { seedScoringTables } from './scoring-tables.repo.ts';
import { submissionsRoutes } from './submissions.routes.ts';
import { seedDemoSubmissions } from './submissions.seed.ts';
import { cleanUpPendingSubmissions } from './submissions.service.ts';

/** Metric submissions and their scores; the scoring tables (base) and the demo submissions (docs/decisions/0053-no-cycles-one-manifest-per-feature.md). */
export const submissionsManifest: FeatureManifest = {
  name: 'submissions',
  routes: submissionsRoutes,
  baseSeeders: [seedScoringTables],
  demoSeeders: [{ order: 20, name: 'submissions', seed: seedDemoSubmissions }],
  // A sign-in clears the user's stale pending submissions.
  signInHooks: [async (deps, userId) => void (await cleanUpPendingSubmissions(deps.db, userId))],
};
