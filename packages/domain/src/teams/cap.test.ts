import { describe, expect, it } from 'vitest';
import {
  admitImportRows,
  inviteRefusal,
  isWithinTeamCap,
  rosterCountLabel,
  TEAM_PENDING_INVITES_MAX,
  teamCapMessages,
  teamHasRoom,
} from './cap.ts';

describe('the team player cap (docs/decisions/0041-team-player-cap.md)', () => {
  it('a team has room below max_players, none at or over it', () => {
    expect(teamHasRoom(19, 20)).toBe(true);
    expect(teamHasRoom(20, 20)).toBe(false);
    expect(teamHasRoom(23, 20)).toBe(false);
  });

  it('the header counts the roster against the cap and says when it is full', () => {
    expect(rosterCountLabel(12, 20)).toBe('Players: 12 / 20');
    expect(rosterCountLabel(20, 20)).toBe('Players: 20 / 20 (full)');
    expect(rosterCountLabel(23, 20)).toBe('Players: 23 / 20 (full)');
  });

  it('a member is within the cap when fewer than max_players active members joined before them', () => {
    expect(isWithinTeamCap(0, 20)).toBe(true);
    expect(isWithinTeamCap(19, 20)).toBe(true);
    expect(isWithinTeamCap(20, 20)).toBe(false);
  });

  it('Add Player is refused on a full team and at the pending-invite cap', () => {
    expect(inviteRefusal({ activePlayers: 3, maxPlayers: 20, pendingInvites: 99 })).toBeNull();
    expect(inviteRefusal({ activePlayers: 20, maxPlayers: 20, pendingInvites: 0 })).toBe(
      'This team is full (20 players). Remove a player before adding another.',
    );
    expect(inviteRefusal({ activePlayers: 3, maxPlayers: 20, pendingInvites: TEAM_PENDING_INVITES_MAX })).toBe(
      'This team already has 100 pending invites. Cancel some before adding more.',
    );
  });

  it('an import admits rows in file order while there is room; the rest are refused by row (header = row 1)', () => {
    const [a, b, c, d] = ['a', 'b', 'c', 'd'].map((x) => ({ email: `${x}@example.test` }));
    const rows = [a!, b!, c!, d!];
    expect(admitImportRows(rows, { activePlayers: 18, maxPlayers: 20, pendingInvites: 0 })).toEqual({
      admitted: [a, b],
      refused: [
        { row: 4, message: 'Row 4 was not imported: the team is full (20 players).' },
        { row: 5, message: 'Row 5 was not imported: the team is full (20 players).' },
      ],
    });
    expect(admitImportRows(rows, { activePlayers: 0, maxPlayers: 20, pendingInvites: 98 })).toEqual({
      admitted: [a, b],
      refused: [
        { row: 4, message: teamCapMessages.importRowPendingInvites(4) },
        { row: 5, message: teamCapMessages.importRowPendingInvites(5) },
      ],
    });
    expect(admitImportRows(rows, { activePlayers: 25, maxPlayers: 20, pendingInvites: 0 }).admitted).toEqual([]);
  });

  it('an import refuses an address the team already invites, or one the file repeats, in any case', () => {
    const rows = [
      { email: 'Pat.Case@Example.TEST' },
      { email: 'new@example.test' },
      { email: ' NEW@example.test ' },
      { email: 'other@example.test' },
    ];
    const counts = { activePlayers: 0, maxPlayers: 20, pendingInvites: 1 };
    expect(admitImportRows(rows, counts, ['pat.case@example.test'])).toEqual({
      admitted: [rows[1], rows[3]],
      refused: [
        { row: 2, message: teamCapMessages.importRowAlreadyInvited(2) },
        { row: 4, message: teamCapMessages.importRowAlreadyInvited(4) },
      ],
    });
  });
});
