import type { Position } from '../shared/lists.ts';
import { toFiniteNumber, type ScoringInput } from '../scoring/engine.ts';
import type { SubmissionNumberField } from '../scoring/submission-input.ts';
import { benchmarkLevelLabels, benchmarkLevels, type BenchmarkLevel } from './benchmarks.ts';

/**
 * Athletic level as a band (docs/decisions/0058-believable-fit.md): from the player's marks and the means and
 * standard deviations of committed players' marks by level and position group (data/reference/division_benchmarks.csv,
 * PBR committed-player profiles as aggregated by BaseballPath, 2026), how likely each level is, and for a program at
 * one level whether it is a target, a reach or a safety.
 */

/** The benchmark groups of the published table. */
export const levelGroups = ['C', 'MIF', 'CIF', 'OF', 'P'] as const;
export type LevelGroup = (typeof levelGroups)[number];
export const levelGroupLabels: Record<LevelGroup, string> = {
  C: 'catchers',
  MIF: 'middle infielders',
  CIF: 'corner infielders (1B, 3B)',
  OF: 'outfielders',
  P: 'pitchers',
};

/** C → C; MIF → MIF; 1B, 3B → CIF; OF → OF; LHP, RHP → P. */
export const levelGroupOfPosition = (position: Position): LevelGroup =>
  position === 'C'
    ? 'C'
    : position === 'MIF'
      ? 'MIF'
      : position === '1B' || position === '3B'
        ? 'CIF'
        : position === 'OF'
          ? 'OF'
          : 'P';

export interface LevelMetric {
  key: string;
  label: string;
  field: SubmissionNumberField;
  higherIsBetter: boolean;
  unit: string;
  decimals: number;
}

const exit: LevelMetric = {
  key: 'exit_velo',
  label: 'exit velocity',
  field: 'exitVelocity',
  higherIsBetter: true,
  unit: 'mph',
  decimals: 1,
};
const sixty: LevelMetric = {
  key: 'sixty',
  label: '60-yard time',
  field: 'sixty',
  higherIsBetter: false,
  unit: 's',
  decimals: 2,
};
const height: LevelMetric = {
  key: 'height',
  label: 'height',
  field: 'height',
  higherIsBetter: true,
  unit: 'in',
  decimals: 1,
};
const throwOf = (key: string, label: string): LevelMetric => ({
  key,
  label,
  field: 'throwVelocity',
  higherIsBetter: true,
  unit: 'mph',
  decimals: 1,
});

/**
 * The marks each group's level is estimated from. Weight is left out (heavier is not better, though the means rise
 * with the level); pop time is not a mark Dugout records.
 */
export const levelMetricsOf: Record<LevelGroup, readonly LevelMetric[]> = {
  C: [exit, sixty, throwOf('c_velo', 'catcher throw'), height],
  MIF: [exit, sixty, throwOf('inf_velo', 'infield throw'), height],
  CIF: [exit, sixty, throwOf('inf_velo', 'infield throw'), height],
  OF: [exit, sixty, throwOf('of_velo', 'outfield throw'), height],
  P: [
    {
      key: 'fb_velo_max',
      label: 'fastball velocity',
      field: 'fastballVelocity',
      higherIsBetter: true,
      unit: 'mph',
      decimals: 1,
    },
    {
      key: 'fb_spin_avg',
      label: 'fastball spin',
      field: 'fbSpinRate',
      higherIsBetter: true,
      unit: 'rpm',
      decimals: 0,
    },
    height,
  ],
};

type Cell = readonly [mean: number, sd: number];
/**
 * Means and SDs by group, metric and level (P4, D1, D2, D3), as division_benchmarks.csv gives them (a unit test reads
 * the file and compares). The published table has no height for D2 pitchers: that one cell is the average of the D1
 * and D3 cells (`derivedCells` says so wherever it is used).
 */
export const levelDistributions: Record<LevelGroup, Record<string, Record<BenchmarkLevel, Cell>>> = {
  C: {
    exit_velo: { P4: [95.45, 5.46], D1: [93.75, 5.37], D2: [91.11, 5.18], D3: [88.75, 5.52] },
    sixty: { P4: [7.2, 0.33], D1: [7.28, 0.33], D2: [7.4, 0.34], D3: [7.5, 0.37] },
    c_velo: { P4: [79.02, 3.9], D1: [77.54, 3.87], D2: [75.44, 3.58], D3: [73.72, 3.74] },
    height: { P4: [72.24, 2.14], D1: [71.96, 2.04], D2: [71.37, 2.06], D3: [70.99, 2.15] },
  },
  MIF: {
    exit_velo: { P4: [94.2, 6.0], D1: [91.91, 5.3], D2: [89.37, 5.41], D3: [86.87, 5.63] },
    sixty: { P4: [6.97, 0.28], D1: [7.05, 0.29], D2: [7.16, 0.3], D3: [7.29, 0.34] },
    inf_velo: { P4: [85.24, 5.1], D1: [83.45, 4.86], D2: [80.54, 5.0], D3: [78.2, 5.16] },
    height: { P4: [72.16, 2.13], D1: [71.49, 2.1], D2: [70.74, 2.15], D3: [70.24, 2.18] },
  },
  CIF: {
    exit_velo: { P4: [96.95, 6.02], D1: [95.44, 5.63], D2: [92.63, 5.3], D3: [90.33, 5.88] },
    sixty: { P4: [7.21, 0.36], D1: [7.3, 0.33], D2: [7.42, 0.34], D3: [7.54, 0.39] },
    inf_velo: { P4: [83.34, 5.48], D1: [81.83, 5.17], D2: [79.41, 5.13], D3: [76.91, 5.13] },
    height: { P4: [74.08, 1.93], D1: [73.5, 2.05], D2: [72.71, 2.25], D3: [72.53, 2.19] },
  },
  OF: {
    exit_velo: { P4: [96.06, 5.9], D1: [93.76, 5.58], D2: [91.43, 5.35], D3: [89.24, 5.51] },
    sixty: { P4: [6.84, 0.3], D1: [6.92, 0.29], D2: [7.06, 0.31], D3: [7.15, 0.32] },
    of_velo: { P4: [86.94, 5.57], D1: [85.53, 4.94], D2: [82.83, 4.97], D3: [80.56, 5.2] },
    height: { P4: [72.7, 2.25], D1: [72.17, 2.23], D2: [71.55, 2.26], D3: [71.13, 2.23] },
  },
  P: {
    fb_velo_max: { P4: [90.47, 3.63], D1: [87.88, 3.39], D2: [84.53, 3.75], D3: [81.87, 3.83] },
    fb_spin_avg: { P4: [2187.07, 194.27], D1: [2137.07, 177.43], D2: [2048.72, 188.77], D3: [1988.63, 188.67] },
    // D2: not published; the average of D1 and D3 (see derivedCells)
    height: { P4: [74.4, 2.19], D1: [73.69, 2.24], D2: [73.08, 2.295], D3: [72.47, 2.35] },
  },
};
/** The cells above that are not in the published table. */
export const derivedCells: ReadonlyArray<{ group: LevelGroup; metric: string; level: BenchmarkLevel; note: string }> = [
  {
    group: 'P',
    metric: 'height',
    level: 'D2',
    note: 'D2 pitchers’ height is not published: halfway between D1 and D3',
  },
];
export const LEVEL_SOURCE = 'PBR committed-player profiles, as aggregated by BaseballPath (2026)';

export interface LevelEstimate {
  group: LevelGroup;
  /** how likely each level is from the marks compared, 0..1, adding up to 1 (equal chances before any mark) */
  probabilities: Record<BenchmarkLevel, number>;
  /** the chance the player's level is this level or higher (Power 4 highest) */
  atLeast: Record<BenchmarkLevel, number>;
  /** the level with the highest probability */
  likeliest: BenchmarkLevel;
  /** the marks compared, with the level whose mean each one reaches (null: below the D3 mean) */
  compared: Array<{ metric: LevelMetric; value: number; reached: BenchmarkLevel | null }>;
}

/** Thresholds of the band (docs/decisions/0058-believable-fit.md). */
/** A chance of measuring up to a level of at least this gives full athletic marks there (`athleticFraction`). */
export const FULL_ATHLETIC_FROM = 0.5;
export const REACH_BELOW = 0.35;
export const SAFETY_FROM = 0.8;

/**
 * How likely each level is for the player's marks in one group: each level's commits are modelled as normal in each
 * mark with the level's mean and the group's pooled SD (the average of the four levels' SDs, so a better mark always
 * moves the estimate up), the marks taken as independent, every level equally likely before the marks. No mark: 25 %
 * each.
 */
export function estimateLevel(measurements: ScoringInput, group: LevelGroup): LevelEstimate {
  const logL: Record<BenchmarkLevel, number> = { P4: 0, D1: 0, D2: 0, D3: 0 };
  const compared: LevelEstimate['compared'] = [];
  for (const metric of levelMetricsOf[group]) {
    const cells = levelDistributions[group][metric.key];
    if (!cells) continue;
    const v = toFiniteNumber(measurements[metric.field]);
    if (v === null || v <= 0) continue;
    const sd = benchmarkLevels.reduce((s, l) => s + cells[l][1], 0) / benchmarkLevels.length;
    for (const l of benchmarkLevels) logL[l] += -0.5 * ((v - cells[l][0]) / sd) ** 2;
    const reached = benchmarkLevels.find((l) => (metric.higherIsBetter ? v >= cells[l][0] : v <= cells[l][0])) ?? null;
    compared.push({ metric, value: v, reached });
  }
  const top = Math.max(...benchmarkLevels.map((l) => logL[l]));
  const raw = benchmarkLevels.map((l) => Math.exp(logL[l] - top));
  const sum = raw.reduce((a, b) => a + b, 0);
  const probabilities = {} as Record<BenchmarkLevel, number>;
  benchmarkLevels.forEach((l, i) => (probabilities[l] = raw[i]! / sum));
  const atLeast = {} as Record<BenchmarkLevel, number>;
  let acc = 0;
  for (const l of benchmarkLevels) {
    acc += probabilities[l];
    atLeast[l] = Math.min(1, acc);
  }
  atLeast.D3 = 1;
  const likeliest = benchmarkLevels.reduce((best, l) => (probabilities[l] > probabilities[best] ? l : best), 'D3');
  return { group, probabilities, atLeast, likeliest, compared };
}

/** The better estimate of several (a two-way player): the one with the higher expected level. */
export function expectedLevelIndex(e: LevelEstimate): number {
  // D3 = 0 … P4 = 3
  return benchmarkLevels.reduce((s, l, i) => s + e.probabilities[l] * (benchmarkLevels.length - 1 - i), 0);
}

export type AthleticBand = 'target' | 'reach' | 'safety';
export const athleticBandLabels: Record<AthleticBand, string> = {
  target: 'Target',
  reach: 'Reach',
  safety: 'Safety',
};

const above = (level: BenchmarkLevel): BenchmarkLevel | null => {
  const i = benchmarkLevels.indexOf(level);
  return i > 0 ? benchmarkLevels[i - 1]! : null;
};

/**
 * A program at `level`: a reach when the chance that the player measures up to it (this level or higher) is below
 * 35 %; a safety when the chance that the player is above it (the next level or higher) is 80 % or more; else a
 * target. Better marks only move a program from reach towards safety.
 */
export function bandOf(e: LevelEstimate, level: BenchmarkLevel): AthleticBand {
  if (e.atLeast[level] < REACH_BELOW) return 'reach';
  const up = above(level);
  return up && e.atLeast[up] >= SAFETY_FROM ? 'safety' : 'target';
}

/** The levels that are targets (never empty: at least the likeliest). */
export function targetLevels(e: LevelEstimate): BenchmarkLevel[] {
  const t = benchmarkLevels.filter((l) => bandOf(e, l) === 'target');
  return t.length ? t : [e.likeliest];
}

/**
 * How far a level is from the player's band, in levels: 0 for a target level, 1 next to the band, … The ranking
 * shows the band first, then the levels one step away, and so on.
 */
export function bandDistance(e: LevelEstimate, level: BenchmarkLevel): number {
  const targets = targetLevels(e).map((l) => benchmarkLevels.indexOf(l));
  const i = benchmarkLevels.indexOf(level);
  return Math.min(...targets.map((t) => Math.abs(t - i)));
}

/** '55%'; a chance above zero never reads '0%', nor one below certainty '100%'. */
export const formatChance = (x: number): string => {
  const p = Math.round(x * 100);
  return p === 0 && x > 0 ? 'under 1%' : p === 100 && x < 1 ? 'over 99%' : `${p}%`;
};
const pct = formatChance;

/**
 * The sentence of a program's athletic part, from the same numbers as its points (`athleticFraction`): the chance the
 * player measures up to the level — for D3, the floor everyone reaches, the chance D3 is their level — and, where
 * the points are not full, the chance from which they would be (50 %, or the likeliest level's chance when lower).
 */
export function bandText(e: LevelEstimate, level: BenchmarkLevel, band: AthleticBand): string {
  const name = benchmarkLevelLabels[level];
  const text =
    band === 'safety'
      ? `Safety: ${pct(e.atLeast[above(level)!])} chance your marks are above ${name} commits`
      : level === 'D3'
        ? `${athleticBandLabels[band]}: ${pct(e.probabilities.D3)} chance your marks are at the D3 level`
        : `${athleticBandLabels[band]}: ${pct(e.atLeast[level])} chance your marks measure up to ${name} commits`;
  const reference = Math.min(FULL_ATHLETIC_FROM, e.atLeast[e.likeliest]);
  if (e.atLeast[level] >= reference) return text;
  return reference === FULL_ATHLETIC_FROM
    ? `${text} (full marks from ${pct(reference)})`
    : `${text} (full marks from ${pct(reference)}, your chance at ${benchmarkLevelLabels[e.likeliest]}, your likeliest level)`;
}

const formatMark = (m: LevelMetric, v: number): string =>
  m.unit === 's' ? `${v.toFixed(2)}s` : `${m.unit === 'rpm' ? Math.round(v) : v.toFixed(m.decimals)} ${m.unit}`;

/** The estimate as the results screen shows it: each level's probability and band, and the marks compared. */
export function levelEstimateView(e: LevelEstimate, position: string) {
  return {
    position,
    groupLabel: levelGroupLabels[e.group],
    levels: benchmarkLevels.map((level) => ({
      level,
      label: benchmarkLevelLabels[level],
      probability: Math.round(e.probabilities[level] * 1000) / 1000,
      band: bandOf(e, level),
    })),
    likeliest: e.likeliest,
    marks: e.compared.map((c) => ({
      label: c.metric.label,
      value: formatMark(c.metric, c.value),
      reached: c.reached ? `at or above the ${benchmarkLevelLabels[c.reached]} average` : 'below the D3 average',
    })),
    source: LEVEL_SOURCE,
    notes: derivedCells
      .filter((d) => d.group === e.group && e.compared.some((c) => c.metric.key === d.metric))
      .map((d) => d.note),
  };
}
