import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { commitmentRemovalTexts, inviteMailLabel, rosterCountLabel } from '@dugout/domain/teams';
import { renderApp } from '@/test/Render';
import { users } from '@/test/shell';
import { createTeamFake, fakeInvite, fakeMember, fakeSchools } from '@/test/fakes/teams';
import { cellText, rosterRow } from '@/test/queries';

/**
 * docs/decisions/0045-query-key-factories.md: after each of a coach's changes on /team-management the lists show what the server now holds,
 * without a reload: every mutation invalidates through the query-key factories (docs/decisions/0045-query-key-factories.md).
 * The fake server's state is "the database"; its GETs answer the state after the change, so a list that is not
 * refetched keeps showing the old one and the test fails (docs/decisions/0047-dom-tests.md).
 */
const TEAM = 'THUNDER17U';
const PAGE = `/team-management?team=${TEAM}`;

function scene() {
  return createTeamFake({
    members: [
      fakeMember({ id: 'm-finley', playerName: 'Finley Fixture' }),
      fakeMember({ id: 'm-blake', playerName: 'Blake Testwell', hitScore: 3 }),
      fakeMember({ id: 'm-riley', playerName: 'Riley Sample', hitScore: 4 }),
    ],
  });
}

async function openPage(fake: ReturnType<typeof scene>) {
  const app = await renderApp(PAGE, { user: users.coach, handlers: fake.handlers() });
  await screen.findByRole('heading', { name: `Player Roster (${fake.state.members.length})` });
  return app;
}

/** Opens a player's details in the Player Roster (their ratings, commitment and Remove). */
async function openDetails(app: Awaited<ReturnType<typeof openPage>>, name: string) {
  await app.user.click(screen.getByRole('button', { name: `Details for ${name}` }));
}

describe('Team Management: the lists a coach sees after each change', () => {
  it('removing a player takes the row away and lowers both counts', async () => {
    const fake = scene();
    const app = await openPage(fake);
    expect(screen.getByText(rosterCountLabel(3, 30))).toBeTruthy();
    expect(rosterRow('Finley Fixture')).toBeTruthy();

    await openDetails(app, 'Finley Fixture');
    await app.user.click(screen.getByRole('button', { name: 'Remove' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove Player' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Remove Player' }));

    expect(fake.state.members.map((m) => m.playerName)).toEqual(['Blake Testwell', 'Riley Sample']);
    await screen.findByRole('heading', { name: 'Player Roster (2)' });
    expect(rosterRow('Finley Fixture', { optional: true })).toBeNull();
    expect(screen.getByText(rosterCountLabel(2, 30))).toBeTruthy();
  });

  it('a rating shows in the roster column', async () => {
    const fake = scene();
    const app = await openPage(fake);
    expect(cellText('Blake Testwell', 'Hit Score')).toBe('3');

    await openDetails(app, 'Blake Testwell');
    await app.user.selectOptions(screen.getByLabelText('Hit Score'), '5');

    await waitFor(() => expect(fake.state.members.find((m) => m.id === 'm-blake')!.hitScore).toBe(5));
    await waitFor(() => expect(cellText('Blake Testwell', 'Hit Score')).toBe('5'));
  });

  it('a recorded and then a removed commitment show in the roster column', async () => {
    const fake = scene();
    const app = await openPage(fake);
    const school = fakeSchools[0]!;
    expect(cellText('Blake Testwell', 'Commitment')).toBe('—');

    await openDetails(app, 'Blake Testwell');
    await app.user.click(screen.getByRole('button', { name: 'Set Commitment' }));
    const dialog = screen.getByRole('dialog', { name: 'Record Commitment' });
    // the one College picker (a combobox since docs/decisions/0050-college-search-card.md): open it, choose the school
    const college = within(dialog).getByRole('combobox', { name: 'College' }) as HTMLInputElement;
    await waitFor(() => expect(college.disabled).toBe(false));
    await app.user.click(college);
    await app.user.click(
      await within(dialog).findByRole('option', { name: `${school.schoolName} (${school.division})` }),
    );
    await app.user.click(within(dialog).getByRole('button', { name: 'Save Commitment' }));

    await waitFor(() => expect(cellText('Blake Testwell', 'Commitment')).toBe(school.schoolName));
    expect(fake.state.members.find((m) => m.id === 'm-blake')!.commitment?.schoolName).toBe(school.schoolName);

    await app.user.click(screen.getByRole('button', { name: commitmentRemovalTexts.button }));
    const confirm = screen.getByRole('dialog', { name: commitmentRemovalTexts.title });
    await app.user.click(within(confirm).getByRole('button', { name: commitmentRemovalTexts.confirm }));

    await waitFor(() => expect(cellText('Blake Testwell', 'Commitment')).toBe('—'));
    expect(fake.state.members.find((m) => m.id === 'm-blake')!.commitment).toBeNull();
  });

  it('an added player is listed under Pending Invites, and Send Invite shows it sent', async () => {
    const fake = scene();
    const app = await openPage(fake);
    const pending = screen.getByRole('region', { name: 'Pending invites' });
    expect(within(pending).getByRole('heading', { name: 'Pending Invites (0)' })).toBeTruthy();

    await app.user.click(screen.getByRole('button', { name: 'Add Player' }));
    const dialog = screen.getByRole('dialog', { name: 'Add New Player' });
    await app.user.type(within(dialog).getByLabelText('First Name'), 'Jordan');
    await app.user.type(within(dialog).getByLabelText('Last Name'), 'Newcomb');
    await app.user.type(within(dialog).getByLabelText('Email'), 'jordan.newcomb@example.com');
    await app.user.selectOptions(within(dialog).getByLabelText('Primary Position'), 'C');
    await app.user.click(within(dialog).getByRole('button', { name: 'Add Player' }));

    await within(pending).findByRole('heading', { name: 'Pending Invites (1)' });
    expect(within(pending).getByText(/jordan\.newcomb@example\.com/)).toBeTruthy();
    expect(fake.state.invites.map((i) => i.email)).toEqual(['jordan.newcomb@example.com']);

    await app.user.click(within(pending).getByRole('button', { name: 'Send Invite to Jordan Newcomb' }));
    const sent = inviteMailLabel({ status: 'sent' })!;
    await within(pending).findByText(new RegExp(sent));
    expect(fake.state.invites[0]!.mail?.status).toBe('sent');
  });

  it('Send Invite on an invite already listed shows it sent', async () => {
    const fake = scene();
    fake.state.invites.push(fakeInvite({ id: 'inv-1', firstName: 'Sam', lastName: 'Waiting' }));
    const app = await openPage(fake);
    const pending = screen.getByRole('region', { name: 'Pending invites' });
    const sent = new RegExp(inviteMailLabel({ status: 'sent' })!);
    expect(within(pending).queryByText(sent)).toBeNull();

    await app.user.click(within(pending).getByRole('button', { name: 'Send Invite to Sam Waiting' }));

    await within(pending).findByText(sent);
    expect(fake.state.invites[0]!.status).toBe('sent');
  });

  it('imported players are listed under Pending Invites', async () => {
    const fake = scene();
    const app = await openPage(fake);
    const pending = screen.getByRole('region', { name: 'Pending invites' });

    await app.user.click(screen.getByRole('button', { name: 'Import Players' }));
    const dialog = screen.getByRole('dialog', { name: 'Import Players from Spreadsheet' });
    const csv = [
      'First Name,Last Name,Email,Primary Position,Graduation Year',
      'Avery,Import,avery.import@example.com,RHP,2027',
      'Morgan,Import,morgan.import@example.com,1B,2028',
    ].join('\n');
    await app.user.upload(
      within(dialog).getByLabelText('CSV file'),
      new File([csv], 'players.csv', { type: 'text/csv' }),
    );
    const importButton = await within(dialog).findByRole('button', { name: 'Import 2 Players' });
    await app.user.click(importButton);

    await within(pending).findByRole('heading', { name: 'Pending Invites (2)' });
    expect(within(pending).getByText(/avery\.import@example\.com/)).toBeTruthy();
    expect(within(pending).getByText(/morgan\.import@example\.com/)).toBeTruthy();
    expect(fake.state.invites).toHaveLength(2);
  });
});
