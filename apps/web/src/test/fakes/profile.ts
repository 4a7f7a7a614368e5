import {
  profileMessages,
  profileResponseSchema,
  profileUpdateSchema,
  zipLookupResultSchema,
  type ProfileResponse,
} from '@dugout/domain/profile';
import { apiError, route } from '../msw';

/**
 * A fake of the signed-in user's profile and the ZIP look-up (docs/decisions/0047-dom-tests.md), answering as
 * profile.service.ts does (docs/decisions/0049-one-invite-per-address.md, the ZIP): a profile read with a ZIP and no city or state shows
 * the ZIP's place (`loadProfile`), a save stores the ZIP's place, none for a ZIP it does not know (`saveProfile`), and
 * `GET /api/zip-codes/:zip` answers the place or 404 'ZIP code not found' (`lookupZip`, its 5-digit key).
 */

/** The ZIPs the fake's look-up knows (a real ZIP and its city are public reference data, no invented figure). */
export const fakeZips: Record<string, { city: string; state: string }> = {
  '75201': { city: 'Dallas', state: 'TX' },
  '60601': { city: 'Chicago', state: 'IL' },
};

export function fakeProfile(over: Partial<ProfileResponse> & { userId: string; email: string }): ProfileResponse {
  return profileResponseSchema.parse({
    firstName: 'Pat',
    lastName: 'Player',
    phone: '555-0100',
    zipCode: null,
    city: null,
    state: null,
    highSchool: null,
    highSchoolState: null,
    profileImageUrl: null,
    isCoach: false,
    role: 'player',
    organizationId: null,
    organizationRole: null,
    pendingEmail: null,
    ...over,
  });
}

export function createProfileFake(init: { profile: ProfileResponse; zips?: typeof fakeZips }) {
  const zips = init.zips ?? fakeZips;
  /** "The database": the stored profile row (city and state as stored, possibly blank). */
  const state = { profile: { ...init.profile }, saves: 0 };
  const placeOf = (raw: string) => zips[raw.trim().toUpperCase().slice(0, 5)] ?? null;

  const read = (): ProfileResponse => {
    const p = state.profile;
    const place = p.zipCode && (!p.city || !p.state) ? placeOf(p.zipCode) : null;
    return { ...p, city: place ? place.city : p.city, state: place ? place.state : p.state };
  };

  const handlers = () => [
    route('GET', '/api/profile', { response: profileResponseSchema }, () => read()),
    route('PUT', '/api/profile', { response: profileResponseSchema, body: profileUpdateSchema }, ({ body }) => {
      const { currentPassword: _password, ...info } = body;
      const place = placeOf(info.zipCode);
      state.profile = { ...state.profile, ...info, city: place?.city ?? null, state: place?.state ?? null };
      state.saves += 1;
      return read();
    }),
    route('GET', '/api/zip-codes/:zip', { response: zipLookupResultSchema }, ({ params }) => {
      const zip = params.zip.trim().toUpperCase();
      const place = placeOf(zip);
      return place ? { zipCode: zip, ...place } : apiError('not_found', profileMessages.zipUnknown);
    }),
  ];
  return { state, handlers, read };
}
