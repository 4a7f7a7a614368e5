import { randomBytes } from 'node:crypto';
import {
  isLinkPreviewBot,
  isProfileLinkToken,
  presentProfileLink,
  profileOpenNotice,
  PROFILE_LINK_TOKEN_BYTES,
  publicProfileMessages as msg,
  type ProfileLink,
} from '@dugout/domain/public-profile';
import { AppError } from '@dugout/domain/shared';
import type { AppDeps } from '../../deps-types.ts';
import { notify } from '../../services/notifications/notify.ts';
import { findLiveProfileLink } from '../tracker/index.ts';
import {
  claimOpenNotification,
  collegeName,
  countOpen,
  findOwnTrackedSchool,
  insertLiveLink,
  revokeLiveLink,
} from './links.repo.ts';
import { ensureProfileRow } from './settings.service.ts';

/** Tracked links per school (docs/decisions/0067-tracked-profile-links.md). */

/** A new token: PROFILE_LINK_TOKEN_BYTES random bytes from the OS's generator, base64url (144 bits). */
export const newProfileLinkToken = () => randomBytes(PROFILE_LINK_TOKEN_BYTES).toString('base64url');

/**
 * The live link for the school of the player's tracker row `trackerId`, made when there is none: 404 for a row that is
 * not the player's. A player without a profile row yet gets one (off, with the suggested handle: the link needs a
 * handle; the page shows once they turn it on). Parallel calls make one link: the partial unique index lets one insert
 * win and the others read it.
 */
export async function ensureProfileLink(
  deps: Pick<AppDeps, 'db' | 'publicUrl'>,
  playerId: string,
  trackerId: string,
): Promise<ProfileLink> {
  const school = await findOwnTrackedSchool(deps.db, playerId, trackerId);
  if (!school) throw new AppError('not_found', msg.linkSchoolNotInTracker);
  const live = await findLiveProfileLink(deps.db, playerId, school.schoolId);
  if (live) return presentProfileLink(live, live.handle, deps.publicUrl);
  await ensureProfileRow(deps, playerId);
  await insertLiveLink(deps.db, { userId: playerId, schoolId: school.schoolId, token: newProfileLinkToken() });
  const made = await findLiveProfileLink(deps.db, playerId, school.schoolId);
  // Revoked between the insert and the read (a parallel DELETE): the player asked for both; say it is gone.
  if (!made) throw new AppError('not_found', msg.linkNotFound);
  return presentProfileLink(made, made.handle, deps.publicUrl);
}

/** Revokes the live link of the school of the player's tracker row: it stops counting at once (404 when none). */
export async function revokeProfileLink(deps: Pick<AppDeps, 'db'>, playerId: string, trackerId: string) {
  const school = await findOwnTrackedSchool(deps.db, playerId, trackerId);
  if (!school) throw new AppError('not_found', msg.linkSchoolNotInTracker);
  if ((await revokeLiveLink(deps.db, playerId, school.schoolId)) === 0)
    throw new AppError('not_found', msg.linkNotFound);
}

/**
 * Counts one open of the page for the tracked link `via` of the profile owned by `ownerId` (a link-preview bot apart,
 * by its User-Agent); an unknown, revoked or another player's token counts nothing. No IP address or User-Agent is
 * stored. A person's open notifies the player (in-app and by e-mail, guardians copied) when the rule allows — the
 * first open, then at most once a day per link — claimed by a conditional UPDATE in the notification's transaction,
 * so parallel opens send it once. Never throws: a failure to count must not fail the page.
 */
export async function recordProfileOpen(
  deps: AppDeps,
  ownerId: string,
  via: string | undefined,
  userAgent: string | undefined,
): Promise<void> {
  if (!isProfileLinkToken(via)) return;
  try {
    const bot = isLinkPreviewBot(userAgent);
    const link = await countOpen(deps.db, ownerId, via, bot);
    if (!link || bot) return;
    const school = (await collegeName(deps.db, link.schoolId)) ?? 'A college';
    const deliver = await deps.db.transaction(async (tx) => {
      if (!(await claimOpenNotification(tx, link.id))) return null;
      return notify(deps, { userId: ownerId, ...profileOpenNotice(school) }, tx);
    });
    await deliver?.();
  } catch (err) {
    deps.logger.error({ err }, 'could not count a profile link open');
  }
}
