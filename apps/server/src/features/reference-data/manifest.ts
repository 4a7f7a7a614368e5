import type { FeatureManifest } from '../manifest-types.ts';
import { referenceDataRoutes } from './reference-data.routes.ts';
import { IMPORT_JOB, importHandler } from './reference-import-job.ts';

/** Reference data (programs, rosters, zip codes) and its import job (docs/decisions/0053-no-cycles-one-manifest-per-feature.md). */
export const referenceDataManifest: FeatureManifest = {
  name: 'reference-data',
  routes: referenceDataRoutes,
  jobs: { [IMPORT_JOB]: importHandler },
};
