import { describe, expect, it } from 'vitest';
import {
  commitBadgeColor,
  commitBadgeLegend,
  commitBadgeLabel,
  commitBadges,
  isValidImageUrl,
  precipitationLabel,
  showCount,
  temperatureLabel,
  transferBadgeColor,
  transferBadgeLegend,
} from './badges.ts';
import { scoreBadgeColor } from '../scoring/tiers.ts';
import {
  isCompleteSchoolOption,
  schoolOptionLabel,
  divisionLabel,
  schoolOptionsQuerySchema,
  sortSchoolOptions,
} from './college.contract.ts';
import { regionOfState, schoolSizeOf, selectivityOf } from './college-filters.ts';
import {
  formatHeight,
  formatMoneyShort,
  formatPercent,
  formatWeight,
  formatWinPct,
  withHttps,
} from '../shared/format.ts';

describe('climate labels', () => {
  it('labels the average of the spring highs: above 69 Warm, below 63 Cool, otherwise Average', () => {
    expect(temperatureLabel({ marchHigh: 65, aprilHigh: 70, mayHigh: 75 })).toBe('Warm');
  });
  it.each([
    [[69, 69, 69.3], 'Warm'],
    [[69, 69, 69], 'Average'],
    [[63, 63, 63], 'Average'],
    [[62, 63, 63], 'Cool'],
    [[null, null, null], 'N/A'],
    [[80, null, null], 'Warm'],
  ] as const)('%j → %s', ([m, a, y], label) => {
    expect(temperatureLabel({ marchHigh: m, aprilHigh: a, mayHigh: y })).toBe(label);
  });
  it.each([
    [12.6, 'Rainy'],
    [12.5, 'Average'],
    [8.5, 'Average'],
    [8.4, 'Dry'],
    [null, 'N/A'],
  ] as const)('precipitation %s → %s', (p, label) => {
    expect(precipitationLabel(p)).toBe(label);
  });
});

describe('badges', () => {
  it('colours the commit badge yellow for 1 to 2, red otherwise, and labels it', () => {
    expect([1, 2, 3, 10].map(commitBadgeColor)).toEqual(['yellow', 'yellow', 'red', 'red']);
    expect(commitBadgeLabel(1, 'RHP', 2027)).toBe("1 RHP '27 Commit");
    expect(commitBadgeLabel(3, 'OF', 2026)).toBe("3 OF '26 Commits");
    expect(commitBadges({ C: 0, RHP: 2, OF: 4 }, 2027)).toEqual([
      { position: 'OF', count: 4, label: "4 OF '27 Commits", color: 'red' },
      { position: 'RHP', count: 2, label: "2 RHP '27 Commits", color: 'yellow' },
    ]);
  });
  it('colours the transfer badge green 1–5, yellow 6–15, red above 15; counts show only above zero', () => {
    expect([1, 5, 6, 15, 16].map(transferBadgeColor)).toEqual(['green', 'green', 'yellow', 'yellow', 'red']);
    expect([0, null, 1].map(showCount)).toEqual([false, false, true]);
  });
  it('colours scores: 90+ red, 80+ yellow, 70+ blue, otherwise grey', () => {
    expect([95, 90, 89.9, 80, 75, 70, 69.9].map(scoreBadgeColor)).toEqual([
      'red',
      'red',
      'yellow',
      'yellow',
      'blue',
      'blue',
      'grey',
    ]);
  });
  it('shows a stadium image only for a valid URL', () => {
    expect(isValidImageUrl('https://example.com/a.jpg')).toBe(true);
    expect(isValidImageUrl('/stadiums/field.svg')).toBe(true);
    expect(isValidImageUrl('not a url')).toBe(false);
    expect(isValidImageUrl('javascript:alert(1)')).toBe(false);
    expect(isValidImageUrl('')).toBe(false);
  });
});

describe('school options', () => {
  it('offers only complete rows, ordered by division then name, labelled with the division', () => {
    expect(isCompleteSchoolOption({ schoolId: 1, schoolName: 'A', division: 'D1' })).toBe(true);
    expect(isCompleteSchoolOption({ schoolId: 1, schoolName: ' ', division: 'D1' })).toBe(false);
    expect(isCompleteSchoolOption({ schoolId: 1, schoolName: 'A', division: null })).toBe(false);
    expect(
      sortSchoolOptions([
        { schoolName: 'B', division: 'D2' },
        { schoolName: 'A', division: 'D2' },
        { schoolName: 'Z', division: 'D1' },
      ]).map((s) => s.schoolName),
    ).toEqual(['Z', 'A', 'B']);
    expect(schoolOptionLabel({ schoolName: 'Tampa', division: 'D2' })).toBe('Tampa (D2)');
    // docs/decisions/0050-college-search-card.md: a junior college's division no longer nests parentheses in the option.
    expect(schoolOptionLabel({ schoolName: 'Wake Tech', division: 'JUCO (NJCAA D2)' })).toBe('Wake Tech (NJCAA D2)');
    expect(schoolOptionLabel({ schoolName: 'Aquinas College', division: 'NAIA' })).toBe('Aquinas College (NAIA)');
    expect(divisionLabel('JUCO (NJCAA D1)')).toBe('NJCAA D1');
    expect(divisionLabel('CCCAA')).toBe('CCCAA');
    expect(schoolOptionsQuerySchema.parse({ division: 'd2' })).toEqual({ division: 'D2' });
    expect(schoolOptionsQuerySchema.parse({ division: 'all' })).toEqual({ division: undefined });
  });
});

describe('college filters and formats', () => {
  it('derives region, size and selectivity', () => {
    expect(regionOfState('tx')).toBe('Southwest');
    expect(schoolSizeOf(4999)).toBe('Small');
    expect(schoolSizeOf(15000)).toBe('Medium');
    expect(schoolSizeOf(30000)).toBe('Large');
    expect(selectivityOf(0.1)).toBe('Most Selective');
    expect(selectivityOf(68.4)).toBe('Less Selective');
  });
  it('formats revenue, percent, win % and heights as the spec says', () => {
    expect(formatMoneyShort(12_345_678)).toBe('$12.3M');
    expect(formatMoneyShort(45_600)).toBe('$46K');
    expect(formatPercent(0.684)).toBe('68.4%');
    expect(formatWinPct(0.6123)).toBe('61.2%');
    expect(formatHeight(74)).toBe('6\'2"');
    expect(formatWeight(200)).toBe('200 lbs');
    expect(withHttps('www.duke.edu')).toBe('https://www.duke.edu');
  });
});

describe('commit and transfer badge legends', () => {
  it('each meaning matches its colour rule, at the band edges', () => {
    for (const l of commitBadgeLegend) expect(commitBadgeColor(l.example)).toBe(l.color);
    expect(commitBadgeColor(2)).toBe('yellow');
    for (const l of transferBadgeLegend) expect(transferBadgeColor(l.example)).toBe(l.color);
    expect(transferBadgeColor(1)).toBe('green');
    expect(transferBadgeColor(6)).toBe('yellow');
  });
});
