import type { PublicProfileView } from '@dugout/domain/public-profile';
import type { AppDeps } from '../../deps-types.ts';

/**
 * The page's view for `handle`, or null alike for no such handle, a profile that is off, and one the sharing gate
 * holds back (a minor without a guardian's 'share_profile' consent): the page answers the same 404 for all three.
 * TODO(#29): stub until the page's owner lands it.
 */
export async function loadPublicView(
  _deps: AppDeps,
  _handle: string,
  _now = new Date(),
): Promise<{ view: PublicProfileView; ownerId: string } | null> {
  return null;
}
