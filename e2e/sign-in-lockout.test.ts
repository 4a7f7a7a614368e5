import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInProtectionMessages } from '@dugout/domain/accounts';
import { linkIn } from '../apps/server/src/test/smtp.ts';
import { createUser, TEST_PASSWORD } from '../apps/server/src/test/factories.ts';
import { RATE_LIMITED } from '../apps/server/src/http/rate-limit.ts';
import { signInThroughForm, startBrowserStack, type BrowserStack } from './support/browser.ts';

// A locked account's owner opens the e-mailed unlock link and signs in from that browser
// (docs/decisions/0043-sign-in-device-cookies.md). TRUST_PROXY: the strangers below come from addresses of their own.
let s: BrowserStack;
beforeAll(async () => {
  s = await startBrowserStack({ demo: false, env: { TRUST_PROXY: 'true' } });
});
afterAll(() => s?.close());

describe('sign-in lockout in the browser', () => {
  it('strangers lock the account; the unlock e-mail lets this browser sign in', async () => {
    const player = await createUser(s.stack, 'player');
    for (let i = 0; i < 11; i++)
      await fetch(`${s.stack.url}/api/session`, {
        method: 'POST',
        headers: { origin: s.stack.url, 'content-type': 'application/json', 'x-forwarded-for': `192.0.2.${i + 1}` },
        body: JSON.stringify({ email: player.email, password: 'wrong-password' }),
      });

    const { page, errors } = await s.newPage();
    await signInThroughForm(page, player.email, TEST_PASSWORD);
    await page.getByText(RATE_LIMITED).waitFor();

    await page.goto('/auth?unlock=not-a-real-link');
    await page.getByRole('alert').getByText(signInProtectionMessages.unlockInvalid).waitFor();

    const mail = await s.stack.smtp.waitFor(player.email, /Sign-in to your Dugout account is paused/);
    await page.goto(linkIn(mail, `${s.stack.url}/auth?unlock=`));
    await page.getByRole('status').getByText(signInProtectionMessages.unlocked).waitFor();
    await page.getByLabel('Email').fill(player.email);
    await page.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL('**/metrics');
    expect(errors).toEqual([]);
  }, 90_000);
});
