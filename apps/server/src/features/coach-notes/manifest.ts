import type { FeatureManifest } from '../manifest-types.ts';
import { coachNotesRoutes } from './coach-notes.routes.ts';

/** Coach notes on players (docs/decisions/0053-no-cycles-one-manifest-per-feature.md). */
export const coachNotesManifest: FeatureManifest = {
  name: 'coach-notes',
  routes: coachNotesRoutes,
};
