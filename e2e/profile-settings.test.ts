import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { userProfiles } from '../apps/server/src/db/schema/index.ts';
import { createUser, TEST_PASSWORD } from '../apps/server/src/test/factories.ts';
import { coachWithTeam } from '../apps/server/src/test/team-factories.ts';
import { linkIn } from '../apps/server/src/test/smtp.ts';
import { signInThroughForm, startBrowserStack, type BrowserStack } from './support/browser.ts';
import { checkA11y, pageScrollWidth } from './support/a11y.ts';

/**
 * docs/decisions/0049-one-invite-per-address.md as users meet it: City and State follow the ZIP on Profile Settings, a dead reset link says so before
 * the form, the Join dialog's empty TeamID message and who may redeem an organization code, and the Player Profile
 * modal's View Dashboard link (docs/spec/part-1-accounts-teams-organizations.md sections 2 and 5).
 */
let s: BrowserStack;
beforeAll(async () => {
  s = await startBrowserStack({ demo: false });
});
afterAll(() => s?.close());

const PHONE = { width: 375, height: 800 };

describe('Profile Settings: City and State follow the ZIP', () => {
  it('a stored ZIP shows its city on load; an unknown ZIP says so, clears City and State and saves none', async () => {
    const user = await createUser(s.stack, 'player', { firstName: 'Zia', lastName: 'Zipper' });
    // a profile that holds a ZIP and no city (an older save, seeded data)
    await s.stack.db
      .update(userProfiles)
      .set({ phone: '555-0199', zipCode: '75201', city: null, state: null })
      .where(eq(userProfiles.userId, user.id));
    const { page, errors } = await s.newPage(PHONE);
    await signInThroughForm(page, user.email, TEST_PASSWORD);
    await page.waitForURL((u) => !u.pathname.startsWith('/auth'));
    await page.goto('/profile');
    const city = page.getByLabel('City');
    const state = page.getByLabel('State', { exact: true });
    await expect.poll(() => city.inputValue()).toBe('Dallas');
    expect(await state.inputValue()).toBe('TX');
    // opening the page changes nothing: Save stays off
    expect(await page.getByRole('button', { name: 'Save Changes' }).isDisabled()).toBe(true);
    await checkA11y(page, 'profile, city from the stored ZIP (375)');
    expect(await pageScrollWidth(page)).toBeLessThanOrEqual(PHONE.width);

    await page.getByLabel('ZIP/Postal Code').fill('00000');
    await page.getByText('ZIP code not found').waitFor();
    expect(await city.inputValue()).toBe('');
    expect(await state.inputValue()).toBe('');
    await checkA11y(page, 'profile, unknown ZIP (375)');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Profile updated').first().waitFor();
    const [row] = await s.stack.db.select().from(userProfiles).where(eq(userProfiles.userId, user.id));
    expect(row).toMatchObject({ zipCode: '00000', city: null, state: null });

    // a known ZIP again: its place, saved as the server found it
    await page.getByLabel('ZIP/Postal Code').fill('10001');
    await expect.poll(() => city.inputValue()).toBe('New York');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect
      .poll(async () => (await s.stack.db.select().from(userProfiles).where(eq(userProfiles.userId, user.id)))[0])
      .toMatchObject({ zipCode: '10001', city: 'New York', state: 'NY' });
    expect(errors).toEqual([]);
  });
});

describe('a reset link is checked when its page opens', () => {
  it('a made-up or used link shows the invalid-link message and a way to ask for a new one, not the form', async () => {
    const { page, errors } = await s.newPage(PHONE);
    await page.goto('/reset-password?token=garbage-token-123');
    const dead = page.getByText('This reset link is invalid or has expired. Please request a new one.');
    await dead.waitFor();
    expect(await page.getByLabel('New password', { exact: true }).count()).toBe(0);
    await checkA11y(page, 'reset link invalid (375)');
    expect(await pageScrollWidth(page)).toBeLessThanOrEqual(PHONE.width);

    // a link that worked once
    const user = await createUser(s.stack, 'player');
    await s.stack.client().post('/api/password/forgot', { email: user.email });
    const link = linkIn(
      await s.stack.smtp.waitFor(user.email, /Reset your Dugout password/),
      `${s.stack.url}/reset-password?token=`,
    );
    await page.goto(link);
    await page.getByLabel('New password', { exact: true }).fill('fresh-pass-77');
    await page.getByLabel('Confirm new password').fill('fresh-pass-77');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.waitForURL('**/auth');
    await page.goto(link);
    await dead.waitFor();
    expect(await page.getByLabel('New password', { exact: true }).count()).toBe(0);
    await page.getByRole('link', { name: 'Request a new link' }).click();
    await page.getByRole('heading', { name: 'Reset your password' }).waitFor();
    expect(errors).toEqual([]);
  });
});

describe('the Join dialog', () => {
  it("an empty TeamID says 'Please enter a team code'; the Organization Code tab says who may redeem before typing", async () => {
    const coach = await createUser(s.stack, 'coach');
    const { page, errors } = await s.newPage(PHONE);
    await signInThroughForm(page, coach.email, TEST_PASSWORD);
    await page.waitForURL((u) => !u.pathname.startsWith('/auth'));
    await page.goto('/team-management');
    await page.getByRole('button', { name: 'Join Existing Team/Org' }).click();
    const join = page.getByRole('dialog', { name: 'Join Existing Team/Org' });
    // a submit with no code names what is missing …
    await join.getByLabel('TeamID').press('Enter');
    await join.getByText('Please enter a team code').waitFor({ timeout: 5_000 });
    // … while Join Team stays unavailable until the code validates
    expect(await join.getByRole('button', { name: 'Join Team' }).getAttribute('aria-disabled')).toBe('true');
    await checkA11y(page, 'join dialog, empty team code (375)');

    await join.getByRole('tab', { name: 'Organization Code' }).click();
    await join.getByText('Only organization administrator accounts can redeem an organization code.').waitFor();
    expect(await join.getByRole('textbox', { name: 'Organization Code' }).inputValue()).toBe('');
    await checkA11y(page, 'join dialog, organization code (375)');
    expect(await pageScrollWidth(page)).toBeLessThanOrEqual(PHONE.width);
    expect(errors).toEqual([]);
  });
});

describe('the Player Profile modal', () => {
  it("a coach's View Dashboard link carries source=org, as the spec words it", async () => {
    const { coach, teamCode } = await coachWithTeam(s.stack, 'Modal Mallards');
    const kid = await createUser(s.stack, 'player', { firstName: 'Mo', lastName: 'Modal' });
    expect((await kid.client.post('/api/teams/join', { teamCode })).status).toBe(200);
    const { page, errors } = await s.newPage();
    await signInThroughForm(page, coach.email, TEST_PASSWORD);
    await page.waitForURL((u) => !u.pathname.startsWith('/auth'));
    await page.goto(`/team-management?team=${teamCode}`);
    await page.getByRole('row').filter({ hasText: 'Mo Modal' }).getByRole('button', { name: 'Profile' }).click();
    const modal = page.getByRole('dialog', { name: 'Mo Modal' });
    const view = modal.getByRole('link', { name: 'View Dashboard' });
    await view.waitFor();
    expect(await view.getAttribute('href')).toBe(`/dashboard?user=${kid.id}&source=org`);
    expect(errors).toEqual([]);
  });
});
