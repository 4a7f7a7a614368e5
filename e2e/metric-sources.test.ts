import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { rapsodoSamples } from '@dugout/domain/metrics-sources';
import { teamMembers } from '../apps/server/src/db/schema/index.ts';
import { createUser, firstBaseMetrics } from '../apps/server/src/test/factories.ts';
import { checkA11y, pageScrollWidth } from './support/a11y.ts';
import { signInThroughForm, startBrowserStack, type BrowserStack } from './support/browser.ts';

/**
 * docs/decisions/0063-metric-sources-on-screen.md: the demo player uploads a Rapsodo export at 375 px, sees the
 * preview, saves it and reads 'Device file' badges on the dashboard; the demo coach verifies a player's exit velocity
 * and 'Coach-verified' shows on Top Metrics. Each screen axe-clean, without sideways scroll at 375 px, the focus back
 * on the opener after each dialog.
 */
let s: BrowserStack;
beforeAll(async () => {
  s = await startBrowserStack();
});
afterAll(() => s?.close());

/** The text of the focused element (the focus came back to the button that opened a dialog). */
const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? null);

describe('metric sources in the browser', () => {
  it('the demo player uploads a Rapsodo file at 375 px: preview, then Device file badges on the dashboard', async () => {
    const { page, errors } = await s.newPage({ width: 375, height: 800 });
    await signInThroughForm(page, 'player@example.com', 'dugout-demo');
    await page.waitForURL('**/dashboard');
    await page.getByRole('heading', { name: 'Metrics and Sources' }).waitFor();
    const before = await page.evaluate(async () => (await (await fetch('/api/dashboard')).json()).submission.id);

    await page.getByRole('button', { name: 'Upload Device File' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload a Device File' });
    await dialog.getByLabel('Device file (CSV)').setInputFiles({
      name: 'rapsodo-session.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(rapsodoSamples.good),
    });
    await dialog.getByTestId('device-kind').waitFor();
    expect(await dialog.getByTestId('device-kind').textContent()).toBe(
      'Detected: Rapsodo pitching · 18 rows · session Nov 20, 2026',
    );
    expect(await dialog.getByTestId('device-values').textContent()).toContain('max of 12 fastballs');
    expect(await dialog.getByTestId('device-errors').count()).toBe(0);
    expect(await pageScrollWidth(page)).toBeLessThanOrEqual(375);
    await checkA11y(page, 'device file preview at 375 px');

    await dialog.getByRole('button', { name: 'Save as a new submission' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await focusedText(page)).toBe('Upload Device File');

    // read back from the server: a new submission whose file metrics are device_file
    await page.waitForFunction(
      async (id) => (await (await fetch('/api/dashboard')).json()).submission.id !== id,
      before,
    );
    const dashboard = await page.evaluate(async () => (await fetch('/api/dashboard')).json());
    const kinds = Object.fromEntries(
      (dashboard.metrics as Array<{ metric: string; source: { kind: string } }>).map((m) => [m.metric, m.source.kind]),
    );
    expect(kinds).toMatchObject({
      fastballVelocity: 'device_file',
      fbSpinRate: 'device_file',
      strikePercentage: 'device_file',
    });
    const fastball = page.getByTestId('metric-fastballVelocity');
    await fastball.getByTestId('source-badge').filter({ hasText: 'Device file' }).waitFor();
    expect(await page.getByTestId('metric-fbSpinRate').getByTestId('source-badge').textContent()).toBe('Device file');

    // a tap on a badge at phone width opens the sheet with its sentence; Escape brings the focus back to the badge
    await fastball.getByTestId('source-badge').click();
    const sheet = page.getByRole('dialog', { name: 'Fastball velocity: Device file' });
    expect(await sheet.getByTestId('source-sheet').textContent()).toMatch(
      /^Rapsodo pitching file rapsodo-session\.csv/,
    );
    await checkA11y(page, 'source sheet at 375 px');
    await page.keyboard.press('Escape');
    await sheet.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-source'))).toBe('device_file');

    expect(await pageScrollWidth(page)).toBeLessThanOrEqual(375);
    await checkA11y(page, 'dashboard with sources at 375 px');

    // the metrics tracker: the history with a source on every point
    await page.goto('/metrics-tracker');
    const history = page.getByTestId('history-fastballVelocity');
    await history.waitFor();
    await history.getByText('Values as a table').click();
    expect(await history.getByRole('table').getByTestId('source-badge').last().textContent()).toBe('Device file');
    expect(await pageScrollWidth(page)).toBeLessThanOrEqual(375);
    await checkA11y(page, 'metrics tracker history at 375 px');
    expect(errors).toEqual([]);
    await page.context().close();
  }, 180_000);

  it('the demo coach verifies a player’s exit velocity and Coach-verified shows on Top Metrics', async () => {
    const avery = await createUser(s.stack, 'player', { firstName: 'Avery', lastName: 'Sources' });
    const created = (await avery.client.post('/api/submissions', firstBaseMetrics)).body.submission;
    expect((await avery.client.post(`/api/submissions/${created.id}/checkout`)).status).toBe(200);
    await s.stack.db
      .insert(teamMembers)
      .values({ teamCode: 'THUNDER17U', userId: avery.id, status: 'active', playerName: 'Avery Sources' });

    for (const width of [375, 1280]) {
      const { page, errors } = await s.newPage({ width, height: 800 });
      await signInThroughForm(page, 'coach@example.com', 'dugout-demo');
      await page.waitForURL('**/team-management');
      await page.goto('/team-management?team=THUNDER17U');
      await page.getByRole('tab', { name: 'Top Metrics' }).click();
      const panel = page.getByRole('tabpanel', { name: 'Top Metrics' });
      // phones read cards, wider screens the table: the player's exit velocity ('Hit Velo') with its badge
      const player =
        width < 640
          ? panel.getByTestId('metric-card').filter({ hasText: 'Avery Sources' })
          : panel.getByRole('row').filter({ hasText: 'Avery Sources' });
      const hitVelo = player.locator('[data-metric="exitVelocity"]').getByTestId('source-badge');

      if (width === 375) {
        expect(await hitVelo.textContent()).toBe('Self-reported');
        const open = panel.getByRole('button', { name: 'Verify Metrics' });
        await open.click();
        const dialog = page.getByRole('dialog', { name: 'Verify Metrics' });
        await dialog.getByRole('checkbox', { name: 'Avery Sources' }).check();
        await dialog.getByRole('checkbox', { name: 'Exit velocity' }).check();
        expect(await pageScrollWidth(page)).toBeLessThanOrEqual(375);
        await checkA11y(page, 'Verify Metrics at 375 px');
        await dialog.getByRole('button', { name: 'Mark verified' }).click();
        await dialog.getByRole('status').filter({ hasText: '1 value marked verified.' }).waitFor();
        await dialog.getByRole('button', { name: 'Done' }).click();
        await dialog.waitFor({ state: 'detached' });
        expect(await focusedText(page)).toBe('Verify Metrics');
      }
      await hitVelo.filter({ hasText: 'Coach-verified' }).waitFor();
      await hitVelo.hover();
      expect(await page.getByRole('tooltip').first().textContent()).toMatch(
        /^Verified by Morgan Democoach, Demo Thunder 17U, [A-Z][a-z]{2} \d{1,2}, \d{4}$/,
      );
      expect(await pageScrollWidth(page)).toBeLessThanOrEqual(width);
      await checkA11y(page, `Top Metrics with sources at ${width} px`);
      expect(errors).toEqual([]);
      await page.context().close();
    }
  }, 180_000);
});
