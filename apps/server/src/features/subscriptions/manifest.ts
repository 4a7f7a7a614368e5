import type { FeatureManifest } from '../manifest-types.ts';
import { seedPlans } from './subscriptions.repo.ts';
import { subscriptionsRoutes } from './subscriptions.routes.ts';

/** Plans, subscriptions and payments; the plans (base) (docs/decisions/0053-no-cycles-one-manifest-per-feature.md). */
export const subscriptionsManifest: FeatureManifest = {
  name: 'subscriptions',
  routes: subscriptionsRoutes,
  baseSeeders: [(deps) => seedPlans(deps.db)],
};
