import { z } from 'zod';
import type { Hono } from 'hono';
import { AppError, okResponseSchema } from '@dugout/domain/shared';
import {
  futureDateMessage,
  isFutureDate,
  latestPerUser,
  winterTrainingEntrySchema,
  winterTrainingRowSchema,
  winterTrainingListSchema,
  teamWinterTrainingSchema,
} from '@dugout/domain/winter-training';
import { deleteEntry, insertEntry, listEntries, teamEntries, type WinterTrainingRow } from './winter-training.repo.ts';
import type { AppBindings } from '../../http/context.ts';
import { defineRoute, textPathParam, uuidPathParam } from '../../http/route.ts';
import { teamRule } from '../../access/rules.ts';

const present = (r: WinterTrainingRow) => ({
  id: r.id,
  collectionDate: r.collectionDate,
  weight: r.weight,
  exitVelocity: r.exitVelocity,
  throwVelocity: r.throwVelocity,
  fastballVelocity: r.fastballVelocity,
  sixty: r.sixty,
});

/** Winter training (docs/decisions/0013-winter-training.md): a player's dated off-season entries; a team view of each member's latest. */
export function winterTrainingRoutes(app: Hono<AppBindings>) {
  defineRoute(
    app,
    {
      method: 'get',
      path: '/api/winter-training',
      summary: 'My winter training entries, newest first',
      tag: 'winter-training',
      authorize: 'self',
      response: winterTrainingListSchema,
    },
    async ({ deps, actor }) => {
      const rows = await listEntries(deps.db, actor.userId);
      return { entries: rows.map(present) };
    },
  );

  defineRoute(
    app,
    {
      method: 'post',
      path: '/api/winter-training',
      summary: 'Log a winter training entry',
      tag: 'winter-training',
      authorize: 'self',
      body: winterTrainingEntrySchema,
      response: winterTrainingRowSchema,
      status: 201,
    },
    async ({ deps, actor, body }) => {
      if (isFutureDate(body.collectionDate, new Date()))
        throw new AppError('invalid_input', futureDateMessage, { collectionDate: futureDateMessage });
      return present(await insertEntry(deps.db, { ...body, userId: actor.userId }));
    },
  );

  defineRoute(
    app,
    {
      method: 'delete',
      path: '/api/winter-training/:id',
      params: z.object({ id: uuidPathParam('Entry not found.') }),
      summary: 'Delete one of my entries',
      tag: 'winter-training',
      authorize: 'self',
      response: okResponseSchema,
    },
    async ({ deps, actor, params }) => {
      const { id } = params;
      if (!(await deleteEntry(deps.db, actor.userId, id))) throw new AppError('not_found', 'Entry not found.');
      return { ok: true as const };
    },
  );

  defineRoute(
    app,
    {
      method: 'get',
      path: '/api/teams/:teamCode/winter-training',
      params: z.object({ teamCode: textPathParam() }),
      summary:
        "Each active member's latest winter training entry (team coaches, administrators, approved program admins)",
      tag: 'winter-training',
      authorize: teamRule('team.view', 'teamCode'),
      response: teamWinterTrainingSchema,
    },
    async ({ deps, loaded: team }) => {
      const { members, rows } = await teamEntries(deps.db, team.teamCode);
      const latest = latestPerUser(rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })));
      return {
        members: members.map((m) => {
          const l = m.userId ? latest.get(m.userId) : undefined;
          return {
            userId: m.userId,
            playerName: m.playerName,
            latest: l ? present({ ...l, createdAt: new Date(l.createdAt) }) : null,
          };
        }),
      };
    },
  );
}
