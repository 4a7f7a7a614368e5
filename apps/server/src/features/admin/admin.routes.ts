import type { Hono, MiddlewareHandler } from 'hono';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  AppError,
  adminMessages,
  adminReportsSchema,
  adminUserQuerySchema,
  adminUserUpdateSchema,
  countByDivision,
  fillWeeks,
  heightsUpdateSchema,
  isCoachActor,
  isSiteAdmin,
  messages,
  rescoreStatusSchema,
  scoreDistribution,
  weightsUpdateSchema,
  whiteLabelSchema,
  type AccountRole,
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
  okResponseSchema,
  scoringTableSavedSchema,
  whiteLabelListSchema,
  whiteLabelViewSchema,
  organizationRequestListSchema,
} from '@dugout/domain';
import {
  heightPositionScores,
  positionMetricWeights,
  sessions,
  supportRequests,
  userProfiles,
  users,
  whiteLabelProperties,
} from '../../db/schema/index.ts';
import type { AppBindings } from '../../http/context.ts';
import { defineRoute } from '../../http/route.ts';
import { clearBrandingCache } from '../branding/index.ts';
import { listRequests } from '../organizations/index.ts';
import { uuidParam } from '../../http/route.ts';
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
import { requeueFailedMail } from '../../services/mail/outbox.repo.ts';
import { replaceScoringTable, rescoreStatus } from './rescore-job.ts';
import { listJobs } from '../../services/jobs/queue.ts';

/** Every /api/admin route: 401 when signed out, 403 for anyone but a site admin — before any input is read. */
export const requireSiteAdmin: MiddlewareHandler<AppBindings> = async (c, next) => {
  const actor = c.get('actor');
  if (!actor) throw new AppError('unauthenticated', messages.userNotAuthenticated);
  if (!isSiteAdmin(actor)) throw new AppError('forbidden', adminMessages.forbidden);
  await next();
};

const iso = (d: Date | null) => d?.toISOString() ?? null;
/** Reset and invitation links are single-use keys to an account: the Outbox shows them without their token. */
const hideTokens = (text: string) => text.replace(/([?&]token=)[^\s&"<>]+/g, '$1…');
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
      auth: true,
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
      summary: 'Change a role, disable or enable a user',
      tag,
      auth: true,
      body: adminUserUpdateSchema,
      response: adminUserUpdatedSchema,
    },
    async ({ deps, actor, body, params }) => {
      const id = params.id ?? '';
      const [user] = await deps.db.select().from(users).where(eq(users.id, id));
      if (!user) throw new AppError('not_found', adminMessages.userNotFound);
      if (id === actor.userId && (body.disabled === true || (body.role && body.role !== 'admin')))
        throw new AppError('invalid_input', adminMessages.cannotChangeSelf);
      await deps.db.transaction(async (tx) => {
        if (body.role) {
          await tx.update(users).set({ role: body.role, updatedAt: new Date() }).where(eq(users.id, id));
          await tx
            .update(userProfiles)
            .set({ isCoach: isCoachActor({ role: body.role as AccountRole, isCoach: false }), updatedAt: new Date() })
            .where(eq(userProfiles.userId, id));
        }
        if (body.disabled !== undefined) {
          await tx.update(users).set({ disabled: body.disabled, updatedAt: new Date() }).where(eq(users.id, id));
          if (body.disabled) await tx.delete(sessions).where(eq(sessions.userId, id));
        }
      });
      const [after] = await deps.db
        .select({ id: users.id, email: users.email, role: users.role, disabled: users.disabled })
        .from(users)
        .where(eq(users.id, id));
      return { ...after!, role: after!.role as AccountRole };
    },
  );

  defineRoute(
    app,
    { method: 'get', path: '/api/admin/teams', summary: 'All teams', tag, auth: true, response: adminTeamListSchema },
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
      auth: true,
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
      auth: true,
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
      auth: true,
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
      auth: true,
      body: whiteLabelSchema,
      response: whiteLabelViewSchema,
      status: 201,
    },
    async ({ deps, body }) => {
      const [taken] = await deps.db
        .select({ id: whiteLabelProperties.id })
        .from(whiteLabelProperties)
        .where(eq(whiteLabelProperties.domain, body.domain));
      if (taken) throw new AppError('conflict', adminMessages.domainTaken, { domain: adminMessages.domainTaken });
      const [row] = await deps.db.insert(whiteLabelProperties).values(body).returning();
      await clearBrandingCache(deps);
      return whiteLabelView(row!);
    },
  );
  defineRoute(
    app,
    {
      method: 'put',
      path: '/api/admin/white-label/:id',
      summary: 'Edit a white-label host',
      tag,
      auth: true,
      body: whiteLabelSchema,
      response: whiteLabelViewSchema,
    },
    async ({ deps, body, params }) => {
      const id = uuidParam(params.id);
      const [row] = await deps.db
        .update(whiteLabelProperties)
        .set(body)
        .where(eq(whiteLabelProperties.id, id))
        .returning();
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
      summary: 'Remove a white-label host',
      tag,
      auth: true,
      response: okResponseSchema,
    },
    async ({ deps, params }) => {
      const id = uuidParam(params.id);
      const gone = await deps.db
        .delete(whiteLabelProperties)
        .where(eq(whiteLabelProperties.id, id))
        .returning({ id: whiteLabelProperties.id });
      if (gone.length === 0) throw new AppError('not_found', 'Not found');
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
      auth: true,
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
      summary: 'Close or reopen a support request',
      tag,
      auth: true,
      body: z.object({ status: z.enum(['open', 'closed']) }),
      response: adminStatusResultSchema,
    },
    async ({ deps, body, params }) => {
      const id = uuidParam(params.id);
      const [row] = await deps.db
        .update(supportRequests)
        .set({ status: body.status })
        .where(eq(supportRequests.id, id))
        .returning({ id: supportRequests.id, status: supportRequests.status });
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
      auth: true,
      response: adminOutboxSchema,
    },
    async ({ deps }) => ({
      mail: (await listOutbox(deps.db)).map((m) => ({
        id: m.id,
        to: m.to,
        subject: m.subject,
        text: hideTokens(m.text),
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
      summary: 'Queue a failed message again (a fresh set of attempts)',
      tag,
      auth: true,
      response: adminStatusResultSchema,
    },
    async ({ deps, params }) => {
      const id = uuidParam(params.id, adminMessages.mailNotFailed);
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
      auth: true,
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
      auth: true,
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
      auth: true,
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
      auth: true,
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
      auth: true,
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
      auth: true,
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
