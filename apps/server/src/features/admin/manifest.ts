import type { FeatureManifest } from '../manifest-types.ts';
import { adminRoutes } from './admin.routes.ts';
import { RESCORE_JOB, rescoreHandler } from './rescore-job.ts';

/** Site administration: its guard covers every /api/admin route, so it comes first in features/manifests.ts; the rescore job (docs/decisions/0053-no-cycles-one-manifest-per-feature.md). */
export const adminManifest: FeatureManifest = {
  name: 'admin',
  routes: adminRoutes,
  jobs: { [RESCORE_JOB]: (deps) => rescoreHandler(deps, deps.env.RESCORE_BATCH_SIZE) },
};
