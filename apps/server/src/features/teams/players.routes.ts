import type { Context, Hono } from 'hono';
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
  okResponseSchema,
  importPlayersResultSchema,
  acceptInviteResultSchema,
} from '@dugout/domain';
import type { AppBindings } from '../../http/context.ts';
import { defineRoute } from '../../http/route.ts';
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
import { requireTeamAccess, requireTeamAdministrator } from '../../access/team-access.repo.ts';

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
      summary: 'Members, pending invites and visible submissions of a team',
      tag: 'players',
      auth: true,
      response: teamPlayersSchema,
    },
    async ({ deps, actor, params }) => {
      const team = await requireTeamAccess(deps.db, actor, params.code!);
      return teamPlayers(deps, team.teamCode);
    },
  );

  defineRoute(
    app,
    {
      method: 'get',
      path: '/api/teams/:code/college-interaction',
      summary: 'Per-player college interaction summary (tracker, offers, commitment)',
      tag: 'players',
      auth: true,
      response: collegeInteractionSchema,
    },
    async ({ deps, actor, params }) => {
      const team = await requireTeamAccess(deps.db, actor, params.code!);
      return { players: await collegeInteraction(deps.db, team.teamCode, actor.userId) };
    },
  );

  defineRoute(
    app,
    {
      method: 'post',
      path: '/api/teams/:code/invites',
      summary: 'Add Player (a pending invite)',
      tag: 'players',
      auth: true,
      body: addPlayerSchema,
      response: teamInviteSchema,
      status: 201,
    },
    async ({ deps, actor, params, body }) => {
      const team = await requireTeamAdministrator(deps.db, actor, params.code!);
      return addPlayer(deps, actor, team.teamCode, body);
    },
  );

  defineRoute(
    app,
    {
      method: 'post',
      path: '/api/teams/:code/invites/import',
      summary: 'Import players from a spreadsheet (all or nothing)',
      tag: 'players',
      auth: true,
      body: importPlayersSchema,
      response: importPlayersResultSchema,
      status: 201,
    },
    async ({ deps, actor, params, body }) => {
      const team = await requireTeamAdministrator(deps.db, actor, params.code!);
      return importPlayers(deps, actor, team.teamCode, body.players);
    },
  );

  defineRoute(
    app,
    {
      method: 'post',
      path: '/api/teams/:code/invites/:inviteId/send',
      summary: 'Send Invite: e-mail a link to /accept-invite',
      tag: 'players',
      auth: true,
      response: okResponseSchema,
    },
    async ({ deps, actor, params }) => {
      const team = await requireTeamAdministrator(deps.db, actor, params.code!);
      return sendInvite(deps, team.teamCode, params.inviteId!);
    },
  );

  defineRoute(
    app,
    {
      method: 'delete',
      path: '/api/teams/:code/invites/:inviteId',
      summary: 'Cancel an invite',
      tag: 'players',
      auth: true,
      response: okResponseSchema,
    },
    async ({ deps, actor, params }) => {
      const team = await requireTeamAdministrator(deps.db, actor, params.code!);
      return cancelInvite(deps, team.teamCode, params.inviteId!);
    },
  );

  defineRoute(
    app,
    {
      method: 'delete',
      path: '/api/teams/:code/members/:memberId',
      summary: 'Remove a player (soft: account and submissions kept)',
      tag: 'players',
      auth: true,
      response: okResponseSchema,
    },
    async ({ deps, actor, params }) => {
      const team = await requireTeamAdministrator(deps.db, actor, params.code!);
      return removeMember(deps, team.teamCode, params.memberId!);
    },
  );

  defineRoute(
    app,
    {
      method: 'put',
      path: '/api/teams/:code/members/:memberId/rating',
      summary: 'Rate a player (game, hit, field/pitch: 1–5 or null)',
      tag: 'players',
      auth: true,
      body: rateMemberSchema,
      response: rateMemberSchema,
    },
    async ({ deps, actor, params, body }) => {
      const team = await requireTeamAdministrator(deps.db, actor, params.code!);
      return rateMember(deps, team.teamCode, params.memberId!, body.kind, body.value);
    },
  );

  defineRoute(
    app,
    {
      method: 'get',
      path: '/api/invites/:token',
      summary: 'An invitation for /accept-invite (or why it cannot be used)',
      tag: 'players',
      auth: false,
      response: inviteViewSchema,
    },
    async ({ deps, params }) => viewInvite(deps, params.token!),
  );

  defineRoute(
    app,
    {
      method: 'post',
      path: '/api/invites/accept',
      summary: 'Accept an invitation: create or sign in the account, join the team',
      tag: 'players',
      auth: false,
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
      summary: "Edit a team player's submission (coach): recompute scores, audit, notify",
      tag: 'players',
      auth: true,
      body: editSubmissionSchema,
      response: submissionRowSchema,
    },
    async ({ deps, actor, params, body }) => {
      const team = await requireTeamAdministrator(deps.db, actor, params.code!);
      const s = await editSubmission(deps, actor.userId, team.teamCode, params.submissionId!, {
        changes: body.changes,
        editReason: body.editReason,
      });
      return { ...s, createdAt: s.createdAt.toISOString(), editedAt: s.editedAt?.toISOString() ?? null };
    },
  );
}
