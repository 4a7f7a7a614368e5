import type { FeatureManifest } from '../manifest-types.ts';
import { brandingRoutes } from './branding.routes.ts';

/** White-label branding (docs/decisions/0053-no-cycles-one-manifest-per-feature.md). */
export const brandingManifest: FeatureManifest = {
  name: 'branding',
  routes: brandingRoutes,
};
