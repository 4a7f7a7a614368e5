import { existsSync } from 'node:fs';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { startTestStack, type TestStack } from '../../apps/server/src/test/test-app.ts';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Real Chromium (Debian's) against a real running Dugout: database, SMTP, HTTP and the built web app. */
export async function startBrowserStack(opts: { demo?: boolean } = { demo: true }) {
  if (!existsSync(CHROMIUM)) throw new Error(`Chromium not found at ${CHROMIUM}: apt-get install -y chromium`);
  const stack = await startTestStack({ demo: opts.demo ?? true });
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  return {
    stack,
    browser,
    /** A fresh browser profile; console errors and failed page loads fail the test at close. */
    async newPage(viewport: { width: number; height: number } = { width: 1280, height: 800 }): Promise<{ page: Page; context: BrowserContext; errors: string[] }> {
      const context = await browser.newContext({ baseURL: stack.url, viewport });
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
export type { TestStack };

/** Signs in through the real form. */
export async function signInThroughForm(page: Page, email: string, password: string, opts: { remember?: boolean } = {}) {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  if (opts.remember) await page.getByLabel('Remember me').check();
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}
