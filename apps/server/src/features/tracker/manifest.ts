import type { FeatureManifest } from '../manifest-types.ts';
import { trackerRoutes } from './tracker.routes.ts';
import { seedDemoTracker } from './tracker.seed.ts';

/** The school contact tracker; the demo tracker and contact logs (docs/decisions/0053-no-cycles-one-manifest-per-feature.md). */
export const trackerManifest: FeatureManifest = {
  name: 'tracker',
  routes: trackerRoutes,
  demoSeeders: [{ order: 40, name: 'tracker and contact logs', seed: seedDemoTracker }],
};
