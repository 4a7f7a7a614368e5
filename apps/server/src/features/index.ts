import type { Hono } from 'hono';
import type { AppBindings } from '../http/context.ts';
import { organizationsRoutes } from './organizations/organizations.routes.ts';
import { profileRoutes } from './profile/profile.routes.ts';
import { notificationsRoutes } from './notifications/notifications.routes.ts';
import { adminRoutes } from './admin/admin.routes.ts';
import { winterTrainingRoutes } from './winter-training/winter-training.routes.ts';

/** Feature route modules (teams, submissions, colleges, tracker, organizations, admin) register here. */
export function featureRoutes(app: Hono<AppBindings>, _opts: { trustProxy: boolean }) {
  adminRoutes(app);
  organizationsRoutes(app);
  profileRoutes(app);
  notificationsRoutes(app);
  winterTrainingRoutes(app);
}
