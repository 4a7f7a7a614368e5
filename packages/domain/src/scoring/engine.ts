import * as lists from '../shared/lists.ts';
import type { Position } from '../shared/lists.ts';
import * as tableValues from './tables.ts';
import type { HeightScoreRow, MetricWeightRow, ScoringMetric } from './tables.ts';

// Module-local copies of the constants: the engine reads them in the inner loop of every ranking, where a live import
// binding can cost a function call per read (module loaders that keep bindings live through getters).
const { isPitcher, positions } = lists;
const {
  BMI_CLAMP,
  BMI_SCORED,
  DEFAULT_THROW_SCALE,
  EXIT_VELOCITY,
  FASTBALL,
  HEIGHT_FALLBACK_MAX,
  HEIGHT_FALLBACK_MIN,
  PITCHER_VELO_SPLIT,
  RELEVANT_WEIGHT,
  SCORE_MAX,
  SCORE_MIN,
  SIXTY,
  defaultHeightTable,
  defaultMetricWeights,
  fielderMetrics,
  idealBmi,
  pitcherMetrics,
  throwVelocityRanges,
  weightConditions,
} = tableValues;

/**
 * The scoring engine (docs/spec/part-2-colleges-tracker-scoring.md section 9; docs/decisions/0014-scoring-tables.md, docs/decisions/0016-best-position-by-throwing-hand.md). Pure: the scoring tables come in as data.
 * Every metric score is clamped to 50..100 and rounded to 1 decimal; an invalid or missing input scores 50;
 * a non-finite or non-positive total scores 50.
 */

/** The scoring tables prepared for fast lookup (build once, score many). */
export interface ScoringTables {
  heights: ReadonlyMap<number, Readonly<Record<Position, number>>>;
  /** key `${position}|${condition}` → metric → weight */
  weights: ReadonlyMap<string, ReadonlyMap<ScoringMetric, number>>;
}

export function buildScoringTables(
  heightRows: readonly HeightScoreRow[],
  weightRows: readonly MetricWeightRow[],
): ScoringTables {
  const heights = new Map<number, Record<Position, number>>();
  for (const row of heightRows) heights.set(Math.round(row.height), { ...row.scores });
  const weights = new Map<string, Map<ScoringMetric, number>>();
  for (const row of weightRows) {
    const key = `${row.position}|${row.condition ?? ''}`;
    let m = weights.get(key);
    if (!m) weights.set(key, (m = new Map()));
    m.set(row.metric, row.weight);
  }
  return { heights, weights };
}

let defaults: ScoringTables | undefined;
/** The docs/decisions/0014-scoring-tables.md default tables (what the database is seeded with). */
export const defaultScoringTables = (): ScoringTables =>
  (defaults ??= buildScoringTables(defaultHeightTable(), defaultMetricWeights()));

/** What the engine reads from a submission. Anything may come in (strings, NaN, nothing): it is checked here. */
export interface ScoringInput {
  height?: unknown;
  weight?: unknown;
  sixty?: unknown;
  throwVelocity?: unknown;
  exitVelocity?: unknown;
  fastballVelocity?: unknown;
  fbSpinRate?: unknown;
  strikePercentage?: unknown;
  bats?: unknown;
  throws?: unknown;
  position?: unknown;
}

export interface MetricScore {
  metric: ScoringMetric;
  score: number;
  weight: number;
  /** weight ≥ 0.1 */
  relevant: boolean;
}

export interface PositionScore {
  position: Position;
  score: number;
  metrics: MetricScore[];
}

export interface SubmissionScores {
  /** null when the submitted position is missing or not one of the 7 */
  submittedPosition: Position | null;
  /** the submitted position's score (50 when the position is invalid) */
  submittedScore: number;
  /** the highest-scoring position the player can play (docs/decisions/0016-best-position-by-throwing-hand.md) */
  bestPosition: Position;
  positionScores: Record<Position, number>;
  /** each metric's score and weight for the submitted position */
  metricScores: MetricScore[];
}

/** Rounds to 1 decimal (half up, robust to binary fractions like 90.45). */
export const round1 = (x: number): number => Math.round(x * 10 + 1e-7) / 10;

/** Clamp to 50..100 and round to 1 decimal; anything non-finite gives 50. */
export function finalizeScore(x: number): number {
  if (!Number.isFinite(x)) return SCORE_MIN;
  return round1(Math.min(SCORE_MAX, Math.max(SCORE_MIN, x)));
}

/** A finite number from a number or a numeric string; otherwise null. */
export function toFiniteNumber(v: unknown): number | null {
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  if (typeof v === 'string' && v.trim() !== '') {
    const n = Number(v);
    return Number.isFinite(n) ? n : null;
  }
  return null;
}
const toPositive = (v: unknown): number | null => {
  const n = toFiniteNumber(v);
  return n !== null && n > 0 ? n : null;
};

export const isPosition = (v: unknown): v is Position =>
  typeof v === 'string' && (positions as readonly string[]).includes(v);

const linear = (v: number, min: number, max: number) => SCORE_MIN + ((v - min) / (max - min)) * (SCORE_MAX - SCORE_MIN);

/** Height: table lookup by rounded height; a height the table lacks uses 50 + (clamp(h, 65, 81) − 65) / 16 × 50; invalid → 50. */
export function heightScore(height: unknown, position: Position, tables: ScoringTables): number {
  const h = toPositive(height);
  if (h === null) return SCORE_MIN;
  return heightScoreFrom(tables.heights.get(Math.round(h)), position, h);
}

/** The height score of a valid height `h` whose table row (if any) was already looked up. */
function heightScoreFrom(row: Readonly<Record<Position, number>> | undefined, position: Position, h: number): number {
  const fromTable = row ? row[position] : undefined;
  if (typeof fromTable === 'number' && Number.isFinite(fromTable)) return finalizeScore(fromTable);
  return heightFallbackScore(h);
}

export function heightFallbackScore(heightInches: number): number {
  if (!Number.isFinite(heightInches)) return SCORE_MIN;
  const clamped = Math.min(HEIGHT_FALLBACK_MAX, Math.max(HEIGHT_FALLBACK_MIN, heightInches));
  return finalizeScore(linear(clamped, HEIGHT_FALLBACK_MIN, HEIGHT_FALLBACK_MAX));
}

export function bmiOf(weight: unknown, height: unknown): number | null {
  const w = toPositive(weight);
  const h = toPositive(height);
  if (w === null || h === null) return null;
  const bmi = (w / (h * h)) * 703;
  return Number.isFinite(bmi) ? Math.min(BMI_CLAMP.max, Math.max(BMI_CLAMP.min, bmi)) : null;
}

/** BMI: 50 outside 22..32; from 22 up to the position's ideal rises 50→100; from the ideal to 32 falls 100→50. */
export function bmiScore(weight: unknown, height: unknown, position: Position | null): number {
  return bmiScoreOf(bmiOf(weight, height), position);
}

function bmiScoreOf(bmi: number | null, position: Position | null): number {
  if (bmi === null || bmi < BMI_SCORED.min || bmi > BMI_SCORED.max) return SCORE_MIN;
  const ideal = position ? idealBmi[position] : idealBmi.default;
  const raw =
    bmi <= ideal
      ? linear(bmi, BMI_SCORED.min, ideal)
      : SCORE_MAX - ((bmi - ideal) / (BMI_SCORED.max - ideal)) * (SCORE_MAX - SCORE_MIN);
  return finalizeScore(raw);
}

/** Throw velocity: the position's min..max maps 50..100; without a position range 50 + (v − 70) / 25 × 50. */
export function throwScore(velocity: unknown, position: Position | null): number {
  return throwScoreOf(toPositive(velocity), position);
}

function throwScoreOf(v: number | null, position: Position | null): number {
  if (v === null) return SCORE_MIN;
  const range = position ? throwVelocityRanges[position] : undefined;
  return finalizeScore(
    range
      ? linear(v, range.min, range.max)
      : SCORE_MIN + ((v - DEFAULT_THROW_SCALE.min) / DEFAULT_THROW_SCALE.span) * (SCORE_MAX - SCORE_MIN),
  );
}

/** Exit velocity: 82 → 50, 103 → 100, linear; Left or Switch batters +2, capped at 100. */
export function exitScore(velocity: unknown, bats: unknown): number {
  const v = toPositive(velocity);
  if (v === null) return SCORE_MIN;
  const base = Math.min(SCORE_MAX, Math.max(SCORE_MIN, linear(v, EXIT_VELOCITY.min, EXIT_VELOCITY.max)));
  const bonus = bats === 'Left' || bats === 'Switch' ? EXIT_VELOCITY.leftOrSwitchBonus : 0;
  return finalizeScore(base + bonus);
}

/** Sixty: 6.5 s and below 100, 8.0 s and above 50, linear between. */
export function sixtyScore(seconds: unknown): number {
  const s = toPositive(seconds);
  if (s === null) return SCORE_MIN;
  return finalizeScore(SCORE_MAX - ((s - SIXTY.best) / (SIXTY.worst - SIXTY.best)) * (SCORE_MAX - SCORE_MIN));
}

/** Fastball velocity: 78..93 → 50..100; for pitchers strike % above 64 adds 0.75 and spin above 2300 adds 0.35, before the clamp. */
export function fastballScore(
  input: Pick<ScoringInput, 'fastballVelocity' | 'strikePercentage' | 'fbSpinRate'>,
  pitcher: boolean,
): number {
  const v = toPositive(input.fastballVelocity);
  if (v === null) return SCORE_MIN;
  let raw = linear(v, FASTBALL.min, FASTBALL.max);
  if (pitcher) {
    const strike = toFiniteNumber(input.strikePercentage);
    const spin = toFiniteNumber(input.fbSpinRate);
    if (strike !== null && strike > FASTBALL.strikePctOver) raw += FASTBALL.strikeBonus;
    if (spin !== null && spin > FASTBALL.spinOver) raw += FASTBALL.spinBonus;
  }
  return finalizeScore(raw);
}

/**
 * The weights of a position: pitchers by the condition key (fastball velocity at or above 87.1, or below), then
 * the base position (no condition), then zero weights.
 */
export function weightsFor(
  position: Position,
  fastballVelocity: unknown,
  tables: ScoringTables,
): ReadonlyMap<ScoringMetric, number> {
  if (isPitcher(position)) {
    const v = toFiniteNumber(fastballVelocity);
    const condition =
      v !== null && v >= PITCHER_VELO_SPLIT ? weightConditions.veloAtLeastSplit : weightConditions.veloBelowSplit;
    const conditional = tables.weights.get(`${position}|${condition}`);
    if (conditional) return conditional;
  }
  return tables.weights.get(`${position}|${weightConditions.none}`) ?? new Map();
}

export const metricsCountedFor = (position: Position): readonly ScoringMetric[] =>
  isPitcher(position) ? pitcherMetrics : fielderMetrics;

function metricScore(metric: ScoringMetric, input: ScoringInput, position: Position, tables: ScoringTables): number {
  switch (metric) {
    case 'height':
      return heightScore(input.height, position, tables);
    case 'bmi':
      return bmiScore(input.weight, input.height, position);
    case 'throw':
      return throwScore(input.throwVelocity, position);
    case 'exit':
      return exitScore(input.exitVelocity, input.bats);
    case 'sixty':
      return sixtyScore(input.sixty);
    case 'velo':
      return fastballScore(input, isPitcher(position));
  }
}

/** One position's score: Σ metric score × weight over the metrics that count, rounded to 1 decimal (50 if not positive). */
export function scorePosition(
  input: ScoringInput,
  position: unknown,
  tables: ScoringTables = defaultScoringTables(),
): PositionScore | null {
  if (!isPosition(position)) return null;
  const weights = weightsFor(position, input.fastballVelocity, tables);
  const metrics: MetricScore[] = [];
  let total = 0;
  for (const metric of metricsCountedFor(position)) {
    const weight = weights.get(metric) ?? 0;
    const w = Number.isFinite(weight) ? weight : 0;
    const score = metricScore(metric, input, position, tables);
    total += score * w;
    metrics.push({ metric, score, weight: w, relevant: w >= RELEVANT_WEIGHT });
  }
  const score = Number.isFinite(total) && total > 0 ? finalizeScore(round1(total)) : SCORE_MIN;
  return { position, score, metrics };
}

const eligibleRight = positions.filter((p) => p !== 'LHP');
const eligibleLeft = positions.filter((p) => p !== 'RHP');

/** Positions the player can be recommended: a right-handed thrower never LHP, a left-handed thrower never RHP (D16). */
export function eligiblePositions(throws: unknown): Position[] {
  return [...eligibleOf(throws)];
}
const eligibleOf = (throws: unknown): readonly Position[] =>
  throws === 'Right' ? eligibleRight : throws === 'Left' ? eligibleLeft : positions;

/** Highest eligible score; a tie goes to the submitted position, then to the order of the position list. */
export function pickBestPosition(
  positionScores: Record<Position, number>,
  throws: unknown,
  submitted: Position | null,
): Position {
  let best: Position | null = null;
  for (const p of eligibleOf(throws)) {
    if (
      best === null ||
      positionScores[p] > positionScores[best] ||
      (positionScores[p] === positionScores[best] && p === submitted)
    )
      best = p;
  }
  return best!;
}

/**
 * Scores all 7 positions, picks the best position and the submitted position's score and metric breakdown.
 * The fit ranking and re-scoring run this in their inner loop, so it is the fast form of `scoreSubmissionReference`
 * with the same arithmetic in the same order: each input is read once, the metrics that do not depend on the position
 * are scored once, the weights come from arrays prepared per table, and only the submitted position's breakdown is
 * built. engine.test.ts compares both on random inputs.
 */
export function scoreSubmission(input: ScoringInput, tables: ScoringTables = defaultScoringTables()): SubmissionScores {
  const compiled = compiledTables(tables);
  const submittedPosition = isPosition(input.position) ? input.position : null;
  const h = toPositive(input.height);
  const row = h === null ? undefined : tables.heights.get(Math.round(h));
  const bmi = bmiOf(input.weight, input.height);
  const throwV = toPositive(input.throwVelocity);
  const exit = exitScore(input.exitVelocity, input.bats);
  const sixty = sixtyScore(input.sixty);
  const fv = toFiniteNumber(input.fastballVelocity);
  const fast = fv !== null && fv >= PITCHER_VELO_SPLIT;
  let veloPitcher = -1;
  let veloFielder = -1;
  const positionScores = {} as Record<Position, number>;
  let submittedScore = SCORE_MIN;
  let metricScores: MetricScore[] = [];
  for (const cp of compiled) {
    const p = cp.position;
    const weights = cp.pitcher ? (fast ? cp.atLeastSplit : cp.belowSplit) : cp.none;
    const metrics: MetricScore[] | null = p === submittedPosition ? [] : null;
    let total = 0;
    for (let i = 0; i < cp.codes.length; i++) {
      const w = weights[i]!;
      let score: number;
      switch (cp.codes[i]) {
        case HEIGHT:
          score = h === null ? SCORE_MIN : heightScoreFrom(row, p, h);
          break;
        case BMI:
          score = bmiScoreOf(bmi, p);
          break;
        case THROW:
          score = throwScoreOf(throwV, p);
          break;
        case EXIT:
          score = exit;
          break;
        case SIXTY_RUN:
          score = sixty;
          break;
        default:
          score = cp.pitcher
            ? veloPitcher < 0
              ? (veloPitcher = fastballScore(input, true))
              : veloPitcher
            : veloFielder < 0
              ? (veloFielder = fastballScore(input, false))
              : veloFielder;
          break;
      }
      total += score * w;
      if (metrics) metrics.push({ metric: cp.metrics[i]!, score, weight: w, relevant: w >= RELEVANT_WEIGHT });
    }
    const score = Number.isFinite(total) && total > 0 ? finalizeScore(round1(total)) : SCORE_MIN;
    positionScores[p] = score;
    if (metrics) {
      submittedScore = score;
      metricScores = metrics;
    }
  }
  return {
    submittedPosition,
    submittedScore,
    bestPosition: pickBestPosition(positionScores, input.throws, submittedPosition),
    positionScores,
    metricScores,
  };
}

/** Per position, in list order: the metrics that count and their weights (as `weightsFor` resolves them) as arrays. */
interface CompiledPosition {
  position: Position;
  pitcher: boolean;
  metrics: readonly ScoringMetric[];
  /** the metrics as small numbers, for the switch of the inner loop */
  codes: Uint8Array;
  none: number[];
  atLeastSplit: number[];
  belowSplit: number[];
}
const [HEIGHT, BMI, THROW, EXIT, SIXTY_RUN, VELO] = [0, 1, 2, 3, 4, 5] as const;
const metricCodes: Record<ScoringMetric, number> = {
  height: HEIGHT,
  bmi: BMI,
  throw: THROW,
  exit: EXIT,
  sixty: SIXTY_RUN,
  velo: VELO,
};
const compiledByTables = new WeakMap<ScoringTables, CompiledPosition[]>();
function compiledTables(tables: ScoringTables): CompiledPosition[] {
  let compiled = compiledByTables.get(tables);
  if (!compiled) {
    compiled = positions.map((position) => {
      const metrics = metricsCountedFor(position);
      // weightsFor with a velocity on each side of the split (a fielder's weights never depend on it)
      const at = (velocity: number | null) => {
        const weights = weightsFor(position, velocity, tables);
        return metrics.map((m) => {
          const weight = weights.get(m) ?? 0;
          return Number.isFinite(weight) ? weight : 0;
        });
      };
      return {
        position,
        pitcher: isPitcher(position),
        metrics,
        codes: Uint8Array.from(metrics.map((m) => metricCodes[m])),
        none: at(null),
        atLeastSplit: at(PITCHER_VELO_SPLIT),
        belowSplit: at(null),
      };
    });
    compiledByTables.set(tables, compiled);
  }
  return compiled;
}

/**
 * The reference form of `scoreSubmission`: every position through `scorePosition`, as the spec reads. Kept to prove
 * the fast path gives the same results (engine.test.ts).
 */
export function scoreSubmissionReference(
  input: ScoringInput,
  tables: ScoringTables = defaultScoringTables(),
): SubmissionScores {
  const submittedPosition = isPosition(input.position) ? input.position : null;
  const positionScores = {} as Record<Position, number>;
  let submitted: PositionScore | null = null;
  for (const p of positions) {
    const result = scorePosition(input, p, tables)!;
    positionScores[p] = result.score;
    if (p === submittedPosition) submitted = result;
  }
  return {
    submittedPosition,
    submittedScore: submitted?.score ?? SCORE_MIN,
    bestPosition: pickBestPosition(positionScores, input.throws, submittedPosition),
    positionScores,
    metricScores: submitted?.metrics ?? [],
  };
}
