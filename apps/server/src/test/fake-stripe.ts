import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/**
 * A local stand-in for Stripe's service (a fake of their API, not of ours), so the Stripe provider runs without
 * network: the SDK's calls are sent here through STRIPE_API_BASE. It answers Checkout Session creation and
 * subscription updates, records every call, and with `webhookUrl` also plays Stripe's hosted checkout page: opening
 * a session's URL delivers `checkout.session.completed`, signed by the SDK's test-header helper, to the app's webhook
 * and returns the browser to the session's success URL — the same round trip as a real card payment.
 */
export interface FakeStripeCall {
  method: string;
  path: string;
  auth: string | undefined;
  /** the Idempotency-Key header the SDK sent (Stripe answers a repeated key with the first answer) */
  idempotencyKey: string | undefined;
  form: URLSearchParams;
}

export const FAKE_STRIPE_SECRET_KEY = 'sk_test_dugout_local';
export const FAKE_STRIPE_WEBHOOK_SECRET = 'whsec_dugout_local_test_secret';

const signer = new Stripe(FAKE_STRIPE_SECRET_KEY);
let eventCounter = 0;

/** A Stripe event as Stripe posts it (JSON text), with a fresh id unless one is given. */
export function stripeEvent(type: string, object: Record<string, unknown>, id = `evt_test_${++eventCounter}`) {
  return JSON.stringify({
    id,
    object: 'event',
    type,
    api_version: '2025-10-29.clover',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: { object },
  });
}

/** Posts an event to the webhook as Stripe's servers do: no cookie, no Origin, a signed raw body. */
export async function deliverStripeEvent(webhookUrl: string, payload: string, secret = FAKE_STRIPE_WEBHOOK_SECRET) {
  const signature = signer.webhooks.generateTestHeaderString({ payload, secret });
  const res = await fetch(webhookUrl, {
    method: 'POST',
    headers: { 'stripe-signature': signature, 'content-type': 'application/json' },
    body: payload,
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { status: res.status, body: (await res.json()) as any };
}

interface OpenSession {
  id: string;
  mode: string;
  successUrl: string;
  amount: number;
  metadata: Record<string, string>;
  clientReferenceId: string | null;
  url: string;
  status: 'open' | 'complete' | 'expired';
}

export async function startFakeStripe(opts: { webhookUrl?: () => string } = {}) {
  const calls: FakeStripeCall[] = [];
  const sessions = new Map<string, OpenSession>();
  /** Idempotency-Key → the session it created */
  const byKey = new Map<string, string>();
  let failNext = false;
  let counter = 0;
  let base = '';

  async function pay(res: ServerResponse, session: OpenSession) {
    const object = {
      id: session.id,
      object: 'checkout.session',
      mode: session.mode,
      payment_status: 'paid',
      amount_total: session.amount,
      client_reference_id: session.clientReferenceId,
      metadata: session.metadata,
      ...(session.mode === 'subscription' ? { subscription: `sub_test_${session.id}` } : {}),
    };
    const delivered = await deliverStripeEvent(opts.webhookUrl!(), stripeEvent('checkout.session.completed', object));
    if (delivered.status !== 200) {
      res.statusCode = 502;
      res.end(`webhook answered ${delivered.status}`);
      return;
    }
    res.statusCode = 303;
    res.setHeader('location', session.successUrl.replace('{CHECKOUT_SESSION_ID}', session.id));
    res.end();
  }

  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      const page = /^\/pay\/(cs_test_\w+)$/.exec(req.url ?? '');
      if (req.method === 'GET' && page) {
        const session = sessions.get(page[1]!);
        if (!session || session.status !== 'open' || !opts.webhookUrl) {
          res.statusCode = 404;
          res.end('unknown checkout session');
          return;
        }
        session.status = 'complete';
        void pay(res, session);
        return;
      }
      const call = {
        method: req.method!,
        path: req.url!,
        auth: req.headers.authorization,
        idempotencyKey: req.headers['idempotency-key'] as string | undefined,
        form: new URLSearchParams(body),
      };
      calls.push(call);
      res.setHeader('content-type', 'application/json');
      if (failNext) {
        failNext = false;
        res.statusCode = 500;
        res.end(JSON.stringify({ error: { type: 'api_error', message: 'Something went wrong on Stripe’s end.' } }));
        return;
      }
      const sessionJson = (session: OpenSession) =>
        JSON.stringify({
          id: session.id,
          object: 'checkout.session',
          mode: session.mode,
          url: session.status === 'open' ? session.url : null,
          status: session.status,
        });
      if (req.method === 'POST' && req.url === '/v1/checkout/sessions') {
        const again = call.idempotencyKey ? byKey.get(call.idempotencyKey) : undefined;
        if (again) {
          res.end(sessionJson(sessions.get(again)!));
          return;
        }
        const id = `cs_test_${++counter}`;
        const f = call.form;
        sessions.set(id, {
          id,
          mode: f.get('mode') ?? 'payment',
          successUrl: f.get('success_url') ?? '',
          amount: Number(f.get('line_items[0][price_data][unit_amount]') ?? 0),
          metadata: {
            kind: f.get('metadata[kind]') ?? '',
            id: f.get('metadata[id]') ?? '',
            action: f.get('metadata[action]') ?? '',
          },
          clientReferenceId: f.get('client_reference_id'),
          url: opts.webhookUrl ? `${base}/pay/${id}` : `https://checkout.stripe.com/c/pay/${id}`,
          status: 'open',
        });
        if (call.idempotencyKey) byKey.set(call.idempotencyKey, id);
        res.end(sessionJson(sessions.get(id)!));
        return;
      }
      const one = /^\/v1\/checkout\/sessions\/(cs_test_\w+)(\/expire)?$/.exec(req.url ?? '');
      const known = one ? sessions.get(one[1]!) : undefined;
      if (one && known && (req.method === 'GET' || (req.method === 'POST' && one[2]))) {
        if (one[2]) known.status = 'expired';
        res.end(sessionJson(known));
        return;
      }
      const sub = /^\/v1\/subscriptions\/(sub_\w+)$/.exec(req.url ?? '');
      if (req.method === 'POST' && sub) {
        res.end(
          JSON.stringify({
            id: sub[1],
            object: 'subscription',
            cancel_at_period_end: call.form.get('cancel_at_period_end') === 'true',
          }),
        );
        return;
      }
      res.statusCode = 404;
      res.end(
        JSON.stringify({
          error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${req.url})` },
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const port = (server.address() as AddressInfo).port;
  base = `http://127.0.0.1:${port}`;
  return {
    url: base,
    calls,
    /** the sessions created, by id (status open, complete once paid on the hosted page, or expired) */
    sessions,
    /** The next API call answers 500, as when Stripe is down. */
    failNext: () => {
      failNext = true;
    },
    /** The app settings that point the Stripe provider here. */
    env: {
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: FAKE_STRIPE_SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: FAKE_STRIPE_WEBHOOK_SECRET,
      STRIPE_API_BASE: base,
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;
