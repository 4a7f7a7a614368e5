import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { demoCardMessages } from '@dugout/domain/scoring';
import { addInterval, subscriptionMessages } from '@dugout/domain/subscriptions';
import {
  metricSubmissions,
  subscriptionPlans,
  subscriptions,
  teamAdministrators,
  teamMembers,
  teamSubscriptions,
} from '../../db/schema/index.ts';
import { startTestStack, type TestStack } from '../../test/test-app.ts';
import { createUser, samplePitcherMetrics } from '../../test/factories.ts';
import { coachWithTeam } from '../../test/team-factories.ts';
import { DEMO_CARD_DECLINED_MESSAGE } from '../../services/payments/payment-provider.ts';

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack({ env: { PAYMENT_PROVIDER: 'demo' } });
});
afterAll(() => stack?.close());

const card = { cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', name: 'Casey Player' };
const metrics = samplePitcherMetrics;
type Client = Awaited<ReturnType<typeof createUser>>['client'];

/** Picks a plan and pays it on the demo card page; returns the paid subscription. */
async function subscribe(client: Client, planId: string, teamCode?: string) {
  const started = await client.post('/api/subscriptions', { planId, teamCode });
  expect(started.status).toBe(201);
  expect(started.body.status).toBe('checkout');
  const session = new URL(started.body.checkoutUrl, 'http://x').searchParams.get('subscription')!;
  const paid = await client.post(`/api/payments/demo-subscription/${session}`, card);
  expect(paid.status).toBe(200);
  return paid.body.subscription;
}

async function completedSubmission(client: Client) {
  const created = (await client.post('/api/submissions', metrics)).body.submission;
  const done = await client.post(`/api/submissions/${created.id}/checkout`);
  return { id: created.id as string, done };
}

async function lapse(subscriptionId: string) {
  await stack.db
    .update(subscriptions)
    .set({ expiresAt: new Date(Date.now() - 60_000) })
    .where(eq(subscriptions.id, subscriptionId));
}

describe('plans', () => {
  it('offers player and team plans, monthly and yearly, to anyone', async () => {
    const res = await stack.client().get('/api/subscription-plans');
    expect(res.status).toBe(200);
    expect(res.body.plans.map((p: { id: string }) => p.id)).toEqual([
      'player-monthly',
      'player-yearly',
      'team-monthly',
      'team-yearly',
    ]);
    expect(res.body.plans[0]).toMatchObject({
      audience: 'player',
      interval: 'month',
      name: 'Player Monthly',
      priceCents: 999,
      active: true,
    });
  });
});

describe('a player subscription through the demo checkout', () => {
  it('checkout → declined card → paid: active for a month, success page data, receipt e-mail, and it covers new dashboards', async () => {
    const p = await createUser(stack);
    const other = await createUser(stack);
    const started = await p.client.post('/api/subscriptions', { planId: 'player-monthly' });
    expect(started.status).toBe(201);
    expect(started.body).toMatchObject({
      status: 'checkout',
      subscription: { status: 'pending', plan: { id: 'player-monthly' } },
    });
    expect(started.body.checkoutUrl).toMatch(/^\/payment\?subscription=demo_/);
    const session = new URL(started.body.checkoutUrl, 'http://x').searchParams.get('subscription')!;
    expect((await p.client.get(`/api/payments/demo-subscription/${session}`)).body).toMatchObject({
      status: 'open',
      priceCents: 999,
      planName: 'Player Monthly',
      action: 'start',
    });
    expect((await other.client.get(`/api/payments/demo-subscription/${session}`)).status).toBe(404);

    const declined = await p.client.post(`/api/payments/demo-subscription/${session}`, {
      ...card,
      cardNumber: '4000 0000 0000 0002',
    });
    expect(declined.status).toBe(422);
    expect(declined.body.error.fields.cardNumber).toBe(DEMO_CARD_DECLINED_MESSAGE);
    expect((await p.client.get(`/api/subscriptions/${started.body.subscription.id}`)).body.subscription.status).toBe(
      'pending',
    );

    const before = Date.now();
    const paid = await p.client.post(`/api/payments/demo-subscription/${session}`, card);
    expect(paid.status).toBe(200);
    const sub = paid.body.subscription;
    expect(sub).toMatchObject({ status: 'active', amountCents: 999, abilities: { cancel: true, renew: false } });
    const expected = addInterval(new Date(before), 'month').getTime();
    expect(Math.abs(new Date(sub.expiresAt).getTime() - expected)).toBeLessThan(60_000);
    // paying the same session again changes nothing
    const again = await p.client.post(`/api/payments/demo-subscription/${session}`, card);
    expect(again.body.subscription.expiresAt).toBe(sub.expiresAt);
    expect((await p.client.get(`/api/payments/demo-subscription/${session}`)).body.status).toBe('paid');

    // /subscription-success reads it; /subscription lists it
    expect((await p.client.get(`/api/subscriptions/${sub.id}`)).body.subscription).toMatchObject({
      id: sub.id,
      status: 'active',
      plan: { name: 'Player Monthly' },
    });
    expect((await p.client.get('/api/subscriptions')).body.subscriptions.map((s: { id: string }) => s.id)).toEqual([
      sub.id,
    ]);
    expect((await other.client.get(`/api/subscriptions/${sub.id}`)).status).toBe(404);

    const mail = await stack.smtp.waitFor(p.email, /Your Dugout receipt: Player Monthly/);
    expect(mail.text).toContain('Amount paid: $9.99');
    expect(mail.text).toContain(`Receipt number: ${sub.id}`);

    // a second plan while this one runs is refused
    const second = await p.client.post('/api/subscriptions', { planId: 'player-yearly' });
    expect(second.status).toBe(409);
    expect(second.body.error.message).toBe(subscriptionMessages.alreadySubscribed);

    // the subscription pays for a new dashboard: no card page
    const options = await p.client.get('/api/payments/options');
    expect(options.body).toMatchObject({ priceCents: 0, label: 'Covered by your subscription' });
    const { id, done } = await completedSubmission(p.client);
    expect(done.body).toMatchObject({
      status: 'completed',
      submission: { paymentStatus: 'paid', paymentProvider: 'subscription' },
    });
    expect((await p.client.get('/api/submissions')).body.submissions.map((s: { id: string }) => s.id)).toEqual([id]);
  });

  it('cancel keeps it usable until the end; renew pays one more period from the current end', async () => {
    const p = await createUser(stack);
    const sub = await subscribe(p.client, 'player-monthly');
    await stack.smtp.waitFor(p.email, /receipt/);
    const cancelled = await p.client.post(`/api/subscriptions/${sub.id}/cancel`);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.subscription).toMatchObject({
      status: 'cancelled',
      expiresAt: sub.expiresAt,
      abilities: { cancel: false, renew: true },
    });
    expect((await p.client.post(`/api/subscriptions/${sub.id}/cancel`)).status).toBe(409);
    // still covers dashboards while the period runs
    expect((await p.client.get('/api/payments/options')).body.label).toBe('Covered by your subscription');

    const renewal = await p.client.post(`/api/subscriptions/${sub.id}/renew`);
    expect(renewal.status).toBe(200);
    expect(renewal.body.status).toBe('checkout');
    const session = new URL(renewal.body.checkoutUrl, 'http://x').searchParams.get('subscription')!;
    expect((await p.client.get(`/api/payments/demo-subscription/${session}`)).body.action).toBe('renew');
    const renewed = (await p.client.post(`/api/payments/demo-subscription/${session}`, card)).body.subscription;
    expect(renewed.status).toBe('active');
    expect(renewed.expiresAt).toBe(addInterval(new Date(sub.expiresAt), 'month').toISOString());
    const mail = await stack.smtp.waitFor(p.email, /receipt/);
    expect(mail.text).toContain('Your subscription has been renewed');
    // an active one is not renewed early through this route
    expect((await p.client.post(`/api/subscriptions/${sub.id}/renew`)).status).toBe(409);
  });

  it('a lapsed subscription hides the dashboards it paid for until it is renewed', async () => {
    const p = await createUser(stack);
    const sub = await subscribe(p.client, 'player-yearly');
    const { id } = await completedSubmission(p.client);
    await lapse(sub.id);

    const list = (await p.client.get('/api/subscriptions')).body.subscriptions;
    expect(list[0]).toMatchObject({ id: sub.id, status: 'expired', abilities: { cancel: false, renew: true } });
    expect((await p.client.get('/api/submissions')).body.submissions).toEqual([]);
    const dash = (await p.client.get('/api/dashboard')).body;
    expect(dash).toMatchObject({ submission: null, history: [], lapsedFunding: 'subscription' });
    expect((await p.client.get(`/api/dashboard?submission=${id}`)).body.submission).toBeNull();
    // no longer covered: the review step asks for a card again
    expect((await p.client.get('/api/payments/options')).body).toMatchObject({ priceCents: 2999 });
    expect((await p.client.post(`/api/subscriptions/${sub.id}/cancel`)).status).toBe(409);

    const renewal = await p.client.post(`/api/subscriptions/${sub.id}/renew`);
    const session = new URL(renewal.body.checkoutUrl, 'http://x').searchParams.get('subscription')!;
    const renewed = (await p.client.post(`/api/payments/demo-subscription/${session}`, card)).body.subscription;
    expect(new Date(renewed.expiresAt).getTime()).toBeGreaterThan(Date.now() + 360 * 86_400_000);
    expect((await p.client.get('/api/submissions')).body.submissions.map((s: { id: string }) => s.id)).toEqual([id]);
    expect((await p.client.get('/api/dashboard')).body).toMatchObject({ submission: { id }, lapsedFunding: null });
  });

  it('the demo card page refuses a number failing the Luhn check and an expired card; nothing is paid', async () => {
    const p = await createUser(stack);
    const started = await p.client.post('/api/subscriptions', { planId: 'player-monthly' });
    const session = new URL(started.body.checkoutUrl, 'http://x').searchParams.get('subscription')!;
    const luhn = await p.client.post(`/api/payments/demo-subscription/${session}`, {
      ...card,
      cardNumber: '4242 4242 4242 4241',
    });
    expect(luhn.status).toBe(400);
    expect(luhn.body.error.fields.cardNumber).toBe(demoCardMessages.cardNumber);
    const expired = await p.client.post(`/api/payments/demo-subscription/${session}`, { ...card, expiry: '01/24' });
    expect(expired.status).toBe(400);
    expect(expired.body.error.fields.expiry).toBe(demoCardMessages.expired);
    // the dashboard's card page parses the same schema
    const created = (await p.client.post('/api/submissions', metrics)).body.submission;
    const dash = await p.client.post(`/api/submissions/${created.id}/checkout`);
    const dashSession = new URL(dash.body.checkoutUrl, 'http://x').searchParams.get('session')!;
    const dashLuhn = await p.client.post(`/api/payments/demo/${dashSession}`, {
      ...card,
      cardNumber: '1234567812345678',
    });
    expect(dashLuhn.body.error.fields.cardNumber).toBe(demoCardMessages.cardNumber);

    const [row] = await stack.db.select().from(subscriptions).where(eq(subscriptions.id, started.body.subscription.id));
    expect(row).toMatchObject({ status: 'pending', checkoutAction: 'start' });
    const [sub] = await stack.db.select().from(metricSubmissions).where(eq(metricSubmissions.id, created.id));
    expect(sub!.paymentStatus).toBe('pending');
  });

  it('a free plan starts at once, without a card page', async () => {
    await stack.db.update(subscriptionPlans).set({ priceCents: 0 }).where(eq(subscriptionPlans.id, 'player-yearly'));
    try {
      const p = await createUser(stack);
      const res = await p.client.post('/api/subscriptions', { planId: 'player-yearly' });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({
        status: 'completed',
        subscription: { status: 'active', provider: 'free', amountCents: 0 },
      });
      expect(res.body.checkoutUrl).toBe(`/subscription-success?subscription=${res.body.subscription.id}`);
    } finally {
      await stack.db
        .update(subscriptionPlans)
        .set({ priceCents: 7999 })
        .where(eq(subscriptionPlans.id, 'player-yearly'));
    }
  });

  it('refuses unknown plans, and team plans without a team', async () => {
    const p = await createUser(stack);
    expect((await p.client.post('/api/subscriptions', { planId: 'gold' })).status).toBe(404);
    const noTeam = await p.client.post('/api/subscriptions', { planId: 'team-monthly' });
    expect(noTeam.status).toBe(400);
    expect(noTeam.body.error.message).toBe(subscriptionMessages.teamRequired);
    expect((await stack.client().post('/api/subscriptions', { planId: 'player-monthly' })).status).toBe(401);
    expect((await p.client.get('/api/subscriptions/not-a-uuid')).status).toBe(404);
  });
});

describe('a team subscription', () => {
  it("the team's plan funds its players; once it lapses their team-funded dashboards are hidden from player and coach", async () => {
    const { coach, teamCode } = await coachWithTeam(stack, 'Expiry Owls');
    const outsider = await createUser(stack, 'coach');
    const forbidden = await outsider.client.post('/api/subscriptions', { planId: 'team-monthly', teamCode });
    expect(forbidden.status).toBe(403);
    const player = await createUser(stack);
    expect((await player.client.post('/api/subscriptions', { planId: 'team-monthly', teamCode })).status).toBe(403);
    expect((await coach.client.post('/api/subscriptions', { planId: 'player-monthly' })).status).toBe(403);

    const sub = await subscribe(coach.client, 'team-monthly', teamCode);
    expect(sub).toMatchObject({ status: 'active', teamCode, teamName: 'Expiry Owls' });
    const [team] = await stack.db.select().from(teamSubscriptions).where(eq(teamSubscriptions.teamCode, teamCode));
    expect(team!.expiresAt?.toISOString()).toBe(sub.expiresAt);
    expect(team!.amountPaid).toBe(4999);
    await stack.smtp.waitFor(coach.email, /Your Dugout receipt: Team Monthly/);

    // an approved team administrator sees and manages the team's plan; a pending one sees nothing of it
    const approvedAdmin = await createUser(stack, 'coach');
    const pendingAdmin = await createUser(stack, 'coach');
    await stack.db.insert(teamAdministrators).values([
      { teamCode, userId: approvedAdmin.id },
      { teamCode, userId: pendingAdmin.id, status: 'pending' },
    ]);
    const listed = async (c: Client) =>
      (await c.get('/api/subscriptions')).body.subscriptions.map((s: { id: string }) => s.id);
    expect(await listed(approvedAdmin.client)).toEqual([sub.id]);
    expect(await listed(pendingAdmin.client)).toEqual([]);
    expect((await pendingAdmin.client.get(`/api/subscriptions/${sub.id}`)).status).toBe(404);
    expect((await pendingAdmin.client.post(`/api/subscriptions/${sub.id}/cancel`)).status).toBe(404);

    await stack.db
      .insert(teamMembers)
      .values({ teamCode, userId: player.id, status: 'active', playerName: 'Pat Player' });
    const { id, done } = await completedSubmission(player.client);
    expect(done.body.submission).toMatchObject({ teamFunded: true, paymentStatus: 'paid' });
    const coachView = async () => (await coach.client.get(`/api/teams/${teamCode}/players`)).body;
    expect(JSON.stringify(await coachView())).toContain(id);

    await stack.db
      .update(teamSubscriptions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(teamSubscriptions.teamCode, teamCode));
    await lapse(sub.id);
    expect((await player.client.get('/api/submissions')).body.submissions).toEqual([]);
    expect((await player.client.get('/api/dashboard')).body.lapsedFunding).toBe('team');
    expect(JSON.stringify(await coachView())).not.toContain(id);
    expect((await player.client.get('/api/payments/options')).body.teamFunded).toBe(false);
    expect((await coach.client.get('/api/subscriptions')).body.subscriptions[0]).toMatchObject({
      id: sub.id,
      status: 'expired',
    });
    // the player's submission row itself is kept (renewal shows it again)
    expect(await stack.db.select().from(metricSubmissions).where(eq(metricSubmissions.id, id))).toHaveLength(1);
  });
});

describe('admin plan prices', () => {
  it('only site admins change prices; bad prices are refused and change nothing', async () => {
    const admin = await createUser(stack, 'admin');
    const player = await createUser(stack);
    const coach = await createUser(stack, 'coach');
    for (const c of [player, coach]) {
      expect((await c.client.put('/api/admin/plans/team-yearly', { priceCents: 1 })).status).toBe(403);
      expect((await c.client.get('/api/admin/plans')).status).toBe(403);
    }
    expect((await stack.client().put('/api/admin/plans/team-yearly', { priceCents: 1 })).status).toBe(401);
    for (const priceCents of [-1, 12.5, 1_000_001, 'abc']) {
      const res = await admin.client.put('/api/admin/plans/team-yearly', { priceCents });
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe(subscriptionMessages.priceInvalid);
    }
    expect((await admin.client.put('/api/admin/plans/nope', { priceCents: 100 })).status).toBe(404);
    expect(
      (await stack.client().get('/api/subscription-plans')).body.plans.find(
        (p: { id: string }) => p.id === 'team-yearly',
      ).priceCents,
    ).toBe(39999);

    const ok = await admin.client.put('/api/admin/plans/team-yearly', { priceCents: 35000, name: 'Team Season' });
    expect(ok.status).toBe(200);
    expect(ok.body.plan).toMatchObject({ id: 'team-yearly', priceCents: 35000, name: 'Team Season' });
    expect(
      (await stack.client().get('/api/subscription-plans')).body.plans.find(
        (p: { id: string }) => p.id === 'team-yearly',
      ),
    ).toMatchObject({ priceCents: 35000, name: 'Team Season' });
    // a withdrawn plan is no longer offered or sold
    await admin.client.put('/api/admin/plans/team-yearly', { priceCents: 35000, active: false });
    expect(
      (await stack.client().get('/api/subscription-plans')).body.plans.map((p: { id: string }) => p.id),
    ).not.toContain('team-yearly');
    expect((await admin.client.get('/api/admin/plans')).body.plans.map((p: { id: string }) => p.id)).toContain(
      'team-yearly',
    );
    await admin.client.put('/api/admin/plans/team-yearly', { priceCents: 39999, name: 'Team Yearly', active: true });
  });
});
