import type { PolicyName, TeamAccessSnapshot } from '@dugout/domain/access';
import { adminMessages } from '@dugout/domain/admin';
import { messages } from '@dugout/domain/shared';
import type { Db } from '../db/client.ts';
import { loadOneTeamAccess } from './team-access.repo.ts';

/**
 * The authorize steps routes repeat, named once (docs/decisions/0054-the-policy-table-as-the-only-vocabulary.md):
 * each names a rule of the domain's policy table (packages/domain/src/access/policies.ts) and says how its resource is
 * loaded and what a refusal answers. A route declares `authorize: siteAdmin` or `authorize: teamRule('team.edit')`.
 */

/** The admin area: 401 signed out, 403 for anyone but a site admin, before any input is read. */
export const siteAdmin = { policy: 'site.administer', denied: adminMessages.forbidden } as const;

type TeamPolicy = Extract<PolicyName, `team.${string}`>;

/**
 * A rule over the team named by the path (`:code`, or another parameter): the team's access snapshot is loaded once
 * the input is valid (404 'Team information not found.'), the rule decides on it (403 'Not authorized to view this
 * team' otherwise), and the handler gets the snapshot as `loaded`.
 */
export function teamRule<P extends TeamPolicy, K extends string = 'code'>(policy: P, param: K = 'code' as K) {
  return {
    policy,
    denied: messages.notAuthorizedTeam,
    load: ({ deps, params }: { deps: { db: Db }; params: { [_ in K]: string } }): Promise<TeamAccessSnapshot> =>
      loadOneTeamAccess(deps.db, params[param]),
  };
}

type TeamStaffPolicy = Extract<PolicyName, `teamStaff.${string}`>;

/** A rule over one staff entry of the team in the path (`:code`, `:userId`); 404 when the team does not exist. */
export function teamStaffRule<P extends TeamStaffPolicy>(policy: P, denied: string) {
  return {
    policy,
    denied,
    load: async ({ deps, params }: { deps: { db: Db }; params: { code: string; userId: string } }) => ({
      kind: 'teamStaff' as const,
      team: await loadOneTeamAccess(deps.db, params.code),
      userId: params.userId,
    }),
  };
}
