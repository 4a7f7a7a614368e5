import type Stripe from 'stripe';
import type { DbOrTx } from '../../db/client.ts';
import type { AppDeps } from '../../deps-types.ts';
import { paymentProvider, stripeApiOverride, stripeClient } from '../../services/payments/payment-provider.ts';
import { isSubscriptionCurrent } from '@dugout/domain/subscriptions';
import {
  findSubscriptionByProviderId,
  markSubmissionPaid,
  openRowsOfSubject,
  recordPaymentEvent,
  subjectOf,
} from './subscriptions.repo.ts';
import { applyEnded, applyPaidPeriod, completeCheckout } from './subscriptions.service.ts';
import { enqueueDashboardReceipt } from './receipts.ts';

export const INVALID_SIGNATURE = 'Invalid Stripe signature';

export const MALFORMED_EVENT = 'Malformed Stripe event';

export class WebhookSignatureError extends Error {}
/** A correctly signed event without the shape every event has (id, type, data.object): answered 400, nothing stored. */
export class WebhookPayloadError extends Error {}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown) => (typeof v === 'string' && v.length > 0 ? v : null);
const cents = (v: unknown) => (typeof v === 'number' && Number.isSafeInteger(v) && v >= 0 ? v : undefined);

/** The Stripe settings the webhook needs, or null when Stripe is not configured (the route then answers 404). */
export function stripeWebhookSettings(env: AppDeps['env']) {
  if (!env.STRIPE_SECRET_KEY || !env.STRIPE_WEBHOOK_SECRET) return null;
  return {
    secretKey: env.STRIPE_SECRET_KEY,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET,
    api: stripeApiOverride(env.STRIPE_API_BASE),
  };
}

const idOf = (v: unknown): string | null => text(v) ?? (isRecord(v) ? text(v.id) : null);

/** Stripe API versions before 2025-03 put the subscription on the invoice itself; newer ones under parent. */
function invoiceSubscriptionId(invoice: Stripe.Invoice): string | null {
  const parent = isRecord(invoice.parent) ? invoice.parent.subscription_details : null;
  const fromParent = isRecord(parent) ? idOf(parent.subscription) : null;
  return fromParent ?? idOf((invoice as unknown as { subscription?: unknown }).subscription);
}

/** Applies one verified event inside the transaction that records its id; receipts are queued in the same transaction. */
async function apply(
  deps: Pick<AppDeps, 'env' | 'logger' | 'mailer' | 'publicUrl'>,
  tx: DbOrTx,
  event: Stripe.Event,
  now: Date,
) {
  switch (event.type) {
    case 'checkout.session.completed': {
      const session = event.data.object;
      if (session.payment_status === 'unpaid') return;
      const metadata = isRecord(session.metadata) ? session.metadata : {};
      const kind = metadata.kind;
      const id = text(metadata.id) ?? text(session.client_reference_id);
      const sessionId = text(session.id);
      // ours carry a uuid (metadata.id, client_reference_id) and the session id; anything else is not ours
      if (!id || !UUID.test(id) || !sessionId || (kind !== 'subscription' && kind !== 'submission')) {
        deps.logger.warn({ eventId: event.id }, 'Stripe checkout.session.completed without a Dugout checkout ignored');
        return;
      }
      const amountCents = cents(session.amount_total);
      if (kind === 'subscription') {
        const done = await completeCheckout(deps, tx, id, sessionId, now, {
          providerSubscriptionId: idOf(session.subscription),
          ...(amountCents !== undefined ? { amountCents } : {}),
        });
        // a checkout replaced by a newer one (docs/decisions/0040-one-plan-at-a-time.md) starts no second plan
        if (!done)
          deps.logger.warn(
            { eventId: event.id, subscriptionId: id, sessionId },
            'Stripe reported a paid checkout that is not open (replaced or unknown): no plan started; refund it in the Stripe Dashboard',
          );
      } else {
        const paid = await markSubmissionPaid(tx, id, sessionId, now);
        if (paid)
          await enqueueDashboardReceipt(deps, tx, paid, amountCents ?? paymentProvider(deps.env).priceCents, now);
      }
      return;
    }
    case 'invoice.paid': {
      const invoice = event.data.object;
      // The first invoice is the checkout itself (checkout.session.completed starts the subscription).
      if (invoice.billing_reason === 'subscription_create') return;
      const subId = invoiceSubscriptionId(invoice);
      const row = subId ? await findSubscriptionByProviderId(tx, subId) : null;
      if (!row || row.status === 'pending') return;
      // a lapsed plan whose player or team has since chosen another is not started again (one plan at a time)
      if (
        !isSubscriptionCurrent(row, now) &&
        (await openRowsOfSubject(tx, subjectOf(row))).some((r) => r.id !== row.id)
      ) {
        deps.logger.warn(
          { eventId: event.id, subscriptionId: row.id },
          'Stripe renewed a lapsed plan whose subject has another plan: not applied; refund it in the Stripe Dashboard',
        );
        return;
      }
      const amountCents = cents(invoice.amount_paid);
      await applyPaidPeriod(deps, tx, row, 'renew', now, amountCents !== undefined ? { amountCents } : {});
      return;
    }
    case 'customer.subscription.deleted': {
      const subId = text(event.data.object.id);
      const row = subId ? await findSubscriptionByProviderId(tx, subId) : null;
      if (row) await applyEnded(tx, row, now);
      return;
    }
    default:
      return;
  }
}

/**
 * POST /api/webhooks/stripe: verifies the Stripe-Signature header over the raw body, then applies the event once —
 * its id is stored in payment_events in the same transaction, so a replay (Stripe retries, or an attacker resending
 * a captured event) changes nothing.
 */
export async function handleStripeWebhook(
  deps: Pick<AppDeps, 'db' | 'env' | 'logger' | 'mailer' | 'publicUrl'>,
  rawBody: string,
  signature: string | undefined,
) {
  const settings = stripeWebhookSettings(deps.env);
  if (!settings) return null;
  let event: Stripe.Event;
  try {
    event = stripeClient(settings).webhooks.constructEvent(rawBody, signature ?? '', settings.webhookSecret);
  } catch {
    throw new WebhookSignatureError(INVALID_SIGNATURE);
  }
  // signed, but not shaped like an event (Stripe never sends one; a retry would fail the same way): 400, nothing stored
  const envelope = event as unknown as Record<string, unknown>;
  if (!text(envelope.id) || !text(envelope.type) || !isRecord(envelope.data) || !isRecord(envelope.data.object)) {
    deps.logger.warn({ eventId: text(envelope.id), type: text(envelope.type) }, 'malformed Stripe event refused');
    throw new WebhookPayloadError(MALFORMED_EVENT);
  }
  const now = new Date();
  const fresh = await deps.db.transaction(async (tx) => {
    if (!(await recordPaymentEvent(tx, { id: event.id, provider: 'stripe', type: event.type }))) return false;
    await apply(deps, tx, event, now);
    return true;
  });
  if (fresh) deps.mailer.kick();
  return { received: true, duplicate: !fresh };
}
