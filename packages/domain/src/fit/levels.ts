import type { BenchmarkLevel } from './benchmarks.ts';

/**
 * Program levels (docs/decisions/0007-college-fit.md). The college data's divisions are D1, D2, D3, NAIA, 'JUCO (NJCAA D1)',
 * 'JUCO (NJCAA D2)', 'JUCO (NJCAA D3)', CCCAA, NWAC and USCAA; Power 4 is the D1 conferences ACC, Big Ten, Big 12
 * and SEC (spelled as in the reference data).
 */
export const powerFourConferences = ['ACC', 'Big Ten', 'Big 12', 'SEC'] as const;
export const isPowerFour = (conference: string | null | undefined): boolean =>
  !!conference && (powerFourConferences as readonly string[]).includes(conference.trim());

/** The groups a player can choose among (the interview's divisions of interest and the results filter). */
export const fitDivisions = ['P4', 'D1', 'D2', 'D3', 'NAIA', 'JUCO', 'USCAA'] as const;
export type FitDivision = (typeof fitDivisions)[number];
export const fitDivisionLabels: Record<FitDivision, string> = {
  P4: 'Power 4 (ACC, Big Ten, Big 12, SEC)',
  D1: 'Other Division I',
  D2: 'Division II',
  D3: 'Division III',
  NAIA: 'NAIA',
  JUCO: 'Junior college (NJCAA, CCCAA, NWAC)',
  USCAA: 'USCAA',
};

/** The group of a program: Power 4 D1, other D1, D2, D3, NAIA, junior colleges (NJCAA, CCCAA, NWAC), USCAA. Unknown → null. */
export function fitDivisionOf(division: string | null | undefined, conference?: string | null): FitDivision | null {
  const d = (division ?? '').trim().toUpperCase();
  if (d === 'D1') return isPowerFour(conference) ? 'P4' : 'D1';
  if (d === 'D2' || d === 'D3' || d === 'NAIA' || d === 'USCAA') return d;
  if (d.startsWith('JUCO') || d.startsWith('NJCAA') || d === 'CCCAA' || d === 'NWAC') return 'JUCO';
  return null;
}

export interface ProgramLevel {
  /** the benchmark level the program's recruits are compared with */
  level: BenchmarkLevel;
  /** true when the level is derived (not an NCAA level of its own) */
  derived: boolean;
  /** 'NAIA compared with D2 averages'; null for NCAA programs */
  note: string | null;
}

/**
 * The benchmark level of a program. The published averages cover NCAA levels only; other associations are compared
 * with the nearest NCAA level, by scholarships and where their players move on to:
 * - NAIA (athletic scholarships, 12 per team) → D2 averages.
 * - NJCAA Division I (full scholarships, the usual bridge to D1) → D2 averages.
 * - CCCAA (California community colleges; no athletic aid but a strong transfer pipeline to D1/D2) → D2 averages.
 * - NJCAA Division II (tuition-only aid) → D3 averages.
 * - NJCAA Division III (no athletic aid), NWAC, USCAA → D3 averages.
 * - A division the data does not name → D3 averages (the most attainable, so no program is ruled out by bad data).
 */
export function programLevel(division: string | null | undefined, conference?: string | null): ProgramLevel {
  const raw = (division ?? '').trim();
  const d = raw.toUpperCase();
  const derived = (level: BenchmarkLevel, name: string): ProgramLevel => ({
    level,
    derived: true,
    note: `${name} compared with ${level} averages`,
  });
  if (d === 'D1') return { level: isPowerFour(conference) ? 'P4' : 'D1', derived: false, note: null };
  if (d === 'D2') return { level: 'D2', derived: false, note: null };
  if (d === 'D3') return { level: 'D3', derived: false, note: null };
  if (d === 'NAIA') return derived('D2', 'NAIA');
  if (d === 'CCCAA') return derived('D2', 'CCCAA');
  if (/NJCAA D1\b|NJCAA DI\b/.test(d)) return derived('D2', 'NJCAA Division I');
  if (/NJCAA D2\b|NJCAA DII\b/.test(d)) return derived('D3', 'NJCAA Division II');
  if (/NJCAA D3\b|NJCAA DIII\b/.test(d)) return derived('D3', 'NJCAA Division III');
  if (d === 'NWAC') return derived('D3', 'NWAC');
  if (d === 'USCAA') return derived('D3', 'USCAA');
  return derived('D3', raw ? `Division '${raw}'` : 'An unknown division');
}
