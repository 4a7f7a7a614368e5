import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { purchaseStatusMessages } from '@dugout/domain/payments';
import { TEAM_NOT_FOUND } from '@dugout/domain/teams';
import { samplePitcherMetrics } from '../apps/server/src/test/factories.ts';
import { apiPost, signInThroughForm, signUpByApi, startBrowserStack, type BrowserStack } from './support/browser.ts';

/** Every screen tells the truth (docs/decisions/0046-success-pages-ask-the-server.md): success pages only after a real purchase; an unknown team is not found. */
let s: BrowserStack;
beforeAll(async () => {
  s = await startBrowserStack({ demo: true, env: { PAYMENT_PROVIDER: 'demo' } });
});
afterAll(() => s?.close());

const successHeadings = /Payment Successful|Purchase Complete|Subscription Active|Subscription Renewed/;
const unknownId = '00000000-0000-4000-8000-000000000000';

async function newPlayer(email: string) {
  const p = await s.newPage();
  await signUpByApi(s, p.page, {
    accountType: 'player',
    firstName: 'Nora',
    lastName: 'Newcomer',
    email,
    password: 'newcomer-pass-1',
  });
  return p;
}

async function payCard(page: Page) {
  await page.getByLabel('Name on card').fill('Nora Newcomer');
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM/YY)').fill('12/30');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /^Pay \$/ }).click();
}

async function expectNoPaymentFound(page: Page, path: string) {
  await page.goto(path);
  await page.getByText(purchaseStatusMessages.none).waitFor();
  expect(await page.getByRole('heading', { name: successHeadings }).count(), path).toBe(0);
  expect(await page.getByText(/went through|ready|renewed/).count(), path).toBe(0);
  await page.getByRole('link', { name: 'View plans' }).waitFor();
}

describe('success pages', () => {
  it('a new player who paid nothing sees no success claim on any of them; after a demo-card purchase the page says it', async () => {
    const { page, errors } = await newPlayer('nora.newcomer@example.test');
    for (const path of [
      '/payment-success',
      '/subscription-success',
      '/subscription-renewed',
      '/dashboard-purchase-success',
    ])
      for (const query of ['', `?submission=${unknownId}`, `?subscription=${unknownId}`, '?submission=NOPE'])
        await expectNoPaymentFound(page, path + query);

    // a dashboard bought with the demo card: /payment → /payment-success?submission=…
    const created = await apiPost(s, page, '/api/submissions', samplePitcherMetrics);
    const id = (await created.json()).submission.id as string;
    // submitted but not yet paid: still no success
    await expectNoPaymentFound(page, `/payment-success?submission=${id}`);
    const checkout = await (await apiPost(s, page, `/api/submissions/${id}/checkout`, {})).json();
    await page.goto(checkout.checkoutUrl);
    await payCard(page);
    await page.waitForURL(`**/payment-success?submission=${id}`);
    await page.getByRole('heading', { name: 'Payment Successful' }).waitFor();
    await page.getByText('Thank you! Your payment went through and your dashboard is ready.').waitFor();

    // a plan bought with the demo card: /payment?subscription=… → /subscription-success?subscription=…
    const started = await (await apiPost(s, page, '/api/subscriptions', { planId: 'player-monthly' })).json();
    await page.goto(started.checkoutUrl);
    await payCard(page);
    await page.waitForURL('**/subscription-success?subscription=*');
    await page.getByRole('heading', { name: 'Subscription Active' }).waitFor();
    const subscriptionPage = new URL(page.url()).pathname + new URL(page.url()).search;

    // another new player opening the same addresses sees nothing of it
    const other = await newPlayer('otto.other@example.test');
    await expectNoPaymentFound(other.page, `/payment-success?submission=${id}`);
    await expectNoPaymentFound(other.page, subscriptionPage);

    // a payment still being confirmed (the provider has not reported it yet): the page says so, re-asks, then succeeds
    const opened = await (await apiPost(s, other.page, '/api/subscriptions', { planId: 'player-monthly' })).json();
    const session = new URL(opened.checkoutUrl, s.stack.url).searchParams.get('subscription')!;
    const demo = await (await other.page.request.get(`/api/payments/demo-subscription/${session}`)).json();
    await other.page.goto(`/subscription-success?subscription=${demo.subscriptionId}`);
    await other.page.getByText(purchaseStatusMessages.pending).waitFor();
    expect(await other.page.getByRole('heading', { name: successHeadings }).count()).toBe(0);
    const paid = await apiPost(s, other.page, `/api/payments/demo-subscription/${session}`, {
      cardNumber: '4242 4242 4242 4242',
      expiry: '12/30',
      cvc: '123',
      name: 'Otto Other',
    });
    expect(paid.status()).toBe(200);
    await other.page.getByRole('heading', { name: 'Subscription Active' }).waitFor();

    expect(errors).toEqual([]);
    expect(other.errors).toEqual([]);
  });
});

describe('team management', () => {
  it("/team-management?team=NOPE123 as the demo coach says 'Team information not found.', not another team", async () => {
    const { page, errors } = await s.newPage();
    await signInThroughForm(page, 'coach@example.com', 'dugout-demo');
    await page.waitForURL('**/team-management');
    await page.getByText('Demo Thunder 17U').first().waitFor();
    await page.goto('/team-management?team=NOPE123');
    await page.getByText(TEAM_NOT_FOUND).waitFor();
    expect(await page.getByRole('heading', { name: 'Demo Thunder 17U' }).count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
