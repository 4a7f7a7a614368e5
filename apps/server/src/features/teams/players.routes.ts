import { z } from 'zod';
import type { Context, Hono } from 'hono';
import { allow } from '@dugout/domain/access';
import { acceptInviteResultSchema } from '@dugout/domain/accounts';
import { okResponseSchema } from '@dugout/domain/shared';
import {
  acceptInviteSchema,
  addPlayerSchema,
  editSubmissionSchema,
  submissionRowSchema,
  collegeInteractionSchema,
  importPlayersSchema,
  inviteViewSchema,
  rateMemberSchema,
  teamInviteSchema,
  teamPlayersSchema,
  importPlayersResultSchema,
} from '@dugout/domain/teams';
import type { AppBindings } from '../../http/context.ts';
import { defineRoute, textPathParam } from '../../http/route.ts';
import { rateLimit } from '../../http/rate-limit.ts';
import { loadCurrentUser, touchLastLogin } from '../accounts/index.ts';
import {
  acceptInvite,
  addPlayer,
  cancelInvite,
  importPlayers,
  rateMember,
  removeMember,
  sendInvite,
  teamPlayers,
  viewInvite,
} from './players.service.ts';
import { collegeInteraction } from './college-interaction.repo.ts';
import { editSubmission } from './submission-edit.service.ts';
import { teamRule } from '../../access/rules.ts';

const inviteTokenInBody = async (c: Context<AppBindings>) => {
  const body: unknown = await c.req.json().catch(() => null);
  const token = body && typeof body === 'object' ? (body as { token?: unknown }).token : null;
  return typeof token === 'string' && token.length <= 200 ? `invite:${token}` : null;
};

/** Player Management: players, invites (add, import, send, cancel, accept), removal and ratings. */
export function playersRoutes(app: Hono<AppBindings>) {
  // Invitations send e-mail and accepting one sets a password: limited per account and per address (http/rate-limit.ts).
  const inviteLimit = rateLimit({ name: 'invite-write', windowMs: 60_000, max: 30 });
  app.post('/api/teams/:code/invites', inviteLimit);
  app.post('/api/teams/:code/invites/import', inviteLimit);
  app.post('/api/teams/:code/invites/:inviteId/send', inviteLimit);
  app.post(
    '/api/invites/accept',
    rateLimit({ name: 'invite-accept', windowMs: 60_000, max: 10, account: inviteTokenInBody }),
  );

  defineRoute(
    app,
    {
      method: 'get',
      path: '/api/teams/:code/players',
      params: z.object({ code: textPathParam() }),
      summary: 'Members of a team, each with their latest visible submission, and its pending invites',
      tag: 'players',
      authorize: teamRule('team.view'),
      response: teamPlayersSchema,
    },
    async ({ deps, actor, loaded: team }) => {
      // Guardians are shown to the team's own staff only, those who may write to them (docs/decisions/0064-coaches-and-families.md).
      return teamPlayers(deps, team.teamCode, { guardians: allow(actor, 'messagePlayers', team) });
    },
  );

  defineRoute(
    app,
    {
      method: 'get',
      path: '/api/teams/:code/college-interaction',
      params: z.object({ code: textPathParam() }),
      summary: 'Per-player college interaction summary (tracker, offers, commitment)',
      tag: 'players',
      authorize: teamRule('team.view'),
      response: collegeInteractionSchema,
    },
    async ({ deps, actor, loaded: team }) => {
      return { players: await collegeInteraction(deps.db, team.teamCode, actor.userId) };
    },
  );

  defineRoute(
    app,
    {
      method: 'post',
      path: '/api/teams/:code/invites',
      params: z.object({ code: textPathParam() }),
      summary: 'Add Player (a pending invite)',
      tag: 'players',
      authorize: teamRule('team.managePlayers'),
      body: addPlayerSchema,
      response: teamInviteSchema,
      status: 201,
    },
    async ({ deps, actor, body, loaded: team }) => {
      return addPlayer(deps, actor, team.teamCode, body);
    },
  );

  defineRoute(
    app,
    {
      method: 'post',
      path: '/api/teams/:code/invites/import',
      params: z.object({ code: textPathParam() }),
      summary:
        'Import players from a spreadsheet (a bad row imports nothing; rows past the team cap are refused by row)',
      tag: 'players',
      authorize: teamRule('team.managePlayers'),
      body: importPlayersSchema,
      response: importPlayersResultSchema,
      status: 201,
    },
    async ({ deps, actor, body, loaded: team }) => {
      return importPlayers(deps, actor, team.teamCode, body.players);
    },
  );

  defineRoute(
    app,
    {
      method: 'post',
      path: '/api/teams/:code/invites/:inviteId/send',
      params: z.object({ code: textPathParam(), inviteId: textPathParam() }),
      summary: 'Send Invite: e-mail a link to /accept-invite',
      tag: 'players',
      authorize: teamRule('team.managePlayers'),
      response: okResponseSchema,
    },
    async ({ deps, actor, params, loaded: team }) => {
      return sendInvite(deps, actor, team.teamCode, params.inviteId);
    },
  );

  defineRoute(
    app,
    {
      method: 'delete',
      path: '/api/teams/:code/invites/:inviteId',
      params: z.object({ code: textPathParam(), inviteId: textPathParam() }),
      summary: 'Cancel an invite',
      tag: 'players',
      authorize: teamRule('team.managePlayers'),
      response: okResponseSchema,
    },
    async ({ deps, params, loaded: team }) => {
      return cancelInvite(deps, team.teamCode, params.inviteId);
    },
  );

  defineRoute(
    app,
    {
      method: 'delete',
      path: '/api/teams/:code/members/:memberId',
      params: z.object({ code: textPathParam(), memberId: textPathParam() }),
      summary: 'Remove a player (soft: account and submissions kept)',
      tag: 'players',
      authorize: teamRule('team.managePlayers'),
      response: okResponseSchema,
    },
    async ({ deps, params, loaded: team }) => {
      return removeMember(deps, team.teamCode, params.memberId);
    },
  );

  defineRoute(
    app,
    {
      method: 'put',
      path: '/api/teams/:code/members/:memberId/rating',
      params: z.object({ code: textPathParam(), memberId: textPathParam() }),
      summary: 'Rate a player (game, hit, field/pitch: 1–5 or null)',
      tag: 'players',
      authorize: teamRule('team.ratePlayers'),
      body: rateMemberSchema,
      response: rateMemberSchema,
    },
    async ({ deps, params, body, loaded: team }) => {
      return rateMember(deps, team.teamCode, params.memberId, body.kind, body.value);
    },
  );

  defineRoute(
    app,
    {
      method: 'get',
      path: '/api/invites/:token',
      params: z.object({ token: textPathParam() }),
      summary: 'An invitation for /accept-invite (or why it cannot be used)',
      tag: 'players',
      authorize: 'public',
      response: inviteViewSchema,
    },
    async ({ deps, params }) => viewInvite(deps, params.token),
  );

  defineRoute(
    app,
    {
      method: 'post',
      path: '/api/invites/accept',
      summary: 'Accept an invitation: create or sign in the account, join the team',
      tag: 'players',
      authorize: 'public',
      body: acceptInviteSchema,
      response: acceptInviteResultSchema,
    },
    async ({ c, deps, actor, body }) => {
      const result = await acceptInvite(deps, actor, body.token, body.password, c.req.raw.headers);
      if (result.cookies)
        for (const cookie of result.cookies.getSetCookie()) c.header('Set-Cookie', cookie, { append: true });
      await touchLastLogin(deps.db, result.userId);
      return { user: await loadCurrentUser(deps.db, result.userId), teamCode: result.teamCode };
    },
  );

  defineRoute(
    app,
    {
      method: 'patch',
      path: '/api/teams/:code/submissions/:submissionId',
      params: z.object({ code: textPathParam(), submissionId: textPathParam() }),
      summary: "Edit a team player's submission (coach): recompute scores, audit, notify",
      tag: 'players',
      authorize: teamRule('team.editSubmissions'),
      body: editSubmissionSchema,
      response: submissionRowSchema,
    },
    async ({ deps, actor, params, body, loaded: team }) => {
      const s = await editSubmission(deps, actor.userId, team.teamCode, params.submissionId, {
        changes: body.changes,
        editReason: body.editReason,
      });
      return { ...s, createdAt: s.createdAt.toISOString(), editedAt: s.editedAt?.toISOString() ?? null };
    },
  );
}
