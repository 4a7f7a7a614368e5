import type { Hono } from 'hono';
import { z } from 'zod';
import { allow, organization, site, isCoachActor, isSiteAdmin, organizationAbilities } from '@dugout/domain/access';
import {
  joinOrganizationResultSchema,
  joinOrganizationSchema,
  organizationAdminDecisionSchema,
  organizationAdminMessages,
  myOrganizationRequestsSchema,
  organizationDetailSchema,
  organizationManagementSchema,
  organizationMessages,
  organizationRequestSchema,
  organizationRequestViewSchema,
  organizationSchema,
  requestDecisionSchema,
  organizationListSchema,
  organizationAdminDecisionResultSchema,
  organizationRequestCreatedSchema,
} from '@dugout/domain/organizations';
import { AppError } from '@dugout/domain/shared';
import type { AppBindings } from '../../http/context.ts';
import { defineRoute, uuidPathParam } from '../../http/route.ts';
import { rateLimit } from '../../http/rate-limit.ts';
import {
  approvedTeams,
  findAdminRequest,
  findOrganization,
  findRequest,
  listActiveOrganizations,
  listAdminRequests,
  listRequests,
  programAdminsOf,
  teamsCoachedBy,
  type OrganizationRow,
} from './organizations.repo.ts';
import {
  createOrganization,
  createRequest,
  decideAdminRequest,
  decideRequest,
  joinOrganization,
  updateOrganization,
} from './organizations.service.ts';

export const ORGANIZATION_JOINS_PER_MINUTE = 10;

export const presentOrganization = (o: OrganizationRow) => ({
  id: o.id,
  name: o.name,
  description: o.description,
  city: o.city,
  state: o.state,
  contactEmail: o.contactEmail,
  contactPhone: o.contactPhone,
  website: o.website,
  isActive: o.isActive,
  joinCode: o.joinCode,
});

/** Organizations, their join codes, team requests and /organization-management (docs/decisions/0003-organizations.md, docs/decisions/0004-organization-management.md). */
export function organizationsRoutes(app: Hono<AppBindings>) {
  defineRoute(
    app,
    {
      method: 'get',
      path: '/api/organizations',
      summary: 'Active organizations (for organization requests)',
      tag: 'organizations',
      authorize: 'self',
      response: organizationListSchema,
    },
    async ({ deps }) => ({ organizations: await listActiveOrganizations(deps.db) }),
  );

  defineRoute(
    app,
    {
      method: 'post',
      path: '/api/organizations',
      summary: 'Create an organization (organization administrators); a join code is generated',
      tag: 'organizations',
      authorize: {
        policy: 'site.createOrganization',
        denied: 'Only organization administrators can create organizations.',
        load: async () => site,
      },
      body: organizationSchema,
      response: organizationDetailSchema,
      status: 201,
    },
    async ({ deps, actor, body }) => {
      return presentOrganization(await createOrganization(deps, actor, body));
    },
  );

  defineRoute(
    app,
    {
      method: 'patch',
      path: '/api/organizations/:id',
      params: z.object({ id: uuidPathParam(organizationMessages.organizationNotFound) }),
      summary: 'Edit an organization (its program admins, site admins)',
      tag: 'organizations',
      authorize: {
        policy: 'organization.manage',
        denied: organizationMessages.notProgramAdmin,
        load: async ({ deps, params }) => {
          if (!(await findOrganization(deps.db, params.id)))
            throw new AppError('not_found', organizationMessages.organizationNotFound);
          return organization(params.id);
        },
      },
      body: organizationSchema,
      response: organizationDetailSchema,
    },
    async ({ deps, body, params }) => {
      const { id } = params;
      return presentOrganization(await updateOrganization(deps, id, body));
    },
  );

  // Organization codes are shared secrets: redeeming is rate limited (429 with Retry-After).
  app.use(
    '/api/organizations/join',
    rateLimit({ name: 'organization-join', windowMs: 60_000, max: ORGANIZATION_JOINS_PER_MINUTE }),
  );
  defineRoute(
    app,
    {
      method: 'post',
      path: '/api/organizations/join',
      summary:
        "Redeem an organization code (organization administrator accounts): a request the organization's program admins approve",
      tag: 'organizations',
      authorize: {
        policy: 'site.redeemOrganizationCode',
        denied: organizationAdminMessages.onlyOrganizationAdmins,
        load: async () => site,
      },
      body: joinOrganizationSchema,
      response: joinOrganizationResultSchema,
    },
    async ({ deps, actor, body }) => {
      const { org, status } = await joinOrganization(deps, actor, body.organizationCode);
      return { id: org.id, name: org.name, description: org.description, city: org.city, state: org.state, status };
    },
  );

  defineRoute(
    app,
    {
      method: 'post',
      path: '/api/organization-admin-requests/:id/decision',
      params: z.object({ id: uuidPathParam(organizationAdminMessages.requestNotFound) }),
      summary: "Approve or decline a redeemed organization code (the organization's program admins, site admins)",
      tag: 'organizations',
      authorize: {
        policy: 'organizationAdminRequest.decide',
        denied: organizationMessages.notProgramAdmin,
        load: async ({ deps, params }) => {
          const request = await findAdminRequest(deps.db, params.id);
          if (!request) throw new AppError('not_found', organizationAdminMessages.requestNotFound);
          return {
            kind: 'organizationAdminRequest' as const,
            organizationId: request.organizationId,
            userId: request.userId,
          };
        },
      },
      body: organizationAdminDecisionSchema,
      response: organizationAdminDecisionResultSchema,
    },
    async ({ deps, actor, body, params }) => decideAdminRequest(deps, actor, params.id, body.decision),
  );

  defineRoute(
    app,
    {
      method: 'get',
      path: '/api/organization-management',
      summary: 'The organization of the program admin: teams, requests, settings',
      tag: 'organizations',
      authorize: 'self',
      query: z.object({ organizationId: z.uuid().optional() }),
      response: organizationManagementSchema,
    },
    async ({ deps, actor, query }) => {
      const id =
        isSiteAdmin(actor) && query.organizationId
          ? query.organizationId
          : actor.organizationRole === 'program_admin'
            ? actor.organizationId
            : null;
      const org = id ? await findOrganization(deps.db, id) : null;
      const myAdminRequests = await listAdminRequests(deps.db, { userId: actor.userId });
      if (!org)
        return {
          organization: null,
          abilities: organizationAbilities(actor, null),
          teams: [],
          requests: [],
          programAdmins: [],
          adminRequests: [],
          myAdminRequests,
        };
      if (!allow(actor, 'manage', organization(org.id)))
        throw new AppError('forbidden', organizationMessages.notProgramAdmin);
      const [teams, requests, admins, adminRequests] = await Promise.all([
        approvedTeams(deps.db, org.id),
        listRequests(deps.db, { organizationId: org.id }),
        programAdminsOf(deps.db, org.id),
        listAdminRequests(deps.db, { organizationId: org.id }),
      ]);
      return {
        organization: presentOrganization(org),
        abilities: organizationAbilities(actor, org.id),
        teams,
        requests,
        programAdmins: admins.map((a) => ({
          userId: a.userId,
          name: [a.firstName, a.lastName].filter(Boolean).join(' ') || a.email,
          email: a.email,
        })),
        adminRequests,
        myAdminRequests,
      };
    },
  );

  defineRoute(
    app,
    {
      method: 'get',
      path: '/api/organization-requests/mine',
      summary: "The coach's teams, active organizations and the coach's organization requests (newest first)",
      tag: 'organizations',
      authorize: 'self',
      response: myOrganizationRequestsSchema,
    },
    async ({ deps, actor }) => {
      const isCoach = isCoachActor(actor);
      if (!isCoach) return { isCoach, teams: [], organizations: [], requests: [] };
      const [teams, organizations, requests] = await Promise.all([
        teamsCoachedBy(deps.db, actor.userId),
        listActiveOrganizations(deps.db),
        listRequests(deps.db, { requestedBy: actor.userId }),
      ]);
      return {
        isCoach,
        teams: teams.map((t) => ({ teamCode: t.teamCode, teamName: t.teamName })),
        organizations,
        requests,
      };
    },
  );

  defineRoute(
    app,
    {
      method: 'post',
      path: '/api/organization-requests',
      summary: 'Ask an organization to take a team in (a coach of the team)',
      tag: 'organizations',
      // Two refusals with their own messages (not a coach; not this team's staff), so the service asks both rules.
      authorize: { policy: 'team.requestOrganization', checkedIn: 'service' },
      body: organizationRequestSchema,
      response: organizationRequestCreatedSchema,
      status: 201,
    },
    async ({ deps, actor, body }) => {
      const row = await createRequest(deps, actor, body);
      return { id: row.id, status: row.status };
    },
  );

  defineRoute(
    app,
    {
      method: 'post',
      path: '/api/organization-requests/:id/decision',
      params: z.object({ id: uuidPathParam(organizationMessages.requestNotFound) }),
      summary: "Approve or reject a request (the organization's program admins, site admins)",
      tag: 'organizations',
      authorize: {
        policy: 'organization.decideRequests',
        denied: organizationMessages.notProgramAdmin,
        load: async ({ deps, params }) => {
          const request = await findRequest(deps.db, params.id);
          if (!request) throw new AppError('not_found', organizationMessages.requestNotFound);
          return organization(request.organizationId);
        },
      },
      body: requestDecisionSchema,
      response: organizationRequestViewSchema,
    },
    async ({ deps, actor, body, params }) => {
      const { id } = params;
      await decideRequest(deps, actor, id, body.status);
      const [view] = await listRequests(deps.db, { id });
      return view!;
    },
  );
}
