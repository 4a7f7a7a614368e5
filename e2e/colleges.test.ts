import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInThroughForm, startBrowserStack, type BrowserStack } from './support/browser.ts';

let s: BrowserStack;
beforeAll(async () => {
  s = await startBrowserStack();
});
afterAll(() => s?.close());

describe('college research in the browser', () => {
  it("a player searches 'Ole Miss', filters by division, opens Duke and sees its real roster, coach and sources", async () => {
    const { page, errors } = await s.newPage();
    await signInThroughForm(page, 'player@example.com', 'dugout-demo');
    await page.waitForURL((u) => !u.pathname.startsWith('/auth'));
    await page.goto('/colleges');
    // One search tool on the page, over all 1,683 programs, 25 per page.
    await page.getByTestId('search-total').filter({ hasText: '1,683 programs' }).waitFor();
    expect(await page.getByRole('combobox', { name: 'College' }).count()).toBe(0);
    await expect(page.getByTestId('search-sources').textContent()).resolves.toContain('College Scorecard 2022–23');

    await page.getByLabel('Search by name').fill('Ole Miss');
    await page.getByRole('link', { name: 'Ole Miss' }).waitFor();
    await page.getByLabel('Search by name').fill('');
    await page.getByLabel('Division', { exact: true }).selectOption('NWAC');
    await page
      .getByTestId('search-total')
      .filter({ hasText: /^28 programs/ })
      .waitFor();
    await page.getByLabel('Division', { exact: true }).selectOption('D1');
    await page
      .getByTestId('search-total')
      .filter({ hasText: /^308 programs/ })
      .waitFor();
    await page.getByLabel('Search by name').fill('Duke');
    await page.getByRole('link', { name: 'Duke', exact: true }).click();

    await page.waitForURL(/\/college\/193$/);
    const profile = page.getByTestId('school-profile');
    await profile.waitFor();
    const roster = page.getByRole('region', { name: 'Players by Position & Class' });
    await expect(roster.getByTestId('source').textContent()).resolves.toBe('Source: Official roster 2025');
    const total = Number(await page.getByTestId('player-count').textContent());
    expect(total).toBeGreaterThanOrEqual(25);
    const org = page.getByRole('region', { name: 'Organization' });
    await org.getByText('Chris Pollard').waitFor();
    await expect(org.getByTestId('source').textContent()).resolves.toBe('Source: Official coaching staff 2025');
    await expect(page.getByRole('region', { name: 'School Info' }).getByTestId('source').textContent()).resolves.toBe(
      'Source: College Scorecard 2022–23',
    );
    await expect(
      page.getByRole('region', { name: 'Climate Snapshot' }).getByTestId('source').textContent(),
    ).resolves.toBe('Source: NOAA 1981–2010 normals');
    // Roster grid filters the player list; titles follow the spec.
    await page.getByRole('button', { name: 'Filter by class Jr' }).click();
    await expect(page.getByTestId('player-list-title').textContent()).resolves.toBe('All Jr Players');
    expect(errors).toEqual([]);
  });

  it('a program without a roster shows the empty state, not numbers; 375 px has no sideways scroll', async () => {
    const { page, errors } = await s.newPage({ width: 375, height: 800 });
    await page.goto('/college/2'); // Abilene Christian: no roster on file
    await page.getByTestId('school-profile').waitFor();
    const roster = page.getByRole('region', { name: 'Players by Position & Class' });
    await roster.getByText('No roster data available for this team').waitFor();
    await expect(roster.getByTestId('source').textContent()).resolves.toBe('Source: none on file');
    expect(await page.getByTestId('player-count').count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.goto('/colleges');
    await page.getByTestId('search-total').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(errors).toEqual([]);
  });

  it('a missing school shows the spec text', async () => {
    const { page } = await s.newPage();
    await page.goto('/college/999999999');
    await page.getByText('School profile not available').waitFor();
  });
});
