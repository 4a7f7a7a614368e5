import { describe, expect, it } from 'vitest';
import { formatScore, scoreBadgeColor, scoreBadgeLegend, scoreTier } from './tiers.ts';

describe('score tiers (docs/spec/part-2-colleges-tracker-scoring.md section 4)', () => {
  it.each([
    [100, 'Elite', 'Division I prospect'],
    [90, 'Elite', 'Division I prospect'],
    [89.9, 'High', 'Strong college prospect'],
    [80, 'High', 'Strong college prospect'],
    [79.9, 'Good', 'College prospect'],
    [70, 'Good', 'College prospect'],
    [69.9, 'Average', 'Developing player'],
    [60, 'Average', 'Developing player'],
    [59.9, 'Needs Work', 'Focus on improvement'],
    [50, 'Needs Work', 'Focus on improvement'],
  ])('%s → %s (%s)', (score, tier, description) => {
    expect(scoreTier(score)).toMatchObject({ tier, description });
  });
  it('a missing score is Needs Work', () => expect(scoreTier(null).tier).toBe('Needs Work'));
});

describe('score badge colours', () => {
  it.each([
    [95, 'red'],
    [90, 'red'],
    [89.9, 'yellow'],
    [80, 'yellow'],
    [79.9, 'blue'],
    [70, 'blue'],
    [69.9, 'grey'],
    [50, 'grey'],
    [null, 'grey'],
    [Number.NaN, 'grey'],
  ] as const)('%s → %s', (score, color) => expect(scoreBadgeColor(score)).toBe(color));
  it('formats scores with 1 decimal', () => {
    expect(formatScore(90)).toBe('90.0');
    expect(formatScore(null)).toBe('—');
  });
});

describe('score badge legend', () => {
  it('names every colour once, each meaning matching the rule', () => {
    expect(scoreBadgeLegend.map((l) => l.color)).toEqual(['red', 'yellow', 'blue', 'grey']);
    for (const l of scoreBadgeLegend) expect(scoreBadgeColor(l.example)).toBe(l.color);
    expect(scoreBadgeColor(89.9)).toBe('yellow');
    expect(scoreBadgeColor(79.9)).toBe('blue');
  });
});
