import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { signInThroughForm, signUpThroughForm, startBrowserStack, type BrowserStack } from './support/browser.ts';
import { checkScreen } from './support/screen.ts';

/**
 * Families in the browser (the families contract; docs/decisions/0061-acting-for-a-player-in-the-web.md): a guardian
 * signs up with the Parent / Guardian card, the demo player invites them from Profile → Family, the guardian accepts on
 * /family, records consent, opens the player's dashboard and tracker, pays for the player's plan with the demo card;
 * the player ends the link and the guardian's next request shows it gone. axe and 375 px on both Family screens; focus
 * returns after the end-link dialog.
 */
let s: BrowserStack;
beforeAll(async () => {
  s = await startBrowserStack({ demo: true, env: { PAYMENT_PROVIDER: 'demo' } });
});
afterAll(() => s?.close());

const GUARDIAN = {
  firstName: 'Robin',
  lastName: 'Guardian',
  email: 'robin.guardian@example.test',
  password: 'guardian-pass-1',
};
const PLAYER_NAME = 'Casey Demoplayer';

async function payCard(page: Page) {
  await page.getByLabel('Name on card').fill('Robin Guardian');
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM/YY)').fill('12/30');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /^Pay \$/ }).click();
}

const focused = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');

describe('families in the browser', () => {
  it('a guardian is linked by the player, records consent, sees and pays for the player; the end of the link removes access at once', async () => {
    // 1. The guardian signs up with the Parent / Guardian card and lands on Family.
    const g = await s.newPage();
    await signUpThroughForm(s, g.page, { accountType: /Parent \/ Guardian/, ...GUARDIAN });
    await g.page.waitForURL('**/family');
    await g.page.getByText('No players linked yet').waitFor();
    await checkScreen(g.page, '/family (empty)');

    // 2. The player invites them from Profile → Family.
    const p = await s.newPage();
    await signInThroughForm(p.page, 'player@example.com', 'dugout-demo');
    await p.page.waitForURL((u) => !u.pathname.startsWith('/auth'));
    await p.page.goto('/profile#family');
    const invite = p.page.getByRole('form', { name: 'Invite a parent or guardian' });
    await invite.getByLabel('Their e-mail address').fill(GUARDIAN.email);
    await invite.getByRole('button', { name: 'Send invitation' }).click();
    await p.page.getByText('Waiting for them to accept').waitFor();
    await checkScreen(p.page, '/profile#family');

    // 3. The guardian accepts on /family and records consent.
    await g.page.reload();
    await g.page.getByRole('button', { name: `Accept ${PLAYER_NAME}` }).click();
    await g.page.getByRole('heading', { name: PLAYER_NAME, level: 3 }).waitFor();
    const label = "Share my child's profile with college coaches";
    await g.page.getByRole('button', { name: `Grant: ${label} (${PLAYER_NAME})` }).click();
    await g.page
      .getByRole('list', { name: `History: ${label}` })
      .getByText(/^Granted by Robin Guardian on /)
      .waitFor();
    await checkScreen(g.page, '/family (linked)');

    // 4. The guardian opens the player's dashboard and tracker: the player's data, under the banner.
    await g.page.getByRole('button', { name: `Open ${PLAYER_NAME}'s dashboard` }).click();
    await g.page.waitForURL('**/dashboard');
    await g.page.getByText(`Viewing ${PLAYER_NAME}'s account`).waitFor();
    await g.page.getByRole('heading', { level: 1, name: /Dashboard/ }).waitFor();
    const own = await (await p.page.request.get('/api/tracker')).json();
    await g.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Tracker' }).click();
    await g.page.waitForURL('**/tracker');
    await g.page.getByRole('heading', { name: 'Recruiting Tracker' }).waitFor();
    const n = (own as { entries: unknown[] }).entries.length;
    await g.page.getByText(`${n} ${n === 1 ? 'school' : 'schools'}`, { exact: true }).waitFor();
    // Loaded afresh (a reload, an address typed in): the page's preloaded reads are the guardian's own, without the
    // player's header, and must not stand in for the player's (docs/decisions/0079).
    await g.page.reload();
    await g.page.getByText(`Viewing ${PLAYER_NAME}'s account`).waitFor();
    await g.page.getByText(`${n} ${n === 1 ? 'school' : 'schools'}`, { exact: true }).waitFor();
    const tracked = (own as { entries: Array<{ schoolId: number }> }).entries[0]!.schoolId;
    await g.page.goto(`/college/${tracked}`);
    await g.page.getByRole('button', { name: 'In Tracker' }).waitFor();

    // 5. The guardian pays for the player's plan with the demo card.
    await g.page.goto('/subscription-select');
    await g.page.getByRole('button', { name: 'Choose Player Monthly' }).click();
    await g.page.waitForURL('**/payment?subscription=*');
    await payCard(g.page);
    await g.page.waitForURL('**/subscription-success?subscription=*');
    await g.page.getByRole('heading', { name: 'Subscription Active' }).waitFor();
    const plans = (await (await p.page.request.get('/api/subscriptions')).json()) as {
      subscriptions: Array<{ status: string; plan: { name: string } }>;
    };
    expect(plans.subscriptions.some((x) => x.status === 'active' && x.plan.name === 'Player Monthly')).toBe(true);

    // 6. The player ends the link: Cancel returns focus to End link; ending moves it to the Family heading.
    await p.page.goto('/profile#family');
    await p.page.reload(); // the same address: a fresh page, as the player coming back later
    const end = p.page.getByRole('button', { name: `End link with ${GUARDIAN.firstName} ${GUARDIAN.lastName}` });
    await end.click();
    const dialog = p.page.getByRole('dialog', { name: /End the link with/ });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await end.evaluate((el) => el === document.activeElement)).toBe(true);
    await end.click();
    await dialog.getByRole('button', { name: 'End link' }).click();
    await dialog.waitFor({ state: 'detached' });
    await p.page.waitForFunction(() => document.activeElement?.id === 'family-title');
    expect(await focused(p.page)).toBe('Family');

    // 7. The guardian's next request: the link is gone, the dashboard no longer reachable.
    await g.page.goto('/dashboard');
    await g.page.waitForURL('**/family');
    await g.page.getByText(`${PLAYER_NAME}'s account is no longer linked to yours.`).waitFor();
    await g.page.getByText('No players linked yet').waitFor();
    const caseyId = await p.page.evaluate(
      async () => ((await (await fetch('/api/me')).json()) as { user: { id: string } }).user.id,
    );
    const direct = await g.page.request.get('/api/dashboard', { headers: { 'X-Dugout-Player': caseyId } });
    expect(direct.status()).toBe(404);

    expect(g.errors).toEqual([]);
    expect(p.errors).toEqual([]);
  }, 180_000);
});
