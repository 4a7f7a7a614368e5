// The one ordered list of the server's features (docs/decisions/0053-no-cycles-one-manifest-per-feature.md):
// createApp registers their routes in this order, deps.ts their jobs, and the start-up (boot.ts, the test stack)
// their base seeders, the demo world and the demo seeders. Adding a feature = its manifest.ts + one line here.
// Only the composition root imports this file.
import type { FeatureManifest } from './manifest-types.ts';
import { accountsManifest } from './accounts/manifest.ts';
import { adminManifest } from './admin/manifest.ts';
import { brandingManifest } from './branding/manifest.ts';
import { coachNotesManifest } from './coach-notes/manifest.ts';
import { collegesManifest } from './colleges/manifest.ts';
import { commitmentsManifest } from './commitments/manifest.ts';
import { contactLogManifest } from './contact-log/manifest.ts';
import { familiesManifest } from './families/manifest.ts';
import { fitManifest } from './fit/manifest.ts';
import { metricSourcesManifest } from './metric-sources/manifest.ts';
import { notificationsManifest } from './notifications/manifest.ts';
import { organizationsManifest } from './organizations/manifest.ts';
import { profileManifest } from './profile/manifest.ts';
import { publicProfileManifest } from './public-profile/manifest.ts';
import { referenceDataManifest } from './reference-data/manifest.ts';
import { rosterManifest } from './roster/manifest.ts';
import { submissionsManifest } from './submissions/manifest.ts';
import { subscriptionsManifest } from './subscriptions/manifest.ts';
import { supportManifest } from './support/manifest.ts';
import { teamsManifest } from './teams/manifest.ts';
import { trackerManifest } from './tracker/manifest.ts';
import { winterTrainingManifest } from './winter-training/manifest.ts';

export const manifests: readonly FeatureManifest[] = [
  // Admin first: its guard (app.use('/api/admin/*')) must come before any /api/admin route.
  adminManifest,
  accountsManifest,
  supportManifest,
  brandingManifest,
  trackerManifest,
  contactLogManifest,
  teamsManifest,
  commitmentsManifest,
  rosterManifest,
  collegesManifest,
  referenceDataManifest,
  organizationsManifest,
  profileManifest,
  notificationsManifest,
  winterTrainingManifest,
  coachNotesManifest,
  fitManifest,
  submissionsManifest,
  subscriptionsManifest,
  familiesManifest,
  metricSourcesManifest,
  publicProfileManifest,
];
