import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { colleges, teamMembers, teamSubscriptions } from '../apps/server/src/db/schema/index.ts';
import { createUser, TEST_PASSWORD } from '../apps/server/src/test/factories.ts';
import { signInThroughForm, startBrowserStack, type BrowserStack } from './support/browser.ts';

let s: BrowserStack;
let player: Awaited<ReturnType<typeof createUser>>;
let coach: Awaited<ReturnType<typeof createUser>>;

const schools = [
  { schoolId: 8801, schoolName: 'Alder Creek University', division: 'D1', conference: 'Journey East' },
  { schoolId: 8802, schoolName: 'Birchwood College', division: 'D2', conference: 'Journey West' },
  { schoolId: 8803, schoolName: 'Cedar Point State', division: 'D3', conference: null },
];

beforeAll(async () => {
  s = await startBrowserStack();
  await s.stack.db.insert(colleges).values(schools).onConflictDoNothing();
  player = await createUser(s.stack, 'player', { firstName: 'Jo', lastName: 'Journey' });
  coach = await createUser(s.stack, 'coach', { firstName: 'Cam', lastName: 'Coach' });
  await s.stack.db.insert(teamSubscriptions).values({ teamCode: 'JRNY01', teamName: 'Journey Jays', teamType: 'travel', coachUserId: coach.id });
  await s.stack.db.insert(teamMembers).values({ teamCode: 'JRNY01', userId: player.id, playerName: 'Jo Journey', status: 'active' });
});
afterAll(() => s?.close());

const schoolCard = (page: Page, name: string) => page.getByRole('region', { name });

async function addFromTracker(page: Page, search: string, option: string) {
  const picker = page.getByRole('combobox', { name: 'College' });
  await picker.fill(search);
  await page.getByRole('option', { name: option }).click();
  await page.getByRole('button', { name: 'Add to Tracker' }).click();
  await page.getByText('School has been added to your contact tracker.').first().waitFor();
  await schoolCard(page, option.replace(/ \(D\d\)$/, '')).waitFor();
}

describe('recruiting tracker in the browser', () => {
  it('a player adds schools, toggles Coach Email and Offer Received with notes, edits details and removes one', async () => {
    const { page, errors } = await s.newPage();
    await signInThroughForm(page, player.email, TEST_PASSWORD);
    await page.waitForURL(/subscription-post-purchase|metrics|dashboard/);
    await page.goto('/tracker');
    await page.getByText('No schools in your tracker yet').waitFor();

    await addFromTracker(page, 'Alder', 'Alder Creek University (D1)');
    await addFromTracker(page, 'birch', 'Birchwood College (D2)');
    await addFromTracker(page, 'Cedar', 'Cedar Point State (D3)');
    // Newest first.
    const headings = await page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents();
    expect(headings.filter((h) => schools.some((x) => x.schoolName === h))).toEqual(['Cedar Point State', 'Birchwood College', 'Alder Creek University']);

    const alder = schoolCard(page, 'Alder Creek University');
    await alder.getByText('Next step: Questionnaire').waitFor();
    await alder.getByLabel('Notes for Coach Email').fill('Sent my highlight video');
    await alder.getByRole('checkbox', { name: 'Coach Email' }).check();
    await page.getByText('Your progress has been saved.').first().waitFor();
    await alder.getByLabel('Notes for Offer Received').fill('Verbal offer on the phone');
    await alder.getByRole('checkbox', { name: 'Offer Received' }).check();
    await alder.getByText('Offer', { exact: true }).waitFor();
    await alder.getByText('2/7 steps').waitFor();

    await alder.getByLabel('Contact name').fill('Coach Alvarez');
    await alder.getByLabel('Status notes').fill('Follow up in two weeks');
    await alder.getByRole('button', { name: 'Save details' }).click();
    await page.getByText('Tracker information saved').waitFor();

    await page.reload();
    const again = schoolCard(page, 'Alder Creek University');
    expect(await again.getByRole('checkbox', { name: 'Coach Email' }).isChecked()).toBe(true);
    expect(await again.getByRole('checkbox', { name: 'Offer Received' }).isChecked()).toBe(true);
    expect(await again.getByLabel('Notes for Offer Received').inputValue()).toBe('Verbal offer on the phone');
    expect(await again.getByLabel('Completion date for Coach Email').inputValue()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(await again.getByLabel('Contact name').inputValue()).toBe('Coach Alvarez');
    await page.getByText('1 offer', { exact: true }).waitFor();
    await page.getByRole('complementary').getByText('Alder Creek University').waitFor();

    await schoolCard(page, 'Cedar Point State').getByRole('button', { name: 'Remove school' }).click();
    await page.getByRole('dialog', { name: 'Remove school' }).getByRole('button', { name: 'Remove' }).click();
    await page.getByText('School Removed').waitFor();
    await schoolCard(page, 'Cedar Point State').waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
  });

  it("the player's coach sees the tracker read-only with every control disabled (phone width)", async () => {
    const { page, errors } = await s.newPage({ width: 375, height: 800 });
    await signInThroughForm(page, coach.email, TEST_PASSWORD);
    await page.waitForURL('**/team-management');
    await page.goto(`/tracker?user=${player.id}`);
    await page.getByText("Viewing Jo Journey's tracker (read-only)").waitFor();
    const alder = schoolCard(page, 'Alder Creek University');
    expect(await alder.getByRole('checkbox', { name: 'Offer Received' }).isChecked()).toBe(true);
    expect(await page.getByRole('checkbox').evaluateAll((els) => els.every((e) => (e as HTMLInputElement).disabled))).toBe(true);
    expect(await page.getByRole('main').locator('input, textarea, button').evaluateAll((els) => els.filter((e) => !(e as HTMLInputElement).disabled).length)).toBe(0);
    expect(errors).toEqual([]);
  });
});
