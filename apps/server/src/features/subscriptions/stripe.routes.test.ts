import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { addInterval } from '@dugout/domain/subscriptions';
import { metricSubmissions, outbox, paymentEvents, subscriptions } from '../../db/schema/index.ts';
import { startTestStack, type TestStack } from '../../test/test-app.ts';
import { createUser, samplePitcherMetrics } from '../../test/factories.ts';
import {
  deliverStripeEvent,
  FAKE_STRIPE_SECRET_KEY,
  startFakeStripe,
  stripeEvent as event,
  type FakeStripe,
} from '../../test/fake-stripe.ts';
import { INVALID_SIGNATURE, MALFORMED_EVENT } from './stripe-webhook.ts';

/**
 * The Stripe provider against a local HTTP server that answers like Stripe's API (test/fake-stripe.ts: a fake of
 * their service, not of ours), and the webhook with events signed by the SDK's own test-header helper. No network.
 */
let fake: FakeStripe;
let stack: TestStack;

beforeAll(async () => {
  fake = await startFakeStripe();
  stack = await startTestStack({ env: fake.env });
});
afterAll(async () => {
  await stack?.close();
  await fake?.close();
});

/** Posts as Stripe's servers do: no cookie, no Origin (the browser origin check must let it through), a signed raw body. */
const deliver = (payload: string, secret?: string) =>
  deliverStripeEvent(`${stack.url}/api/webhooks/stripe`, payload, secret);
/** The receipts queued in the outbox for a subscription or submission (written in the webhook's transaction). */
const receiptsFor = async (refId: string) =>
  (await stack.db.select().from(outbox).where(eq(outbox.refId, refId))).filter((r) => r.kind === 'receipt');
const rowOf = async (id: string) => (await stack.db.select().from(subscriptions).where(eq(subscriptions.id, id)))[0]!;

describe('Stripe Checkout Sessions', () => {
  it('a plan opens a subscription-mode session with the admin price inline, the metadata and the return URLs', async () => {
    const p = await createUser(stack);
    fake.calls.length = 0;
    const res = await p.client.post('/api/subscriptions', { planId: 'player-monthly' });
    expect(res.status).toBe(201);
    expect(res.body.status).toBe('checkout');
    expect(res.body.checkoutUrl).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_\d+$/);
    const subId = res.body.subscription.id;
    expect(fake.calls).toHaveLength(1);
    const [call] = fake.calls;
    expect(call).toMatchObject({
      method: 'POST',
      path: '/v1/checkout/sessions',
      auth: `Bearer ${FAKE_STRIPE_SECRET_KEY}`,
    });
    const f = call!.form;
    expect(f.get('mode')).toBe('subscription');
    expect(f.get('line_items[0][price_data][unit_amount]')).toBe('999');
    expect(f.get('line_items[0][price_data][currency]')).toBe('usd');
    expect(f.get('line_items[0][price_data][recurring][interval]')).toBe('month');
    expect(f.get('line_items[0][price_data][product_data][name]')).toBe('Dugout Player Monthly');
    expect(f.get('metadata[kind]')).toBe('subscription');
    expect(f.get('metadata[id]')).toBe(subId);
    expect(f.get('subscription_data[metadata][id]')).toBe(subId);
    expect(f.get('customer_email')).toBe(p.email);
    expect(f.get('success_url')).toBe(
      `${stack.url}/subscription-success?subscription=${subId}&session_id={CHECKOUT_SESSION_ID}`,
    );
    expect(f.get('cancel_url')).toBe(`${stack.url}/subscription-select`);
    expect((await rowOf(subId)).checkoutReference).toBe(res.body.checkoutUrl.split('/').pop());
  });

  it('one scored dashboard opens a payment-mode session', async () => {
    const p = await createUser(stack);
    const created = (await p.client.post('/api/submissions', samplePitcherMetrics)).body.submission;
    fake.calls.length = 0;
    const res = await p.client.post(`/api/submissions/${created.id}/checkout`);
    expect(res.body.status).toBe('checkout');
    const f = fake.calls[0]!.form;
    expect(f.get('mode')).toBe('payment');
    expect(f.get('line_items[0][price_data][unit_amount]')).toBe('2999');
    expect(f.get('line_items[0][price_data][recurring][interval]')).toBeNull();
    expect(f.get('success_url')).toBe(
      `${stack.url}/dashboard-purchase-success?submission=${created.id}&session_id={CHECKOUT_SESSION_ID}`,
    );
    const sessionId = res.body.checkoutUrl.split('/').pop();

    const paid = await deliver(
      event('checkout.session.completed', {
        id: sessionId,
        object: 'checkout.session',
        mode: 'payment',
        payment_status: 'paid',
        amount_total: 2999,
        metadata: { kind: 'submission', id: created.id, action: '' },
      }),
    );
    expect(paid.status).toBe(200);
    const [row] = await stack.db.select().from(metricSubmissions).where(eq(metricSubmissions.id, created.id));
    expect(row!.paymentStatus).toBe('paid');
    expect((await p.client.get('/api/submissions')).body.submissions.map((s: { id: string }) => s.id)).toEqual([
      created.id,
    ]);
    const receipt = await stack.smtp.waitFor(p.email, /Your Dugout receipt: scored dashboard/);
    expect(receipt.text).toContain('Amount paid: $29.99');
    expect(receipt.text).toContain(`${stack.url}/dashboard-purchased`);
  });

  it('answers 422 with a clear message when Stripe fails, and the subscription stays pending', async () => {
    const p = await createUser(stack);
    fake.failNext();
    const res = await p.client.post('/api/subscriptions', { planId: 'player-yearly' });
    expect(res.status).toBe(422);
    expect(res.body.error.message).toBe('We could not reach the payment provider. Please try again in a moment.');
    expect((await p.client.get('/api/subscriptions')).body.subscriptions).toEqual([]);
  });
});

describe('Stripe webhooks', () => {
  it('checkout.session.completed starts the subscription once; a replay, a bad signature and invoice.paid for the first invoice change nothing', async () => {
    const p = await createUser(stack);
    const started = await p.client.post('/api/subscriptions', { planId: 'player-monthly' });
    const subId = started.body.subscription.id;
    const sessionId = started.body.checkoutUrl.split('/').pop();
    const completed = event('checkout.session.completed', {
      id: sessionId,
      object: 'checkout.session',
      mode: 'subscription',
      payment_status: 'paid',
      subscription: 'sub_test_one',
      amount_total: 999,
      client_reference_id: subId,
      metadata: { kind: 'subscription', id: subId, action: 'start' },
    });

    const forged = await deliver(completed, 'whsec_someone_else');
    expect(forged.status).toBe(400);
    expect(forged.body.error.message).toBe(INVALID_SIGNATURE);
    const unsigned = await stack.client().request('POST', '/api/webhooks/stripe', undefined, {
      headers: { 'content-type': 'application/json' },
      form: completed as never,
    });
    expect(unsigned.status).toBe(400);
    expect((await rowOf(subId)).status).toBe('pending');

    const first = await deliver(completed);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ received: true, duplicate: false });
    const active = await rowOf(subId);
    expect(active).toMatchObject({ status: 'active', providerSubscriptionId: 'sub_test_one', amountCents: 999 });
    await stack.smtp.waitFor(p.email, /Your Dugout receipt: Player Monthly/);

    expect(await receiptsFor(subId)).toHaveLength(1);

    const replay = await deliver(completed);
    expect(replay.status).toBe(200);
    expect(replay.body.duplicate).toBe(true);
    expect(await receiptsFor(subId)).toHaveLength(1);
    expect((await rowOf(subId)).expiresAt).toEqual(active.expiresAt);
    expect(
      await stack.db.select().from(paymentEvents).where(eq(paymentEvents.type, 'checkout.session.completed')),
    ).not.toHaveLength(0);

    const firstInvoice = await deliver(
      event('invoice.paid', {
        id: 'in_1',
        object: 'invoice',
        billing_reason: 'subscription_create',
        amount_paid: 999,
        parent: { type: 'subscription_details', subscription_details: { subscription: 'sub_test_one' } },
      }),
    );
    expect(firstInvoice.status).toBe(200);
    expect((await rowOf(subId)).expiresAt).toEqual(active.expiresAt);
  });

  it('invoice.paid renews for one more period (once); cancel tells Stripe; customer.subscription.deleted lapses it', async () => {
    const p = await createUser(stack);
    const started = await p.client.post('/api/subscriptions', { planId: 'player-monthly' });
    const subId = started.body.subscription.id;
    await deliver(
      event('checkout.session.completed', {
        id: started.body.checkoutUrl.split('/').pop(),
        object: 'checkout.session',
        mode: 'subscription',
        payment_status: 'paid',
        subscription: 'sub_test_two',
        metadata: { kind: 'subscription', id: subId, action: 'start' },
      }),
    );
    const before = await rowOf(subId);

    const renewal = event('invoice.paid', {
      id: 'in_2',
      object: 'invoice',
      billing_reason: 'subscription_cycle',
      amount_paid: 999,
      parent: { type: 'subscription_details', subscription_details: { subscription: 'sub_test_two' } },
    });
    expect((await deliver(renewal)).status).toBe(200);
    const renewed = await rowOf(subId);
    expect(renewed.expiresAt).toEqual(addInterval(before.expiresAt!, 'month'));
    expect((await deliver(renewal)).body.duplicate).toBe(true);
    expect((await rowOf(subId)).expiresAt).toEqual(renewed.expiresAt);
    const mail = await stack.smtp.waitFor(p.email, /receipt/);
    expect(mail.subject).toMatch(/Player Monthly/);
    // the start and one renewal: two receipts, however often Stripe delivered the events
    expect(await receiptsFor(subId)).toHaveLength(2);

    fake.calls.length = 0;
    const cancelled = await p.client.post(`/api/subscriptions/${subId}/cancel`);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.subscription.status).toBe('cancelled');
    expect(fake.calls).toHaveLength(1);
    expect(fake.calls[0]).toMatchObject({ method: 'POST', path: '/v1/subscriptions/sub_test_two' });
    expect(fake.calls[0]!.form.get('cancel_at_period_end')).toBe('true');

    // switching renewal back on while the period runs tells Stripe and needs no new checkout
    fake.calls.length = 0;
    const resumed = await p.client.post(`/api/subscriptions/${subId}/renew`);
    expect(resumed.body).toMatchObject({ status: 'completed', subscription: { status: 'active' } });
    expect(fake.calls[0]!.form.get('cancel_at_period_end')).toBe('false');

    const deleted = await deliver(
      event('customer.subscription.deleted', { id: 'sub_test_two', object: 'subscription', status: 'canceled' }),
    );
    expect(deleted.status).toBe(200);
    const ended = await rowOf(subId);
    expect(ended.status).toBe('expired');
    expect(ended.expiresAt!.getTime()).toBeLessThanOrEqual(Date.now());
    expect((await p.client.get(`/api/subscriptions/${subId}`)).body.subscription).toMatchObject({
      status: 'expired',
      abilities: { renew: true },
    });
  });

  it('ignores events for subscriptions it does not know, and other event types', async () => {
    expect(
      (
        await deliver(
          event('invoice.paid', {
            id: 'in_x',
            object: 'invoice',
            billing_reason: 'subscription_cycle',
            parent: { subscription_details: { subscription: 'sub_unknown' } },
          }),
        )
      ).status,
    ).toBe(200);
    expect((await deliver(event('customer.created', { id: 'cus_1', object: 'customer' }))).status).toBe(200);
  });

  it('a signed event with data.object null, or without an id, is refused 400 and stores nothing', async () => {
    const count = async () => (await stack.db.select().from(paymentEvents)).length;
    const before = await count();
    const nullObject = JSON.stringify({
      id: 'evt_null_object',
      object: 'event',
      type: 'checkout.session.completed',
      data: { object: null },
    });
    const res = await deliver(nullObject);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(MALFORMED_EVENT);
    for (const payload of [
      JSON.stringify({ object: 'event', type: 'invoice.paid', data: { object: { id: 'in_1' } } }),
      JSON.stringify({ id: 'evt_no_data', object: 'event', type: 'customer.subscription.deleted' }),
      JSON.stringify({ id: 'evt_array', object: 'event', type: 'invoice.paid', data: { object: [] } }),
    ])
      expect((await deliver(payload)).status).toBe(400);
    expect(await count()).toBe(before);
  });

  it('signed events with missing metadata, foreign ids or odd fields are ignored with 200, never 500', async () => {
    const p = await createUser(stack);
    const started = await p.client.post('/api/subscriptions', { planId: 'player-monthly' });
    const subId = started.body.subscription.id as string;
    const sessionId = started.body.checkoutUrl.split('/').pop();
    const odd = [
      { id: sessionId, object: 'checkout.session', payment_status: 'paid' },
      { id: sessionId, payment_status: 'paid', metadata: 'nope', client_reference_id: 42 },
      { id: sessionId, payment_status: 'paid', metadata: { kind: 'subscription', id: 'not-a-uuid' } },
      {
        id: sessionId,
        payment_status: 'paid',
        metadata: { kind: 'submission', id: '00000000-0000-4000-8000-000000000000' },
      },
      { id: 42, payment_status: 'paid', metadata: { kind: 'subscription', id: subId } },
      {
        id: sessionId,
        payment_status: 'paid',
        metadata: { kind: 'subscription', id: subId },
        amount_total: 'lots',
        subscription: 7,
      },
    ];
    for (const object of odd.slice(0, 5))
      expect((await deliver(event('checkout.session.completed', object))).status).toBe(200);
    expect((await rowOf(subId)).status).toBe('pending');
    for (const object of [
      { id: 'in_2', billing_reason: 'subscription_cycle', parent: 'x', amount_paid: 'y' },
      { object: 'invoice' },
    ])
      expect((await deliver(event('invoice.paid', object))).status).toBe(200);
    expect((await deliver(event('customer.subscription.deleted', { id: 7 }))).status).toBe(200);
    // the last one is ours, with odd amount and subscription fields: started once, at the plan's price
    expect((await deliver(event('checkout.session.completed', odd[5]!))).status).toBe(200);
    expect(await rowOf(subId)).toMatchObject({ status: 'active', amountCents: 999, providerSubscriptionId: null });
    expect(await receiptsFor(subId)).toHaveLength(1);
  });
  it('invoice.paid of a lapsed plan whose player has since chosen another is not applied (200, one plan at a time)', async () => {
    const p = await createUser(stack);
    const started = await p.client.post('/api/subscriptions', { planId: 'player-monthly' });
    const subId = started.body.subscription.id as string;
    const session = {
      id: started.body.checkoutUrl.split('/').pop(),
      object: 'checkout.session',
      payment_status: 'paid',
      amount_total: 999,
      metadata: { kind: 'subscription', id: subId, action: 'start' },
      subscription: `sub_lapsed_${subId.slice(0, 8)}`,
    };
    expect((await deliver(event('checkout.session.completed', session))).status).toBe(200);
    await stack.db
      .update(subscriptions)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(subscriptions.id, subId));
    const other = await p.client.post('/api/subscriptions', { planId: 'player-yearly' });
    expect(other.status).toBe(201);
    const late = await deliver(
      event('invoice.paid', {
        id: 'in_late',
        object: 'invoice',
        billing_reason: 'subscription_cycle',
        amount_paid: 999,
        parent: { subscription_details: { subscription: session.subscription } },
      }),
    );
    expect(late.status).toBe(200);
    expect((await rowOf(subId)).status).toBe('expired');
    expect((await rowOf(other.body.subscription.id)).status).toBe('pending');
    expect(await receiptsFor(subId)).toHaveLength(1);
  });
});
