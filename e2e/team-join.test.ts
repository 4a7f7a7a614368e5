import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { and, eq } from 'drizzle-orm';
import { metricSubmissions, teamMembers } from '../apps/server/src/db/schema/index.ts';
import { createUser, TEST_PASSWORD, sampleHitterMetrics } from '../apps/server/src/test/factories.ts';
import { coachWithTeam } from '../apps/server/src/test/team-factories.ts';
import { signInThroughForm, startBrowserStack, type BrowserStack } from './support/browser.ts';
import { checkA11y, pageScrollWidth } from './support/a11y.ts';

/**
 * A player joins a team by TeamID (docs/spec/part-1-accounts-teams-organizations.md sections 2, 6 and 8): from
 * Profile → Teams, and from the dashboard's team area, which redeems the code with that dashboard.
 */
let s: BrowserStack;
beforeAll(async () => {
  s = await startBrowserStack({ demo: false });
});
afterAll(() => s?.close());

const metrics = sampleHitterMetrics;

async function playerWithDashboard(firstName: string) {
  const p = await createUser(s.stack, 'player', { firstName, lastName: 'Joiner' });
  const id = (await p.client.post('/api/submissions', metrics)).body.submission.id as string;
  await p.client.post(`/api/submissions/${id}/checkout`);
  return { ...p, submissionId: id };
}

const isFocused = (l: Locator) => l.evaluate((el) => el === document.activeElement);
const member = async (teamCode: string, userId: string) =>
  (
    await s.stack.db
      .select()
      .from(teamMembers)
      .where(and(eq(teamMembers.teamCode, teamCode), eq(teamMembers.userId, userId)))
  )[0];

/** Types the TeamID (lower case: the field upper-cases it) and waits for the live check's tick and team name. */
async function enterTeamId(dialog: Locator, code: string, teamName: string) {
  await dialog.getByLabel('TeamID').fill(code.toLowerCase());
  expect(await dialog.getByLabel('TeamID').inputValue()).toBe(code);
  await dialog.getByLabel('Valid team code').waitFor();
  await dialog.getByText(teamName, { exact: true }).waitFor();
}

describe('a player joins a team by TeamID', () => {
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 375, height: 800 },
  ])
    it(`from Profile → Teams at ${viewport.width} px: live check, 'Successfully joined team', focus back on the button`, async () => {
      const { teamCode } = await coachWithTeam(s.stack, `Profile Pelicans ${viewport.width}`);
      const p = await createUser(s.stack, 'player');
      const { page, errors } = await s.newPage(viewport);
      await signInThroughForm(page, p.email, TEST_PASSWORD);
      await page.waitForURL((u) => !u.pathname.startsWith('/auth'));
      await page.goto('/profile');
      await page.getByRole('tab', { name: 'Teams' }).click();
      await page.getByText('You are not on a team yet.').waitFor();
      await checkA11y(page, `profile teams, no team (${viewport.width})`);
      expect(await pageScrollWidth(page)).toBeLessThanOrEqual(viewport.width);

      const open = page.getByRole('button', { name: 'Join a Team' });
      await open.click();
      const dialog = page.getByRole('dialog', { name: 'Join a Team' });
      await dialog.getByLabel('TeamID').fill('NOPE9999');
      await dialog.getByText('Invalid team code. Please check and try again.').waitFor();
      expect(await dialog.getByRole('button', { name: 'Join Team' }).isDisabled()).toBe(true);
      await enterTeamId(dialog, teamCode, `Profile Pelicans ${viewport.width}`);
      await checkA11y(page, `join dialog (${viewport.width})`);
      expect(await pageScrollWidth(page)).toBeLessThanOrEqual(viewport.width);
      await dialog.getByRole('button', { name: 'Join Team' }).click();

      await page.getByText('Successfully joined team').waitFor();
      await dialog.waitFor({ state: 'detached' });
      await expect.poll(() => isFocused(open)).toBe(true);
      await page.getByRole('heading', { name: 'Teams You Play On' }).waitFor();
      await page
        .getByRole('tabpanel', { name: 'Teams' })
        .getByText(`Profile Pelicans ${viewport.width}`, { exact: true })
        .waitFor();
      expect(await member(teamCode, p.id)).toMatchObject({ status: 'active' });
      await checkA11y(page, `profile teams, joined (${viewport.width})`);
      expect(await pageScrollWidth(page)).toBeLessThanOrEqual(viewport.width);

      // closing the dialog without joining returns the focus too
      await open.click();
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      await expect.poll(() => isFocused(open)).toBe(true);
      expect(errors).toEqual([]);
    });

  it("from the dashboard's team area: the code is redeemed with the dashboard ('Team code redeemed!'); a refused code says 'Redemption failed'", async () => {
    const { coach, teamCode } = await coachWithTeam(s.stack, 'Dashboard Dolphins');
    const { teamCode: leftCode } = await coachWithTeam(s.stack, 'Former Falcons');
    const p = await playerWithDashboard('Dana');
    // a team that removed the player: its code is refused (only a new invite brings them back)
    await p.client.post('/api/teams/join', { teamCode: leftCode });
    await s.stack.db
      .update(teamMembers)
      .set({ status: 'removed' })
      .where(and(eq(teamMembers.teamCode, leftCode), eq(teamMembers.userId, p.id)));

    const { page, errors } = await s.newPage({ width: 375, height: 800 });
    await signInThroughForm(page, p.email, TEST_PASSWORD);
    await page.waitForURL((u) => !u.pathname.startsWith('/auth'));
    await page.goto('/dashboard');
    await page.getByRole('heading', { name: 'Player Dashboard' }).waitFor();
    const area = page.getByRole('region', { name: 'Your Teams' });
    await area.getByText('You are not on a team yet.').waitFor();
    await checkA11y(page, 'dashboard team area (375)');
    expect(await pageScrollWidth(page)).toBeLessThanOrEqual(375);

    const open = area.getByRole('button', { name: 'Join a Team' });
    await open.click();
    const dialog = page.getByRole('dialog', { name: 'Join a Team' });
    await dialog.getByText('Your dashboard is shared with the team').waitFor();
    await enterTeamId(dialog, leftCode, 'Former Falcons');
    await dialog.getByRole('button', { name: 'Redeem Team Code' }).click();
    await page.getByText('Redemption failed').waitFor();
    await page.getByText('Failed to redeem team code. Failed to join team').waitFor();
    expect(
      (await s.stack.db.select().from(metricSubmissions).where(eq(metricSubmissions.id, p.submissionId)))[0]!.teamCode,
    ).toBeNull();

    await enterTeamId(dialog, teamCode, 'Dashboard Dolphins');
    await checkA11y(page, 'redeem dialog (375)');
    await dialog.getByRole('button', { name: 'Redeem Team Code' }).click();
    await page.getByText('Team code redeemed!').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => isFocused(open)).toBe(true);
    await area.getByRole('list', { name: 'Teams you play on' }).getByText('Dashboard Dolphins').waitFor();
    expect(await pageScrollWidth(page)).toBeLessThanOrEqual(375);

    // the dashboard is now filed under the team: its coach sees it
    const [row] = await s.stack.db.select().from(metricSubmissions).where(eq(metricSubmissions.id, p.submissionId));
    expect(row!.teamCode).toBe(teamCode);
    expect(JSON.stringify((await coach.client.get(`/api/teams/${teamCode}/players`)).body)).toContain(p.submissionId);

    await page.setViewportSize({ width: 1280, height: 800 });
    await checkA11y(page, 'dashboard team area (1280)');
    expect(errors).toEqual([]);
  });
  it("on the review step: a pending dashboard redeemed with a team's TeamID is completed by the team (team funded)", async () => {
    const { teamCode } = await coachWithTeam(s.stack, 'Review Ravens');
    const p = await createUser(s.stack, 'player');
    const id = (await p.client.post('/api/submissions', metrics)).body.submission.id as string;
    const { page, errors } = await s.newPage();
    await signInThroughForm(page, p.email, TEST_PASSWORD);
    await page.waitForURL((u) => !u.pathname.startsWith('/auth'));
    await page.goto(`/metrics-submission?submission=${id}`);
    // The free provider charges nothing: the review offers 'Save my score' (docs/decisions/0005-payments.md: the free provider), and the team area below it.
    await page.getByRole('heading', { name: 'Save your score' }).waitFor();
    const open = page.getByRole('region', { name: 'Your Teams' }).getByRole('button', { name: 'Join a Team' });
    await checkA11y(page, 'review step with team area (1280)');
    await open.click();
    const dialog = page.getByRole('dialog', { name: 'Join a Team' });
    await enterTeamId(dialog, teamCode, 'Review Ravens');
    await dialog.getByRole('button', { name: 'Redeem Team Code' }).click();
    await page.getByText('Team code redeemed!').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => isFocused(open)).toBe(true);
    await page.getByRole('heading', { name: 'Submission complete' }).waitFor();
    const [row] = await s.stack.db.select().from(metricSubmissions).where(eq(metricSubmissions.id, id));
    expect(row).toMatchObject({ paymentStatus: 'paid', teamFunded: true, teamCode });
    // The check waits for the toast to go: it may sit over the region at 375 px for its 4 s.
    await page.getByText('Team code redeemed!').waitFor({ state: 'detached' });
    await page.setViewportSize({ width: 375, height: 800 });
    await checkA11y(page, 'review step, completed by the team (375)');
    expect(await pageScrollWidth(page)).toBeLessThanOrEqual(375);
    await page.getByRole('link', { name: 'View Dashboard' }).click();
    await page.waitForURL(`**/dashboard?submission=${id}`);
    await page.getByText(/team funded/).waitFor();
    expect(errors).toEqual([]);
  });
});
