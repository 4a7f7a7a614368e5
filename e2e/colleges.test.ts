import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInThroughForm, startBrowserStack, type BrowserStack } from './support/browser.ts';

let s: BrowserStack;
beforeAll(async () => {
  s = await startBrowserStack();
});
afterAll(() => s?.close());

describe('college research in the browser', () => {
  it('a player filters D2, picks a school, sees every panel, filters the roster by the Jr column and clears it; 375 px shows cards', async () => {
    const { page, errors } = await s.newPage();
    await signInThroughForm(page, 'player@example.com', 'dugout-demo');
    await page.waitForURL((u) => !u.pathname.startsWith('/auth'));
    await page.goto('/colleges');
    await page.getByText('Select a college to view its profile and team player information').waitFor();

    await page.getByLabel('Division', { exact: true }).selectOption('D2');
    const picker = page.getByRole('combobox', { name: 'College' });
    await picker.click();
    // Only D2 schools are offered, as '{school name} ({division})'.
    const firstOptions = await page.getByRole('listbox', { name: 'College' }).getByRole('option').allTextContents();
    expect(firstOptions.length, firstOptions.join()).toBeGreaterThan(5);
    expect(firstOptions.filter((o) => !o.endsWith('(D2)'))).toEqual([]);
    const listBox = await page.getByRole('listbox', { name: 'College' }).boundingBox();
    expect(listBox!.height).toBeLessThanOrEqual(300);
    await picker.fill('Florida Sou');
    await page.getByRole('option', { name: 'Florida Southern (D2)' }).click();

    const profile = page.getByTestId('school-profile');
    await profile.waitFor();
    for (const panel of ['School Info', 'Baseball Program', 'Field Information', 'Climate Snapshot', 'Organization', 'Players by Position & Class', 'Average Player Attributes by Position']) {
      await expect(page.getByRole('region', { name: panel }).isVisible()).resolves.toBe(true);
    }
    await expect(page.getByRole('region', { name: 'School Info' }).getByText(/^\d+\.\d%$/).first().isVisible()).resolves.toBe(true);
    await expect(page.getByRole('region', { name: 'Climate Snapshot' }).getByText(/Warm|Cool|Average/).first().isVisible()).resolves.toBe(true);
    await expect(page.getByRole('region', { name: 'Organization' }).getByRole('link', { name: /Recruit contact/ }).getAttribute('href')).resolves.toMatch(/^mailto:/);
    await expect(page.getByRole('region', { name: 'Baseball Program' }).getByRole('link', { name: /College Website/ }).getAttribute('href')).resolves.toMatch(/^https:\/\//);

    // The stadium image opens full screen; ESC closes it, and so does a click outside the image.
    const field = page.getByRole('region', { name: 'Field Information' });
    await field.getByRole('button', { name: /full screen/ }).click();
    await page.getByTestId('image-viewer').waitFor();
    await page.keyboard.press('Escape');
    await page.getByTestId('image-viewer').waitFor({ state: 'detached' });
    await field.getByRole('button', { name: /full screen/ }).click();
    await page.getByTestId('image-viewer').click({ position: { x: 5, y: 5 } });
    await page.getByTestId('image-viewer').waitFor({ state: 'detached' });

    // Roster grid filters the player list; titles follow the spec.
    const title = page.getByTestId('player-list-title');
    await expect(title.textContent()).resolves.toBe('All Players');
    const total = Number(await page.getByTestId('player-count').textContent());
    expect(total).toBeGreaterThanOrEqual(25);
    expect(total).toBeLessThanOrEqual(40);
    const jrTotalLabel = await page.getByRole('button', { name: /^All Jr: \d+$/ }).getAttribute('aria-label');
    await page.getByRole('button', { name: 'Filter by class Jr' }).click();
    await expect(title.textContent()).resolves.toBe('All Jr Players');
    await expect(page.getByTestId('player-count').textContent()).resolves.toBe(jrTotalLabel!.split(': ')[1]);
    const classes = await page.getByTestId('player-table').locator('tbody tr td:nth-child(3)').allTextContents();
    expect(new Set(classes)).toEqual(new Set(['Jr']));
    await page.getByRole('button', { name: 'Filter by position RHP' }).click();
    await expect(title.textContent()).resolves.toBe('All RHP Players');
    const cell = page.getByRole('button', { name: /^(Fr|So|Jr|Sr) RHP: \d+$/ }).first();
    const cellLabel = (await cell.getAttribute('aria-label'))!;
    await cell.click();
    await expect(title.textContent()).resolves.toBe(`${cellLabel.split(':')[0]} Players`);
    await page.getByRole('button', { name: 'Show All' }).click();
    await expect(title.textContent()).resolves.toBe('All Players');
    await expect(page.getByTestId('player-count').textContent()).resolves.toBe(String(total));
    await expect(page.getByText('Current Season Baseball Roster').isVisible()).resolves.toBe(true);
    expect(await page.getByTestId('player-table').isVisible()).toBe(true);
    const url = `/college/${new URL(await page.getByRole('link', { name: 'Open full profile page' }).evaluate((a) => (a as HTMLAnchorElement).href)).pathname.split('/').pop()}`;
    expect(errors).toEqual([]);

    // At 375 px the player list shows cards, on the profile page.
    const small = await s.newPage({ width: 375, height: 800 });
    await small.page.goto(url);
    await small.page.getByTestId('player-cards').waitFor();
    expect(await small.page.getByTestId('player-table').count()).toBe(0);
    await small.page.getByRole('button', { name: 'Filter by class Jr' }).click();
    await expect(small.page.getByTestId('player-list-title').textContent()).resolves.toBe('All Jr Players');
    expect(small.errors).toEqual([]);
  });

  it('a missing school shows the spec text', async () => {
    const { page } = await s.newPage();
    await page.goto('/college/999999999');
    await page.getByText('School profile not available').waitFor();
  });
});
