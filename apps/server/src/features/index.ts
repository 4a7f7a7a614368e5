import type { Hono } from 'hono';
import type { AppBindings } from '../http/context.ts';
import { trackerRoutes } from './tracker/tracker.routes.ts';
import { contactLogRoutes } from './contact-log/contact-log.routes.ts';
import { teamsRoutes } from './teams/teams.routes.ts';
import { playersRoutes } from './teams/players.routes.ts';
import { commitmentsRoutes } from './commitments/commitments.routes.ts';
import { rosterRoutes } from './roster/roster.routes.ts';
import { submissionsRoutes } from './submissions/submissions.routes.ts';
import { collegeRoutes } from './colleges/colleges.routes.ts';
import { referenceDataRoutes } from './reference-data/reference-data.routes.ts';
import { organizationsRoutes } from './organizations/organizations.routes.ts';
import { profileRoutes } from './profile/profile.routes.ts';
import { notificationsRoutes } from './notifications/notifications.routes.ts';
import { adminRoutes } from './admin/admin.routes.ts';
import { subscriptionsRoutes } from './subscriptions/subscriptions.routes.ts';
import { fitRoutes } from './fit/fit.routes.ts';
import { winterTrainingRoutes } from './winter-training/winter-training.routes.ts';

/** Feature route modules (teams, submissions, colleges, tracker, organizations, admin) register here. */
export function featureRoutes(app: Hono<AppBindings>, _opts: { trustProxy: boolean }) {
  // adminRoutes first: its guard covers every /api/admin route.
  adminRoutes(app);
  trackerRoutes(app);
  contactLogRoutes(app);
  teamsRoutes(app);
  playersRoutes(app);
  commitmentsRoutes(app);
  rosterRoutes(app);
  collegeRoutes(app);
  referenceDataRoutes(app);
  organizationsRoutes(app);
  profileRoutes(app);
  notificationsRoutes(app);
  winterTrainingRoutes(app);
  fitRoutes(app);
  submissionsRoutes(app);
  subscriptionsRoutes(app);
}
