import type { FeatureManifest } from '../manifest-types.ts';
import { familiesRoutes } from './families.routes.ts';
import { seedDemoFamily } from './families.seed.ts';

/** Families: guardian links, consent, the sharing gate (docs/decisions/0060-families.md). */
export const familiesManifest: FeatureManifest = {
  name: 'families',
  routes: familiesRoutes,
  demoSeeders: [seedDemoFamily],
};
