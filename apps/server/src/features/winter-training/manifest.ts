import type { FeatureManifest } from '../manifest-types.ts';
import { winterTrainingRoutes } from './winter-training.routes.ts';

/** Winter training (docs/decisions/0053-no-cycles-one-manifest-per-feature.md). */
export const winterTrainingManifest: FeatureManifest = {
  name: 'winter-training',
  routes: winterTrainingRoutes,
};
