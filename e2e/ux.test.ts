import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, readFileSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { signInThroughForm, signUpThroughForm, startBrowserStack, type BrowserStack } from './support/browser.ts';
import { checkScreen, expectFocused, expectFocusReturns, DESKTOP, PHONE } from './support/screen.ts';

/**
 * The UX pass (docs/decisions/0027-screen-access.md), as a user meets it: coach sign-up into the team wizard, the route guard and the one access
 * rule, the logo, the error screen, the admin screens and reports, ZIP autofill, the help button on a phone, Top
 * Metrics, and focus coming back after each dialog. Every screen gets `checkScreen` (axe at 1280 and 375, no sideways
 * scroll at 375). SHOTS=<dir> saves screenshots at both widths.
 */
let s: BrowserStack;
beforeAll(async () => {
  s = await startBrowserStack();
});
afterAll(() => s?.close());

const shots = process.env.SHOTS;
if (shots) mkdirSync(shots, { recursive: true });
async function shoot(page: Page, name: string) {
  if (!shots) return;
  const before = page.viewportSize() ?? DESKTOP;
  for (const size of [DESKTOP, PHONE]) {
    await page.setViewportSize(size);
    await page.waitForTimeout(150);
    await page.screenshot({ path: `${shots}/${name}-${size.width}.png`, fullPage: true });
  }
  await page.setViewportSize(before);
}

/** Clicks the logo once the header knows who is signed in (the bell shows only for a signed-in account). */
async function clickLogo(page: Page) {
  await page.getByRole('button', { name: /^Notifications/ }).waitFor();
  await page.getByRole('link', { name: 'Dugout home' }).click();
}

const rect = (l: Locator) => l.evaluate((e) => e.getBoundingClientRect().toJSON() as DOMRect);

describe('UX pass (docs/decisions/0027)', () => {
  it('a coach signs up, lands on /coach-registration with a toast below the header that does not follow them, and creates a team with the wizard', async () => {
    const { page, errors } = await s.newPage(PHONE);
    await signUpThroughForm(s, page, {
      accountType: /Coach/,
      firstName: 'Robin',
      lastName: 'Wizardcoach',
      email: 'robin.wizard@example.test',
      password: 'robin-pass-1',
    });
    await page.waitForURL('**/coach-registration');
    await page.getByRole('heading', { name: 'Coach Registration', level: 1 }).waitFor();
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Account created' });
    await toast.waitFor();
    // The toast sits below the sticky header: the logo stays visible and clickable.
    const header = await rect(page.locator('header'));
    // (polled: the toast slides in from the top)
    await expect.poll(async () => (await rect(toast)).top).toBeGreaterThanOrEqual(header.bottom);
    await shoot(page, 'account-created-toast');
    // Moving on (well within its 4 s) takes the toast away: it belonged to the page it was shown on.
    await page.getByRole('button', { name: 'Open menu' }).click();
    if (!shots) expect(await toast.isVisible()).toBe(true);
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Colleges' }).click();
    await page.waitForURL('**/colleges');
    await toast.waitFor({ state: 'detached', timeout: 1500 });

    await page.goto('/coach-registration');
    await checkScreen(page, 'coach registration wizard, step 1');
    await page.getByLabel('Team Name').fill('Robin Rockets 14U');
    await page.getByLabel('Team Type').selectOption('Travel');
    await page.getByLabel('City').fill('Austin');
    await page.getByLabel('State').selectOption('TX');
    await page.getByLabel('Contact Email').fill('robin.wizard@example.test');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel('Twitter Handle').waitFor();
    await checkScreen(page, 'coach registration wizard, step 2');
    await page.getByRole('button', { name: 'Create Team' }).click();
    const success = page.getByRole('dialog', { name: 'Team Created Successfully!' });
    const code = (await success.getByTestId('created-team-code').textContent())!;
    await page.waitForURL(`**/team-management?team=${code}`, { timeout: 6000 });
    await page.getByRole('heading', { name: 'Robin Rockets 14U' }).waitFor();
    expect(errors).toEqual([]);
  });

  it('the route guard keeps the intended route; a signed-in account is sent to its home screen from screens not for it; the logo leads home', async () => {
    const { page, errors } = await s.newPage();
    // Signed out: a protected screen sends to /auth and, after signing in, back to the screen asked for.
    await page.goto('/metrics-tracker');
    await page.waitForURL('**/auth');
    expect(await page.evaluate(() => sessionStorage.getItem('intended-route'))).toBe('/metrics-tracker');
    await page.getByLabel('Email').fill('player@example.com');
    await page.getByLabel('Password', { exact: true }).fill('dugout-demo');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL('**/metrics-tracker');
    await page.getByRole('heading', { name: 'Metrics Tracker', level: 1 }).waitFor();
    // A player is not an administrator: the admin area sends them to their own dashboard.
    await page.goto('/admin/reports');
    await page.waitForURL('**/dashboard');
    // The logo leads a signed-in player to their dashboard, not to the marketing page.
    await page.goto('/colleges');
    await clickLogo(page);
    await page.waitForURL('**/dashboard');
    expect(errors).toEqual([]);

    const coach = await s.newPage();
    await signInThroughForm(coach.page, 'coach@example.com', 'dugout-demo');
    await coach.page.waitForURL('**/team-management');
    // A coach has no metrics, score tracker or college fit of their own: those screens lead back to Team Management.
    for (const path of ['/metrics', '/metrics-tracker', '/college-interview', '/tracker']) {
      await coach.page.goto(path);
      await coach.page.waitForURL('**/team-management');
    }
    await coach.page.goto('/colleges');
    await clickLogo(coach.page);
    await coach.page.waitForURL('**/team-management');
    expect(coach.errors).toEqual([]);

    const orgAdmin = await s.newPage();
    await signInThroughForm(orgAdmin.page, 'orgadmin@example.com', 'dugout-demo');
    await orgAdmin.page.waitForURL('**/organization-management');
    await orgAdmin.page.goto('/team-management');
    await orgAdmin.page.waitForURL('**/organization-management');
    await orgAdmin.page.goto('/privacy-policy');
    await clickLogo(orgAdmin.page);
    await orgAdmin.page.waitForURL('**/organization-management');
    expect(orgAdmin.errors).toEqual([]);
  });

  it("/team-management signed out: the spec's 'Access Required' card; its sign-in dialog gives focus back and signing in stays on the team asked for", async () => {
    const { page, errors } = await s.newPage();
    await page.goto('/team-management?team=THUNDER17U');
    await page.getByRole('heading', { name: 'Access Required' }).waitFor();
    await checkScreen(page, 'team management, signed out');
    const signIn = page.getByRole('button', { name: 'Sign In', exact: true }).last();
    await expectFocusReturns(page, signIn, { key: true });
    await signIn.click();
    const dialog = page.getByRole('dialog', { name: 'Sign In to Your Account' });
    await dialog.getByLabel('Email').fill('coach@example.com');
    await dialog.getByLabel('Password', { exact: true }).fill('dugout-demo');
    await dialog.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL('**/team-management?team=THUNDER17U');
    await page.getByRole('heading', { name: 'Demo Thunder 17U' }).waitFor();
    // The logo of a signed-out visitor still leads to the landing page.
    const anon = await s.newPage();
    await anon.page.goto('/colleges');
    await anon.page.getByRole('link', { name: 'Dugout home' }).click();
    await anon.page.waitForURL((u) => u.pathname === '/');
    expect(errors).toEqual([]);
  });

  it("the error screen: a screen whose code cannot load shows 'Something went wrong' and 'Reload Page' recovers", async () => {
    const { page } = await s.newPage();
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    // From here on no script can be fetched: the next screen's code fails twice (the load is retried once).
    await page.route('**/assets/*.js', (r) => r.abort());
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
    await page.getByRole('heading', { name: 'Something went wrong', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Reload Page' }).waitFor();
    expect(await page.getByRole('alert').textContent()).not.toContain('An unexpected error occurred');
    await checkScreen(page, 'error screen');
    await shoot(page, 'error-screen');
    await page.unroute('**/assets/*.js');
    await page.getByRole('button', { name: 'Reload Page' }).click();
    await page.waitForURL('**/privacy-policy');
    await page.getByRole('heading', { name: 'Privacy Policy', level: 1 }).waitFor();
    // Without a reload: the error screen gives way as soon as the user goes to another address.
    await page.route('**/assets/*.js', (r) => r.abort());
    await page.getByRole('banner').getByRole('link', { name: 'Colleges' }).click();
    await page.getByRole('heading', { name: 'Something went wrong', level: 1 }).waitFor();
    await page.unroute('**/assets/*.js');
    await page.goBack();
    await page.waitForURL('**/privacy-policy');
    await page.getByRole('heading', { name: 'Privacy Policy', level: 1 }).waitFor();
    expect(await page.getByText('Something went wrong').count()).toBe(0);
  });

  it('admin: Users as cards on a phone and a table on a desktop, keyboard-scrollable tables, scoring labels in product words, report charts with CSV', async () => {
    const { page, errors } = await s.newPage(PHONE);
    await signInThroughForm(page, 'admin@example.com', 'dugout-demo');
    await page.waitForURL('**/admin');
    // On a phone the thirteen sections are a select (docs/decisions/0052-daily-screens.md).
    const section = page.getByLabel('Admin section', { exact: true });
    await section.waitFor();
    const cards = page.getByRole('list', { name: 'Users' });
    await cards.getByText('player@example.com', { exact: true }).waitFor();
    // On a phone the e-mail reads on one line and the role's 'Change role' button is whole.
    const email = cards.getByText('player@example.com', { exact: true });
    const lineHeight = await email.evaluate((e) => parseFloat(getComputedStyle(e).lineHeight));
    expect((await rect(email)).height).toBeLessThan(lineHeight * 1.5);
    const card = await rect(cards.locator('li').first());
    const change = await rect(cards.getByRole('button', { name: /^Change role of/ }).first());
    expect(change.right).toBeLessThanOrEqual(card.right);
    await checkScreen(page, 'admin users', { ready: (p) => p.getByLabel('Search users').waitFor() });
    await shoot(page, 'admin-users');
    await page.setViewportSize(DESKTOP);
    await page
      .getByRole('table', { name: 'Users' })
      .getByRole('button', { name: /^Change role of/ })
      .first()
      .waitFor();
    await page.setViewportSize(PHONE);

    // Teams and Organizations: the table scrolls sideways with the keyboard.
    for (const tab of ['Teams', 'Organizations']) {
      await section.selectOption({ label: tab });
      const region = page.getByRole('region', { name: `${tab} table` });
      await region.waitFor();
      await region.focus();
      await expectFocused(region);
      const wide = await region.evaluate((e) => e.scrollWidth > e.clientWidth);
      if (wide) {
        await page.keyboard.press('ArrowRight');
        await page.keyboard.press('ArrowRight');
        await expect.poll(() => region.evaluate((e) => e.scrollLeft)).toBeGreaterThan(0);
      }
      await checkScreen(page, `admin ${tab}`);
    }

    // Scoring tables: the weights read Height, BMI, Fastball Velocity …, never bmi or velo.
    await section.selectOption({ label: 'Scoring Tables' });
    await page.getByText('Position Metric Weights').waitFor();
    await page.getByLabel('RHP (fastball 87.1 mph or faster) Fastball Velocity weight').waitFor();
    await page.getByLabel('C 60-Yard Time weight').waitFor();
    const labels = await page.locator('fieldset label').allTextContents();
    expect(labels.some((l) => /^(bmi|velo|sixty|throw|exit|height)\b/.test(l.trim()))).toBe(false);
    expect(labels.some((l) => l.includes('BMI'))).toBe(true);
    await checkScreen(page, 'admin scoring tables');
    await shoot(page, 'admin-scoring-tables');

    // Reports: five charts, each exported as CSV.
    await page.getByRole('link', { name: 'Reports' }).click();
    await page.waitForURL('**/admin/reports');
    await page.getByRole('heading', { name: 'Admin Reports', level: 1 }).waitFor();
    await page.locator('.recharts-surface').first().waitFor();
    expect(await page.getByRole('button', { name: /^Export .* as CSV$/ }).count()).toBe(5);
    await checkScreen(page, 'admin reports');
    await shoot(page, 'admin-reports');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export Score Distribution as CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('score-distribution.csv');
    const csv = readFileSync((await download.path())!, 'utf8')
      .trim()
      .split(/\r?\n/);
    expect(csv[0]).toBe('band,count');
    expect(csv.length).toBeGreaterThan(1);
    expect(errors).toEqual([]);
  });

  it('/profile: the stored ZIP 75201 shows City and State (Dallas, TX); a phone shows the help button clear of the content', async () => {
    const { page, errors } = await s.newPage(PHONE);
    await signInThroughForm(page, 'player@example.com', 'dugout-demo');
    await page.waitForURL('**/dashboard');

    // The help button floats bottom right at every width (spec part 1 section 2); scrolled to the end of the page it
    // covers none of the content (e2e/daily-screens.test.ts checks the space kept free for it).
    const help = page.getByRole('button', { name: 'Get Help & Support' });
    await page.getByRole('heading', { name: 'Your Score', exact: true }).waitFor();
    expect(await help.evaluate((e) => getComputedStyle(e).position)).toBe('fixed');
    await shoot(page, 'dashboard-help-button');
    await page.setViewportSize(DESKTOP);
    expect(await help.evaluate((e) => getComputedStyle(e).position)).toBe('fixed');
    await page.setViewportSize(PHONE);
    // Its dialog gives the focus back to it, opened by keyboard; so does the notifications popover, a named dialog.
    await expectFocusReturns(page, help, { key: true });
    await expectFocusReturns(page, page.getByRole('button', { name: /^Notifications/ }), {
      dialog: page.getByRole('dialog', { name: 'Notifications' }),
      inside: (d) => checkScreen(page, 'notifications popover', { include: '[role=dialog]' }).then(() => d.waitFor()),
    });

    // The stored ZIP's place shows on load (docs/decisions/0049-one-invite-per-address.md); changing and saving it is
    // e2e/profile-settings.test.ts.
    await page.goto('/profile');
    await page.getByLabel('ZIP/Postal Code').waitFor();
    expect(await page.getByLabel('ZIP/Postal Code').inputValue()).toBe('75201');
    await expect.poll(() => page.getByLabel('City').inputValue()).toBe('Dallas');
    expect(await page.getByLabel('State', { exact: true }).inputValue()).toBe('TX');
    await checkScreen(page, 'profile with the ZIP filled in');
    await shoot(page, 'profile-zip');
    expect(errors).toEqual([]);
  });

  it('Top Metrics lists each player once (the demo player has three submissions), on a phone as cards', async () => {
    const { page, errors } = await s.newPage();
    await signInThroughForm(page, 'coach@example.com', 'dugout-demo');
    await page.waitForURL('**/team-management');
    await page.getByRole('tab', { name: 'Top Metrics' }).click();
    const panel = page.getByRole('tabpanel');
    const table = panel.getByRole('table');
    await table.getByText('Casey Demoplayer').waitFor();
    const names = (await table.locator('tbody tr td:first-child').allTextContents()).map((n) => n.trim());
    expect(names.filter((n) => n === 'Casey Demoplayer')).toHaveLength(1);
    expect(new Set(names).size).toBe(names.length);
    await checkScreen(page, 'top metrics', { include: '[role=tabpanel]' });
    await page.setViewportSize(PHONE);
    const cards = panel.locator('ul li').filter({ hasText: 'Casey Demoplayer' });
    await expect.poll(() => cards.count()).toBe(1);
    expect(errors).toEqual([]);
  });

  it('the metrics tracker fits a phone: no sideways scroll, date, position, score and a View link per row', async () => {
    const { page, errors } = await s.newPage(PHONE);
    await signInThroughForm(page, 'player@example.com', 'dugout-demo');
    await page.waitForURL('**/dashboard');
    await page.goto('/metrics-tracker');
    const table = page.getByRole('region', { name: 'Submissions table' });
    await table.getByRole('link', { name: 'View' }).first().waitFor();
    const view = await rect(table.getByRole('link', { name: 'View' }).first());
    expect(view.right).toBeLessThanOrEqual(PHONE.width);
    await checkScreen(page, 'metrics tracker');
    await shoot(page, 'metrics-tracker');
    expect(errors).toEqual([]);
  });
});
