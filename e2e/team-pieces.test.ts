import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync } from 'node:fs';
import { and, eq, sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { collegeCoaches, teamCoachNotes, userCommitments, users } from '../apps/server/src/db/schema/index.ts';
import { referenceDataChanged, signInThroughForm, startBrowserStack, type BrowserStack } from './support/browser.ts';
import { checkA11y, pageScrollWidth } from './support/a11y.ts';

/**
 * docs/decisions/0025-coach-notes-and-profile-panels.md as users meet it: College Interaction's expanded row (commitment with its remove button, the coach's
 * own note), the note in the Player Profile modal, the head coach's photo or initials, and a school profile whose
 * panels fail one at a time. Screenshots go to /tmp/h3-team-pieces/ (looked at by the engineer, not asserted).
 */
let s: BrowserStack;
const shots = '/tmp/h3-team-pieces';
beforeAll(async () => {
  mkdirSync(shots, { recursive: true });
  s = await startBrowserStack();
}, 240_000);
afterAll(() => s?.close());

const PLAYER = 'Avery Sampleton'; // a demo Thunder player with a recorded commitment (teams.seed.ts)
const userIdOf = async (email: string) =>
  (await s.stack.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;

async function openCollegeTab(page: Page) {
  await page.goto('/team-management');
  await page.getByRole('heading', { name: 'Demo Thunder 17U' }).waitFor();
  await page.getByRole('tab', { name: 'College Interaction' }).click();
  const toggle = page.getByRole('button', { name: PLAYER, exact: true });
  await toggle.click();
  const detail = page.getByRole('group', { name: `College details for ${PLAYER}` });
  await detail.waitFor();
  return { toggle, detail };
}

describe('team pieces in the browser', () => {
  it("a coach sees a player's commitment in College Interaction, keeps a note on the player and removes the commitment", async () => {
    const { page, errors } = await s.newPage();
    await signInThroughForm(page, 'coach@example.com', 'dugout-demo');
    await page.waitForURL('**/team-management');
    const playerId = await userIdOf('avery.sampleton@example.com');
    const coachId = await userIdOf('coach@example.com');
    const [commitment] = await s.stack.db.select().from(userCommitments).where(eq(userCommitments.userId, playerId));
    expect(commitment).toBeTruthy();

    const { detail } = await openCollegeTab(page);
    // The commitment: school, division, conference, date and the remove button.
    const committed = detail.getByRole('region', { name: 'Commitment' });
    await committed.getByText(`Committed: ${commitment!.schoolName}`).waitFor();
    await committed.getByText('Division:').waitFor();
    await committed.getByText('Conference:').waitFor();
    await committed.getByText('Date:').waitFor();
    const notes = detail.getByTestId('coach-note');
    await notes.getByText('No notes yet.').waitFor();
    await checkA11y(page, 'College Interaction, expanded row, 1280');
    await page.screenshot({ path: `${shots}/college-interaction-1280.png`, fullPage: true });

    // Add a note: an empty one is refused with the form's message, then saved.
    await notes.getByRole('button', { name: 'Add note' }).click();
    const box = notes.getByLabel(`Your note on ${PLAYER}`);
    expect(await box.evaluate((e) => e === document.activeElement)).toBe(true);
    await notes.getByRole('button', { name: 'Save note' }).click();
    await notes.getByText('Please enter a note').waitFor();
    await box.fill('Gets good jumps in center. Ask about summer showcase.');
    await notes.getByRole('button', { name: 'Save note' }).click();
    await page.getByText('Note saved').waitFor();
    await notes.getByText('Gets good jumps in center. Ask about summer showcase.').waitFor();
    const noteRow = () =>
      s.stack.db
        .select()
        .from(teamCoachNotes)
        .where(and(eq(teamCoachNotes.coachUserId, coachId), eq(teamCoachNotes.playerUserId, playerId)));
    expect((await noteRow())[0]?.notes).toBe('Gets good jumps in center. Ask about summer showcase.');
    await checkA11y(page, 'College Interaction with a note, 1280');

    // Edit it, then delete it behind a confirmation; focus comes back to the card's own button.
    await notes.getByRole('button', { name: 'Edit note' }).click();
    await box.fill('Gets good jumps in center. Showcase in June.');
    await notes.getByRole('button', { name: 'Save note' }).click();
    // The form closes once the server has saved it (until then the box itself holds the words).
    await box.waitFor({ state: 'detached' });
    await notes.getByText('Gets good jumps in center. Showcase in June.').waitFor();
    expect((await noteRow())[0]?.notes).toBe('Gets good jumps in center. Showcase in June.');
    await notes.getByRole('button', { name: `Delete note on ${PLAYER}` }).click();
    const confirmDelete = page.getByRole('dialog', { name: 'Delete Note' });
    await confirmDelete.getByText(`Delete your note on ${PLAYER}? This cannot be undone.`).waitFor();
    await checkA11y(page, 'Delete Note dialog');
    await confirmDelete.getByRole('button', { name: 'Delete Note' }).click();
    await notes.getByText('No notes yet.').waitFor();
    expect(await noteRow()).toEqual([]);
    await page.waitForFunction(() => document.activeElement?.textContent?.includes('Add note'));
    await notes.getByRole('button', { name: 'Add note' }).click();
    await box.fill('Strong arm; follow up with his pitching coach.');
    await notes.getByRole('button', { name: 'Save note' }).click();
    await notes.getByText('Strong arm; follow up with his pitching coach.').waitFor();

    // Remove the commitment: the same confirmation as on the Overview tab; stored, and shown after a reload.
    await committed.getByRole('button', { name: 'Remove commitment' }).click();
    const confirm = page.getByRole('dialog', { name: 'Remove Commitment' });
    await confirm.getByText(`Remove ${PLAYER}'s commitment to ${commitment!.schoolName}?`, { exact: false }).waitFor();
    await checkA11y(page, 'Remove Commitment dialog');
    await confirm.getByRole('button', { name: 'Remove Commitment' }).click();
    await committed.getByText('No commitment').waitFor();
    await expect
      .poll(async () => s.stack.db.select().from(userCommitments).where(eq(userCommitments.userId, playerId)))
      .toEqual([]);
    await page.waitForFunction(
      (name) => document.activeElement?.getAttribute('aria-label') === `College details for ${name}`,
      PLAYER,
    );
    await page.reload();
    const again = await openCollegeTab(page);
    await again.detail.getByRole('region', { name: 'Commitment' }).getByText('No commitment').waitFor();
    await again.detail.getByText('Strong arm; follow up with his pitching coach.').waitFor();
    // Overview: the one player list; a player's commitment is in their row details, removed through the same button
    // and confirmation; focus lands on 'Set Commitment'.
    await page.getByRole('tab', { name: 'Overview' }).click();
    const details = page.getByTestId('player-details');
    await page.getByRole('button', { name: `Details for ${PLAYER}` }).click();
    await details.getByText('No commitment').waitFor();
    await page.getByRole('button', { name: 'Details for Devon Exampleson' }).click();
    await details.getByRole('button', { name: 'Remove commitment' }).click();
    await page
      .getByRole('dialog', { name: 'Remove Commitment' })
      .getByRole('button', { name: 'Remove Commitment' })
      .click();
    await details.getByText('No commitment').waitFor();
    await page.waitForFunction(() => document.activeElement?.textContent === 'Set Commitment');
    const devonId = await userIdOf('devon.exampleson@example.com');
    await expect
      .poll(async () => s.stack.db.select().from(userCommitments).where(eq(userCommitments.userId, devonId)))
      .toEqual([]);

    // The same note in the Player Profile modal (Player Roster → Profile).
    const rosterRow = page.getByRole('row').filter({ hasText: PLAYER });
    await rosterRow.getByRole('button', { name: 'Profile' }).click();
    const modal = page.getByRole('dialog', { name: PLAYER });
    await modal.getByTestId('coach-note').getByText('Strong arm; follow up with his pitching coach.').waitFor();
    await checkA11y(page, 'Player Profile modal with the coach note, 1280');
    await page.screenshot({ path: `${shots}/player-profile-1280.png` });
    await page.keyboard.press('Escape');
    expect(errors).toEqual([]);
  }, 180_000);

  it('at 375 px the expanded row and the Player Profile modal fit the screen, with the note', async () => {
    const { page, errors } = await s.newPage({ width: 375, height: 800 });
    await signInThroughForm(page, 'assistant@example.com', 'dugout-demo');
    await page.waitForURL('**/team-management');
    // Another coach of the team sees their own (empty) note, never the head coach's.
    const { detail } = await openCollegeTab(page);
    await detail.getByTestId('coach-note').getByText('No notes yet.').waitFor();
    await detail.getByRole('button', { name: 'Add note' }).click();
    await detail
      .getByLabel(`Your note on ${PLAYER}`)
      .fill('Assistant: good footwork at the plate; long note '.repeat(4));
    await detail.getByRole('button', { name: 'Save note' }).click();
    await page.getByText('Note saved').waitFor();
    await checkA11y(page, 'College Interaction, expanded row, 375');
    expect(await pageScrollWidth(page)).toBeLessThanOrEqual(375);
    // The whole expanded row is on screen: a card per player at this width, nothing hidden in a sideways scroll.
    const box = (await detail.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(375);
    await detail.screenshot({ path: `${shots}/college-interaction-375.png` });

    await page.getByRole('tab', { name: 'Overview' }).click();
    const card = page
      .getByRole('listitem')
      .filter({ hasText: PLAYER })
      .filter({ has: page.getByRole('button', { name: 'Profile' }) });
    await card.getByRole('button', { name: 'Profile' }).click();
    const modal = page.getByRole('dialog', { name: PLAYER });
    await modal.getByTestId('coach-note').getByText('Assistant: good footwork', { exact: false }).waitFor();
    expect(await modal.getByText('Strong arm; follow up with his pitching coach.').count()).toBe(0);
    await checkA11y(page, 'Player Profile modal, 375');
    expect(await pageScrollWidth(page)).toBeLessThanOrEqual(375);
    await page.screenshot({ path: `${shots}/player-profile-375.png` });
    await modal.getByTestId('coach-note').screenshot({ path: `${shots}/player-profile-note-375.png` });
    expect(errors).toEqual([]);
  }, 120_000);

  it("the head coach card shows the coach's photo, or initials when there is none or it does not load", async () => {
    const setPhoto = async (url: string | null) => {
      await s.stack.db.update(collegeCoaches).set({ coachUrl: url }).where(eq(collegeCoaches.teamId, 193));
      await referenceDataChanged(s.stack);
    };
    for (const width of [1280, 375]) {
      await setPhoto('/logo.svg');
      const { page, errors } = await s.newPage({ width, height: 800 });
      await page.goto('/college/193');
      const org = page.getByRole('region', { name: 'Organization' });
      const photo = org.getByRole('img', { name: 'Chris Pollard, head coach' });
      await photo.waitFor();
      expect(await photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      expect(await org.getByTestId('coach-initials').count()).toBe(0);
      await checkA11y(page, `school profile with the coach photo, ${width}`);
      if (width === 375) expect(await pageScrollWidth(page)).toBeLessThanOrEqual(375);
      await org.screenshot({ path: `${shots}/coach-photo-${width}.png` });

      await setPhoto('/uploads/coaches/no-such-photo.jpg');
      const broken = await s.newPage({ width, height: 800 });
      await broken.page.goto('/college/193');
      const initials = broken.page.getByRole('region', { name: 'Organization' }).getByTestId('coach-initials');
      await initials.waitFor();
      expect(await initials.textContent()).toBe('CP');
      await setPhoto(null);
      const none = await s.newPage({ width, height: 800 });
      await none.page.goto('/college/193');
      await none.page.getByRole('region', { name: 'Organization' }).getByTestId('coach-initials').waitFor();
      expect(await none.page.getByTestId('coach-photo').count()).toBe(0);
      await checkA11y(none.page, `school profile with initials, ${width}`);
      expect([...errors, ...broken.errors, ...none.errors]).toEqual([]);
    }
  }, 120_000);

  it('a school profile whose coach or field query fails still shows every other panel, each failed one with its own state', async () => {
    const gone = async (table: string, run: () => Promise<void>) => {
      await s.stack.db.execute(sql.raw(`alter table ${table} rename to ${table}_gone`));
      await referenceDataChanged(s.stack);
      try {
        await run();
      } finally {
        await s.stack.db.execute(sql.raw(`alter table ${table}_gone rename to ${table}`));
      }
    };
    await gone('college_coaches', async () => {
      const { page, errors } = await s.newPage();
      await page.goto('/college/193');
      await page.getByTestId('school-profile').waitFor();
      // 'A coach profile fetch error gives no card'; the roster, field and school panels are all there.
      await page.getByTestId('player-count').waitFor();
      await page.getByRole('region', { name: 'Climate Snapshot' }).waitFor();
      await page.getByRole('region', { name: 'School Info' }).waitFor();
      expect(await page.getByRole('region', { name: 'Organization' }).count()).toBe(0);
      expect(await page.getByText('School profile not available').count()).toBe(0);
      expect(errors).toEqual([]);
    });
    for (const width of [1280, 375])
      await gone('college_fields', async () => {
        const { page, errors } = await s.newPage({ width, height: 800 });
        await page.goto('/college/193');
        await page.getByTestId('school-profile').waitFor();
        const climate = page.getByRole('region', { name: 'Climate Snapshot' });
        await climate.getByRole('alert').getByText('Unable to load climate data').waitFor();
        await page.getByRole('region', { name: 'Organization' }).getByText('Chris Pollard').waitFor();
        await page.getByTestId('player-count').waitFor();
        await checkA11y(page, `school profile with a failed field query, ${width}`);
        if (width === 375) expect(await pageScrollWidth(page)).toBeLessThanOrEqual(375);
        await page.screenshot({ path: `${shots}/profile-field-failed-${width}.png`, fullPage: true });
        // Once the table is back, 'Try again' loads the panel (the partial answer was not cached).
        await s.stack.db.execute(sql.raw(`alter table college_fields_gone rename to college_fields`));
        await climate.getByRole('button', { name: 'Try again' }).click();
        await climate.getByTestId('source').filter({ hasText: 'NOAA' }).waitFor();
        await s.stack.db.execute(sql.raw(`alter table college_fields rename to college_fields_gone`));
        expect(errors).toEqual([]);
      });
  }, 120_000);
});
