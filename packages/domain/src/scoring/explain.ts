import { isPitcher, type Position } from '../shared/lists.ts';
import { formatHeight, formatSixty } from '../shared/format.ts';
import { formatMph, formatRpm, formatStrikePct } from './display.ts';
import {
  bmiOf,
  defaultScoringTables,
  eligiblePositions,
  isPosition,
  round1,
  scorePosition,
  scoreSubmission,
  toFiniteNumber,
  type ScoringInput,
  type ScoringTables,
  type SubmissionScores,
} from './engine.ts';
import { EXIT_VELOCITY, FASTBALL, scoringMetricLabels, type ScoringMetric } from './tables.ts';
import { submissionFieldRules, type SubmissionNumberField } from './submission-input.ts';

/**
 * Score explanation and what-if (docs/decisions/0007-college-fit.md, Details): every figure comes from the engine (`scoreSubmission`,
 * `scorePosition`), so the browser and the server can never disagree.
 */

/**
 * Largest-remainder rounding to whole units: rounds each exact value down, then gives the units still missing to
 * `total` one each to the values with the largest remainders (ties: the earlier value). If the rounded-down values
 * already exceed the total (a clamped score), units are taken back from the values with the smallest remainders.
 * The results always add up to exactly `total`.
 */
export function apportion(exact: readonly number[], total: number): number[] {
  const n = exact.length;
  if (n === 0) return [];
  const base = exact.map((x) => Math.floor(x + 1e-7));
  const rem = exact.map((x, i) => x - base[i]!);
  let diff = total - base.reduce((a, b) => a + b, 0);
  const order = [...base.keys()].sort((a, b) => rem[b]! - rem[a]! || a - b);
  for (let k = 0; diff > 0; k = (k + 1) % n, diff--) base[order[k]!]!++;
  for (let k = n - 1; diff < 0; k = (k - 1 + n) % n, diff++) base[order[k]!]!--;
  return base;
}

/**
 * The display rounding rule of every explanation: each exact value is rounded to 0.1 by the largest-remainder
 * method (`apportion` in tenths) so the values shown add up exactly to the total shown (`totalTenths / 10`).
 * Returns tenths (integers).
 */
export const apportionTenths = (exact: readonly number[], totalTenths: number): number[] =>
  apportion(
    exact.map((x) => x * 10),
    totalTenths,
  );

/** One metric's share of the score at a position: metric score × weight = points. */
export interface ScorePart {
  metric: ScoringMetric;
  label: string;
  /** the measurement the metric reads (BMI is computed from height and weight), or null when not given */
  value: number | null;
  /** the measurement as shown: 6'2", 92.0 mph, 6.95s, BMI 24.6, or 'Not given' */
  valueLabel: string;
  /** the metric's 50..100 score */
  metricScore: number;
  weight: number;
  /** points shown (1 decimal; the shown parts add up to the shown score, see `apportionTenths`) */
  points: number;
  /** metric score × weight before rounding */
  exactPoints: number;
  /** a bonus or rule folded into the metric score, e.g. '+2 for batting left-handed or switch' */
  note: string | null;
}

export interface ScoreExplanation {
  /** the headline: the score at the best position (by throwing hand: docs/decisions/0016-best-position-by-throwing-hand.md), the position named */
  headline: { bestPosition: Position; bestScore: number; text: string };
  /** the position explained (the best position unless another was picked) */
  position: Position;
  isBestPosition: boolean;
  /** the engine's score at `position`; equals Σ parts.points + adjustment */
  score: number;
  parts: ScorePart[];
  /** non-zero only when the engine's 50..100 clamp moved the total (e.g. weights summing to 0); in tenths-exact 1 decimal */
  adjustment: number;
  adjustmentLabel: string | null;
  /** the score of every position the player can play (`eligiblePositions`), labelled, in the position list order */
  positions: Array<{ position: Position; score: number; isBest: boolean; label: string }>;
}

export const explainTexts = {
  headline: (position: Position, score: number) => `${score.toFixed(1)} at ${position} (best position)`,
  positionLabel: (position: Position, score: number, best: boolean) =>
    `${position}: ${score.toFixed(1)}${best ? ' (best position)' : ''}`,
  notGiven: 'Not given',
  adjustment: 'Scores are kept between 50 and 100',
  leftOrSwitchBonus: `+${EXIT_VELOCITY.leftOrSwitchBonus} for batting left-handed or switch`,
  strikeBonus: `+${FASTBALL.strikeBonus} for a strike % above ${FASTBALL.strikePctOver}`,
  spinBonus: `+${FASTBALL.spinBonus} for spin above ${FASTBALL.spinOver} rpm`,
} as const;

function metricValue(metric: ScoringMetric, input: ScoringInput): { value: number | null; valueLabel: string } {
  const num = (v: unknown) => {
    const n = toFiniteNumber(v);
    return n !== null && n > 0 ? n : null;
  };
  let value: number | null;
  let label: string;
  switch (metric) {
    case 'height':
      value = num(input.height);
      label = value === null ? '' : formatHeight(value);
      break;
    case 'bmi': {
      const b = bmiOf(input.weight, input.height);
      value = b === null ? null : round1(b);
      label = value === null ? '' : `BMI ${value.toFixed(1)}`;
      break;
    }
    case 'throw':
      value = num(input.throwVelocity);
      label = formatMph(value);
      break;
    case 'exit':
      value = num(input.exitVelocity);
      label = formatMph(value);
      break;
    case 'sixty':
      value = num(input.sixty);
      label = formatSixty(value);
      break;
    case 'velo':
      value = num(input.fastballVelocity);
      label = formatMph(value);
      break;
  }
  return { value, valueLabel: value === null ? explainTexts.notGiven : label };
}

function metricNote(metric: ScoringMetric, input: ScoringInput, position: Position): string | null {
  if (
    metric === 'exit' &&
    toFiniteNumber(input.exitVelocity) !== null &&
    (input.bats === 'Left' || input.bats === 'Switch')
  )
    return explainTexts.leftOrSwitchBonus;
  if (metric === 'velo' && isPitcher(position) && toFiniteNumber(input.fastballVelocity) !== null) {
    const notes: string[] = [];
    const strike = toFiniteNumber(input.strikePercentage);
    const spin = toFiniteNumber(input.fbSpinRate);
    if (strike !== null && strike > FASTBALL.strikePctOver) notes.push(explainTexts.strikeBonus);
    if (spin !== null && spin > FASTBALL.spinOver) notes.push(explainTexts.spinBonus);
    return notes.length ? notes.join('; ') : null;
  }
  return null;
}

const bestScoreOf = (s: SubmissionScores): number => s.bestScore;

/**
 * Explains the score at `position` (default: the best position): each counted metric's points (metric score ×
 * weight). Rounding rule: the engine rounds the total once (Σ exact points → 1 decimal, clamped to 50..100); the
 * parts are rounded with `apportionTenths` so the points shown add up exactly to the score shown, with any clamp
 * shown as `adjustment`.
 */
export function explainScore(
  input: ScoringInput,
  tables: ScoringTables = defaultScoringTables(),
  position?: Position | null,
): ScoreExplanation {
  const scores = scoreSubmission(input, tables);
  const best = scores.bestPosition;
  const at: Position = position && isPosition(position) ? position : best;
  const metrics = scoreAt(input, at, tables);
  const exact = metrics.map((m) => m.exactPoints);
  const score = scores.positionScores[at] ?? scorePosition(input, at, tables)!.score;
  // The engine rounds Σ exact points once; the parts carry that rounded sum, the 50..100 clamp is the adjustment.
  const sum = exact.reduce((a, b) => a + b, 0);
  const partsTotalTenths = Math.round(round1(Math.max(0, sum)) * 10);
  const tenths = apportionTenths(exact, partsTotalTenths);
  const parts: ScorePart[] = metrics.map((m, i) => ({
    metric: m.metric,
    label: scoringMetricLabels[m.metric],
    ...metricValue(m.metric, input),
    metricScore: m.metricScore,
    weight: m.weight,
    points: tenths[i]! / 10,
    exactPoints: m.exactPoints,
    note: metricNote(m.metric, input, at),
  }));
  const shownTenths = tenths.reduce((a, b) => a + b, 0);
  const adjustment = (Math.round(score * 10) - shownTenths) / 10;
  return {
    headline: {
      bestPosition: best,
      bestScore: bestScoreOf(scores),
      text: explainTexts.headline(best, bestScoreOf(scores)),
    },
    position: at,
    isBestPosition: at === best,
    score,
    parts,
    adjustment,
    adjustmentLabel: adjustment !== 0 ? explainTexts.adjustment : null,
    positions: eligiblePositions(input.throws).map((p) => ({
      position: p,
      score: scores.positionScores[p]!,
      isBest: p === best,
      label: explainTexts.positionLabel(p, scores.positionScores[p]!, p === best),
    })),
  };
}

/** The engine's metric scores at a position (the engine's own `scorePosition`). */
function scoreAt(input: ScoringInput, position: Position, tables: ScoringTables) {
  return scorePosition(input, position, tables)!.metrics.map((m) => ({
    metric: m.metric,
    metricScore: m.score,
    weight: m.weight,
    exactPoints: m.score * m.weight,
  }));
}

/* ------------------------------------------------------------------------------------------------------------ */
/* What-if                                                                                                      */
/* ------------------------------------------------------------------------------------------------------------ */

/** The measurements a what-if may move (the metrics form's number fields). */
export type WhatIfField = SubmissionNumberField;
export type WhatIfChanges = Partial<Record<WhatIfField, number | null>>;

/** A value kept inside the form's range and rounded to the form's step (what the form itself would accept). */
export function clampToForm(field: WhatIfField, value: number): number {
  const r = submissionFieldRules[field];
  const clamped = Math.min(r.max, Math.max(r.min, value));
  const decimals = r.step >= 1 ? 0 : Math.round(-Math.log10(r.step));
  return Number((Math.round(clamped / r.step) * r.step).toFixed(decimals));
}

export interface WhatIfResult {
  /** the input with the changes applied (each changed value clamped to the form's range and step) */
  input: ScoringInput;
  /** exactly `scoreSubmission(input, tables)` */
  scores: SubmissionScores;
  bestPosition: Position;
  bestScore: number;
  /** change of the score at the best position against the unchanged input, 1 decimal */
  change: number;
  before: { bestPosition: Position; bestScore: number };
}

/** Applies changes (null clears a measurement) — a pure copy; values outside the form's range are clamped. */
export function applyChanges(input: ScoringInput, changes: WhatIfChanges): ScoringInput {
  const next: ScoringInput = { ...input };
  for (const [field, v] of Object.entries(changes) as Array<[WhatIfField, number | null | undefined]>) {
    if (!(field in submissionFieldRules) || v === undefined) continue;
    next[field] = v === null || !Number.isFinite(v) ? undefined : clampToForm(field, v);
  }
  return next;
}

/** The engine on the changed input: the same function and tables as the server, so the same answer. */
export function whatIf(
  input: ScoringInput,
  changes: WhatIfChanges,
  tables: ScoringTables = defaultScoringTables(),
): WhatIfResult {
  const before = scoreSubmission(input, tables);
  const changed = applyChanges(input, changes);
  const scores = scoreSubmission(changed, tables);
  const bestScore = bestScoreOf(scores);
  return {
    input: changed,
    scores,
    bestPosition: scores.bestPosition,
    bestScore,
    change: round1(bestScore - bestScoreOf(before)),
    before: { bestPosition: before.bestPosition, bestScore: bestScoreOf(before) },
  };
}

/** A realistic step per measurement (a season of work), and how a change of that size is worded. */
export interface ImprovementStep {
  field: WhatIfField;
  step: number;
  /** the change in words: describe(2) → '+2 mph exit velocity' */
  describe: (delta: number) => string;
}
const signed = (d: number, decimals = 1) => `${d < 0 ? '−' : '+'}${Number(Math.abs(d).toFixed(decimals))}`;
export const improvementSteps: readonly ImprovementStep[] = [
  { field: 'exitVelocity', step: 2, describe: (d) => `${signed(d)} mph exit velocity` },
  { field: 'sixty', step: -0.1, describe: (d) => `${signed(d, 2)} s 60-yard time` },
  { field: 'throwVelocity', step: 2, describe: (d) => `${signed(d)} mph throw velocity` },
  { field: 'fastballVelocity', step: 2, describe: (d) => `${signed(d)} mph fastball velocity` },
  { field: 'fbSpinRate', step: 100, describe: (d) => `${signed(d, 0)} rpm spin rate` },
  { field: 'strikePercentage', step: 3, describe: (d) => `${signed(d)}% strike percentage` },
];

export interface Improvement {
  field: WhatIfField;
  from: number;
  /** the new value (clamped to the form's range) */
  to: number;
  /** points gained at the best position (1 decimal, > 0) */
  gain: number;
  newScore: number;
  newBestPosition: Position;
  /** '+2 mph exit velocity → +1.8 points' */
  text: string;
}

export const formatGain = (gain: number): string => `+${gain.toFixed(1)} point${gain === 1 ? '' : 's'}`;

/**
 * The `n` changes (one per measurement, a realistic step each — `improvementSteps` —, clamped to the form's ranges)
 * that raise the score at the best position most. Only measurements the player has given; a step that gains
 * nothing is not suggested. Sorted by gain, ties in `improvementSteps` order.
 */
export function suggestImprovements(
  input: ScoringInput,
  tables: ScoringTables = defaultScoringTables(),
  n = 2,
): Improvement[] {
  const before = bestScoreOf(scoreSubmission(input, tables));
  const out: Improvement[] = [];
  for (const s of improvementSteps) {
    const from = toFiniteNumber(input[s.field]);
    if (from === null) continue;
    const to = clampToForm(s.field, from + s.step);
    if (to === from) continue;
    const after = scoreSubmission({ ...input, [s.field]: to }, tables);
    const gain = round1(bestScoreOf(after) - before);
    if (gain <= 0) continue;
    out.push({
      field: s.field,
      from,
      to,
      gain,
      newScore: bestScoreOf(after),
      newBestPosition: after.bestPosition,
      text: `${s.describe(to - from)} → ${formatGain(gain)}`,
    });
  }
  return out.sort((a, b) => b.gain - a.gain).slice(0, Math.max(0, n));
}

/** Display of a measurement with its unit, for what-if sliders. */
export function formatMeasurement(field: WhatIfField, value: number | null | undefined): string {
  if (value == null || !Number.isFinite(value)) return explainTexts.notGiven;
  switch (field) {
    case 'height':
      return formatHeight(value);
    case 'weight':
      return `${Math.round(value)} lbs`;
    case 'sixty':
      return formatSixty(value);
    case 'fbSpinRate':
      return formatRpm(value);
    case 'strikePercentage':
      return formatStrikePct(value);
    default:
      return formatMph(value);
  }
}
