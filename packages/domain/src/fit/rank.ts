import type { Position } from '../shared/lists.ts';
import { formatHeight } from '../shared/format.ts';
import { toFiniteNumber, type ScoringInput } from '../scoring/engine.ts';
import { apportion } from '../scoring/explain.ts';
import { campusSettingOf, collegeTypeLabel, schoolSizeOf } from '../colleges/college-filters.ts';
import {
  fitGroupOfPosition,
  fitPositionGroupLabels,
  type BenchmarkLevel,
  type FitPositionGroup,
} from './benchmarks.ts';
import { fitDivisionLabels, fitDivisionOf, programLevel, type FitDivision } from './levels.ts';
import {
  fitPriorities,
  statesOfAnswers,
  type FitPriority,
  type InterviewAnswers,
  type SchoolControl,
} from './interview.ts';
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

/**
 * Where do I fit? (docs/decisions/0058-believable-fit.md). Ranks programs for one player: the athletic band first
 * (targets, then the levels one step away, …; programs outside the divisions the player chose after all others),
 * then a fit score 0–100 made of the parts that count for this player, each with its reason. Pure and fast: what
 * depends on the player only is prepared once; per program the ranking is arithmetic; the words are written by
 * `explain` for the programs shown.
 */

/** One program as plain data (the server builds these from the school, academics and roster tables). */
export interface FitProgram {
  id: number | string;
  name: string;
  division: string | null;
  conference: string | null;
  state: string | null;
  lat?: number | null;
  lon?: number | null;
  /** distance from the player's home, when the caller computed it (otherwise from lat/lon and `player.home`) */
  distanceMiles?: number | null;
  /** undergraduate enrollment */
  enrollment: number | null;
  /** campus setting: City, Suburb, Town, Rural (or a College Scorecard locale word) */
  setting: string | null;
  /** public / private nonprofit / private for-profit (any spelling `collegeTypeLabel` reads) */
  control: string | null;
  /** average yearly net price, dollars */
  netPrice: number | null;
  satMin: number | null;
  satMax: number | null;
  actMin: number | null;
  actMax: number | null;
  /** a fraction (0.684) or a percent (68.4) */
  acceptanceRate: number | null;
  /** the current roster summarised (`summarizeRoster`), when one is on file */
  roster?: RosterSummary | null;
}

export interface FitPlayer {
  /** the position the player is ranked at (the headline's best playable position) */
  position: Position;
  /** the submission's measurements (height, weight, sixty, throw, exit, fastball, spin …) */
  measurements: ScoringInput;
  /** home coordinates (the server resolves the answers' ZIP code, else the profile's); none: distance is not scored */
  home?: { lat: number; lon: number } | null;
}

export const fitPartKeys = ['level', 'roster', 'academics', 'cost', 'distance', 'preferences'] as const;
export type FitPartKey = (typeof fitPartKeys)[number];
export const fitPartLabels: Record<FitPartKey, string> = {
  level: 'Athletic fit',
  roster: 'Roster opportunity',
  academics: 'Academic fit',
  cost: 'Cost',
  distance: 'Distance',
  preferences: 'Preferences',
};

/**
 * Each part's weight before the player's priorities: multiplied by the priority ranking (1st ×1.6, 2nd ×1.3, 3rd
 * ×1.0, 4th ×0.7; not ranked ×1.0; playing time → roster, academics → academic fit, cost → cost, location →
 * distance), kept only for the parts that count for this player (`countedParts`), then scaled to 100 points and
 * rounded to whole points (largest remainder).
 */
export const fitBaseWeights: Record<FitPartKey, number> = {
  level: 30,
  roster: 20,
  academics: 15,
  cost: 12,
  distance: 10,
  preferences: 13,
};
export const priorityMultipliers = [1.6, 1.3, 1.0, 0.7] as const;
const priorityPart: Record<FitPriority, FitPartKey> = {
  playingTime: 'roster',
  academics: 'academics',
  cost: 'cost',
  location: 'distance',
};
/** The NCAA Division I baseball roster limit (from 2025–26). */
export const ROSTER_LIMIT = 34;

const rankOf = (answers: InterviewAnswers, p: FitPriority): number => answers.priorities?.indexOf(p) ?? -1;
/** Ranked among what matters (at any place: the place sets its weight). */
const caresAbout = (answers: InterviewAnswers, p: FitPriority) => rankOf(answers, p) >= 0;
const hasPreferences = (a: InterviewAnswers) =>
  !!(
    a.divisions?.length ||
    a.regions?.length ||
    a.states?.length ||
    a.schoolSizes?.length ||
    a.settings?.length ||
    a.control?.length
  );

/**
 * The parts that count: athletic fit always; roster opportunity with playing time ranked; academic fit with an SAT or ACT; cost with a
 * budget or cost ranked; distance with a home and a distance limit or location ranked first or
 * second; preferences with any division, region, state, size, setting or public/private choice. A part that does not
 * count adds nothing and says why ('no limit' is not full marks).
 */
export function countedParts(answers: InterviewAnswers, hasHome: boolean): Record<FitPartKey, boolean> {
  return {
    level: true,
    roster: caresAbout(answers, 'playingTime'),
    academics: answers.sat != null || answers.act != null,
    cost: answers.maxNetPrice != null || caresAbout(answers, 'cost'),
    distance: hasHome && (answers.maxDistanceMiles != null || caresAbout(answers, 'location')),
    preferences: hasPreferences(answers),
  };
}

/** The most each part can add (0 for a part that does not count); they add up to 100. */
export function fitPartMaxes(answers: InterviewAnswers, hasHome: boolean): Record<FitPartKey, number> {
  const counted = countedParts(answers, hasHome);
  const raw = fitPartKeys.map((k) => {
    if (!counted[k]) return 0;
    const p = fitPriorities.find((x) => priorityPart[x] === k);
    const i = p ? rankOf(answers, p) : -1;
    return fitBaseWeights[k] * (i >= 0 ? (priorityMultipliers[i] ?? 1) : 1);
  });
  const total = raw.reduce((a, b) => a + b, 0);
  const ints = apportion(
    raw.map((x) => (x / total) * 100),
    100,
  );
  const out = {} as Record<FitPartKey, number>;
  fitPartKeys.forEach((k, i) => (out[k] = ints[i]!));
  return out;
}

export interface FitPart {
  key: FitPartKey;
  label: string;
  /** points shown (1 decimal); the parts add up exactly to the fit score */
  points: number;
  /** 0: the part does not count for this player (its reason says why) */
  max: number;
  reason: string;
}

export type AcademicBand = 'match' | 'reach' | 'safety';

/** A program ranked for a player, without the explanation of each part (what the list shows). */
export interface FitRankedProgram {
  /** 1-based place in the ranking */
  rank: number;
  programId: number | string;
  name: string;
  division: string | null;
  conference: string | null;
  state: string | null;
  fitDivision: FitDivision | null;
  /** the benchmark level the program is compared with, and why when derived ('NAIA compared with D2 averages') */
  level: BenchmarkLevel;
  levelNote: string | null;
  /** target, reach or safety for the player's marks */
  band: AthleticBand;
  /** levels between the program's and the player's band (0: in the band) */
  bandDistance: number;
  /** the program is in a division the player chose (or the player chose none) */
  inChosenDivisions: boolean;
  distanceMiles: number | null;
  netPrice: number | null;
  schoolSize: string | null;
  setting: string | null;
  control: SchoolControl | null;
  /** 0–100, 1 decimal */
  fitScore: number;
}

/** The list's row: the ranked program with its one-line reasons. */
export interface FitSummary extends FitRankedProgram {
  /** the athletic sentence ('Target: your marks fit Other D1 commits (78% chance you measure up)') */
  bandText: string;
  academicBand: AcademicBand | null;
  /** the roster opportunity in one line, when a roster is on file */
  rosterLine: string | null;
  /** the part that held the score back most, in words (null when none lost a point) */
  why: string | null;
}

export interface FitResult extends FitSummary {
  parts: FitPart[];
  /** the parts that lost the most points, in words, biggest loss first (at most 3; empty when nothing was lost) */
  whyNotHigher: string[];
  /** position need at the player's group, when a roster is on file */
  positionNeed: PositionNeed | null;
}

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

interface Prepared {
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

function prepare(player: FitPlayer, answers: InterviewAnswers): Prepared {
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

/** '3 RHP leave after 2026; 1 freshman RHP; 36 on the roster, above the 34 limit' */
export function rosterLine(p: Pick<Prepared, 'position' | 'group'>, roster: RosterSummary, d1: boolean): string {
  const hand = p.position === 'RHP' || p.position === 'LHP' ? roster.hands?.[p.position] : null;
  const g = roster.groups[p.group] ?? EMPTY_GROUP;
  const useHand = hand && hand.count > 0;
  const leaving = useHand ? hand.leaving : g.leaving;
  const freshmen = useHand ? hand.freshmen : g.freshmen;
  const groupWord = fitPositionGroupLabels[p.group];
  const one = useHand ? p.position : groupWord.replace(/s$/, '');
  const many = useHand ? p.position : groupWord;
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
  const hand = p.position === 'RHP' || p.position === 'LHP' ? roster.hands?.[p.position] : null;
  const useHand = hand && hand.count > 0;
  const leaving = useHand ? hand.leaving : g.leaving;
  const freshmen = useHand ? hand.freshmen : g.freshmen;
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

const PART_COUNT = fitPartKeys.length;
const scratchBase = new Array<number>(PART_COUNT).fill(0);
const scratchRem = new Array<number>(PART_COUNT).fill(0);

/**
 * The parts' exact points rounded to tenths that add up to the rounded total — the same largest-remainder rule as
 * `apportionTenths`, written without allocations for the ranking's inner loop.
 */
function tenthsOfParts(exact: readonly number[], out: number[]): number {
  let sum = 0;
  let total = 0;
  for (let i = 0; i < PART_COUNT; i++) {
    const x = exact[i]! * 10;
    total += exact[i]!;
    const base = Math.floor(x + 1e-7);
    scratchBase[i] = base;
    scratchRem[i] = x - base;
    sum += base;
  }
  const target = Math.round(total * 10 + 1e-7);
  let diff = target - sum;
  // give each missing tenth to the largest remainder not yet given one (ties: the earlier part)
  while (diff > 0) {
    let best = -1;
    for (let i = 0; i < PART_COUNT; i++)
      if (scratchRem[i]! > -1 && (best === -1 || scratchRem[i]! > scratchRem[best]!)) best = i;
    scratchBase[best]!++;
    scratchRem[best] = -2;
    diff--;
  }
  // (rounded-down tenths can only exceed the total by the 1e-7 guard: take them back from the last parts)
  for (let i = PART_COUNT - 1; diff < 0; i = (i + PART_COUNT - 1) % PART_COUNT)
    if (scratchBase[i]! > 0) {
      scratchBase[i]!--;
      diff++;
    }
  for (let i = 0; i < PART_COUNT; i++) out[i] = scratchBase[i]!;
  return target;
}

/** What the filters, the order and the parts need of a program, computed once per ranking. */
interface ProgramFacts {
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

function factsOf(p: Prepared, program: FitProgram): ProgramFacts {
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

interface Explained {
  reasons: string[];
  need: PositionNeed | null;
  line: string | null;
  academicBand: AcademicBand | null;
}

/** The six parts' exact points into `exact` (part order of `fitPartKeys`); with `explain`, the words as well. */
function partsOf(p: Prepared, program: FitProgram, f: ProgramFacts, exact: number[], explain: boolean): Explained {
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

/** One program scored for the ranking, with what the order needs. */
interface Scored {
  program: FitProgram;
  facts: ProgramFacts;
  row: FitRankedProgram;
  /** order: divisions not chosen last, then distance from the band, then the score */
  tier: number;
  exactTotal: number;
  exact: number[];
  /** a fixed shuffle of the program id: the last tie-break, so no program gains from its name or id */
  shuffle: number;
}

/** FNV-1a of the id: the same number on every machine. */
function shuffleOf(id: number | string): number {
  let h = 0x811c9dc5;
  const s = String(id);
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

function scoreOne(p: Prepared, program: FitProgram, tenths: number[]): Scored {
  const f = factsOf(p, program);
  const exact = new Array<number>(PART_COUNT).fill(0);
  partsOf(p, program, f, exact, false);
  const total = tenthsOfParts(exact, tenths);
  let exactTotal = 0;
  for (let i = 0; i < PART_COUNT; i++) exactTotal += exact[i]!;
  return {
    program,
    facts: f,
    tier: (f.inChosenDivisions ? 0 : 100) + f.bandDistance,
    exactTotal,
    exact,
    shuffle: shuffleOf(program.id),
    row: {
      rank: 0,
      programId: program.id,
      name: program.name,
      division: program.division,
      conference: program.conference,
      state: program.state,
      fitDivision: f.fitDivision,
      level: f.level,
      levelNote: f.levelNote,
      band: f.band,
      bandDistance: f.bandDistance,
      inChosenDivisions: f.inChosenDivisions,
      distanceMiles: f.miles === null ? null : Math.round(f.miles),
      netPrice: finite(program.netPrice) ? program.netPrice : null,
      schoolSize: f.size,
      setting: f.setting,
      control: f.control,
      fitScore: total / 10,
    },
  };
}

const EPS = 1e-9;

/**
 * The order: divisions the player chose first, then the athletic band (targets, then one level away, …), then the
 * fit score; ties are broken by what the player told us — the parts in their priority order, then the likelier level
 * for their marks, then nearer home (the interview's or the profile's ZIP code) — and last by a fixed shuffle of the
 * program id (never by name, nor by an id that follows the alphabet).
 */
function byFit(p: Prepared) {
  return (a: Scored, b: Scored): number => {
    if (a.tier !== b.tier) return a.tier - b.tier;
    if (a.row.fitScore !== b.row.fitScore) return b.row.fitScore - a.row.fitScore;
    if (Math.abs(a.exactTotal - b.exactTotal) > EPS) return b.exactTotal - a.exactTotal;
    for (const i of p.priorityParts) {
      const d = b.exact[i]! - a.exact[i]!;
      if (Math.abs(d) > EPS) return d;
    }
    const pa = p.estimate.probabilities[a.facts.level];
    const pb = p.estimate.probabilities[b.facts.level];
    if (Math.abs(pa - pb) > EPS) return pb - pa;
    const ma = a.facts.miles;
    const mb = b.facts.miles;
    if (ma !== null || mb !== null) {
      if (ma === null) return 1;
      if (mb === null) return -1;
      if (Math.abs(ma - mb) > EPS) return ma - mb;
    }
    if (a.shuffle !== b.shuffle) return a.shuffle - b.shuffle;
    return String(a.program.id) < String(b.program.id) ? -1 : String(a.program.id) > String(b.program.id) ? 1 : 0;
  };
}

/** A ranking without words, and the words for any of its programs. */
export interface FitRanking {
  /** every program in order (rank 1, 2, …) */
  ranked: FitRankedProgram[];
  /** the level estimate the band comes from */
  estimate: LevelEstimate;
  /** the most each part can add for this player (0: not counted) */
  max: Record<FitPartKey, number>;
  /** the list's row of one ranked program: its one-line reasons */
  summarize(program: FitRankedProgram): FitSummary;
  /** the whole result of one ranked program: every part with its reason */
  explain(program: FitRankedProgram): FitResult;
}

/**
 * Ranks programs for a player. Fit scores 0–100 (1 decimal) whose parts add up to them exactly (display rounding by
 * the largest-remainder rule of `apportionTenths`); the order as `byFit` says. The same input always gives the same
 * order, whatever order the programs come in. Only numbers per program: the server ranks every program on each
 * request and asks `summarize` for the page it shows and `explain` for the one the player opens.
 */
export function scorePrograms(
  player: FitPlayer,
  answers: InterviewAnswers,
  programs: readonly FitProgram[],
): FitRanking {
  const p = prepare(player, answers);
  const tenths = new Array<number>(PART_COUNT).fill(0);
  const scored = programs.map((program) => scoreOne(p, program, tenths));
  scored.sort(byFit(p));
  const byRow = new Map<FitRankedProgram, Scored>();
  const ranked = scored.map((s, i) => {
    s.row.rank = i + 1;
    byRow.set(s.row, s);
    return s.row;
  });
  const words = (r: FitRankedProgram) => {
    const s = byRow.get(r);
    if (!s) throw new Error('explain: not a program of this ranking');
    const exact = new Array<number>(PART_COUNT).fill(0);
    const ex = partsOf(p, s.program, s.facts, exact, true);
    tenthsOfParts(exact, tenths);
    const parts: FitPart[] = fitPartKeys.map((key, i) => ({
      key,
      label: fitPartLabels[key],
      points: tenths[i]! / 10,
      max: p.max[key],
      reason: ex.reasons[i]!,
    }));
    const lost = whyNotHigher(parts.slice(1).filter((x) => x.reason !== fitTexts.noRoster));
    const summary: FitSummary = {
      ...s.row,
      bandText: ex.reasons[0]!,
      academicBand: ex.academicBand,
      rosterLine: ex.line,
      why: lost[0] ?? null,
    };
    return { summary, parts, need: ex.need };
  };
  return {
    ranked,
    estimate: p.estimate,
    max: p.max,
    summarize: (r) => words(r).summary,
    explain(r) {
      const { summary, parts, need } = words(r);
      return { ...summary, parts, whyNotHigher: whyNotHigher(parts), positionNeed: need };
    },
  };
}

/** What the player could add, said once above the list (not on every row). */
export function fitNotes(answers: InterviewAnswers, hasHome: boolean): string[] {
  const counted = countedParts(answers, hasHome);
  const notes: string[] = [];
  if (!counted.academics)
    notes.push(
      answers.gpa != null ? fitTexts.gpaOnly(answers.gpa) : 'Add your SAT or ACT to compare with admitted students',
    );
  if (!hasHome && (answers.maxDistanceMiles != null || caresAbout(answers, 'location')))
    notes.push('Add your home ZIP code to rank by distance');
  return notes;
}

/** `scorePrograms` with every program explained. */
export function rankPrograms(
  player: FitPlayer,
  answers: InterviewAnswers,
  programs: readonly FitProgram[],
): FitResult[] {
  const ranking = scorePrograms(player, answers, programs);
  return ranking.ranked.map((r) => ranking.explain(r));
}

/** The counted parts that lost at least 0.5 points, biggest loss first (ties: part order; at most 3), in words. */
export function whyNotHigher(parts: readonly FitPart[]): string[] {
  const picked: number[] = [];
  const lost = parts.map((x) => Math.round((x.max - x.points) * 10) / 10);
  for (let k = 0; k < 3; k++) {
    let best = -1;
    for (let i = 0; i < parts.length; i++)
      if (parts[i]!.max > 0 && lost[i]! >= 0.5 && !picked.includes(i) && (best === -1 || lost[i]! > lost[best]!))
        best = i;
    if (best === -1) break;
    picked.push(best);
  }
  return picked.map((i) => fitTexts.whyNotHigher(parts[i]!.label, lost[i]!, parts[i]!.reason));
}
