import type { PublicProfileView } from '@dugout/domain/public-profile';
import type { AppDeps } from '../../deps-types.ts';

/**
 * The view of the player `ownerId`'s own profile, whatever the sharing gate says (off, or a minor without consent):
 * the player's own PDF is their document (docs/decisions/0066-profile-documents.md). Null when the player has no
 * profile yet. TODO(#29): wired to the page owner's view builder (view.service.ts) once it lands.
 */
export async function loadOwnerView(
  _deps: AppDeps,
  _ownerId: string,
  _now = new Date(),
): Promise<PublicProfileView | null> {
  return null;
}
