import type { FeatureManifest } from '../manifest-types.ts';
import { fitRoutes } from './fit.routes.ts';
import { seedDemoInterview } from './fit.seed.ts';

/** Where do I fit? (docs/decisions/0007-college-fit.md, 0058-believable-fit.md): routes and the demo interview. */
export const fitManifest: FeatureManifest = {
  name: 'fit',
  routes: fitRoutes,
  demoSeeders: [{ order: 45, name: 'college interview', seed: seedDemoInterview }],
};
