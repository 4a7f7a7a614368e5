import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { signInThroughForm, signUpByApi, startBrowserStack, type BrowserStack } from './support/browser.ts';
import { pageScrollWidth } from './support/a11y.ts';
import { checkScreen, DESKTOP, expectFocusReturns, PHONE, settle } from './support/screen.ts';

/**
 * The player's public-profile screen (docs/decisions/0069-public-profile-screen.md): the demo player builds and
 * previews the profile at 375 and 1280 px — no sideways scroll at either, axe, focus back after the handle dialog, and
 * the preview shows what they chose (a section turned off is gone from the page). A minor without a guardian's consent
 * has no public page: 404 alike for 'on but not allowed' and 'no such handle'.
 */
let s: BrowserStack;
beforeAll(async () => {
  s = await startBrowserStack({ demo: true });
});
afterAll(() => s?.close());

const COACH = 'Morgan Democoach'; // the demo team coach, the profile's coach reference

/** Opens the preview (a new tab, as the screen's link does) at the page's width and returns it. */
async function openPreview(page: Page) {
  const [tab] = await Promise.all([
    page.context().waitForEvent('page'),
    page.getByRole('link', { name: /Preview as a coach/ }).click(),
  ]);
  await tab.waitForLoadState('load');
  return tab;
}

describe('the public profile, the player side', () => {
  it('the demo player builds and previews the profile at 1280 and 375 px', async () => {
    const { page, errors } = await s.newPage(DESKTOP);
    await signInThroughForm(page, 'player@example.com', 'dugout-demo');
    await page.waitForURL((u) => !u.pathname.startsWith('/auth'));
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Public Profile' }).click();
    const status = page.getByRole('region', { name: /^Status/ });
    await status.getByText(/^(Live|Off)$/).waitFor();
    // the demo profile is on (the demo seed); turned on here if not (the demo player has a guardian's consent)
    if (await status.getByRole('button', { name: 'Turn on' }).count())
      await status.getByRole('button', { name: 'Turn on' }).click();
    await status.getByText('Live').waitFor();
    await checkScreen(page, '/public-profile');
    // A new handle asks first (the old link stops working); Escape keeps the old one and focus returns.
    await page.getByLabel('Handle').fill('casey-demoplayer-2027');
    await expectFocusReturns(page, page.getByRole('button', { name: 'Change handle' }), {
      dialog: page.getByRole('dialog', { name: 'Change your link?' }),
    });
    await page.getByLabel('Handle').fill('casey-demoplayer');

    // The preview shows the coach reference; turned off, it is gone from the page (both widths).
    for (const size of [DESKTOP, PHONE]) {
      await page.setViewportSize(size);
      const before = await openPreview(page);
      await before.setViewportSize(size);
      await settle(before);
      expect(await before.getByText(COACH).count(), `${size.width} px: coach reference`).toBeGreaterThan(0);
      expect(await pageScrollWidth(before), `preview at ${size.width} px scrolls sideways`).toBeLessThanOrEqual(
        size.width,
      );
      await before.close();
    }
    await page.setViewportSize(PHONE);
    await page.getByRole('checkbox', { name: 'Coach reference' }).uncheck();
    await page.getByRole('button', { name: 'Save sections' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Save sections' }).isDisabled()).toBe(true);
    const after = await openPreview(page);
    await after.setViewportSize(PHONE);
    expect(await after.getByText(COACH).count()).toBe(0);
    expect(await pageScrollWidth(page), '/public-profile at 375 px scrolls sideways').toBeLessThanOrEqual(375);
    await after.close();
    // put it back for the other tests
    await page.getByRole('checkbox', { name: 'Coach reference' }).check();
    await page.getByRole('button', { name: 'Save sections' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Save sections' }).isDisabled()).toBe(true);
    expect(errors).toEqual([]);
  });

  it("a minor without a guardian's consent cannot go live: their address is a 404 like no such handle", async () => {
    const { page } = await s.newPage(PHONE);
    await signUpByApi(s, page, {
      accountType: 'player',
      firstName: 'Riley',
      lastName: 'Minorplayer',
      email: 'riley.minor@example.test',
      password: 'minor-pass-123',
      dateOfBirth: '2011-03-04',
    } as Parameters<typeof signUpByApi>[2]);
    // Turning on is refused with the reason (the server's turnOnRefusal: 403 without a guardian's consent).
    await page.goto('/public-profile');
    const status = page.getByRole('region', { name: /^Status/ });
    await status.getByRole('button', { name: 'Turn on' }).click();
    await status
      .getByRole('alert')
      .getByText(/A parent or guardian has to agree/)
      .waitFor();
    await status.getByText('Off', { exact: true }).waitFor();
    await checkScreen(page, '/public-profile (minor, no consent)');
    const settings = (await (await page.request.get('/api/public-profile')).json()) as {
      handle: string;
      live: boolean;
    };
    expect(settings.live).toBe(false);

    const anon = await s.browser.newContext({ baseURL: s.stack.url });
    const blocked = await anon.request.get(`/p/${settings.handle}`);
    const missing = await anon.request.get('/p/no-such-handle-here');
    expect(blocked.status()).toBe(404);
    expect(missing.status()).toBe(404);
    const body = async (r: typeof blocked, handle: string) => (await r.text()).replaceAll(handle, 'HANDLE');
    expect(await body(blocked, settings.handle)).toBe(await body(missing, 'no-such-handle-here'));
    await anon.close();
  });
});
