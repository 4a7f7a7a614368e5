import { describe, expect, it } from 'vitest';
import { positions } from '../shared/lists.ts';
import type { ScoringInput } from '../scoring/engine.ts';
import {
  BENCHMARK_SOURCE,
  benchmarkAxis,
  benchmarkSourceYear,
  benchmarkTableSchema,
  compareToBenchmarks,
  defaultBenchmarkTable,
  fitGroupOfPosition,
  fitGroupOfRosterPosition,
  type BenchmarkTable,
} from './benchmarks.ts';

const table = defaultBenchmarkTable();
const outfielder: ScoringInput = {
  height: 73,
  weight: 185,
  sixty: 6.95,
  throwVelocity: 86,
  exitVelocity: 92,
  bats: 'Right',
  throws: 'Right',
  position: 'OF',
};

const clone = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T;

describe('division benchmarks', () => {
  it('default table: the published means of committed players, Power 4 / other D1 / D2 / D3, with source and date', () => {
    const v = Object.fromEntries(
      table.rows.map((r) => [r.metric, [r.values.P4, r.values.D1, r.values.D2, r.values.D3]]),
    );
    expect(v).toEqual({
      exitVelocity: [95.4, 93.4, 91.0, 88.7],
      sixty: [7.02, 7.1, 7.25, 7.35],
      infieldThrow: [84.7, 82.9, 80.1, 77.7],
      outfieldThrow: [86.9, 85.5, 82.8, 80.6],
      catcherThrow: [79.0, 77.5, 75.4, 73.7],
      fastballVelocity: [90.5, 87.9, 84.5, 81.9],
      fbSpinRate: [2187, 2137, 2049, 1989],
    });
    expect(table.source).toMatch(/committed players/);
    expect(benchmarkTableSchema.safeParse(table).success).toBe(true);
  });

  it('the admin edit is validated with messages', () => {
    const edit = (f: (t: BenchmarkTable) => void) => {
      const t = clone(table);
      f(t);
      const r = benchmarkTableSchema.safeParse(t);
      return r.success ? [] : r.error.issues.map((i) => i.message);
    };
    expect(edit((t) => (t.source = ' '))).toEqual(['Enter the source of the benchmarks']);
    expect(edit((t) => (t.sourceDate = '2025-02-30'))).toEqual(['Enter the date of the source as YYYY-MM-DD']);
    expect(edit((t) => (t.rows[0]!.values.D2 = 99))).toEqual([
      'Exit velocity averages must not rise from Power 4 to D3',
    ]);
    expect(edit((t) => (t.rows[1]!.values.P4 = 7.3))).toEqual([
      '60-yard time averages must not fall from Power 4 to D3',
    ]);
    expect(edit((t) => (t.rows[6]!.values.D3 = 100))).toEqual([
      'Fastball spin averages must be between 500 and 4000 rpm',
    ]);
    expect(edit((t) => t.rows.pop())).toEqual(['Add the Fastball spin row']);
    expect(edit((t) => t.rows.push(clone(t.rows[0]!)))).toEqual(['Exit velocity appears more than once']);
  });

  it('compares an outfielder on exit velocity, 60-yard time and the outfield throw', () => {
    const c = compareToBenchmarks(outfielder, table);
    expect(c.group).toBe('OF');
    expect(c.rows.map((r) => [r.label, r.valueLabel, r.reached, r.text])).toEqual([
      ['Exit velocity', '92.0 mph', 'D2', 'At or above the D2 average'],
      ['60-yard time', '6.95s', 'P4', 'At or above the Power 4 average'],
      ['Outfield throw', '86.0 mph', 'D1', 'At or above the Other D1 average'],
    ]);
    expect(c.rows[0]!.levels.map((l) => [l.label, l.meanLabel, l.met])).toEqual([
      ['Power 4', '95.4 mph', false],
      ['Other D1', '93.4 mph', false],
      ['D2', '91.0 mph', true],
      ['D3', '88.7 mph', true],
    ]);
  });

  it('compares pitchers on fastball and spin, catchers on the catcher throw; below D3 and missing are said so', () => {
    const p = compareToBenchmarks({ position: 'RHP', fastballVelocity: 80, fbSpinRate: null }, table);
    expect(p.rows.map((r) => [r.label, r.text])).toEqual([
      ['Fastball velocity', 'Below the D3 average'],
      ['Fastball spin', 'Not given'],
    ]);
    expect(compareToBenchmarks({ ...outfielder, position: 'C' }, table).rows.map((r) => r.metric)).toEqual([
      'exitVelocity',
      'sixty',
      'catcherThrow',
    ]);
    expect(compareToBenchmarks({ ...outfielder, position: 'MIF' }, table).rows[2]!.metric).toBe('infieldThrow');
  });

  it('maps positions to groups: C; 1B, 3B, MIF → IF; OF; pitchers → P; roster spellings too', () => {
    expect(positions.map(fitGroupOfPosition)).toEqual(['IF', 'IF', 'C', 'IF', 'OF', 'P', 'P']);
    expect(
      ['C', '1B', 'SS', 'IF', 'CF', 'RHP', 'LHP/OF', 'P', 'UTL', 'INF/OF', ''].map(fitGroupOfRosterPosition),
    ).toEqual(['C', 'IF', 'IF', 'IF', 'OF', 'P', 'P', 'P', null, null, null]);
  });
});

describe('division benchmark source and charts', () => {
  it('cites its publisher and data set, and the year of the figures (not the day they were entered)', () => {
    const t = defaultBenchmarkTable();
    expect(t.source).toBe(BENCHMARK_SOURCE);
    expect(t.source).toMatch(/Prep Baseball Report \(PBR\).*BaseballPath/);
    expect(benchmarkSourceYear(t)).toBe('2026');
    expect(benchmarkTableSchema.safeParse(t).success).toBe(true);
  });

  it("a chart's axis starts below the lowest bar, never below zero, and ends above the highest", () => {
    expect(benchmarkAxis([95.4, 93.4, 91, 88.7], 'exitVelocity')).toEqual({ from: 85, to: expect.closeTo(96.4, 1) });
    const sixty = benchmarkAxis([6.9, 7.02, 7.1, 7.25, 7.35], 'sixty');
    expect(sixty.from).toBeGreaterThan(0);
    expect(sixty.from).toBeLessThan(6.9);
    expect(sixty.to).toBeGreaterThan(7.35);
    expect(benchmarkAxis([1, 30], 'exitVelocity').from).toBe(0);
  });
});
