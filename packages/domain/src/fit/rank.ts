import { z } from 'zod';
import type { Position } from '../shared/lists.ts';
import { formatHeight, formatPercent, withThousands } from '../shared/format.ts';
import { toFiniteNumber, type ScoringInput } from '../scoring/engine.ts';
import { apportion } from '../scoring/explain.ts';
import {
  campusSettingOf,
  campusSettings,
  collegeTypeLabel,
  regionNames,
  schoolSizeOf,
  schoolSizes,
} from '../colleges/college-filters.ts';
import {
  benchmarkLevelLabels,
  benchmarkLevels,
  benchmarkMetricInfo,
  benchmarkMetricsFor,
  fitGroupOfPosition,
  fitPositionGroupLabels,
  formatBenchmarkValue,
  type BenchmarkLevel,
  type BenchmarkTable,
  type FitPositionGroup,
} from './benchmarks.ts';
import { fitDivisionLabels, fitDivisionOf, fitDivisions, programLevel, type FitDivision } from './levels.ts';
import {
  fitPriorities,
  interviewStateCodes,
  schoolControls,
  statesOfAnswers,
  type FitPriority,
  type InterviewAnswers,
  type SchoolControl,
} from './interview.ts';
import { positionNeedOf, type PositionNeed, type RosterGroupSummary, type RosterSummary } from './position-need.ts';

/**
 * Where do I fit? (ARCHITECTURE.md, 'Fit'). Ranks programs for one player: a fit score 0–100 made of parts that add
 * up to it, each with its reason. Pure and fast: everything that depends on the player only is prepared once, the
 * per-program work of the ranking is arithmetic only; the words (each part's reason, 'why not higher?', the position
 * need) are written by `explain` for the results that are shown (`scorePrograms`), or for all (`rankPrograms`).
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
  /** the player's position (the submitted one); its group picks the benchmarks and the roster group */
  position: Position;
  /** the submission's measurements (height, weight, sixty, throw, exit, fastball, spin …) */
  measurements: ScoringInput;
  /** home coordinates (the server resolves the answers' ZIP code); none: distance is not scored */
  home?: { lat: number; lon: number } | null;
}

export const fitPartKeys = ['level', 'roster', 'academics', 'cost', 'distance', 'preferences'] as const;
export type FitPartKey = (typeof fitPartKeys)[number];
export const fitPartLabels: Record<FitPartKey, string> = {
  level: 'Level fit',
  roster: 'Roster fit',
  academics: 'Academic fit',
  cost: 'Cost',
  distance: 'Distance',
  preferences: 'Preferences',
};

/**
 * The most each part can add. Level fit is always 30; the other 70 are shared by the base weights below, each
 * multiplied by the player's priority ranking (1st ×1.6, 2nd ×1.3, 3rd ×1.0, 4th ×0.7; not ranked ×1.0; playing
 * time → roster fit, academics → academic fit, cost → cost, location → distance), then scaled back to 70 and rounded
 * to whole points (largest remainder).
 */
export const FIT_LEVEL_MAX = 30;
export const fitBaseMax: Record<Exclude<FitPartKey, 'level'>, number> = {
  roster: 20,
  academics: 15,
  cost: 12,
  distance: 10,
  preferences: 13,
};
export const priorityMultipliers = [1.6, 1.3, 1.0, 0.7] as const;
const priorityPart: Record<FitPriority, Exclude<FitPartKey, 'level'>> = {
  playingTime: 'roster',
  academics: 'academics',
  cost: 'cost',
  location: 'distance',
};

export function fitPartMaxes(priorities: readonly FitPriority[] | undefined): Record<FitPartKey, number> {
  const keys = Object.keys(fitBaseMax) as Array<Exclude<FitPartKey, 'level'>>;
  const raw = keys.map((k) => {
    const p = fitPriorities.find((x) => priorityPart[x] === k);
    const i = p && priorities ? priorities.indexOf(p) : -1;
    return fitBaseMax[k] * (i >= 0 ? (priorityMultipliers[i] ?? 1) : 1);
  });
  const total = raw.reduce((a, b) => a + b, 0);
  const ints = apportion(
    raw.map((x) => (x / total) * (100 - FIT_LEVEL_MAX)),
    100 - FIT_LEVEL_MAX,
  );
  const out = { level: FIT_LEVEL_MAX } as Record<FitPartKey, number>;
  keys.forEach((k, i) => (out[k] = ints[i]!));
  return out;
}

export interface FitPart {
  key: FitPartKey;
  label: string;
  /** points shown (1 decimal); the parts add up exactly to the fit score */
  points: number;
  max: number;
  reason: string;
}

export interface FitResult {
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
  distanceMiles: number | null;
  netPrice: number | null;
  schoolSize: string | null;
  setting: string | null;
  control: SchoolControl | null;
  /** 0–100, 1 decimal */
  fitScore: number;
  parts: FitPart[];
  /** the parts that lost the most points, in words, biggest loss first (at most 3; empty when nothing was lost) */
  whyNotHigher: string[];
  /** position need at the player's group, when a roster is on file */
  positionNeed: PositionNeed | null;
}

export const fitTexts = {
  noMeasurements: (level: string) => `No measurements to compare with the ${level} averages`,
  allAtOrAbove: (level: string) => `At or above the ${level} averages in every measurement`,
  below: (level: string, items: string) => `Below the ${level} averages in ${items}`,
  noRoster: 'No current roster on file',
  noGroupOnRoster: (group: string) => `No ${group} listed on the current roster`,
  heightVs: (yours: string, theirs: string, group: string) =>
    `your height ${yours}, their ${group} ${theirs} on average`,
  noTests: 'Add your SAT or ACT to compare',
  noTestRanges: 'No SAT/ACT ranges on file',
  testWithin: (test: string, yours: number, min: number, max: number) =>
    `Your ${test} ${yours} is within their middle range (${min}–${max})`,
  testAbove: (test: string, yours: number, max: number) =>
    `Your ${test} ${yours} is above their middle range (up to ${max})`,
  testBelow: (test: string, yours: number, min: number) =>
    `Your ${test} ${yours} is below their middle range (from ${min})`,
  acceptance: (rate: number) => `acceptance rate ${formatPercent(rate)}`,
  noBudget: 'No budget given',
  noNetPrice: 'No net price on file',
  withinBudget: (price: number, budget: number) => `Net price ${usd(price)} a year, within your ${usd(budget)} budget`,
  overBudget: (price: number, budget: number) =>
    `Net price ${usd(price)} a year, ${usd(price - budget)} over your ${usd(budget)} budget`,
  noHome: 'No home ZIP code given',
  noLocation: 'Location not on file',
  milesAway: (miles: number) => `${withThousands(miles)} miles from home`,
  withinMax: (miles: number, max: number) =>
    `${withThousands(miles)} miles from home, within your ${withThousands(max)}`,
  beyondMax: (miles: number, max: number) =>
    `${withThousands(miles)} miles from home, beyond your ${withThousands(max)}`,
  noPreferences: 'No preferences given',
  matches: (items: string) => `Matches ${items}`,
  notMatches: (items: string) => `not ${items}`,
  unknown: (items: string) => `no data for ${items}`,
  whyNotHigher: (label: string, lost: number, reason: string) => `${label} (−${lost.toFixed(1)}): ${reason}`,
} as const;

const usd = (n: number): string => `$${withThousands(n)}`;
const clamp01 = (x: number) => (x < 0 ? 0 : x > 1 ? 1 : x);
const listText = (xs: string[]) =>
  xs.length <= 1 ? xs.join('') : `${xs.slice(0, -1).join(', ')} and ${xs[xs.length - 1]}`;
const capFirst = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Great-circle distance in miles. */
export function distanceMiles(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 3958.8 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** A place with a ZIP code and coordinates (e.g. every college of the academics reference data). */
export interface ZipPlace {
  zip: string | null;
  lat: number | null;
  lon: number | null;
}

/**
 * Approximate coordinates of a home ZIP code from places with known ZIP codes and coordinates: the average of the
 * places with the same 5-digit ZIP, else of those with the same first 3 digits (one postal sectional centre,
 * typically within 30–50 miles), else null (distance then is not scored). Good enough to rank by distance; never
 * shown as a location.
 */
export function homeFromZip(
  zip: string | null | undefined,
  places: readonly ZipPlace[],
): { lat: number; lon: number } | null {
  const z = zip?.trim().slice(0, 5);
  if (!z || !/^\d{5}$/.test(z)) return null;
  let exact = [0, 0, 0];
  let prefix = [0, 0, 0];
  for (const p of places) {
    if (!p.zip || !finite(p.lat) || !finite(p.lon)) continue;
    const pz = p.zip.trim().slice(0, 5).padStart(5, '0');
    if (pz === z) exact = [exact[0]! + p.lat, exact[1]! + p.lon, exact[2]! + 1];
    else if (pz.slice(0, 3) === z.slice(0, 3)) prefix = [prefix[0]! + p.lat, prefix[1]! + p.lon, prefix[2]! + 1];
  }
  const use = exact[2] ? exact : prefix[2] ? prefix : null;
  return use ? { lat: use[0]! / use[2]!, lon: use[1]! / use[2]! } : null;
}

/** Public or Private (nonprofit and for-profit both count as private), or null. */
export function schoolControlOf(raw: string | null | undefined): SchoolControl | null {
  const label = collegeTypeLabel(raw);
  if (!label) return null;
  if (label === 'Public') return 'Public';
  return label.toLowerCase().startsWith('private') ? 'Private' : null;
}

const finite = (v: number | null | undefined): v is number => v != null && Number.isFinite(v);

/* ---- level fit --------------------------------------------------------------------------------------------- */

/**
 * Level fit at one benchmark level, a fraction 0..1. For each benchmark metric of the player's group that the player
 * has, the distance from the level's mean is measured in "levels" (the metric's average step between adjacent levels,
 * (Power 4 − D3) / 3): at the mean 0.75, each level above +0.25 (capped at 1), each level below −0.25 (floored at 0).
 * The fraction is the average over the metrics. A better measurement never lowers it. No metric: 0.5 (neutral).
 */
export function levelFitFraction(
  measurements: ScoringInput,
  group: FitPositionGroup,
  level: BenchmarkLevel,
  table: BenchmarkTable,
): { fraction: number; below: string[]; compared: number } {
  let sum = 0;
  let n = 0;
  const below: string[] = [];
  for (const metric of benchmarkMetricsFor(group)) {
    const row = table.rows.find((r) => r.metric === metric);
    if (!row) continue;
    const info = benchmarkMetricInfo[metric];
    const v = toFiniteNumber(measurements[info.field]);
    if (v === null || v <= 0) continue;
    const mean = row.values[level];
    const step = Math.abs(row.values.P4 - row.values.D3) / 3 || 1;
    const z = (info.higherIsBetter ? v - mean : mean - v) / step;
    sum += clamp01(0.75 + 0.25 * z);
    n++;
    if (info.higherIsBetter ? v < mean : v > mean)
      below.push(
        `${info.label.toLowerCase()} (${formatBenchmarkValue(metric, v)} vs ${formatBenchmarkValue(metric, mean)})`,
      );
  }
  return { fraction: n ? sum / n : 0.5, below, compared: n };
}

interface LevelFit {
  fraction: number;
  reason: string;
}

function prepareLevelFits(
  player: FitPlayer,
  group: FitPositionGroup,
  table: BenchmarkTable,
): Record<BenchmarkLevel, LevelFit> {
  const out = {} as Record<BenchmarkLevel, LevelFit>;
  for (const level of benchmarkLevels) {
    const { fraction, below, compared } = levelFitFraction(player.measurements, group, level, table);
    const label = benchmarkLevelLabels[level];
    out[level] = {
      fraction,
      reason:
        compared === 0
          ? fitTexts.noMeasurements(label)
          : below.length
            ? fitTexts.below(label, listText(below))
            : fitTexts.allAtOrAbove(label),
    };
  }
  return out;
}

/* ---- the ranking -------------------------------------------------------------------------------------------- */

interface Prepared {
  group: FitPositionGroup;
  levelFits: Record<BenchmarkLevel, LevelFit>;
  max: Record<FitPartKey, number>;
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
}

function prepare(player: FitPlayer, answers: InterviewAnswers, table: BenchmarkTable): Prepared {
  const group = fitGroupOfPosition(player.position);
  const pos = (v: unknown) => {
    const n = toFiniteNumber(v);
    return n !== null && n > 0 ? n : null;
  };
  const set = <T extends string>(xs: readonly T[] | undefined) => (xs && xs.length ? new Set<string>(xs) : null);
  const states = statesOfAnswers(answers);
  return {
    group,
    levelFits: prepareLevelFits(player, group, table),
    max: fitPartMaxes(answers.priorities),
    height: pos(player.measurements.height),
    weight: pos(player.measurements.weight),
    sat: answers.sat ?? null,
    act: answers.act ?? null,
    budget: answers.maxNetPrice ?? null,
    maxDistance: answers.maxDistanceMiles ?? null,
    home: player.home && finite(player.home.lat) && finite(player.home.lon) ? player.home : null,
    divisions: set(answers.divisions),
    states: states.size ? states : null,
    sizes: set(answers.schoolSizes),
    settings: set(answers.settings),
    controls: set(answers.control),
  };
}

const EMPTY_GROUP: RosterGroupSummary = { count: 0, leaving: 0, freshmen: 0, avgHeight: null, avgWeight: null };

/* Each part below gives its fraction, and its reason only when `explain` is set (otherwise ''): one rule for both. */

function rosterFit(
  p: Prepared,
  program: FitProgram,
  explain: boolean,
): { fraction: number; reason: string; need: PositionNeed | null } {
  const roster = program.roster;
  if (!roster) return { fraction: 0.5, reason: fitTexts.noRoster, need: null };
  const g = roster.groups[p.group] ?? EMPTY_GROUP;
  const need = explain ? positionNeedOf(g, p.group, roster.season) : null;
  if (g.count === 0)
    return { fraction: 0.5, reason: explain ? fitTexts.noGroupOnRoster(fitPositionGroupLabels[p.group]) : '', need };
  // position need: +2 more leaving than freshmen is full credit, as many is half, 2 more freshmen is none
  const needScore = clamp01(0.5 + (g.leaving - g.freshmen) / 4);
  // size: shorter than the group's average costs a quarter per inch; weight more than 10 lbs off costs 1/30 per lb
  const sizes: number[] = [];
  if (p.height !== null && g.avgHeight !== null) sizes.push(clamp01(1 - Math.max(0, g.avgHeight - p.height) / 4));
  if (p.weight !== null && g.avgWeight !== null)
    sizes.push(clamp01(1 - Math.max(0, Math.abs(p.weight - g.avgWeight) - 10) / 30));
  const size = sizes.length ? sizes.reduce((a, b) => a + b, 0) / sizes.length : 0.5;
  const fraction = 0.6 * needScore + 0.4 * size;
  if (!need) return { fraction, reason: '', need };
  let reason = `${need.text} (${need.reading})`;
  if (p.height !== null && g.avgHeight !== null)
    reason += `; ${fitTexts.heightVs(formatHeight(p.height), formatHeight(g.avgHeight), fitPositionGroupLabels[p.group])}`;
  return { fraction, reason, need };
}

function testFit(
  yours: number,
  min: number | null,
  max: number | null,
  test: 'SAT' | 'ACT',
  belowSpan: number,
  explain: boolean,
): { t: number; reason: string } | null {
  if (!finite(min) || !finite(max) || max < min) return null;
  if (yours >= max) return { t: 1, reason: explain ? fitTexts.testAbove(test, yours, max) : '' };
  if (yours >= min)
    return {
      t: 0.6 + 0.4 * (max === min ? 1 : (yours - min) / (max - min)),
      reason: explain ? fitTexts.testWithin(test, yours, min, max) : '',
    };
  return {
    t: 0.6 * clamp01(1 - (min - yours) / belowSpan),
    reason: explain ? fitTexts.testBelow(test, yours, min) : '',
  };
}

/**
 * Academic fit: the player's SAT (or ACT; the better of the two) against the program's middle range — above it 1,
 * inside it 0.6..1, below it falling to 0 at 200 SAT / 5 ACT points under — times a selectivity factor (acceptance
 * rate 50 % or more: 1; below: 0.6 + 0.8 × rate). Without a comparison: 0.5, times the factor.
 */
function academicFit(p: Prepared, program: FitProgram, explain: boolean): { fraction: number; reason: string } {
  let rate = finite(program.acceptanceRate) ? program.acceptanceRate : null;
  if (rate !== null && rate > 1) rate /= 100;
  const factor = rate === null ? 1 : rate >= 0.5 ? 1 : 0.6 + 0.8 * rate;
  const sat = p.sat !== null ? testFit(p.sat, program.satMin, program.satMax, 'SAT', 200, explain) : null;
  const act = p.act !== null ? testFit(p.act, program.actMin, program.actMax, 'ACT', 5, explain) : null;
  const best = sat && act ? (act.t > sat.t ? act : sat) : (sat ?? act);
  if (!explain) return { fraction: (best ? best.t : 0.5) * factor, reason: '' };
  const rateText = rate !== null ? `; ${fitTexts.acceptance(rate)}` : '';
  if (best) return { fraction: best.t * factor, reason: best.reason + rateText };
  const why = p.sat === null && p.act === null ? fitTexts.noTests : fitTexts.noTestRanges;
  return { fraction: 0.5 * factor, reason: why + rateText };
}

/** Cost: within the budget 1; over it falling to 0 at 1.5 × the budget. No budget: 1; no net price: 0.5. */
function costFit(p: Prepared, program: FitProgram, explain: boolean): { fraction: number; reason: string } {
  if (p.budget === null) return { fraction: 1, reason: fitTexts.noBudget };
  if (!finite(program.netPrice)) return { fraction: 0.5, reason: fitTexts.noNetPrice };
  if (program.netPrice <= p.budget)
    return { fraction: 1, reason: explain ? fitTexts.withinBudget(program.netPrice, p.budget) : '' };
  return {
    fraction: p.budget > 0 ? clamp01(1 - (program.netPrice - p.budget) / (0.5 * p.budget)) : 0,
    reason: explain ? fitTexts.overBudget(program.netPrice, p.budget) : '',
  };
}

/**
 * Distance: within the maximum 1 at home falling to 0.8 at the maximum; beyond it from 0.8 down to 0 at twice the
 * maximum. No maximum given: 1 (the distance is still named). No home: 1; no location on file: 0.5.
 */
function distanceFit(p: Prepared, miles: number | null, explain: boolean): { fraction: number; reason: string } {
  if (miles === null)
    return p.home === null ? { fraction: 1, reason: fitTexts.noHome } : { fraction: 0.5, reason: fitTexts.noLocation };
  if (p.maxDistance === null) return { fraction: 1, reason: explain ? fitTexts.milesAway(miles) : '' };
  if (miles <= p.maxDistance)
    return {
      fraction: 1 - (0.2 * miles) / p.maxDistance,
      reason: explain ? fitTexts.withinMax(miles, p.maxDistance) : '',
    };
  return {
    fraction: 0.8 * clamp01(1 - (miles - p.maxDistance) / p.maxDistance),
    reason: explain ? fitTexts.beyondMax(miles, p.maxDistance) : '',
  };
}

/** Preferences: each stated preference (divisions, states/regions, size, setting, public/private) matched 1, missed 0, unknown 0.5; the average. None stated: 1. */
function preferenceFit(
  p: Prepared,
  program: FitProgram,
  fitDivision: FitDivision | null,
  size: string | null,
  setting: string | null,
  control: SchoolControl | null,
  explain: boolean,
): { fraction: number; reason: string } {
  if (!p.divisions && !p.states && !p.sizes && !p.settings && !p.controls)
    return { fraction: 1, reason: fitTexts.noPreferences };
  const st = program.state ? program.state.trim().toUpperCase() || null : null;
  const checks: Array<[Set<string> | null, string | null, string | null, string]> = [
    [p.divisions, fitDivision, fitDivision ? fitDivisionLabels[fitDivision] : null, 'division'],
    [p.states, st, st, 'state'],
    [p.sizes, size, size ? `${size.toLowerCase()} school` : null, 'school size'],
    [p.settings, setting, setting, 'setting'],
    [p.controls, control, control, 'public/private'],
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
      yes.push(shown ?? value);
    } else no.push(shown ?? value);
  }
  if (n === 0) return { fraction: 1, reason: fitTexts.noPreferences };
  if (!explain) return { fraction: sum / n, reason: '' };
  const bits: string[] = [];
  if (yes.length) bits.push(fitTexts.matches(listText(yes)));
  if (no.length) bits.push(fitTexts.notMatches(listText(no)));
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

/** A program ranked by fit without the words: what the filters and the order need (`scorePrograms`). */
export type FitRankedProgram = Omit<FitResult, 'parts' | 'whyNotHigher' | 'positionNeed'>;

interface ProgramFacts {
  lvl: ReturnType<typeof programLevel>;
  fitDivision: FitDivision | null;
  miles: number | null;
  size: string | null;
  setting: string | null;
  control: SchoolControl | null;
}

function factsOf(p: Prepared, program: FitProgram): ProgramFacts {
  return {
    lvl: programLevel(program.division, program.conference),
    fitDivision: fitDivisionOf(program.division, program.conference),
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

/**
 * The six parts' exact points into `exact` (part order of `fitPartKeys`), and with `reasons` each part's reason into
 * it and the position need as the answer (null without `reasons`).
 */
function partsOf(
  p: Prepared,
  program: FitProgram,
  f: ProgramFacts,
  exact: number[],
  reasons: string[] | null,
): PositionNeed | null {
  const explain = reasons !== null;
  const level = p.levelFits[f.lvl.level];
  const roster = rosterFit(p, program, explain);
  const academics = academicFit(p, program, explain);
  const cost = costFit(p, program, explain);
  const distance = distanceFit(p, f.miles, explain);
  const prefs = preferenceFit(p, program, f.fitDivision, f.size, f.setting, f.control, explain);
  const m = p.max;
  exact[0] = level.fraction * m.level;
  exact[1] = roster.fraction * m.roster;
  exact[2] = academics.fraction * m.academics;
  exact[3] = cost.fraction * m.cost;
  exact[4] = distance.fraction * m.distance;
  exact[5] = prefs.fraction * m.preferences;
  if (reasons) {
    reasons[0] = f.lvl.note ? `${level.reason} (${f.lvl.note})` : level.reason;
    reasons[1] = roster.reason;
    reasons[2] = academics.reason;
    reasons[3] = cost.reason;
    reasons[4] = distance.reason;
    reasons[5] = prefs.reason;
  }
  return roster.need;
}

function rankedOf(program: FitProgram, f: ProgramFacts, tenthsTotal: number, rank: number): FitRankedProgram {
  return {
    rank,
    programId: program.id,
    name: program.name,
    division: program.division,
    conference: program.conference,
    state: program.state,
    fitDivision: f.fitDivision,
    level: f.lvl.level,
    levelNote: f.lvl.note,
    distanceMiles: f.miles === null ? null : Math.round(f.miles),
    netPrice: finite(program.netPrice) ? program.netPrice : null,
    schoolSize: f.size,
    setting: f.setting,
    control: f.control,
    fitScore: tenthsTotal / 10,
  };
}

/** One program's fit score for a prepared player, without words. */
function scoreOne(p: Prepared, program: FitProgram, exact: number[], tenths: number[]): FitRankedProgram {
  const f = factsOf(p, program);
  partsOf(p, program, f, exact, null);
  return rankedOf(program, f, tenthsOfParts(exact, tenths), 0);
}

/** One program's fit for a prepared player with every word: the parts and their reasons, 'why not higher?', the position need. */
function explainOne(p: Prepared, program: FitProgram, rank: number): FitResult {
  const exact = new Array<number>(PART_COUNT).fill(0);
  const tenths = new Array<number>(PART_COUNT).fill(0);
  const reasons = new Array<string>(PART_COUNT).fill('');
  const f = factsOf(p, program);
  const positionNeed = partsOf(p, program, f, exact, reasons);
  const total = tenthsOfParts(exact, tenths);
  const parts: FitPart[] = fitPartKeys.map((key, i) => ({
    key,
    label: fitPartLabels[key],
    points: tenths[i]! / 10,
    max: p.max[key],
    reason: reasons[i]!,
  }));
  return { ...rankedOf(program, f, total, rank), parts, whyNotHigher: whyNotHigher(parts), positionNeed };
}

/** Equal fit scores: name order (plain code-unit order, the same on every machine), then id. */
function byFit(a: FitRankedProgram, b: FitRankedProgram): number {
  if (a.fitScore !== b.fitScore) return b.fitScore - a.fitScore;
  if (a.name !== b.name) return a.name < b.name ? -1 : 1;
  const x = a.programId;
  const y = b.programId;
  if (typeof x === 'number' && typeof y === 'number') return x - y;
  const sx = String(x);
  const sy = String(y);
  return sx < sy ? -1 : sx > sy ? 1 : 0;
}

/** A ranking without words, and the words for any of its programs. */
export interface FitRanking {
  /** every program, best fit first (rank 1, 2, …) */
  ranked: FitRankedProgram[];
  /** the whole result of one ranked program (the same fit score and rank, with parts, reasons and position need) */
  explain(program: FitRankedProgram): FitResult;
}

/**
 * Ranks programs by fit for a player: fit score 0–100 (1 decimal) whose parts add up to it exactly (display rounding
 * by the largest-remainder rule of `apportionTenths`), highest first; equal scores in name order, then id — the same
 * input always gives the same order, whatever order the programs come in. Only numbers per program: the server
 * ranks all 1,683 programs on every request and asks `explain` for the page it shows.
 */
export function scorePrograms(
  player: FitPlayer,
  answers: InterviewAnswers,
  programs: readonly FitProgram[],
  benchmarks: BenchmarkTable,
): FitRanking {
  const p = prepare(player, answers, benchmarks);
  const exact = new Array<number>(PART_COUNT).fill(0);
  const tenths = new Array<number>(PART_COUNT).fill(0);
  const ranked: FitRankedProgram[] = new Array(programs.length);
  const source = new Map<FitRankedProgram, FitProgram>();
  for (let i = 0; i < programs.length; i++) {
    const r = scoreOne(p, programs[i]!, exact, tenths);
    ranked[i] = r;
    source.set(r, programs[i]!);
  }
  ranked.sort(byFit);
  for (let i = 0; i < ranked.length; i++) ranked[i]!.rank = i + 1;
  return {
    ranked,
    explain(r) {
      const program = source.get(r);
      if (!program) throw new Error('explain: not a program of this ranking');
      return explainOne(p, program, r.rank);
    },
  };
}

/** `scorePrograms` with every program explained (the parts, reasons and position need of each). */
export function rankPrograms(
  player: FitPlayer,
  answers: InterviewAnswers,
  programs: readonly FitProgram[],
  benchmarks: BenchmarkTable,
): FitResult[] {
  const ranking = scorePrograms(player, answers, programs, benchmarks);
  return ranking.ranked.map((r) => ranking.explain(r));
}

/** The parts that lost at least 0.5 points, biggest loss first (ties: part order; at most 3), in words. */
export function whyNotHigher(parts: readonly FitPart[]): string[] {
  const picked: number[] = [];
  const lost: number[] = [];
  for (let i = 0; i < parts.length; i++) lost.push(Math.round((parts[i]!.max - parts[i]!.points) * 10) / 10);
  for (let k = 0; k < 3; k++) {
    let best = -1;
    for (let i = 0; i < parts.length; i++)
      if (lost[i]! >= 0.5 && !picked.includes(i) && (best === -1 || lost[i]! > lost[best]!)) best = i;
    if (best === -1) break;
    picked.push(best);
  }
  return picked.map((i) => fitTexts.whyNotHigher(parts[i]!.label, lost[i]!, parts[i]!.reason));
}

/* ---- filters ------------------------------------------------------------------------------------------------ */

const csvList = <T extends string>(options: readonly [T, ...T[]]) =>
  z.preprocess(
    (v) =>
      v === undefined || v === null || v === ''
        ? undefined
        : typeof v === 'string'
          ? v
              .split(',')
              .map((x) => x.trim())
              .filter(Boolean)
          : v,
    z.array(z.enum(options)).optional(),
  );
const optionalNumber = (min: number, max: number) =>
  z.preprocess(
    (v) => (v === '' || v === null || v === undefined ? undefined : typeof v === 'string' ? Number(v) : v),
    z.number().min(min).max(max).optional(),
  );

/** The results screen's filters (a query string or JSON): lists may come comma separated. */
export const fitFiltersSchema = z.object({
  divisions: csvList(fitDivisions),
  regions: csvList(regionNames as [string, ...string[]]),
  states: z.preprocess(
    (v) => (typeof v === 'string' ? v.toUpperCase() : Array.isArray(v) ? v.map((x) => String(x).toUpperCase()) : v),
    csvList(interviewStateCodes),
  ),
  maxDistanceMiles: optionalNumber(1, 10_000),
  maxNetPrice: optionalNumber(0, 1_000_000),
  minFitScore: optionalNumber(0, 100),
  schoolSizes: csvList(schoolSizes),
  settings: csvList(campusSettings),
  control: csvList(schoolControls),
  q: z.string().trim().max(100).optional(),
});
export type FitFilters = z.output<typeof fitFiltersSchema>;

/**
 * Narrows ranked results (keeps their order and ranks). A result without the data a filter needs (no distance, no
 * net price…) is left out by that filter.
 */
export function filterFitResults<
  T extends Pick<
    FitResult,
    'fitDivision' | 'state' | 'distanceMiles' | 'netPrice' | 'fitScore' | 'schoolSize' | 'setting' | 'control' | 'name'
  >,
>(results: readonly T[], filters: FitFilters): T[] {
  const divisions = filters.divisions?.length ? new Set<string>(filters.divisions) : null;
  const st = statesOfAnswers({ states: filters.states, regions: filters.regions });
  const states = st.size ? st : null;
  const sizes = filters.schoolSizes?.length ? new Set<string>(filters.schoolSizes) : null;
  const settings = filters.settings?.length ? new Set<string>(filters.settings) : null;
  const controls = filters.control?.length ? new Set<string>(filters.control) : null;
  const q = filters.q?.trim().toLowerCase() || null;
  return results.filter(
    (r) =>
      (!divisions || (r.fitDivision !== null && divisions.has(r.fitDivision))) &&
      (!states || (r.state !== null && states.has(r.state.trim().toUpperCase()))) &&
      (filters.maxDistanceMiles === undefined ||
        (r.distanceMiles !== null && r.distanceMiles <= filters.maxDistanceMiles)) &&
      (filters.maxNetPrice === undefined || (r.netPrice !== null && r.netPrice <= filters.maxNetPrice)) &&
      (filters.minFitScore === undefined || r.fitScore >= filters.minFitScore) &&
      (!sizes || (r.schoolSize !== null && sizes.has(r.schoolSize))) &&
      (!settings || (r.setting !== null && settings.has(r.setting))) &&
      (!controls || (r.control !== null && controls.has(r.control))) &&
      (!q || r.name.toLowerCase().includes(q)),
  );
}
