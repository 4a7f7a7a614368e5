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

/** Feature route modules (teams, submissions, colleges, tracker, organizations, admin) register here. */
export function featureRoutes(app: Hono<AppBindings>, _opts: { trustProxy: boolean }) {
  trackerRoutes(app);
  contactLogRoutes(app);
  teamsRoutes(app);
  playersRoutes(app);
  commitmentsRoutes(app);
  rosterRoutes(app);
  collegeRoutes(app);
  referenceDataRoutes(app);
  submissionsRoutes(app);
}
