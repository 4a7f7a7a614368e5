import type { FeatureManifest } from '../manifest-types.ts';
import { contactLogRoutes } from './contact-log.routes.ts';

/** The coach contact log (docs/decisions/0053-no-cycles-one-manifest-per-feature.md). */
export const contactLogManifest: FeatureManifest = {
  name: 'contact-log',
  routes: contactLogRoutes,
};
