import type { FeatureManifest } from '../manifest-types.ts';
import { profileRoutes } from './profile.routes.ts';

/** The player's profile and settings (docs/decisions/0053-no-cycles-one-manifest-per-feature.md). */
export const profileManifest: FeatureManifest = {
  name: 'profile',
  routes: profileRoutes,
};
