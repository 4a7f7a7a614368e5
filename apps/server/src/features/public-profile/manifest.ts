import type { FeatureManifest } from '../manifest-types.ts';
import { contactFormRoutes } from './contact.routes.ts';
import { profileDocumentRoutes } from './documents.routes.ts';
import { profileLinkRoutes } from './links.routes.ts';
import { publicPageRoutes } from './page.routes.ts';
import { seedDemoPublicProfile } from './public-profile.seed.ts';
import { profileSettingsRoutes } from './settings.routes.ts';

/**
 * The public recruiting profile (docs/decisions/0065-public-profile.md): the player's settings, the server-rendered
 * page /p/:handle, its PDF and preview image, tracked links per school and the contact form for college coaches.
 */
export const publicProfileManifest: FeatureManifest = {
  name: 'public-profile',
  routes(app) {
    profileSettingsRoutes(app);
    profileLinkRoutes(app);
    profileDocumentRoutes(app);
    contactFormRoutes(app);
    // Last: /p/:handle must not shadow /p/:handle/profile.pdf and the others.
    publicPageRoutes(app);
  },
  demoSeeders: [seedDemoPublicProfile],
};
