import { purchaseStatusQuerySchema, purchaseStatusSchema, type PurchaseStatus } from '@dugout/domain/payments';
import { subscriptionResponseSchema, type SubscriptionView } from '@dugout/domain/subscriptions';
import { apiError, route } from '../msw';

/**
 * A fake of the signed-in user's purchases for the success pages (docs/decisions/0046-success-pages-ask-the-server.md):
 * `GET /api/payments/status` answers from `state` (an id it does not hold: `none`, as the server answers for an id that
 * is not the caller's), and `GET /api/subscriptions/:id` the plan's details. Change `state` to move a purchase on.
 */
export interface PaymentsFakeState {
  /** a dashboard purchase's status by submission id */
  submissions: Record<string, PurchaseStatus>;
  /** a plan's status by subscription id, and the subscription as its page shows it */
  subscriptions: Record<string, { status: PurchaseStatus; view?: SubscriptionView }>;
}

export function fakeSubscription(id: string, over: Partial<SubscriptionView> = {}): SubscriptionView {
  return subscriptionResponseSchema.parse({
    subscription: {
      id,
      plan: {
        id: 'plan-monthly',
        audience: 'player',
        interval: 'month',
        name: 'Player Monthly',
        priceCents: 1999,
        active: true,
      },
      teamCode: null,
      teamName: null,
      status: 'active',
      provider: 'demo',
      amountCents: 1999,
      startedAt: '2026-01-15T12:00:00.000Z',
      expiresAt: '2026-02-15T12:00:00.000Z',
      cancelledAt: null,
      abilities: { cancel: true, renew: false },
      ...over,
    },
  }).subscription;
}

export function createPaymentsFake(init: Partial<PaymentsFakeState> = {}) {
  const state: PaymentsFakeState = { submissions: init.submissions ?? {}, subscriptions: init.subscriptions ?? {} };
  const handlers = () => [
    route('GET', '/api/payments/status', { response: purchaseStatusSchema }, ({ query }) => {
      const q = purchaseStatusQuerySchema.safeParse(Object.fromEntries(query));
      if (!q.success) return apiError('invalid_input', q.error.issues[0]?.message ?? 'Invalid request');
      const { submission, subscription } = q.data;
      const status = submission ? state.submissions[submission] : state.subscriptions[subscription ?? '']?.status;
      return { status: status ?? 'none' };
    }),
    route('GET', '/api/subscriptions/:id', { response: subscriptionResponseSchema }, ({ params }) => {
      const view = state.subscriptions[params.id]?.view;
      return view ? { subscription: view } : apiError('not_found', 'Subscription not found');
    }),
  ];
  return { state, handlers };
}
