import type { Hono } from 'hono';
import type { AppBindings } from '../http/context.ts';
import { trackerRoutes } from './tracker/index.ts';
import { contactLogRoutes } from './contact-log/index.ts';
import { teamsRoutes } from './teams/index.ts';
import { playersRoutes } from './teams/index.ts';
import { commitmentsRoutes } from './commitments/index.ts';
import { rosterRoutes } from './roster/index.ts';
import { submissionsRoutes } from './submissions/index.ts';
import { collegeRoutes } from './colleges/index.ts';
import { referenceDataRoutes } from './reference-data/index.ts';
import { organizationsRoutes } from './organizations/index.ts';
import { profileRoutes } from './profile/index.ts';
import { notificationsRoutes } from './notifications/index.ts';
import { adminRoutes } from './admin/index.ts';
import { subscriptionsRoutes } from './subscriptions/index.ts';
import { fitRoutes } from './fit/index.ts';
import { winterTrainingRoutes } from './winter-training/index.ts';
import { coachNotesRoutes } from './coach-notes/index.ts';

/** Feature route modules (teams, submissions, colleges, tracker, organizations, admin) register here. */
export function featureRoutes(app: Hono<AppBindings>, _opts: { trustProxy: boolean }) {
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
  coachNotesRoutes(app);
  fitRoutes(app);
  submissionsRoutes(app);
  subscriptionsRoutes(app);
}
