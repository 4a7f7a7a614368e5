import { positions, type Position } from '../shared/lists.ts';

/**
 * The scoring tables (docs/decisions/0014-scoring-tables.md) and the engine's fixed constants (docs/spec/part-2-colleges-tracker-scoring.md section 9, Scoring engine).
 * The two tables — height–position scores and position metric weights — are data: the server keeps them in the
 * database (seeded from the defaults below) and admins may edit them. Everything else here is a fixed rule.
 */

/** The metrics a position is weighted on (position_metric_weights.metric). */
export const scoringMetrics = ['height', 'bmi', 'throw', 'exit', 'sixty', 'velo'] as const;
export type ScoringMetric = (typeof scoringMetrics)[number];

export const scoringMetricLabels: Record<ScoringMetric, string> = {
  height: 'Height',
  bmi: 'BMI',
  throw: 'Throw Velocity',
  exit: 'Exit Velocity',
  sixty: '60-Yard Time',
  velo: 'Fastball Velocity',
};

/** Pitchers are scored only on height, BMI and fastball velocity; fielders on height, BMI, throw, exit and sixty. */
export const pitcherMetrics: readonly ScoringMetric[] = ['height', 'bmi', 'velo'];
export const fielderMetrics: readonly ScoringMetric[] = ['height', 'bmi', 'throw', 'exit', 'sixty'];

/** Pitchers' weights split at fastball velocity 87.1: the condition keys of position_metric_weights. */
export const PITCHER_VELO_SPLIT = 87.1;
export const weightConditions = { none: '', veloAtLeastSplit: 'velo>=87.1', veloBelowSplit: 'velo<87.1' } as const;
export type WeightCondition = (typeof weightConditions)[keyof typeof weightConditions];

/** A metric is relevant to a position when its weight is at least 0.1 (shown as such on the dashboard). */
export const RELEVANT_WEIGHT = 0.1;

/** One row of position_metric_weights. */
export interface MetricWeightRow {
  position: string;
  condition: string;
  metric: ScoringMetric;
  weight: number;
}

/** One row of height_position_scores: a height in whole inches and the score at each position. */
export interface HeightScoreRow {
  height: number;
  scores: Record<Position, number>;
}

/** docs/decisions/0014-scoring-tables.md default weights; each position's weights sum to 1. */
const fielderWeights: Record<'C' | '1B' | '3B' | 'MIF' | 'OF', Partial<Record<ScoringMetric, number>>> = {
  C: { height: 0.1, bmi: 0.1, throw: 0.35, exit: 0.3, sixty: 0.15 },
  '1B': { height: 0.15, bmi: 0.1, throw: 0.15, exit: 0.45, sixty: 0.15 },
  '3B': { height: 0.1, bmi: 0.1, throw: 0.3, exit: 0.35, sixty: 0.15 },
  MIF: { height: 0.05, bmi: 0.1, throw: 0.3, exit: 0.25, sixty: 0.3 },
  OF: { height: 0.05, bmi: 0.05, throw: 0.25, exit: 0.3, sixty: 0.35 },
};
const pitcherWeightsBelow: Partial<Record<ScoringMetric, number>> = { height: 0.2, bmi: 0.1, velo: 0.7 };
const pitcherWeightsAtLeast: Partial<Record<ScoringMetric, number>> = { height: 0.1, bmi: 0.05, velo: 0.85 };

export function defaultMetricWeights(): MetricWeightRow[] {
  const rows: MetricWeightRow[] = [];
  const push = (position: string, condition: string, w: Partial<Record<ScoringMetric, number>>) => {
    for (const metric of scoringMetrics)
      if (w[metric] !== undefined) rows.push({ position, condition, metric, weight: w[metric]! });
  };
  for (const [position, w] of Object.entries(fielderWeights)) push(position, weightConditions.none, w);
  for (const position of ['RHP', 'LHP']) {
    push(position, weightConditions.veloBelowSplit, pitcherWeightsBelow);
    push(position, weightConditions.veloAtLeastSplit, pitcherWeightsAtLeast);
  }
  return rows;
}

/** Each position's ideal height in inches (docs/decisions/0014-scoring-tables.md). */
export const idealHeights: Record<Position, number> = { C: 72, '1B': 75, '3B': 74, MIF: 71, OF: 73, RHP: 76, LHP: 75 };

/** The default table covers 60 to 84 inches; other heights use the spec's fallback formula. */
export const DEFAULT_HEIGHT_TABLE_MIN = 60;
export const DEFAULT_HEIGHT_TABLE_MAX = 84;
/** Points lost per inch below the ideal height, and per inch above it (being tall costs less than being short). */
export const HEIGHT_POINTS_PER_INCH_BELOW = 4;
export const HEIGHT_POINTS_PER_INCH_ABOVE = 2;

/**
 * The documented formula behind the default height–position table (docs/decisions/0014-scoring-tables.md): 100 at the position's ideal
 * height, minus 4 points per inch below it and 2 points per inch above it, clamped to 50–100 and rounded to 1
 * decimal. Example: a 72-inch RHP (ideal 76) scores 100 − 4 × 4 = 84.
 */
export function defaultHeightScore(position: Position, heightInches: number): number {
  const ideal = idealHeights[position];
  const raw =
    heightInches <= ideal
      ? 100 - HEIGHT_POINTS_PER_INCH_BELOW * (ideal - heightInches)
      : 100 - HEIGHT_POINTS_PER_INCH_ABOVE * (heightInches - ideal);
  return Math.round(Math.min(100, Math.max(50, raw)) * 10) / 10;
}

export function defaultHeightTable(): HeightScoreRow[] {
  const rows: HeightScoreRow[] = [];
  for (let height = DEFAULT_HEIGHT_TABLE_MIN; height <= DEFAULT_HEIGHT_TABLE_MAX; height++) {
    rows.push({
      height,
      scores: Object.fromEntries(positions.map((p) => [p, defaultHeightScore(p, height)])) as Record<Position, number>,
    });
  }
  return rows;
}

/** The spec's height fallback: 50 + (height clamped to 65..81 − 65) / 16 × 50. */
export const HEIGHT_FALLBACK_MIN = 65;
export const HEIGHT_FALLBACK_MAX = 81;

/** BMI = weight / height² × 703, clamped to 15..50; 50 outside 22..32; rises to the ideal, falls after it. */
export const BMI_CLAMP = { min: 15, max: 50 } as const;
export const BMI_SCORED = { min: 22, max: 32 } as const;
export const idealBmi: Record<Position, number> & { default: number } = {
  RHP: 24.8,
  LHP: 24.7,
  C: 26,
  MIF: 24.3,
  OF: 24.7,
  '1B': 25.8,
  '3B': 25.8,
  default: 24.5,
};

/** Throw velocity: min to max (mph) maps 50 to 100 per position; the default scale is 50 + (v − 70) / 25 × 50. */
export const throwVelocityRanges: Record<Position, { min: number; max: number }> = {
  RHP: { min: 78, max: 93 },
  LHP: { min: 78, max: 93 },
  C: { min: 68, max: 85 },
  MIF: { min: 76, max: 93 },
  '1B': { min: 70, max: 87 },
  '3B': { min: 76, max: 93 },
  OF: { min: 78, max: 94 },
};
export const DEFAULT_THROW_SCALE = { min: 70, span: 25 } as const;

/** Exit velocity: 82 and below 50, 103 and above 100, linear between; Left or Switch batters +2 (capped at 100). */
export const EXIT_VELOCITY = { min: 82, max: 103, leftOrSwitchBonus: 2 } as const;
/** Sixty: 6.5 s and below 100, 8.0 s and above 50, linear between (docs/decisions/0014-scoring-tables.md). */
export const SIXTY = { best: 6.5, worst: 8.0 } as const;
/** Fastball velocity 78..93 maps 50..100; pitchers' strike % above 64 adds 0.75, spin above 2300 adds 0.35 (before the clamp). */
export const FASTBALL = {
  min: 78,
  max: 93,
  strikePctOver: 64,
  strikeBonus: 0.75,
  spinOver: 2300,
  spinBonus: 0.35,
} as const;

export const SCORE_MIN = 50;
export const SCORE_MAX = 100;
