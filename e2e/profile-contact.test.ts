import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkA11y, pageScrollWidth } from './support/a11y.ts';
import { startBrowserStack, signInThroughForm, type BrowserStack } from './support/browser.ts';

/**
 * The contact form of the public profile in the browser (docs/decisions/0068-profile-contact-form.md): an anonymous
 * coach opens the demo player's page, types the school (the picker's script suggests programs), fills and sends the
 * form; the player signs in and finds the message in the contact log of that school.
 */
let s: BrowserStack;
beforeAll(async () => {
  s = await startBrowserStack({ demo: true });
});
afterAll(() => s?.close());

const SCHOOL = { id: 433, name: 'Ole Miss' };

describe('the contact form on the public profile', () => {
  it('an anonymous coach sends a message; the player sees it in the contact log of that school', async () => {
    const coach = await s.newPage({ width: 375, height: 800 });
    await coach.page.goto('/p/casey-demoplayer');
    // The form's signed start time was made when the server rendered the page, before the load finished.
    const opened = Date.now();
    // What a coach sees on a phone: the page and its form pass axe and do not scroll sideways.
    await checkA11y(coach.page, 'public profile page with the contact form, 375 px');
    expect(await pageScrollWidth(coach.page)).toBeLessThanOrEqual(375);
    const form = coach.page.locator('#contact form');
    await form.getByLabel('Your name').fill('Coach Rivera');
    const school = form.getByLabel('School');
    await school.pressSequentially('Ole M', { delay: 20 });
    // The script's suggestions come from the public college search; the chosen program's id goes with the form.
    await coach.page.locator('#c-school-l option[value="Ole Miss"]').waitFor({ state: 'attached' });
    await school.fill(SCHOOL.name);
    await expect.poll(() => coach.page.locator('#c-schoolId').inputValue()).toBe(String(SCHOOL.id));
    await form.getByLabel('Title (optional)').fill('Recruiting Coordinator');
    await form.getByLabel('Your e-mail').fill('rivera@olemiss.test');
    await form.getByLabel('Message').fill('Saw your video <b>— come to our camp</b>!');
    // A person takes longer than the minimum fill time (3 s) to write a message.
    const wait = 3200 - (Date.now() - opened);
    if (wait > 0) await coach.page.waitForTimeout(wait);
    await Promise.all([
      coach.page.waitForURL((u) => u.pathname === '/p/casey-demoplayer/contact'),
      form.getByRole('button', { name: 'Send message' }).click(),
    ]);
    // On a refusal this names what the page said instead (an error next to a field, 'That was quick', a limit).
    expect(await coach.page.locator('#contact').textContent()).toContain('your message was sent to the player');
    await coach.page
      .getByRole('status')
      .getByText(/your message was sent to the player/)
      .waitFor();
    expect(await coach.page.content()).not.toContain('player@example.com');
    expect(coach.errors).toEqual([]);

    const player = await s.newPage();
    await signInThroughForm(player.page, 'player@example.com', 'dugout-demo');
    await player.page.waitForURL((u) => !u.pathname.startsWith('/auth'));
    await player.page.goto(`/college/${SCHOOL.id}`);
    // The contact log's table at 1280 px: the coach's row, with the message as text (escaped) and the e-mail.
    await player.page.getByRole('cell', { name: 'Coach Rivera', exact: true }).waitFor();
    const row = player.page.getByRole('row', { name: /Coach Rivera/ });
    await expect.poll(() => row.textContent()).toContain('Saw your video <b>— come to our camp</b>!');
    expect(await row.textContent()).toContain('rivera@olemiss.test');
    expect(await row.textContent()).toContain('Email');
    const tracker = (await (await player.page.request.get('/api/tracker')).json()) as {
      entries: Array<{ schoolId: number }>;
    };
    expect(tracker.entries.map((e) => e.schoolId)).toContain(SCHOOL.id);
    expect(player.errors).toEqual([]);
  }, 60_000);
});
