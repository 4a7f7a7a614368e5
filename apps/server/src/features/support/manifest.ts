import type { FeatureManifest } from '../manifest-types.ts';
import { supportRoutes } from './support.routes.ts';

/** The support form (docs/decisions/0053-no-cycles-one-manifest-per-feature.md). */
export const supportManifest: FeatureManifest = {
  name: 'support',
  routes: supportRoutes,
};
