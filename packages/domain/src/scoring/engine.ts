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

/** The columns of a stored submission the engine reads: its measurements and the position it was submitted at. */
export type MeasuredSubmission = { [K in Exclude<keyof ScoringInput, 'position'>]: unknown } & {
  submittedPosition: unknown;
};

/**
 * A stored submission's measurements as the engine reads them (its position is the one it was submitted at): one
 * mapping for the server's scoring, the fit ranking, the browser's what-if and the bench's twins.
 */
export const scoringInputOf = (s: MeasuredSubmission): ScoringInput => ({
  height: s.height,
  weight: s.weight,
  sixty: s.sixty,
  throwVelocity: s.throwVelocity,
  exitVelocity: s.exitVelocity,
  fastballVelocity: s.fastballVelocity,
  fbSpinRate: s.fbSpinRate,
  strikePercentage: s.strikePercentage,
  bats: s.bats,
  throws: s.throws,
  position: s.submittedPosition,
});

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
  /** the score at `bestPosition`: the headline score (docs/decisions/0048-one-headline-score.md) */
  bestScore: number;
  /**
   * The score at each position the player can play (`eligiblePositions`): a right-handed thrower has no LHP score, a
   * left-handed one no RHP score (docs/decisions/0048-one-headline-score.md).
   */
  positionScores: Partial<Record<Position, number>>;
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

/** The scores 50.0, 50.1, … 100.0 as `round1` divides them out: k / 10 at k − 500. */
const TENTHS = Float64Array.from({ length: 10 * (SCORE_MAX - SCORE_MIN) + 1 }, (_, i) => (10 * SCORE_MIN + i) / 10);

/**
 * Exactly `finalizeScore(x)`, for the fast path (engine.test.ts checks it): y = the clamped x × 10 + 1e-7 lies in
 * 500..1000.0000001, where truncating y + 0.5 gives `Math.round(y)` (0.5 is a whole number of units in the last place
 * of y there, and where the sum rounds, at 512, its integer part cannot change), and the division by 10 is looked up.
 */
export function finalizeScoreFast(x: number): number {
  if (!Number.isFinite(x)) return SCORE_MIN;
  return TENTHS[((Math.min(SCORE_MAX, Math.max(SCORE_MIN, x)) * 10 + 1e-7 + 0.5) | 0) - 10 * SCORE_MIN]!;
}

/**
 * Exactly `finalizeScore(round1(total))` for a finite total, for the fast path (engine.test.ts checks it):
 * `round1` gives k / 10 with k = Math.round(total × 10 + 1e-7); below 500 the clamp gives 50, above 1000 it gives 100
 * (50 when total × 10 overflows to Infinity: `finalizeScore` of Infinity), and between, `finalizeScore` keeps k / 10
 * and k is found as in `finalizeScoreFast`.
 */
export function finalizeTotalFast(total: number): number {
  const y = total * 10 + 1e-7;
  if (y < 10 * SCORE_MIN - 0.5) return SCORE_MIN;
  if (y >= 10 * SCORE_MAX + 0.5) return y === Infinity ? SCORE_MIN : SCORE_MAX;
  return TENTHS[((y + 0.5) | 0) - 10 * SCORE_MIN]!;
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
  return finalizeScore(bmiRaw(bmiOf(weight, height), position ? idealBmi[position] : idealBmi.default));
}

// The *Raw functions give a metric's score before `finalizeScore` (50 for a missing input: finalizeScore(50) = 50),
// shared by the spec's form and the fast path of `scoreSubmission`, which finalizes with `finalizeScoreFast`.

/** The BMI score against an ideal BMI, before `finalizeScore`. */
function bmiRaw(bmi: number | null, ideal: number): number {
  if (bmi === null || bmi < BMI_SCORED.min || bmi > BMI_SCORED.max) return SCORE_MIN;
  return bmi <= ideal
    ? linear(bmi, BMI_SCORED.min, ideal)
    : SCORE_MAX - ((bmi - ideal) / (BMI_SCORED.max - ideal)) * (SCORE_MAX - SCORE_MIN);
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
  return finalizeScore(exitRaw(velocity, bats));
}

function exitRaw(velocity: unknown, bats: unknown): number {
  const v = toPositive(velocity);
  if (v === null) return SCORE_MIN;
  const base = Math.min(SCORE_MAX, Math.max(SCORE_MIN, linear(v, EXIT_VELOCITY.min, EXIT_VELOCITY.max)));
  const bonus = bats === 'Left' || bats === 'Switch' ? EXIT_VELOCITY.leftOrSwitchBonus : 0;
  return base + bonus;
}

/** Sixty: 6.5 s and below 100, 8.0 s and above 50, linear between. */
export function sixtyScore(seconds: unknown): number {
  return finalizeScore(sixtyRaw(seconds));
}

function sixtyRaw(seconds: unknown): number {
  const s = toPositive(seconds);
  if (s === null) return SCORE_MIN;
  return SCORE_MAX - ((s - SIXTY.best) / (SIXTY.worst - SIXTY.best)) * (SCORE_MAX - SCORE_MIN);
}

/** Fastball velocity: 78..93 → 50..100; for pitchers strike % above 64 adds 0.75 and spin above 2300 adds 0.35, before the clamp. */
export function fastballScore(
  input: Pick<ScoringInput, 'fastballVelocity' | 'strikePercentage' | 'fbSpinRate'>,
  pitcher: boolean,
): number {
  return finalizeScore(fastballRaw(input, pitcher));
}

function fastballRaw(
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
  return raw;
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

/**
 * The positions a player can play, the one rule behind the best position, the scores stored and the chart: a
 * right-handed thrower never LHP, a left-handed thrower never RHP; with no throwing hand all seven
 * (docs/decisions/0016-best-position-by-throwing-hand.md, 0048-one-headline-score.md).
 */
export function eligiblePositions(throws: unknown): Position[] {
  return [...eligibleOf(throws)];
}
const eligibleOf = (throws: unknown): readonly Position[] =>
  throws === 'Right' ? eligibleRight : throws === 'Left' ? eligibleLeft : positions;

/** Highest eligible score; a tie goes to the submitted position, then to the order of the position list. */
export function pickBestPosition(
  positionScores: Partial<Record<Position, number>>,
  throws: unknown,
  submitted: Position | null,
): Position {
  let best: Position | null = null;
  const at = (p: Position) => positionScores[p] ?? SCORE_MIN;
  for (const p of eligibleOf(throws)) {
    if (best === null || at(p) > at(best) || (at(p) === at(best) && p === submitted)) best = p;
  }
  return best!;
}

/** Only the scores of the positions the player can play (`eligiblePositions`). */
export function playableScores(
  positionScores: Partial<Record<Position, number>>,
  throws: unknown,
): Partial<Record<Position, number>> {
  const out: Partial<Record<Position, number>> = {};
  for (const p of eligibleOf(throws)) if (typeof positionScores[p] === 'number') out[p] = positionScores[p];
  return out;
}

/**
 * Scores all 7 positions, picks the best position and the submitted position's score and metric breakdown.
 * The fit ranking and re-scoring run this in their inner loop, so it is the fast form of `scoreSubmissionReference`
 * with the same arithmetic in the same order (docs/decisions/0029-scoring-engine-inner-loop.md): each input is read
 * once, the metrics that do not depend on the position are scored once, the height scores and weights come from
 * typed arrays prepared per table (indexed by position, and by inch for the heights), the per-position constants
 * from arrays indexed the same way, and only the submitted position's breakdown is built. engine.test.ts compares
 * both on random inputs and edited tables.
 */
export function scoreSubmission(input: ScoringInput, tables: ScoringTables = defaultScoringTables()): SubmissionScores {
  const c = tables === lastTables ? lastCompiled! : compiledTables(tables);
  const submitted = positionIndex(input.position);

  // The metrics of the submission, read once.
  const h = toPositive(input.height);
  let heightRow: Float64Array | undefined;
  let heightAt = 0;
  if (h !== null) {
    const inch = Math.round(h);
    if (c.heightDense !== null) {
      const row = inch - c.heightMin;
      if (row >= 0 && row < c.heightRows) {
        heightRow = c.heightDense;
        heightAt = row * POSITION_COUNT;
      }
    } else heightRow = c.heightSparse.get(inch);
  }
  let heightFallback = -1; // heightFallbackScore(h), computed when a position needs it
  const bmi = bmiOf(input.weight, input.height);
  const throwV = toPositive(input.throwVelocity);
  const exit = finalizeScoreFast(exitRaw(input.exitVelocity, input.bats));
  const sixty = finalizeScoreFast(sixtyRaw(input.sixty));
  const fv = toFiniteNumber(input.fastballVelocity);
  // the pitchers' fastball score (fielders are not scored on it)
  const velo = finalizeScoreFast(fastballRaw(input, true));
  const weights = fv !== null && fv >= PITCHER_VELO_SPLIT ? c.weightsAtLeastSplit : c.weightsBelowSplit;
  // a right-handed thrower is never recommended LHP, a left-handed one never RHP (D16)
  const excluded = input.throws === 'Right' ? LHP_AT : input.throws === 'Left' ? RHP_AT : -1;

  let metricScores: MetricScore[] | null = null;
  for (let i = 0; i < POSITION_COUNT; i++) {
    let heightS: number = SCORE_MIN;
    if (h !== null) {
      const fromTable = heightRow === undefined ? Number.NaN : heightRow[heightAt + i]!;
      // NaN: the table has no usable score there (see compiledTables)
      if (fromTable === fromTable) heightS = fromTable;
      else heightS = heightFallback < 0 ? (heightFallback = heightFallbackScore(h)) : heightFallback;
    }
    const bmiS = finalizeScoreFast(bmiRaw(bmi, idealBmiAt[i]!));
    const o = i * WEIGHT_STRIDE;
    let total = 0;
    if (pitcherAt[i] === 1) {
      total += heightS * weights[o]!;
      total += bmiS * weights[o + 1]!;
      total += velo * weights[o + 2]!;
      if (i === submitted)
        metricScores = [
          metricScoreOf('height', heightS, weights[o]!),
          metricScoreOf('bmi', bmiS, weights[o + 1]!),
          metricScoreOf('velo', velo, weights[o + 2]!),
        ];
    } else {
      const throwS = throwV === null ? SCORE_MIN : finalizeScoreFast(linear(throwV, throwMinAt[i]!, throwMaxAt[i]!));
      total += heightS * weights[o]!;
      total += bmiS * weights[o + 1]!;
      total += throwS * weights[o + 2]!;
      total += exit * weights[o + 3]!;
      total += sixty * weights[o + 4]!;
      if (i === submitted)
        metricScores = [
          metricScoreOf('height', heightS, weights[o]!),
          metricScoreOf('bmi', bmiS, weights[o + 1]!),
          metricScoreOf('throw', throwS, weights[o + 2]!),
          metricScoreOf('exit', exit, weights[o + 3]!),
          metricScoreOf('sixty', sixty, weights[o + 4]!),
        ];
    }
    scratchScores[i] = Number.isFinite(total) && total > 0 ? finalizeTotalFast(total) : SCORE_MIN;
  }

  // pickBestPosition on the indexes
  let best = -1;
  for (let i = 0; i < POSITION_COUNT; i++) {
    if (i === excluded) continue;
    const s = scratchScores[i]!;
    if (best < 0 || s > scratchScores[best]! || (s === scratchScores[best]! && i === submitted)) best = i;
  }
  const positionScores: Partial<Record<Position, number>> = {
    '1B': scratchScores[at1B]!,
    '3B': scratchScores[at3B]!,
    C: scratchScores[atC]!,
    MIF: scratchScores[atMIF]!,
    OF: scratchScores[atOF]!,
    LHP: scratchScores[LHP_AT]!,
    RHP: scratchScores[RHP_AT]!,
  };
  if (excluded >= 0) delete positionScores[positions[excluded]!];
  return {
    submittedPosition: submitted < 0 ? null : positions[submitted]!,
    submittedScore: submitted < 0 ? SCORE_MIN : scratchScores[submitted]!,
    bestPosition: positions[best]!,
    bestScore: scratchScores[best]!,
    positionScores,
    metricScores: metricScores ?? [],
  };
}

const metricScoreOf = (metric: ScoringMetric, score: number, weight: number): MetricScore => ({
  metric,
  score,
  weight,
  relevant: weight >= RELEVANT_WEIGHT,
});

/** The index of a position in `positions`, or -1 (what `isPosition` accepts, without a search of the list). */
function positionIndex(v: unknown): number {
  if (typeof v !== 'string') return -1;
  switch (v) {
    case '1B':
      return at1B;
    case '3B':
      return at3B;
    case 'C':
      return atC;
    case 'MIF':
      return atMIF;
    case 'OF':
      return atOF;
    case 'LHP':
      return LHP_AT;
    case 'RHP':
      return RHP_AT;
    default:
      return -1;
  }
}

// The fixed rules per position, as arrays in the order of `positions` (the fast path indexes them by position).
const POSITION_COUNT = positions.length;
const indexOf = (p: Position) => positions.indexOf(p);
const [at1B, at3B, atC, atMIF, atOF, LHP_AT, RHP_AT] = (['1B', '3B', 'C', 'MIF', 'OF', 'LHP', 'RHP'] as const).map(
  indexOf,
) as [number, number, number, number, number, number, number];
const pitcherAt = Uint8Array.from(positions, (p) => (isPitcher(p) ? 1 : 0));
const idealBmiAt = Float64Array.from(positions, (p) => idealBmi[p]);
const throwMinAt = Float64Array.from(positions, (p) => throwVelocityRanges[p].min);
const throwMaxAt = Float64Array.from(positions, (p) => throwVelocityRanges[p].max);
/**
 * The position scores of the submission being scored: the engine is synchronous and reads all of its input before
 * it writes here, so one submission at a time uses it.
 */
const scratchScores = new Float64Array(POSITION_COUNT);
/** Weights per position: fielders' height, bmi, throw, exit, sixty; pitchers' height, bmi, velo. */
const WEIGHT_STRIDE = 5;
const fielderOrder: readonly ScoringMetric[] = ['height', 'bmi', 'throw', 'exit', 'sixty'];
const pitcherOrder: readonly ScoringMetric[] = ['height', 'bmi', 'velo'];

/** A scoring table prepared for the fast path (built once per `ScoringTables`). */
interface CompiledTables {
  /** the weights as `weightsFor` resolves them (a missing or non-finite weight is 0), at position × WEIGHT_STRIDE */
  weightsAtLeastSplit: Float64Array;
  weightsBelowSplit: Float64Array;
  /**
   * The height scores, already finalized (`finalizeScore` of the table's value), at (inch − heightMin) × 7 +
   * position; NaN where the table has no row or no finite number, so the fallback formula applies. Dense when the
   * table's inches span at most MAX_DENSE_INCHES, else by inch in `heightSparse`.
   */
  heightDense: Float64Array | null;
  heightMin: number;
  heightRows: number;
  heightSparse: ReadonlyMap<number, Float64Array>;
}
const MAX_DENSE_INCHES = 1024;

let lastTables: ScoringTables | undefined;
let lastCompiled: CompiledTables | undefined;
const compiledByTables = new WeakMap<ScoringTables, CompiledTables>();
function compiledTables(tables: ScoringTables): CompiledTables {
  let compiled = compiledByTables.get(tables);
  if (!compiled) {
    // The fast path writes the metrics in this order; the spec's lists must not have changed under it.
    if (fielderMetrics.join() !== fielderOrder.join() || pitcherMetrics.join() !== pitcherOrder.join())
      throw new Error('scoreSubmission: the metric lists changed; update the fast path');
    const weightsAt = (velocity: number | null) => {
      const out = new Float64Array(POSITION_COUNT * WEIGHT_STRIDE);
      positions.forEach((position, i) => {
        const weights = weightsFor(position, velocity, tables);
        metricsCountedFor(position).forEach((m, k) => {
          const weight = weights.get(m) ?? 0;
          out[i * WEIGHT_STRIDE + k] = Number.isFinite(weight) ? weight : 0;
        });
      });
      return out;
    };
    const scoresOf = (row: Readonly<Record<Position, number>>) =>
      Float64Array.from(positions, (p) => {
        const v = row[p];
        return typeof v === 'number' && Number.isFinite(v) ? finalizeScore(v) : Number.NaN;
      });
    const sparse = new Map<number, Float64Array>();
    for (const [inch, row] of tables.heights) sparse.set(inch, scoresOf(row));
    // a height is looked up as Math.round of a positive number: only whole inches from 0 can match
    const inches = [...sparse.keys()].filter((inch) => Number.isInteger(inch) && inch >= 0);
    const min = inches.length ? Math.min(...inches) : 0;
    const rows = inches.length ? Math.max(...inches) - min + 1 : 0;
    let dense: Float64Array | null = null;
    if (rows <= MAX_DENSE_INCHES) {
      dense = new Float64Array(rows * POSITION_COUNT).fill(Number.NaN);
      for (const inch of inches) dense.set(sparse.get(inch)!, (inch - min) * POSITION_COUNT);
    }
    compiled = {
      weightsAtLeastSplit: weightsAt(PITCHER_VELO_SPLIT),
      weightsBelowSplit: weightsAt(null),
      heightDense: dense,
      heightMin: min,
      heightRows: rows,
      heightSparse: sparse,
    };
    compiledByTables.set(tables, compiled);
  }
  lastTables = tables;
  lastCompiled = compiled;
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
  const allScores = {} as Record<Position, number>;
  let submitted: PositionScore | null = null;
  for (const p of positions) {
    const result = scorePosition(input, p, tables)!;
    allScores[p] = result.score;
    if (p === submittedPosition) submitted = result;
  }
  const bestPosition = pickBestPosition(allScores, input.throws, submittedPosition);
  return {
    submittedPosition,
    submittedScore: submitted?.score ?? SCORE_MIN,
    bestPosition,
    bestScore: allScores[bestPosition],
    positionScores: playableScores(allScores, input.throws),
    metricScores: submitted?.metrics ?? [],
  };
}
