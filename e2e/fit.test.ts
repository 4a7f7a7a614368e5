import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { metricSubmissions } from '../apps/server/src/db/schema/index.ts';
import { createUser, TEST_PASSWORD } from '../apps/server/src/test/factories.ts';
import { signInThroughForm, startBrowserStack, type BrowserStack } from './support/browser.ts';

let s: BrowserStack;
let email: string;
beforeAll(async () => {
  s = await startBrowserStack();
  const player = await createUser(s.stack, 'player', { firstName: 'Olly', lastName: 'Outfield' });
  email = player.email;
  await s.stack.db.insert(metricSubmissions).values({
    userId: player.id, paymentStatus: 'free', submittedPosition: 'OF', bestPosition: 'OF', submittedScore: 75,
    height: 72, weight: 180, sixty: 7.0, throwVelocity: 84, exitVelocity: 88, bats: 'Right', throws: 'Right',
  });
});
afterAll(() => s?.close());

const sideways = async (page: Page) => {
  const over = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  if (over > 0) {
    const wide = await page.evaluate(() =>
      Array.from(document.querySelectorAll('body *'))
        .filter((e) => e.getBoundingClientRect().right > document.documentElement.clientWidth + 1)
        .slice(0, 8)
        .map((e) => `${e.tagName}.${(e.getAttribute('class') ?? '').slice(0, 60)} ${Math.round(e.getBoundingClientRect().right)}`),
    );
    console.log('too wide:', wide);
  }
  return over;
};

describe('where do I fit? in the browser', () => {
  it('what-if without a request, the interview at 375 px, ranked results with reasons, one added to the tracker', async () => {
    const { page, errors } = await s.newPage({ width: 375, height: 800 });
    await signInThroughForm(page, email, TEST_PASSWORD);
    await page.waitForURL('**/dashboard');
    await page.goto('/dashboard');

    // Explain and what-if: the parts table and the two suggestions, then the exit-velocity control moves the score
    // with no request to the API.
    const score = page.getByTestId('whatif-score');
    await score.waitFor();
    await page.getByTestId('score-parts').waitFor();
    await page.getByTestId('suggestions').waitFor();
    expect(await page.getByTestId('suggestions').textContent()).toMatch(/mph exit velocity → \+\d+\.\d points?/);
    await page.getByTestId('benchmarks').waitFor();
    expect(await sideways(page)).toBeLessThanOrEqual(0);
    await page.waitForLoadState('networkidle');
    const before = await score.textContent();
    const requests: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.startsWith('/api')) requests.push(r.url());
    });
    const raise = page.getByRole('button', { name: 'Raise Exit Velocity (mph)' });
    for (let i = 0; i < 8; i++) await raise.click();
    expect(await page.getByTestId('whatif-value-exitVelocity').textContent()).toBe('92.0 mph');
    await page.waitForFunction((b) => document.querySelector('[data-testid="whatif-score"]')?.textContent !== b, before);
    expect(Number(await score.textContent())).toBeGreaterThan(Number(before));
    expect(requests).toEqual([]);

    // No answers yet: the results screen sends the player to the interview.
    await page.goto('/college-screening-results');
    await page.getByRole('link', { name: 'Start the College Interview' }).click();
    await page.waitForURL('**/college-interview');

    // The interview, one step at a time at 375 px, saved as it goes.
    await page.getByText('Step 1 of 6').waitFor();
    expect(await sideways(page)).toBeLessThanOrEqual(0);
    await page.getByLabel('Other Division I', { exact: true }).check();
    await page.getByLabel('Division II', { exact: true }).check();
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await page.getByText('Step 2 of 6').waitFor();
    await page.getByLabel('Home ZIP code').fill('123');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await page.getByText('Enter a 5-digit ZIP code').waitFor();
    await page.getByLabel('Home ZIP code').fill('30301');
    await page.getByLabel('Maximum distance from home (miles)').fill('900');
    expect(await sideways(page)).toBeLessThanOrEqual(0);
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await page.getByText('Step 3 of 6').waitFor();
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await page.getByText('Step 4 of 6').waitFor();
    await page.getByLabel('Yearly budget (net price, $)').fill('30000');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await page.getByText('Step 5 of 6').waitFor();
    await page.getByLabel('SAT', { exact: true }).fill('1200');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await page.getByText('Step 6 of 6').waitFor();
    await page.getByRole('button', { name: 'Move Cost up' }).click();
    expect(await sideways(page)).toBeLessThanOrEqual(0);
    await page.getByRole('button', { name: 'Save and see my results' }).click();

    // Ranked results with their parts and reasons.
    await page.waitForURL('**/college-screening-results');
    const list = page.getByRole('list', { name: 'Programs ranked by fit' });
    await list.waitFor();
    const first = list.getByRole('listitem').first();
    await first.getByRole('rowheader', { name: 'Level fit' }).waitFor();
    await first.getByRole('rowheader', { name: 'Roster fit' }).waitFor();
    expect(await page.getByText(/ of [\d,]+ programs/).textContent()).toMatch(/programs/);
    expect(await sideways(page)).toBeLessThanOrEqual(0);
    await first.getByText('Why not higher?').click();
    const name = (await first.getByRole('heading', { level: 2 }).textContent())!;

    // One click adds it to the tracker; the tracker shows it.
    await first.getByRole('button', { name: 'Add to Tracker' }).click();
    await first.getByRole('button', { name: 'In Tracker' }).waitFor();
    await page.goto('/tracker');
    await page.getByRole('heading', { name, level: 2 }).waitFor();

    // The answers load again for editing.
    await page.goto('/college-interview');
    await page.getByRole('button', { name: '2. Location' }).click();
    expect(await page.getByLabel('Home ZIP code').inputValue()).toBe('30301');
    expect(errors).toEqual([]);
  }, 120_000);
});
