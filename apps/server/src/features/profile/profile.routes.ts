import { z } from 'zod';
import type { Context, Hono } from 'hono';
import {
  HIGH_SCHOOL_LIMIT,
  highSchoolSearchSchema,
  passwordChangeSchema,
  PHOTO_MAX_BYTES,
  profileMessages,
  profileResponseSchema,
  profileUpdateSchema,
  emailChangeResultSchema,
  emailChangeTokenSchema,
  zipLookupResultSchema,
  zipLookupSchema,
  profilePhotoResultSchema,
  profileTeamsSchema,
  highSchoolListSchema,
} from '@dugout/domain/profile';
import { AppError, okResponseSchema } from '@dugout/domain/shared';
import type { AppBindings } from '../../http/context.ts';
import { defineRoute, textPathParam } from '../../http/route.ts';
import { rateLimit } from '../../http/rate-limit.ts';
import { uploadLimit } from '../../http/guard.ts';
import { searchHighSchools, teamsPlayedOn } from './profile.repo.ts';
import {
  cancelEmailChange,
  changePassword,
  loadProfile,
  lookupZip,
  savePhoto,
  saveProfile,
} from './profile.service.ts';
import { confirmEmailChange, undoEmailChange } from './email-change.service.ts';
import { teamsCoachedBy } from '../organizations/index.ts';

/** Whether a JSON body carries a current password (Hono keeps the parsed body, so the route reads it again for free). */
const carriesCurrentPassword = async (c: Context<AppBindings>) => {
  const body: unknown = await c.req.json().catch(() => null);
  return Boolean(body && typeof body === 'object' && (body as { currentPassword?: unknown }).currentPassword);
};

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

  // Guessing the current password from a stolen session is limited per account and per address, on a password
  // change and on a save that changes the e-mail address (the only save that carries the current password).
  app.use('/api/profile/password', rateLimit({ name: 'password-change', windowMs: 60_000, max: 5 }));
  const emailChangeLimit = rateLimit({ name: 'email-change', windowMs: 60_000, max: 5 });
  app.use('/api/profile', async (c, next) =>
    c.req.method === 'PUT' && (await carriesCurrentPassword(c)) ? emailChangeLimit(c, next) : next(),
  );
  defineRoute(
    app,
    {
      method: 'put',
      path: '/api/profile',
      summary:
        'Save Personal Info; a new e-mail address needs currentPassword and applies only once the link e-mailed to it is opened',
      tag: 'profile',
      authorize: 'self',
      body: profileUpdateSchema,
      response: profileResponseSchema,
    },
    async ({ c, deps, actor, body }) => saveProfile(deps, actor.userId, c.req.raw.headers, body),
  );

  defineRoute(
    app,
    {
      method: 'delete',
      path: '/api/profile/email-change',
      summary: 'Cancel the pending e-mail change (its link stops working)',
      tag: 'profile',
      authorize: 'self',
      response: profileResponseSchema,
    },
    async ({ deps, actor }) => cancelEmailChange(deps, actor.userId),
  );

  // The links' tokens carry 192 random bits; the limit keeps a flood of guesses from reaching the database.
  const linkLimit = rateLimit({ name: 'email-change-link', windowMs: 60_000, max: 10 });
  app.use('/api/profile/email-change/confirm', linkLimit);
  app.use('/api/profile/email-change/undo', linkLimit);
  defineRoute(
    app,
    {
      method: 'post',
      path: '/api/profile/email-change/confirm',
      summary: 'Open the link sent to the new address: the account signs in with it from now on (once, 24 hours)',
      tag: 'profile',
      authorize: 'public',
      body: emailChangeTokenSchema,
      response: emailChangeResultSchema,
    },
    async ({ deps, body }) => confirmEmailChange(deps, body.token),
  );
  defineRoute(
    app,
    {
      method: 'post',
      path: '/api/profile/email-change/undo',
      summary:
        'Open the undo link sent to the old address (7 days): restores it and signs out every session of the account',
      tag: 'profile',
      authorize: 'public',
      body: emailChangeTokenSchema,
      response: emailChangeResultSchema,
    },
    async ({ deps, body }) => undoEmailChange(deps, body.token),
  );

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
