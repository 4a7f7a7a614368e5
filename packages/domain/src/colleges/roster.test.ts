import { describe, expect, it } from 'vitest';
import {
  applyRosterFilter,
  averagesByPosition,
  classOrder,
  dedupeRoster,
  displayPosition,
  hasPosition,
  normalizeClass,
  positionGroup,
  prepareRoster,
  rosterBreakdown,
  rosterFilterTitle,
  sortClasses,
} from './roster.ts';

describe('class normalisation and order', () => {
  it.each([
    ['Fr', 'Fr'],
    ['FR.', 'Fr'],
    ['Freshman', 'Fr'],
    ['freshman', 'Fr'],
    ['R-Fr', 'R-Fr'],
    ['r-fr.', 'R-Fr'],
    ['RS Freshman', 'R-Fr'],
    ['Redshirt Freshman', 'R-Fr'],
    ['So.', 'So'],
    ['Sophomore', 'So'],
    ['R-So', 'R-So'],
    ['RS-SO', 'R-So'],
    ['Jr', 'Jr'],
    ['JR.', 'Jr'],
    ['Junior', 'Jr'],
    ['R-Jr.', 'R-Jr'],
    ['Redshirt Junior', 'R-Jr'],
    ['Sr', 'Sr'],
    ['Senior', 'Sr'],
    ['R-Sr', 'R-Sr'],
    ['rs senior', 'R-Sr'],
    ['Gr', 'Gr'],
    ['Grad', 'Gr'],
    ['Graduate', 'Gr'],
    ['Graduate Student', 'Gr'],
    ['5th', 'Gr'],
    ['GS', 'Gr'],
    ['', 'Unknown'],
    [null, 'Unknown'],
    ['Sixth-year wizard', 'Unknown'],
    ['N/A', 'Unknown'],
  ])('%s → %s', (raw, expected) => {
    expect(normalizeClass(raw)).toBe(expected);
  });

  it('folds a separate redshirt flag into the class', () => {
    expect(normalizeClass('Jr', 'Y')).toBe('R-Jr');
    expect(normalizeClass('Fr', true)).toBe('R-Fr');
    expect(normalizeClass('Jr', 'N')).toBe('Jr');
  });

  it('orders classes Fr, R-Fr, So, R-So, Jr, R-Jr, Sr, R-Sr, Gr, then Unknown', () => {
    expect(classOrder).toEqual(['Fr', 'R-Fr', 'So', 'R-So', 'Jr', 'R-Jr', 'Sr', 'R-Sr', 'Gr']);
    expect(sortClasses(['Unknown', 'Gr', 'Jr', 'R-Fr', 'Sr', 'Fr', 'R-Sr', 'So', 'R-So', 'R-Jr'])).toEqual([
      ...classOrder,
      'Unknown',
    ]);
  });
});

describe('position groups', () => {
  it.each([
    ['1B', '1B'],
    ['C', 'C'],
    ['IF', 'INF'],
    ['INF', 'INF'],
    ['SS', 'INF'],
    ['2B', 'INF'],
    ['3B', 'INF'],
    ['LHP', 'LHP'],
    ['OF', 'OF'],
    ['CF', 'OF'],
    ['P', 'P'],
    ['RHP', 'RHP'],
    ['UTL', 'UTL'],
    ['Util', 'UTL'],
    ['INF/OF', 'UTL'],
    ['RHP/INF', 'RHP'],
    ['C/1B', 'C'],
    ['1B/DH', '1B'],
    ['BHP', null],
    ['', null],
  ])('%s → %s', (raw, group) => {
    expect(positionGroup(raw)).toBe(group);
  });
  it('maps IF to INF in the detail view', () => {
    expect(displayPosition('IF')).toBe('INF');
    expect(displayPosition('IF/OF')).toBe('INF/OF');
    expect(displayPosition('RHP')).toBe('RHP');
  });
});

describe('roster rules', () => {
  const entries = [
    { playerId: '7', fullName: 'Zed Ace', playerNumber: '1', position: 'RHP', academicYear: 'Jr' },
    { playerId: '7', fullName: 'Zed Ace (dup)', playerNumber: '1', position: 'RHP', academicYear: 'Jr' },
    { playerId: null, fullName: 'Al Bat', playerNumber: '12', position: 'IF', academicYear: 'Sophomore' },
    { playerId: null, fullName: 'al  bat', playerNumber: '12', position: 'IF', academicYear: 'So' },
    { playerId: null, fullName: 'Al Bat', playerNumber: '13', position: 'OF', academicYear: 'R-Fr' },
    { playerId: null, fullName: 'No Position', playerNumber: '99', position: null, academicYear: 'Sr' },
    { playerId: null, fullName: 'Blank Position', playerNumber: '98', position: '  ', academicYear: 'Sr' },
  ];
  it('keeps only entries with a position', () => {
    expect(entries.filter(hasPosition)).toHaveLength(5);
  });
  it('de-duplicates by player_id, or by name plus number without an id', () => {
    expect(dedupeRoster(entries).map((e) => e.fullName)).toEqual([
      'Zed Ace',
      'Al Bat',
      'Al Bat',
      'No Position',
      'Blank Position',
    ]);
  });
  it('prepares a roster sorted by name with normalised classes and INF for IF', () => {
    const roster = prepareRoster(entries);
    expect(roster.map((p) => [p.fullName, p.position, p.classYear])).toEqual([
      ['Al Bat', 'INF', 'So'],
      ['Al Bat', 'OF', 'R-Fr'],
      ['Zed Ace', 'RHP', 'Jr'],
    ]);
  });

  it('titles the player list per the active filter', () => {
    expect(rosterFilterTitle({})).toBe('All Players');
    expect(rosterFilterTitle({ position: 'RHP' })).toBe('All RHP Players');
    expect(rosterFilterTitle({ classYear: 'Jr' })).toBe('All Jr Players');
    expect(rosterFilterTitle({ position: 'OF', classYear: 'So' })).toBe('So OF Players');
  });

  it('builds the position × class grid with totals, and filters by cell, row, column', () => {
    const players = [
      { fullName: 'B', positionGroup: 'RHP', classYear: 'Jr', height: 74, weight: 200 },
      { fullName: 'A', positionGroup: 'RHP', classYear: 'Fr', height: 76, weight: 210 },
      { fullName: 'C', positionGroup: 'OF', classYear: 'Jr', height: 72, weight: 190 },
      { fullName: 'D', positionGroup: 'C', classYear: 'Unknown', height: null, weight: null },
    ];
    const grid = rosterBreakdown(players);
    expect(grid.positions).toEqual(['C', 'OF', 'RHP']);
    expect(grid.classes).toEqual(['Fr', 'Jr', 'Unknown']);
    expect(grid.counts.RHP).toEqual({ Jr: 1, Fr: 1 });
    expect(grid.rowTotals).toEqual({ RHP: 2, OF: 1, C: 1 });
    expect(grid.columnTotals).toEqual({ Jr: 2, Fr: 1, Unknown: 1 });
    expect(grid.total).toBe(4);
    expect(applyRosterFilter(players, { classYear: 'Jr' }).map((p) => p.fullName)).toEqual(['B', 'C']);
    expect(applyRosterFilter(players, { position: 'RHP' }).map((p) => p.fullName)).toEqual(['A', 'B']);
    expect(applyRosterFilter(players, { position: 'RHP', classYear: 'Jr' }).map((p) => p.fullName)).toEqual(['B']);
    expect(applyRosterFilter(players, {})).toHaveLength(4);
  });

  it('averages attributes by position group, sorted by player count, ignoring missing measurements', () => {
    const avgs = averagesByPosition([
      { positionGroup: 'OF', height: 72, weight: 190 },
      { positionGroup: 'RHP', height: 74, weight: 200 },
      { positionGroup: 'RHP', height: 77, weight: null },
      { positionGroup: 'Other', height: 70, weight: 170 },
    ]);
    expect(avgs).toEqual([
      {
        group: 'RHP',
        count: 2,
        avgHeight: 75.5,
        avgWeight: 200,
        minHeight: 74,
        maxHeight: 77,
        minWeight: 200,
        maxWeight: 200,
      },
      {
        group: 'OF',
        count: 1,
        avgHeight: 72,
        avgWeight: 190,
        minHeight: 72,
        maxHeight: 72,
        minWeight: 190,
        maxWeight: 190,
      },
    ]);
  });
});
