import { existsSync } from 'node:fs';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { startTestStack, type TestStack } from '../../apps/server/src/test/test-app.ts';
import { linkIn } from '../../apps/server/src/test/smtp.ts';
import { cacheNamespaces } from '../../apps/server/src/services/cache/cache.ts';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Real Chromium (Debian's) against a real running Dugout: database, SMTP, HTTP and the built web app. */
export async function startBrowserStack(opts: { demo?: boolean; env?: Record<string, string> } = { demo: true }) {
  if (!existsSync(CHROMIUM)) throw new Error(`Chromium not found at ${CHROMIUM}: apt-get install -y chromium`);
  const stack = await startTestStack({ demo: opts.demo ?? true, env: opts.env });
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  return {
    stack,
    browser,
    /** A fresh browser profile; console errors and failed page loads fail the test at close. */
    async newPage(
      viewport: { width: number; height: number } = { width: 1280, height: 800 },
    ): Promise<{ page: Page; context: BrowserContext; errors: string[] }> {
      // Reduced motion: axe measures a toast's colours as they are, not halfway through its fade (a fading toast reads
      // as low contrast for the 400 ms it takes); sonner shows and hides toasts without the fade under this setting.
      const context = await browser.newContext({ baseURL: stack.url, viewport, reducedMotion: 'reduce' });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
      page.on('console', (m) => {
        if (m.type() === 'error' && !/status of (4\d\d)/.test(m.text())) errors.push(`console: ${m.text()}`);
      });
      return { page, context, errors };
    },
    async close() {
      await browser.close();
      await stack.close();
    },
  };
}

export type BrowserStack = Awaited<ReturnType<typeof startBrowserStack>>;

/**
 * A test wrote reference data straight into the database: drop the prepared school profiles, as a completed import
 * does (docs/decisions/0028-serving-fast.md), so the next visit reads the database again.
 */
export const referenceDataChanged = (stack: TestStack) => stack.deps.cache.invalidate(cacheNamespaces.collegeProfiles);
export type { TestStack };

/** Signs in through the real form. */
export async function signInThroughForm(
  page: Page,
  email: string,
  password: string,
  opts: { remember?: boolean } = {},
) {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  if (opts.remember) await page.getByLabel('Remember me').check();
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/**
 * Sign-up as a user does it (docs/decisions/0020-sign-up-confirmation.md): the form answers 'Check your e-mail …',
 * then the e-mailed link confirms the address and signs in. Leaves the page on the link's destination.
 */
export async function signUpThroughForm(
  s: BrowserStack,
  page: Page,
  a: {
    accountType?: RegExp;
    firstName: string;
    lastName: string;
    email: string;
    password: string;
    dateOfBirth?: string;
  },
) {
  await page.goto('/sign-up-selection');
  await page.getByRole('link', { name: a.accountType ?? /Player/ }).click();
  await page.getByLabel('First name').fill(a.firstName);
  await page.getByLabel('Last name').fill(a.lastName);
  await page.getByLabel('Email').fill(a.email);
  await page.getByLabel('Password', { exact: true }).fill(a.password);
  // a player's form asks the date of birth (the families contract): an adult's unless the test gives one
  const dob = page.getByLabel('Date of birth');
  if (await dob.count()) await dob.fill(a.dateOfBirth ?? '2000-01-01');
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.getByRole('heading', { name: 'Check your e-mail to finish creating your account' }).waitFor();
  return followConfirmationLink(s, page, a.email);
}

/** Opens the confirmation link e-mailed to `email` in `page` (which signs in). */
export async function followConfirmationLink(s: BrowserStack, page: Page, email: string) {
  const mail = await s.stack.smtp.waitFor(email.toLowerCase(), /Confirm your Dugout account/);
  const link = linkIn(mail, `${s.stack.url}/confirm-email?token=`);
  await page.goto(link);
  return link;
}

/** Sign-up through the API from `page`'s browser context, confirmed by the e-mailed link (the context is signed in). */
/** A write through the page's own cookie jar, as the app's page sends it: with the app's Origin (others are refused). */
export function apiPost(s: BrowserStack, page: Page, path: string, data: unknown) {
  return page.request.post(path, { data, headers: { origin: new URL(s.stack.url).origin } });
}

export async function signUpByApi(
  s: BrowserStack,
  page: Page,
  a: { accountType: string; firstName: string; lastName: string; email: string; password: string },
) {
  // a player gives a date of birth (docs/decisions/0060-families.md): an adult's unless the test says otherwise
  const res = await apiPost(s, page, '/api/account/sign-up', { dateOfBirth: '2000-01-01', ...a });
  if (res.status() !== 202) throw new Error(`sign-up answered ${res.status()}`);
  const mail = await s.stack.smtp.waitFor(a.email.toLowerCase(), /Confirm your Dugout account/);
  const token = new URL(linkIn(mail, `${s.stack.url}/confirm-email?token=`)).searchParams.get('token')!;
  const confirmed = await apiPost(s, page, '/api/account/confirm-email', { token });
  if (confirmed.status() !== 200) throw new Error(`confirmation answered ${confirmed.status()}`);
}
