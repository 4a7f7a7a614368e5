import type { Hono } from 'hono';
import { z } from 'zod';
import {
  checkoutResultSchema,
  checkoutSessionSchema,
  dashboardQuerySchema,
  dashboardSchema,
  demoCardSchema,
  submissionInputSchema,
  submissionListSchema,
  submissionWithPaymentSchema,
  paymentOptionSchema,
  demoPaymentResultSchema,
} from '@dugout/domain/scoring';
import type { AppBindings } from '../../http/context.ts';
import { defineRoute, textPathParam, uuidPathParam } from '../../http/route.ts';
import {
  SUBMISSION_NOT_FOUND,
  checkoutSubmission,
  createSubmission,
  getDemoCheckout,
  listVisibleSubmissions,
  loadDashboard,
  loadSubmissionForViewer,
  payDemoCheckout,
  paymentOptionFor,
} from './submissions.service.ts';

export function submissionsRoutes(app: Hono<AppBindings>) {
  defineRoute(
    app,
    {
      method: 'post',
      path: '/api/submissions',
      summary: 'Submit metrics: scored at once, stored pending until payment',
      tag: 'submissions',
      authorize: 'self',
      body: submissionInputSchema,
      response: submissionWithPaymentSchema,
      status: 201,
    },
    async ({ deps, actor, body }) => createSubmission(deps, actor.userId, body),
  );

  defineRoute(
    app,
    {
      method: 'get',
      path: '/api/submissions',
      summary: "The signed-in player's completed submissions (de-duplicated, newest first)",
      tag: 'submissions',
      authorize: 'self',
      response: submissionListSchema,
    },
    async ({ deps, actor }) => ({ submissions: await listVisibleSubmissions(deps.db, actor.userId) }),
  );

  defineRoute(
    app,
    {
      method: 'get',
      path: '/api/submissions/:id',
      params: z.object({ id: uuidPathParam(SUBMISSION_NOT_FOUND) }),
      summary: 'One submission (owner, or a coach/administrator of a team the owner belongs to)',
      tag: 'submissions',
      authorize: { policy: 'playerData.view', checkedIn: 'service' },
      response: submissionWithPaymentSchema,
    },
    async ({ deps, actor, params }) => loadSubmissionForViewer(deps, actor, params.id),
  );

  defineRoute(
    app,
    {
      method: 'post',
      path: '/api/submissions/:id/checkout',
      params: z.object({ id: uuidPathParam(SUBMISSION_NOT_FOUND) }),
      summary: 'Complete a pending submission through the payment provider (free, demo, or team funded)',
      tag: 'submissions',
      authorize: 'self',
      response: checkoutResultSchema,
    },
    async ({ deps, actor, params }) => checkoutSubmission(deps, actor.userId, params.id, actor.email),
  );

  defineRoute(
    app,
    {
      method: 'get',
      path: '/api/payments/demo/:sessionId',
      params: z.object({ sessionId: textPathParam() }),
      summary: 'The demo checkout session (simulated card payment)',
      tag: 'submissions',
      authorize: 'self',
      response: checkoutSessionSchema,
    },
    async ({ deps, actor, params }) => getDemoCheckout(deps, actor.userId, params.sessionId),
  );

  defineRoute(
    app,
    {
      method: 'post',
      path: '/api/payments/demo/:sessionId',
      params: z.object({ sessionId: textPathParam() }),
      summary: 'Pay the demo checkout with a (simulated) card; marks the submission paid',
      tag: 'submissions',
      authorize: 'self',
      body: demoCardSchema,
      response: demoPaymentResultSchema,
    },
    async ({ deps, actor, params, body }) => ({
      submission: await payDemoCheckout(deps, actor.userId, params.sessionId, body),
    }),
  );

  defineRoute(
    app,
    {
      method: 'get',
      path: '/api/payments/options',
      summary: 'What completing a submission costs the signed-in player (provider, price, team funded)',
      tag: 'submissions',
      authorize: 'self',
      response: paymentOptionSchema,
    },
    async ({ deps, actor }) => paymentOptionFor(deps, actor.userId),
  );

  defineRoute(
    app,
    {
      method: 'get',
      path: '/api/dashboard',
      summary: "A player's dashboard: score, tier, best position, position and metric scores, history",
      tag: 'submissions',
      authorize: { policy: 'playerData.view', checkedIn: 'service' },
      query: dashboardQuerySchema,
      response: dashboardSchema,
    },
    async ({ deps, actor, query }) => loadDashboard(deps, actor, query),
  );
}
