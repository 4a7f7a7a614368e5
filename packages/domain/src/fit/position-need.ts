import { normalizeClass, positionGroup as rosterPositionGroup } from '../colleges/roster.ts';
import { fitGroupOfRosterPosition, fitPositionGroups, type FitPositionGroup } from './benchmarks.ts';

/**
 * Position need (docs/decisions/0007-college-fit.md): at the player's position group, the seniors and graduate students who leave
 * after the roster's season (Sr, R-Sr, Gr) against the freshmen already there (Fr, R-Fr).
 */

export type PositionNeedReading = 'likely openings' | 'balanced' | 'crowded' | 'no players listed';

export interface PositionNeed {
  group: FitPositionGroup;
  season: number;
  /** players of the group on the roster */
  count: number;
  /** seniors (Sr, R-Sr) and graduate students (Gr) */
  leaving: number;
  /** freshmen (Fr, R-Fr) */
  freshmen: number;
  /** more leaving than freshmen: 'likely openings'; more freshmen: 'crowded'; as many: 'balanced' */
  reading: PositionNeedReading;
  /** 'N seniors/graduate students leave after 2025; N freshmen' */
  text: string;
}

const LEAVING = new Set(['Sr', 'R-Sr', 'Gr']);
const FRESHMEN = new Set(['Fr', 'R-Fr']);

export const positionNeedText = (leaving: number, freshmen: number, season: number): string =>
  `${leaving} ${leaving === 1 ? 'senior/graduate student leaves' : 'seniors/graduate students leave'} after ${season}; ${freshmen} ${freshmen === 1 ? 'freshman' : 'freshmen'}`;

export const positionNeedReading = (count: number, leaving: number, freshmen: number): PositionNeedReading =>
  count === 0
    ? 'no players listed'
    : leaving > freshmen
      ? 'likely openings'
      : freshmen > leaving
        ? 'crowded'
        : 'balanced';

/** A roster row as the profile or the reference data has it: a position (any spelling) and a class (any spelling). */
export interface RosterRowLike {
  position?: string | null;
  classYear?: string | null;
}

export interface RosterGroupSummary {
  count: number;
  leaving: number;
  freshmen: number;
  /** average height (inches) and weight (lbs) of the group's players who have them; null when none */
  avgHeight: number | null;
  avgWeight: number | null;
}
/** A pitching hand's players on a roster (positions listed as RHP or LHP). */
export interface RosterHandSummary {
  count: number;
  leaving: number;
  freshmen: number;
}
export interface RosterSummary {
  season: number;
  /** every player on the roster (the NCAA Division I limit is 34) */
  total: number;
  groups: Record<FitPositionGroup, RosterGroupSummary>;
  hands: Record<'LHP' | 'RHP', RosterHandSummary>;
}

/** Counts and averages per fit group, in one pass (the server can store this per program). */
export function summarizeRoster(
  roster: ReadonlyArray<RosterRowLike & { height?: number | null; weight?: number | null }>,
  season: number,
): RosterSummary {
  const acc = Object.fromEntries(
    fitPositionGroups.map((g) => [g, { count: 0, leaving: 0, freshmen: 0, h: 0, hn: 0, w: 0, wn: 0 }]),
  ) as Record<
    FitPositionGroup,
    { count: number; leaving: number; freshmen: number; h: number; hn: number; w: number; wn: number }
  >;
  const hands = { LHP: { count: 0, leaving: 0, freshmen: 0 }, RHP: { count: 0, leaving: 0, freshmen: 0 } };
  for (const p of roster) {
    const g = fitGroupOfRosterPosition(p.position);
    if (!g) continue;
    const a = acc[g];
    a.count++;
    const c = normalizeClass(p.classYear);
    const hand = rosterPositionGroup(p.position);
    const h = hand === 'LHP' || hand === 'RHP' ? hands[hand] : null;
    if (h) h.count++;
    if (LEAVING.has(c)) {
      a.leaving++;
      if (h) h.leaving++;
    } else if (FRESHMEN.has(c)) {
      a.freshmen++;
      if (h) h.freshmen++;
    }
    if (p.height != null && Number.isFinite(p.height) && p.height > 0) {
      a.h += p.height;
      a.hn++;
    }
    if (p.weight != null && Number.isFinite(p.weight) && p.weight > 0) {
      a.w += p.weight;
      a.wn++;
    }
  }
  const r1 = (x: number) => Math.round(x * 10) / 10;
  const groups = Object.fromEntries(
    fitPositionGroups.map((g) => {
      const a = acc[g];
      return [
        g,
        {
          count: a.count,
          leaving: a.leaving,
          freshmen: a.freshmen,
          avgHeight: a.hn ? r1(a.h / a.hn) : null,
          avgWeight: a.wn ? r1(a.w / a.wn) : null,
        },
      ];
    }),
  ) as Record<FitPositionGroup, RosterGroupSummary>;
  return { season, total: roster.length, groups, hands };
}

/** From a group summary: the need, its reading and its text. */
export function positionNeedOf(summary: RosterGroupSummary, group: FitPositionGroup, season: number): PositionNeed {
  return {
    group,
    season,
    count: summary.count,
    leaving: summary.leaving,
    freshmen: summary.freshmen,
    reading: positionNeedReading(summary.count, summary.leaving, summary.freshmen),
    text: positionNeedText(summary.leaving, summary.freshmen, season),
  };
}

/** Position need at a program for the viewer's position group, from its roster of `season` (e.g. 2025). */
export function positionNeed(
  roster: readonly RosterRowLike[],
  positionGroup: FitPositionGroup,
  season: number,
): PositionNeed {
  return positionNeedOf(summarizeRoster(roster, season).groups[positionGroup], positionGroup, season);
}
