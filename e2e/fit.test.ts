import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { metricSubmissions, userProfiles } from '../apps/server/src/db/schema/index.ts';
import { createUser, TEST_PASSWORD } from '../apps/server/src/test/factories.ts';
import { checkA11y, pageScrollWidth } from './support/a11y.ts';
import { signInThroughForm, startBrowserStack, type BrowserStack } from './support/browser.ts';

let s: BrowserStack;
let email: string;
beforeAll(async () => {
  s = await startBrowserStack();
  const player = await createUser(s.stack, 'player', { firstName: 'Olly', lastName: 'Outfield' });
  email = player.email;
  await s.stack.db.insert(metricSubmissions).values({
    userId: player.id,
    paymentStatus: 'free',
    submittedPosition: 'OF',
    bestPosition: 'OF',
    submittedScore: 75,
    height: 72,
    weight: 180,
    sixty: 7.0,
    throwVelocity: 84,
    exitVelocity: 88,
    bats: 'Right',
    throws: 'Right',
  });
  await s.stack.db.update(userProfiles).set({ hsGraduationYear: 2028 }).where(eq(userProfiles.userId, player.id));
});
afterAll(() => s?.close());

/** Duke (official roster on file) and Abilene Christian (none), from the shipped reference data. */
const DUKE = 193;
const NO_ROSTER = 2;
const ROSTER_PANEL = 'Players by Position & Class';

describe('where do I fit? in the browser', () => {
  it('what-if without a request, the interview at 375 px, ranked results with reasons, one added to the tracker', async () => {
    const { page, errors } = await s.newPage({ width: 375, height: 800 });
    await signInThroughForm(page, email, TEST_PASSWORD);
    await page.waitForURL('**/dashboard');
    await page.goto('/dashboard');

    // Explain and what-if (in the dashboard's 'Score details'): the parts table and the two suggestions, then the
    // exit-velocity control moves the score with no request to the API.
    await page.getByText('Score details', { exact: true }).click();
    const score = page.getByTestId('whatif-score');
    await score.waitFor();
    await page.getByTestId('score-parts').waitFor();
    await page.getByTestId('suggestions').waitFor();
    expect(await page.getByTestId('suggestions').textContent()).toMatch(/mph exit velocity → \+\d+\.\d points?/);
    await page.getByTestId('benchmarks').waitFor();
    // The benchmarks name their publisher and data set with the data's year, label units, say where an axis does not
    // start at zero, and read a lower 60-yard time as better.
    expect(await page.getByTestId('benchmark-source').textContent()).toMatch(
      /^Prep Baseball Report \(PBR\) profiles of committed players.*BaseballPath.*\(2026\)$/,
    );
    const sixty = page.getByTestId('benchmarks').locator('[data-metric="sixty"]');
    expect(await sixty.textContent()).toContain('60-yard time (s)');
    expect(await sixty.textContent()).toContain('Lower is better.');
    await sixty
      .getByTestId('axis-note')
      .filter({ hasText: /^Axis starts at \d\.\d\ds, not zero\.$/ })
      .waitFor();
    expect(await pageScrollWidth(page)).toBeLessThanOrEqual(375);
    await page.waitForLoadState('networkidle');
    await checkA11y(page, 'dashboard score explorer and what-if, 375 px');
    const before = await score.textContent();
    const requests: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.startsWith('/api')) requests.push(r.url());
    });
    const raise = page.getByRole('button', { name: 'Raise Exit Velocity (mph)' });
    for (let i = 0; i < 8; i++) await raise.click();
    expect(await page.getByTestId('whatif-value-exitVelocity').textContent()).toBe('92.0 mph');
    await page.waitForFunction(
      (b) => document.querySelector('[data-testid="whatif-score"]')?.textContent !== b,
      before,
    );
    expect(Number(await score.textContent())).toBeGreaterThan(Number(before));
    expect(requests).toEqual([]);

    // No answers yet: the results screen sends the player to the interview.
    await page.goto('/college-screening-results');
    await page.getByRole('link', { name: 'Start the College Interview' }).waitFor();
    await checkA11y(page, 'college screening results without answers, 375 px');
    await page.getByRole('link', { name: 'Start the College Interview' }).click();
    await page.waitForURL('**/college-interview');

    // The interview, one step at a time at 375 px, saved as it goes.
    await page.getByText('Step 1 of 6').waitFor();
    expect(await pageScrollWidth(page)).toBeLessThanOrEqual(375);
    await checkA11y(page, 'college interview step 1, 375 px');
    await page.getByLabel('Other Division I', { exact: true }).check();
    await page.getByLabel('Division II', { exact: true }).check();
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await page.getByText('Step 2 of 6').waitFor();
    await page.getByLabel('Home ZIP code').fill('123');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await page.getByText('Enter a 5-digit ZIP code').waitFor();
    await checkA11y(page, 'college interview with a field error, 375 px');
    await page.getByLabel('Home ZIP code').fill('30301');
    await page.getByLabel('Maximum distance from home (miles)').fill('900');
    expect(await pageScrollWidth(page)).toBeLessThanOrEqual(375);
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
    expect(await pageScrollWidth(page)).toBeLessThanOrEqual(375);
    await checkA11y(page, 'college interview priorities, 375 px');
    await page.getByRole('button', { name: 'Save and see my results' }).click();

    // Ranked results: the level chart once above one compact list; each row's band as a word; a breakdown on demand.
    await page.waitForURL('**/college-screening-results');
    const list = page.getByRole('list', { name: 'Programs ranked by fit' });
    await list.waitFor();
    await page.getByRole('region', { name: 'Your likely level' }).waitFor();
    const first = list.getByRole('listitem').first();
    expect(await first.locator('[data-band]').textContent()).toMatch(/^(Target|Reach|Safety)$/);
    expect(await page.getByText(/ of [\d,]+ programs/).textContent()).toMatch(/programs/);
    expect(await pageScrollWidth(page)).toBeLessThanOrEqual(375);
    await first.getByRole('button', { name: /^How this score adds up/ }).click();
    await first.getByTestId('fit-breakdown').getByText('Athletic fit', { exact: true }).waitFor();
    expect(await first.getByTestId('fit-breakdown').textContent()).toMatch(/\d+\.\d \/ \d+/);
    expect(await pageScrollWidth(page)).toBeLessThanOrEqual(375);
    await checkA11y(page, 'college screening results with a breakdown open, 375 px');
    const name = (await first.getByRole('heading', { level: 3 }).textContent())!;

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

  it('desktop: the screens pass axe; the position need sits beside the roster breakdown (below it at 375 px), and not on a program without a roster', async () => {
    const { page, errors } = await s.newPage();
    await signInThroughForm(page, email, TEST_PASSWORD);
    await page.waitForURL('**/dashboard');
    await page.getByText('Score details', { exact: true }).click();
    await page.getByTestId('whatif-score').waitFor();
    await page.getByTestId('benchmarks').waitFor();
    await page.waitForLoadState('networkidle');
    await checkA11y(page, 'dashboard score explorer and what-if');

    await page.goto('/college-interview');
    await page.getByText('Step 1 of 6').waitFor();
    await checkA11y(page, 'college interview');

    await page.goto('/college-screening-results');
    await page.getByRole('list', { name: 'Programs ranked by fit' }).getByRole('listitem').first().waitFor();
    await page.waitForLoadState('networkidle');
    await checkA11y(page, 'college screening results');

    // The position need for the player's group (outfielders), inside the roster breakdown's panel, right of the grid.
    await page.goto(`/college/${DUKE}`);
    const roster = page.getByRole('region', { name: ROSTER_PANEL });
    const need = roster.getByTestId('position-need');
    await need.waitFor();
    expect(await need.getByRole('heading', { level: 3 }).textContent()).toBe('Position need: outfielders');
    expect(await need.textContent()).toMatch(
      /(likely openings|balanced|crowded)\d+ seniors?\/graduate students? leaves? after \d{4}; \d+ freshm[ae]n/,
    );
    const grid = (await roster.getByRole('table').boundingBox())!;
    const beside = (await need.boundingBox())!;
    expect(beside.x).toBeGreaterThanOrEqual(grid.x + grid.width - 1);
    expect(beside.y).toBeLessThan(grid.y + grid.height);
    expect(await page.getByTestId('position-need').count()).toBe(1);
    await checkA11y(page, 'school profile with the position need');

    // No roster on file: the roster's empty state alone, no position-need figures.
    await page.goto(`/college/${NO_ROSTER}`);
    await page
      .getByRole('region', { name: ROSTER_PANEL })
      .getByText('No roster data available for this team')
      .waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.getByTestId('position-need').count()).toBe(0);
    expect(await page.getByText(/Position need/).count()).toBe(0);

    // The tracker's contact calendar for the player's class.
    await page.goto('/tracker');
    await page.getByTestId('contact-calendar').waitFor();
    expect(await page.getByText(/for the class of 2028/).count()).toBe(1);
    await checkA11y(page, 'tracker with the contact calendar');

    // 375 px: the position need below the grid in the same panel; no sideways scroll.
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(`/college/${DUKE}`);
    const narrow = page.getByRole('region', { name: ROSTER_PANEL });
    await narrow.getByTestId('position-need').waitFor();
    const narrowGrid = (await narrow.getByRole('table').boundingBox())!;
    expect((await narrow.getByTestId('position-need').boundingBox())!.y).toBeGreaterThanOrEqual(
      narrowGrid.y + narrowGrid.height - 1,
    );
    expect(await pageScrollWidth(page)).toBeLessThanOrEqual(375);
    await checkA11y(page, 'school profile with the position need, 375 px');
    await page.goto('/tracker');
    await page.getByTestId('contact-calendar').waitFor();
    expect(await pageScrollWidth(page)).toBeLessThanOrEqual(375);
    await checkA11y(page, 'tracker with the contact calendar, 375 px');
    expect(errors).toEqual([]);
  }, 120_000);

  it('the demo player: the list with band badges in about a second, one breakdown on demand, 375 px, axe', async () => {
    const { page, errors } = await s.newPage();
    await signInThroughForm(page, 'player@example.com', 'dugout-demo');
    await page.waitForURL((u) => !u.pathname.startsWith('/auth'));
    const saved = await page.request.put('/api/fit/interview', {
      data: { homeZip: '30301', gpa: 3.6, sat: 1250, priorities: ['playingTime', 'academics'] },
      headers: { origin: new URL(s.stack.url).origin },
    });
    expect(saved.status()).toBe(200);
    const requests: string[] = [];
    page.on('request', (r) => {
      const path = new URL(r.url()).pathname;
      if (path.startsWith('/api/fit/results')) requests.push(path);
    });

    await page.goto('/college-screening-results');
    const list = page.getByRole('list', { name: 'Programs ranked by fit' });
    await list.getByRole('listitem').first().waitFor();
    console.log(`results list visible ${Math.round(await page.evaluate(() => performance.now()))} ms after navigation`);
    const estimate = page.getByRole('region', { name: 'Your likely level' });
    expect(await estimate.getByTestId('level-estimate-source').textContent()).toBe(
      'Compared with PBR committed-player profiles, as aggregated by BaseballPath (2026)',
    );
    expect(await estimate.getByTestId('level-estimate-text').textContent()).toMatch(
      /^How likely each level is: Power 4 [^;]+%, (Target|Reach|Safety); Other D1 /,
    );
    expect(await estimate.getByTestId('fit-counted').textContent()).toMatch(/^Scored on: Athletic fit \d+/);
    expect(await page.getByText(/^Current rosters are on file for \d+ programs/).count()).toBe(1);
    expect(await page.getByText('No current roster on file').count()).toBe(0);
    expect(await list.getByRole('listitem').count()).toBe(25);
    expect(await list.getByRole('heading', { level: 2, name: 'Your band' }).count()).toBe(1);
    for (const band of await list.locator('[data-band]').allTextContents())
      expect(band).toMatch(/^(Target|Reach|Safety)$/);
    // the list came without any breakdown
    expect(requests).toEqual(['/api/fit/results']);

    // one breakdown, one request; the focus stays on its button
    const first = list.getByRole('listitem').first();
    const toggle = first.getByRole('button', { name: /^How this score adds up/ });
    await toggle.click();
    const breakdown = first.getByTestId('fit-breakdown');
    await breakdown.getByText('Athletic fit', { exact: true }).waitFor();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await toggle.evaluate((b) => b === document.activeElement)).toBe(true);
    expect(requests.filter((p) => /^\/api\/fit\/results\/\d+$/.test(p))).toHaveLength(1);
    await page.waitForLoadState('networkidle');
    await checkA11y(page, 'college screening results of the demo player, a breakdown open');

    await page.setViewportSize({ width: 375, height: 800 });
    expect(await pageScrollWidth(page)).toBeLessThanOrEqual(375);
    await checkA11y(page, 'college screening results of the demo player, a breakdown open, 375 px');
    expect(errors).toEqual([]);
  }, 60_000);

  it('admin Fit Tables pass axe', async () => {
    const { page, errors } = await s.newPage();
    await signInThroughForm(page, 'admin@example.com', 'dugout-demo');
    await page.waitForURL((u) => !u.pathname.startsWith('/auth'));
    await page.goto('/admin');
    await page.getByRole('tab', { name: 'Fit Tables' }).click();
    await page.getByText('Division benchmarks', { exact: true }).waitFor();
    await page.getByText('Contact calendar rules', { exact: true }).waitFor();
    await page.waitForLoadState('networkidle');
    await checkA11y(page, 'admin Fit Tables');
    expect(errors).toEqual([]);
  }, 60_000);
});
