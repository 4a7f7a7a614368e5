import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { eq } from 'drizzle-orm';
import { subscriptions } from '../apps/server/src/db/schema/index.ts';
import { createUser, TEST_PASSWORD } from '../apps/server/src/test/factories.ts';
import { signInThroughForm, startBrowserStack, type BrowserStack, signUpThroughForm } from './support/browser.ts';
import { checkA11y } from './support/a11y.ts';

let s: BrowserStack;
beforeAll(async () => {
  s = await startBrowserStack({ demo: true, env: { PAYMENT_PROVIDER: 'demo' } });
});
afterAll(() => s?.close());

const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

async function payCard(page: Page, number: string) {
  await page.getByLabel('Name on card').fill('Sam Subscriber');
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry (MM/YY)').fill('12/30');
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
    expect(await sideways(page)).toBeLessThanOrEqual(0);
    await page.getByRole('button', { name: 'Choose Player Monthly' }).click();

    await page.waitForURL('**/payment?subscription=*');
    await page.getByText('Subscribe to Player Monthly: $9.99 / month').waitFor();
    expect(await sideways(page)).toBeLessThanOrEqual(0);
    await checkA11y(page, 'subscription selection → demo checkout');
    await payCard(page, '4000 0000 0000 0002');
    await page.getByText('Your card was declined. Please try another card.').waitFor();
    expect(page.url()).toContain('/payment?subscription=');
    await payCard(page, '4242 4242 4242 4242');

    await page.waitForURL('**/subscription-success?subscription=*');
    await page.getByRole('heading', { name: 'Subscription Active' }).waitFor();
    await page.getByText('Player Monthly (Monthly)').waitFor();
    await page.getByText('$9.99').waitFor();
    expect(await sideways(page)).toBeLessThanOrEqual(0);

    await page.getByRole('link', { name: 'Manage Subscription' }).click();
    await page.waitForURL('**/subscription');
    await page.getByRole('heading', { name: 'Player Monthly' }).waitFor();
    await page.getByText('Active', { exact: true }).waitFor();
    await page.getByText(/^Renews on /).waitFor();
    expect(await sideways(page)).toBeLessThanOrEqual(0);

    // the confirmation dialog: keeping it returns focus to the button that opened it
    const cancelButton = page.getByRole('button', { name: 'Cancel Subscription' });
    await cancelButton.click();
    const dialog = page.getByRole('dialog', { name: 'Cancel Subscription' });
    await dialog.waitFor();
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
    expect(await sideways(page)).toBeLessThanOrEqual(0);
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
    expect(await sideways(page)).toBeLessThanOrEqual(0);
    await page.getByRole('link', { name: 'Renew Subscription' }).click();
    await page.waitForURL('**/subscription');
    await page.getByText('Expired', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Renew Subscription' }).click();
    await page.waitForURL('**/payment?subscription=*');
    await page.getByText('Renew Player Monthly: $9.99 / month').waitFor();
    expect(errors).toEqual([]);
  });
});
