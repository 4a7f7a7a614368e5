import type { PublicProfileView } from '@dugout/domain/public-profile';
import type { AppDeps } from '../../deps-types.ts';
import type { SessionActor } from '../../http/context.ts';
import { findProfileOfUser } from './public-profile.repo.ts';
import { loadPublicView } from './view.service.ts';

/**
 * The view of the player `ownerId`'s own profile whatever the sharing gate says (off, or a minor without consent): the
 * player's own PDF is their document (docs/decisions/0066-profile-documents.md). Built by the page's own loader in its
 * preview mode, for `viewer` (the player, or an active guardian the route has already admitted). Null when the player
 * has never saved a profile (no handle yet).
 */
export async function loadOwnerView(
  deps: AppDeps,
  viewer: SessionActor,
  ownerId: string,
  now = new Date(),
): Promise<PublicProfileView | null> {
  const row = await findProfileOfUser(deps.db, ownerId);
  if (!row) return null;
  const found = await loadPublicView(deps, row.handle, now, { previewFor: viewer });
  return found?.view ?? null;
}
