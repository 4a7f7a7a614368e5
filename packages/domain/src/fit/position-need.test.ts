import { describe, expect, it } from 'vitest';
import { positionNeed, summarizeRoster } from './position-need.ts';

describe('position need', () => {
  const roster = [
    { position: 'OF', classYear: 'Sr' },
    { position: 'CF', classYear: 'R-Sr' },
    { position: 'LF', classYear: 'Graduate Student' },
    { position: 'RF', classYear: 'FR.' },
    { position: 'OF', classYear: 'Jr' },
    { position: 'RHP', classYear: 'Fr' },
    { position: 'RHP', classYear: 'R-Fr' },
    { position: 'LHP', classYear: 'Freshman' },
    { position: 'P', classYear: 'Sr' },
  ];
  it("says 'N seniors/graduate students leave after 2025; N freshmen' with a reading", () => {
    expect(positionNeed(roster, 'OF', 2025)).toEqual({
      group: 'OF',
      season: 2025,
      count: 5,
      leaving: 3,
      freshmen: 1,
      reading: 'likely openings',
      text: '3 seniors/graduate students leave after 2025; 1 freshman',
    });
    expect(positionNeed(roster, 'P', 2025)).toMatchObject({
      leaving: 1,
      freshmen: 3,
      reading: 'crowded',
      text: '1 senior/graduate student leaves after 2025; 3 freshmen',
    });
    expect(positionNeed(roster, 'C', 2025)).toMatchObject({
      count: 0,
      reading: 'no players listed',
      text: '0 seniors/graduate students leave after 2025; 0 freshmen',
    });
    expect(
      positionNeed(
        [
          { position: 'C', classYear: 'Sr' },
          { position: 'C', classYear: 'Fr' },
        ],
        'C',
        2025,
      ).reading,
    ).toBe('balanced');
  });

  it('summarises the roster per group with average height and weight', () => {
    const s = summarizeRoster(
      [
        { position: 'OF', classYear: 'Jr', height: 72, weight: 190 },
        { position: 'OF', classYear: 'So', height: 75, weight: null },
      ],
      2025,
    );
    expect(s.groups.OF).toEqual({ count: 2, leaving: 0, freshmen: 0, avgHeight: 73.5, avgWeight: 190 });
    expect(s.groups.C).toEqual({ count: 0, leaving: 0, freshmen: 0, avgHeight: null, avgWeight: null });
  });
});
