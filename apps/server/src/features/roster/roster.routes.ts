import { z } from 'zod';
import type { Hono } from 'hono';
import { playerProfileSchema, teamRosterSchema } from '@dugout/domain/teams';
import type { AppBindings } from '../../http/context.ts';
import { defineRoute, textPathParam } from '../../http/route.ts';
import { playerProfile, teamRoster } from './roster.service.ts';
import { teamRule } from '../../access/rules.ts';

/**
 * The Player Roster and Player Profile of a team: readable by anyone who can access the team, including program
 * admins of an organization with an approved request (composed into /organization-management).
 */
export function rosterRoutes(app: Hono<AppBindings>) {
  defineRoute(
    app,
    {
      method: 'get',
      path: '/api/roster/:code',
      params: z.object({ code: textPathParam() }),
      summary: 'Player Roster of a team',
      tag: 'roster',
      authorize: teamRule('team.view'),
      response: teamRosterSchema,
    },
    async ({ deps, loaded: team }) => {
      return teamRoster(deps, team.teamCode);
    },
  );
  defineRoute(
    app,
    {
      method: 'get',
      path: '/api/roster/:code/players/:userId',
      params: z.object({ code: textPathParam(), userId: textPathParam() }),
      summary: 'Player Profile of a team member',
      tag: 'roster',
      authorize: teamRule('team.view'),
      response: playerProfileSchema,
    },
    async ({ deps, params, loaded: team }) => {
      return playerProfile(deps, team.teamCode, params.userId);
    },
  );
}
