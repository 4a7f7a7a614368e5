import { describe, expect, it } from 'vitest';
import { academicYearLabel, citeRow, shippedSources, sourceLabel, sourceLabels, withYear } from './sources.ts';

describe('per-row sources (docs/decisions/0051-row-sources.md)', () => {
  it("cites the run that wrote a row, with the row's own year when it has one", () => {
    const run = { source: 'College program lists', asOf: '2026 (other associations 2023)' };
    expect(citeRow(run, '2023')).toEqual({ source: 'College program lists', asOf: '2023' });
    expect(citeRow(run, ' ')).toEqual(run);
    expect(citeRow(run, null)).toEqual(run);
    expect(citeRow(null, '2025')).toBeNull();
  });

  it('lists several sources once each, in order', () => {
    const a = { source: 'College program lists', asOf: '2026' };
    const b = { source: 'Audit test file', asOf: '2026' };
    expect(sourceLabels([a, b, { ...a }])).toBe('College program lists 2026; Audit test file 2026');
    expect(sourceLabels([])).toBeNull();
    expect(sourceLabel(a)).toBe('College program lists 2026');
  });

  it("writes a College Scorecard value's academic year beside it", () => {
    expect(academicYearLabel('2021-22')).toBe('2021–22');
    expect(academicYearLabel('2018_2019')).toBe('2018–19');
    expect(academicYearLabel('')).toBeNull();
    expect(withYear('1070–1240', '2021-22')).toBe('1070–1240 (2021–22)');
    expect(withYear('N/A', '2021-22')).toBe('N/A');
    expect(withYear('$32,218', null)).toBe('$32,218');
  });

  it('the shipped academics are dated by the span of their values, not one year', () => {
    expect(shippedSources.academics.asOf).toBe('2018–19 to 2022–23');
  });
});
