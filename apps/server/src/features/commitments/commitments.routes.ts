import { z } from 'zod';
import type { Hono } from 'hono';
import { okResponseSchema } from '@dugout/domain/shared';
import { commitmentSchema, commitmentResultSchema } from '@dugout/domain/teams';
import type { AppBindings } from '../../http/context.ts';
import { defineRoute, textPathParam } from '../../http/route.ts';
import { loadMember } from '../teams/index.ts';
import { findTeam } from '../teams/index.ts';
import { recordCommitment, removeCommitment } from './commitments.service.ts';
import { teamRule } from '../../access/rules.ts';

/** Commitments recorded by a coach for a team member, or by a player for themself. */
export function commitmentsRoutes(app: Hono<AppBindings>) {
  defineRoute(
    app,
    {
      method: 'put',
      path: '/api/teams/:code/members/:memberId/commitment',
      params: z.object({ code: textPathParam(), memberId: textPathParam() }),
      summary: "Record a team member's commitment",
      tag: 'commitments',
      authorize: teamRule('team.recordCommitments'),
      body: commitmentSchema,
      response: commitmentResultSchema,
    },
    async ({ deps, actor, params, body, loaded: access }) => {
      const member = await loadMember(deps, access.teamCode, params.memberId);
      const team = (await findTeam(deps.db, access.teamCode))!;
      return recordCommitment(deps, {
        userId: member.userId,
        memberId: member.id,
        schoolId: body.schoolId,
        commitmentDate: body.commitmentDate,
        recordedBy: { userId: actor.userId, teamName: team.teamName },
      });
    },
  );
  defineRoute(
    app,
    {
      method: 'delete',
      path: '/api/teams/:code/members/:memberId/commitment',
      params: z.object({ code: textPathParam(), memberId: textPathParam() }),
      summary: "Remove a team member's commitment",
      tag: 'commitments',
      authorize: teamRule('team.recordCommitments'),
      response: okResponseSchema,
    },
    async ({ deps, params, loaded: access }) => {
      const member = await loadMember(deps, access.teamCode, params.memberId);
      return removeCommitment(deps, { userId: member.userId, memberId: member.id });
    },
  );
  defineRoute(
    app,
    {
      method: 'put',
      path: '/api/me/commitment',
      summary: 'Record my own commitment',
      tag: 'commitments',
      authorize: 'self',
      body: commitmentSchema,
      response: commitmentResultSchema,
    },
    async ({ deps, actor, body }) =>
      recordCommitment(deps, { userId: actor.userId, schoolId: body.schoolId, commitmentDate: body.commitmentDate }),
  );
  defineRoute(
    app,
    {
      method: 'delete',
      path: '/api/me/commitment',
      summary: 'Remove my own commitment',
      tag: 'commitments',
      authorize: 'self',
      response: okResponseSchema,
    },
    async ({ deps, actor }) => removeCommitment(deps, { userId: actor.userId }),
  );
}
