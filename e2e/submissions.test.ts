import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { signInThroughForm, startBrowserStack, type BrowserStack, signUpThroughForm } from './support/browser.ts';
import { checkA11y, pageScrollWidth } from './support/a11y.ts';

let s: BrowserStack;
beforeAll(async () => {
  s = await startBrowserStack();
});
afterAll(() => s?.close());

const headerDashboardLink = (page: Page) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard', exact: true });

describe('metrics, score and dashboard in the browser', () => {
  it('a new player enters metrics, sees the score and best position, completes the free flow and lands on the dashboard', async () => {
    const { page, errors } = await s.newPage();
    await signUpThroughForm(s, page, {
      firstName: 'Pat',
      lastName: 'Pitcher',
      email: 'pat.pitcher@example.test',
      password: 'pitcher-pass-1',
    });
    await page.waitForURL('**/metrics');
    expect(await headerDashboardLink(page).count()).toBe(0);

    // One round: an empty submit flags the selects and the required numbers together.
    await checkA11y(page, '/metrics, empty');
    await page.getByRole('button', { name: 'Calculate My Score' }).click();
    for (const message of [
      'Please select a position',
      'Please select how you bat',
      'Please select how you throw',
      'Height must be between 48 and 96 inches',
      'Weight must be between 50 and 400 lbs',
    ])
      await page.getByText(message).waitFor();
    await checkA11y(page, '/metrics, every error shown');
    await page.getByLabel('Position').selectOption('RHP');
    await page.getByLabel('Throws').selectOption('Right');
    // Height as feet + inches (the form converts to the schema's inches): 8 ft 1 in = 97 in is too tall.
    await page.getByLabel('Height (ft)').fill('8');
    await page.getByLabel('Height (in)').fill('1');
    await page.getByLabel('Weight (lbs)').fill('180');
    await page.getByRole('button', { name: 'Calculate My Score' }).click();
    await page.getByText('Please select how you bat').waitFor();
    await page.getByText('Height must be between 48 and 96 inches').waitFor();
    await page.getByText('Fastball velocity is required for pitchers').waitFor();
    await page.getByLabel('Bats').selectOption('Right');
    await page.getByLabel('Fastball Velocity (mph)').fill('90');
    await page.getByLabel('Height (ft)').fill('6');
    await page.getByLabel('Height (in)').fill('0');
    await page.getByText('Height must be between 48 and 96 inches').waitFor({ state: 'detached' });
    await page.getByLabel('Spin Rate (rpm) (optional)').fill('2400');
    await page.getByLabel('Strike % (optional)').fill('66');
    await page.setViewportSize({ width: 375, height: 800 });
    await checkA11y(page, '/metrics at 375');
    expect(await pageScrollWidth(page)).toBeLessThanOrEqual(375);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole('button', { name: 'Calculate My Score' }).click();

    await page.waitForURL('**/metrics-submission?submission=*');
    expect(await page.getByTestId('score').textContent()).toBe('90.5');
    expect(await page.getByTestId('tier').textContent()).toBe('Elite');
    expect(await page.getByTestId('best-position').textContent()).toBe('RHP');
    await page.getByText('Division I prospect').waitFor();
    // The headline's red is explained: the score colours' legend, from the spec's badge rule.
    const legend = page.getByRole('list', { name: 'Score colours' });
    await legend.getByText('90 and above').waitFor();
    expect(await legend.getByRole('listitem').allTextContents()).toEqual([
      '90 and above',
      '80 to 89.9',
      '70 to 79.9',
      'below 70',
    ]);
    // Nothing is charged: no price and no checkout, one action.
    expect(await page.getByText(/Price:/).count()).toBe(0);
    expect(await page.getByRole('button', { name: /Payment|Complete Submission/ }).count()).toBe(0);
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 800 });
      await checkA11y(page, `/metrics-submission (free) at ${width}`);
      expect(await pageScrollWidth(page)).toBeLessThanOrEqual(width);
    }
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole('button', { name: 'Save my score' }).click();
    await page.getByText('Score saved').waitFor();
    await page.waitForURL('**/dashboard?submission=*');
    await page.getByRole('heading', { name: 'Player Dashboard' }).waitFor();
    expect(await page.getByTestId('score').textContent()).toBe('90.5');
    // charts load when they come into view (components/ui/WhenVisible.tsx)
    await page.getByTestId('position-chart').scrollIntoViewIfNeeded();
    await page.getByTestId('position-chart').locator('.recharts-bar-rectangle').first().waitFor();
    // the positions a right-handed thrower can play: all but LHP (docs/decisions/0048-one-headline-score.md)
    expect(await page.getByTestId('position-chart').locator('.recharts-bar-rectangle').count()).toBe(6);
    // the measurements are among the details on demand
    await page.getByText('Score details', { exact: true }).click();
    await page.getByText(`6'0"`).first().waitFor();
    await page.getByText('180 lbs').first().waitFor();
    await page.getByText('Fastball Velocity', { exact: true }).first().waitFor();

    // the header now offers the Dashboard link (hidden only while on /dashboard)
    await page.getByRole('link', { name: 'Metrics Tracker' }).click();
    await page.waitForURL('**/metrics-tracker');
    await headerDashboardLink(page).waitFor();
    await page.getByTestId('trend-chart').waitFor();
    expect(errors).toEqual([]);
  });

  it('the demo player sees four submissions (three and a Rapsodo session) on the tracker and a clean dashboard at 375 px', async () => {
    const { page, errors } = await s.newPage({ width: 375, height: 800 });
    await signInThroughForm(page, 'player@example.com', 'dugout-demo');
    await page.waitForURL('**/dashboard');
    await page.getByRole('heading', { name: 'Player Dashboard' }).waitFor();
    expect(await page.getByTestId('best-position').textContent()).toBe('RHP');
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await page.goto('/metrics-tracker');
    await page.getByRole('heading', { name: 'Metrics Tracker' }).waitFor();
    await page.getByRole('link', { name: 'View' }).first().waitFor();
    // three seeded submissions and one from the demo Rapsodo file (docs/decisions/0062-metric-sources.md)
    expect(await page.getByRole('link', { name: 'View' }).count()).toBe(4);
    // The submissions table fits a phone (no sideways scroll) and its score colours are explained.
    expect(await pageScrollWidth(page)).toBeLessThanOrEqual(375);
    await page.getByRole('list', { name: 'Score colours' }).getByText('90 and above').waitFor();
    await checkA11y(page, '/metrics-tracker at 375');
    expect(errors).toEqual([]);
  });

  it("another player's dashboard shows the spec's access message", async () => {
    const { page } = await s.newPage();
    const [demoSubmission] = await s.stack.db.query.metricSubmissions.findMany({ limit: 1 });
    await signUpThroughForm(s, page, {
      firstName: 'Nosy',
      lastName: 'Neighbor',
      email: 'nosy@example.test',
      password: 'nosy-pass-12',
    });
    await page.waitForURL('**/metrics');
    await page.goto(`/dashboard?submission=${demoSubmission!.id}`);
    await page.getByText('Access denied: You do not have permission to view this submission').waitFor();
  });
});
