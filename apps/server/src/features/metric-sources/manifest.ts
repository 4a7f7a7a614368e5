import type { FeatureManifest } from '../manifest-types.ts';
import { metricSourcesRoutes } from './metric-sources.routes.ts';
import { seedDemoMetricSources } from './metric-sources.seed.ts';

/** Where each metric came from: device files, verification, events, history (docs/decisions/0062-metric-sources.md). */
export const metricSourcesManifest: FeatureManifest = {
  name: 'metric-sources',
  routes: metricSourcesRoutes,
  // after the demo teams (30): the demo player's Rapsodo session and the demo coach's verifications
  demoSeeders: [{ order: 35, name: 'metric sources', seed: seedDemoMetricSources }],
};
