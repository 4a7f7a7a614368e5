import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { headlineScore, scoreSubmission } from '@dugout/domain/scoring';
import { teamMembers } from '../apps/server/src/db/schema/index.ts';
import { createUser, firstBaseMetrics, TEST_PASSWORD } from '../apps/server/src/test/factories.ts';
import { checkA11y, pageScrollWidth } from './support/a11y.ts';
import { signInThroughForm, startBrowserStack, type BrowserStack } from './support/browser.ts';

/**
 * docs/decisions/0048-one-headline-score.md and 0052: one headline score (the best position the player can play, named) on the dashboard, the same
 * figure on the coach's screens, the player named when someone else views it, and the chart's highest bar is the best
 * position (docs/decisions/0048-one-headline-score.md).
 */
let s: BrowserStack;
beforeAll(async () => {
  s = await startBrowserStack();
});
afterAll(() => s?.close());

const BEST_FILL = '#1d4ed8';

/** The bars of 'Score by Position': each bar's height in pixels and whether it is drawn as the best. */
async function bars(page: Page) {
  const chart = page.getByTestId('position-chart');
  await chart.scrollIntoViewIfNeeded();
  await chart.locator('.recharts-bar-rectangle path').first().waitFor();
  return chart
    .locator('.recharts-bar-rectangle path')
    .evaluateAll((paths) =>
      paths.map((p) => ({ height: p.getBoundingClientRect().height, fill: p.getAttribute('fill') })),
    );
}

/** The page's full height once the charts (loaded when in view) are drawn. */
async function pageHeight(page: Page) {
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => window.scrollTo(0, 0));
  return page.evaluate(() => document.documentElement.scrollHeight);
}

describe('the dashboard headline', () => {
  it('the demo RHP: one headline at the best position, the chart without LHP, its highest bar the best', async () => {
    for (const width of [1280, 375]) {
      const { page, errors } = await s.newPage({ width, height: 800 });
      await signInThroughForm(page, 'player@example.com', 'dugout-demo');
      await page.waitForURL('**/dashboard');
      // what the server answers the screen, read with the page's session
      const submission = await page.evaluate(async () => (await (await fetch('/api/dashboard')).json()).submission);
      const h = headlineScore(submission);
      await page.getByRole('heading', { name: 'Your Score', exact: true }).waitFor();
      expect(await page.getByTestId('score').textContent()).toBe(h.score!.toFixed(1));
      expect(await page.getByTestId('best-position').textContent()).toBe('RHP');
      // the score is shown once above the details: the explanation waits behind 'Score details'
      expect(await page.getByTestId('whatif-score').isVisible()).toBe(false);

      const drawn = await bars(page);
      // a right-handed thrower is never drawn as LHP: six bars, the tallest is the best position's
      expect(drawn).toHaveLength(6);
      const tallest = Math.max(...drawn.map((b) => b.height));
      expect(drawn.filter((b) => b.fill === BEST_FILL)).toEqual([{ height: tallest, fill: BEST_FILL }]);
      expect(await page.getByTestId('position-chart').locator('..').getByText(/^LHP/).count()).toBe(0);

      console.log(`dashboard height at ${width} px: ${await pageHeight(page)}`);
      expect(await pageScrollWidth(page)).toBeLessThanOrEqual(width);
      // details on demand, by keyboard
      await page.locator('summary').filter({ hasText: 'Score details' }).focus();
      await page.keyboard.press('Enter');
      await page.getByTestId('whatif-score').waitFor();
      await page.getByTestId('benchmarks').waitFor();
      await page.waitForLoadState('networkidle');
      await checkA11y(page, `dashboard with its details open at ${width} px`);
      expect(errors).toEqual([]);
      await page.context().close();
    }
  }, 180_000);

  it("the coach sees the player's headline, named, on the dashboard and in Top Metrics", async () => {
    const metrics = firstBaseMetrics;
    const expected = scoreSubmission(metrics);
    expect(expected.bestPosition).not.toBe('1B');
    const avery = await createUser(s.stack, 'player', { firstName: 'Avery', lastName: 'Headline' });
    const created = (await avery.client.post('/api/submissions', metrics)).body.submission;
    expect((await avery.client.post(`/api/submissions/${created.id}/checkout`)).status).toBe(200);
    await s.stack.db
      .insert(teamMembers)
      .values({ teamCode: 'THUNDER17U', userId: avery.id, status: 'active', playerName: 'Avery Headline' });

    const headline = `${expected.bestScore.toFixed(1)} at ${expected.bestPosition}`;
    const own = await s.newPage({ width: 375, height: 800 });
    await signInThroughForm(own.page, avery.email, TEST_PASSWORD);
    await own.page.waitForURL('**/dashboard');
    await own.page.getByRole('heading', { name: 'Your Score', exact: true }).waitFor();
    expect(await own.page.getByTestId('score').textContent()).toBe(expected.bestScore.toFixed(1));
    expect(await own.page.getByTestId('submitted-score').textContent()).toBe(
      `Submitted position 1B: ${expected.submittedScore.toFixed(1)}`,
    );
    expect(own.errors).toEqual([]);

    const { page, errors } = await s.newPage();
    await signInThroughForm(page, 'coach@example.com', 'dugout-demo');
    await page.waitForURL('**/team-management');
    await page.goto(`/dashboard?user=${avery.id}&source=team`);
    await page.getByRole('heading', { name: 'Avery Headline’s Score', exact: true }).waitFor();
    expect(await page.getByRole('heading', { name: 'Your Score' }).count()).toBe(0);
    expect(await page.getByTestId('score').textContent()).toBe(expected.bestScore.toFixed(1));
    expect(await page.getByTestId('best-position').textContent()).toBe(expected.bestPosition);
    expect(await page.getByTestId('submitted-score').textContent()).toBe(
      `Submitted position 1B: ${expected.submittedScore.toFixed(1)}`,
    );
    const drawn = await bars(page);
    expect(drawn.filter((b) => b.fill === BEST_FILL)[0]!.height).toBe(Math.max(...drawn.map((b) => b.height)));

    await page.goto('/team-management?team=THUNDER17U');
    await page.getByRole('tab', { name: 'Top Metrics' }).click();
    const row = page.getByRole('row').filter({ hasText: 'Avery Headline' });
    expect(await row.getByTestId('headline-score').textContent()).toBe(headline);
    expect(errors).toEqual([]);
  }, 180_000);
});
