import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../apps/server/src/db/schema/index.ts';
import { signInThroughForm, startBrowserStack, type BrowserStack } from './support/browser.ts';

let s: BrowserStack;
beforeAll(async () => {
  s = await startBrowserStack();
});
afterAll(() => s?.close());

describe('the mail outbox in the browser', () => {
  it('a site admin sees a failed mail with its attempts and last error, retries it, and sees it sent', async () => {
    await s.stack.db.insert(outbox).values({
      to: 'lost@example.test',
      subject: 'Mail that never left',
      text: 'Hello again',
      status: 'failed',
      attempts: 8,
      error: 'Greeting never received',
      kind: 'support',
    });
    const admin = await s.newPage({ width: 375, height: 800 });
    await signInThroughForm(admin.page, 'admin@example.com', 'dugout-demo');
    await admin.page.waitForURL('**/admin');
    // A phone picks the admin section from a select (docs/decisions/0052-daily-screens.md).
    await admin.page.getByLabel('Admin section', { exact: true }).selectOption({ label: 'Outbox' });
    const row = admin.page.getByTestId('outbox-mail').filter({ hasText: 'Mail that never left' });
    await row.getByText('8 attempts').waitFor();
    expect(await row.getByTestId('outbox-status').textContent()).toBe('failed');
    await row.getByText('Mail that never left').click();
    await row.getByText('Last error: Greeting never received').waitFor();
    expect(await admin.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    await row.getByRole('button', { name: 'Retry mail to lost@example.test: Mail that never left' }).click();
    await admin.page.getByText('Mail queued again').waitFor();
    await s.stack.smtp.waitFor('lost@example.test', /Mail that never left/);
    await row.getByTestId('outbox-status').filter({ hasText: 'sent' }).waitFor({ timeout: 10_000 });
    expect(await row.getByRole('button', { name: /Retry/ }).count()).toBe(0);
    expect(admin.errors).toEqual([]);
  });
});
