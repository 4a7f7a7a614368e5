import type { AppDeps } from '../../deps-types.ts';

/**
 * Counts one open of the page for the tracked link `via` of the profile owned by `ownerId` (a link-preview bot apart,
 * by its User-Agent); an unknown, revoked or another player's token counts nothing. Never throws: a failure to count
 * must not fail the page. TODO(#29): stub until the tracked links' owner lands it.
 */
export async function recordProfileOpen(
  _deps: AppDeps,
  _ownerId: string,
  _via: string | undefined,
  _userAgent: string | undefined,
): Promise<void> {}
