import type { FeatureManifest } from '../manifest-types.ts';
import { organizationsRoutes } from './organizations.routes.ts';
import { seedDemoOrganizations } from './organizations.seed.ts';

/** Organizations and their teams; the demo organization (docs/decisions/0053-no-cycles-one-manifest-per-feature.md). */
export const organizationsManifest: FeatureManifest = {
  name: 'organizations',
  routes: organizationsRoutes,
  demoSeeders: [{ order: 50, name: 'organizations', seed: seedDemoOrganizations }],
};
