import type { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import {
  AppError, createTeamSchema, joinTeamResultSchema, joinTeamSchema, LOGO_MAX_BYTES, LOGO_TOO_LARGE, myTeamsSchema, teamCodeCheckSchema, teamCodeField,
  teamDetailSchema, updateTeamSchema, TEAM_NOT_FOUND,
} from '@dugout/domain';
import type { AppBindings } from '../../http/context.ts';
import { defineRoute } from '../../http/route.ts';
import { checkTeamCode, createTeam, joinTeam, listMyTeams, teamDetail, updateTeam, uploadTeamLogo } from './teams.service.ts';
import { findTeam } from './teams.repo.ts';
import { requireTeamAccess, requireTeamAdministrator } from './team-access.repo.ts';

const loadTeam = async (deps: { db: Parameters<typeof findTeam>[0] }, code: string) => {
  const team = await findTeam(deps.db, code);
  if (!team) throw new AppError('not_found', TEAM_NOT_FOUND);
  return team;
};

/** Teams: the user's list, create (wizard), detail with coaches, edit, logo, TeamID check and join. */
export function teamsRoutes(app: Hono<AppBindings>) {
  defineRoute(app, { method: 'get', path: '/api/teams', summary: "The user's teams (owner, administrator, team coach; de-duplicated by TeamID)", tag: 'teams', auth: true, response: myTeamsSchema }, async ({ deps, actor }) => ({
    teams: await listMyTeams(deps, actor.userId),
  }));

  defineRoute(
    app,
    { method: 'post', path: '/api/teams', summary: 'Create a team (TeamID generated, subscription paid at cost 0)', tag: 'teams', auth: true, body: createTeamSchema, response: myTeamsSchema.shape.teams.element, status: 201 },
    async ({ deps, actor, body }) => {
      const team = await createTeam(deps, actor, body);
      return { teamCode: team.teamCode, teamName: team.teamName, teamType: team.teamType, city: team.city, state: team.state, logoUrl: team.logoUrl };
    },
  );

  defineRoute(
    app,
    { method: 'get', path: '/api/teams/check', summary: 'validate_team_code_exists', tag: 'teams', auth: true, query: z.object({ code: teamCodeField }), response: teamCodeCheckSchema },
    async ({ deps, query }) => checkTeamCode(deps, query.code),
  );

  defineRoute(
    app,
    { method: 'post', path: '/api/teams/join', summary: 'Join a team by TeamID (coach: as team coach; player: as member)', tag: 'teams', auth: true, body: joinTeamSchema, response: joinTeamResultSchema },
    async ({ deps, actor, body }) => joinTeam(deps, actor, body.teamCode),
  );

  defineRoute(app, { method: 'get', path: '/api/teams/:code', summary: 'A team with its coaches, organization badge and abilities', tag: 'teams', auth: true, response: teamDetailSchema }, async ({ deps, actor, params }) => {
    const access = await requireTeamAccess(deps.db, actor, params.code!);
    return teamDetail(deps, actor, await loadTeam(deps, params.code!), access);
  });

  defineRoute(
    app,
    { method: 'patch', path: '/api/teams/:code', summary: 'Edit team information', tag: 'teams', auth: true, body: updateTeamSchema, response: teamDetailSchema },
    async ({ deps, actor, params, body }) => {
      const access = await requireTeamAdministrator(deps.db, actor, params.code!);
      const team = await updateTeam(deps, access.teamCode, body);
      return teamDetail(deps, actor, team, access);
    },
  );

  app.post('/api/teams/:code/logo', bodyLimit({ maxSize: LOGO_MAX_BYTES + 64 * 1024, onError: () => { throw new AppError('payload_too_large', LOGO_TOO_LARGE); } }));
  defineRoute(
    app,
    { method: 'post', path: '/api/teams/:code/logo', summary: 'Upload a team logo (multipart field "file"; image type from the bytes; at most 5MB)', tag: 'teams', auth: true, response: z.object({ logoUrl: z.string() }) },
    async ({ c, deps, actor, params }) => {
      const access = await requireTeamAdministrator(deps.db, actor, params.code!);
      const form = await c.req.parseBody();
      const file = form.file;
      if (!(file instanceof File)) throw new AppError('invalid_input', 'Please select an image file.');
      const bytes = new Uint8Array(await file.arrayBuffer());
      return { logoUrl: await uploadTeamLogo(deps, await loadTeam(deps, access.teamCode), bytes) };
    },
  );
}
