import type { FeatureManifest } from '../manifest-types.ts';
import { playersRoutes } from './players.routes.ts';
import { seedDemoTeams } from './teams.seed.ts';
import { teamsRoutes } from './teams.routes.ts';
import { teamMessagesRoutes } from './team-messages.routes.ts';

/** Teams, their members and invites; the demo teams (docs/decisions/0053-no-cycles-one-manifest-per-feature.md). */
export const teamsManifest: FeatureManifest = {
  name: 'teams',
  routes(app) {
    teamsRoutes(app);
    playersRoutes(app);
    teamMessagesRoutes(app);
  },
  demoSeeders: [{ order: 30, name: 'teams', seed: seedDemoTeams }],
};
