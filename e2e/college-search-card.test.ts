import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import {
  SEARCH_LIST_MAX_HEIGHT,
  collegeTexts,
  schoolOptionLabel,
  schoolOptionsResponseSchema,
  teamPlayerTexts,
} from '@dugout/domain/colleges';
import { teamRosterSchema } from '@dugout/domain/teams';
import { trackerViewSchema } from '@dugout/domain/tracker';
import {
  schoolContactTracker,
  teamMembers,
  teamSubscriptions,
  userCommitments,
} from '../apps/server/src/db/schema/index.ts';
import { createUser, TEST_PASSWORD } from '../apps/server/src/test/factories.ts';
import { signInThroughForm, startBrowserStack, type BrowserStack } from './support/browser.ts';
import { checkScreen } from './support/screen.ts';
import { checkA11y } from './support/a11y.ts';

/**
 * docs/decisions/0050-college-search-card.md: the College Search & Profile card (docs/spec/part-2-colleges-tracker-scoring.md section 2) is
 * back on Team Management (the selected team) and on /colleges (a signed-in player); every school profile shows a
 * coach their team's players without ?team=, and a player only themselves, said so; one searchable 'College' picker
 * in the card, the tracker and Record Commitment (docs/decisions/0050-college-search-card.md).
 */
let s: BrowserStack;
let coach: Awaited<ReturnType<typeof createUser>>;
let cora: Awaited<ReturnType<typeof createUser>>;
let ike: Awaited<ReturnType<typeof createUser>>;
const TEAM = 'CARD25';
/** Duke (NCAA org id 193, docs/reference-data.md) and Wake Forest (749) from the shipped reference data. */
const DUKE = 193;

beforeAll(async () => {
  s = await startBrowserStack();
  coach = await createUser(s.stack, 'coach', { firstName: 'Casey', lastName: 'Cardcoach' });
  cora = await createUser(s.stack, 'player', { firstName: 'Cora', lastName: 'Committed' });
  ike = await createUser(s.stack, 'player', { firstName: 'Ike', lastName: 'Interested' });
  await s.stack.db
    .insert(teamSubscriptions)
    .values({ teamCode: TEAM, teamName: 'Card Cardinals', teamType: 'travel', coachUserId: coach.id });
  await s.stack.db.insert(teamMembers).values([
    { teamCode: TEAM, userId: cora.id, playerName: 'Cora Committed', status: 'active' },
    { teamCode: TEAM, userId: ike.id, playerName: 'Ike Interested', status: 'active' },
  ]);
  await s.stack.db
    .insert(userCommitments)
    .values({ userId: cora.id, schoolId: DUKE, schoolName: 'Duke', commitmentDate: '2026-10-01' });
  await s.stack.db
    .insert(schoolContactTracker)
    .values({ userId: ike.id, schoolId: DUKE, schoolName: 'Duke', division: 'D1', conference: 'ACC' });
}, 120_000);
afterAll(() => s?.close());

async function signIn(page: Page, email: string) {
  await signInThroughForm(page, email, TEST_PASSWORD);
  await page.waitForURL((u) => !u.pathname.startsWith('/auth'));
}
const card = (page: Page) => page.getByRole('region', { name: 'College Search & Profile' });
/** The open listbox's options' names and its height in px. */
async function listbox(scope: Locator) {
  const list = scope.getByRole('listbox', { name: 'College' });
  await list.waitFor();
  const box = (await list.boundingBox())!;
  return { list, height: box.height, names: await list.getByRole('option').allTextContents() };
}

describe('College Search & Profile card', () => {
  it('on Team Management: Division filter, the College picker, then the profile with team players and Add to Tracker', async () => {
    const { page, errors } = await s.newPage({ width: 1280, height: 900 });
    await signIn(page, coach.email);
    await page.goto(`/team-management?team=${TEAM}`);
    const c = card(page);
    await c.getByText(collegeTexts.selectPrompt, { exact: true }).waitFor();
    // Below the fold the picker waits: the schools load once the card is on the screen, as the user scrolls to it.
    const picker = c.getByRole('combobox', { name: 'College' });
    expect(await picker.isDisabled()).toBe(true);
    await c.scrollIntoViewIfNeeded();

    // The Division filter's options, word for word.
    const division = c.getByLabel('Division', { exact: true });
    expect(await division.locator('option').allTextContents()).toEqual(['All Divisions', 'D1', 'D2', 'D3']);

    // D2 only: every option reads '{school name} (D2)', the list at most 300 px high.
    await division.selectOption('D2');
    await expect.poll(() => picker.isEnabled()).toBe(true);
    await picker.click();
    const d2 = await listbox(c);
    expect(d2.names.length).toBeGreaterThan(5);
    for (const n of d2.names) expect(n).toMatch(/^\S.* \(D2\)$/);
    expect(d2.height).toBeLessThanOrEqual(SEARCH_LIST_MAX_HEIGHT);
    // In the server's order (division, then school name): the first rows of the D2 options, as labelled.
    const api = schoolOptionsResponseSchema.parse(
      await (await page.request.get('/api/colleges/options?division=D2')).json(),
    );
    expect(d2.names).toEqual(api.options.slice(0, d2.names.length).map(schoolOptionLabel));
    await page.keyboard.press('Escape');

    // D1, by keyboard: type, Enter chooses the first match.
    await division.selectOption('D1');
    await expect.poll(() => picker.isEnabled()).toBe(true);
    await picker.fill('Duke');
    await page.keyboard.press('Enter');
    const profile = c.getByTestId('school-profile');
    await profile.getByRole('heading', { name: 'Duke', exact: true }).waitFor();
    await expect(picker.inputValue()).resolves.toBe('Duke (D1)');

    // The selected team's players, without typing ?team=.
    const committed = c.getByRole('region', { name: teamPlayerTexts.committedTitle });
    await committed.getByText('Cora Committed').waitFor();
    await c.getByRole('region', { name: teamPlayerTexts.interestedTitle }).getByText('Ike Interested').waitFor();
    await checkScreen(page, 'College Search & Profile card', {
      include: '[aria-labelledby="college-search-card-title"]',
    });

    // Add to Tracker: the coach's tracker holds Duke (read back from the API; /tracker is a player's screen, 0027).
    await c.getByRole('button', { name: 'Add to Tracker' }).click();
    await page.getByText('School has been added to your contact tracker.').first().waitFor();
    const tracker = trackerViewSchema.parse(await (await page.request.get('/api/tracker')).json());
    expect(tracker.entries.map((e) => e.schoolId)).toEqual([DUKE]);
    expect(errors).toEqual([]);
  }, 120_000);

  it("on a school profile without ?team=: the coach sees the team's players, a player only themselves, said so", async () => {
    const coachPage = await s.newPage();
    await signIn(coachPage.page, coach.email);
    await coachPage.page.goto(`/college/${DUKE}`);
    await coachPage.page
      .getByRole('region', { name: teamPlayerTexts.committedTitle })
      .getByText('Cora Committed')
      .waitFor();

    const player = await s.newPage();
    await signIn(player.page, ike.email);
    await player.page.goto(`/college/${DUKE}`);
    const mine = player.page.getByRole('region', { name: teamPlayerTexts.selfTitle });
    await mine.getByText('Ike Interested').waitFor();
    await mine.getByText(teamPlayerTexts.selfNote).waitFor();
    // A teammate has committed to Duke: the player's screen never says no team player has.
    expect(await player.page.getByText(teamPlayerTexts.committedEmpty).count()).toBe(0);
    expect(await player.page.getByText('Cora Committed').count()).toBe(0);

    // The player researches on /colleges: the card, then the profile ('In Tracker': Duke is tracked).
    await player.page.goto('/colleges');
    const c = card(player.page);
    await c.getByText(collegeTexts.selectPrompt, { exact: true }).waitFor();
    const picker = c.getByRole('combobox', { name: 'College' });
    await expect.poll(() => picker.isEnabled()).toBe(true);
    await picker.fill('Duke');
    await c.getByRole('option', { name: 'Duke (D1)' }).click();
    await c.getByRole('button', { name: 'In Tracker' }).waitFor();
    await c.getByRole('region', { name: teamPlayerTexts.selfTitle }).getByText('Ike Interested').waitFor();
    await checkScreen(player.page, '/colleges with the card', {
      include: '[aria-labelledby="college-search-card-title"]',
    });
    // Another college from the card, added: the player's tracker shows it.
    await picker.fill('Wake Forest');
    await c.getByRole('option', { name: 'Wake Forest (D1)' }).click();
    await c.getByTestId('school-profile').getByRole('heading', { name: 'Wake Forest', exact: true }).waitFor();
    await c.getByRole('button', { name: 'Add to Tracker' }).click();
    await player.page.getByText('School has been added to your contact tracker.').first().waitFor();
    await player.page.goto('/tracker');
    await player.page.getByRole('region', { name: 'Wake Forest' }).waitFor();
    expect(coachPage.errors).toEqual([]);
    expect(player.errors).toEqual([]);
  }, 120_000);

  it("the tracker's picker says a tracked school is tracked, and a junior college reads 'Wake Tech (NJCAA D2)'", async () => {
    const { page, errors } = await s.newPage();
    await signIn(page, ike.email);
    await page.goto('/tracker');
    const picker = page.getByRole('combobox', { name: 'College' });
    await picker.fill('Duke');
    await page.getByText('“Duke (D1)” is already in your tracker').waitFor();
    expect(await page.getByText('No colleges match').count()).toBe(0);
    await picker.fill('Wake Tech');
    await page.getByRole('option', { name: 'Wake Tech (NJCAA D2)', exact: true }).waitFor();
    expect(errors).toEqual([]);
  });

  it('Record Commitment: the searchable College picker (not a native list of every college), saved as chosen', async () => {
    const { page, errors } = await s.newPage({ width: 1280, height: 900 });
    await signIn(page, coach.email);
    await page.goto(`/team-management?team=${TEAM}`);
    await page.getByRole('button', { name: 'Details for Ike Interested' }).click();
    await page.getByTestId('player-details').getByRole('button', { name: 'Set Commitment' }).click();
    const dialog = page.getByRole('dialog', { name: 'Record Commitment' });
    expect(await dialog.locator('select option').count()).toBeLessThan(10); // the Division filter only
    const picker = dialog.getByRole('combobox', { name: 'College' });
    await expect.poll(() => picker.isEnabled()).toBe(true);
    await picker.fill('wake');
    const found = await listbox(dialog);
    expect(found.names).toEqual(expect.arrayContaining(['Wake Forest (D1)', 'Wake Tech (NJCAA D2)']));
    expect(found.height).toBeLessThanOrEqual(SEARCH_LIST_MAX_HEIGHT);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');
    await expect(picker.inputValue()).resolves.toBe(found.names[0]);
    // At 1280 (at 375 the roster swaps to cards, which closes the dialog; the card is checked at both widths).
    await checkA11y(page, 'Record Commitment', { include: '[role="dialog"]' });
    await dialog.getByRole('button', { name: 'Save Commitment' }).click();
    await page.getByText('Commitment updated').first().waitFor();
    const roster = teamRosterSchema.parse(await (await page.request.get(`/api/roster/${TEAM}`)).json());
    const row = roster.players.find((p) => p.playerName === 'Ike Interested')!;
    expect(`${row.commitment?.schoolName} (${row.commitment?.division})`).toBe(found.names[0]);
    expect(errors).toEqual([]);
  }, 120_000);
});
