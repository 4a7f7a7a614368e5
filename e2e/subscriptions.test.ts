import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { eq } from 'drizzle-orm';
import { demoCardMessages } from '@dugout/domain/scoring';
import { subscriptionPlans, subscriptions, teamSubscriptions } from '../apps/server/src/db/schema/index.ts';
import { createUser, TEST_PASSWORD, samplePitcherMetrics } from '../apps/server/src/test/factories.ts';
import { coachWithTeam } from '../apps/server/src/test/team-factories.ts';
import { startFakeStripe, type FakeStripe } from '../apps/server/src/test/fake-stripe.ts';
import {
  apiPost,
  signInThroughForm,
  startBrowserStack,
  type BrowserStack,
  signUpThroughForm,
} from './support/browser.ts';
import { checkA11y } from './support/a11y.ts';

let s: BrowserStack;
beforeAll(async () => {
  s = await startBrowserStack({ demo: true, env: { PAYMENT_PROVIDER: 'demo' } });
});
afterAll(() => s?.close());

const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** axe at 1280 and at 375 px (no sideways scroll there), then back to the page's own width. */
async function checkBothWidths(page: Page, label: string) {
  const own = page.viewportSize()!;
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    await checkA11y(page, `${label} (${width})`);
    if (width === 375) expect(await sideways(page)).toBeLessThanOrEqual(0);
  }
  await page.setViewportSize(own);
}

const metrics = samplePitcherMetrics;

/** A scored, pending submission made from the page's own session (as /metrics does); returns its id. */
async function pendingSubmission(stack: BrowserStack, page: Page): Promise<string> {
  const res = await apiPost(stack, page, '/api/submissions', metrics);
  expect(res.status()).toBe(201);
  return (await res.json()).submission.id;
}

async function signIn(page: Page, email: string, password = TEST_PASSWORD) {
  await signInThroughForm(page, email, password);
  await page.waitForURL((u) => !u.pathname.startsWith('/auth'));
}

async function payCard(page: Page, number: string, expiry = '12/30') {
  await page.getByLabel('Name on card').fill('Sam Subscriber');
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry (MM/YY)').fill(expiry);
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /^Pay \$/ }).click();
}

describe('subscriptions in the browser', () => {
  it('a player picks a plan, is declined, pays, lands on the success page, manages, cancels and renews it — at 375 px without sideways scroll', async () => {
    const { page, errors } = await s.newPage({ width: 375, height: 800 });
    await signUpThroughForm(s, page, {
      firstName: 'Sam',
      lastName: 'Subscriber',
      email: 'sam.subscriber@example.test',
      password: 'subscriber-pass-1',
    });
    await page.waitForURL('**/metrics');

    await page.goto('/subscription-select');
    await page.getByRole('heading', { name: 'Choose a Plan' }).waitFor();
    await page.getByText('$9.99').waitFor();
    await page.getByText('$79.99').waitFor();
    await checkBothWidths(page, '/subscription-select');
    await page.getByRole('button', { name: 'Choose Player Monthly' }).click();

    await page.waitForURL('**/payment?subscription=*');
    await page.getByText('Subscribe to Player Monthly: $9.99 / month').waitFor();
    expect(await sideways(page)).toBeLessThanOrEqual(0);
    await checkA11y(page, 'subscription selection → demo checkout');
    // the form parses the server's card schema: a mistyped number (Luhn) and an expired card are refused in place
    await payCard(page, '4242 4242 4242 4241', '01/24');
    await page.getByText(demoCardMessages.cardNumber).waitFor();
    await page.getByText(demoCardMessages.expired).waitFor();
    expect(page.url()).toContain('/payment?subscription=');
    await payCard(page, '4000 0000 0000 0002');
    await page.getByText('Your card was declined. Please try another card.').waitFor();
    expect(page.url()).toContain('/payment?subscription=');
    await payCard(page, '4242 4242 4242 4242');

    await page.waitForURL('**/subscription-success?subscription=*');
    await page.getByRole('heading', { name: 'Subscription Active' }).waitFor();
    await page.getByText('Player Monthly (Monthly)').waitFor();
    await page.getByText('$9.99').waitFor();
    await checkBothWidths(page, '/subscription-success');
    // the receipt, e-mailed through the outbox
    const receipt = await s.stack.smtp.waitFor('sam.subscriber@example.test', /Your Dugout receipt: Player Monthly/);
    expect(receipt.text).toContain('Thank you for subscribing');
    expect(receipt.text).toContain('Amount paid: $9.99');
    expect(receipt.text).toContain(`Manage your subscription: ${s.stack.url}/subscription`);

    await page.getByRole('link', { name: 'Manage Subscription' }).click();
    await page.waitForURL('**/subscription');
    await page.getByRole('heading', { name: 'Player Monthly' }).waitFor();
    await page.getByText('Active', { exact: true }).waitFor();
    await page.getByText(/^Renews on /).waitFor();
    await checkBothWidths(page, '/subscription');

    // the confirmation dialog: keeping it returns focus to the button that opened it
    const cancelButton = page.getByRole('button', { name: 'Cancel Subscription' });
    await cancelButton.click();
    const dialog = page.getByRole('dialog', { name: 'Cancel Subscription' });
    await dialog.waitFor();
    await checkA11y(page, 'cancel subscription dialog (375)');
    await dialog.getByRole('button', { name: 'Keep Subscription' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await cancelButton.evaluate((el) => el === document.activeElement)).toBe(true);

    await cancelButton.click();
    await dialog.getByRole('button', { name: 'Confirm Cancellation' }).click();
    await page.getByText('Cancelled — ends at the end of the period').waitFor();
    await page.getByText(/^Ends on /).waitFor();

    // renewing switches it back on after paying the next period
    await page.getByRole('button', { name: 'Renew Subscription' }).click();
    await page.waitForURL('**/payment?subscription=*');
    await page.getByText('Renew Player Monthly: $9.99 / month').waitFor();
    await payCard(page, '4242 4242 4242 4242');
    await page.waitForURL('**/subscription-renewed?subscription=*');
    await page.getByRole('heading', { name: 'Subscription Renewed' }).waitFor();
    await page.getByText('Player Monthly (Monthly)').waitFor();
    await checkBothWidths(page, '/subscription-renewed');
    const renewal = await s.stack.smtp.waitFor('sam.subscriber@example.test', /Your Dugout receipt: Player Monthly/);
    expect(renewal.text).toContain('Your subscription has been renewed');
    await page.goto('/subscription');
    await page.getByText('Active', { exact: true }).waitFor();
    expect(errors).toEqual([]);
  });

  it('an admin changes a plan price and players see it on /subscription-select', async () => {
    const { page, errors } = await s.newPage();
    await page.goto('/auth');
    await page.getByLabel('Email').fill('admin@example.com');
    await page.getByLabel('Password', { exact: true }).fill('dugout-demo');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL((u) => !u.pathname.startsWith('/auth'));
    await page.goto('/admin');
    await page.getByRole('tab', { name: 'Plans' }).click();
    const form = page.getByRole('form', { name: 'Player Yearly' });
    await form.getByLabel('Price (USD, 0 = free)').fill('-5');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByText('Please enter a price from $0.00 to $10,000.00 (0 makes the plan free).').waitFor();
    await form.getByLabel('Price (USD, 0 = free)').fill('69.50');
    await form.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Player Yearly: $69.50').waitFor();
    const { page: player } = await s.newPage();
    await player.goto('/auth');
    await player.getByLabel('Email').fill('player@example.com');
    await player.getByLabel('Password', { exact: true }).fill('dugout-demo');
    await player.getByRole('button', { name: 'Sign In', exact: true }).click();
    await player.waitForURL((u) => !u.pathname.startsWith('/auth'));
    await player.goto('/subscription-select');
    await player.getByText('$69.50').waitFor();
    expect(errors).toEqual([]);
  });

  it('once the subscription has lapsed the dashboard it paid for is locked with a call to renew', async () => {
    const p = await createUser(s.stack);
    const started = await p.client.post('/api/subscriptions', { planId: 'player-monthly' });
    const session = new URL(started.body.checkoutUrl, 'http://x').searchParams.get('subscription')!;
    await p.client.post(`/api/payments/demo-subscription/${session}`, {
      cardNumber: '4242424242424242',
      expiry: '12/30',
      cvc: '123',
      name: 'Lee Lapsed',
    });
    const created = (
      await p.client.post('/api/submissions', {
        height: 72,
        weight: 180,
        fastballVelocity: 90,
        bats: 'Right',
        throws: 'Right',
        position: 'RHP',
        graduationYear: 2027,
      })
    ).body.submission;
    await p.client.post(`/api/submissions/${created.id}/checkout`);
    // time passes: the paid month is over
    await s.stack.db
      .update(subscriptions)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(subscriptions.id, started.body.subscription.id));

    const { page, errors } = await s.newPage({ width: 375, height: 800 });
    await signInThroughForm(page, p.email, TEST_PASSWORD);
    await page.waitForURL((u) => !u.pathname.startsWith('/auth'));
    await page.goto('/dashboard');
    await page.getByText('Your subscription has expired. Renew it to see your dashboards again.').waitFor();
    await page.getByText('No completed submissions yet').waitFor();
    await checkBothWidths(page, 'lapsed dashboard');
    await page.getByRole('link', { name: 'Renew Subscription' }).click();
    await page.waitForURL('**/subscription');
    await page.getByText('Expired', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Renew Subscription' }).click();
    await page.waitForURL('**/payment?subscription=*');
    await page.getByText('Renew Player Monthly: $9.99 / month').waitFor();
    expect(errors).toEqual([]);
  });
  it("a coach buys a team plan from Profile → Teams: card page, success with the team's name, receipt, and the team is paid until the period's end", async () => {
    const { coach, teamCode } = await coachWithTeam(s.stack, 'Plan Pelicans');
    const { page, errors } = await s.newPage();
    await signIn(page, coach.email);
    await page.goto('/profile');
    await page.getByRole('tab', { name: 'Teams' }).click();
    await page.getByRole('link', { name: 'Team Plans' }).click();
    await page.waitForURL('**/subscription-select');
    expect(await page.getByLabel('Team', { exact: true }).inputValue()).toBe(teamCode);
    await page.getByRole('button', { name: 'Choose Team Monthly' }).waitFor();
    expect(await page.getByRole('button', { name: 'Choose Player Monthly' }).count()).toBe(0);
    await checkBothWidths(page, '/subscription-select (team plans)');
    await page.getByRole('button', { name: 'Choose Team Monthly' }).click();
    await page.waitForURL('**/payment?subscription=*');
    await page.getByText('Subscribe to Team Monthly: $49.99 / month').waitFor();
    await checkBothWidths(page, '/payment (team plan)');
    await payCard(page, '4242 4242 4242 4242');
    await page.waitForURL('**/subscription-success?subscription=*');
    await page.getByText('Team Monthly (Monthly) · Plan Pelicans').waitFor();
    const receipt = await s.stack.smtp.waitFor(coach.email, /Your Dugout receipt: Team Monthly/);
    expect(receipt.text).toContain('Receipt for Team Monthly (Monthly) for Plan Pelicans.');
    expect(receipt.text).toContain('Amount paid: $49.99');
    const [team] = await s.stack.db.select().from(teamSubscriptions).where(eq(teamSubscriptions.teamCode, teamCode));
    expect(team!.paymentStatus).toBe('paid');
    expect(team!.expiresAt!.getTime()).toBeGreaterThan(Date.now() + 27 * 24 * 3600_000);

    await page.getByRole('link', { name: 'Manage Subscription' }).click();
    await page.waitForURL('**/subscription');
    await page.getByRole('heading', { name: 'Team Monthly' }).waitFor();
    await page
      .getByText(/Plan Pelicans/)
      .first()
      .waitFor();
    await checkBothWidths(page, '/subscription (team plan)');
    expect(errors).toEqual([]);
  });

  it("once a team's subscription lapses, the dashboards it paid for are hidden from its player with the team notice", async () => {
    const { coach, teamCode } = await coachWithTeam(s.stack, 'Lapsing Loons');
    const p = await createUser(s.stack);
    await p.client.post('/api/teams/join', { teamCode });
    const created = (await p.client.post('/api/submissions', metrics)).body.submission;
    const done = await p.client.post(`/api/submissions/${created.id}/checkout`);
    expect(done.body.submission).toMatchObject({ teamFunded: true, paymentStatus: 'paid' });
    // time passes: the team's paid period is over
    await s.stack.db
      .update(teamSubscriptions)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(teamSubscriptions.teamCode, teamCode));

    const { page, errors } = await s.newPage({ width: 375, height: 800 });
    await signIn(page, p.email);
    await page.goto('/dashboard');
    await page
      .getByText("Your team's subscription has expired. Dashboards it covered are hidden until it is renewed.")
      .waitFor();
    await page.getByText('No completed submissions yet').waitFor();
    await checkBothWidths(page, 'dashboard, team lapsed');
    expect(JSON.stringify((await coach.client.get(`/api/teams/${teamCode}/players`)).body)).not.toContain(created.id);
    expect(errors).toEqual([]);
  });

  it('a free plan starts at once: no card page, straight to the success page', async () => {
    await s.stack.db.update(subscriptionPlans).set({ priceCents: 0 }).where(eq(subscriptionPlans.id, 'team-yearly'));
    try {
      const { coach } = await coachWithTeam(s.stack, 'Free Finches');
      const { page, errors } = await s.newPage({ width: 375, height: 800 });
      const visited: string[] = [];
      page.on('framenavigated', (f) => {
        if (f === page.mainFrame()) visited.push(new URL(f.url()).pathname);
      });
      await signIn(page, coach.email);
      await page.goto('/subscription-select');
      await page.getByRole('button', { name: 'Choose Team Yearly' }).click();
      await page.waitForURL('**/subscription-success?subscription=*');
      await page.getByRole('heading', { name: 'Subscription Active' }).waitFor();
      await page.getByText('Team Yearly (Yearly) · Free Finches').waitFor();
      expect(visited).not.toContain('/payment');
      await checkBothWidths(page, '/subscription-success (free plan)');
      expect(errors).toEqual([]);
    } finally {
      await s.stack.db
        .update(subscriptionPlans)
        .set({ priceCents: 39999 })
        .where(eq(subscriptionPlans.id, 'team-yearly'));
    }
  });

  it('one dashboard bought on the demo card page: /payment-success, then /dashboard-purchased, and its receipt', async () => {
    const p = await createUser(s.stack);
    const { page, errors } = await s.newPage();
    await signIn(page, p.email);
    const id = await pendingSubmission(s, page);
    await page.goto(`/metrics-submission?submission=${id}`);
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await page.waitForURL('**/payment?session=*');
    await checkBothWidths(page, '/payment (one dashboard)');
    await payCard(page, '4242 4242 4242 4242');
    await page.waitForURL(`**/payment-success?submission=${id}`);
    await page.getByRole('heading', { name: 'Payment Successful' }).waitFor();
    await checkBothWidths(page, '/payment-success');
    await page.getByRole('link', { name: 'All My Dashboards' }).click();
    await page.waitForURL('**/dashboard-purchased');
    await page.getByText('1 completed dashboard').waitFor();
    await page.getByText('Paid', { exact: true }).waitFor();
    await checkBothWidths(page, '/dashboard-purchased');
    const receipt = await s.stack.smtp.waitFor(p.email, /Your Dugout receipt: scored dashboard/);
    expect(receipt.text).toContain('Amount paid: $29.99');
    expect(receipt.text).toContain(`Your dashboards: ${s.stack.url}/dashboard-purchased`);
    expect(errors).toEqual([]);
  });
});

describe('Stripe in the browser (a local stand-in for Stripe: test/fake-stripe.ts)', () => {
  let stripe: FakeStripe;
  let st: BrowserStack;
  beforeAll(async () => {
    stripe = await startFakeStripe({ webhookUrl: () => `${st.stack.url}/api/webhooks/stripe` });
    st = await startBrowserStack({ demo: false, env: stripe.env });
  });
  afterAll(async () => {
    await st?.close();
    await stripe?.close();
  });

  it("one dashboard: Stripe's checkout → /dashboard-purchase-success → /dashboard-purchased; the receipt's link brings a signed-out player back there after sign-in", async () => {
    const p = await createUser(st.stack);
    const { page, errors } = await st.newPage({ width: 375, height: 800 });
    await signIn(page, p.email);
    const id = await pendingSubmission(st, page);
    await page.goto(`/metrics-submission?submission=${id}`);
    await page.getByText('Card payment (secure checkout by Stripe)').waitFor();
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    // Stripe's hosted page takes the card, reports checkout.session.completed (signed) and sends the player back
    await page.waitForURL(`**/dashboard-purchase-success?submission=${id}&session_id=cs_test_*`);
    await page.getByRole('heading', { name: 'Purchase Complete' }).waitFor();
    await page.getByRole('link', { name: 'View My Dashboard' }).waitFor();
    await checkBothWidths(page, '/dashboard-purchase-success');
    await page.getByRole('link', { name: 'All My Dashboards' }).click();
    await page.waitForURL('**/dashboard-purchased');
    await page.getByText('1 completed dashboard').waitFor();
    await checkBothWidths(page, '/dashboard-purchased (Stripe)');

    const receipt = await st.stack.smtp.waitFor(p.email, /Your Dugout receipt: scored dashboard/);
    const link = /^Your dashboards: (\S+)$/m.exec(receipt.text)![1]!;
    expect(link).toBe(`${st.stack.url}/dashboard-purchased`);
    const { page: later, errors: laterErrors } = await st.newPage();
    await later.goto(link);
    await later.waitForURL('**/auth');
    await later.getByLabel('Email').fill(p.email);
    await later.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD);
    await later.getByRole('button', { name: 'Sign In', exact: true }).click();
    await later.waitForURL('**/dashboard-purchased');
    await later.getByText('1 completed dashboard').waitFor();
    expect(errors).toEqual([]);
    expect(laterErrors).toEqual([]);
  });

  it("a plan: Stripe's checkout in subscription mode → /subscription-success with the paid period", async () => {
    const p = await createUser(st.stack);
    const { page, errors } = await st.newPage();
    await signIn(page, p.email);
    await page.goto('/subscription-select');
    await page.getByRole('button', { name: 'Choose Player Yearly' }).click();
    await page.waitForURL('**/subscription-success?subscription=*&session_id=cs_test_*');
    await page.getByRole('heading', { name: 'Subscription Active' }).waitFor();
    await page.getByText('Player Yearly (Yearly)').waitFor();
    await page.getByText('$79.99').waitFor();
    await checkBothWidths(page, '/subscription-success (Stripe)');
    const receipt = await st.stack.smtp.waitFor(p.email, /Your Dugout receipt: Player Yearly/);
    expect(receipt.text).toContain('Amount paid: $79.99');
    expect(errors).toEqual([]);
  });
});
