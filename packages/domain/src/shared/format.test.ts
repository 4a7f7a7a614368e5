import { describe, expect, it } from 'vitest';
import {
  formatHeight,
  formatMoneyShort,
  formatPercent,
  formatShortDate,
  formatSixty,
  formatWeight,
  formatWinPct,
  stripAt,
  withHttps,
  withThousands,
  fullName,
} from './format.ts';

describe('formats of the spec', () => {
  it('shows heights as feet and inches', () => {
    expect(formatHeight(74)).toBe(`6'2"`);
    expect(formatHeight(72)).toBe(`6'0"`);
    expect(formatHeight(71.6)).toBe(`6'0"`);
    expect(formatHeight(null)).toBe('N/A');
  });
  it("shows weight as '{n} lbs' and the 60 time with 2 decimals and 's'", () => {
    expect(formatWeight(185)).toBe('185 lbs');
    expect(formatSixty(6.7)).toBe('6.70s');
    expect(formatSixty(7.125)).toBe('7.13s');
  });
  it('shows acceptance rate as a percent with 1 decimal from a fraction or a percent', () => {
    expect(formatPercent(0.684)).toBe('68.4%');
    expect(formatPercent(45.25)).toBe('45.3%');
    expect(formatPercent(undefined)).toBe('N/A');
  });
  it('shows revenue in millions with 1 decimal and thousands with 0', () => {
    expect(formatMoneyShort(12_345_678)).toBe('$12.3M');
    expect(formatMoneyShort(45_600)).toBe('$46K');
  });
  it('shows winning percentage as fraction × 100 to 1 decimal', () => {
    expect(formatWinPct(0.6234)).toBe('62.3%');
  });
  it('adds https to links without a scheme and strips a leading @ from handles', () => {
    expect(withHttps('www.lsu.edu')).toBe('https://www.lsu.edu');
    expect(withHttps('http://x.edu')).toBe('http://x.edu');
    expect(withHttps('  ')).toBeNull();
    expect(stripAt('@@dugout')).toBe('dugout');
    expect(stripAt('@')).toBeNull();
  });
  it('writes thousands and short dates as Intl en-US does, without Intl', () => {
    for (const n of [0, 7, 999, 1000, 2250.4, 12345, 999999.5, 1234567, -4321])
      expect(withThousands(n)).toBe(Math.round(n).toLocaleString('en-US'));
    // Every day of four years, across both daylight-saving changes, in local time.
    for (let t = Date.UTC(2024, 0, 1); t < Date.UTC(2028, 0, 1); t += 86_400_000 / 2) {
      const d = new Date(t);
      expect(formatShortDate(d)).toBe(
        d.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' }),
      );
    }
  });
  it('formats short dates and names', () => {
    expect(formatShortDate('2026-03-05')).toBe('Mar 5, 2026');
    expect(fullName(null, undefined)).toBe('Unknown');
    expect(fullName('Ann', ' ')).toBe('Ann');
  });
});
