import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { colleges, teamMembers, teamSubscriptions } from '../apps/server/src/db/schema/index.ts';
import { createUser, TEST_PASSWORD } from '../apps/server/src/test/factories.ts';
import { signInThroughForm, startBrowserStack, type BrowserStack } from './support/browser.ts';
import { checkA11y, pageScrollWidth } from './support/a11y.ts';

let s: BrowserStack;
let player: Awaited<ReturnType<typeof createUser>>;
let coach: Awaited<ReturnType<typeof createUser>>;

const schools = [
  { schoolId: 8801, schoolName: 'Alder Creek University', division: 'D1', conference: 'Journey East' },
  { schoolId: 8802, schoolName: 'Birchwood College', division: 'D2', conference: 'Journey West' },
  { schoolId: 8803, schoolName: 'Cedar Point State', division: 'D3', conference: null },
  { schoolId: 8804, schoolName: 'Dogwood Tech', division: 'D1', conference: 'Journey East' },
];

beforeAll(async () => {
  s = await startBrowserStack();
  await s.stack.db.insert(colleges).values(schools).onConflictDoNothing();
  player = await createUser(s.stack, 'player', { firstName: 'Jo', lastName: 'Journey' });
  coach = await createUser(s.stack, 'coach', { firstName: 'Cam', lastName: 'Coach' });
  await s.stack.db
    .insert(teamSubscriptions)
    .values({ teamCode: 'JRNY01', teamName: 'Journey Jays', teamType: 'travel', coachUserId: coach.id });
  await s.stack.db
    .insert(teamMembers)
    .values({ teamCode: 'JRNY01', userId: player.id, playerName: 'Jo Journey', status: 'active' });
});
afterAll(() => s?.close());

const schoolCard = (page: Page, name: string) => page.getByRole('region', { name });
/** Opens one school's seven steps (a compact row until then). */
async function showSteps(page: Page, name: string) {
  await schoolCard(page, name).getByRole('button', { name: 'Show steps' }).click();
  return schoolCard(page, name);
}

async function addFromTracker(page: Page, search: string, option: string) {
  const picker = page.getByRole('combobox', { name: 'College' });
  await picker.fill(search);
  await page.getByRole('option', { name: option }).click();
  await page.getByRole('button', { name: 'Add to Tracker' }).click();
  await page.getByText('School has been added to your contact tracker.').first().waitFor();
  await schoolCard(page, option.replace(/ \(D\d\)$/, '')).waitFor();
}

describe('recruiting tracker in the browser', () => {
  it('a player adds three schools from their profiles (twice: duplicate message), one from the picker, toggles Coach Email and Offer Received with notes, edits details, removes one', async () => {
    const { page, errors } = await s.newPage();
    await signInThroughForm(page, player.email, TEST_PASSWORD);
    await page.waitForURL(/subscription-post-purchase|metrics|dashboard/);
    await page.goto('/tracker');
    await page.getByText('No schools in your tracker yet').waitFor();

    // Three schools from their profiles; the fourth from the tracker's own college picker.
    for (const x of schools.slice(0, 3)) {
      await page.goto(`/college/${x.schoolId}`);
      // The school's name is the page's h1 on its own profile page.
      await page.getByRole('heading', { name: x.schoolName, level: 1 }).waitFor();
      await page.getByRole('button', { name: 'Add to Tracker' }).click();
      await page.getByText('School has been added to your contact tracker.').first().waitFor();
      await page.getByRole('button', { name: 'In Tracker' }).waitFor();
      if (x === schools[0]) {
        await page.goto('/tracker');
        await page.getByText('1 school', { exact: true }).waitFor();
      }
    }
    await page.getByRole('button', { name: 'In Tracker' }).click();
    await page.getByText('This school is already in your tracker.').waitFor();

    await page.goto('/tracker');
    await addFromTracker(page, 'dogw', 'Dogwood Tech (D1)');
    await page.getByText('4 schools', { exact: true }).waitFor();
    await (await showSteps(page, 'Dogwood Tech')).getByRole('button', { name: 'Remove school' }).click();
    await page.getByRole('dialog', { name: 'Remove school' }).getByRole('button', { name: 'Remove' }).click();
    await page.getByText('School Removed').waitFor();
    await schoolCard(page, 'Dogwood Tech').waitFor({ state: 'detached' });

    // Newest first.
    const headings = await page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents();
    expect(headings.filter((h) => schools.some((x) => x.schoolName === h))).toEqual([
      'Cedar Point State',
      'Birchwood College',
      'Alder Creek University',
    ]);

    // Compact rows: progress (n/7) and the next step; the seven steps open for one school at a time.
    const alder = schoolCard(page, 'Alder Creek University');
    await alder.getByText('Next step: Questionnaire').waitFor();
    await alder.getByText('0/7 steps').waitFor();
    expect(await page.getByRole('checkbox').count()).toBe(0);
    await showSteps(page, 'Birchwood College');
    expect(await page.getByRole('checkbox').count()).toBe(7);
    await showSteps(page, 'Alder Creek University');
    expect(await page.getByRole('checkbox').count()).toBe(7);
    expect(await schoolCard(page, 'Birchwood College').getByRole('button', { name: 'Show steps' }).count()).toBe(1);
    // A step's date and notes open on demand (docs/decisions/0052-daily-screens.md).
    await alder.getByRole('button', { name: 'Edit Coach Email' }).click();
    await alder.getByLabel('Notes for Coach Email').fill('Sent my highlight video');
    await alder.getByRole('checkbox', { name: 'Coach Email' }).check();
    await page.getByText('Your progress has been saved.').first().waitFor();
    await alder.getByRole('button', { name: 'Edit Offer Received' }).click();
    await alder.getByLabel('Notes for Offer Received').fill('Verbal offer on the phone');
    await alder.getByRole('checkbox', { name: 'Offer Received' }).check();
    await alder.getByText('Offer', { exact: true }).waitFor();
    await alder.getByText('2/7 steps').waitFor();

    await alder.getByRole('button', { name: 'Edit details' }).click();
    await alder.getByLabel('Contact name').fill('Coach Alvarez');
    await alder.getByLabel('Status notes').fill('Follow up in two weeks');
    await alder.getByRole('button', { name: 'Save details' }).click();
    await page.getByText('Tracker information saved').waitFor();

    await page.reload();
    await alder.getByText('2/7 steps').waitFor();
    await alder.getByText('Next step: Questionnaire').waitFor();
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 800 });
      await checkA11y(page, `tracker, compact rows at ${width}`);
      expect(await pageScrollWidth(page)).toBeLessThanOrEqual(width);
    }
    await page.setViewportSize({ width: 1280, height: 800 });
    const again = await showSteps(page, 'Alder Creek University');
    await checkA11y(page, 'tracker, one school expanded');
    expect(await again.getByRole('checkbox', { name: 'Coach Email' }).isChecked()).toBe(true);
    expect(await again.getByRole('checkbox', { name: 'Offer Received' }).isChecked()).toBe(true);
    // Notes, contact name and status notes read as text; a step's date in its editor.
    await again.getByText('Verbal offer on the phone', { exact: true }).waitFor();
    await again.getByText('Sent my highlight video', { exact: true }).waitFor();
    await again.getByText('Coach Alvarez', { exact: true }).waitFor();
    await again.getByText('Follow up in two weeks', { exact: true }).waitFor();
    await again.getByRole('button', { name: 'Edit Coach Email' }).click();
    expect(await again.getByLabel('Completion date for Coach Email').inputValue()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(await again.getByLabel('Notes for Coach Email').inputValue()).toBe('Sent my highlight video');
    await page.getByText('1 offer', { exact: true }).waitFor();
    await page.getByRole('complementary').getByRole('link', { name: 'Alder Creek University' }).waitFor();

    // The player records their own commitment (PUT /api/me/commitment).
    await page.getByRole('button', { name: 'Record Commitment' }).click();
    await page.getByLabel('Committed school').selectOption({ label: 'Alder Creek University (D1)' });
    await page.getByLabel('Commitment date').fill('2026-05-01');
    await page.getByRole('button', { name: 'Save Commitment' }).click();
    await page.getByText('Commitment saved').waitFor();
    await page.getByRole('status').filter({ hasText: 'Committed to Alder Creek University' }).waitFor();

    expect(errors).toEqual([]);
  });

  it('the player logs a coach contact on a school profile, edits it and deletes it', async () => {
    const { page, errors } = await s.newPage();
    await signInThroughForm(page, player.email, TEST_PASSWORD);
    await page.waitForURL(/subscription-post-purchase|metrics|dashboard/);
    await page.goto('/college/8801');
    await page.getByRole('heading', { name: 'Coach Contact Log' }).waitFor();
    await page.getByText('No contact logs yet. Click "Log Contact" to add your first entry.').waitFor();
    await page.getByRole('button', { name: 'Log Contact' }).click();
    const dialog = page.getByRole('dialog', { name: 'Log Contact' });
    expect(await dialog.getByLabel('Contact Method').inputValue()).toBe('Email');
    await dialog.getByRole('button', { name: 'Log Contact' }).click();
    await dialog.getByText('Contact name is required').waitFor();
    await dialog.getByLabel('Contact Name').fill('Coach Rivera');
    await dialog.getByLabel('Title / Role').fill('Pitching Coach');
    await dialog.getByLabel('Contact Date').fill('2026-03-14');
    await dialog.getByLabel('Contact Info').fill('rivera@alder.example');
    await dialog.getByLabel('Discussion / Notes').fill('Asked for my bullpen video');
    await dialog.getByRole('button', { name: 'Log Contact' }).click();
    await page.getByText('Contact logged').waitFor();
    const table = page.getByRole('table', { name: 'Coach Contact Log' });
    await table.getByRole('cell', { name: 'Coach Rivera', exact: true }).waitFor();
    expect(await table.getByRole('columnheader').allTextContents()).toEqual([
      'Contact Name',
      'Title / Role',
      'Contact Date',
      'Contact Method / Info',
      'Discussion / Notes',
      'Actions',
    ]);

    await page.getByRole('button', { name: 'Edit contact log Coach Rivera' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Contact' });
    await edit.getByLabel('Contact Method').selectOption('Phone');
    await edit.getByLabel('Discussion / Notes').fill('Called back: invited to the fall camp');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Contact updated').waitFor();
    await table.getByText('Called back: invited to the fall camp').waitFor();
    await table.getByText('Phone').waitFor();

    await page.getByRole('button', { name: 'Delete contact log Coach Rivera' }).click();
    await page.getByText('Are you sure you want to delete this contact log?').waitFor();
    await page.getByRole('dialog', { name: 'Delete contact log' }).getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Contact deleted').waitFor();
    await page.getByText('No contact logs yet. Click "Log Contact" to add your first entry.').waitFor();
    expect(errors).toEqual([]);
  });

  it("the coach sees the player's offer, commitment and row colour in the College Interaction tab", async () => {
    const { page, errors } = await s.newPage();
    await signInThroughForm(page, coach.email, TEST_PASSWORD);
    await page.waitForURL('**/team-management');
    await page.goto('/team-management?team=JRNY01');
    await page.getByRole('tab', { name: 'College Interaction' }).click();
    const row = page.getByRole('row').filter({ has: page.getByRole('button', { name: 'Jo Journey' }) });
    // Committed wins over offers and followed schools: the row is green; the offer still counts.
    expect(await row.getAttribute('data-tone')).toBe('green');
    expect(await row.getByRole('cell').nth(3).textContent()).toBe('1');
    expect(await row.getByRole('cell').nth(4).textContent()).toBe('Alder Creek University');
    await row.getByRole('button', { name: 'Jo Journey' }).click();
    const offer = page.getByRole('checkbox', { name: 'Offer Received' }).first();
    expect(await offer.isChecked()).toBe(true);
    expect(await offer.isDisabled()).toBe(true);
    expect(errors).toEqual([]);
  });

  it("the player's coach sees the tracker read-only with every control disabled (phone width)", async () => {
    const { page, errors } = await s.newPage({ width: 375, height: 800 });
    await signInThroughForm(page, coach.email, TEST_PASSWORD);
    await page.waitForURL('**/team-management');
    await page.goto(`/tracker?user=${player.id}`);
    await page.getByText("Viewing Jo Journey's tracker (read-only)").waitFor();
    const alder = await showSteps(page, 'Alder Creek University');
    expect(await alder.getByRole('checkbox', { name: 'Offer Received' }).isChecked()).toBe(true);
    await page.getByRole('status').filter({ hasText: 'Committed to Alder Creek University' }).waitFor();
    expect(await page.getByRole('button', { name: 'Save Commitment' }).count()).toBe(0);
    expect(
      await page.getByRole('checkbox').evaluateAll((els) => els.every((e) => (e as HTMLInputElement).disabled)),
    ).toBe(true);
    expect(
      await page
        .getByRole('main')
        .locator('input, textarea, button:not([aria-expanded])')
        .evaluateAll((els) => els.filter((e) => !(e as HTMLInputElement).disabled).length),
    ).toBe(0);
    expect(errors).toEqual([]);
  });
});
