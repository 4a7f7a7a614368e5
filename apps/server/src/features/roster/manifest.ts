import type { FeatureManifest } from '../manifest-types.ts';
import { rosterRoutes } from './roster.routes.ts';

/** The player roster (docs/decisions/0053-no-cycles-one-manifest-per-feature.md). */
export const rosterManifest: FeatureManifest = {
  name: 'roster',
  routes: rosterRoutes,
};
