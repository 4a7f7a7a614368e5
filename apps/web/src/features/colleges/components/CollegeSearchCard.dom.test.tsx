import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { collegeTexts } from '@dugout/domain/colleges';
import { renderApp, type RenderedApp } from '@/test/Render';
import { users } from '@/test/shell';
import { createTeamFake, fakeSchools } from '@/test/fakes/teams';
import { createCollegesFake, fakeCollegeProfile } from '@/test/fakes/colleges';
import { createProfileFake, fakeProfile } from '@/test/fakes/profile';

/**
 * The College Search & Profile card (docs/spec/part-2-colleges-tracker-scoring.md section 2;
 * docs/decisions/0050-college-search-card.md): on Team Management for a coach and on /colleges for a player, the
 * Division filter, the 'College' picker with options '{school} ({division})', the prompt before a choice, then the
 * school profile with Add to Tracker. Before the fix (cc4e5bd) neither page showed the card: every test here fails
 * at its first query (see the commit).
 */
const schools = [
  ...fakeSchools, // Example State University (D1), Fixture College (D2)
  { schoolId: 9003, schoolName: 'Sample Tech', division: 'D3', conference: null },
  { schoolId: 9004, schoolName: 'Placeholder University', division: 'D1', conference: 'Sample Conference' },
];

const card = () => screen.findByRole('region', { name: 'College Search & Profile' });
/** Opens the College picker as a user does: once its options are in, click it (ArrowDown when it has the focus). */
const openPicker = async (app: RenderedApp, c: HTMLElement) => {
  const input = within(c).getByRole('combobox', { name: 'College' }) as HTMLInputElement;
  await waitFor(() => expect(input.disabled).toBe(false));
  await app.user.click(input);
  if (input.getAttribute('aria-expanded') !== 'true') await app.user.keyboard('{ArrowDown}');
};
const optionNames = async (app: RenderedApp, c: HTMLElement) => {
  await openPicker(app, c);
  const list = await within(c).findByRole('listbox', { name: 'College' });
  const names = within(list)
    .getAllByRole('option')
    .map((o) => o.textContent);
  await app.user.keyboard('{Escape}');
  return names;
};
const choose = async (app: RenderedApp, c: HTMLElement, name: string) => {
  await openPicker(app, c);
  await app.user.click(await within(c).findByRole('option', { name }));
};

async function teamManagement() {
  const team = createTeamFake({ schools });
  // the profile lacks Placeholder University's: its choice answers 404
  const colleges = createCollegesFake({
    userId: users.coach.id,
    schools,
    profiles: schools.filter((s) => s.schoolId !== 9004).map((s) => fakeCollegeProfile(s)),
  });
  const app = await renderApp('/team-management?team=THUNDER17U', {
    user: users.coach,
    handlers: [...colleges.handlers(), ...team.handlers()],
  });
  return { app, colleges, card: await card() };
}

async function collegesPage() {
  const colleges = createCollegesFake({ userId: users.player.id, schools });
  const profile = createProfileFake({
    profile: fakeProfile({ userId: users.player.id, email: users.player.email, zipCode: null }),
  });
  const app = await renderApp('/colleges', {
    user: users.player,
    handlers: [...colleges.handlers(), ...profile.handlers()],
  });
  return { app, colleges, card: await card() };
}

describe('College Search & Profile card', () => {
  it.each([
    ['Team Management (coach)', teamManagement],
    ['/colleges (player)', collegesPage],
  ])('on %s: the Division filter, the College picker and the prompt', async (_where, open) => {
    const { app, card: c } = await open();
    const division = within(c).getByRole('combobox', { name: 'Division' });
    expect(
      within(division)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All Divisions', 'D1', 'D2', 'D3']);
    expect(within(c).getByText(collegeTexts.selectPrompt)).toBeTruthy();
    expect(await optionNames(app, c)).toEqual(
      expect.arrayContaining([
        'Example State University (D1)',
        'Fixture College (D2)',
        'Sample Tech (D3)',
        'Placeholder University (D1)',
      ]),
    );

    // the Division filter narrows the options to that division
    await app.user.selectOptions(division, 'D1');
    await waitFor(async () =>
      expect((await optionNames(app, c)).sort()).toEqual([
        'Example State University (D1)',
        'Placeholder University (D1)',
      ]),
    );
  });

  it.each([
    ['Team Management (coach)', teamManagement],
    ['/colleges (player)', collegesPage],
  ])('on %s: choosing a college shows its profile; Add to Tracker puts it in the tracker', async (_where, open) => {
    const { app, colleges, card: c } = await open();
    await choose(app, c, 'Fixture College (D2)');
    await within(c).findByRole('heading', { name: 'Fixture College' });
    expect(within(c).queryByText(collegeTexts.selectPrompt)).toBeNull();

    await app.user.click(within(c).getByRole('button', { name: 'Add to Tracker' }));
    // the tracker, read again after the add, holds the school: the button says so
    await within(c).findByRole('button', { name: 'In Tracker' });
    expect(colleges.state.tracker.map((e) => e.schoolName)).toEqual(['Fixture College']);
  });

  it('a college without a profile says School profile not available', async () => {
    const { app, card: c } = await teamManagement();
    await choose(app, c, 'Placeholder University (D1)');
    await within(c).findByText(collegeTexts.profileNotAvailable);
    expect(within(c).queryByRole('button', { name: 'Add to Tracker' })).toBeNull();
  });
});
