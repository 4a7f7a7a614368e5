import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { purchaseStatusMessages, purchaseStatusSchema } from '@dugout/domain/payments';
import { apiError, route } from '@/test/msw';
import { renderApp } from '@/test/Render';
import { users } from '@/test/shell';
import { createPaymentsFake, fakeSubscription } from '@/test/fakes/payments';

/**
 * docs/decisions/0046-success-pages-ask-the-server.md: a success page says the payment went through only for a purchase of the signed-in user that
 * completed; otherwise it says 'No payment found' with the true text and links onward
 * (docs/decisions/0046-success-pages-ask-the-server.md).
 */
const SUBMISSION = '7d1f2c3a-1b2c-4d5e-8f90-a1b2c3d4e5f6';
const SUBSCRIPTION = '0b9e8d7c-6b5a-4f3e-9d2c-1b0a9f8e7d6c';
const NOBODYS = '11111111-2222-4333-8444-555555555555';

const pages = [
  { path: '/payment-success', ref: 'submission', id: SUBMISSION, success: 'Payment Successful' },
  { path: '/dashboard-purchase-success', ref: 'submission', id: SUBMISSION, success: 'Purchase Complete' },
  { path: '/subscription-success', ref: 'subscription', id: SUBSCRIPTION, success: 'Subscription Active' },
  { path: '/subscription-renewed', ref: 'subscription', id: SUBSCRIPTION, success: 'Subscription Renewed' },
] as const;

function completed() {
  return createPaymentsFake({
    submissions: { [SUBMISSION]: 'completed' },
    subscriptions: { [SUBSCRIPTION]: { status: 'completed', view: fakeSubscription(SUBSCRIPTION) } },
  });
}

/** The 'No payment found' card: its heading, the true text, and the links onward. */
async function expectNoPayment(success: string) {
  await screen.findByRole('heading', { name: 'No payment found' });
  expect(screen.getByText(purchaseStatusMessages.none)).toBeTruthy();
  const main = screen.getByRole('main');
  expect(within(main).getByRole('link', { name: 'Go to Dashboard' }).getAttribute('href')).toBe('/dashboard');
  expect(within(main).getByRole('link', { name: 'View plans' }).getAttribute('href')).toBe('/subscription-select');
  expect(within(main).getByRole('link', { name: 'Enter Metrics' }).getAttribute('href')).toBe('/metrics');
  expect(screen.queryByRole('heading', { name: success })).toBeNull();
}

describe.each(pages)('$path', ({ path, ref, id, success }) => {
  it('with a completed purchase shows the success card', async () => {
    await renderApp(`${path}?${ref}=${id}`, { user: users.player, handlers: completed().handlers() });
    await screen.findByRole('heading', { name: success });
    expect(screen.queryByRole('heading', { name: 'No payment found' })).toBeNull();
    // a plan's page also shows what was bought
    if (ref === 'subscription') expect(await screen.findByText('Player Monthly (Monthly)')).toBeTruthy();
  });

  it('without a purchase in the address says no payment was found', async () => {
    await renderApp(path, { user: users.player, handlers: completed().handlers() });
    await expectNoPayment(success);
  });

  it('for a purchase that is not a completed one of this user says no payment was found', async () => {
    await renderApp(`${path}?${ref}=${NOBODYS}`, { user: users.player, handlers: completed().handlers() });
    await expectNoPayment(success);
  });
});

describe('a payment still being confirmed', () => {
  it('says so, and shows the success card once the server says it completed', async () => {
    const fake = createPaymentsFake({ submissions: { [SUBMISSION]: 'pending' } });
    await renderApp(`/payment-success?submission=${SUBMISSION}`, { user: users.player, handlers: fake.handlers() });
    await screen.findByText(purchaseStatusMessages.pending);
    expect(screen.queryByRole('heading', { name: 'Payment Successful' })).toBeNull();

    fake.state.submissions[SUBMISSION] = 'completed';
    // the page asks again every 2 s (PURCHASE_POLL_MS)
    await screen.findByRole('heading', { name: 'Payment Successful' }, { timeout: 5_000 });
  });
});

describe('a status request that fails', () => {
  it('shows the error with Try again, and the success card once the server answers', async () => {
    const fake = createPaymentsFake({ submissions: { [SUBMISSION]: 'completed' } });
    let failing = true;
    // listed before the fake's handlers, so it answers first
    const status = route('GET', '/api/payments/status', { response: purchaseStatusSchema }, () =>
      failing ? apiError('unavailable', 'The service is temporarily unavailable.') : { status: 'completed' as const },
    );
    const app = await renderApp(`/payment-success?submission=${SUBMISSION}`, {
      user: users.player,
      handlers: [status, ...fake.handlers()],
    });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The service is temporarily unavailable.')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Payment Successful' })).toBeNull();

    failing = false;
    await app.user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await screen.findByRole('heading', { name: 'Payment Successful' });
  });
});
