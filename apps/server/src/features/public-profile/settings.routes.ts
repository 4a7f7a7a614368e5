import type { Hono } from 'hono';
import {
  handleUpdateSchema,
  publicProfileMessages as msg,
  publicProfileSettingsSchema,
  publicProfileUpdateSchema,
} from '@dugout/domain/public-profile';
import { AppError } from '@dugout/domain/shared';
import type { AppBindings, SessionActor } from '../../http/context.ts';
import { defineRoute, type PlayerSubject } from '../../http/route.ts';
import { changeHandle, readSettings, updateSettings } from './settings.service.ts';

/** Only a player account has a public profile: a guardian reaches it acting for their player (the header). */
function playerOnly(actor: SessionActor, subject: PlayerSubject) {
  if (!subject.actorIsGuardian && actor.role !== 'player') throw new AppError('forbidden', msg.playersOnly);
}

/** The player's settings of the public profile (docs/decisions/0065-public-profile.md). */
export function profileSettingsRoutes(app: Hono<AppBindings>) {
  defineRoute(
    app,
    {
      method: 'get',
      path: '/api/public-profile',
      summary: "The player's public profile settings (a suggested handle and the defaults until the first save)",
      tag: 'public-profile',
      authorize: 'player',
      response: publicProfileSettingsSchema,
    },
    async ({ deps, actor, subject }) => {
      playerOnly(actor, subject);
      return readSettings(deps, subject);
    },
  );

  defineRoute(
    app,
    {
      method: 'put',
      path: '/api/public-profile',
      summary: 'Change the public profile: on/off, sections, videos, events, indexing (any guardian may turn it off)',
      tag: 'public-profile',
      authorize: 'player',
      guardianRule: 'playerData.hideProfile',
      body: publicProfileUpdateSchema,
      response: publicProfileSettingsSchema,
    },
    async ({ deps, actor, subject, body }) => {
      playerOnly(actor, subject);
      return updateSettings(deps, subject, body);
    },
  );

  defineRoute(
    app,
    {
      method: 'put',
      path: '/api/public-profile/handle',
      summary: 'Pick a new handle: the old address stops working at once and is never given out again',
      tag: 'public-profile',
      authorize: 'player',
      body: handleUpdateSchema,
      response: publicProfileSettingsSchema,
    },
    async ({ deps, actor, subject, body }) => {
      playerOnly(actor, subject);
      return changeHandle(deps, subject, body.handle);
    },
  );
}
