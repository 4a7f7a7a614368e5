import { describe, expect, it } from 'vitest';
import { academicsLine, clip, headlineMetrics, profileFactsLine, profilePdfFileName, toWinAnsi } from './documents.ts';

const metric = (metric: string, display: string) =>
  ({ metric, display, label: metric, value: 1, date: '2026-11-20', source: { kind: 'self_reported' } }) as never;

describe('profile documents (docs/decisions/0066-profile-documents.md)', () => {
  it('names the PDF after the handle', () => {
    expect(profilePdfFileName('casey-demoplayer')).toBe('casey-demoplayer-dugout-profile.pdf');
  });

  it('picks the two headline metrics: fastball, exit velocity, arm, speed; never height or weight; no twice', () => {
    const metrics = [
      metric('height', '6\'1"'),
      metric('sixty', '6.90s'),
      metric('exitVelocity', '92.4 mph'),
      metric('exitVelocity', '91.0 mph'),
      metric('throwVelocity', '84.0 mph'),
    ];
    expect(headlineMetrics({ metrics }).map((m) => m.display)).toEqual(['92.4 mph', '84.0 mph']);
    expect(headlineMetrics({ metrics: [metric('weight', '180 lbs')] })).toEqual([]);
  });

  it('clips long text with an ellipsis, never past the limit', () => {
    expect(clip('short', 10)).toBe('short');
    expect(clip('a  long\n text that goes on', 10)).toBe('a long te…');
    expect(clip('abcdefghijk', 10)).toHaveLength(10);
  });

  it('writes the facts and academics lines from what the view has', () => {
    expect(
      profileFactsLine({
        classYear: 2027,
        positions: ['SS', 'RHP'],
        bats: 'R',
        throws: 'R',
        heightInches: 73,
        weightLbs: 180,
      }),
    ).toBe('Class of 2027 · SS, RHP · Bats R / Throws R · 6\'1" · 180 lbs');
    expect(
      profileFactsLine({
        classYear: null,
        positions: [],
        bats: null,
        throws: 'L',
        heightInches: null,
        weightLbs: null,
      }),
    ).toBe('Throws L');
    expect(academicsLine({ gpa: 3.8, sat: null, act: 29, intendedMajor: 'Biology' })).toBe(
      'GPA 3.80 · ACT 29 · Intended major: Biology',
    );
    expect(academicsLine(null)).toBe('');
  });

  it('keeps text in the characters of the built-in PDF fonts', () => {
    expect(toWinAnsi('Zoë O’Brien — “SS”')).toBe('Zoë O’Brien — “SS”');
    expect(toWinAnsi('Dvořák Łukasz')).toBe('Dvorák ?ukasz');
    expect(toWinAnsi('a\u0000b\tc\u200bd 🙂')).toBe('ab c?d ?');
  });
});
