import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  benchmarkLevels,
  interviewAnswersSchema,
  levelDistributions,
  levelGroups,
  levelMetricsOf,
  scorePrograms,
  type FitPlayer,
  type FitProgram,
  type FitRanking,
  type FitSummary,
} from '@dugout/domain/fit';
import { openTestDatabase } from '../../test/test-db.ts';
import { loadFitPrograms } from './fit.repo.ts';
import { homeOfZip } from './fit.service.ts';

/**
 * The panel (docs/decisions/0058-believable-fit.md): six players of our own making ranked against the shipped
 * programs (data/reference/), with what each top 10 must have — what a college coach would sign off.
 */

let database: Awaited<ReturnType<typeof openTestDatabase>>;
let programs: FitProgram[];
beforeAll(async () => {
  database = await openTestDatabase({ reference: true });
  programs = await loadFitPrograms(database.db);
}, 120_000);
afterAll(() => database?.close());

const rank = (player: FitPlayer, answers: Record<string, unknown>) => {
  const a = interviewAnswersSchema.parse(answers);
  const ranking = scorePrograms({ ...player, home: homeOfZip(a.homeZip) }, a, programs);
  return { ranking, top: ranking.ranked.slice(0, 10).map((r) => ranking.summarize(r)) };
};
const levelsOf = (top: FitSummary[]) => new Set(top.map((r) => r.level));
const divisionsOf = (top: FitSummary[]) => new Set(top.map((r) => r.fitDivision));
const likeliest = (r: FitRanking) => r.estimate.likeliest;

describe('the panel: six players, the shipped programs', () => {
  it('ranks all 1,683 programs', () => {
    expect(programs).toHaveLength(1683);
  });

  it('a Power-4-level pitcher from Durham: Power 4 targets near home first, no D2/D3/junior college in the top 25', () => {
    const { ranking, top } = rank(
      { position: 'RHP', measurements: { height: 75, weight: 205, fastballVelocity: 93, fbSpinRate: 2350 } },
      { homeZip: '27701' },
    );
    expect(likeliest(ranking)).toBe('P4');
    expect(top.every((r) => r.fitDivision === 'P4' && r.band === 'target')).toBe(true);
    expect(top.slice(0, 3).map((r) => r.name)).toEqual(expect.arrayContaining(['Duke', 'North Carolina', 'NC State']));
    const page = ranking.ranked.slice(0, 25);
    expect(page.every((r) => r.fitDivision === 'P4' || r.fitDivision === 'D1')).toBe(true);
  });

  it('a D2-level outfielder with a 3.9 GPA: D2-level programs, none Power 4; told a test score would compare academics', () => {
    const { ranking, top } = rank(
      {
        position: 'OF',
        measurements: { height: 71.5, weight: 175, sixty: 7.05, throwVelocity: 83, exitVelocity: 91.5 },
      },
      { gpa: 3.9, homeZip: '43215' },
    );
    expect(likeliest(ranking)).toBe('D2');
    expect([...levelsOf(top)]).toEqual(['D2']);
    expect(divisionsOf(top).has('P4')).toBe(false);
    expect(ranking.max.academics).toBe(0);
    expect(ranking.explain(ranking.ranked[0]!).parts.find((p) => p.key === 'academics')!.reason).toMatch(
      /^Your GPA 3\.90 cannot be compared: College Scorecard publishes no GPA ranges\. Add your SAT or ACT/,
    );
  });

  it('a D3-level catcher who ranks academics first: D2/D3 programs where a 1400 SAT is a match, none far below', () => {
    const { ranking, top } = rank(
      { position: 'C', measurements: { height: 70, weight: 180, sixty: 7.6, throwVelocity: 72, exitVelocity: 87 } },
      { sat: 1400, homeZip: '01002', priorities: ['academics', 'location'] },
    );
    expect(likeliest(ranking)).toBe('D3');
    expect(divisionsOf(top).has('P4') || divisionsOf(top).has('D1')).toBe(false);
    expect(top.filter((r) => r.academicBand === 'match').length).toBeGreaterThanOrEqual(8);
    expect(top.some((r) => r.academicBand === 'reach')).toBe(false);
    // a school whose range tops out near 1033 is a safety and ranks far below the matches
    const aamu = ranking.ranked.find((r) => r.name === 'Alabama A&M')!;
    expect(ranking.summarize(aamu).academicBand).toBe('safety');
    expect(aamu.rank).toBeGreaterThan(100);
  });

  it('a junior-college-level middle infielder: D3-level programs only (D3, NJCAA D2/D3, NWAC, USCAA)', () => {
    const { ranking, top } = rank(
      { position: 'MIF', measurements: { height: 69, weight: 160, sixty: 7.6, throwVelocity: 74, exitVelocity: 82 } },
      {},
    );
    expect(likeliest(ranking)).toBe('D3');
    expect([...levelsOf(top)]).toEqual(['D3']);
    expect(ranking.ranked.slice(0, 25).some((r) => r.fitDivision === 'P4' || r.fitDivision === 'D1')).toBe(false);
  });

  it('a two-way player (a D2 arm, a D1 bat): ranked on the stronger side, D1 in the top 10', () => {
    const { ranking, top } = rank(
      {
        position: 'RHP',
        measurements: {
          height: 73,
          weight: 185,
          fastballVelocity: 84,
          fbSpinRate: 2000,
          exitVelocity: 95,
          sixty: 6.9,
          throwVelocity: 87,
        },
      },
      { homeZip: '75201' },
    );
    expect(ranking.estimate.group).toBe('OF');
    expect(top.every((r) => r.fitDivision === 'P4' || r.fitDivision === 'D1')).toBe(true);
  });

  it('a player with no test scores who wants Texas: Texas programs at their level, academics not counted', () => {
    const { ranking, top } = rank(
      { position: '3B', measurements: { height: 74, weight: 200, sixty: 7.3, throwVelocity: 83, exitVelocity: 96 } },
      { states: ['TX'] },
    );
    expect(top.every((r) => r.state === 'TX')).toBe(true);
    expect(top.every((r) => r.band === 'target')).toBe(true);
    expect(ranking.max.academics).toBe(0);
    // ties are not broken by the alphabet
    const names = top.map((r) => r.name);
    expect(names).not.toEqual([...names].sort());
  });
});

describe('the level distributions are the shipped benchmark file', () => {
  it('every mean and SD of division_benchmarks.csv that the estimate uses, as published', () => {
    const file = path.resolve(
      path.dirname(fileURLToPath(import.meta.url)),
      '../../../../../data/reference/division_benchmarks.csv',
    );
    const rows = readFileSync(file, 'utf8')
      .trim()
      .split('\n')
      .slice(1)
      .map((l) => l.split(','));
    const groupOf: Record<string, string> = { C: 'C', MIF: 'MIF', 'CIF (1B': 'CIF', OF: 'OF', pitchers: 'P' };
    let compared = 0;
    for (const cols of rows) {
      // 'CIF (1B, 3B)' holds a comma: the group is the first field up to the level
      const levelAt = cols.findIndex((c) => (benchmarkLevels as readonly string[]).includes(c));
      const group = groupOf[cols[0]!];
      if (!group) continue;
      const [level, metric, mean, sd] = cols.slice(levelAt) as [string, string, string, string];
      const cell = levelDistributions[group as (typeof levelGroups)[number]][metric]?.[level as 'P4'];
      if (!cell) continue;
      expect(cell).toEqual([Number(mean), Number(sd)]);
      compared++;
    }
    // every group's marks at every level, less the one unpublished cell (D2 pitchers' height)
    const expected = levelGroups.reduce((n, g) => n + levelMetricsOf[g].length * benchmarkLevels.length, 0) - 1;
    expect(compared).toBe(expected);
  });
});
