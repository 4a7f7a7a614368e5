import { describe, expect, it } from 'vitest';
import type { SchoolOption } from '@dugout/domain/colleges';
import {
  OVERSCAN,
  ROW_HEIGHT,
  comboboxKey,
  emptyListMessage,
  filterSchoolOptions,
  scrollTopFor,
  visibleRows,
} from './combobox';

const school = (schoolId: number, schoolName: string, division: string, conference: string | null = null) =>
  ({ schoolId, schoolName, division, conference }) as SchoolOption;
const options = [
  school(1, 'Dogwood Tech', 'D1', 'Atlantic Coast'),
  school(2, 'Elm State', 'D2', 'Great Lakes'),
  school(3, 'Oak College', 'D3', null),
  school(4, 'Dogwood Community', 'JUCO', null),
];

describe('college combobox: filtering', () => {
  it('blank text shows every option, in the given order', () => {
    expect(filterSchoolOptions(options, '   ').map((o) => o.schoolId)).toEqual([1, 2, 3, 4]);
  });
  it('matches the label (name and division) and the conference, case-insensitive and trimmed', () => {
    expect(filterSchoolOptions(options, ' DOGW ').map((o) => o.schoolId)).toEqual([1, 4]);
    expect(filterSchoolOptions(options, '(d2)').map((o) => o.schoolId)).toEqual([2]);
    expect(filterSchoolOptions(options, 'great lakes').map((o) => o.schoolId)).toEqual([2]);
    expect(filterSchoolOptions(options, 'nowhere')).toEqual([]);
  });
  it('leaves out excluded schools (already tracked), with or without text', () => {
    expect(filterSchoolOptions(options, '', [1, 3]).map((o) => o.schoolId)).toEqual([2, 4]);
    expect(filterSchoolOptions(options, 'dogwood', [1]).map((o) => o.schoolId)).toEqual([4]);
  });
});

describe('college combobox: the empty list', () => {
  it('says a school left out is already tracked instead of "No colleges match" (docs/decisions/0050-college-search-card.md)', () => {
    const tracked = 'is already in your tracker';
    expect(emptyListMessage(options, 'elm', [2], tracked)).toBe('“Elm State (D2)” is already in your tracker');
    expect(emptyListMessage(options, 'dogwood', [1, 4], tracked)).toBe(
      '“Dogwood Tech (D1)”, “Dogwood Community (JUCO)” are already in your tracker',
    );
    expect(emptyListMessage(options, ' nowhere ', [2], tracked)).toBe('No colleges match “nowhere”');
    expect(emptyListMessage(options, '', [2], tracked)).toBe('No colleges found');
  });
  it('finds a junior college by its stored division though the label reads NJCAA', () => {
    const juco = [school(9, 'Wake Tech', 'JUCO (NJCAA D2)')];
    expect(filterSchoolOptions(juco, 'juco').map((o) => o.schoolId)).toEqual([9]);
    expect(filterSchoolOptions(juco, 'njcaa d2').map((o) => o.schoolId)).toEqual([9]);
  });
});

describe('college combobox: keyboard', () => {
  it('ArrowDown opens the list and moves down, never past the last option', () => {
    expect(comboboxKey({ open: false, active: 0 }, 'ArrowDown', 3)).toEqual({ handled: true, open: true, active: 1 });
    expect(comboboxKey({ open: true, active: 2 }, 'ArrowDown', 3)).toEqual({ handled: true, open: true, active: 2 });
  });
  it('ArrowUp moves up, never before the first option', () => {
    expect(comboboxKey({ open: true, active: 2 }, 'ArrowUp', 3)).toEqual({ handled: true, open: true, active: 1 });
    expect(comboboxKey({ open: true, active: 0 }, 'ArrowUp', 3)).toEqual({ handled: true, open: true, active: 0 });
  });
  it('Enter chooses the active option of an open list only', () => {
    expect(comboboxKey({ open: true, active: 1 }, 'Enter', 3)).toEqual({
      handled: true,
      open: false,
      active: 1,
      choose: 1,
    });
    expect(comboboxKey({ open: false, active: 1 }, 'Enter', 3)).toEqual({ handled: false });
    expect(comboboxKey({ open: true, active: 0 }, 'Enter', 0)).toEqual({ handled: false });
  });
  it('Escape closes; other keys are left to the input', () => {
    expect(comboboxKey({ open: true, active: 1 }, 'Escape', 3)).toEqual({ handled: true, open: false, active: 1 });
    expect(comboboxKey({ open: true, active: 1 }, 'a', 3)).toEqual({ handled: false });
  });
});

describe('college combobox: only the rows in view are rendered', () => {
  it('the list is at most 300 px high and as short as its rows', () => {
    expect(visibleRows(0, 2).height).toBe(2 * ROW_HEIGHT);
    expect(visibleRows(0, 0).height).toBe(ROW_HEIGHT);
    expect(visibleRows(0, 5000).height).toBe(300);
  });
  it('renders the rows in view plus the overscan, within the list', () => {
    expect(visibleRows(0, 5000)).toMatchObject({ first: 0, last: Math.ceil(300 / ROW_HEIGHT) + OVERSCAN });
    const at = 100 * ROW_HEIGHT;
    expect(visibleRows(at, 5000)).toMatchObject({
      first: 100 - OVERSCAN,
      last: Math.ceil((at + 300) / ROW_HEIGHT) + OVERSCAN,
    });
    expect(visibleRows(at, 102).last).toBe(102);
  });
  it('scrolls just enough to show the active row', () => {
    expect(scrollTopFor(0, 5 * ROW_HEIGHT)).toBe(0);
    expect(scrollTopFor(20, 0)).toBe(21 * ROW_HEIGHT - 300);
    expect(scrollTopFor(3, 0)).toBeNull();
  });
});
