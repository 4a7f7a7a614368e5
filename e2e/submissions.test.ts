import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { signInThroughForm, startBrowserStack, type BrowserStack, signUpThroughForm } from './support/browser.ts';

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

    // the form's own messages
    await page.getByRole('button', { name: 'Calculate My Score' }).click();
    await page.getByText('Please select a position').waitFor();
    await page.getByLabel('Position').selectOption('RHP');
    await page.getByLabel('Throws').selectOption('Right');
    await page.getByLabel('Bats').selectOption('Right');
    await page.getByLabel('Height (inches)').fill('97');
    await page.getByLabel('Weight (lbs)').fill('180');
    await page.getByLabel('Fastball Velocity (mph)').fill('90');
    await page.getByRole('button', { name: 'Calculate My Score' }).click();
    await page.getByText('Height must be between 48 and 96 inches').waitFor();
    await page.getByLabel('Height (inches)').fill('72');
    await page.getByLabel('Spin Rate (rpm) (optional)').fill('2400');
    await page.getByLabel('Strike % (optional)').fill('66');
    await page.getByRole('button', { name: 'Calculate My Score' }).click();

    await page.waitForURL('**/metrics-submission?submission=*');
    expect(await page.getByTestId('score').textContent()).toBe('90.5');
    expect(await page.getByTestId('tier').textContent()).toBe('Elite');
    expect(await page.getByTestId('best-position').textContent()).toBe('RHP');
    await page.getByText('Division I prospect').waitFor();

    await page.getByRole('button', { name: 'Complete Submission' }).click();
    await page.waitForURL('**/dashboard?submission=*');
    await page.getByRole('heading', { name: 'Player Dashboard' }).waitFor();
    expect(await page.getByTestId('score').textContent()).toBe('90.5');
    // charts load when they come into view (components/ui/when-visible.tsx)
    await page.getByTestId('position-chart').scrollIntoViewIfNeeded();
    await page.getByTestId('position-chart').locator('.recharts-bar-rectangle').first().waitFor();
    expect(await page.getByTestId('position-chart').locator('.recharts-bar-rectangle').count()).toBe(7);
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

  it('the demo player sees three submissions on the tracker and a clean dashboard at 375 px', async () => {
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
    expect(await page.getByRole('link', { name: 'View' }).count()).toBe(3);
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
