import { describe, expect, it } from 'vitest';
import { fitDivisionOf, programLevel } from './levels.ts';

describe('program levels', () => {
  it('Power 4 is ACC, Big Ten, Big 12 and SEC; other D1, D2 and D3 are their own level', () => {
    expect(['ACC', 'Big Ten', 'Big 12', 'SEC', 'Sun Belt'].map((c) => programLevel('D1', c).level)).toEqual([
      'P4',
      'P4',
      'P4',
      'P4',
      'D1',
    ]);
    expect(programLevel('D2', 'PSAC')).toEqual({ level: 'D2', derived: false, note: null });
    expect(programLevel('D3', 'NESCAC').level).toBe('D3');
  });

  it('derives a level for the other associations, and says so', () => {
    const cases = [
      'NAIA',
      'JUCO (NJCAA D1)',
      'CCCAA',
      'JUCO (NJCAA D2)',
      'JUCO (NJCAA D3)',
      'NWAC',
      'USCAA',
      'Bethel University',
      null,
    ];
    expect(cases.map((d) => programLevel(d).level)).toEqual(['D2', 'D2', 'D2', 'D3', 'D3', 'D3', 'D3', 'D3', 'D3']);
    expect(programLevel('NAIA').note).toBe('NAIA compared with D2 averages');
    expect(programLevel('JUCO (NJCAA D2)').note).toBe('NJCAA Division II compared with D3 averages');
    expect(cases.every((d) => programLevel(d).derived)).toBe(true);
  });

  it('groups divisions for the interview and filters', () => {
    expect(
      [
        ['D1', 'SEC'],
        ['D1', 'WCC'],
        ['D2', null],
        ['NAIA', null],
        ['JUCO (NJCAA D3)', null],
        ['CCCAA', null],
        ['NWAC', null],
        ['USCAA', null],
        ['?', null],
      ].map(([d, c]) => fitDivisionOf(d, c)),
    ).toEqual(['P4', 'D1', 'D2', 'NAIA', 'JUCO', 'JUCO', 'JUCO', 'USCAA', null]);
  });
});
