import { screen, within } from '@testing-library/react';

/**
 * Queries on the Player Roster by what a user reads (its region, row and column names), not by CSS or position, so
 * a changed layout or column order does not break a test (docs/decisions/0047-dom-tests.md).
 */
export function rosterTable() {
  return within(screen.getByRole('region', { name: 'Player Roster' })).getByRole('table');
}

/** The roster's row of a player (by the name in it); `optional` answers null instead of throwing when it is not there. */
export function rosterRow(name: string, { optional = false } = {}) {
  const rows = within(rosterTable())
    .getAllByRole('row')
    .filter((r) => within(r).queryByText(name, { exact: true }) !== null);
  if (rows.length > 1) throw new Error(`more than one roster row names ${name}`);
  if (!rows[0] && !optional) throw new Error(`no roster row names ${name}`);
  return rows[0] ?? null;
}

/** The text of a player's cell in the column headed `column` (e.g. 'Hit Score', 'Commitment'). */
export function cellText(name: string, column: string) {
  const headers = within(rosterTable()).getAllByRole('columnheader');
  const index = headers.findIndex((h) => h.textContent?.replace(/[▲▼]/g, '').trim() === column);
  if (index < 0) throw new Error(`the roster has no column ${column}`);
  return within(rosterRow(name)!).getAllByRole('cell')[index]?.textContent ?? null;
}
