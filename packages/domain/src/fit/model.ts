import type { Position } from '../shared/lists.ts';
import type { ScoringInput } from '../scoring/engine.ts';
import type { BenchmarkLevel } from './benchmarks.ts';
import type { FitDivision } from './levels.ts';
import type { SchoolControl } from './interview.ts';
import type { PositionNeed, RosterSummary } from './position-need.ts';
import type { AthleticBand } from './level-band.ts';

/**
 * What the fit ranking reads and answers (docs/decisions/0058-believable-fit.md): a program and a player as plain
 * data, the six parts of a fit score, and a ranked program with and without its words.
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
