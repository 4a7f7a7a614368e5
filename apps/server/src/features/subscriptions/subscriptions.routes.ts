import { z } from 'zod';
import type { Hono } from 'hono';
import { purchaseStatusQuerySchema, purchaseStatusSchema } from '@dugout/domain/payments';
import { demoCardSchema } from '@dugout/domain/scoring';
import { AppError } from '@dugout/domain/shared';
import {
  planListSchema,
  planUpdateSchema,
  subscriptionCheckoutResultSchema,
  subscriptionCheckoutSchema,
  subscriptionDemoSessionSchema,
  subscriptionListSchema,
  subscriptionMessages,
  subscriptionResponseSchema,
  planResponseSchema,
} from '@dugout/domain/subscriptions';
import type { AppBindings } from '../../http/context.ts';
import { actingActor, defineRoute, textPathParam, uuidPathParam } from '../../http/route.ts';
import { handleStripeWebhook, WebhookPayloadError, WebhookSignatureError } from './stripe-webhook.ts';
import {
  allPlans,
  cancelSubscription,
  editPlan,
  getDemoSubscriptionCheckout,
  getSubscription,
  listMySubscriptions,
  offeredPlans,
  payDemoSubscriptionCheckout,
  purchaseStatus,
  renewSubscription,
  startSubscription,
} from './subscriptions.service.ts';
import { siteAdmin } from '../../access/rules.ts';

import { STRIPE_WEBHOOK_PATH } from './webhook-path.ts';

const tag = 'subscriptions';

export function subscriptionsRoutes(app: Hono<AppBindings>) {
  defineRoute(
    app,
    {
      method: 'get',
      path: '/api/subscription-plans',
      summary: 'The plans on offer (player and team, monthly and yearly)',
      tag,
      authorize: 'public',
      response: planListSchema,
    },
    async ({ deps }) => offeredPlans(deps),
  );

  defineRoute(
    app,
    {
      method: 'get',
      path: '/api/subscriptions',
      summary:
        "The signed-in user's subscriptions (own plans and the team plans of teams they administer), or a guardian's player's",
      tag,
      authorize: 'player',
      response: subscriptionListSchema,
    },
    async ({ deps, actor, subject }) => listMySubscriptions(deps, actingActor(actor, subject)),
  );

  defineRoute(
    app,
    {
      method: 'post',
      path: '/api/subscriptions',
      summary:
        "Choose a plan: a free plan starts at once, otherwise the checkout URL to visit (a guardian may buy the player's)",
      tag,
      authorize: 'player',
      guardiansMayPay: true,
      body: subscriptionCheckoutSchema,
      response: subscriptionCheckoutResultSchema,
      status: 201,
    },
    async ({ deps, actor, subject, body }) =>
      startSubscription(deps, actingActor(actor, subject), body, subject.actorIsGuardian ? actor.userId : null),
  );

  defineRoute(
    app,
    {
      method: 'get',
      path: '/api/subscriptions/:id',
      params: z.object({ id: uuidPathParam(subscriptionMessages.subscriptionNotFound) }),
      summary: 'One subscription (its payer, an administrator of its team, or a guardian acting for the player)',
      tag,
      authorize: 'player',
      response: subscriptionResponseSchema,
    },
    // the service asks subscription.manage of the (acting) actor
    async ({ deps, actor, subject, params }) => getSubscription(deps, actingActor(actor, subject), params.id),
  );

  defineRoute(
    app,
    {
      method: 'post',
      path: '/api/subscriptions/:id/renew',
      params: z.object({ id: uuidPathParam(subscriptionMessages.subscriptionNotFound) }),
      summary: 'Renew for one more period (checkout), or switch renewal back on',
      tag,
      authorize: { policy: 'subscription.manage', checkedIn: 'service' },
      response: subscriptionCheckoutResultSchema,
    },
    async ({ deps, actor, params }) => renewSubscription(deps, actor, params.id),
  );

  defineRoute(
    app,
    {
      method: 'post',
      path: '/api/subscriptions/:id/cancel',
      params: z.object({ id: uuidPathParam(subscriptionMessages.subscriptionNotFound) }),
      summary: 'Cancel: no further renewal; usable until the end of the paid period',
      tag,
      authorize: { policy: 'subscription.manage', checkedIn: 'service' },
      response: subscriptionResponseSchema,
    },
    async ({ deps, actor, params }) => cancelSubscription(deps, actor, params.id),
  );

  defineRoute(
    app,
    {
      method: 'get',
      path: '/api/payments/demo-subscription/:sessionId',
      params: z.object({ sessionId: textPathParam() }),
      summary: 'The demo checkout of a plan (simulated card payment)',
      tag,
      authorize: 'player',
      response: subscriptionDemoSessionSchema,
    },
    async ({ deps, actor, subject, params }) =>
      getDemoSubscriptionCheckout(deps, actingActor(actor, subject), params.sessionId),
  );

  defineRoute(
    app,
    {
      method: 'post',
      path: '/api/payments/demo-subscription/:sessionId',
      params: z.object({ sessionId: textPathParam() }),
      summary: "Pay the demo checkout of a plan with a (simulated) card (a guardian may pay for the player's)",
      tag,
      authorize: 'player',
      guardiansMayPay: true,
      body: demoCardSchema,
      response: subscriptionResponseSchema,
    },
    async ({ deps, actor, subject, params, body }) =>
      payDemoSubscriptionCheckout(
        deps,
        actingActor(actor, subject),
        params.sessionId,
        body,
        subject.actorIsGuardian ? actor.userId : undefined,
      ),
  );

  defineRoute(
    app,
    {
      method: 'get',
      path: '/api/payments/status',
      query: purchaseStatusQuerySchema,
      summary: "Whether the signed-in user's own dashboard purchase or plan checkout completed (for the success pages)",
      tag,
      authorize: 'player',
      response: purchaseStatusSchema,
    },
    async ({ deps, subject, query }) => purchaseStatus(deps, subject.playerId, query),
  );

  defineRoute(
    app,
    {
      method: 'get',
      path: '/api/admin/plans',
      summary: 'Every plan with its price (site admins)',
      tag: 'admin',
      authorize: siteAdmin,
      response: planListSchema,
    },
    async ({ deps }) => allPlans(deps),
  );

  defineRoute(
    app,
    {
      method: 'put',
      path: '/api/admin/plans/:id',
      params: z.object({ id: textPathParam() }),
      summary: "Change a plan's price (0 = free), name or whether it is offered (site admins)",
      tag: 'admin',
      authorize: siteAdmin,
      body: planUpdateSchema,
      response: planResponseSchema,
    },
    async ({ deps, params, body }) => editPlan(deps, params.id, body),
  );

  // Stripe calls this with a signed raw body (not JSON-parsed first): no session, no Origin check — the signature is
  // the authentication (README "Stripe").
  app.post(STRIPE_WEBHOOK_PATH, async (c) => {
    const raw = await c.req.text();
    try {
      const result = await handleStripeWebhook(c.get('deps'), raw, c.req.header('stripe-signature'));
      if (!result) throw new AppError('not_found', 'Stripe is not configured');
      return c.json(result);
    } catch (err) {
      if (err instanceof WebhookSignatureError || err instanceof WebhookPayloadError)
        throw new AppError('invalid_input', err.message);
      throw err;
    }
  });
}
