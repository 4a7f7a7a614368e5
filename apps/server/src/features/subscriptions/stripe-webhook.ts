import type Stripe from 'stripe';
import type { DbOrTx } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { paymentProvider, stripeApiOverride, stripeClient } from '../../services/payments/payment-provider.ts';
import { findSubscriptionByProviderId, markSubmissionPaid, recordPaymentEvent } from './subscriptions.repo.ts';
import { applyEnded, applyPaidPeriod, completeCheckout } from './subscriptions.service.ts';
import { enqueueDashboardReceipt } from './receipts.ts';

export const INVALID_SIGNATURE = 'Invalid Stripe signature';

export class WebhookSignatureError extends Error {}

/** The Stripe settings the webhook needs, or null when Stripe is not configured (the route then answers 404). */
export function stripeWebhookSettings(env: AppDeps['env']) {
  if (!env.STRIPE_SECRET_KEY || !env.STRIPE_WEBHOOK_SECRET) return null;
  return {
    secretKey: env.STRIPE_SECRET_KEY,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET,
    api: stripeApiOverride(env.STRIPE_API_BASE),
  };
}

const idOf = (v: string | { id: string } | null | undefined) => (typeof v === 'string' ? v : (v?.id ?? null));

/** Stripe API versions before 2025-03 put the subscription on the invoice itself; newer ones under parent. */
function invoiceSubscriptionId(invoice: Stripe.Invoice): string | null {
  const parent = invoice.parent?.subscription_details?.subscription;
  return idOf(parent ?? (invoice as unknown as { subscription?: string | { id: string } | null }).subscription ?? null);
}

/** Applies one verified event inside the transaction that records its id; receipts are queued in the same transaction. */
async function apply(deps: AppDeps, tx: DbOrTx, event: Stripe.Event, now: Date) {
  switch (event.type) {
    case 'checkout.session.completed': {
      const session = event.data.object;
      if (session.payment_status === 'unpaid') return;
      const kind = session.metadata?.kind;
      const id = session.metadata?.id ?? session.client_reference_id;
      if (!id) return;
      if (kind === 'subscription') {
        await completeCheckout(deps, tx, id, session.id, now, {
          providerSubscriptionId: idOf(session.subscription),
          ...(typeof session.amount_total === 'number' ? { amountCents: session.amount_total } : {}),
        });
      } else if (kind === 'submission') {
        const paid = await markSubmissionPaid(tx, id, session.id, now);
        if (paid)
          await enqueueDashboardReceipt(
            deps,
            tx,
            paid,
            session.amount_total ?? paymentProvider(deps.env).priceCents,
            now,
          );
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
      await applyPaidPeriod(deps, tx, row, 'renew', now, { amountCents: invoice.amount_paid });
      return;
    }
    case 'customer.subscription.deleted': {
      const row = await findSubscriptionByProviderId(tx, event.data.object.id);
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
export async function handleStripeWebhook(deps: AppDeps, rawBody: string, signature: string | undefined) {
  const settings = stripeWebhookSettings(deps.env);
  if (!settings) return null;
  let event: Stripe.Event;
  try {
    event = stripeClient(settings).webhooks.constructEvent(rawBody, signature ?? '', settings.webhookSecret);
  } catch {
    throw new WebhookSignatureError(INVALID_SIGNATURE);
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
