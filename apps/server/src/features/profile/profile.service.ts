import { APIError } from 'better-auth/api';
import { zipcodes } from '../../services/zipcodes.ts';
import { familyMessages, isUnderAccountAge } from '@dugout/domain/families';
import {
  changesEmail,
  emailChangeMessages,
  profileMessages,
  PHOTO_MAX_BYTES,
  type ProfileUpdate,
  type ZipLookupResult,
} from '@dugout/domain/profile';
import { AppError } from '@dugout/domain/shared';
import type { AppDeps } from '../../deps-types.ts';
import { detectImage } from '../../services/storage/storage.ts';
import { cacheNamespaces } from '../../services/cache/cache.ts';
import { endOtherSessionsAndResetLinks, findUserWithProfile } from '../accounts/index.ts';
import { cancelPendingChange, findPendingEmailChange } from './email-change.repo.ts';
import { requestEmailChange } from './email-change.service.ts';
import { recordDateOfBirth, sharingOf } from '../families/index.ts';
import {
  findProfilePhotoUrl,
  findZipRow,
  isEmailTakenByOther,
  setProfilePhotoUrl,
  updatePersonalInfo,
} from './profile.repo.ts';

export async function loadProfile(deps: Pick<AppDeps, 'cache' | 'db'>, userId: string) {
  const [row, pending, sharing] = await Promise.all([
    findUserWithProfile(deps.db, userId),
    findPendingEmailChange(deps.db, userId, new Date()),
    sharingOf(deps.db, userId),
  ]);
  if (!row) throw new AppError('not_found', 'User not found.');
  const p = row.profile;
  // City and state follow the ZIP: a profile saved without them (an older save, seeded or imported data) shows the
  // ZIP's place rather than blanks.
  const place = p?.zipCode && (!p.city || !p.state) ? await placeOfZip(deps, p.zipCode) : null;
  return {
    userId,
    firstName: p?.firstName ?? null,
    lastName: p?.lastName ?? null,
    email: row.user.email,
    phone: p?.phone ?? null,
    zipCode: p?.zipCode ?? null,
    city: (place ? place.city : p?.city) ?? null,
    state: (place ? place.state : p?.state) ?? null,
    highSchool: p?.highSchool ?? null,
    highSchoolState: p?.highSchoolState ?? null,
    profileImageUrl: p?.profileImageUrl ?? null,
    isCoach: p?.isCoach ?? false,
    role: row.user.role,
    organizationId: p?.organizationId ?? null,
    organizationRole: p?.organizationRole ?? null,
    pendingEmail: pending ? { email: pending.email, expiresAt: pending.expiresAt.toISOString() } : null,
    dateOfBirth: sharing.dateOfBirth,
    isMinor: row.user.role === 'player' && sharing.isMinor,
    sharing: {
      shareWithCollegeCoaches: sharing.shareWithCollegeCoaches,
      effective: sharing.effective,
      blockedReason: sharing.blockedReason,
    },
  };
}

/**
 * Saves Personal Info; users and user_profiles change together. A new e-mail address must be free and needs the
 * current password (a stolen session alone cannot take the account over); it applies only once the link sent to it
 * is opened (docs/decisions/0039-email-change-confirmation.md), so the answer still carries the old one.
 */
export async function saveProfile(
  deps: Pick<AppDeps, 'auth' | 'cache' | 'db' | 'mailer' | 'publicUrl'>,
  userId: string,
  headers: Headers,
  input: ProfileUpdate,
) {
  const row = await findUserWithProfile(deps.db, userId);
  if (!row) throw new AppError('not_found', 'User not found.');
  const { email, currentPassword, dateOfBirth, ...info } = input;
  if (dateOfBirth && row.user.role === 'player' && isUnderAccountAge(dateOfBirth, new Date()))
    throw new AppError('invalid_input', familyMessages.under13, { dateOfBirth: familyMessages.under13 });
  const newEmail = changesEmail(row.user.email, email) ? email : null;
  if (newEmail) {
    if (!currentPassword)
      throw new AppError('invalid_input', emailChangeMessages.passwordRequired, {
        currentPassword: emailChangeMessages.passwordRequired,
      });
    await verifyCurrentPassword(deps, headers, currentPassword);
    if (await isEmailTakenByOther(deps.db, newEmail, userId))
      throw new AppError('conflict', profileMessages.emailTaken, { email: profileMessages.emailTaken });
  }
  // The ZIP decides city and state: a new ZIP never keeps the old one's city, an unknown ZIP stores none.
  const place = await placeOfZip(deps, info.zipCode);
  const now = new Date();
  await deps.db.transaction(async (tx) => {
    await updatePersonalInfo(tx, userId, { ...info, city: place?.city ?? null, state: place?.state ?? null }, now);
    if (newEmail) await requestEmailChange(deps, tx, userId, newEmail, now);
    if (dateOfBirth) await recordDateOfBirth(tx, userId, dateOfBirth);
  });
  if (newEmail) deps.mailer.kick();
  return loadProfile(deps, userId);
}

/** DELETE /api/profile/email-change: the pending change is dropped (its link stops working). */
export async function cancelEmailChange(deps: Pick<AppDeps, 'cache' | 'db'>, userId: string) {
  await cancelPendingChange(deps.db, userId);
  return loadProfile(deps, userId);
}

const incorrectPassword = () =>
  new AppError('invalid_input', profileMessages.incorrectPassword, {
    currentPassword: profileMessages.incorrectPassword,
  });

/** The signed-in user's current password, checked by better-auth against the stored hash. */
async function verifyCurrentPassword(deps: Pick<AppDeps, 'auth'>, headers: Headers, password: string) {
  try {
    await deps.auth.api.verifyPassword({ body: { password }, headers });
  } catch (err) {
    if (err instanceof APIError) throw incorrectPassword();
    throw err;
  }
}

/** Verifies the current password first ('The current password you entered is incorrect.'), then sets the new one. */
export async function changePassword(
  deps: Pick<AppDeps, 'auth' | 'db'>,
  actor: { userId: string; sessionId: string },
  headers: Headers,
  currentPassword: string,
  newPassword: string,
) {
  try {
    await deps.auth.api.changePassword({ body: { currentPassword, newPassword, revokeOtherSessions: false }, headers });
  } catch (err) {
    if (err instanceof APIError && /password/i.test(`${err.message} ${err.body?.code ?? ''}`))
      throw incorrectPassword();
    throw err;
  }
  // This browser stays signed in; every other session ends and every reset link e-mailed before stops working.
  await endOtherSessionsAndResetLinks(deps.db, actor.userId, actor.sessionId);
}

/** Profile photo: JPG, PNG or GIF (type from the bytes) under 2MB; the previous photo is removed. */
export async function savePhoto(deps: Pick<AppDeps, 'db' | 'logger' | 'storage'>, userId: string, file: File) {
  if (file.size >= PHOTO_MAX_BYTES) throw new AppError('payload_too_large', profileMessages.photoSize);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = await detectImage(bytes, ['image/jpeg', 'image/png', 'image/gif'], profileMessages.photoType);
  const stored = await deps.storage.put(`profile-photos/${userId}-${Date.now()}`, bytes, type.mime, type.ext);
  const before = await findProfilePhotoUrl(deps.db, userId);
  await setProfilePhotoUrl(deps.db, userId, stored.url);
  if (before?.startsWith('/uploads/'))
    await deps.storage
      .remove(before.slice('/uploads/'.length))
      .catch((err) => deps.logger.warn({ err }, 'old photo not removed'));
  return stored.url;
}

const ZIP_FRESH_MS = 24 * 60 * 60_000;
/** ZIP look-ups are cached under this namespace; an import of zip codes invalidates it. */
const ZIP_CACHE = cacheNamespaces.zip;

/** ZIP lookup (US ZIP or Canadian postal code): the zip_codes table first, then the zipcodes package; cached 24 h. */
export async function lookupZip(deps: Pick<AppDeps, 'cache' | 'db'>, raw: string): Promise<ZipLookupResult> {
  const place = await placeOfZip(deps, raw);
  if (!place) throw new AppError('not_found', profileMessages.zipUnknown);
  return place;
}

/** The ZIP's city and state (as `lookupZip` finds them), or null when the ZIP is not known. */
async function placeOfZip(deps: Pick<AppDeps, 'cache' | 'db'>, raw: string): Promise<ZipLookupResult | null> {
  const zip = raw.trim().toUpperCase();
  const key = /^\d/.test(zip) ? zip.slice(0, 5) : zip.replace(/\s+/g, '').slice(0, 3);
  // Cached in the app's cache (services/cache: in process, or shared through Redis).
  const value = await deps.cache.get(ZIP_CACHE, key, ZIP_FRESH_MS, async (): Promise<ZipLookupResult | null> => {
    const row = /^\d/.test(key) ? await findZipRow(deps.db, key) : null;
    const info = row ? null : zipcodes.lookup(key);
    return row
      ? { zipCode: row.zipCode, city: row.city, state: row.stateAb }
      : info
        ? { zipCode: zip, city: info.city, state: info.country === 'US' ? info.state : 'INT' }
        : null;
  });
  return value ? { ...value, zipCode: zip } : null;
}
