import type { Hono } from 'hono';
import { z } from 'zod';
import { site, teamStaffMessages } from '@dugout/domain/access';
import { AppError } from '@dugout/domain/shared';
import {
  createTeamSchema,
  joinTeamResultSchema,
  myTeamSchema,
  joinTeamSchema,
  LOGO_MAX_BYTES,
  LOGO_TOO_LARGE,
  myTeamsSchema,
  teamCodeCheckSchema,
  teamCodeField,
  staffDecisionSchema,
  staffResultSchema,
  teamDetailSchema,
  updateTeamSchema,
  TEAM_NOT_FOUND,
  teamLogoResultSchema,
} from '@dugout/domain/teams';
import { rateLimit } from '../../http/rate-limit.ts';
import { uploadLimit } from '../../http/guard.ts';
import type { AppBindings } from '../../http/context.ts';
import { defineRoute, textPathParam } from '../../http/route.ts';
import {
  checkTeamCode,
  createTeam,
  decideStaff,
  joinTeam,
  listMyTeams,
  teamDetail,
  updateTeam,
  uploadTeamLogo,
  CREATE_TEAM_COACHES_ONLY,
} from './teams.service.ts';
import { findTeam } from './teams.repo.ts';
import { teamRule, teamStaffRule } from '../../access/rules.ts';

/** Live checks while typing (debounced 500 ms) stay well under this; guessing codes does not. */
export const TEAM_CODE_CHECKS_PER_MINUTE = 30;
export const TEAM_JOINS_PER_MINUTE = 10;

const loadTeam = async (deps: { db: Parameters<typeof findTeam>[0] }, code: string) => {
  const team = await findTeam(deps.db, code);
  if (!team) throw new AppError('not_found', TEAM_NOT_FOUND);
  return team;
};

/** Teams: the user's list, create (wizard), detail with coaches, edit, logo, TeamID check and join. */
export function teamsRoutes(app: Hono<AppBindings>) {
  defineRoute(
    app,
    {
      method: 'get',
      path: '/api/teams',
      summary: "The user's teams (owner, administrator, team coach; de-duplicated by TeamID)",
      tag: 'teams',
      authorize: 'self',
      response: myTeamsSchema,
    },
    async ({ deps, actor }) => ({
      teams: await listMyTeams(deps, actor.userId),
    }),
  );

  defineRoute(
    app,
    {
      method: 'post',
      path: '/api/teams',
      summary: 'Create a team (TeamID generated, subscription paid at cost 0)',
      tag: 'teams',
      authorize: { policy: 'site.createTeam', denied: CREATE_TEAM_COACHES_ONLY, load: async () => site },
      body: createTeamSchema,
      response: myTeamSchema,
      status: 201,
    },
    async ({ deps, actor, body }) => {
      const team = await createTeam(deps, actor, body);
      return {
        teamCode: team.teamCode,
        teamName: team.teamName,
        teamType: team.teamType,
        city: team.city,
        state: team.state,
        logoUrl: team.logoUrl,
        pending: false,
      };
    },
  );

  // TeamIDs are shared secrets: the live check and the join are rate limited (429 with Retry-After).
  app.use(
    '/api/teams/check',
    rateLimit({ name: 'team-code-check', windowMs: 60_000, max: TEAM_CODE_CHECKS_PER_MINUTE }),
  );
  app.use('/api/teams/join', rateLimit({ name: 'team-join', windowMs: 60_000, max: TEAM_JOINS_PER_MINUTE }));

  defineRoute(
    app,
    {
      method: 'get',
      path: '/api/teams/check',
      summary: 'validate_team_code_exists',
      tag: 'teams',
      authorize: 'self',
      query: z.object({ code: teamCodeField }),
      response: teamCodeCheckSchema,
    },
    async ({ deps, query }) => checkTeamCode(deps, query.code),
  );

  defineRoute(
    app,
    {
      method: 'post',
      path: '/api/teams/join',
      summary:
        'Join a team by TeamID (coach: a pending request the owner approves; player: as member, not after removal); a player may redeem it with a submission of their own',
      tag: 'teams',
      authorize: 'self',
      body: joinTeamSchema,
      response: joinTeamResultSchema,
    },
    async ({ deps, actor, body }) => joinTeam(deps, actor, body.teamCode, body.submissionId),
  );

  defineRoute(
    app,
    {
      method: 'get',
      path: '/api/teams/:code',
      params: z.object({ code: textPathParam() }),
      summary: 'A team with its coaches, organization badge and abilities',
      tag: 'teams',
      authorize: teamRule('team.view'),
      response: teamDetailSchema,
    },
    async ({ deps, actor, params, loaded: access }) => {
      return teamDetail(deps, actor, await loadTeam(deps, params.code), access);
    },
  );

  defineRoute(
    app,
    {
      method: 'patch',
      path: '/api/teams/:code',
      params: z.object({ code: textPathParam() }),
      summary: 'Edit team information',
      tag: 'teams',
      authorize: teamRule('team.edit'),
      body: updateTeamSchema,
      response: teamDetailSchema,
    },
    async ({ deps, actor, body, loaded: access }) => {
      const team = await updateTeam(deps, access.teamCode, body);
      return teamDetail(deps, actor, team, access);
    },
  );

  defineRoute(
    app,
    {
      method: 'post',
      path: '/api/teams/:code/staff/:userId/decision',
      params: z.object({ code: textPathParam(), userId: textPathParam() }),
      summary: 'Approve or decline a coach who joined by TeamID (the owner or a team administrator)',
      tag: 'teams',
      authorize: teamStaffRule('teamStaff.decide', teamStaffMessages.cannotDecide),
      body: staffDecisionSchema,
      response: staffResultSchema,
    },
    async ({ deps, actor, params, body, loaded: staff }) => {
      return decideStaff(deps, actor, staff.team, params.userId, body.decision);
    },
  );

  defineRoute(
    app,
    {
      method: 'delete',
      path: '/api/teams/:code/staff/:userId',
      params: z.object({ code: textPathParam(), userId: textPathParam() }),
      summary: 'Remove a coach or team administrator (the owner; not themselves); access ends at once',
      tag: 'teams',
      authorize: teamStaffRule('teamStaff.remove', teamStaffMessages.cannotRemove),
      response: staffResultSchema,
    },
    async ({ deps, actor, params, loaded: staff }) => {
      return decideStaff(deps, actor, staff.team, params.userId, 'remove');
    },
  );

  app.post('/api/teams/:code/logo', uploadLimit(LOGO_MAX_BYTES, LOGO_TOO_LARGE));
  defineRoute(
    app,
    {
      method: 'post',
      path: '/api/teams/:code/logo',
      params: z.object({ code: textPathParam() }),
      summary: 'Upload a team logo (multipart field "file"; image type from the bytes; at most 5MB)',
      tag: 'teams',
      authorize: teamRule('team.edit'),
      response: teamLogoResultSchema,
    },
    async ({ c, deps, loaded: access }) => {
      const form = await c.req.parseBody();
      const file = form.file;
      if (!(file instanceof File)) throw new AppError('invalid_input', 'Please select an image file.');
      const bytes = new Uint8Array(await file.arrayBuffer());
      return { logoUrl: await uploadTeamLogo(deps, await loadTeam(deps, access.teamCode), bytes) };
    },
  );
}
