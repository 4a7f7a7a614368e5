import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { checkA11y, pageScrollWidth } from './a11y.ts';

/** The two widths every screen is checked at (the UX pass, docs/decisions/0027-screen-access.md): desktop and a small phone. */
export const DESKTOP = { width: 1280, height: 800 } as const;
export const PHONE = { width: 375, height: 800 } as const;

/**
 * The checks every screen gets, for the page as it is now: axe at 1280 and at 375 px with no serious or critical
 * finding, and no sideways scroll at 375 (the page's scroll width at most 375). The viewport is resized, not a new
 * page opened, and is left as it was found. `ready`, when given, is awaited after each resize (a screen that swaps
 * its layout at the breakpoint, e.g. a table that becomes cards).
 */
export async function checkScreen(
  page: Page,
  label: string,
  opts: { ready?: (page: Page) => Promise<unknown>; include?: string } = {},
): Promise<void> {
  const before = page.viewportSize() ?? DESKTOP;
  for (const size of [DESKTOP, PHONE]) {
    if (page.viewportSize()?.width !== size.width) await page.setViewportSize(size);
    await settle(page);
    if (opts.ready) await opts.ready(page);
    const at = `${label}, ${size.width} px`;
    await checkA11y(page, at, { include: opts.include });
    if (size.width === PHONE.width)
      expect(await pageScrollWidth(page), `${at}: scrolls sideways`).toBeLessThanOrEqual(PHONE.width);
  }
  if (page.viewportSize()?.width !== before.width) await page.setViewportSize(before);
}

/** Two animation frames: the layout after a resize has been applied (media queries, ResizeObserver callbacks). */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r()))));
}

/**
 * Opens a dialog with `opener` (clicked, or pressed with Enter when `key` is set), runs `inside` with the open dialog,
 * closes it with `close` (Escape by default) and asserts that keyboard focus is back on the opener: what a keyboard
 * user needs to carry on where they were (docs/decisions/0027-screen-access.md).
 */
export async function expectFocusReturns(
  page: Page,
  opener: Locator,
  opts: {
    inside?: (dialog: Locator) => Promise<unknown>;
    close?: (dialog: Locator) => Promise<unknown>;
    key?: boolean;
    dialog?: Locator;
  } = {},
): Promise<void> {
  if (opts.key) {
    await opener.focus();
    await page.keyboard.press('Enter');
  } else await opener.click();
  const dialog = opts.dialog ?? page.getByRole('dialog');
  await dialog.waitFor();
  if (opts.inside) await opts.inside(dialog);
  if (opts.close) await opts.close(dialog);
  else await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
  await expectFocused(opener);
}

/** Waits (briefly) until `target` is the focused element; fails naming what has the focus instead. */
export async function expectFocused(target: Locator): Promise<void> {
  const deadline = Date.now() + 2000;
  for (;;) {
    if (await target.evaluate((e) => e === document.activeElement).catch(() => false)) return;
    if (Date.now() > deadline) break;
    await new Promise((r) => setTimeout(r, 50));
  }
  const active = await target.page().evaluate(() => {
    const a = document.activeElement;
    return a ? `${a.tagName} ${a.getAttribute('aria-label') ?? a.textContent?.trim().slice(0, 40) ?? ''}` : 'nothing';
  });
  throw new Error(`focus did not return to the opener (focused: ${active})`);
}
