import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { referenceDataChanged, signInThroughForm, startBrowserStack, type BrowserStack } from './support/browser.ts';
import { checkA11y, pageScrollWidth } from './support/a11y.ts';
import { collegeFields } from '../apps/server/src/db/schema/index.ts';
import { importReferenceCsv } from '../apps/server/src/features/reference-data/index.ts';

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
    // Above it, the College Search & Profile card's one 'College' picker (docs/decisions/0050-college-search-card.md); the search's own filters below.
    expect(await page.getByRole('combobox', { name: 'College' }).count()).toBe(1);
    const filters = page.getByRole('form', { name: 'College filters' });
    await expect(page.getByTestId('search-sources').textContent()).resolves.toContain(
      'College Scorecard 2018–19 to 2022–23',
    );

    await page.getByLabel('Search by name').fill('Ole Miss');
    await page.getByRole('link', { name: 'Ole Miss' }).waitFor();
    await page.getByLabel('Search by name').fill('');
    await filters.getByLabel('Division', { exact: true }).selectOption('NWAC');
    await page
      .getByTestId('search-total')
      .filter({ hasText: /^28 programs/ })
      .waitFor();
    await filters.getByLabel('Division', { exact: true }).selectOption('D1');
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
      'Source: College Scorecard 2018–19 to 2022–23',
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

  it('the college filter page: state, distance from the profile ZIP, sort and Clear filters, at 1280 and 375', async () => {
    const { page, errors } = await s.newPage();
    await signInThroughForm(page, 'player@example.com', 'dugout-demo');
    await page.waitForURL((u) => !u.pathname.startsWith('/auth'));
    await page.goto('/colleges');
    const total = page.getByTestId('search-total');
    await total.filter({ hasText: /^1,683 programs/ }).waitFor();
    // The demo player's ZIP (75201, Dallas) starts the distance column.
    expect(await page.getByLabel('Your ZIP code').inputValue()).toBe('75201');
    await checkA11y(page, '/colleges at 1280');

    await page.getByLabel('State', { exact: true }).selectOption('TX');
    await page.getByLabel('Within (miles)').fill('150');
    await page.getByLabel('Sort by').selectOption('distance');
    const table = page.getByTestId('search-results');
    const shown = () =>
      table.locator('tbody tr').evaluateAll((trs) =>
        trs.map((tr) => ({
          location: tr.children[3]!.textContent!,
          miles: Number(tr.lastElementChild!.textContent!.replace(/[^\d]/g, '')),
        })),
      );
    // Every result in Texas, within 150 miles, nearest first (the three filters applied together).
    await expect
      .poll(
        async () => {
          const rows = await shown();
          const miles = rows.map((r) => r.miles);
          return (
            rows.length > 1 &&
            rows.every((r) => r.location.endsWith(', TX') && r.miles <= 150) &&
            miles.every((m, i) => i === 0 || miles[i - 1]! <= m)
          );
        },
        { timeout: 15_000 },
      )
      .toBe(true);
    expect(await total.textContent()).not.toMatch(/^1,683/);
    await checkA11y(page, '/colleges filtered at 1280');

    await page.setViewportSize({ width: 375, height: 800 });
    await page.getByRole('list', { name: 'Search results' }).waitFor();
    await checkA11y(page, '/colleges filtered at 375');
    expect(await pageScrollWidth(page)).toBeLessThanOrEqual(375);
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await total.filter({ hasText: /^1,683 programs/ }).waitFor();
    expect(await page.getByLabel('State', { exact: true }).inputValue()).toBe('');
    // On a phone the results start high on the page: the less common filters wait under 'More filters'.
    expect((await total.boundingBox())!.y).toBeLessThan(1400);
    expect(await page.getByLabel('My SAT').count()).toBe(0);
    const more = page.getByRole('button', { name: /^More filters/ });
    await more.click();
    expect(await more.getAttribute('aria-expanded')).toBe('true');
    await page.getByLabel('Max net price ($)').fill('15000');
    await total.filter({ hasNotText: /^1,683 programs/ }).waitFor();
    await checkA11y(page, '/colleges, more filters open, 375');
    expect(await pageScrollWidth(page)).toBeLessThanOrEqual(375);
    await more.click();
    await page.getByRole('button', { name: 'More filters (1)' }).waitFor();
    expect(errors).toEqual([]);
  });

  it("a stadium image that fails to load shows the spec's fallback (and the page passes axe at both widths)", async () => {
    await s.stack.db
      .insert(collegeFields)
      .values({
        teamId: 2,
        fieldName: 'Crutcher Scott Field',
        fieldUrl: '/stadiums/missing-stadium.jpg',
        leftFence: 330,
      })
      .onConflictDoUpdate({
        target: collegeFields.teamId,
        set: { fieldName: 'Crutcher Scott Field', fieldUrl: '/stadiums/missing-stadium.jpg', leftFence: 330 },
      });
    await referenceDataChanged(s.stack);
    const { page, errors } = await s.newPage();
    await page.goto('/college/2');
    const field = page.getByRole('region', { name: 'Field Information' });
    await field.getByText('Stadium image not available').waitFor();
    expect(await field.getByRole('img', { name: 'Crutcher Scott Field stadium' }).count()).toBe(0);
    expect(await field.getByRole('button', { name: /full screen/ }).count()).toBe(0);
    await field.getByText('330 ft').waitFor();
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 800 });
      await checkA11y(page, `/college/2 at ${width}`);
      expect(await pageScrollWidth(page)).toBeLessThanOrEqual(width);
    }
    expect(errors).toEqual([]);
  });
  it('each figure cites the file that wrote it: per-value years, a second file, the opened date and centre field', async () => {
    // A fictitious program (no invented figure under a real school's name), written by its own files. Last in this
    // file: it adds a 1,684th program.
    const cite = { source: 'Browser test file', asOf: '2026' };
    await importReferenceCsv(s.stack.db, {
      kind: 'schools',
      csv: 'school_id,school_name,division,state\n99000051,Sample Field College,D3,OH',
      ...cite,
    });
    await importReferenceCsv(s.stack.db, {
      kind: 'fields',
      csv: 'team_id,field_name,left_fence,center_fence,right_fence,open_date\n99000051,Sample Park,330,401,325,2001-03-01',
      source: 'Stadium test file',
      asOf: '2025',
    });
    const { page, errors } = await s.newPage();
    await page.goto('/college/99000051');
    await page.getByTestId('school-profile').waitFor();
    const field = page.getByRole('region', { name: 'Field Information' });
    await expect(field.getByTestId('source').textContent()).resolves.toBe('Source: Stadium test file 2025');
    await expect(
      page.getByRole('region', { name: 'Baseball Program' }).getByTestId('source').textContent(),
    ).resolves.toBe('Source: Browser test file 2026');
    await field.getByText('March 1, 2001').waitFor();
    expect(await field.getByText('2001-03-01').count()).toBe(0);
    // The centre-field distance is drawn on the grass, not white on the white card.
    const centre = field.getByTestId('center-fence');
    await expect(centre.textContent()).resolves.toBe("401'");
    const [label, grass] = await Promise.all([
      centre.boundingBox(),
      field.locator('svg[aria-label="Field diagram"] path').first().boundingBox(),
    ]);
    expect(label!.y).toBeGreaterThanOrEqual(grass!.y); // inside the grass, below the top of the fence arc

    // Tampa: the real College Scorecard values, each with its own year (SAT and ACT 2021–22), and the other
    // panels still cite their shipped sources after the two files above.
    await page.goto('/college/689');
    const info = page.getByRole('region', { name: 'School Info' });
    await info.getByText('1070–1240 (2021–22)').waitFor();
    await info.getByText('9,593 (2022–23)').waitFor();
    await expect(
      page.getByRole('region', { name: 'Baseball Program' }).getByTestId('source').textContent(),
    ).resolves.toBe('Source: College program lists 2026');
    const climate = page.getByRole('region', { name: 'Climate Snapshot' });
    await expect(climate.getByTestId('source').textContent()).resolves.toBe('Source: NOAA 1981–2010 normals');
    // No precipitation in the shipped normals: N/A, said plainly, and no Rainy/Dry label.
    await climate.getByTestId('precipitation-note').waitFor();
    expect(await climate.getByTestId('precipitation-label').count()).toBe(0);
    await checkA11y(page, '/college/689 sources');
    expect(errors).toEqual([]);
  });
});
