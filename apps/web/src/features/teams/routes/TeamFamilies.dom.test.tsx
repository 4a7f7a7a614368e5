import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { guardianEmailMessages, teamMessageMessages, teamMessageTexts } from '@dugout/domain/teams';
import { renderApp } from '@/test/Render';
import { users } from '@/test/shell';
import { createTeamFake, fakeMember, fakeTeam } from '@/test/fakes/teams';
import { toast } from '@/lib/toast';

/**
 * The coach's side of families on /team-management (docs/decisions/0064-coaches-and-families.md): a player's
 * guardians in the row's details, 'E-mail players & guardians' (who receives it, how many e-mails the server
 * queued), the guardian's e-mail on Add Player and on the import.
 */
const PAGE = '/team-management?team=THUNDER17U';
const jordan = { name: 'Jordan Demoparent', email: 'parent@example.com' };

function scene() {
  return createTeamFake({
    members: [
      fakeMember({ id: 'm-casey', playerName: 'Casey Demoplayer', guardians: [jordan] }),
      fakeMember({ id: 'm-blake', playerName: 'Blake Testwell' }),
      fakeMember({ id: 'm-riley', playerName: 'Riley Sample', guardians: [jordan] }),
    ],
  });
}

async function openPage(fake: ReturnType<typeof scene>) {
  const app = await renderApp(PAGE, { user: users.coach, handlers: fake.handlers() });
  await screen.findByRole('heading', { name: `Player Roster (${fake.state.members.length})` });
  return app;
}

afterEach(() => vi.restoreAllMocks());

describe("Team Management: a player's families", () => {
  it("shows a player's guardians in the row's details, and says so when none shares with coaches", async () => {
    const app = await openPage(scene());
    await app.user.click(screen.getByRole('button', { name: 'Details for Casey Demoplayer' }));
    const guardians = await screen.findByRole('region', { name: 'Parents / Guardians of Casey Demoplayer' });
    expect(within(guardians).getByTestId('member-guardians').textContent).toBe(
      'Jordan Demoparent · parent@example.com',
    );
    expect(within(guardians).getByRole('link', { name: 'parent@example.com' }).getAttribute('href')).toBe(
      'mailto:parent@example.com',
    );

    await app.user.click(screen.getByRole('button', { name: 'Details for Blake Testwell' }));
    const none = await screen.findByRole('region', { name: 'Parents / Guardians of Blake Testwell' });
    expect(within(none).getByText(teamMessageTexts.noGuardians)).toBeTruthy();
  });

  it('e-mails the chosen players and their guardians: shows who receives it, then how many e-mails were queued', async () => {
    const success = vi.spyOn(toast, 'success');
    const fake = scene();
    const app = await openPage(fake);
    const opener = screen.getByRole('button', { name: teamMessageTexts.open });
    await app.user.click(opener);
    const dialog = screen.getByRole('dialog', { name: teamMessageTexts.title });
    const recipients = within(dialog).getByRole('region', { name: `${teamMessageTexts.recipients} (0)` });
    expect(within(recipients).getByText(teamMessageTexts.noRecipients)).toBeTruthy();

    // nothing chosen, nothing written: the schema's messages, nothing sent
    await app.user.click(within(dialog).getByRole('button', { name: teamMessageTexts.send }));
    expect(within(dialog).getByText(teamMessageMessages.noPlayers)).toBeTruthy();
    expect(within(dialog).getByText(teamMessageMessages.subjectRequired)).toBeTruthy();
    expect(within(dialog).getByText(teamMessageMessages.bodyRequired)).toBeTruthy();
    expect(fake.state.mails).toEqual([]);

    await app.user.click(within(dialog).getByRole('checkbox', { name: /Casey Demoplayer/ }));
    await app.user.click(within(dialog).getByRole('checkbox', { name: /Riley Sample/ }));
    // Casey, Riley and their one guardian (once, though the guardian of both)
    expect(within(dialog).getByTestId('message-recipients').textContent).toBe(
      [
        'Casey Demoplayer · casey.demoplayer@example.com',
        'Riley Sample · riley.sample@example.com',
        'Jordan Demoparent · parent@example.com (guardian of Casey Demoplayer)',
      ].join(''),
    );
    await app.user.type(within(dialog).getByLabelText(teamMessageTexts.subject), 'Practice moved');
    await app.user.type(within(dialog).getByLabelText(teamMessageTexts.message), 'We start at 6 on Saturday.');
    await app.user.click(within(dialog).getByRole('button', { name: teamMessageTexts.send }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(success).toHaveBeenCalledWith(teamMessageTexts.sentTitle, { description: '3 e-mails queued.' });
    expect(fake.state.mails.map((m) => m.to)).toEqual([
      'casey.demoplayer@example.com',
      'riley.sample@example.com',
      'parent@example.com',
    ]);
    // focus goes back to what opened the dialog
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it("'Select all' chooses every player; a row's E-mail button opens the dialog with that player chosen", async () => {
    const fake = scene();
    const app = await openPage(fake);
    await app.user.click(screen.getByRole('button', { name: 'Details for Blake Testwell' }));
    await app.user.click(await screen.findByRole('button', { name: 'E-mail Blake Testwell & guardians' }));
    const dialog = screen.getByRole('dialog', { name: teamMessageTexts.title });
    expect((within(dialog).getByRole('checkbox', { name: /Blake Testwell/ }) as HTMLInputElement).checked).toBe(true);
    expect(within(dialog).getByRole('region', { name: `${teamMessageTexts.recipients} (1)` })).toBeTruthy();
    await app.user.click(within(dialog).getByRole('checkbox', { name: teamMessageTexts.selectAll }));
    expect(within(dialog).getByRole('region', { name: `${teamMessageTexts.recipients} (4)` })).toBeTruthy();
  });

  it("is not offered to someone who may view the team but not message it (the team's ability)", async () => {
    const fake = createTeamFake({
      team: fakeTeam({
        abilities: { ...fakeTeam().abilities, managePlayers: false, messagePlayers: false },
      }),
      members: [fakeMember({ id: 'm-casey', playerName: 'Casey Demoplayer', guardians: [jordan] })],
    });
    const app = await openPage(fake);
    expect(screen.queryByRole('button', { name: teamMessageTexts.open })).toBeNull();
    await app.user.click(screen.getByRole('button', { name: 'Details for Casey Demoplayer' }));
    expect(screen.queryByRole('region', { name: /Parents \/ Guardians/ })).toBeNull();
  });
});

describe("Team Management: a guardian's e-mail on an invite", () => {
  it('Add Player takes an optional guardian e-mail, checks it, and the pending invite shows it', async () => {
    const fake = scene();
    const app = await openPage(fake);
    await app.user.click(screen.getByRole('button', { name: 'Add Player' }));
    const dialog = screen.getByRole('dialog', { name: 'Add New Player' });
    await app.user.type(within(dialog).getByLabelText('First Name'), 'Jordan');
    await app.user.type(within(dialog).getByLabelText('Last Name'), 'Newcomb');
    await app.user.type(within(dialog).getByLabelText('Email'), 'jordan.newcomb@example.com');
    await app.user.selectOptions(within(dialog).getByLabelText('Primary Position'), 'C');
    const guardian = within(dialog).getByLabelText(guardianEmailMessages.label);
    await app.user.type(guardian, 'jordan.newcomb@example.com');
    await app.user.click(within(dialog).getByRole('button', { name: 'Add Player' }));
    expect(await within(dialog).findByText(guardianEmailMessages.sameAsPlayer)).toBeTruthy();
    expect(fake.state.invites).toEqual([]);

    await app.user.clear(guardian);
    await app.user.type(guardian, 'Mom.Newcomb@Example.com');
    await app.user.click(within(dialog).getByRole('button', { name: 'Add Player' }));

    const pending = screen.getByRole('region', { name: 'Pending invites' });
    await within(pending).findByText('Guardian: mom.newcomb@example.com');
    expect(fake.state.invites[0]!.guardianEmail).toBe('mom.newcomb@example.com');
  });

  it('the import reads the Guardian Email column and shows it in the preview', async () => {
    const fake = scene();
    const app = await openPage(fake);
    await app.user.click(screen.getByRole('button', { name: 'Import Players' }));
    const dialog = screen.getByRole('dialog', { name: 'Import Players from Spreadsheet' });
    expect(within(dialog).getByText(/Guardian Email is optional/)).toBeTruthy();
    const csv = [
      'First Name,Last Name,Email,Primary Position,Graduation Year,Zip Code,High School,Height (inches),Weight (lbs),Bats,Throws,Guardian Email',
      'Avery,Import,avery.import@example.com,RHP,2027,,,,,,,avery.parent@example.com',
      'Morgan,Import,morgan.import@example.com,1B,2028',
    ].join('\n');
    await app.user.upload(
      within(dialog).getByLabelText('CSV file'),
      new File([csv], 'players.csv', { type: 'text/csv' }),
    );
    const preview = await within(dialog).findByRole('table', { name: 'Preview' });
    expect(within(preview).getByRole('columnheader', { name: 'Guardian Email' })).toBeTruthy();
    expect(within(preview).getByText('avery.parent@example.com')).toBeTruthy();
    await app.user.click(within(dialog).getByRole('button', { name: 'Import 2 Players' }));

    await waitFor(() => expect(fake.state.invites).toHaveLength(2));
    expect(fake.state.invites.map((i) => i.guardianEmail)).toEqual(['avery.parent@example.com', null]);
  });
});
