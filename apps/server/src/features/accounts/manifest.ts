import type { FeatureManifest } from '../manifest-types.ts';
import { accountsRoutes } from './accounts.routes.ts';
import { seedDemoAccounts } from './accounts.seed.ts';

/** Accounts: sign-up, sessions, passwords, the signed-in user; the demo accounts every demo seeder builds on (docs/decisions/0053-no-cycles-one-manifest-per-feature.md). */
export const accountsManifest: FeatureManifest = {
  name: 'accounts',
  routes: accountsRoutes,
  demoWorld: seedDemoAccounts,
};
