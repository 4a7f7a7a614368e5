import type { Hono } from 'hono';
import { z } from 'zod';
import { profileLinkSchema, publicProfileMessages as msg } from '@dugout/domain/public-profile';
import { okResponseSchema } from '@dugout/domain/shared';
import type { AppBindings } from '../../http/context.ts';
import { defineRoute, uuidPathParam } from '../../http/route.ts';
import { ensureProfileLink, revokeProfileLink } from './links.service.ts';

const trackerParams = z.object({ trackerId: uuidPathParam(msg.linkSchoolNotInTracker) });

/**
 * Tracked links per school (docs/decisions/0067-tracked-profile-links.md): the player (or a guardian the player lets
 * edit, acting for them) makes and revokes the link of one of their own tracked schools; another player's tracker
 * row is 404, like a row that does not exist. The tracker's GET carries each row's live link.
 */
export function profileLinkRoutes(app: Hono<AppBindings>) {
  defineRoute(
    app,
    {
      method: 'post',
      path: '/api/tracker/:trackerId/profile-link',
      params: trackerParams,
      summary: 'Make (or return the live) tracked profile link for a tracked school: /p/:handle?via=<token>',
      tag: 'public-profile',
      authorize: 'player',
      response: profileLinkSchema,
    },
    async ({ deps, params, subject }) => ensureProfileLink(deps, subject.playerId, params.trackerId),
  );

  defineRoute(
    app,
    {
      method: 'delete',
      path: '/api/tracker/:trackerId/profile-link',
      params: trackerParams,
      summary: "Revoke a tracked school's profile link (it stops counting opens at once)",
      tag: 'public-profile',
      authorize: 'player',
      response: okResponseSchema,
    },
    async ({ deps, params, subject }) => {
      await revokeProfileLink(deps, subject.playerId, params.trackerId);
      return { ok: true as const };
    },
  );
}
