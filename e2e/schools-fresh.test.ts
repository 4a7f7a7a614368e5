import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teamPlayerTexts, teamPlayersResponseSchema } from '@dugout/domain/colleges';
import { colleges, teamMembers, teamSubscriptions } from '../apps/server/src/db/schema/index.ts';
import { createUser, TEST_PASSWORD } from '../apps/server/src/test/factories.ts';
import { signInThroughForm, startBrowserStack, type BrowserStack } from './support/browser.ts';

/**
 * docs/decisions/0045-query-key-factories.md: a player's tracker change shows at once on the school's profile (the player's own 'You and This School'
 * panel, docs/decisions/0050-college-search-card.md), because the tracker's mutations invalidate through the query-key factories what they change (invalidateMySchools,
 * docs/decisions/0045-query-key-factories.md), not only the tracker list.
 */
let s: BrowserStack;
let player: Awaited<ReturnType<typeof createUser>>;
const school = { schoolId: 8851, schoolName: 'Fresh Falls University', division: 'D1', conference: 'Fresh East' };

beforeAll(async () => {
  s = await startBrowserStack();
  await s.stack.db.insert(colleges).values(school).onConflictDoNothing();
  player = await createUser(s.stack, 'player', { firstName: 'Fia', lastName: 'Freshman' });
  const coach = await createUser(s.stack, 'coach');
  await s.stack.db
    .insert(teamSubscriptions)
    .values({ teamCode: 'FRSH01', teamName: 'Fresh Finches', teamType: 'travel', coachUserId: coach.id });
  await s.stack.db
    .insert(teamMembers)
    .values({ teamCode: 'FRSH01', userId: player.id, playerName: 'Fia Freshman', status: 'active' });
});
afterAll(() => s?.close());

describe("a school's Team Players panel tells the truth after a tracker change, without a reload", () => {
  it('Add to Tracker on the profile: the player appears in their own team-player panel at once, as the API says', async () => {
    const { page, errors } = await s.newPage({ width: 1280, height: 900 });
    await signInThroughForm(page, player.email, TEST_PASSWORD);
    await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
    await page.goto(`/college/${school.schoolId}`);
    await page.getByRole('heading', { name: school.schoolName, level: 1 }).waitFor();
    // A reload would reset this marker: the change must show in the page as it is.
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await page.getByText(teamPlayerTexts.selfEmpty).waitFor();

    await page.getByRole('button', { name: 'Add to Tracker' }).click();
    await page.getByText('School has been added to your contact tracker.').first().waitFor();
    await page.getByRole('button', { name: 'In Tracker' }).waitFor();
    // Within the panel's 2-minute stale time: only an invalidation brings the row.
    await page.getByText('Fia Freshman').waitFor({ timeout: 5_000 });
    await page.getByText(teamPlayerTexts.selfEmpty).waitFor({ state: 'detached' });
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);

    const res = await page.request.get(`/api/colleges/${school.schoolId}/team-players`);
    expect(res.status()).toBe(200);
    const api = teamPlayersResponseSchema.parse(await res.json());
    expect(api.interested.map((p) => [p.firstName, p.lastName])).toEqual([['Fia', 'Freshman']]);
    expect(errors).toEqual([]);
  });
});
