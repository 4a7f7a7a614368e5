import type { Hono } from 'hono';
import { playerProfileSchema, teamRosterSchema } from '@dugout/domain';
import type { AppBindings } from '../../http/context.ts';
import { defineRoute } from '../../http/route.ts';
import { requireTeamAccess } from '../../access/team-access.repo.ts';
import { playerProfile, teamRoster } from './roster.service.ts';

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
      summary: 'Player Roster of a team',
      tag: 'roster',
      auth: true,
      response: teamRosterSchema,
    },
    async ({ deps, actor, params }) => {
      const team = await requireTeamAccess(deps.db, actor, params.code!);
      return teamRoster(deps, team.teamCode);
    },
  );
  defineRoute(
    app,
    {
      method: 'get',
      path: '/api/roster/:code/players/:userId',
      summary: 'Player Profile of a team member',
      tag: 'roster',
      auth: true,
      response: playerProfileSchema,
    },
    async ({ deps, actor, params }) => {
      const team = await requireTeamAccess(deps.db, actor, params.code!);
      return playerProfile(deps, team.teamCode, params.userId!);
    },
  );
}
