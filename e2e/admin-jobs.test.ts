import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkA11y } from './support/a11y.ts';
import { signInThroughForm, startBrowserStack, type BrowserStack } from './support/browser.ts';

let s: BrowserStack;
beforeAll(async () => {
  s = await startBrowserStack();
});
afterAll(() => s?.close());

const csv = [
  'school_id,school_name,division,state',
  '990001,Jobtown College,D3,MA',
  '990002,Queue State,D3,MA',
  '990003,Lease University,D3,MA',
].join('\n');

describe('reference import as a background job, and the Jobs list (docs/decisions/0022-one-job-loop.md)', () => {
  it('a site admin uploads a CSV at 375 px, sees the import finish with its report, then sees the job done in Jobs', async () => {
    const admin = await s.newPage({ width: 375, height: 800 });
    await signInThroughForm(admin.page, 'admin@example.com', 'dugout-demo');
    await admin.page.waitForURL('**/admin');
    // A phone picks the admin section from a select (docs/decisions/0052-daily-screens.md).
    await admin.page.getByLabel('Admin section', { exact: true }).selectOption({ label: 'Reference Data' });
    await admin.page
      .locator('#ri-file')
      .setInputFiles({ name: 'jobs-schools.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    const answered = admin.page.waitForResponse(
      (r) => r.url().endsWith('/api/admin/reference-imports') && r.request().method() === 'POST',
    );
    await admin.page.getByRole('button', { name: 'Import' }).click();
    expect((await answered).status()).toBe(202);
    const report = admin.page.getByTestId('import-report');
    await report.waitFor({ timeout: 20_000 });
    expect(await report.textContent()).toContain('Import completed: jobs-schools.csv');
    expect(await report.textContent()).toContain('3 rows · 3 added · 0 updated');
    expect(await admin.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    // A phone picks the admin section from a select (docs/decisions/0052-daily-screens.md).
    await admin.page.getByLabel('Admin section', { exact: true }).selectOption({ label: 'Jobs' });
    const job = admin.page.getByTestId('admin-job').filter({ hasText: 'Reference import' }).first();
    await job.waitFor();
    expect(await job.getByTestId('admin-job-status').textContent()).toBe('Done');
    expect(await job.textContent()).toContain('3 / 3 done');
    expect(await job.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
    await checkA11y(admin.page, 'admin Jobs tab, 375 px');
    expect(await admin.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(admin.errors).toEqual([]);
  });
});
