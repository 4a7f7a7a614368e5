import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkIn } from '../apps/server/src/test/smtp.ts';
import {
  followConfirmationLink,
  signInThroughForm,
  startBrowserStack,
  signUpThroughForm,
  type BrowserStack,
} from './support/browser.ts';

let s: BrowserStack;
beforeAll(async () => {
  s = await startBrowserStack();
});
afterAll(() => s?.close());

describe('accounts in the browser', () => {
  it('a new player signs up, signs out, signs in with Remember me, resets the password by e-mail and signs in with it', async () => {
    const { page, context, errors } = await s.newPage();
    await page.goto('/');
    await page.getByRole('link', { name: 'Get started free' }).click();
    await page.getByRole('link', { name: /Player/ }).click();
    await page.getByLabel('First name').fill('Rae');
    await page.getByLabel('Last name').fill('Rookie');
    await page.getByLabel('Email').fill('rae.rookie@example.test');
    await page.getByLabel('Password', { exact: true }).fill('rookie-pass-1');
    await page.getByLabel('Date of birth').fill('2000-01-01');
    await page.getByRole('button', { name: 'Create account' }).click();
    // With mail the account waits for its e-mailed link (docs/decisions/0020-sign-up-confirmation.md).
    await page.getByRole('heading', { name: 'Check your e-mail to finish creating your account' }).waitFor();
    await page.getByText('rae.rookie@example.test').waitFor();
    await signInThroughForm(page, 'rae.rookie@example.test', 'rookie-pass-1');
    await page.getByText('Please confirm your e-mail address first').waitFor();
    await page.getByRole('button', { name: 'Send the link again' }).click();
    await page
      .getByText('If that address has an account waiting for confirmation, we sent a new link to it.')
      .waitFor();
    await s.stack.smtp.waitFor('rae.rookie@example.test', /Confirm your Dugout account/); // the sign-up's link
    await followConfirmationLink(s, page, 'rae.rookie@example.test'); // the resent one
    await page.waitForURL('**/metrics');

    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.getByText('Signed out successfully').waitFor();
    await page.waitForURL(s.stack.url + '/');

    await signInThroughForm(page, 'rae.rookie@example.test', 'rookie-pass-1', { remember: true });
    await page.waitForURL('**/metrics'); // via /subscription-post-purchase (docs/decisions/0006-submission-routes.md): no submission yet
    const cookie = (await context.cookies()).find((c) => c.name === 'dugout.session_token')!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.expires * 1000 - Date.now()).toBeGreaterThan(29 * 24 * 3600 * 1000);

    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL(s.stack.url + '/');
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await page.getByLabel('Email').fill('rae.rookie@example.test');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByRole('heading', { name: 'Check Your Email' }).waitFor();

    const mail = await s.stack.smtp.waitFor('rae.rookie@example.test', /Reset your Dugout password/);
    const link = linkIn(mail, `${s.stack.url}/reset-password?token=`);
    await page.goto(link);
    await page.getByLabel('New password', { exact: true }).fill('brand-new-pass-2');
    await page.getByLabel('Confirm new password').fill('brand-new-pass-2');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.waitForURL('**/auth');

    await signInThroughForm(page, 'rae.rookie@example.test', 'rookie-pass-1');
    await page.getByText('Login failed').waitFor();
    await signInThroughForm(page, 'rae.rookie@example.test', 'brand-new-pass-2');
    await page.waitForURL('**/metrics'); // via /subscription-post-purchase (docs/decisions/0006-submission-routes.md): no submission yet
    expect(errors).toEqual([]);
  });

  it('a coach signs up; the e-mailed link signs in and continues to coach registration; the link does not work twice', async () => {
    const { page, errors } = await s.newPage({ width: 375, height: 740 });
    const link = await signUpThroughForm(s, page, {
      accountType: /Coach/,
      firstName: 'Cory',
      lastName: 'Coachnew',
      email: 'cory.coach@example.test',
      password: 'coach-pass-1',
    });
    await page.waitForURL('**/coach-registration');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    const other = await s.newPage();
    await other.page.goto(link);
    await other.page.getByText('This confirmation link is invalid, has expired or was already used.').waitFor();
    expect(errors).toEqual([]);
  });

  it('the demo coach lands on /team-management after signing in', async () => {
    const { page } = await s.newPage();
    await signInThroughForm(page, 'coach@example.com', 'dugout-demo');
    await page.waitForURL('**/team-management');
    await page.getByRole('heading', { name: 'Team Management Dashboard' }).waitFor();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Team Management' }).waitFor();
  });

  it('the support dialog refuses a 9-character message and sends a valid anonymous request by SMTP (phone width)', async () => {
    const { page } = await s.newPage({ width: 375, height: 740 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Get Help & Support' }).click();
    const dialog = page.getByRole('dialog', { name: 'Get Help & Support' });
    await dialog.getByLabel('Name').fill('Pat Parent');
    await dialog.getByLabel('Email').fill('pat.parent@example.test');
    await dialog.getByLabel('Subject').selectOption('feature');
    await dialog.getByLabel('Message').fill('123456789');
    await dialog.getByRole('button', { name: 'Send Request' }).click();
    await dialog.getByText('Message must be at least 10 characters long').waitFor();
    await dialog.getByLabel('Message').fill('Please add softball pitching metrics.');
    await dialog.getByRole('button', { name: 'Send Request' }).click();
    await page.getByText('Support Request Sent').waitFor();
    const mail = await s.stack.smtp.waitFor('support@dugout.test', /Feature Request/);
    expect(mail.text).toContain('Please add softball pitching metrics.');
  });

  it('shows the not-found page for an unknown path and the legal pages from the footer', async () => {
    const { page } = await s.newPage();
    await page.goto('/no-such-page');
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await page.getByRole('link', { name: 'Privacy Policy' }).click();
    await page.getByRole('heading', { name: 'Privacy Policy', level: 1 }).waitFor();
  });
});
