import type { Hono, MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { allow, site, type AccountRole } from '@dugout/domain/access';
import {
  adminMessages,
  adminReportsSchema,
  adminUserQuerySchema,
  adminUserUpdateSchema,
  countByDivision,
  fillWeeks,
  heightsUpdateSchema,
  rescoreStatusSchema,
  scoreDistribution,
  weightsUpdateSchema,
  whiteLabelSchema,
  type WeightRow,
  type AdminJob,
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
import { AppError, messages, okResponseSchema } from '@dugout/domain/shared';
import { heightPositionScores, positionMetricWeights, type whiteLabelProperties } from '../../db/schema/index.ts';
import type { AppBindings } from '../../http/context.ts';
import { defineRoute, textPathParam, uuidPathParam } from '../../http/route.ts';
import { clearBrandingCache } from '../branding/index.ts';
import { listRequests } from '../organizations/index.ts';
import {
  ADMIN_PAGE_SIZE,
  listOrganizationsWithCounts,
  listOutbox,
  listSupportRequests,
  listTeams,
  listWhiteLabels,
  loadHeights,
  loadWeights,
  reportData,
  searchUsers,
} from './admin.repo.ts';
import {
  deleteWhiteLabel,
  findUser,
  insertWhiteLabel,
  setSupportRequestStatus,
  updateUserAccess,
  updateWhiteLabel,
  whiteLabelDomainTaken,
} from './admin-actions.repo.ts';
import { requeueFailedMail } from '../../services/mail/outbox.repo.ts';
import { withoutLinkTokens } from '../../services/mail/redact.ts';
import { replaceScoringTable, rescoreStatus } from './rescore-job.ts';
import { listJobs } from '../../services/jobs/queue.ts';

/** Every /api/admin route: 401 when signed out, 403 for anyone but a site admin — before any input is read. */
export const requireSiteAdmin: MiddlewareHandler<AppBindings> = async (c, next) => {
  const actor = c.get('actor');
  if (!actor) throw new AppError('unauthenticated', messages.userNotAuthenticated);
  if (!allow(actor, 'administer', site)) throw new AppError('forbidden', adminMessages.forbidden);
  await next();
};

const iso = (d: Date | null) => d?.toISOString() ?? null;
const whiteLabelView = (r: typeof whiteLabelProperties.$inferSelect) => ({
  id: r.id,
  domain: r.domain,
  logoUrl: r.logoUrl,
  appName: r.appName,
  isActive: r.isActive,
});

/** The admin area (docs/decisions/0009-site-administration.md): site admins only. */
export function adminRoutes(app: Hono<AppBindings>) {
  app.use('/api/admin/*', requireSiteAdmin);
  const tag = 'admin';

  // Users: search, role change, disable / enable (a disabled user's sessions end at once).
  defineRoute(
    app,
    {
      method: 'get',
      path: '/api/admin/users',
      summary: 'Search users',
      tag,
      authorize: { policy: 'site.administer', denied: adminMessages.forbidden },
      query: adminUserQuerySchema,
      response: adminUserPageSchema,
    },
    async ({ deps, query }) => {
      const { rows, total } = await searchUsers(deps.db, query.q, query.role, query.page);
      return {
        total,
        page: query.page,
        pageSize: ADMIN_PAGE_SIZE,
        users: rows.map((u) => ({
          ...u,
          role: u.role as AccountRole,
          createdAt: u.createdAt.toISOString(),
          lastLoginAt: iso(u.lastLoginAt),
        })),
      };
    },
  );

  defineRoute(
    app,
    {
      method: 'patch',
      path: '/api/admin/users/:id',
      params: z.object({ id: textPathParam() }),
      summary: 'Change a role, disable or enable a user',
      tag,
      authorize: { policy: 'site.administer', denied: adminMessages.forbidden },
      body: adminUserUpdateSchema,
      response: adminUserUpdatedSchema,
    },
    async ({ deps, actor, body, params }) => {
      const id = params.id;
      const user = await findUser(deps.db, id);
      if (!user) throw new AppError('not_found', adminMessages.userNotFound);
      if (id === actor.userId && (body.disabled === true || (body.role && body.role !== 'admin')))
        throw new AppError('invalid_input', adminMessages.cannotChangeSelf);
      const after = await updateUserAccess(deps.db, id, { role: body.role, disabled: body.disabled });
      return { ...after, role: after.role as AccountRole };
    },
  );

  defineRoute(
    app,
    {
      method: 'get',
      path: '/api/admin/teams',
      summary: 'All teams',
      tag,
      authorize: { policy: 'site.administer', denied: adminMessages.forbidden },
      response: adminTeamListSchema,
    },
    async ({ deps }) => ({
      teams: (await listTeams(deps.db)).map((t) => ({ ...t, createdAt: t.createdAt.toISOString() })),
    }),
  );

  defineRoute(
    app,
    {
      method: 'get',
      path: '/api/admin/organizations',
      summary: 'All organizations with team and program-admin counts',
      tag,
      authorize: { policy: 'site.administer', denied: adminMessages.forbidden },
      response: adminOrganizationListSchema,
    },
    async ({ deps }) => ({
      organizations: await listOrganizationsWithCounts(deps.db),
    }),
  );

  defineRoute(
    app,
    {
      method: 'get',
      path: '/api/admin/organization-requests',
      summary: 'All organization requests',
      tag,
      authorize: { policy: 'site.administer', denied: adminMessages.forbidden },
      response: organizationRequestListSchema,
    },
    async ({ deps }) => ({ requests: await listRequests(deps.db, {}) }),
  );

  // White-label properties (the header logo per host); every change clears the branding cache.
  defineRoute(
    app,
    {
      method: 'get',
      path: '/api/admin/white-label',
      summary: 'White-label properties',
      tag,
      authorize: { policy: 'site.administer', denied: adminMessages.forbidden },
      response: whiteLabelListSchema,
    },
    async ({ deps }) => ({
      properties: (await listWhiteLabels(deps.db)).map(whiteLabelView),
    }),
  );
  defineRoute(
    app,
    {
      method: 'post',
      path: '/api/admin/white-label',
      summary: 'Add a white-label host',
      tag,
      authorize: { policy: 'site.administer', denied: adminMessages.forbidden },
      body: whiteLabelSchema,
      response: whiteLabelViewSchema,
      status: 201,
    },
    async ({ deps, body }) => {
      if (await whiteLabelDomainTaken(deps.db, body.domain))
        throw new AppError('conflict', adminMessages.domainTaken, { domain: adminMessages.domainTaken });
      const row = await insertWhiteLabel(deps.db, body);
      await clearBrandingCache(deps);
      return whiteLabelView(row);
    },
  );
  defineRoute(
    app,
    {
      method: 'put',
      path: '/api/admin/white-label/:id',
      params: z.object({ id: uuidPathParam() }),
      summary: 'Edit a white-label host',
      tag,
      authorize: { policy: 'site.administer', denied: adminMessages.forbidden },
      body: whiteLabelSchema,
      response: whiteLabelViewSchema,
    },
    async ({ deps, body, params }) => {
      const { id } = params;
      const row = await updateWhiteLabel(deps.db, id, body);
      if (!row) throw new AppError('not_found', 'Not found');
      await clearBrandingCache(deps);
      return whiteLabelView(row);
    },
  );
  defineRoute(
    app,
    {
      method: 'delete',
      path: '/api/admin/white-label/:id',
      params: z.object({ id: uuidPathParam() }),
      summary: 'Remove a white-label host',
      tag,
      authorize: { policy: 'site.administer', denied: adminMessages.forbidden },
      response: okResponseSchema,
    },
    async ({ deps, params }) => {
      const { id } = params;
      if (!(await deleteWhiteLabel(deps.db, id))) throw new AppError('not_found', 'Not found');
      await clearBrandingCache(deps);
      return { ok: true as const };
    },
  );

  defineRoute(
    app,
    {
      method: 'get',
      path: '/api/admin/support-requests',
      summary: 'Support requests, newest first',
      tag,
      authorize: { policy: 'site.administer', denied: adminMessages.forbidden },
      response: adminSupportRequestListSchema,
    },
    async ({ deps }) => ({
      requests: (await listSupportRequests(deps.db)).map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
    }),
  );
  defineRoute(
    app,
    {
      method: 'patch',
      path: '/api/admin/support-requests/:id',
      params: z.object({ id: uuidPathParam() }),
      summary: 'Close or reopen a support request',
      tag,
      authorize: { policy: 'site.administer', denied: adminMessages.forbidden },
      body: z.object({ status: z.enum(['open', 'closed']) }),
      response: adminStatusResultSchema,
    },
    async ({ deps, body, params }) => {
      const { id } = params;
      const row = await setSupportRequestStatus(deps.db, id, body.status);
      if (!row) throw new AppError('not_found', 'Not found');
      return row;
    },
  );

  defineRoute(
    app,
    {
      method: 'get',
      path: '/api/admin/outbox',
      summary: 'Mail outbox, newest first: queued, sent, failed (attempts, last error) or kept',
      tag,
      authorize: { policy: 'site.administer', denied: adminMessages.forbidden },
      response: adminOutboxSchema,
    },
    async ({ deps }) => ({
      mail: (await listOutbox(deps.db)).map((m) => ({
        id: m.id,
        to: m.to,
        subject: m.subject,
        text: withoutLinkTokens(m.text),
        kind: m.kind,
        status: m.status,
        attempts: m.attempts,
        error: m.error,
        nextAttemptAt: m.status === 'queued' ? m.nextAttemptAt.toISOString() : null,
        sentAt: m.sentAt?.toISOString() ?? null,
        createdAt: m.createdAt.toISOString(),
      })),
    }),
  );
  defineRoute(
    app,
    {
      method: 'post',
      path: '/api/admin/outbox/:id/retry',
      params: z.object({ id: uuidPathParam(adminMessages.mailNotFailed) }),
      summary: 'Queue a failed message again (a fresh set of attempts)',
      tag,
      authorize: { policy: 'site.administer', denied: adminMessages.forbidden },
      response: adminStatusResultSchema,
    },
    async ({ deps, params }) => {
      const { id } = params;
      const row = await requeueFailedMail(deps.db, id);
      if (!row) throw new AppError('conflict', adminMessages.mailNotFailed);
      deps.mailer.kick();
      return row;
    },
  );

  defineRoute(
    app,
    {
      method: 'get',
      path: '/api/admin/jobs',
      summary:
        'Background jobs, newest first: kind, status, progress, attempts, last error (docs/decisions/0021-durable-jobs.md)',
      tag,
      authorize: { policy: 'site.administer', denied: adminMessages.forbidden },
      response: adminJobListSchema,
    },
    async ({ deps }) => ({
      jobs: (await listJobs(deps.db)).map((j) => ({
        id: j.id,
        kind: j.kind,
        status: j.status as AdminJob['status'],
        done: j.progress.done ?? 0,
        total: j.progress.total ?? 0,
        attempts: j.attempts,
        error: j.lastError,
        createdAt: j.createdAt.toISOString(),
        startedAt: j.startedAt?.toISOString() ?? null,
        finishedAt: j.finishedAt?.toISOString() ?? null,
      })),
    }),
  );

  // Scoring tables (docs/decisions/0014-scoring-tables.md) with validation; a saved edit re-scores all submissions in the background.
  defineRoute(
    app,
    {
      method: 'get',
      path: '/api/admin/scoring-tables',
      summary: 'Metric weights, height–position scores and the re-scoring status',
      tag,
      authorize: { policy: 'site.administer', denied: adminMessages.forbidden },
      response: adminScoringTablesSchema,
    },
    async ({ deps }) => {
      const [weights, heights] = await Promise.all([loadWeights(deps.db), loadHeights(deps.db)]);
      // Stored rows passed the same row schemas on the way in (weightsUpdateSchema / heightsUpdateSchema).
      return {
        weights: weights as WeightRow[],
        heights,
        rescore: await rescoreStatus(deps.db),
        rescoreAvailable: true,
      };
    },
  );
  defineRoute(
    app,
    {
      method: 'put',
      path: '/api/admin/scoring-tables/weights',
      summary: 'Replace the metric weights (each position and condition sums to 1 ± 0.001), then re-score',
      tag,
      authorize: { policy: 'site.administer', denied: adminMessages.forbidden },
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
      authorize: { policy: 'site.administer', denied: adminMessages.forbidden },
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
      authorize: { policy: 'site.administer', denied: adminMessages.forbidden },
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
      authorize: { policy: 'site.administer', denied: adminMessages.forbidden },
      response: adminReportsSchema,
    },
    async ({ deps }) => {
      const d = await reportData(deps.db);
      return {
        signUpsPerWeek: fillWeeks(d.signUps),
        submissionsPerWeek: fillWeeks(d.submissions),
        commitmentsPerWeek: fillWeeks(d.commitments),
        scoreDistribution: scoreDistribution(d.scores),
        commitmentsByDivision: countByDivision(d.divisions),
      };
    },
  );
}
