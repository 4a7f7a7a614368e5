import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { notifications, teamInvites, users } from '../apps/server/src/db/schema/index.ts';
import { linkIn } from '../apps/server/src/test/smtp.ts';
import { signInThroughForm, startBrowserStack, type BrowserStack, signUpByApi } from './support/browser.ts';
import { checkA11y, pageScrollWidth } from './support/a11y.ts';

let s: BrowserStack;
beforeAll(async () => {
  s = await startBrowserStack();
});
afterAll(() => s?.close());

const header =
  'First Name,Last Name,Email,Primary Position,Graduation Year,Zip Code,High School,Height (inches),Weight (lbs),Bats,Throws';
const csvRows = (badRow?: number) =>
  Array.from({ length: 12 }, (_, i) => {
    const year = badRow === i ? 'soon' : String(2027 + (i % 4));
    return `Rookie${i},Testplayer,rookie${i}.journey@example.test,${i === 0 ? 'RHP' : 'OF'},${year},7520${i % 10},"Central High, Springfield",72,180,Right,Right`;
  });
/** A 1×1 PNG (a real image: the header shows it after the upload). */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const csvFile = (name: string, rows: string[]) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'i4-csv-'));
  const file = path.join(dir, name);
  writeFileSync(file, [header, ...rows].join('\n') + '\n');
  return file;
};

describe('team management in the browser', () => {
  it('the demo coach creates a team, imports players, invites one who joins and submits; the coach rates, records a commitment and edits the submission', async () => {
    const coach = await s.newPage();
    await signInThroughForm(coach.page, 'coach@example.com', 'dugout-demo');
    await coach.page.waitForURL('**/team-management');
    await coach.page.getByRole('heading', { name: 'Team Management Dashboard' }).waitFor();
    await coach.page
      .getByRole('group', { name: 'Select Team' })
      .getByRole('button', { name: 'Demo Thunder 17U' })
      .waitFor();

    // Create a second team with the 2-step wizard.
    await coach.page.getByRole('button', { name: 'Create Team' }).click();
    const wizard = coach.page.getByRole('dialog', { name: 'Create Your Team' });
    await wizard.getByLabel('Team Name').fill('J');
    await wizard.getByRole('button', { name: 'Next' }).click();
    await coach.page.getByText('Please fill in all required fields before continuing.').waitFor();
    await wizard.getByText('Team name must be at least 2 characters').waitFor();
    await wizard.getByLabel('Team Name').fill('Journey Jays 16U');
    await wizard.getByLabel('Team Type').selectOption('Travel');
    await wizard.getByLabel('City').fill('Austin');
    await wizard.getByLabel('State').selectOption('TX');
    await wizard.getByLabel('Contact Email').fill('coach@example.com');
    await wizard.getByRole('button', { name: 'Next' }).click();
    await wizard.getByLabel('Twitter Handle').fill('@journeyjays');
    await wizard.getByRole('button', { name: 'Create Team' }).click();
    const success = coach.page.getByRole('dialog', { name: 'Team Created Successfully!' });
    const teamCode = (await success.getByTestId('created-team-code').textContent())!;
    expect(teamCode).toMatch(/^JOU[A-Z2-9]{9}$/);
    await coach.page.waitForURL(`**/team-management?team=${teamCode}`, { timeout: 6000 });
    await coach.page.getByRole('heading', { name: 'Journey Jays 16U' }).waitFor();
    await coach.page.getByText('Registered Coaches (1)').waitFor();
    await coach.page.getByText('No additional coaches registered').waitFor();

    // A second coach joins by TeamID: a request the owner approves in Registered Coaches, then removes.
    const second = await s.newPage();
    await signUpByApi(s, second.page, {
      accountType: 'coach',
      firstName: 'Sam',
      lastName: 'Second',
      email: 'sam.second@example.test',
      password: 'second-pass-1',
    });
    await second.page.goto('/team-management');
    await second.page.getByRole('button', { name: 'Join Existing Team/Org' }).click();
    const join = second.page.getByRole('dialog', { name: 'Join Existing Team/Org' });
    await join.getByLabel('TeamID').fill(teamCode);
    await join.getByText('Journey Jays 16U').waitFor();
    await join.getByRole('button', { name: 'Join Team' }).click();
    await second.page.getByRole('status').filter({ hasText: 'Request sent to the team owner' }).waitFor();
    await second.page.getByText('Waiting for the team owner to approve your request.').waitFor();
    await s.stack.smtp.waitFor('coach@example.com', /A coach asks to join your team/);

    await coach.page.reload();
    const pendingEntry = coach.page.getByTestId('coach-entry').filter({ hasText: 'Sam Second' });
    await pendingEntry.getByText('Pending approval').waitFor();
    await coach.page.getByText('Registered Coaches (1)').waitFor();
    await coach.page.getByRole('button', { name: 'Approve Sam Second' }).click();
    await coach.page.getByText('Coach approved').waitFor();
    await coach.page.getByText('Registered Coaches (2)').waitFor();
    await second.page.reload();
    await second.page.getByRole('heading', { name: 'Journey Jays 16U' }).waitFor();

    await coach.page.getByRole('button', { name: 'Remove Sam Second' }).click();
    await coach.page.getByRole('button', { name: 'Confirm removing Sam Second' }).click();
    await coach.page.getByText('Coach removed').waitFor();
    await coach.page.getByText('Registered Coaches (1)').waitFor();
    await second.page.reload();
    await second.page.getByRole('heading', { name: 'Join Existing Team/Org' }).waitFor();
    expect(second.errors).toEqual([]);

    // Import 12 players: one bad row → the spec's row error and nothing imported; fixed → 12 imported.
    await coach.page.getByRole('button', { name: 'Import Players' }).click();
    const importer = coach.page.getByRole('dialog', { name: 'Import Players from Spreadsheet' });
    await importer.getByLabel('CSV file').setInputFiles(csvFile('bad.csv', csvRows(6)));
    await importer.getByText('Row 8 has invalid data. Please check all required fields.').waitFor();
    expect(await importer.getByRole('button', { name: /^Import/ }).isDisabled()).toBe(true);
    expect(await s.stack.db.select().from(teamInvites).where(eq(teamInvites.teamCode, teamCode))).toHaveLength(0);
    await importer.getByLabel('CSV file').setInputFiles(csvFile('good.csv', csvRows()));
    await importer.getByText('... and 7 more').waitFor();
    await importer.getByRole('button', { name: 'Import 12 Players' }).click();
    await coach.page.getByText('Players imported!').waitFor();
    await coach.page.getByText('Pending Invites (12)').waitFor();
    expect(await s.stack.db.select().from(teamInvites).where(eq(teamInvites.teamCode, teamCode))).toHaveLength(12);

    // Send an invite; the player accepts from the e-mail received over SMTP.
    await coach.page.getByRole('button', { name: 'Send Invite to Rookie0 Testplayer' }).click();
    await coach.page.getByText('Invite sent!').waitFor();
    const mail = await s.stack.smtp.waitFor('rookie0.journey@example.test', /Journey Jays 16U/);
    // The card tells the truth about the e-mail: queued until the mail server took it, then sent.
    await coach.page
      .getByTestId('pending-invite')
      .filter({ hasText: 'Rookie0 Testplayer' })
      .getByText(/Invite sent/)
      .waitFor();
    const link = linkIn(mail, `${s.stack.url}/accept-invite?token=`);

    const player = await s.newPage();
    await player.page.goto(link);
    await player.page.getByRole('heading', { name: 'Join Journey Jays 16U' }).waitFor();
    await player.page.getByLabel('Create a password').fill('rookie-pass-1');
    await player.page.getByRole('button', { name: 'Accept Invitation' }).click();
    await player.page.waitForURL('**/metrics');
    // A free submission.
    await player.page.getByLabel('Position').selectOption('RHP');
    await player.page.getByLabel('Throws').selectOption('Right');
    await player.page.getByLabel('Bats').selectOption('Right');
    await player.page.getByLabel('Height (ft)').fill('6');
    await player.page.getByLabel('Weight (lbs)').fill('180');
    await player.page.getByLabel('Fastball Velocity (mph)').fill('84');
    await player.page.getByRole('button', { name: 'Calculate My Score' }).click();
    await player.page.waitForURL('**/metrics-submission?submission=*');
    await player.page.getByRole('button', { name: 'Save my score' }).click();
    await player.page.waitForURL('**/dashboard?submission=*');
    const before = Number(await player.page.getByTestId('score').textContent());

    // The coach sees the player in Dashboards, rates, records a commitment and edits the submission.
    await coach.page.reload();
    await coach.page.getByText('Pending Invites (11)').waitFor();
    // One player list: the roster row opens its details (ratings, commitment, removal, winter training).
    await coach.page.getByRole('button', { name: 'Details for Rookie0 Testplayer' }).click();
    const row = coach.page.getByTestId('player-details');
    await row.getByText('No entries yet.').waitFor();
    await row.getByLabel('Hit Score').selectOption('4');
    await coach.page.getByText('Hit Score updated').waitFor();
    await row.getByRole('button', { name: 'Set Commitment' }).click();
    const commit = coach.page.getByRole('dialog', { name: 'Record Commitment' });
    // The one searchable 'College' picker (docs/decisions/0050-college-search-card.md): type, then choose.
    const collegeName = 'Wake Forest';
    await commit.getByRole('combobox', { name: 'College' }).fill(collegeName);
    await commit.getByRole('option', { name: `${collegeName} (D1)` }).click();
    await commit.getByRole('button', { name: 'Save Commitment' }).click();
    await coach.page.getByText('Commitment updated').waitFor();
    await row.getByText(collegeName).waitFor();

    await coach.page.getByRole('tab', { name: 'Player Dashboards' }).click();
    const dash = coach.page.getByTestId('dashboard-row').filter({ hasText: 'Rookie0 Testplayer' });
    await dash.waitFor();
    await dash.getByRole('button', { name: 'Edit' }).click();
    const editor = coach.page.getByRole('dialog', { name: 'Edit Submission' });
    await editor.getByLabel('Fastball Velocity (mph)').fill('92');
    expect(await editor.getByRole('button', { name: 'Save Changes' }).isDisabled()).toBe(true);
    await editor.getByLabel('Edit Reason').fill('Re-clocked with a radar gun at practice');
    await editor.getByRole('button', { name: 'Save Changes' }).click();
    await coach.page.getByText('Submission Updated').waitFor();

    // The player sees the new score and has a notification (in-app row and e-mail).
    await player.page.reload();
    await player.page.getByTestId('score').waitFor();
    const after = Number(await player.page.getByTestId('score').textContent());
    expect(after).toBeGreaterThan(before);
    const [account] = await s.stack.db.select().from(users).where(eq(users.email, 'rookie0.journey@example.test'));
    const notes = await s.stack.db.select().from(notifications).where(eq(notifications.userId, account!.id));
    expect(notes.map((n) => n.kind).sort()).toEqual(['commitment_recorded', 'submission_edited']);
    await s.stack.smtp.waitFor('rookie0.journey@example.test', /updated your submission/);
    expect(coach.errors).toEqual([]);
    expect(player.errors).toEqual([]);
  });

  it('signed out, /team-management asks to log in; at 375 px the demo team fits the screen', async () => {
    const anon = await s.newPage();
    await anon.page.goto('/team-management');
    await anon.page.getByText('Access Required').waitFor();
    await anon.page.getByText('Please log in to access team management.').waitFor();

    const { page, errors } = await s.newPage({ width: 375, height: 800 });
    await signInThroughForm(page, 'coach@example.com', 'dugout-demo');
    await page.waitForURL('**/team-management');
    await page.goto('/team-management?team=THUNDER17U');
    await page.getByText('Registered Coaches (2)').waitFor();
    await page.getByRole('heading', { name: 'Player Roster' }).waitFor();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    expect(errors).toEqual([]);
  });

  it('Team Management at 375 and 1280: one player list with details on demand, the toolbar with its words, Copy TeamID, Edit Team with a logo, Add Player, Top Metrics', async () => {
    const { page, context, errors } = await s.newPage({ width: 375, height: 800 });
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signInThroughForm(page, 'coach@example.com', 'dugout-demo');
    await page.waitForURL('**/team-management');
    await page.goto('/team-management?team=THUNDER17U');
    await page.getByRole('heading', { name: 'Player Roster (10)' }).waitFor();

    // At 375 the team buttons and the two actions do not overlap (e2e/daily-screens.test.ts checks each box).
    await page.getByText('Select Team:', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Join Another Team/Org' }).getByText('Join Another Team/Org').waitFor();
    // Each player is listed once (no second list, no per-player cards of selects).
    expect(await page.getByText('Avery Sampleton', { exact: true }).count()).toBe(1);
    expect(await page.getByLabel('Hit Score').count()).toBe(0);
    expect(await page.getByText('No entries yet.').count()).toBe(0);
    await checkA11y(page, 'team management at 375');
    expect(await pageScrollWidth(page)).toBeLessThanOrEqual(375);

    // Details on demand, one player at a time: ratings, commitment, removal and winter training.
    await page.getByRole('button', { name: 'Details for Avery Sampleton' }).click();
    const details = page.getByTestId('player-details');
    await details.getByLabel('Game Score').waitFor();
    await details.getByText('Winter Training').waitFor();
    await details.getByRole('button', { name: 'Remove', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Details for Blake Testwell' }).click();
    await expect(page.getByTestId('player-details').count()).resolves.toBe(1);
    expect(await page.getByRole('button', { name: 'Details for Avery Sampleton' }).getAttribute('aria-expanded')).toBe(
      'false',
    );
    await checkA11y(page, 'team management at 375, a player expanded');
    expect(await pageScrollWidth(page)).toBeLessThanOrEqual(375);

    // Copy TeamID puts the code on the clipboard.
    await page.getByRole('button', { name: 'Copy TeamID' }).click();
    await page.getByText('TeamID copied!').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('THUNDER17U');

    // Top Metrics on a phone: cards, not the table.
    await page.getByRole('tab', { name: 'Top Metrics' }).click();
    const cards = page.getByTestId('metric-card');
    await cards.first().waitFor();
    expect(await page.getByRole('table').isVisible()).toBe(false);
    await expect(cards.first().getByText('60 Time').isVisible()).resolves.toBe(true);
    await checkA11y(page, 'top metrics at 375');
    expect(await pageScrollWidth(page)).toBeLessThanOrEqual(375);

    // At 1280: Top Metrics is a table sorted by Total Score, re-sorted by a column header.
    await page.setViewportSize({ width: 1280, height: 800 });
    const table = page.getByRole('table');
    await table.waitFor();
    const column = async (n: number) =>
      (await table
        .locator('tbody tr')
        .evaluateAll((rows, i) => rows.map((r) => r.children[i]!.textContent!), n)) as string[];
    // each cell reads "89.6 at RHP": the headline score at the best position (docs/decisions/0048-one-headline-score.md)
    const scores = (await column(11)).map((c) => Number.parseFloat(c));
    expect(scores.every(Number.isFinite)).toBe(true);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(await table.getByRole('columnheader', { name: /Total Score/ }).getAttribute('aria-sort')).toBe('descending');
    await table.getByRole('button', { name: /^Player Name/ }).click();
    await table.getByRole('button', { name: /^Player Name/ }).click();
    expect(await table.getByRole('columnheader', { name: /Player Name/ }).getAttribute('aria-sort')).toBe('ascending');
    const names = await column(0);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    await table.getByRole('button', { name: /^60 Time/ }).click();
    expect(await table.getByRole('columnheader', { name: /60 Time/ }).getAttribute('aria-sort')).toBe('descending');
    await checkA11y(page, 'top metrics at 1280');
    await page.getByRole('tab', { name: 'Overview' }).click();
    await checkA11y(page, 'team management at 1280');

    // Edit Team with a logo: a file over 5MB is refused with the spec's message; a PNG is uploaded and shown.
    await page.getByRole('button', { name: 'Edit Team' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Team Information' });
    await edit.getByText('PNG, JPG up to 5MB').waitFor();
    await edit.getByLabel('Upload logo').setInputFiles({
      name: 'huge.png',
      mimeType: 'image/png',
      buffer: Buffer.alloc(5 * 1024 * 1024 + 1),
    });
    await page.getByText('Please select a logo smaller than 5MB.').waitFor();
    await edit.getByLabel('Upload logo').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png });
    await edit.getByAltText('New logo preview').waitFor();
    await checkA11y(page, 'edit team dialog');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Team updated successfully').waitFor();
    const logo = page.getByAltText('Demo Thunder 17U logo');
    await logo.waitFor();
    expect(await logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);

    // Add Player: the required fields first, then a pending invite.
    await page.getByRole('button', { name: 'Add Player' }).click();
    const add = page.getByRole('dialog', { name: 'Add New Player' });
    await add.getByRole('button', { name: 'Add Player' }).click();
    expect(await add.getByRole('alert').count()).toBeGreaterThanOrEqual(3);
    await add.getByLabel('First Name').fill('Quinn');
    await add.getByLabel('Last Name').fill('Newcomer');
    await add.getByLabel('Email').fill('  Quinn.Newcomer@Example.test ');
    await add.getByLabel('Primary Position').selectOption('C');
    await checkA11y(page, 'add player dialog');
    await add.getByRole('button', { name: 'Add Player' }).click();
    await page.getByText('Player added!').waitFor();
    await page.getByText('Pending Invites (3)').waitFor();
    await page
      .getByTestId('pending-invite')
      .filter({ hasText: 'Quinn Newcomer' })
      .getByText(/quinn\.newcomer@example\.test · C/)
      .waitFor();
    expect(errors).toEqual([]);
  });

  it('the Join dialog checks a TeamID live (checking, invalid, valid with the team name) and redeems an organization code', async () => {
    const { page, errors } = await s.newPage({ width: 375, height: 800 });
    await signUpByApi(s, page, {
      accountType: 'coach',
      firstName: 'Jules',
      lastName: 'Joiner',
      email: 'jules.joiner@example.test',
      password: 'joiner-pass-1',
    });
    await page.goto('/team-management');
    await page.getByRole('button', { name: 'Join Existing Team/Org' }).click();
    const join = page.getByRole('dialog', { name: 'Join Existing Team/Org' });
    const joinTeam = join.getByRole('button', { name: 'Join Team' });
    expect(await joinTeam.isDisabled()).toBe(true);
    await join.getByLabel('TeamID').pressSequentially('nosuch', { delay: 20 });
    await join.getByLabel('Checking team code').waitFor();
    await join.getByLabel('Invalid team code').waitFor();
    expect(await joinTeam.isDisabled()).toBe(true);
    await join.getByLabel('TeamID').fill('thunder17u');
    expect(await join.getByLabel('TeamID').inputValue()).toBe('THUNDER17U');
    await join.getByLabel('Valid team code').waitFor();
    await join.getByText('Demo Thunder 17U').waitFor();
    expect(await joinTeam.isDisabled()).toBe(false);
    await checkA11y(page, 'join dialog, team code valid, 375');

    await join.getByRole('tab', { name: 'Organization Code' }).click();
    await join.getByRole('button', { name: 'Join Organization' }).click();
    await join.getByText('Please enter an organization code').waitFor();
    // who may redeem is said before anyone types (docs/decisions/0049-one-invite-per-address.md)
    await join
      .getByRole('tabpanel', { name: 'Organization Code' })
      .getByText('Only organization administrator accounts can redeem an organization code.')
      .waitFor();
    await checkA11y(page, 'join dialog, organization code, 375');
    // The code is redeemed by the server, which answers a coach account with the rule (organization admins only).
    await join.getByRole('textbox', { name: 'Organization Code' }).fill('demovbc1');
    expect(await join.getByRole('textbox', { name: 'Organization Code' }).inputValue()).toBe('DEMOVBC1');
    await join.getByRole('button', { name: 'Join Organization' }).click();
    await page
      .locator('[data-sonner-toast]')
      .getByText('Only organization administrator accounts can redeem an organization code.')
      .waitFor();
    expect(errors).toEqual([]);
  });
});
