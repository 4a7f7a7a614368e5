import { fitTexts } from './texts.ts';
import type { LevelEstimate } from './level-band.ts';
import type { InterviewAnswers } from './interview.ts';
import {
  fitPartKeys,
  fitPartLabels,
  type FitPart,
  type FitPartKey,
  type FitPlayer,
  type FitProgram,
  type FitRankedProgram,
  type FitResult,
  type FitSummary,
} from './model.ts';
import { factsOf, partsOf, prepare, type Prepared, type ProgramFacts } from './parts.ts';

const finite = (v: number | null | undefined): v is number => v != null && Number.isFinite(v);

/**
 * Where do I fit? (docs/decisions/0058-believable-fit.md). Ranks programs for one player: the athletic band first
 * (targets, then the levels one step away, …; programs outside the divisions the player chose after all others),
 * then a fit score 0–100 made of the parts that count for this player, each with its reason. Pure and fast: what
 * depends on the player only is prepared once; per program the ranking is arithmetic; the words are written by
 * `explain` for the programs shown.
 */

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
