import type { FeatureManifest } from '../manifest-types.ts';
import { collegeRoutes } from './colleges.routes.ts';
import { seedDemoHighSchools } from './colleges.seed.ts';

/** College search and school profiles; the demo high schools (docs/decisions/0053-no-cycles-one-manifest-per-feature.md). */
export const collegesManifest: FeatureManifest = {
  name: 'colleges',
  routes: collegeRoutes,
  demoSeeders: [{ order: 10, name: 'high-schools', seed: seedDemoHighSchools }],
};
