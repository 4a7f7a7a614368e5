import { APIError } from 'better-auth/api';
import { zipcodes } from '../../services/zipcodes.ts';
import { AppError, profileMessages, PHOTO_MAX_BYTES, type Profile, type ZipLookupResult } from '@dugout/domain';
import type { AppDeps } from '../../deps.ts';
import { detectImage } from '../../services/storage/storage.ts';
import { cacheNamespaces } from '../../services/cache/cache.ts';
import { endOtherSessionsAndResetLinks, findUserWithProfile } from '../accounts/index.ts';
import {
  findProfilePhotoUrl,
  findZipRow,
  isEmailTakenByOther,
  setProfilePhotoUrl,
  updatePersonalInfo,
} from './profile.repo.ts';

export async function loadProfile(deps: AppDeps, userId: string) {
  const row = await findUserWithProfile(deps.db, userId);
  if (!row) throw new AppError('not_found', 'User not found.');
  const p = row.profile;
  return {
    userId,
    firstName: p?.firstName ?? null,
    lastName: p?.lastName ?? null,
    email: row.user.email,
    phone: p?.phone ?? null,
    zipCode: p?.zipCode ?? null,
    city: p?.city ?? null,
    state: p?.state ?? null,
    highSchool: p?.highSchool ?? null,
    highSchoolState: p?.highSchoolState ?? null,
    profileImageUrl: p?.profileImageUrl ?? null,
    isCoach: p?.isCoach ?? false,
    role: row.user.role,
    organizationId: p?.organizationId ?? null,
    organizationRole: p?.organizationRole ?? null,
  };
}

/** Saves Personal Info; a new e-mail must be free. users and user_profiles change together. */
export async function saveProfile(deps: AppDeps, userId: string, input: Profile) {
  if (await isEmailTakenByOther(deps.db, input.email, userId))
    throw new AppError('conflict', profileMessages.emailTaken, { email: profileMessages.emailTaken });
  const now = new Date();
  await deps.db.transaction((tx) => updatePersonalInfo(tx, userId, input, now));
  return loadProfile(deps, userId);
}

/** Verifies the current password first ('The current password you entered is incorrect.'), then sets the new one. */
export async function changePassword(
  deps: AppDeps,
  actor: { userId: string; sessionId: string },
  headers: Headers,
  currentPassword: string,
  newPassword: string,
) {
  try {
    await deps.auth.api.changePassword({ body: { currentPassword, newPassword, revokeOtherSessions: false }, headers });
  } catch (err) {
    if (err instanceof APIError && /password/i.test(`${err.message} ${err.body?.code ?? ''}`)) {
      throw new AppError('invalid_input', profileMessages.incorrectPassword, {
        currentPassword: profileMessages.incorrectPassword,
      });
    }
    throw err;
  }
  // This browser stays signed in; every other session ends and every reset link e-mailed before stops working.
  await endOtherSessionsAndResetLinks(deps.db, actor.userId, actor.sessionId);
}

/** Profile photo: JPG, PNG or GIF (type from the bytes) under 2MB; the previous photo is removed. */
export async function savePhoto(deps: AppDeps, userId: string, file: File) {
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
export async function lookupZip(deps: AppDeps, raw: string): Promise<ZipLookupResult> {
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
  if (!value) throw new AppError('not_found', profileMessages.zipUnknown);
  return { ...value, zipCode: zip };
}
