import type { FeatureManifest } from '../manifest-types.ts';
import { notificationsRoutes } from './notifications.routes.ts';

/** In-app notifications (docs/decisions/0053-no-cycles-one-manifest-per-feature.md). */
export const notificationsManifest: FeatureManifest = {
  name: 'notifications',
  routes: notificationsRoutes,
};
