import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { checkA11y, pageScrollWidth } from './a11y.ts';
import { DESKTOP, PHONE, settle } from './screen.ts';
import { signInThroughForm, startBrowserStack, type BrowserStack } from './browser.ts';
import { paths } from '../../apps/web/src/app/paths.ts';

/**
 * The route sweep (docs/decisions/0027-screen-access.md): every route of the spec's route table (apps/web/src/app/paths.ts) as each role, at
 * 1280 and at 375 px: no console errors, axe with no serious or critical finding, no sideways scroll at 375.
 * One browser, one context per role; the viewport is resized rather than a new page opened.
 * SWEEP_SHOTS=<dir> also saves a screenshot of every route at both widths.
 * Split in two files (e2e/sweep.test.ts, e2e/sweep-staff.test.ts) that the two browser-test workers run side by side.
 */
export const sweepRoles = [
  { role: 'anonymous', email: null },
  { role: 'player', email: 'player@example.com' },
  { role: 'coach', email: 'coach@example.com' },
  { role: 'org admin', email: 'orgadmin@example.com' },
  { role: 'site admin', email: 'admin@example.com' },
  { role: 'guardian', email: 'parent@example.com' },
] as const;

export type SweepRole = (typeof sweepRoles)[number];

/** Waits until the screen has loaded: no request in flight and no 'Loading…' spinner, for 150 ms in a row. */
async function ready(page: Page, inflight: { n: number }) {
  const deadline = Date.now() + 8000;
  let quietSince = 0;
  while (Date.now() < deadline) {
    const busy =
      inflight.n > 0 ||
      (await page
        .locator('[role=status]')
        .filter({ hasText: /Loading/ })
        .count()
        .catch(() => 0)) > 0;
    if (busy) quietSince = 0;
    else if (!quietSince) quietSince = Date.now();
    else if (Date.now() - quietSince >= 150) return;
    await new Promise((r) => setTimeout(r, 40));
  }
}

/** The most one route may take at both widths (they take under 2 s each here). */
const STEP_LIMIT_MS = Number(process.env.SWEEP_STEP_LIMIT_MS ?? 45_000);
/** True when `step` finished within `ms` (its error, if any, is thrown); false when it did not. */
async function withinTime(step: Promise<void>, ms: number): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), ms)));
  const finished = step.then(() => true as const);
  finished.catch(() => undefined); // a step given up on may fail later, once its page is closed: not an error then
  try {
    return await Promise.race([finished, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** The sweep for these roles: one stack, one browser, one context per role. */
export function defineSweep(roles: readonly SweepRole[]) {
  let s: BrowserStack;
  let collegeId = 0;
  beforeAll(async () => {
    s = await startBrowserStack();
    const res = await fetch(`${s.stack.url}/api/colleges/options`);
    collegeId = ((await res.json()) as { options: Array<{ schoolId: number }> }).options[0]!.schoolId;
  });
  afterAll(() => s?.close());

  const allRoutes = () => Object.values(paths).map((p) => (typeof p === 'function' ? p(collegeId) : p)) as string[];

  describe(`route sweep: every route × ${roles.map((r) => r.role).join(', ')} × 1280 and 375 px`, () => {
    it('has no console errors, no serious axe finding and no sideways scroll at 375', async () => {
      const shots = process.env.SWEEP_SHOTS;
      if (shots) mkdirSync(shots, { recursive: true });
      const findings: string[] = [];
      const landed: string[] = [];
      const timings: Array<[number, string]> = [];
      let axeMs = 0;
      for (const r of roles) {
        /** A page signed in as this role (a fresh one after a step that did not finish). */
        const open = async () => {
          const opened = await s.newPage(DESKTOP);
          const inflight = { n: 0 };
          opened.page.on('request', () => inflight.n++);
          opened.page.on('requestfinished', () => inflight.n--);
          opened.page.on('requestfailed', () => inflight.n--);
          if (r.email) {
            await signInThroughForm(opened.page, r.email, 'dugout-demo');
            await opened.page.waitForURL((u) => u.pathname !== '/auth');
          }
          return { ...opened, inflight, fresh: true };
        };
        let current = await open();
        const seen = new Set<string>();
        /** One route at both widths; false when a step did not finish in time (the page is then replaced). */
        const sweepRoute = async (route: string) => {
          const { page, errors, inflight } = current;
          await page.setViewportSize(DESKTOP);
          await page.evaluate(() => sessionStorage.clear()).catch(() => undefined);
          const t0 = Date.now();
          // The first screen loads the app; the others are reached inside it, as a link would (no reload of the code).
          if (current.fresh) await page.goto(route);
          else
            await page.evaluate((to) => {
              history.pushState(null, '', to);
              dispatchEvent(new PopStateEvent('popstate'));
            }, route);
          current.fresh = false;
          await ready(page, inflight);
          timings.push([Date.now() - t0, `${r.role} ${route}`]);
          const path = new URL(page.url()).pathname;
          landed.push(`${r.role.padEnd(10)} ${route.padEnd(28)} → ${path}`);
          // A route that led to a screen already checked for this role (e.g. every protected route → /auth) is done.
          if (seen.has(path)) return;
          seen.add(path);
          for (const size of [DESKTOP, PHONE]) {
            const at = `${r.role} ${route}${path === route ? '' : ` (→ ${path})`} @${size.width}`;
            try {
              if (size === PHONE) {
                await page.setViewportSize(PHONE);
                await settle(page);
                await ready(page, inflight);
                const w = await pageScrollWidth(page);
                if (w > PHONE.width) findings.push(`${at}: scrolls sideways (${w} px)`);
              } else if (
                // waited for, not counted at once: a redirected route may still be drawing its screen (seen under load)
                !(await page
                  .locator('h1')
                  .first()
                  .waitFor({ timeout: 5000 })
                  .then(() => true)
                  .catch(() => false))
              )
                findings.push(`${at}: no h1 heading`);
              const a0 = Date.now();
              await checkA11y(page, at);
              axeMs += Date.now() - a0;
            } catch (e) {
              findings.push(String((e as Error).message ?? e));
            }
            if (shots)
              await page.screenshot({
                path: `${shots}/${r.role.replace(' ', '-')}${route.replace(/\//g, '_')}-${size.width}.png`,
                fullPage: true,
              });
            if (errors.length) findings.push(`${at}: ${errors.splice(0).join('\n')}`);
          }
        };
        for (const route of allRoutes()) {
          // A step of the browser that never settles (a renderer that stops answering page.evaluate, seen once in CI)
          // costs one retry on a fresh page, then a finding naming the route — never the whole test's time limit.
          for (let attempt = 1; ; attempt++) {
            const seenBefore = new Set(seen);
            const done = await withinTime(sweepRoute(route), STEP_LIMIT_MS);
            if (done) break;
            console.log(`sweep: ${r.role} ${route} did not finish in ${STEP_LIMIT_MS / 1000} s (attempt ${attempt})`);
            await current.context.close().catch(() => undefined);
            for (const path of seen) if (!seenBefore.has(path)) seen.delete(path);
            current = await open();
            if (attempt === 2) {
              findings.push(`${r.role} ${route}: did not finish in ${STEP_LIMIT_MS / 1000} s, twice`);
              break;
            }
          }
        }
        await current.context.close();
      }
      console.log(`loads ${timings.reduce((a, [ms]) => a + ms, 0)} ms in all, axe ${axeMs} ms in all`);
      console.log(
        `slowest loads:\n${timings
          .sort((a, b) => b[0] - a[0])
          .slice(0, 12)
          .map(([ms, at]) => `${ms} ms ${at}`)
          .join('\n')}`,
      );
      console.log(`where each route landed:\n${landed.join('\n')}`);
      if (findings.length) console.log(`sweep findings:\n${findings.join('\n\n')}`);
      expect(findings).toEqual([]);
    }, 600_000);
  });
}
