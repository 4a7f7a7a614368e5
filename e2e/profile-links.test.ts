import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInThroughForm, startBrowserStack, type BrowserStack } from './support/browser.ts';
import { checkA11y, pageScrollWidth } from './support/a11y.ts';

/**
 * Tracked profile links (docs/decisions/0067-tracked-profile-links.md) in the browser, on the demo world: the demo
 * player's offer school was opened twice; a coach (an anonymous browser) opens the link the player copies, and the
 * player's tracker row says so. Headless Chromium says 'HeadlessChrome' in its User-Agent, which counts as a bot: the
 * coach's browser speaks as an ordinary Chrome.
 */
let s: BrowserStack;
beforeAll(async () => {
  s = await startBrowserStack();
}, 120_000);
afterAll(() => s?.close());

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';

describe('tracked profile links', () => {
  it('a coach opens the link the player copied; the player sees the open in the tracker, then revokes it', async () => {
    const { page, context, errors } = await s.newPage({ width: 375, height: 812 });
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signInThroughForm(page, 'player@example.com', 'dugout-demo');
    await page.waitForURL(/subscription-post-purchase|metrics|dashboard/);
    await page.goto('/tracker');

    // The demo: the offer school's link opened twice, and once previewed by a bot.
    const opened = page.getByText(/^Opened 2 times, last yesterday · 1 link preview$/);
    await opened.waitFor();
    const school = (
      await page.getByRole('region').filter({ has: opened }).getByRole('heading', { level: 2 }).innerText()
    ).trim();
    // by its name from here on: the summary changes
    const card = page.getByRole('region', { name: school, exact: true });
    expect(await pageScrollWidth(page)).toBeLessThanOrEqual(375);
    await checkA11y(page, 'tracker with profile links at 375 px');

    // Copy by keyboard: the toast comes once the server answered, the URL is on the clipboard.
    await card.getByRole('button', { name: `Copy profile link for ${school}` }).focus();
    await page.keyboard.press('Enter');
    await page.getByText('Profile link copied').first().waitFor();
    const url = await page.evaluate(() => navigator.clipboard.readText());
    expect(url).toMatch(/\/p\/casey-demoplayer\?via=[A-Za-z0-9_-]{24}$/);

    // A coach opens it in a browser of their own (no session); a Slack unfurl fetches it too.
    const coach = await s.browser.newContext({ userAgent: CHROME });
    const coachPage = await coach.newPage();
    const res = await coachPage.goto(url);
    expect(res?.status()).toBe(200);
    await coach.close();
    await fetch(url, { headers: { 'user-agent': 'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)' } });

    // The page counts off its answer's path: the tracker (which re-reads on load) shows it within moments.
    const counted = card.getByText('Opened 3 times, last today · 2 link previews');
    for (let i = 0; i < 20 && !(await counted.isVisible()); i++) {
      await page.waitForTimeout(250);
      await page.reload();
      await card.waitFor();
    }
    await counted.waitFor({ timeout: 2000 });

    // Revoke (with a confirm): the row offers a new link; the old one no longer counts.
    await card.getByRole('button', { name: `Revoke link for ${school}` }).click();
    await page.getByRole('dialog', { name: 'Revoke link' }).getByRole('button', { name: 'Revoke link' }).click();
    await card.getByText('No profile link yet').waitFor();
    await checkA11y(page, 'tracker after revoking a link');
    expect(errors).toEqual([]);
  }, 60_000);
});
