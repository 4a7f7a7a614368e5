import { defaultProfileSections, profileSectionKeys, type PublicProfileSettings } from '@dugout/domain/public-profile';

/**
 * A profile the player has not set up yet: off, the default sections, no videos — what GET /api/public-profile answers
 * before the first write (with a suggested handle made from the name). The screen then says how to start.
 */
export const isNeverOpened = (s: PublicProfileSettings) =>
  !s.enabled &&
  s.videos.length === 0 &&
  profileSectionKeys.every((k) => (s.sections[k] ?? false) === defaultProfileSections[k]);
