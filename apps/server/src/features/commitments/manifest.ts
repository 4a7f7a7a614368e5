import type { FeatureManifest } from '../manifest-types.ts';
import { commitmentsRoutes } from './commitments.routes.ts';

/** Players' college commitments (docs/decisions/0053-no-cycles-one-manifest-per-feature.md). */
export const commitmentsManifest: FeatureManifest = {
  name: 'commitments',
  routes: commitmentsRoutes,
};
