import { z } from 'zod';
import type { Hono } from 'hono';
import { teamMessageResultSchema, teamMessageSchema } from '@dugout/domain/teams';
import type { AppBindings } from '../../http/context.ts';
import { defineRoute, textPathParam } from '../../http/route.ts';
import { rateLimit } from '../../http/rate-limit.ts';
import { teamRule } from '../../access/rules.ts';
import { messagePlayers } from './team-messages.service.ts';

/** 'E-mail players & guardians' on Team Management (docs/decisions/0064-coaches-and-families.md). */
export function teamMessagesRoutes(app: Hono<AppBindings>) {
  // Each message may e-mail up to 100 players and their guardians: a few a minute per coach and per address.
  app.post('/api/teams/:code/messages', rateLimit({ name: 'team-message', windowMs: 60_000, max: 10 }));
  defineRoute(
    app,
    {
      method: 'post',
      path: '/api/teams/:code/messages',
      params: z.object({ code: textPathParam() }),
      summary: 'E-mail chosen players and their guardians who share with coaches (Reply-To the coach)',
      tag: 'players',
      authorize: teamRule('team.messagePlayers'),
      body: teamMessageSchema,
      response: teamMessageResultSchema,
    },
    async ({ deps, actor, body, loaded: team }) => messagePlayers(deps, actor, team.teamCode, body),
  );
}
