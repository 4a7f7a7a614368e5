import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { rapsodoSamples } from '@dugout/domain/metrics-sources';
import { renderApp } from '@/test/Render';
import { users } from '@/test/shell';
import { createTeamFake, fakeMember } from '@/test/fakes/teams';
import { fakeLatestSubmission, teamSourcesHandlers } from '@/test/fakes/metric-sources';

/**
 * Metric sources on Team Management (docs/decisions/0063-metric-sources-on-screen.md): Top Metrics shows each value's
 * source; a coach selects players and metrics and marks them verified, and the badges change to what the server then
 * answers; events record results that come back as 'Event' badges; the Player Profile modal lists the sources too.
 */
const TEAM = 'THUNDER17U';
const PAGE = `/team-management?team=${TEAM}`;
const FINLEY = '00000000-0000-4000-8000-00000000f001';
const BLAKE = '00000000-0000-4000-8000-00000000b001';

function scene() {
  const fake = createTeamFake({
    members: [
      fakeMember({
        id: FINLEY,
        playerName: 'Finley Fixture',
        latestSubmission: fakeLatestSubmission(`user-${FINLEY}`, { height: 72, weight: 180, exitVelocity: 90.5 }),
      }),
      fakeMember({
        id: BLAKE,
        playerName: 'Blake Testwell',
        latestSubmission: fakeLatestSubmission(`user-${BLAKE}`, { height: 70, weight: 170, exitVelocity: 85 }),
      }),
    ],
  });
  return { fake, handlers: [...teamSourcesHandlers(fake.state), ...fake.handlers()] };
}

async function openTopMetrics() {
  const { fake, handlers } = scene();
  const app = await renderApp(PAGE, { user: users.coach, handlers });
  await app.user.click(await screen.findByRole('tab', { name: 'Top Metrics' }));
  const panel = await screen.findByRole('tabpanel', { name: 'Top Metrics' });
  return { app, fake, panel };
}

/** The source badge in a player's Top Metrics row, in the column headed `column`. */
function badgeIn(panel: HTMLElement, name: string, column: string) {
  const table = within(panel).getByRole('table');
  const headers = within(table).getAllByRole('columnheader');
  const index = headers.findIndex((h) => h.textContent?.replace(/[▲▼]/g, '').trim() === column);
  const row = within(table)
    .getAllByRole('row')
    .find((r) => within(r).queryByText(name));
  return within(within(row!).getAllByRole('cell')[index]!).queryByTestId('source-badge');
}

describe('Top Metrics: sources and coach verification', () => {
  it('marking exit velocity verified turns its badge to Coach-verified, read back from the server', async () => {
    const { app, fake, panel } = await openTopMetrics();
    expect(badgeIn(panel, 'Finley Fixture', 'Hit Velo')?.textContent).toBe('Self-reported');

    const open = within(panel).getByRole('button', { name: 'Verify Metrics' });
    await app.user.click(open);
    const dialog = await screen.findByRole('dialog', { name: 'Verify Metrics' });
    const submit = within(dialog).getByRole('button', { name: 'Mark verified' });
    expect(submit).toHaveProperty('disabled', true);
    await app.user.click(within(dialog).getByRole('checkbox', { name: 'Finley Fixture' }));
    await app.user.click(within(dialog).getByRole('checkbox', { name: 'Exit velocity' }));
    await app.user.click(submit);
    expect((await within(dialog).findByRole('status')).textContent).toContain('1 value marked verified.');
    expect(fake.state.members[0]!.latestSubmission!.sources.exitVelocity?.kind).toBe('coach_verified');

    await app.user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(open);
    await waitFor(() => expect(badgeIn(panel, 'Finley Fixture', 'Hit Velo')?.textContent).toBe('Coach-verified'));
    expect(badgeIn(panel, 'Blake Testwell', 'Hit Velo')?.textContent).toBe('Self-reported');
    await app.user.hover(badgeIn(panel, 'Finley Fixture', 'Hit Velo')!);
    expect((await screen.findByRole('tooltip')).textContent).toBe('Verified by Casey Coach, Thunder 17U, Nov 26, 2026');
  });

  it('an event: record it, enter a result, the value comes back with an Event badge', async () => {
    const { app, fake, panel } = await openTopMetrics();
    await app.user.click(within(panel).getByRole('button', { name: 'Events' }));
    const dialog = await screen.findByRole('dialog', { name: 'Events' });
    expect(await within(dialog).findByText('No events recorded yet.')).toBeTruthy();
    await app.user.type(within(dialog).getByLabelText('Event name'), 'Fall Showcase');
    await app.user.type(within(dialog).getByLabelText('Organiser'), 'Example Baseball');
    await app.user.type(within(dialog).getByLabelText('Date'), '2026-11-18');
    await app.user.click(within(dialog).getByRole('button', { name: 'Save event' }));

    await within(dialog).findByRole('heading', { name: 'Results of Fall Showcase' });
    await app.user.selectOptions(within(dialog).getByLabelText('Player'), 'Blake Testwell');
    await app.user.selectOptions(within(dialog).getByLabelText('Metric'), 'exitVelocity');
    await app.user.type(within(dialog).getByLabelText('Value'), '88.2');
    await app.user.click(within(dialog).getByRole('button', { name: 'Save results' }));
    expect((await within(dialog).findByTestId('event-outcome')).textContent).toBe('1 submission created.');
    expect(fake.state.members[1]!.latestSubmission!.exitVelocity).toBe(88.2);

    await app.user.keyboard('{Escape}');
    await waitFor(() => expect(badgeIn(panel, 'Blake Testwell', 'Hit Velo')?.textContent).toBe('Event'));
  });

  it('the Player Profile modal lists each latest value with its source', async () => {
    const { fake, handlers } = scene();
    fake.state.members[0]!.latestSubmission!.sources = {
      exitVelocity: {
        kind: 'device_file',
        device: 'blast_swings',
        fileName: 'blast.csv',
        sessionDate: '2026-11-18',
        derivation: 'max of 5 swings with exit velocity',
      },
    };
    const app = await renderApp(PAGE, { user: users.coach, handlers });
    await screen.findByRole('heading', { name: 'Player Roster (2)' });
    const row = screen.getAllByRole('row').find((r) => within(r).queryByText('Finley Fixture'))!;
    await app.user.click(within(row).getByRole('button', { name: 'Profile' }));
    const dialog = await screen.findByRole('dialog', { name: 'Finley Fixture' });
    const list = await within(dialog).findByTestId('profile-metrics');
    const items = within(list).getAllByRole('listitem');
    const exit = items.find((li) => li.textContent?.startsWith('Exit velocity'))!;
    expect(within(exit).getByTestId('source-badge').textContent).toBe('Device file');
    const height = items.find((li) => li.textContent?.startsWith('Height'))!;
    expect(within(height).getByTestId('source-badge').textContent).toBe('Self-reported');
  });

  it("a coach uploads a member's device file from the member's details; Top Metrics shows Device file", async () => {
    const { fake, handlers } = scene();
    const app = await renderApp(PAGE, { user: users.coach, handlers });
    await screen.findByRole('heading', { name: 'Player Roster (2)' });
    await app.user.click(screen.getByRole('button', { name: 'Details for Finley Fixture' }));
    const open = await screen.findByRole('button', { name: 'Upload Device File for Finley Fixture' });
    await app.user.click(open);
    const dialog = await screen.findByRole('dialog', { name: 'Upload a Device File for Finley Fixture' });
    await app.user.upload(
      await within(dialog).findByLabelText('Device file (CSV)'),
      new File([rapsodoSamples.good], 'session.csv', { type: 'text/csv' }),
    );
    expect((await within(dialog).findByTestId('device-kind')).textContent).toMatch(/^Detected: Rapsodo pitching/);
    await app.user.click(within(dialog).getByRole('button', { name: 'Save as a new submission' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(open);
    expect(fake.state.members[0]!.latestSubmission!.sources.fastballVelocity?.kind).toBe('device_file');

    await app.user.click(screen.getByRole('tab', { name: 'Top Metrics' }));
    const panel = await screen.findByRole('tabpanel', { name: 'Top Metrics' });
    expect(badgeIn(panel, 'Finley Fixture', 'FB Velo')?.textContent).toBe('Device file');
  });
});
