import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { subscriptionMessages } from '@dugout/domain/subscriptions';
import { metricSubmissions, outbox, subscriptions, teamSubscriptions } from '../../db/schema/index.ts';
import { startTestStack, type HttpClient, type TestStack } from '../../test/test-app.ts';
import { createUser, samplePitcherMetrics, TEST_PASSWORD } from '../../test/factories.ts';
import { coachWithTeam } from '../../test/team-factories.ts';
import { deliverStripeEvent, startFakeStripe, stripeEvent, type FakeStripe } from '../../test/fake-stripe.ts';
import { DASHBOARD_RECEIPT_SUBJECT } from './receipts.ts';

/**
 * One plan at a time (docs/decisions/0040-one-plan-at-a-time.md), under real concurrency: each stack runs on a
 * PostgreSQL database of its own even in the PGlite run (PGlite serialises every statement and would hide the race).
 * Before the fix, ten parallel starts paid on the demo card gave ten active plans and ten receipts.
 */
let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack({ postgres: true, env: { PAYMENT_PROVIDER: 'demo' } });
});
afterAll(() => stack?.close());

const card = { cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', name: 'Casey Player' };
const PARALLEL = 20;

/** `n` separate sessions of one account, each its own signed-in client (as from separate browsers). */
async function sessionsOf(s: TestStack, email: string, n: number): Promise<HttpClient[]> {
  return Promise.all(
    Array.from({ length: n }, async () => {
      const session = await s.deps.auth.api.signInEmail({
        body: { email, password: TEST_PASSWORD },
        headers: new Headers(),
        returnHeaders: true,
      });
      const client = s.client();
      client.storeCookies(session.headers);
      return client;
    }),
  );
}

const sessionOf = (checkoutUrl: string) => new URL(checkoutUrl, 'http://x').searchParams.get('subscription')!;
const receiptsFor = async (s: TestStack, refId: string) =>
  (await s.db.select().from(outbox).where(eq(outbox.refId, refId))).filter((r) => r.kind === 'receipt');
const playerRows = (s: TestStack, userId: string) =>
  s.db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), isNull(subscriptions.teamCode)));

/** Exactly one e-mail to `to` whose subject matches: the first arrives, and no second one within a grace period. */
async function exactlyOneMail(s: TestStack, to: string, subject: RegExp) {
  await s.smtp.waitFor(to, subject);
  await new Promise((r) => setTimeout(r, 1500));
  expect(s.smtp.received.filter((m) => m.to.includes(to) && subject.test(m.subject))).toHaveLength(1);
}

describe('20 parallel starts of a player plan', () => {
  it('all answer the one checkout; paying it 20 times at once gives one active plan and one receipt', async () => {
    const p = await createUser(stack);
    const clients = await sessionsOf(stack, p.email, PARALLEL);
    const starts = await Promise.all(clients.map((c) => c.post('/api/subscriptions', { planId: 'player-monthly' })));
    expect(starts.map((r) => r.status)).toEqual(Array(PARALLEL).fill(201));
    const urls = new Set(starts.map((r) => r.body.checkoutUrl));
    expect(urls.size).toBe(1);
    expect(new Set(starts.map((r) => r.body.subscription.id)).size).toBe(1);
    expect(await playerRows(stack, p.id)).toHaveLength(1);

    const session = sessionOf([...urls][0]!);
    const pays = await Promise.all(clients.map((c) => c.post(`/api/payments/demo-subscription/${session}`, card)));
    expect(pays.map((r) => r.status)).toEqual(Array(PARALLEL).fill(200));
    expect(pays.every((r) => r.body.subscription.status === 'active')).toBe(true);

    const rows = await playerRows(stack, p.id);
    expect(rows.map((r) => r.status)).toEqual(['active']);
    expect(await receiptsFor(stack, rows[0]!.id)).toHaveLength(1);
    await exactlyOneMail(stack, p.email, /Your Dugout receipt: Player Monthly/);
    const list = await p.client.get('/api/subscriptions');
    expect(list.body.subscriptions).toHaveLength(1);

    // a second plan while this one runs is refused, in parallel too
    const again = await Promise.all(clients.map((c) => c.post('/api/subscriptions', { planId: 'player-yearly' })));
    expect(again.map((r) => r.status)).toEqual(Array(PARALLEL).fill(409));
    expect(again[0]!.body.error.message).toBe(subscriptionMessages.alreadySubscribed);
    expect(await playerRows(stack, p.id)).toHaveLength(1);
  });

  it('another plan supersedes the open checkout: paying the old one is refused, no second plan', async () => {
    const p = await createUser(stack);
    const monthly = await p.client.post('/api/subscriptions', { planId: 'player-monthly' });
    const yearly = await p.client.post('/api/subscriptions', { planId: 'player-yearly' });
    expect(yearly.status).toBe(201);
    expect(yearly.body.checkoutUrl).not.toBe(monthly.body.checkoutUrl);
    const old = sessionOf(monthly.body.checkoutUrl);
    const current = sessionOf(yearly.body.checkoutUrl);

    const refused = await p.client.post(`/api/payments/demo-subscription/${old}`, card);
    expect(refused.status).toBe(404);
    expect(refused.body.error.message).toBe(subscriptionMessages.checkoutNotFound);
    expect((await p.client.get(`/api/payments/demo-subscription/${old}`)).status).toBe(404);

    // both at once: only the open checkout pays
    const [a, b] = await Promise.all([
      p.client.post(`/api/payments/demo-subscription/${current}`, card),
      p.client.post(`/api/payments/demo-subscription/${old}`, card),
    ]);
    expect(a.status).toBe(200);
    expect(a.body.subscription).toMatchObject({ status: 'active', plan: { id: 'player-yearly' } });
    expect(b.status).toBe(404);

    const rows = await playerRows(stack, p.id);
    expect(rows.map((r) => [r.planId, r.status])).toEqual([['player-yearly', 'active']]);
    expect(await receiptsFor(stack, rows[0]!.id)).toHaveLength(1);
    await exactlyOneMail(stack, p.email, /Your Dugout receipt/);
  });

  it('renewing a lapsed plan: 20 parallel renewals share one checkout and one period is added', async () => {
    const p = await createUser(stack);
    const started = await p.client.post('/api/subscriptions', { planId: 'player-monthly' });
    const paid = await p.client.post(`/api/payments/demo-subscription/${sessionOf(started.body.checkoutUrl)}`, card);
    const id = paid.body.subscription.id as string;
    await stack.smtp.waitFor(p.email, /Your Dugout receipt/);
    await stack.db
      .update(subscriptions)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(subscriptions.id, id));

    const clients = await sessionsOf(stack, p.email, PARALLEL);
    const renewals = await Promise.all(clients.map((c) => c.post(`/api/subscriptions/${id}/renew`)));
    expect(renewals.map((r) => r.status)).toEqual(Array(PARALLEL).fill(200));
    expect(new Set(renewals.map((r) => r.body.checkoutUrl)).size).toBe(1);
    const session = sessionOf(renewals[0]!.body.checkoutUrl);
    const pays = await Promise.all(clients.map((c) => c.post(`/api/payments/demo-subscription/${session}`, card)));
    expect(pays.map((r) => r.status)).toEqual(Array(PARALLEL).fill(200));

    const rows = await playerRows(stack, p.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.status).toBe('active');
    const month = 27 * 24 * 3600 * 1000;
    expect(rows[0]!.expiresAt!.getTime()).toBeGreaterThan(Date.now() + month);
    expect(rows[0]!.expiresAt!.getTime()).toBeLessThan(Date.now() + 2 * month);
    expect(await receiptsFor(stack, id)).toHaveLength(2);
  });

  it('a new plan while a lapsed one has a renewal open supersedes that renewal', async () => {
    const p = await createUser(stack);
    const started = await p.client.post('/api/subscriptions', { planId: 'player-monthly' });
    const paid = await p.client.post(`/api/payments/demo-subscription/${sessionOf(started.body.checkoutUrl)}`, card);
    const id = paid.body.subscription.id as string;
    await stack.db
      .update(subscriptions)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(subscriptions.id, id));
    const renewal = await p.client.post(`/api/subscriptions/${id}/renew`);
    const yearly = await p.client.post('/api/subscriptions', { planId: 'player-yearly' });
    expect(yearly.status).toBe(201);

    const refused = await p.client.post(`/api/payments/demo-subscription/${sessionOf(renewal.body.checkoutUrl)}`, card);
    expect(refused.status).toBe(404);
    expect(
      (await p.client.post(`/api/payments/demo-subscription/${sessionOf(yearly.body.checkoutUrl)}`, card)).status,
    ).toBe(200);
    const rows = await playerRows(stack, p.id);
    expect(rows.map((r) => [r.planId, r.status]).sort()).toEqual([
      ['player-monthly', 'expired'],
      ['player-yearly', 'active'],
    ]);
    // the old plan cannot be renewed beside the new one
    const renewOld = await p.client.post(`/api/subscriptions/${id}/renew`);
    expect(renewOld.status).toBe(409);
    expect(renewOld.body.error.message).toBe(subscriptionMessages.alreadySubscribed);
  });
});

describe('the database', () => {
  it('refuses a second open row for one player or one team, whatever the code does', async () => {
    const p = await createUser(stack);
    const row = { planId: 'player-monthly', userId: p.id, provider: 'demo' };
    await stack.db.insert(subscriptions).values(row);
    await expect(stack.db.insert(subscriptions).values(row)).rejects.toMatchObject({
      cause: expect.objectContaining({ code: '23505' }),
    });
    // a lapsed plan closed as expired no longer holds the slot
    await stack.db.update(subscriptions).set({ status: 'expired' }).where(eq(subscriptions.userId, p.id));
    await stack.db.insert(subscriptions).values(row);
    const { coach, teamCode } = await coachWithTeam(stack, 'Index Team');
    const team = { planId: 'team-monthly', userId: coach.id, teamCode, provider: 'demo', status: 'active' };
    await stack.db.insert(subscriptions).values(team);
    await expect(stack.db.insert(subscriptions).values({ ...team, userId: p.id })).rejects.toMatchObject({
      cause: expect.objectContaining({ code: '23505' }),
    });
  });
});

describe('20 parallel starts of a team plan', () => {
  it("the team's owner and administrators share one checkout; one active team plan and one receipt", async () => {
    const { coach, teamCode } = await coachWithTeam(stack, 'Race Team');
    const clients = await sessionsOf(stack, coach.email, PARALLEL);
    const starts = await Promise.all(
      clients.map((c) => c.post('/api/subscriptions', { planId: 'team-monthly', teamCode })),
    );
    expect(starts.map((r) => r.status)).toEqual(Array(PARALLEL).fill(201));
    expect(new Set(starts.map((r) => r.body.checkoutUrl)).size).toBe(1);
    const session = sessionOf(starts[0]!.body.checkoutUrl);
    const pays = await Promise.all(clients.map((c) => c.post(`/api/payments/demo-subscription/${session}`, card)));
    expect(pays.map((r) => r.status)).toEqual(Array(PARALLEL).fill(200));

    const rows = await stack.db.select().from(subscriptions).where(eq(subscriptions.teamCode, teamCode));
    expect(rows.map((r) => r.status)).toEqual(['active']);
    const [team] = await stack.db.select().from(teamSubscriptions).where(eq(teamSubscriptions.teamCode, teamCode));
    expect(team!.paymentStatus).toBe('paid');
    expect(team!.expiresAt!.getTime()).toBe(rows[0]!.expiresAt!.getTime());
    expect(await receiptsFor(stack, rows[0]!.id)).toHaveLength(1);
    await exactlyOneMail(stack, coach.email, /Your Dugout receipt: Team Monthly/);
  });
});

describe('one dashboard bought on its own', () => {
  it('20 parallel checkouts of one submission share one checkout; paying it 20 times charges once', async () => {
    const p = await createUser(stack);
    const created = (await p.client.post('/api/submissions', samplePitcherMetrics)).body.submission;
    const clients = await sessionsOf(stack, p.email, PARALLEL);
    const checkouts = await Promise.all(clients.map((c) => c.post(`/api/submissions/${created.id}/checkout`)));
    expect(checkouts.map((r) => r.status)).toEqual(Array(PARALLEL).fill(200));
    const urls = new Set(checkouts.map((r) => r.body.checkoutUrl));
    expect(urls.size).toBe(1);
    const session = new URL([...urls][0]!, 'http://x').searchParams.get('session')!;
    const pays = await Promise.all(clients.map((c) => c.post(`/api/payments/demo/${session}`, card)));
    expect(pays.map((r) => r.status)).toEqual(Array(PARALLEL).fill(200));

    const [row] = await stack.db.select().from(metricSubmissions).where(eq(metricSubmissions.id, created.id));
    expect(row).toMatchObject({ paymentStatus: 'paid', paymentReference: session });
    expect(await receiptsFor(stack, created.id)).toHaveLength(1);
    await exactlyOneMail(stack, p.email, new RegExp(DASHBOARD_RECEIPT_SUBJECT));
  });
});

describe('with Stripe', () => {
  let fake: FakeStripe;
  let stripeStack: TestStack;
  beforeAll(async () => {
    fake = await startFakeStripe();
    stripeStack = await startTestStack({ postgres: true, env: fake.env });
  });
  afterAll(async () => {
    await stripeStack?.close();
    await fake?.close();
  });

  it('20 parallel starts open one Checkout Session: each request carries the checkout idempotency key', async () => {
    const p = await createUser(stripeStack);
    const clients = await sessionsOf(stripeStack, p.email, PARALLEL);
    const before = fake.sessions.size;
    const starts = await Promise.all(clients.map((c) => c.post('/api/subscriptions', { planId: 'player-yearly' })));
    expect(starts.map((r) => r.status)).toEqual(Array(PARALLEL).fill(201));
    expect(new Set(starts.map((r) => r.body.checkoutUrl)).size).toBe(1);
    expect(fake.sessions.size).toBe(before + 1);

    const [row] = await playerRows(stripeStack, p.id);
    const creates = fake.calls.filter((c) => c.method === 'POST' && c.path === '/v1/checkout/sessions');
    const ours = creates.filter((c) => c.form.get('metadata[id]') === row!.id);
    expect(ours.length).toBeGreaterThanOrEqual(1);
    expect(ours.every((c) => c.idempotencyKey === row!.checkoutKey)).toBe(true);
    expect(row!.checkoutKey).toMatch(/^dugout_/);

    // another plan: a new key, and the superseded session is expired at Stripe so it can no longer be paid
    const oldSession = row!.checkoutReference!;
    const monthly = await p.client.post('/api/subscriptions', { planId: 'player-monthly' });
    expect(monthly.status).toBe(201);
    expect(fake.sessions.get(oldSession)!.status).toBe('expired');
    const [after] = await playerRows(stripeStack, p.id);
    expect(after!.checkoutKey).not.toBe(row!.checkoutKey);
  });

  it('a dashboard checkout sends an idempotency key; a second checkout returns the open session', async () => {
    const p = await createUser(stripeStack);
    const created = (await p.client.post('/api/submissions', samplePitcherMetrics)).body.submission;
    const clients = await sessionsOf(stripeStack, p.email, 5);
    const before = fake.sessions.size;
    const checkouts = await Promise.all(clients.map((c) => c.post(`/api/submissions/${created.id}/checkout`)));
    expect(checkouts.map((r) => r.status)).toEqual(Array(5).fill(200));
    expect(new Set(checkouts.map((r) => r.body.checkoutUrl)).size).toBe(1);
    expect(fake.sessions.size).toBe(before + 1);
    const ours = fake.calls.filter(
      (c) => c.path === '/v1/checkout/sessions' && c.form.get('metadata[id]') === created.id,
    );
    expect(ours.every((c) => c.idempotencyKey?.startsWith(`dugout_submission_${created.id}_`))).toBe(true);
    const later = await p.client.post(`/api/submissions/${created.id}/checkout`);
    expect(later.body.checkoutUrl).toBe(checkouts[0]!.body.checkoutUrl);
  });
  it('a superseded session that Stripe still reports paid starts no plan; the open one starts it once', async () => {
    const p = await createUser(stripeStack);
    const monthly = await p.client.post('/api/subscriptions', { planId: 'player-monthly' });
    const yearly = await p.client.post('/api/subscriptions', { planId: 'player-yearly' });
    const id = yearly.body.subscription.id as string;
    expect(monthly.body.subscription.id).toBe(id);
    const completed = (session: string) =>
      deliverStripeEvent(
        `${stripeStack.url}/api/webhooks/stripe`,
        stripeEvent('checkout.session.completed', {
          id: session,
          object: 'checkout.session',
          payment_status: 'paid',
          amount_total: 999,
          metadata: { kind: 'subscription', id, action: 'start' },
          client_reference_id: id,
          subscription: `sub_${session}`,
        }),
      );
    const old = await completed(monthly.body.checkoutUrl.split('/').pop());
    expect(old.status).toBe(200);
    const [pending] = await playerRows(stripeStack, p.id);
    expect(pending).toMatchObject({ status: 'pending', planId: 'player-yearly', checkoutAction: 'start' });
    expect(await receiptsFor(stripeStack, id)).toHaveLength(0);

    const paid = await completed(yearly.body.checkoutUrl.split('/').pop());
    expect(paid.status).toBe(200);
    const rows = await playerRows(stripeStack, p.id);
    expect(rows.map((r) => [r.planId, r.status])).toEqual([['player-yearly', 'active']]);
    expect(await receiptsFor(stripeStack, id)).toHaveLength(1);
  });
});
