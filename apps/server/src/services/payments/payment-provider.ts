import { createHash, randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import type Stripe from 'stripe';
import type { PaymentProviderId } from '@dugout/domain/scoring';
import type { PlanInterval } from '@dugout/domain/subscriptions';

/**
 * Payments go through a provider (docs/decisions/0005-payments.md). The provider only takes the money and reports
 * back; plans, prices and subscription state live in our tables.
 * - `free` (the default) takes no money: a submission completes at once with payment_status 'free', a plan starts at once.
 * - `demo` sends the player to the local card page (/payment) that simulates a card payment.
 * - `stripe` creates a Stripe Checkout Session (mode `payment` for one scored dashboard, mode `subscription` for a
 *   plan) with the price given inline (`price_data`), so the prices an administrator sets in /admin are what Stripe
 *   charges and no Stripe price ids need configuring. Stripe's signed webhooks then complete the payment
 *   (features/subscriptions/stripe-webhook.ts).
 */
export interface CheckoutRequest {
  /** what is bought: one scored dashboard, or a plan's period */
  kind: 'submission' | 'subscription';
  /** the submission or subscription id */
  id: string;
  /** subscriptions: the first period, or one more */
  action?: 'start' | 'renew';
  description: string;
  amountCents: number;
  /** subscriptions: the billing interval */
  interval?: PlanInterval;
  customerEmail: string;
  /** absolute URLs the provider returns the player to */
  successUrl: string;
  cancelUrl: string;
  /**
   * One key per checkout (docs/decisions/0040-one-plan-at-a-time.md): requests that carry the same key get the same
   * checkout — Stripe's Idempotency-Key, the demo session id derived from it.
   */
  idempotencyKey?: string;
}

export type CheckoutStart =
  | { kind: 'completed'; status: 'free' | 'paid'; reference: string | null }
  | { kind: 'checkout'; reference: string; url: string };

export interface PaymentProvider {
  id: PaymentProviderId;
  /** price of one scored dashboard, in cents */
  priceCents: number;
  /** what the review step offers */
  label: string;
  begin(request: CheckoutRequest): Promise<CheckoutStart>;
  /** stop renewing at the end of the paid period (providers that renew by themselves) */
  cancelRenewal(providerSubscriptionId: string): Promise<void>;
  /** switch renewal back on for a cancelled subscription still in its period */
  resumeRenewal(providerSubscriptionId: string): Promise<void>;
  /** the URL of a checkout begun earlier while it can still be paid, else null */
  openCheckoutUrl(reference: string): Promise<string | null>;
  /** a superseded checkout can no longer be paid (best effort: the caller logs a failure) */
  expireCheckout(reference: string): Promise<void>;
}

export const DEMO_PRICE_CENTS = 2999;
/** A card number the demo checkout declines, to show the failure path. */
export const DEMO_DECLINED_CARD = '4000000000000002';
export const DEMO_CARD_DECLINED_MESSAGE = 'Your card was declined. Please try another card.';

const nothing = async () => {};

export const freeProvider: PaymentProvider = {
  id: 'free',
  priceCents: 0,
  label: 'Free — complete your submission and open your dashboard',
  begin: async () => ({ kind: 'completed', status: 'free', reference: null }),
  cancelRenewal: nothing,
  resumeRenewal: nothing,
  openCheckoutUrl: async () => null,
  expireCheckout: nothing,
};

const demoUrl = (kind: CheckoutRequest['kind'], reference: string) =>
  `/payment?${kind === 'subscription' ? 'subscription' : 'session'}=${reference}`;

/** The local card page: /payment?session=… for a dashboard, /payment?subscription=… for a plan. */
export const demoProvider: PaymentProvider = {
  id: 'demo',
  priceCents: DEMO_PRICE_CENTS,
  label: 'Card payment (demo checkout — no real charge)',
  begin: async (request) => {
    // the same key opens the same session, as Stripe's Idempotency-Key does
    const reference = request.idempotencyKey
      ? `demo_${createHash('sha256').update(request.idempotencyKey).digest('hex').slice(0, 24)}`
      : `demo_${randomBytes(12).toString('hex')}`;
    return { kind: 'checkout', reference, url: demoUrl(request.kind, reference) };
  },
  cancelRenewal: nothing,
  resumeRenewal: nothing,
  // the one-off dashboard's session (a plan's open checkout keeps its own URL)
  openCheckoutUrl: async (reference) => demoUrl('submission', reference),
  expireCheckout: nothing,
};

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** where the SDK sends API calls (tests point it at a local server that answers like Stripe's API) */
  api?: { host: string; port: number; protocol: 'http' | 'https' };
}

/** A Stripe SDK client with our settings (no retries: a failed call is reported at once). */
export function stripeClient(settings: StripeSettings): Stripe {
  // Loaded at first use, not at start: only deployments that configure it pay its load time (docs/decisions/0028-serving-fast.md).
  const sdk = createRequire(import.meta.url)('stripe') as typeof Stripe & { default?: typeof Stripe };
  const StripeSdk = sdk.default ?? sdk;
  return new StripeSdk(settings.secretKey, {
    maxNetworkRetries: 0,
    telemetry: false,
    timeout: 20_000,
    ...(settings.api ?? {}),
  });
}

export function createStripeProvider(settings: StripeSettings): PaymentProvider {
  const stripe = stripeClient(settings);
  return {
    id: 'stripe',
    priceCents: DEMO_PRICE_CENTS,
    label: 'Card payment (secure checkout by Stripe)',
    async begin(request) {
      const recurring =
        request.kind === 'subscription' && request.interval ? { recurring: { interval: request.interval } } : {};
      const metadata = { kind: request.kind, id: request.id, action: request.action ?? '' };
      const session = await stripe.checkout.sessions.create(
        {
          mode: request.kind === 'subscription' ? 'subscription' : 'payment',
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: 'usd',
                unit_amount: request.amountCents,
                product_data: { name: request.description },
                ...recurring,
              },
            },
          ],
          customer_email: request.customerEmail,
          client_reference_id: request.id,
          metadata,
          ...(request.kind === 'subscription' ? { subscription_data: { metadata } } : {}),
          success_url: `${request.successUrl}${request.successUrl.includes('?') ? '&' : '?'}session_id={CHECKOUT_SESSION_ID}`,
          cancel_url: request.cancelUrl,
        },
        request.idempotencyKey ? { idempotencyKey: request.idempotencyKey } : undefined,
      );
      if (!session.url) throw new Error('Stripe returned a Checkout Session without a URL');
      return { kind: 'checkout', reference: session.id, url: session.url };
    },
    async cancelRenewal(id) {
      await stripe.subscriptions.update(id, { cancel_at_period_end: true });
    },
    async resumeRenewal(id) {
      await stripe.subscriptions.update(id, { cancel_at_period_end: false });
    },
    async openCheckoutUrl(reference) {
      const session = await stripe.checkout.sessions.retrieve(reference);
      return session.status === 'open' && session.url ? session.url : null;
    },
    async expireCheckout(reference) {
      await stripe.checkout.sessions.expire(reference);
    },
  };
}

export interface PaymentSettings {
  PAYMENT_PROVIDER?: PaymentProviderId;
  STRIPE_SECRET_KEY?: string;
  STRIPE_WEBHOOK_SECRET?: string;
  STRIPE_API_BASE?: string;
}

/** STRIPE_API_BASE (e.g. http://127.0.0.1:12111 for stripe-mock) → the SDK's host/port/protocol. */
export function stripeApiOverride(base: string | undefined): StripeSettings['api'] {
  if (!base) return undefined;
  const u = new URL(base);
  const protocol = u.protocol === 'http:' ? 'http' : 'https';
  return { host: u.hostname, port: Number(u.port || (protocol === 'http' ? 80 : 443)), protocol };
}

const stripeProviders = new Map<string, PaymentProvider>();

/** The configured provider (one Stripe client per key). */
export function paymentProvider(env: PaymentSettings): PaymentProvider {
  if (env.PAYMENT_PROVIDER === 'demo') return demoProvider;
  if (env.PAYMENT_PROVIDER === 'stripe' && env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET) {
    const key = `${env.STRIPE_SECRET_KEY}|${env.STRIPE_API_BASE ?? ''}`;
    let provider = stripeProviders.get(key);
    if (!provider) {
      provider = createStripeProvider({
        secretKey: env.STRIPE_SECRET_KEY,
        webhookSecret: env.STRIPE_WEBHOOK_SECRET,
        api: stripeApiOverride(env.STRIPE_API_BASE),
      });
      stripeProviders.set(key, provider);
    }
    return provider;
  }
  return freeProvider;
}
