import type { Hono } from 'hono';
import { and, desc, eq, inArray } from 'drizzle-orm';
import {
  AppError,
  futureDateMessage,
  isFutureDate,
  latestPerUser,
  winterTrainingEntrySchema,
  winterTrainingRowSchema,
  okResponseSchema,
  winterTrainingListSchema,
  teamWinterTrainingSchema,
} from '@dugout/domain';
import { teamMembers, userWinterTraining } from '../../db/schema/index.ts';
import type { AppBindings } from '../../http/context.ts';
import { defineRoute } from '../../http/route.ts';
import { requireTeamAccess } from '../../access/team-access.repo.ts';
import { uuidParam } from '../../http/route.ts';

const present = (r: typeof userWinterTraining.$inferSelect) => ({
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
      auth: true,
      response: winterTrainingListSchema,
    },
    async ({ deps, actor }) => {
      const rows = await deps.db
        .select()
        .from(userWinterTraining)
        .where(eq(userWinterTraining.userId, actor.userId))
        .orderBy(desc(userWinterTraining.collectionDate), desc(userWinterTraining.createdAt));
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
      auth: true,
      body: winterTrainingEntrySchema,
      response: winterTrainingRowSchema,
      status: 201,
    },
    async ({ deps, actor, body }) => {
      if (isFutureDate(body.collectionDate, new Date()))
        throw new AppError('invalid_input', futureDateMessage, { collectionDate: futureDateMessage });
      const [row] = await deps.db
        .insert(userWinterTraining)
        .values({ ...body, userId: actor.userId })
        .returning();
      return present(row!);
    },
  );

  defineRoute(
    app,
    {
      method: 'delete',
      path: '/api/winter-training/:id',
      summary: 'Delete one of my entries',
      tag: 'winter-training',
      auth: true,
      response: okResponseSchema,
    },
    async ({ deps, actor, params }) => {
      const id = uuidParam(params.id, 'Entry not found.');
      const gone = await deps.db
        .delete(userWinterTraining)
        .where(and(eq(userWinterTraining.id, id), eq(userWinterTraining.userId, actor.userId)))
        .returning({ id: userWinterTraining.id });
      if (gone.length === 0) throw new AppError('not_found', 'Entry not found.');
      return { ok: true as const };
    },
  );

  defineRoute(
    app,
    {
      method: 'get',
      path: '/api/teams/:teamCode/winter-training',
      summary:
        "Each active member's latest winter training entry (team coaches, administrators, approved program admins)",
      tag: 'winter-training',
      auth: true,
      response: teamWinterTrainingSchema,
    },
    async ({ deps, actor, params }) => {
      const team = await requireTeamAccess(deps.db, actor, params.teamCode ?? '');
      const members = await deps.db
        .select({ userId: teamMembers.userId, playerName: teamMembers.playerName })
        .from(teamMembers)
        .where(and(eq(teamMembers.teamCode, team.teamCode), eq(teamMembers.status, 'active')));
      const ids = members.map((m) => m.userId).filter((x): x is string => !!x);
      const rows = ids.length
        ? await deps.db.select().from(userWinterTraining).where(inArray(userWinterTraining.userId, ids))
        : [];
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
