import type { Position } from '../shared/lists.ts';
import { formatHeight } from '../shared/format.ts';
import { toFiniteNumber } from '../scoring/engine.ts';
import { campusSettingOf, collegeTypeLabel, schoolSizeOf } from '../colleges/college-filters.ts';
import {
  fitGroupOfPosition,
  fitPositionGroupLabels,
  type BenchmarkLevel,
  type FitPositionGroup,
} from './benchmarks.ts';
import { fitDivisionLabels, fitDivisionOf, programLevel, type FitDivision } from './levels.ts';
import { statesOfAnswers, type InterviewAnswers, type SchoolControl } from './interview.ts';
import { positionNeedOf, type PositionNeed, type RosterGroupSummary, type RosterSummary } from './position-need.ts';
import { distanceMiles } from './geo.ts';
import { fitTexts } from './texts.ts';
import {
  bandDistance,
  bandOf,
  bandText,
  estimateLevel,
  FULL_ATHLETIC_FROM,
  expectedLevelIndex,
  levelGroupOfPosition,
  type AthleticBand,
  type LevelEstimate,
  type LevelGroup,
} from './level-band.ts';
import { fitPartKeys, type AcademicBand, type FitPartKey, type FitPlayer, type FitProgram } from './model.ts';
import { countedParts, fitPartMaxes, priorityPart } from './weights.ts';

/**
 * The parts of a fit score (docs/decisions/0058-believable-fit.md): the player prepared once, a program's facts, and
 * each part's fraction with its sentence — one function per part writes both, so the words carry the numbers.
 */

/** The NCAA Division I baseball roster limit (from 2025–26). */
export const ROSTER_LIMIT = 34;

const clamp01 = (x: number) => (x < 0 ? 0 : x > 1 ? 1 : x);
const finite = (v: number | null | undefined): v is number => v != null && Number.isFinite(v);
const listText = (xs: string[]) =>
  xs.length <= 1 ? xs.join('') : `${xs.slice(0, -1).join(', ')} and ${xs[xs.length - 1]}`;
const capFirst = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Public or Private (nonprofit and for-profit both count as private), or null. */
export function schoolControlOf(raw: string | null | undefined): SchoolControl | null {
  const label = collegeTypeLabel(raw);
  if (!label) return null;
  if (label === 'Public') return 'Public';
  return label.toLowerCase().startsWith('private') ? 'Private' : null;
}

/* ---- the player, prepared once -------------------------------------------------------------------------------- */

export interface Prepared {
  answers: InterviewAnswers;
  position: Position;
  group: FitPositionGroup;
  estimate: LevelEstimate;
  max: Record<FitPartKey, number>;
  counted: Record<FitPartKey, boolean>;
  height: number | null;
  weight: number | null;
  sat: number | null;
  act: number | null;
  budget: number | null;
  maxDistance: number | null;
  home: { lat: number; lon: number } | null;
  divisions: Set<string> | null;
  states: Set<string> | null;
  sizes: Set<string> | null;
  settings: Set<string> | null;
  controls: Set<string> | null;
  /** part indexes in the player's priority order (the tie-breaks) */
  priorityParts: number[];
}

/**
 * The level estimate the ranking uses: at the player's position's group; a player with pitching and hitting marks is
 * also estimated on the other side, and the better of the two is used (the estimate says which group).
 */
export function playerLevelEstimate(player: Pick<FitPlayer, 'position' | 'measurements'>): LevelEstimate {
  const own = levelGroupOfPosition(player.position);
  const m = player.measurements;
  const has = (v: unknown) => {
    const n = toFiniteNumber(v);
    return n !== null && n > 0;
  };
  const other: LevelGroup | null =
    own === 'P' ? (has(m.exitVelocity) ? 'OF' : null) : has(m.fastballVelocity) ? 'P' : null;
  const first = estimateLevel(m, own);
  if (!other) return first;
  const second = estimateLevel(m, other);
  return expectedLevelIndex(second) > expectedLevelIndex(first) + 1e-9 ? second : first;
}

export function prepare(player: FitPlayer, answers: InterviewAnswers): Prepared {
  const pos = (v: unknown) => {
    const n = toFiniteNumber(v);
    return n !== null && n > 0 ? n : null;
  };
  const set = <T extends string>(xs: readonly T[] | undefined) => (xs && xs.length ? new Set<string>(xs) : null);
  const states = statesOfAnswers(answers);
  const home = player.home && finite(player.home.lat) && finite(player.home.lon) ? player.home : null;
  return {
    answers,
    position: player.position,
    group: fitGroupOfPosition(player.position),
    estimate: playerLevelEstimate(player),
    max: fitPartMaxes(answers, home !== null),
    counted: countedParts(answers, home !== null),
    height: pos(player.measurements.height),
    weight: pos(player.measurements.weight),
    sat: answers.sat ?? null,
    act: answers.act ?? null,
    budget: answers.maxNetPrice ?? null,
    maxDistance: answers.maxDistanceMiles ?? null,
    home,
    divisions: set(answers.divisions),
    states: states.size ? states : null,
    sizes: set(answers.schoolSizes),
    settings: set(answers.settings),
    controls: set(answers.control),
    priorityParts: (answers.priorities ?? []).map((p) => fitPartKeys.indexOf(priorityPart[p])),
  };
}

const EMPTY_GROUP: RosterGroupSummary = { count: 0, leaving: 0, freshmen: 0, avgHeight: null, avgWeight: null };

/* Each part gives its fraction, and its reason only when `explain` is set (otherwise ''): one rule for both. */
interface PartValue {
  fraction: number;
  reason: string;
}

/**
 * Athletic fit at a level: the chance the player measures up to it (this level or higher), against 50 % — or against
 * that chance at their likeliest level when it is lower — capped at 1: full marks at the likeliest level, below it,
 * and above it while the chance is at least even; less beyond. A better mark never lowers it
 * (docs/decisions/0058-believable-fit.md).
 */
export function athleticFraction(e: LevelEstimate, level: BenchmarkLevel): number {
  return Math.min(1, e.atLeast[level] / Math.min(FULL_ATHLETIC_FROM, e.atLeast[e.likeliest]));
}

function athleticFit(p: Prepared, f: ProgramFacts, explain: boolean): PartValue {
  const fraction = athleticFraction(p.estimate, f.level);
  if (!explain) return { fraction, reason: '' };
  const text = bandText(p.estimate, f.level, f.band);
  return { fraction, reason: f.levelNote ? `${text} (${f.levelNote})` : text };
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * Who leaves and who arrives at the player's position: by hand for a pitcher when the roster lists hands (RHP, LHP),
 * else the position group; with the words to name them ('RHP', or 'outfielder' / 'outfielders').
 */
function openingsAt(p: Pick<Prepared, 'position' | 'group'>, roster: RosterSummary) {
  const hand = p.position === 'RHP' || p.position === 'LHP' ? roster.hands?.[p.position] : null;
  if (hand && hand.count > 0)
    return { leaving: hand.leaving, freshmen: hand.freshmen, one: p.position, many: p.position };
  const g = roster.groups[p.group] ?? EMPTY_GROUP;
  const many = fitPositionGroupLabels[p.group];
  return { leaving: g.leaving, freshmen: g.freshmen, one: many.replace(/s$/, ''), many };
}

/** '3 RHP leave after 2026; 1 freshman RHP; 36 on the roster, above the 34 limit' */
export function rosterLine(p: Pick<Prepared, 'position' | 'group'>, roster: RosterSummary, d1: boolean): string {
  const { leaving, freshmen, one, many } = openingsAt(p, roster);
  const parts = [
    `${plural(leaving, one, many)} ${leaving === 1 ? 'leaves' : 'leave'} after ${roster.season}`,
    `${freshmen} freshman ${freshmen === 1 ? one : many}`,
  ];
  if (d1 && finite(roster.total) && roster.total > 0) parts.push(fitTexts.rosterLimit(roster.total, ROSTER_LIMIT));
  return parts.join('; ');
}

function rosterFit(
  p: Prepared,
  program: FitProgram,
  d1: boolean,
  explain: boolean,
): PartValue & { need: PositionNeed | null; line: string | null } {
  const roster = program.roster;
  const notCounted = fitTexts.notCounted(fitTexts.playingTimeNotRanked);
  if (!roster)
    return { fraction: 0.5, reason: p.counted.roster ? fitTexts.noRoster : notCounted, need: null, line: null };
  const g = roster.groups[p.group] ?? EMPTY_GROUP;
  const need = explain ? positionNeedOf(g, p.group, roster.season) : null;
  const line = explain ? rosterLine(p, roster, d1) : null;
  if (!p.counted.roster) return { fraction: 0, reason: notCounted, need, line };
  const { leaving, freshmen } = openingsAt(p, roster);
  // openings: 2 more leaving than freshmen is full credit, as many is half, 2 more freshmen is none; a Division I
  // roster above the limit must shrink: a tenth less per player over
  const over = d1 && finite(roster.total) ? Math.max(0, roster.total - ROSTER_LIMIT) : 0;
  const needScore = clamp01(0.5 + (leaving - freshmen) / 4 - over / 10);
  // size: shorter than the group's average costs a quarter per inch; weight more than 10 lbs off costs 1/30 per lb
  const sizes: number[] = [];
  if (p.height !== null && g.avgHeight !== null) sizes.push(clamp01(1 - Math.max(0, g.avgHeight - p.height) / 4));
  if (p.weight !== null && g.avgWeight !== null)
    sizes.push(clamp01(1 - Math.max(0, Math.abs(p.weight - g.avgWeight) - 10) / 30));
  const size = sizes.length ? sizes.reduce((a, b) => a + b, 0) / sizes.length : 0.5;
  const fraction = 0.6 * needScore + 0.4 * size;
  if (!explain) return { fraction, reason: '', need, line };
  let reason = line!;
  if (p.height !== null && g.avgHeight !== null)
    reason += `; ${fitTexts.heightVs(formatHeight(p.height), formatHeight(g.avgHeight), fitPositionGroupLabels[p.group])}`;
  return { fraction, reason, need, line };
}

interface TestComparison {
  t: number;
  band: AcademicBand;
  reason: string;
}

/**
 * One test against a middle range (25th–75th percentile of admitted students): within it 1 (a match); above it a
 * safety, from 1 down to 0.6 at `span` points above; below it a reach, from 0.7 down to 0 at `span` points under.
 */
function testFit(
  yours: number,
  min: number | null,
  max: number | null,
  test: 'SAT' | 'ACT',
  span: number,
  explain: boolean,
): TestComparison | null {
  if (!finite(min) || !finite(max) || max < min) return null;
  if (yours > max)
    return {
      t: 1 - 0.4 * clamp01((yours - max) / span),
      band: 'safety',
      reason: explain ? fitTexts.testAbove(test, yours, max) : '',
    };
  if (yours >= min) return { t: 1, band: 'match', reason: explain ? fitTexts.testWithin(test, yours, min, max) : '' };
  return {
    t: 0.7 * clamp01(1 - (min - yours) / span),
    band: 'reach',
    reason: explain ? fitTexts.testBelow(test, yours, min) : '',
  };
}

/** Acceptance rate below which a school is a reach for every applicant (the common counselling rule). */
export const SELECTIVE_BELOW = 0.2;

/**
 * Academic fit peaks at a match: the player's SAT and ACT against the program's middle ranges (the better of the two
 * comparisons); a school admitting under 20 % is at best a reach (×0.85). No ranges on file: 0.5. Counts only with a
 * test score; a GPA alone is not compared (College Scorecard publishes no GPA ranges) and the sentence says so.
 */
function academicFit(p: Prepared, program: FitProgram, explain: boolean): PartValue & { band: AcademicBand | null } {
  if (!p.counted.academics) {
    const gpa = p.answers.gpa;
    return {
      fraction: 0,
      band: null,
      reason: explain ? (gpa != null ? fitTexts.gpaOnly(gpa) : fitTexts.notCounted(fitTexts.noScores)) : '',
    };
  }
  let rate = finite(program.acceptanceRate) ? program.acceptanceRate : null;
  if (rate !== null && rate > 1) rate /= 100;
  const sat = p.sat !== null ? testFit(p.sat, program.satMin, program.satMax, 'SAT', 200, explain) : null;
  const act = p.act !== null ? testFit(p.act, program.actMin, program.actMax, 'ACT', 5, explain) : null;
  const best = sat && act ? (act.t > sat.t ? act : sat) : (sat ?? act);
  if (!best) return { fraction: 0.5, band: null, reason: fitTexts.noTestRanges };
  const selective = rate !== null && rate < SELECTIVE_BELOW && best.band !== 'reach';
  const fraction = selective ? best.t * 0.85 : best.t;
  const band: AcademicBand = selective ? 'reach' : best.band;
  if (!explain) return { fraction, band, reason: '' };
  const reason = selective
    ? `${best.reason.replace(/^Academic \w+: /, 'Academic reach: ')}, but ${fitTexts.selective(rate!)}`
    : best.reason;
  return { fraction, band, reason };
}

/**
 * Cost: with a budget, within it 1, over it falling to 0 at 1.5 × the budget; ranked without a
 * budget, 1 at $10,000 a year or less falling to 0 at $50,000. No net price on file: 0.5.
 */
function costFit(p: Prepared, program: FitProgram, explain: boolean): PartValue {
  if (!p.counted.cost) return { fraction: 0, reason: fitTexts.notCounted(fitTexts.noBudget) };
  if (!finite(program.netPrice)) return { fraction: 0.5, reason: fitTexts.noNetPrice };
  const price = program.netPrice;
  if (p.budget === null)
    return {
      fraction: clamp01(1 - (price - 10_000) / 40_000),
      reason: explain ? fitTexts.netPriceRanked(price) : '',
    };
  if (price <= p.budget) return { fraction: 1, reason: explain ? fitTexts.withinBudget(price, p.budget) : '' };
  return {
    fraction: p.budget > 0 ? clamp01(1 - (price - p.budget) / (0.5 * p.budget)) : 0,
    reason: explain ? fitTexts.overBudget(price, p.budget) : '',
  };
}

/**
 * Distance: with a limit, within it 1 at home falling to 0.8 at the limit, beyond it from 0.8 to 0 at twice the
 * limit; location ranked without a limit, 1 within 100 miles falling to 0 at 1,500. No location
 * on file: 0.5.
 */
function distanceFit(p: Prepared, miles: number | null, explain: boolean): PartValue {
  if (!p.counted.distance)
    return { fraction: 0, reason: fitTexts.notCounted(p.home === null ? fitTexts.noHome : fitTexts.noDistanceLimit) };
  if (miles === null) return { fraction: 0.5, reason: fitTexts.noLocation };
  const shown = Math.round(miles);
  if (p.maxDistance === null)
    return { fraction: clamp01(1 - (miles - 100) / 1400), reason: explain ? fitTexts.milesRanked(shown) : '' };
  if (miles <= p.maxDistance)
    return {
      fraction: 1 - (0.2 * miles) / p.maxDistance,
      reason: explain ? fitTexts.withinMax(shown, p.maxDistance) : '',
    };
  return {
    fraction: 0.8 * clamp01(1 - (miles - p.maxDistance) / p.maxDistance),
    reason: explain ? fitTexts.beyondMax(shown, p.maxDistance) : '',
  };
}

/** Preferences: each stated one (divisions, states/regions, size, setting, public/private) matched 1, missed 0, unknown 0.5; the average. */
function preferenceFit(p: Prepared, program: FitProgram, f: ProgramFacts, explain: boolean): PartValue {
  if (!p.counted.preferences) return { fraction: 0, reason: fitTexts.notCounted(fitTexts.noPreferences) };
  const st = program.state ? program.state.trim().toUpperCase() || null : null;
  const checks: Array<[Set<string> | null, string | null, string | null, string]> = [
    [p.divisions, f.fitDivision, f.fitDivision ? fitDivisionLabels[f.fitDivision] : null, 'divisions'],
    [p.states, st, st, 'states'],
    [p.sizes, f.size, f.size ? `${f.size.toLowerCase()} school` : null, 'school sizes'],
    [p.settings, f.setting, f.setting, 'settings'],
    [p.controls, f.control, f.control, 'public/private choice'],
  ];
  const yes: string[] = [];
  const no: string[] = [];
  const unknown: string[] = [];
  let sum = 0;
  let n = 0;
  for (const [wanted, value, shown, what] of checks) {
    if (!wanted) continue;
    n++;
    if (value === null) {
      sum += 0.5;
      unknown.push(what);
    } else if (wanted.has(value)) {
      sum += 1;
      yes.push(`${what} (${shown ?? value})`);
    } else no.push(`${what} (this is ${shown ?? value})`);
  }
  if (!explain) return { fraction: sum / n, reason: '' };
  const bits: string[] = [];
  if (yes.length) bits.push(fitTexts.matches(listText(yes)));
  if (no.length) bits.push(fitTexts.outside(listText(no)));
  if (unknown.length) bits.push(fitTexts.unknown(listText(unknown)));
  return { fraction: sum / n, reason: capFirst(bits.join('; ')) };
}

/** What the filters, the order and the parts need of a program, computed once per ranking. */
export interface ProgramFacts {
  level: BenchmarkLevel;
  levelNote: string | null;
  band: AthleticBand;
  bandDistance: number;
  fitDivision: FitDivision | null;
  inChosenDivisions: boolean;
  d1: boolean;
  miles: number | null;
  size: string | null;
  setting: string | null;
  control: SchoolControl | null;
}

export function factsOf(p: Prepared, program: FitProgram): ProgramFacts {
  const lvl = programLevel(program.division, program.conference);
  const fitDivision = fitDivisionOf(program.division, program.conference);
  return {
    level: lvl.level,
    levelNote: lvl.note,
    band: bandOf(p.estimate, lvl.level),
    bandDistance: bandDistance(p.estimate, lvl.level),
    fitDivision,
    inChosenDivisions: !p.divisions || (fitDivision !== null && p.divisions.has(fitDivision)),
    d1: fitDivision === 'P4' || fitDivision === 'D1',
    miles: finite(program.distanceMiles)
      ? program.distanceMiles
      : p.home && finite(program.lat) && finite(program.lon)
        ? distanceMiles(p.home, { lat: program.lat, lon: program.lon })
        : null,
    size: schoolSizeOf(program.enrollment),
    setting: campusSettingOf(program.setting),
    control: schoolControlOf(program.control),
  };
}

export interface Explained {
  reasons: string[];
  need: PositionNeed | null;
  line: string | null;
  academicBand: AcademicBand | null;
}

/** The six parts' exact points into `exact` (part order of `fitPartKeys`); with `explain`, the words as well. */
export function partsOf(
  p: Prepared,
  program: FitProgram,
  f: ProgramFacts,
  exact: number[],
  explain: boolean,
): Explained {
  const level = athleticFit(p, f, explain);
  const roster = rosterFit(p, program, f.d1, explain);
  const academics = academicFit(p, program, explain);
  const cost = costFit(p, program, explain);
  const distance = distanceFit(p, f.miles, explain);
  const prefs = preferenceFit(p, program, f, explain);
  const m = p.max;
  exact[0] = level.fraction * m.level;
  exact[1] = roster.fraction * m.roster;
  exact[2] = academics.fraction * m.academics;
  exact[3] = cost.fraction * m.cost;
  exact[4] = distance.fraction * m.distance;
  exact[5] = prefs.fraction * m.preferences;
  return {
    reasons: explain ? [level.reason, roster.reason, academics.reason, cost.reason, distance.reason, prefs.reason] : [],
    need: roster.need,
    line: roster.line,
    academicBand: academics.band,
  };
}
