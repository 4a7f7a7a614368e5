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
import { actingActor, defineRoute, textPathParam, uuidPathParam } from '../../http/route.ts';
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
      authorize: 'player',
      body: submissionInputSchema,
      response: submissionWithPaymentSchema,
      status: 201,
    },
    async ({ deps, subject, body }) => createSubmission(deps, subject.playerId, body),
  );

  defineRoute(
    app,
    {
      method: 'get',
      path: '/api/submissions',
      summary: "The signed-in player's completed submissions (de-duplicated, newest first)",
      tag: 'submissions',
      authorize: 'player',
      response: submissionListSchema,
    },
    async ({ deps, subject }) => ({ submissions: await listVisibleSubmissions(deps.db, subject.playerId) }),
  );

  defineRoute(
    app,
    {
      method: 'get',
      path: '/api/submissions/:id',
      params: z.object({ id: uuidPathParam(SUBMISSION_NOT_FOUND) }),
      summary:
        'One submission (owner, a guardian acting for them, or a coach/administrator of a team the owner belongs to)',
      tag: 'submissions',
      authorize: 'player',
      response: submissionWithPaymentSchema,
    },
    // the service asks playerData.view of the (acting) actor for the submission's owner
    async ({ deps, actor, subject, params }) => loadSubmissionForViewer(deps, actingActor(actor, subject), params.id),
  );

  defineRoute(
    app,
    {
      method: 'post',
      path: '/api/submissions/:id/checkout',
      params: z.object({ id: uuidPathParam(SUBMISSION_NOT_FOUND) }),
      summary: 'Complete a pending submission through the payment provider (free, demo, or team funded)',
      tag: 'submissions',
      authorize: 'player',
      guardiansMayPay: true,
      response: checkoutResultSchema,
    },
    async ({ deps, actor, subject, params }) => checkoutSubmission(deps, subject.playerId, params.id, actor.email),
  );

  defineRoute(
    app,
    {
      method: 'get',
      path: '/api/payments/demo/:sessionId',
      params: z.object({ sessionId: textPathParam() }),
      summary: 'The demo checkout session (simulated card payment)',
      tag: 'submissions',
      authorize: 'player',
      response: checkoutSessionSchema,
    },
    async ({ deps, subject, params }) => getDemoCheckout(deps, subject.playerId, params.sessionId),
  );

  defineRoute(
    app,
    {
      method: 'post',
      path: '/api/payments/demo/:sessionId',
      params: z.object({ sessionId: textPathParam() }),
      summary: 'Pay the demo checkout with a (simulated) card; marks the submission paid',
      tag: 'submissions',
      authorize: 'player',
      guardiansMayPay: true,
      body: demoCardSchema,
      response: demoPaymentResultSchema,
    },
    async ({ deps, actor, subject, params, body }) => ({
      submission: await payDemoCheckout(
        deps,
        subject.playerId,
        params.sessionId,
        body,
        subject.actorIsGuardian ? actor.userId : null,
      ),
    }),
  );

  defineRoute(
    app,
    {
      method: 'get',
      path: '/api/payments/options',
      summary: 'What completing a submission costs the signed-in player (provider, price, team funded)',
      tag: 'submissions',
      authorize: 'player',
      response: paymentOptionSchema,
    },
    async ({ deps, subject }) => paymentOptionFor(deps, subject.playerId),
  );

  defineRoute(
    app,
    {
      method: 'get',
      path: '/api/dashboard',
      summary: "A player's dashboard: score, tier, best position, position and metric scores, history",
      tag: 'submissions',
      authorize: 'player',
      query: dashboardQuerySchema,
      response: dashboardSchema,
    },
    // a guardian acting for the player sees the player's dashboard as the player does; `user` (a coach's roster)
    // is checked by the service with playerData.view
    async ({ deps, actor, subject, query }) => loadDashboard(deps, actingActor(actor, subject), query),
  );
}
