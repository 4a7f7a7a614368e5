import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { accountRoleLabel } from '@dugout/domain/access';
import { adminUserPageSchema } from '@dugout/domain/admin';
import { createUser } from '../apps/server/src/test/factories.ts';
import { signInThroughForm, startBrowserStack, type BrowserStack } from './support/browser.ts';
import { checkA11y, pageScrollWidth } from './support/a11y.ts';

/**
 * The screens people use daily (docs/decisions/0052-daily-screens.md): Team Management's toolbar at
 * 375 px, its reads started together, Admin → Users' role change, the floating help button.
 */
let s: BrowserStack;
beforeAll(async () => {
  s = await startBrowserStack();
});
afterAll(() => s?.close());

type Box = { x: number; y: number; width: number; height: number };
const intersects = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const boxes = async (l: Locator) =>
  Promise.all(
    (await l.all()).map(async (e) => ({ name: (await e.textContent())?.trim(), box: (await e.boundingBox())! })),
  );

async function coachPage(viewport: { width: number; height: number }) {
  const p = await s.newPage(viewport);
  await signInThroughForm(p.page, 'coach@example.com', 'dugout-demo');
  await p.page.waitForURL('**/team-management');
  return p;
}

/**
 * Every request to the reads `reads` matches while `url` loads, each held 250 ms at the network so the order is plain
 * to see, until `ready` shows.
 */
async function recordReads(page: Page, url: string, reads: RegExp, ready: Locator) {
  // Off the screen the sign-in landed on first: its own reads, cut short by the next page, are not this load's.
  await page.goto('about:blank');
  await page.route(reads, async (route) => {
    await new Promise((r) => setTimeout(r, 250));
    await route.continue();
  });
  const t0 = Date.now();
  const seen = new Map<string, { start: number; end: number; count: number }>();
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (reads.test(path))
      seen.set(path, { start: Date.now() - t0, end: Infinity, count: (seen.get(path)?.count ?? 0) + 1 });
  });
  page.on('requestfinished', (r) => {
    const e = seen.get(new URL(r.url()).pathname);
    if (e) e.end = Date.now() - t0;
  });
  await page.goto(url);
  await ready.waitFor();
  // A read still held (one asked for late) finishes first.
  await page.unrouteAll({ behavior: 'wait' });
  return seen;
}

/** Exactly `paths` were read, each once, and each started before the first of them came back: none waited for another. */
function expectReadTogetherOnce(seen: Awaited<ReturnType<typeof recordReads>>, paths: string[]) {
  expect([...seen.keys()].sort()).toEqual([...paths].sort());
  const firstEnd = Math.min(...[...seen.values()].map((r) => r.end));
  for (const [p, r] of seen) {
    expect(r.count, p).toBe(1);
    expect(r.start, `${p} starts before the first read ends`).toBeLessThan(firstEnd);
  }
}

/** The demo player, signed in, at 375 × 800. */
async function playerPage() {
  const p = await s.newPage({ width: 375, height: 800 });
  await signInThroughForm(p.page, 'player@example.com', 'dugout-demo');
  await p.page.waitForURL((u) => !u.pathname.startsWith('/auth'));
  return p;
}

describe('Team Management', () => {
  it('at 375 px the team buttons, Create Team and Join Another Team/Org do not overlap; every label shows', async () => {
    const { page, errors } = await coachPage({ width: 375, height: 800 });
    await page.getByRole('heading', { name: 'Player Roster (10)' }).waitFor();
    await page.getByText('Select Team:', { exact: true }).waitFor({ state: 'visible' });
    const teams = await boxes(page.getByRole('group', { name: 'Select Team' }).getByRole('button'));
    expect(teams.map((t) => t.name)).toEqual(['Demo Thunder 17U', 'Demo Lightning 15U']);
    const actions = await boxes(
      page.getByRole('button', { name: /^(Create Team|Join Another Team\/Org)$/ }).filter({ visible: true }),
    );
    expect(actions).toHaveLength(2);
    for (const a of actions) {
      // The words themselves are on screen, not only an accessible name.
      await page.getByText(a.name!, { exact: true }).waitFor({ state: 'visible' });
      for (const t of teams) expect(intersects(a.box, t.box), `${a.name} over ${t.name}`).toBe(false);
    }
    // Each team button is whole: inside the page, not cut by a scrolling strip.
    for (const t of teams) expect(t.box.x + t.box.width).toBeLessThanOrEqual(375);
    await checkA11y(page, 'team management toolbar at 375');
    expect(await pageScrollWidth(page)).toBeLessThanOrEqual(375);
    expect(errors).toEqual([]);
  });

  /** The team's four reads. */
  const recordTeamReads = (page: Page, url: string) =>
    recordReads(
      page,
      url,
      /\/api\/(teams(\/THUNDER17U(\/players)?)?|roster\/THUNDER17U)$/,
      page.getByRole('heading', { name: 'Player Roster (10)' }),
    );

  it('with ?team= in the address, the list of teams, the team, its players and its roster are asked for together', async () => {
    const { page, errors } = await coachPage({ width: 1280, height: 800 });
    const seen = await recordTeamReads(page, '/team-management?team=THUNDER17U');
    expectReadTogetherOnce(seen, [
      '/api/teams',
      '/api/teams/THUNDER17U',
      '/api/teams/THUNDER17U/players',
      '/api/roster/THUNDER17U',
    ]);
    expect(errors).toEqual([]);
  });

  it('without ?team=, the list of teams first, then the team, its players and its roster together', async () => {
    const { page, errors } = await coachPage({ width: 1280, height: 800 });
    const seen = await recordTeamReads(page, '/team-management');
    // The page asks for the list of teams beside its scripts (a preload in the page, docs/decisions/0076), and the
    // screen's own request is answered by it: asked for once.
    expect(await page.locator('link[rel="preload"][href="/api/teams"]').count()).toBe(1);
    expect(await page.locator('link[rel="modulepreload"]').count()).toBeGreaterThan(5);
    for (const [path, r] of seen) expect(r.count, path).toBe(1);
    const rest = ['/api/teams/THUNDER17U', '/api/teams/THUNDER17U/players', '/api/roster/THUNDER17U'];
    const firstEnd = Math.min(...rest.map((p) => seen.get(p)!.end));
    for (const p of rest) {
      expect(seen.get(p)!.start).toBeGreaterThanOrEqual(seen.get('/api/teams')!.start);
      expect(seen.get(p)!.start, `${p} starts before the first of the three ends`).toBeLessThan(firstEnd);
    }
    expect(errors).toEqual([]);
  });
});

describe('Player dashboard', () => {
  it("asks for each of its reads once, all beside its scripts (the date-of-birth prompt's profile too)", async () => {
    const { page, errors } = await playerPage();
    const paths = [
      '/api/dashboard',
      '/api/fit/scoring-tables',
      '/api/fit/benchmarks',
      '/api/profile/teams',
      '/api/profile',
    ];
    const seen = await recordReads(
      page,
      '/dashboard',
      /\/api\/(dashboard|fit\/scoring-tables|fit\/benchmarks|profile\/teams|profile)$/,
      page.getByText('Your coaches see the dashboards you share with the team.'),
    );
    // Preloaded in the page (docs/decisions/0030, 0078): each asked for once, none after another has come back.
    for (const p of paths) expect(await page.locator(`link[rel="preload"][href="${p}"]`).count(), p).toBe(1);
    expectReadTogetherOnce(seen, paths);
    expect(errors).toEqual([]);
  });
});

describe('School profile', () => {
  it('asks for the profile, its players, the tracker and the contact log together, each once', async () => {
    const { page, errors } = await playerPage();
    const paths = ['/api/colleges/2/profile', '/api/colleges/2/team-players', '/api/tracker', '/api/contact-log'];
    const seen = await recordReads(
      page,
      '/college/2',
      /\/api\/(colleges\/2\/(profile|team-players)|tracker|contact-log)$/,
      page.getByRole('button', { name: /^(Add to Tracker|In Tracker)$/ }),
    );
    // 'Add to Tracker' and the Coach Contact Log card read beside the profile (docs/decisions/0078), not after it.
    expectReadTogetherOnce(seen, paths);
    expect(errors).toEqual([]);
  });
});

describe('Admin → Users', () => {
  async function adminPage(viewport: { width: number; height: number }) {
    const p = await s.newPage(viewport);
    await signInThroughForm(p.page, 'admin@example.com', 'dugout-demo');
    await p.page.waitForURL((u) => !u.pathname.startsWith('/auth'));
    await p.page.goto('/admin');
    return p;
  }
  const apiRole = async (page: Page, email: string) => {
    const res = await page.request.get(`/api/admin/users?q=${encodeURIComponent(email)}&page=1`);
    expect(res.status()).toBe(200);
    return adminUserPageSchema.parse(await res.json()).users.find((u) => u.email === email)?.role;
  };

  it('sections fit one line at 1280 and a select at 375; roles read as words and change only after confirmation', async () => {
    const target = await createUser(s.stack, 'organization_admin', {
      firstName: 'Rolf',
      lastName: 'Rolechange',
      email: 'rolf.rolechange@example.test',
    });
    const { page, errors } = await adminPage({ width: 1280, height: 800 });
    const tabs = page.getByRole('tablist', { name: 'Admin sections' });
    await tabs.waitFor();
    const list = (await tabs.boundingBox())!;
    for (const tab of await tabs.getByRole('tab').all()) {
      const name = await tab.textContent();
      // The label's text sits on one line (the lines its characters occupy), the tab inside the list's box.
      const lines = await tab.evaluate((e) => {
        const range = document.createRange();
        range.selectNodeContents(e);
        return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
      });
      expect(lines, `${name} on one line`).toBe(1);
      const box = (await tab.boundingBox())!;
      expect(box.y, `${name} in the first row`).toBeLessThan(list.y + 10);
      expect(box.x + box.width, `${name} visible`).toBeLessThanOrEqual(list.x + list.width + 1);
    }

    const search = page.getByLabel('Search users');
    await search.fill(target.email);
    const table = page.getByRole('table', { name: 'Users' });
    const row = table.getByRole('row').filter({ hasText: target.email });
    await row.getByText('Organization Admin', { exact: true }).waitFor();
    expect(await table.getByRole('combobox').count(), 'no role select on the rows').toBe(0);
    expect(await page.getByText('organization_admin').count(), 'no raw role id').toBe(0);

    // Cancel changes nothing.
    const opener = row.getByRole('button', { name: 'Change role of Rolf Rolechange' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Change role' });
    await dialog.getByLabel('New role').selectOption({ label: 'Coach' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => opener.evaluate((e) => e === document.activeElement)).toBe(true);
    expect(await apiRole(page, target.email)).toBe('organization_admin');

    // Confirmed: saved, the row says so, focus back on the row's button.
    await opener.click();
    await dialog.getByLabel('New role').selectOption({ label: accountRoleLabel('coach') });
    await dialog.getByText('Rolf Rolechange will be Coach instead of Organization Admin.').waitFor();
    await checkA11y(page, 'change role dialog', { include: '[role=dialog]' });
    await dialog.getByRole('button', { name: 'Confirm role change' }).click();
    await dialog.waitFor({ state: 'detached' });
    await row.getByText('Coach', { exact: true }).waitFor();
    expect(await apiRole(page, target.email)).toBe('coach');
    await expect.poll(() => opener.evaluate((e) => e === document.activeElement)).toBe(true);
    await checkA11y(page, 'admin users at 1280');

    // A phone: a select for the thirteen sections, no sideways scroll.
    await page.setViewportSize({ width: 375, height: 800 });
    const section = page.getByLabel('Admin section', { exact: true });
    await section.waitFor({ state: 'visible' });
    await section.selectOption({ label: 'Outbox' });
    await page.getByRole('tabpanel', { name: 'Outbox' }).waitFor();
    expect(await pageScrollWidth(page)).toBeLessThanOrEqual(375);
    await checkA11y(page, 'admin at 375');
    expect(errors).toEqual([]);
  });
});

describe('the help button', () => {
  it('floats bottom right at every width and, scrolled to the end, covers none of the content', async () => {
    const { page, errors } = await coachPage({ width: 375, height: 800 });
    await page.getByRole('heading', { name: 'Player Roster (10)' }).waitFor();
    const help = page.getByRole('button', { name: 'Get Help & Support' });
    for (const width of [375, 768, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      expect(await help.evaluate((e) => getComputedStyle(e).position), `floating at ${width}`).toBe('fixed');
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const button = (await help.boundingBox())!;
      expect(button.x + button.width).toBeGreaterThan(width - 80);
      expect(button.y + button.height).toBeGreaterThan(800 - 80);
      // Every piece of text or control of the page, the footer's last links included.
      const covered = await page.evaluate((b) => {
        const hit: string[] = [];
        for (const el of document.querySelectorAll('main *, footer *')) {
          if (el.closest('[aria-label="Get Help & Support"]')) continue;
          const leaf = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim());
          if (!leaf && !el.matches('a, button, input, select, textarea, img, svg')) continue;
          const r = el.getBoundingClientRect();
          if (r.width === 0 || r.height === 0) continue;
          if (r.left < b.x + b.width && b.x < r.right && r.top < b.y + b.height && b.y < r.bottom)
            hit.push(`${el.tagName} ${el.textContent?.trim().slice(0, 30)}`);
        }
        return hit;
      }, button);
      expect(covered, `covered at ${width}`).toEqual([]);
    }
    expect(errors).toEqual([]);
  });
});

describe('the tracker', () => {
  it('at 375 px one open school shows its seven steps as lines, fields on demand', async () => {
    const { page, errors } = await playerPage();
    await page.goto('/tracker');
    await page.getByRole('button', { name: 'Show steps' }).first().click();
    const open = page.getByRole('region').filter({ has: page.locator('[id^=school-steps-]') });
    // Every step's label from the spec (part 2 section 4), each a checkbox.
    for (const label of [
      'Questionnaire',
      'Coach Email',
      'Social Media',
      'Direct Contact',
      'Prospect Camp',
      'School Visit',
      'Offer Received',
    ])
      await open.getByRole('checkbox', { name: label }).waitFor();
    const controls = await open.locator('button, input, select, textarea, a[href]').count();
    const height = (await open.boundingBox())!.height;
    // Before: 34 controls, 1,681 px (a date, notes and Save under each step; the contact form open).
    expect(controls).toBeLessThanOrEqual(20);
    expect(height).toBeLessThan(900);
    await open.getByRole('button', { name: 'Edit Coach Email' }).click();
    await open.getByLabel('Notes for Coach Email').waitFor();
    await checkA11y(page, 'tracker, one school open, one step editing (375)');
    expect(await pageScrollWidth(page)).toBeLessThanOrEqual(375);
    expect(errors).toEqual([]);
  });
});
