import { z } from 'zod';
import { isPitcher, type Position } from '../shared/lists.ts';
import { toFiniteNumber, type ScoringInput } from '../scoring/engine.ts';
import { submissionFieldRules, type SubmissionNumberField } from '../scoring/submission-input.ts';
import { positionGroup as rosterPositionGroup } from '../colleges/roster.ts';
import { withThousands } from '../shared/format.ts';

/**
 * Division benchmarks (docs/decisions/0007-college-fit.md): the means of committed players' best marks by college level, kept
 * as an admin-editable table with its source and date (like the scoring tables), and the comparison of a player's
 * measurements with them.
 */

/** The four benchmark levels, best first. */
export const benchmarkLevels = ['P4', 'D1', 'D2', 'D3'] as const;
export type BenchmarkLevel = (typeof benchmarkLevels)[number];
export const benchmarkLevelLabels: Record<BenchmarkLevel, string> = {
  P4: 'Power 4',
  D1: 'Other D1',
  D2: 'D2',
  D3: 'D3',
};

/** The position groups fit works with: catchers, infielders (1B, 3B, MIF), outfielders, pitchers. */
export const fitPositionGroups = ['C', 'IF', 'OF', 'P'] as const;
export type FitPositionGroup = (typeof fitPositionGroups)[number];
export const fitPositionGroupLabels: Record<FitPositionGroup, string> = {
  C: 'catchers',
  IF: 'infielders',
  OF: 'outfielders',
  P: 'pitchers',
};

/** The engine's position → fit group: C → C; 1B, 3B, MIF → IF; OF → OF; LHP, RHP → P. */
export const fitGroupOfPosition = (position: Position): FitPositionGroup =>
  position === 'C' ? 'C' : position === 'OF' ? 'OF' : isPitcher(position) ? 'P' : 'IF';

/**
 * A roster position (any spelling the roster accepts) → fit group: C → C; 1B, INF → IF; OF → OF; P, LHP, RHP → P.
 * Utility players (UTL, INF/OF, DH) and unknown positions belong to no group (null).
 */
export function fitGroupOfRosterPosition(raw: string | null | undefined): FitPositionGroup | null {
  switch (rosterPositionGroup(raw)) {
    case 'C':
      return 'C';
    case '1B':
    case 'INF':
      return 'IF';
    case 'OF':
      return 'OF';
    case 'P':
    case 'LHP':
    case 'RHP':
      return 'P';
    default:
      return null;
  }
}

/** The metrics of the benchmark table. `higherIsBetter` is false for the 60-yard time only. */
export const benchmarkMetrics = [
  'exitVelocity',
  'sixty',
  'infieldThrow',
  'outfieldThrow',
  'catcherThrow',
  'fastballVelocity',
  'fbSpinRate',
] as const;
export type BenchmarkMetric = (typeof benchmarkMetrics)[number];

export interface BenchmarkMetricInfo {
  label: string;
  /** the submission field it reads */
  field: SubmissionNumberField;
  unit: string;
  decimals: number;
  higherIsBetter: boolean;
  /** the position groups it applies to */
  groups: readonly FitPositionGroup[];
}

export const benchmarkMetricInfo: Record<BenchmarkMetric, BenchmarkMetricInfo> = {
  exitVelocity: {
    label: 'Exit velocity',
    field: 'exitVelocity',
    unit: 'mph',
    decimals: 1,
    higherIsBetter: true,
    groups: ['C', 'IF', 'OF'],
  },
  sixty: {
    label: '60-yard time',
    field: 'sixty',
    unit: 's',
    decimals: 2,
    higherIsBetter: false,
    groups: ['C', 'IF', 'OF'],
  },
  infieldThrow: {
    label: 'Infield throw',
    field: 'throwVelocity',
    unit: 'mph',
    decimals: 1,
    higherIsBetter: true,
    groups: ['IF'],
  },
  outfieldThrow: {
    label: 'Outfield throw',
    field: 'throwVelocity',
    unit: 'mph',
    decimals: 1,
    higherIsBetter: true,
    groups: ['OF'],
  },
  catcherThrow: {
    label: 'Catcher throw',
    field: 'throwVelocity',
    unit: 'mph',
    decimals: 1,
    higherIsBetter: true,
    groups: ['C'],
  },
  fastballVelocity: {
    label: 'Fastball velocity',
    field: 'fastballVelocity',
    unit: 'mph',
    decimals: 1,
    higherIsBetter: true,
    groups: ['P'],
  },
  fbSpinRate: {
    label: 'Fastball spin',
    field: 'fbSpinRate',
    unit: 'rpm',
    decimals: 0,
    higherIsBetter: true,
    groups: ['P'],
  },
};

/** The metrics a position group is compared on, in table order. */
export const benchmarkMetricsFor = (group: FitPositionGroup): BenchmarkMetric[] =>
  benchmarkMetrics.filter((m) => benchmarkMetricInfo[m].groups.includes(group));

export interface BenchmarkRow {
  metric: BenchmarkMetric;
  values: Record<BenchmarkLevel, number>;
}
export interface BenchmarkTable {
  source: string;
  /** when the figures were taken from the source, YYYY-MM-DD */
  sourceDate: string;
  rows: BenchmarkRow[];
}

/** The publisher of the default table, as docs/reference-data.md cites division_benchmarks.csv. */
export const BENCHMARK_SOURCE =
  'Prep Baseball Report (PBR) profiles of committed players, means by level as aggregated by BaseballPath (github.com/KolodziejczykR/BaseballPath)';

/**
 * The default table: the means of committed players' best marks, Power 4 / other D1 / D2 / D3, from PBR profiles as
 * aggregated by BaseballPath in 2026 (docs/reference-data.md, Division benchmarks).
 */
export const defaultBenchmarkTable = (): BenchmarkTable => ({
  source: BENCHMARK_SOURCE,
  sourceDate: '2026-11-23',
  rows: [
    { metric: 'exitVelocity', values: { P4: 95.4, D1: 93.4, D2: 91.0, D3: 88.7 } },
    { metric: 'sixty', values: { P4: 7.02, D1: 7.1, D2: 7.25, D3: 7.35 } },
    { metric: 'infieldThrow', values: { P4: 84.7, D1: 82.9, D2: 80.1, D3: 77.7 } },
    { metric: 'outfieldThrow', values: { P4: 86.9, D1: 85.5, D2: 82.8, D3: 80.6 } },
    { metric: 'catcherThrow', values: { P4: 79.0, D1: 77.5, D2: 75.4, D3: 73.7 } },
    { metric: 'fastballVelocity', values: { P4: 90.5, D1: 87.9, D2: 84.5, D3: 81.9 } },
    { metric: 'fbSpinRate', values: { P4: 2187, D1: 2137, D2: 2049, D3: 1989 } },
  ],
});

export const benchmarkMessages = {
  source: 'Enter the source of the benchmarks',
  sourceDate: 'Enter the date of the source as YYYY-MM-DD',
  missing: (label: string) => `Add the ${label} row`,
  duplicate: (label: string) => `${label} appears more than once`,
  range: (label: string, min: number, max: number, unit: string) =>
    `${label} averages must be between ${min} and ${max} ${unit}`,
  order: (label: string, higherIsBetter: boolean) =>
    `${label} averages must ${higherIsBetter ? 'not rise' : 'not fall'} from Power 4 to D3`,
} as const;

const isIsoDate = (s: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(s) &&
  !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) &&
  new Date(`${s}T00:00:00Z`).toISOString().startsWith(s);

/** The admin edit of the benchmark table: every metric once, values inside the metrics form's ranges, levels in order. */
export const benchmarkTableSchema = z
  .object({
    source: z.string({ message: benchmarkMessages.source }).trim().min(1, benchmarkMessages.source).max(300),
    sourceDate: z
      .string({ message: benchmarkMessages.sourceDate })
      .trim()
      .refine(isIsoDate, benchmarkMessages.sourceDate),
    rows: z.array(
      z.object({
        metric: z.enum(benchmarkMetrics),
        values: z.object({ P4: z.number(), D1: z.number(), D2: z.number(), D3: z.number() }),
      }),
    ),
  })
  .superRefine((t, ctx) => {
    const seen = new Set<BenchmarkMetric>();
    t.rows.forEach((row, i) => {
      const info = benchmarkMetricInfo[row.metric];
      if (seen.has(row.metric))
        ctx.addIssue({ code: 'custom', path: ['rows', i, 'metric'], message: benchmarkMessages.duplicate(info.label) });
      seen.add(row.metric);
      const r = submissionFieldRules[info.field];
      for (const level of benchmarkLevels) {
        const v = row.values[level];
        if (!Number.isFinite(v) || v < r.min || v > r.max)
          ctx.addIssue({
            code: 'custom',
            path: ['rows', i, 'values', level],
            message: benchmarkMessages.range(info.label, r.min, r.max, info.unit),
          });
      }
      const vs = benchmarkLevels.map((l) => row.values[l]);
      const ordered = vs.every((v, k) => k === 0 || (info.higherIsBetter ? v <= vs[k - 1]! : v >= vs[k - 1]!));
      if (!ordered)
        ctx.addIssue({
          code: 'custom',
          path: ['rows', i, 'values'],
          message: benchmarkMessages.order(info.label, info.higherIsBetter),
        });
    });
    for (const m of benchmarkMetrics)
      if (!seen.has(m))
        ctx.addIssue({
          code: 'custom',
          path: ['rows'],
          message: benchmarkMessages.missing(benchmarkMetricInfo[m].label),
        });
  });
export type BenchmarkTableInput = z.input<typeof benchmarkTableSchema>;

const fmt = (v: number, info: BenchmarkMetricInfo) =>
  info.unit === 'rpm'
    ? `${withThousands(v)} rpm`
    : info.unit === 's'
      ? `${v.toFixed(2)}s`
      : `${v.toFixed(info.decimals)} ${info.unit}`;

export interface BenchmarkComparisonRow {
  metric: BenchmarkMetric;
  label: string;
  unit: string;
  /** the player's measurement, or null when not given */
  value: number | null;
  valueLabel: string;
  levels: Array<{
    level: BenchmarkLevel;
    label: string;
    mean: number;
    meanLabel: string;
    /** the player meets or beats this mean */ met: boolean;
  }>;
  /** the highest level whose mean the player meets or beats (null: below D3, or not given) */
  reached: BenchmarkLevel | null;
  /** 'At or above the Power 4 average', 'Below the D3 average', 'Not given' */
  text: string;
}
export interface BenchmarkComparison {
  group: FitPositionGroup;
  rows: BenchmarkComparisonRow[];
  source: string;
  sourceDate: string;
}

export const benchmarkTexts = {
  reached: (level: BenchmarkLevel) => `At or above the ${benchmarkLevelLabels[level]} average`,
  below: 'Below the D3 average',
  notGiven: 'Not given',
  lowerIsBetter: 'Lower is better',
  higherIsBetter: 'Higher is better',
  /** A chart's value axis that does not start at zero says so. */
  axisFrom: (from: string) => `Axis starts at ${from}, not zero.`,
} as const;

/** The year the table's figures are from ('2026'): its source date's year, not the day it was entered. */
export const benchmarkSourceYear = (table: Pick<BenchmarkTable, 'sourceDate'>): string => table.sourceDate.slice(0, 4);

/**
 * The value axis of one measurement's chart: from a round value below the lowest bar (not zero, so the levels' small
 * differences show; the chart says so) to just above the highest.
 */
export function benchmarkAxis(values: readonly number[], metric: BenchmarkMetric): { from: number; to: number } {
  const min = Math.min(...values);
  const max = Math.max(...values);
  const spread = max - min || Math.abs(max) * 0.05 || 1;
  const step = 10 ** Math.floor(Math.log10(spread));
  const from = Math.max(0, Math.floor((min - spread * 0.5) / step) * step);
  const digits = Math.max(0, benchmarkMetricInfo[metric].decimals);
  return { from: Number(from.toFixed(digits)), to: max + spread * 0.15 };
}

/** Meets or beats a mean (for the 60-yard time: at or under it). */
export const meetsMean = (value: number, mean: number, higherIsBetter: boolean): boolean =>
  higherIsBetter ? value >= mean : value <= mean;

/**
 * The player's measurements beside the level averages, for the player's position group (by default the group of
 * the submitted position; a submission without a position is compared as an infielder).
 */
export function compareToBenchmarks(
  input: ScoringInput,
  table: BenchmarkTable,
  group?: FitPositionGroup,
): BenchmarkComparison {
  const g: FitPositionGroup =
    group ??
    (typeof input.position === 'string' && ['1B', '3B', 'C', 'MIF', 'OF', 'LHP', 'RHP'].includes(input.position)
      ? fitGroupOfPosition(input.position as Position)
      : 'IF');
  const byMetric = new Map(table.rows.map((r) => [r.metric, r.values]));
  const rows: BenchmarkComparisonRow[] = [];
  for (const metric of benchmarkMetricsFor(g)) {
    const means = byMetric.get(metric);
    if (!means) continue;
    const info = benchmarkMetricInfo[metric];
    const raw = toFiniteNumber(input[info.field]);
    const value = raw !== null && raw > 0 ? raw : null;
    const levels = benchmarkLevels.map((level) => ({
      level,
      label: benchmarkLevelLabels[level],
      mean: means[level],
      meanLabel: fmt(means[level], info),
      met: value !== null && meetsMean(value, means[level], info.higherIsBetter),
    }));
    const reached = levels.find((l) => l.met)?.level ?? null;
    rows.push({
      metric,
      label: info.label,
      unit: info.unit,
      value,
      valueLabel: value === null ? benchmarkTexts.notGiven : fmt(value, info),
      levels,
      reached,
      text: value === null ? benchmarkTexts.notGiven : reached ? benchmarkTexts.reached(reached) : benchmarkTexts.below,
    });
  }
  return { group: g, rows, source: table.source, sourceDate: table.sourceDate };
}

export const formatBenchmarkValue = (metric: BenchmarkMetric, v: number): string => fmt(v, benchmarkMetricInfo[metric]);
