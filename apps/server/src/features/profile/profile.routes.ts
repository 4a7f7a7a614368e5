import { z } from 'zod';
import type { Hono } from 'hono';
import {
  AppError,
  HIGH_SCHOOL_LIMIT,
  highSchoolSearchSchema,
  passwordChangeSchema,
  PHOTO_MAX_BYTES,
  profileMessages,
  profileResponseSchema,
  profileSchema,
  zipLookupResultSchema,
  zipLookupSchema,
  okResponseSchema,
  profilePhotoResultSchema,
  profileTeamsSchema,
  highSchoolListSchema,
} from '@dugout/domain';
import type { AppBindings } from '../../http/context.ts';
import { defineRoute, textPathParam } from '../../http/route.ts';
import { rateLimit } from '../../http/rate-limit.ts';
import { uploadLimit } from '../../http/guard.ts';
import { searchHighSchools, teamsPlayedOn } from './profile.repo.ts';
import { changePassword, loadProfile, lookupZip, savePhoto, saveProfile } from './profile.service.ts';
import { teamsCoachedBy } from '../organizations/index.ts';

/** Profile Settings (docs/spec/part-1-accounts-teams-organizations.md sections 2 and 5): personal info, password, photo, teams, high schools, ZIP lookup. */
export function profileRoutes(app: Hono<AppBindings>) {
  defineRoute(
    app,
    {
      method: 'get',
      path: '/api/profile',
      summary: 'My profile',
      tag: 'profile',
      authorize: 'self',
      response: profileResponseSchema,
    },
    async ({ deps, actor }) => loadProfile(deps, actor.userId),
  );

  defineRoute(
    app,
    {
      method: 'put',
      path: '/api/profile',
      summary: 'Save Personal Info',
      tag: 'profile',
      authorize: 'self',
      body: profileSchema,
      response: profileResponseSchema,
    },
    async ({ deps, actor, body }) => saveProfile(deps, actor.userId, body),
  );

  // Guessing the current password from a stolen session is limited per account and per address.
  app.use('/api/profile/password', rateLimit({ name: 'password-change', windowMs: 60_000, max: 5 }));
  defineRoute(
    app,
    {
      method: 'post',
      path: '/api/profile/password',
      summary: 'Change the password (the current password is verified first)',
      tag: 'profile',
      authorize: 'self',
      body: passwordChangeSchema,
      response: okResponseSchema,
    },
    async ({ c, deps, actor, body }) => {
      await changePassword(deps, actor, c.req.raw.headers, body.currentPassword, body.newPassword);
      return { ok: true as const };
    },
  );

  app.use('/api/profile/photo', uploadLimit(PHOTO_MAX_BYTES, profileMessages.photoSize));
  defineRoute(
    app,
    {
      method: 'post',
      path: '/api/profile/photo',
      summary: 'Upload a profile photo (multipart field "photo": JPG, PNG or GIF under 2MB)',
      tag: 'profile',
      authorize: 'self',
      response: profilePhotoResultSchema,
    },
    async ({ c, deps, actor }) => {
      const form = await c.req.formData().catch(() => null);
      const file = form?.get('photo');
      if (!(file instanceof File))
        throw new AppError('invalid_input', profileMessages.photoType, { photo: profileMessages.photoType });
      return { profileImageUrl: await savePhoto(deps, actor.userId, file) };
    },
  );

  defineRoute(
    app,
    {
      method: 'get',
      path: '/api/profile/teams',
      summary: 'Teams I coach and teams I play on',
      tag: 'profile',
      authorize: 'self',
      response: profileTeamsSchema,
    },
    async ({ deps, actor }) => {
      const [coached, playing] = await Promise.all([
        teamsCoachedBy(deps.db, actor.userId),
        teamsPlayedOn(deps.db, actor.userId),
      ]);
      return {
        coached: coached.map((t) => ({
          teamCode: t.teamCode,
          teamName: t.teamName,
          city: t.city,
          state: t.state,
          isOwner: t.ownerId === actor.userId,
        })),
        playing: playing.map((t) => ({ ...t, joinedAt: t.joinedAt.toISOString() })),
      };
    },
  );

  defineRoute(
    app,
    {
      method: 'get',
      path: '/api/high-schools',
      summary: 'Search high schools by state and name (at least 2 characters, at most 100 results)',
      tag: 'profile',
      authorize: 'public',
      query: highSchoolSearchSchema,
      response: highSchoolListSchema,
    },
    async ({ c, deps, query }) => {
      c.header('Cache-Control', 'public, max-age=300');
      return { highSchools: await searchHighSchools(deps.db, query.state, query.q, HIGH_SCHOOL_LIMIT) };
    },
  );

  defineRoute(
    app,
    {
      method: 'get',
      path: '/api/zip-codes/:zip',
      params: z.object({ zip: textPathParam() }),
      summary: 'City and state of a US ZIP or Canadian postal code (cached 24 h)',
      tag: 'profile',
      authorize: 'public',
      response: zipLookupResultSchema,
    },
    async ({ c, deps, params }) => {
      const { zip } = zipLookupSchema.safeParse({ zip: params.zip }).data ?? {};
      if (!zip)
        throw new AppError('invalid_input', profileMessages.zipInvalid, { zipCode: profileMessages.zipInvalid });
      const result = await lookupZip(deps, zip);
      c.header('Cache-Control', 'public, max-age=86400');
      return result;
    },
  );
}
