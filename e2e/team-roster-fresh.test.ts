import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  commitmentRemovalTexts,
  rosterCountLabel,
  teamDetailSchema,
  teamRosterSchema,
  type TeamRosterPlayer,
} from '@dugout/domain/teams';
import { signInThroughForm, startBrowserStack, type BrowserStack } from './support/browser.ts';

/**
 * docs/decisions/0045-query-key-factories.md: after a coach's change the Player Roster on /team-management shows it without a reload, because
 * every mutation invalidates through the query-key factories (docs/decisions/0045-query-key-factories.md).
 */
let s: BrowserStack;
beforeAll(async () => {
  s = await startBrowserStack();
});
afterAll(() => s?.close());

const TEAM = 'THUNDER17U';
/** The roster table's columns (Player Roster on /team-management at 1280). */
const HIT = 5;
const COMMITMENT = 7;

/** What the API says now (the page's own cookies). */
async function apiRoster(page: Page) {
  const res = await page.request.get(`/api/roster/${TEAM}`);
  expect(res.status()).toBe(200);
  return teamRosterSchema.parse(await res.json()).players;
}
async function apiTeam(page: Page) {
  const res = await page.request.get(`/api/teams/${TEAM}`);
  expect(res.status()).toBe(200);
  return teamDetailSchema.parse(await res.json());
}
const byName = (players: TeamRosterPlayer[], name: string) => players.find((p) => p.playerName === name);

describe('the Player Roster tells the truth after each change, without a reload', () => {
  it('remove a player, rate one, record and remove a commitment: the roster shows each at once and matches the API', async () => {
    const { page, errors } = await s.newPage({ width: 1280, height: 900 });
    await signInThroughForm(page, 'coach@example.com', 'dugout-demo');
    await page.waitForURL('**/team-management');
    await page.goto(`/team-management?team=${TEAM}`);
    // Every navigation below would refetch; none may happen: the page's load counter must stay at 1.
    await page.evaluate(() => ((window as unknown as { loads: number }).loads = 1));
    const loads = () => page.evaluate(() => (window as unknown as { loads?: number }).loads);

    const before = await apiRoster(page);
    await page.getByRole('heading', { name: `Player Roster (${before.length})` }).waitFor();
    const roster = page.getByRole('region', { name: 'Player Roster' });
    const row = (name: string) => roster.getByTestId('team-player').filter({ hasText: name });
    const cell = (name: string, column: number) => row(name).locator('td').nth(column);
    const details = page.getByTestId('player-details');

    // Remove: the row goes, the roster's count and the header's 'Players: n / max' drop by one.
    const team = await apiTeam(page);
    const headerCount = page.getByTestId('team-roster-count');
    await expect(headerCount.textContent()).resolves.toBe(rosterCountLabel(team.activePlayers, team.maxPlayers));
    expect(byName(before, 'Finley Fixture')).toBeDefined();
    await row('Finley Fixture').waitFor();
    await page.getByRole('button', { name: 'Details for Finley Fixture' }).click();
    await details.getByRole('button', { name: 'Remove', exact: true }).click();
    await page.getByRole('dialog', { name: 'Remove Player' }).getByRole('button', { name: 'Remove Player' }).click();
    await page.getByText('Finley Fixture has been removed from the team.').waitFor();
    await page.getByRole('heading', { name: `Player Roster (${before.length - 1})` }).waitFor();
    await row('Finley Fixture').waitFor({ state: 'detached' });
    const afterRemoval = await apiRoster(page);
    expect(afterRemoval).toHaveLength(before.length - 1);
    expect(byName(afterRemoval, 'Finley Fixture')).toBeUndefined();
    expect(await roster.getByTestId('team-player').count()).toBe(afterRemoval.length);
    await headerCount.getByText(rosterCountLabel(team.activePlayers - 1, team.maxPlayers), { exact: true }).waitFor();
    expect((await apiTeam(page)).activePlayers).toBe(team.activePlayers - 1);

    // Rate: the Hit Score column shows the new value.
    const blake = byName(afterRemoval, 'Blake Testwell')!;
    expect(blake.hitScore).toBe(3);
    expect(blake.commitment).toBeNull();
    await expect(cell('Blake Testwell', HIT).textContent()).resolves.toBe('3');
    await page.getByRole('button', { name: 'Details for Blake Testwell' }).click();
    await details.getByLabel('Hit Score').selectOption('5');
    await page.getByText('Hit Score updated').waitFor();
    await cell('Blake Testwell', HIT).getByText('5', { exact: true }).waitFor();
    expect(byName(await apiRoster(page), 'Blake Testwell')!.hitScore).toBe(5);

    // Record a commitment: the Commitment column shows the school.
    await expect(cell('Blake Testwell', COMMITMENT).textContent()).resolves.toBe('—');
    await details.getByRole('button', { name: 'Set Commitment' }).click();
    const commit = page.getByRole('dialog', { name: 'Record Commitment' });
    // The one searchable 'College' picker (docs/decisions/0050-college-search-card.md): type, then choose.
    await commit.getByRole('combobox', { name: 'College' }).fill('Wake Forest');
    await commit.getByRole('option', { name: 'Wake Forest (D1)' }).click();
    await commit.getByRole('button', { name: 'Save Commitment' }).click();
    await page.getByText('Commitment updated').waitFor();
    const committed = byName(await apiRoster(page), 'Blake Testwell')!.commitment;
    expect(committed).not.toBeNull();
    await cell('Blake Testwell', COMMITMENT).getByText(committed!.schoolName, { exact: true }).waitFor();

    // Remove the commitment: the column shows '—' again.
    await details.getByRole('button', { name: commitmentRemovalTexts.button }).click();
    await page
      .getByRole('dialog', { name: commitmentRemovalTexts.title })
      .getByRole('button', { name: commitmentRemovalTexts.confirm })
      .click();
    await cell('Blake Testwell', COMMITMENT).getByText('—', { exact: true }).waitFor();
    await expect.poll(async () => byName(await apiRoster(page), 'Blake Testwell')!.commitment).toBeNull();

    // All of it without a reload, and the screen agrees with the API row by row.
    expect(await loads()).toBe(1);
    const now = await apiRoster(page);
    await page.getByRole('heading', { name: `Player Roster (${now.length})` }).waitFor();
    for (const p of now) {
      await expect(cell(p.playerName, HIT).textContent()).resolves.toBe(String(p.hitScore ?? '—'));
      await expect(cell(p.playerName, COMMITMENT).textContent()).resolves.toBe(p.commitment?.schoolName ?? '—');
    }
    expect(errors).toEqual([]);
  });
});
