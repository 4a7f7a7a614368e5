import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInThroughForm, startBrowserStack, type BrowserStack, signUpByApi, apiPost } from './support/browser.ts';
import { checkScreen, expectFocusReturns } from './support/screen.ts';

let s: BrowserStack;
beforeAll(async () => {
  s = await startBrowserStack();
});
afterAll(() => s?.close());

describe('organizations in the browser', () => {
  it('the demo organization shows its approved team and pending request; a new coach asks to join, the program admin approves, opens the roster and a player dashboard', async () => {
    // The demo world (docs/decisions/0015-reference-and-demo-data.md): Demo Thunder 17U approved, Demo Lightning 15U pending.
    const admin = await s.newPage();
    await signInThroughForm(admin.page, 'orgadmin@example.com', 'dugout-demo');
    await admin.page.waitForURL('**/organization-management');
    await admin.page.getByRole('tab', { name: 'Teams' }).click();
    await admin.page.getByRole('tabpanel').getByText('Demo Thunder 17U').first().waitFor();
    await admin.page.getByRole('tab', { name: /Requests/ }).click();
    await admin.page.getByText('Our 15U showcase team would like to join too.').waitFor();
    await admin.page.getByRole('button', { name: 'Approve Demo Lightning 15U' }).waitFor();
    await checkScreen(admin.page, 'organization requests with the demo pending request');

    // The demo coach's approved team carries the membership badge.
    const demoCoach = await s.newPage();
    await signInThroughForm(demoCoach.page, 'coach@example.com', 'dugout-demo');
    await demoCoach.page.waitForURL('**/team-management');
    await demoCoach.page.goto('/team-management?team=THUNDER17U');
    await demoCoach.page.getByText('Member of Demo Valley Baseball Club').waitFor();
    // The team view shows each member's latest winter-training entry in the member's row details
    // (docs/decisions/0013-winter-training.md): the demo player's February entry.
    await demoCoach.page.getByRole('button', { name: 'Details for Casey Demoplayer' }).click();
    const winter = demoCoach.page.getByTestId('player-details').getByRole('region', { name: 'Winter Training' });
    await winter.getByText('Feb 16, 2026').waitFor();
    await winter.getByText('Weight 186 lbs').waitFor();

    // A new coach with a team of their own asks to join; the program admin approves.
    const coach = await s.newPage();
    await signUpByApi(s, coach.page, {
      accountType: 'coach',
      firstName: 'Quinn',
      lastName: 'Newcoach',
      email: 'quinn.newcoach@example.test',
      password: 'quinn-pass-1',
    });
    const created = await apiPost(s, coach.page, '/api/teams', {
      teamName: 'Quinn Comets 16U',
      teamType: 'Travel',
      city: 'Plano',
      state: 'TX',
      pocEmail: 'quinn.newcoach@example.test',
    });
    expect(created.status()).toBe(201);
    const { teamCode } = (await created.json()) as { teamCode: string };
    await coach.page.goto(`/team-management?team=${teamCode}`);
    await coach.page.getByRole('button', { name: 'Request to Join Organization' }).click();
    await coach.page
      .getByRole('dialog')
      .getByLabel('Organization')
      .selectOption({ label: 'Demo Valley Baseball Club' });
    await coach.page.getByRole('dialog').getByLabel('Message (optional)').fill('Our 16U team would like to join.');
    await coach.page.getByRole('button', { name: 'Send Request' }).click();
    await coach.page.getByText('Request Sent', { exact: true }).waitFor();

    await admin.page.reload();
    await admin.page.getByRole('tab', { name: /Requests/ }).click();
    await admin.page.getByText('Our 16U team would like to join.').waitFor();
    await admin.page.getByRole('button', { name: 'Approve Quinn Comets 16U' }).click();
    await admin.page.getByText('Request approved').waitFor();

    // The coach sees the membership badge and the decision in the bell.
    await coach.page.goto(`/team-management?team=${teamCode}`);
    await coach.page.getByText('Member of Demo Valley Baseball Club').waitFor();
    await coach.page.getByRole('button', { name: /Notifications, 1 unread/ }).click();
    await coach.page.getByText('Organization request approved').waitFor();

    // The program admin opens the roster of the team, searches a player, opens the Player Profile modal.
    await admin.page.getByRole('tab', { name: 'Teams' }).click();
    await admin.page.getByText('Quinn Comets 16U').first().waitFor();
    await admin.page.getByRole('tab', { name: 'Players' }).click();
    await admin.page.getByPlaceholder('Search players...').fill('Sampleton');
    const profile = admin.page.getByRole('button', { name: 'Profile' }).first();
    // Closing the Player Profile modal gives the focus back to its 'Profile' button.
    await expectFocusReturns(admin.page, profile, {
      inside: (dialog) => dialog.getByRole('heading', { name: 'Avery Sampleton' }).waitFor(),
    });
    await profile.click();
    const dialog = admin.page.getByRole('dialog');
    await dialog.getByRole('link', { name: 'View Dashboard' }).click();
    await admin.page.waitForURL(/\/dashboard\?user=[^&]+&source=org/);

    expect(demoCoach.errors).toEqual([]);
    expect(coach.errors).toEqual([]);
    expect(admin.errors).toEqual([]);
  });

  it("keeps a program admin of another organization out: 'Not authorized to view this team'", async () => {
    const { page } = await s.newPage();
    await signUpByApi(s, page, {
      accountType: 'organization_admin',
      firstName: 'Olive',
      lastName: 'Other',
      email: 'olive.other@example.test',
      password: 'other-pass-1',
    });
    expect((await apiPost(s, page, '/api/organizations', { name: 'Other Valley Club' })).status()).toBe(201);
    const api = await page.request.get('/api/teams/THUNDER17U/winter-training');
    expect(api.status()).toBe(403);
    expect((await api.json()).error.message).toBe('Not authorized to view this team');
    await page.goto('/organization-management?team=THUNDER17U');
    await page.getByText('Not authorized to view this team').waitFor();
  });

  it('Profile Settings: invalid ZIP, wrong current password and a 3 MB photo are refused with the spec messages', async () => {
    const { page, errors } = await s.newPage({ width: 375, height: 800 });
    await signInThroughForm(page, 'player@example.com', 'dugout-demo');
    await page.waitForURL(/\/(subscription-post-purchase|dashboard|metrics)/);
    await page.goto('/profile');
    const save = page.getByRole('button', { name: 'Save Changes' });
    await page.getByLabel('ZIP/Postal Code').waitFor();
    expect(await save.isDisabled()).toBe(true);

    await page.getByLabel('ZIP/Postal Code').fill('1234');
    await page.getByText('Please enter a valid US ZIP code (12345) or Canadian postal code (A1A 1A1)').waitFor();
    expect(await save.isDisabled()).toBe(true);
    await page.getByLabel('ZIP/Postal Code').fill('75201');

    await page.getByLabel('Current Password').fill('not-my-password');
    await page.getByLabel('New Password', { exact: true }).fill('new-pass-123');
    await page.getByLabel('Confirm New Password').fill('new-pass-123');
    await save.click();
    await page.getByText('The current password you entered is incorrect.').waitFor();
    await page.getByText('Incorrect password', { exact: true }).first().waitFor();

    await page
      .getByLabel('Profile Photo')
      .setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: Buffer.alloc(3 * 1024 * 1024, 1) });
    await page.getByRole('alert').filter({ hasText: 'Image must be smaller than 2MB' }).waitFor();
    expect(errors).toEqual([]);
  });
});
