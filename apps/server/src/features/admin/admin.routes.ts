import type { Hono } from 'hono';
import { z } from 'zod';
import {
  adminMessages,
  adminReportsSchema,
  adminUserQuerySchema,
  adminUserUpdateSchema,
  heightsUpdateSchema,
  rescoreStatusSchema,
  weightsUpdateSchema,
  whiteLabelSchema,
  adminJobListSchema,
  adminOrganizationListSchema,
  adminOutboxSchema,
  adminScoringTablesSchema,
  adminStatusResultSchema,
  adminSupportRequestListSchema,
  adminTeamListSchema,
  adminUserPageSchema,
  adminUserUpdatedSchema,
  scoringTableSavedSchema,
  whiteLabelListSchema,
  whiteLabelViewSchema,
} from '@dugout/domain/admin';
import { organizationRequestListSchema } from '@dugout/domain/organizations';
import { okResponseSchema } from '@dugout/domain/shared';
import { heightPositionScores, positionMetricWeights } from '../../db/schema/index.ts';
import type { AppBindings } from '../../http/context.ts';
import { defineRoute, textPathParam, uuidPathParam } from '../../http/route.ts';
import { replaceScoringTable, rescoreStatus } from './rescore-job.ts';
import {
  addWhiteLabel,
  adminJobs,
  adminOrganizationRequests,
  adminOrganizations,
  adminReports,
  adminTeams,
  changeUserAccess,
  editWhiteLabel,
  outbox,
  removeWhiteLabel,
  retryMail,
  scoringTables,
  searchAdminUsers,
  setSupportStatus,
  supportRequests,
  whiteLabels,
} from './admin.service.ts';

import { siteAdmin } from '../../access/rules.ts';

/**
 * The admin area (docs/decisions/0009-site-administration.md): site admins only. Each route declares and authorizes;
 * the work is in admin.service.ts.
 */
export function adminRoutes(app: Hono<AppBindings>) {
  const tag = 'admin';

  // Users: search, role change, disable / enable (a disabled user's sessions end at once).
  defineRoute(
    app,
    {
      method: 'get',
      path: '/api/admin/users',
      summary: 'Search users',
      tag,
      authorize: siteAdmin,
      query: adminUserQuerySchema,
      response: adminUserPageSchema,
    },
    async ({ deps, query }) => searchAdminUsers(deps, query),
  );

  defineRoute(
    app,
    {
      method: 'patch',
      path: '/api/admin/users/:id',
      params: z.object({ id: textPathParam() }),
      summary: 'Change a role, disable or enable a user',
      tag,
      authorize: siteAdmin,
      body: adminUserUpdateSchema,
      response: adminUserUpdatedSchema,
    },
    async ({ deps, actor, body, params }) => changeUserAccess(deps, actor.userId, params.id, body),
  );

  defineRoute(
    app,
    {
      method: 'get',
      path: '/api/admin/teams',
      summary: 'All teams',
      tag,
      authorize: siteAdmin,
      response: adminTeamListSchema,
    },
    async ({ deps }) => adminTeams(deps),
  );

  defineRoute(
    app,
    {
      method: 'get',
      path: '/api/admin/organizations',
      summary: 'All organizations with team and program-admin counts',
      tag,
      authorize: siteAdmin,
      response: adminOrganizationListSchema,
    },
    async ({ deps }) => adminOrganizations(deps),
  );

  defineRoute(
    app,
    {
      method: 'get',
      path: '/api/admin/organization-requests',
      summary: 'All organization requests',
      tag,
      authorize: siteAdmin,
      response: organizationRequestListSchema,
    },
    async ({ deps }) => adminOrganizationRequests(deps),
  );

  // White-label properties (the header logo per host); every change clears the branding cache.
  defineRoute(
    app,
    {
      method: 'get',
      path: '/api/admin/white-label',
      summary: 'White-label properties',
      tag,
      authorize: siteAdmin,
      response: whiteLabelListSchema,
    },
    async ({ deps }) => whiteLabels(deps),
  );
  defineRoute(
    app,
    {
      method: 'post',
      path: '/api/admin/white-label',
      summary: 'Add a white-label host',
      tag,
      authorize: siteAdmin,
      body: whiteLabelSchema,
      response: whiteLabelViewSchema,
      status: 201,
    },
    async ({ deps, body }) => addWhiteLabel(deps, body),
  );
  defineRoute(
    app,
    {
      method: 'put',
      path: '/api/admin/white-label/:id',
      params: z.object({ id: uuidPathParam() }),
      summary: 'Edit a white-label host',
      tag,
      authorize: siteAdmin,
      body: whiteLabelSchema,
      response: whiteLabelViewSchema,
    },
    async ({ deps, body, params }) => editWhiteLabel(deps, params.id, body),
  );
  defineRoute(
    app,
    {
      method: 'delete',
      path: '/api/admin/white-label/:id',
      params: z.object({ id: uuidPathParam() }),
      summary: 'Remove a white-label host',
      tag,
      authorize: siteAdmin,
      response: okResponseSchema,
    },
    async ({ deps, params }) => removeWhiteLabel(deps, params.id),
  );

  defineRoute(
    app,
    {
      method: 'get',
      path: '/api/admin/support-requests',
      summary: 'Support requests, newest first',
      tag,
      authorize: siteAdmin,
      response: adminSupportRequestListSchema,
    },
    async ({ deps }) => supportRequests(deps),
  );
  defineRoute(
    app,
    {
      method: 'patch',
      path: '/api/admin/support-requests/:id',
      params: z.object({ id: uuidPathParam() }),
      summary: 'Close or reopen a support request',
      tag,
      authorize: siteAdmin,
      body: z.object({ status: z.enum(['open', 'closed']) }),
      response: adminStatusResultSchema,
    },
    async ({ deps, body, params }) => setSupportStatus(deps, params.id, body.status),
  );

  defineRoute(
    app,
    {
      method: 'get',
      path: '/api/admin/outbox',
      summary: 'Mail outbox, newest first: queued, sent, failed (attempts, last error) or kept',
      tag,
      authorize: siteAdmin,
      response: adminOutboxSchema,
    },
    async ({ deps }) => outbox(deps),
  );
  defineRoute(
    app,
    {
      method: 'post',
      path: '/api/admin/outbox/:id/retry',
      params: z.object({ id: uuidPathParam(adminMessages.mailNotFailed) }),
      summary: 'Queue a failed message again (a fresh set of attempts)',
      tag,
      authorize: siteAdmin,
      response: adminStatusResultSchema,
    },
    async ({ deps, params }) => retryMail(deps, params.id),
  );

  defineRoute(
    app,
    {
      method: 'get',
      path: '/api/admin/jobs',
      summary:
        'Background jobs, newest first: kind, status, progress, attempts, last error (docs/decisions/0021-durable-jobs.md)',
      tag,
      authorize: siteAdmin,
      response: adminJobListSchema,
    },
    async ({ deps }) => adminJobs(deps),
  );

  // Scoring tables (docs/decisions/0014-scoring-tables.md) with validation; a saved edit re-scores all submissions in the background.
  defineRoute(
    app,
    {
      method: 'get',
      path: '/api/admin/scoring-tables',
      summary: 'Metric weights, height–position scores and the re-scoring status',
      tag,
      authorize: siteAdmin,
      response: adminScoringTablesSchema,
    },
    async ({ deps }) => scoringTables(deps),
  );
  defineRoute(
    app,
    {
      method: 'put',
      path: '/api/admin/scoring-tables/weights',
      summary: 'Replace the metric weights (each position and condition sums to 1 ± 0.001), then re-score',
      tag,
      authorize: siteAdmin,
      body: weightsUpdateSchema,
      response: scoringTableSavedSchema,
    },
    async ({ deps, body }) => replaceScoringTable(deps, positionMetricWeights, body.rows),
  );
  defineRoute(
    app,
    {
      method: 'put',
      path: '/api/admin/scoring-tables/heights',
      summary: 'Replace the height–position scores (heights 48–96, consecutive), then re-score',
      tag,
      authorize: siteAdmin,
      body: heightsUpdateSchema,
      response: scoringTableSavedSchema,
    },
    async ({ deps, body }) => replaceScoringTable(deps, heightPositionScores, body.rows),
  );
  defineRoute(
    app,
    {
      method: 'get',
      path: '/api/admin/scoring-tables/rescore',
      summary: 'Progress of the re-scoring job',
      tag,
      authorize: siteAdmin,
      response: rescoreStatusSchema,
    },
    async ({ deps }) => rescoreStatus(deps.db),
  );

  defineRoute(
    app,
    {
      method: 'get',
      path: '/api/admin/reports',
      summary: 'Sign-ups, submissions and commitments per week, score distribution, commitments by division',
      tag,
      authorize: siteAdmin,
      response: adminReportsSchema,
    },
    async ({ deps }) => adminReports(deps),
  );
}
