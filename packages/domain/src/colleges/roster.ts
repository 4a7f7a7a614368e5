/** Roster rules (docs/spec/part-2-colleges-tracker-scoring.md sections 2, 5 and 9): classes, position groups, de-duplication, filters, averages. */

/** Class order: Fr, R-Fr, So, R-So, Jr, R-Jr, Sr, R-Sr, Gr. Unknown is 'Unknown'. */
export const classOrder = ['Fr', 'R-Fr', 'So', 'R-So', 'Jr', 'R-Jr', 'Sr', 'R-Sr', 'Gr'] as const;
export type RosterClass = (typeof classOrder)[number] | 'Unknown';
export const UNKNOWN_CLASS = 'Unknown';

const baseClass: Record<string, 'Fr' | 'So' | 'Jr' | 'Sr' | 'Gr'> = {
  fr: 'Fr',
  fresh: 'Fr',
  freshman: 'Fr',
  freshmen: 'Fr',
  '1': 'Fr',
  '1st': 'Fr',
  first: 'Fr',
  so: 'So',
  soph: 'So',
  sophomore: 'So',
  '2': 'So',
  '2nd': 'So',
  second: 'So',
  jr: 'Jr',
  jun: 'Jr',
  junior: 'Jr',
  '3': 'Jr',
  '3rd': 'Jr',
  third: 'Jr',
  sr: 'Sr',
  sen: 'Sr',
  senior: 'Sr',
  '4': 'Sr',
  '4th': 'Sr',
  fourth: 'Sr',
  gr: 'Gr',
  grad: 'Gr',
  graduate: 'Gr',
  gs: 'Gr',
  '5': 'Gr',
  '5th': 'Gr',
  fifth: 'Gr',
  '6th': 'Gr',
  gradstudent: 'Gr',
  graduatestudent: 'Gr',
  fifthyear: 'Gr',
  '5thyear': 'Gr',
  'grad.student': 'Gr',
};

/**
 * Normalises long names and abbreviations: 'Freshman', 'FR.', 'r-fr', 'RS Sophomore', 'Redshirt Junior', 'R-Jr.',
 * 'Graduate Student', '5th' … Redshirt may also come as a separate flag. Anything else is 'Unknown'.
 */
export function normalizeClass(raw: string | null | undefined, redshirt?: boolean | string | null): RosterClass {
  let s = (raw ?? '').trim().toLowerCase();
  if (!s) return UNKNOWN_CLASS;
  let red = redshirt === true || (typeof redshirt === 'string' && /^(y|yes|true|1)$/i.test(redshirt.trim()));
  const redMatch = s.match(/^(redshirt|red-shirt|rs|r)[\s.\-_/]*(.+)$/);
  if (redMatch && redMatch[2] && !/^(d|s)$/.test(redMatch[2])) {
    red = true;
    s = redMatch[2];
  }
  s = s.replace(/[.\s_-]+$/g, '').replace(/\s+/g, ' ');
  const key = s.replace(/[\s.]/g, '').replace(/-/g, '');
  const base = baseClass[s] ?? baseClass[key] ?? baseClass[key.replace(/\.$/, '')];
  if (!base) return UNKNOWN_CLASS;
  if (!red || base === 'Gr') return base;
  return `R-${base}` as RosterClass;
}

/** Sort key of a class: its index in the class order, Unknown last. */
export const classRank = (c: string): number => {
  const i = (classOrder as readonly string[]).indexOf(c);
  return i === -1 ? classOrder.length : i;
};
export const sortClasses = (classes: Iterable<string>): string[] =>
  [...new Set(classes)].sort((a, b) => classRank(a) - classRank(b));

/** Position groups for averages: 1B, C, INF, LHP, OF, P, RHP, UTL. IF is mapped to INF. */
export const positionGroups = ['1B', 'C', 'INF', 'LHP', 'OF', 'P', 'RHP', 'UTL'] as const;
export type PositionGroup = (typeof positionGroups)[number];

const groupOf: Record<string, PositionGroup> = {
  '1B': '1B',
  FB: '1B',
  'FIRST BASE': '1B',
  C: 'C',
  CATCHER: 'C',
  INF: 'INF',
  IF: 'INF',
  SS: 'INF',
  '2B': 'INF',
  '3B': 'INF',
  MIF: 'INF',
  MI: 'INF',
  CI: 'INF',
  INFIELD: 'INF',
  INFIELDER: 'INF',
  LHP: 'LHP',
  LH: 'LHP',
  OF: 'OF',
  LF: 'OF',
  CF: 'OF',
  RF: 'OF',
  OUTFIELD: 'OF',
  OUTFIELDER: 'OF',
  P: 'P',
  PITCHER: 'P',
  SP: 'P',
  RP: 'P',
  RHP: 'RHP',
  RH: 'RHP',
  UTL: 'UTL',
  UT: 'UTL',
  UTIL: 'UTL',
  UTILITY: 'UTL',
  DH: 'UTL',
  'INF/OF': 'UTL',
};

/**
 * The position group of a roster position. A combined position ('RHP/INF', 'C/1B') counts as its first listed
 * position; 'INF/OF' is a utility player. Unrecognised positions return null.
 */
export function positionGroup(raw: string | null | undefined): PositionGroup | null {
  const s = (raw ?? '').trim().toUpperCase();
  if (!s) return null;
  if (groupOf[s]) return groupOf[s]!;
  const first = s.split(/[/,\-\s]+/)[0] ?? '';
  return groupOf[first] ?? null;
}

/** The position as shown in the detail view: IF becomes INF, the rest keeps its trimmed spelling. */
export const displayPosition = (raw: string | null | undefined): string => {
  const s = (raw ?? '').trim();
  return s.toUpperCase() === 'IF' ? 'INF' : s.replace(/\bIF\b/g, 'INF');
};

export interface RosterEntryLike {
  playerId?: string | null;
  fullName: string;
  playerNumber?: string | null;
  position?: string | null;
}

/** Roster entries must have a non-null (non-blank) position. */
export const hasPosition = <T extends RosterEntryLike>(e: T): boolean => e.position != null && e.position.trim() !== '';

/** Players are de-duplicated by player_id, or by name plus number when there is no id. The first one is kept. */
export function dedupeRoster<T extends RosterEntryLike>(entries: readonly T[]): T[] {
  const seen = new Set<string>();
  const out: T[] = [];
  for (const e of entries) {
    const key = e.playerId?.trim()
      ? `id:${e.playerId.trim()}`
      : `nn:${e.fullName.trim().toLowerCase().replace(/\s+/g, ' ')}#${(e.playerNumber ?? '').trim()}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(e);
  }
  return out;
}

/** Prepared roster player, as the school profile shows it. */
export interface RosterPlayer {
  id: string;
  fullName: string;
  playerNumber: string | null;
  position: string;
  positionGroup: PositionGroup | 'Other';
  classYear: RosterClass;
  height: number | null;
  weight: number | null;
  hsName: string | null;
  hometown: string | null;
  homeState: string | null;
}

export interface RawRosterEntry extends RosterEntryLike {
  id?: string | number | null;
  academicYear?: string | null;
  height?: number | null;
  weight?: number | null;
  hsName?: string | null;
  hometown?: string | null;
  homeState?: string | null;
}

/** Non-null positions only, de-duplicated, classes normalised, sorted by name. */
export function prepareRoster(entries: readonly RawRosterEntry[]): RosterPlayer[] {
  return dedupeRoster(entries.filter(hasPosition))
    .map((e, i) => ({
      id: String(e.id ?? e.playerId ?? i),
      fullName: e.fullName.trim(),
      playerNumber: e.playerNumber?.trim() || null,
      position: displayPosition(e.position),
      positionGroup: (positionGroup(e.position) ?? 'Other') as PositionGroup | 'Other',
      classYear: normalizeClass(e.academicYear),
      height: e.height ?? null,
      weight: e.weight ?? null,
      hsName: e.hsName ?? null,
      hometown: e.hometown ?? null,
      homeState: e.homeState ?? null,
    }))
    .sort(byName);
}

export const byName = (a: { fullName: string }, b: { fullName: string }): number =>
  a.fullName.localeCompare(b.fullName);

/** The roster filter state is position and/or class. */
export interface RosterFilter {
  position?: string | null;
  classYear?: string | null;
}

/** 'All Players', 'All {position} Players', 'All {class} Players' or '{class} {position} Players'. */
export function rosterFilterTitle(filter: RosterFilter): string {
  const { position, classYear } = filter;
  if (position && classYear) return `${classYear} ${position} Players`;
  if (position) return `All ${position} Players`;
  if (classYear) return `All ${classYear} Players`;
  return 'All Players';
}

export function applyRosterFilter<T extends { positionGroup: string; classYear: string; fullName: string }>(
  players: readonly T[],
  filter: RosterFilter,
): T[] {
  return players
    .filter(
      (p) =>
        (!filter.position || p.positionGroup === filter.position) &&
        (!filter.classYear || p.classYear === filter.classYear),
    )
    .sort(byName);
}

export interface RosterBreakdown {
  positions: string[];
  classes: string[];
  counts: Record<string, Record<string, number>>;
  rowTotals: Record<string, number>;
  columnTotals: Record<string, number>;
  total: number;
}

/** The grid of counts by position group and class, with totals (Players by Position & Class). */
export function rosterBreakdown(players: readonly { positionGroup: string; classYear: string }[]): RosterBreakdown {
  const counts: Record<string, Record<string, number>> = {};
  const rowTotals: Record<string, number> = {};
  const columnTotals: Record<string, number> = {};
  for (const p of players) {
    const row = (counts[p.positionGroup] ??= {});
    row[p.classYear] = (row[p.classYear] ?? 0) + 1;
    rowTotals[p.positionGroup] = (rowTotals[p.positionGroup] ?? 0) + 1;
    columnTotals[p.classYear] = (columnTotals[p.classYear] ?? 0) + 1;
  }
  const groupRank = (g: string) => {
    const i = (positionGroups as readonly string[]).indexOf(g);
    return i === -1 ? positionGroups.length : i;
  };
  return {
    positions: Object.keys(counts).sort((a, b) => groupRank(a) - groupRank(b)),
    classes: sortClasses(Object.keys(columnTotals)),
    counts,
    rowTotals,
    columnTotals,
    total: players.length,
  };
}

export interface PositionAverages {
  group: string;
  count: number;
  avgHeight: number | null;
  avgWeight: number | null;
  minHeight: number | null;
  maxHeight: number | null;
  minWeight: number | null;
  maxWeight: number | null;
}

/** Average Player Attributes by Position: count, average height and weight and their ranges; sorted by player count. */
export function averagesByPosition(
  players: readonly { positionGroup: string; height: number | null; weight: number | null }[],
): PositionAverages[] {
  const groups = new Map<string, { count: number; heights: number[]; weights: number[] }>();
  for (const p of players) {
    if (!(positionGroups as readonly string[]).includes(p.positionGroup)) continue;
    const g = groups.get(p.positionGroup) ?? { count: 0, heights: [], weights: [] };
    g.count++;
    if (p.height != null && p.height > 0) g.heights.push(p.height);
    if (p.weight != null && p.weight > 0) g.weights.push(p.weight);
    groups.set(p.positionGroup, g);
  }
  const avg = (xs: number[]) => (xs.length ? Math.round((xs.reduce((a, b) => a + b, 0) / xs.length) * 10) / 10 : null);
  return [...groups.entries()]
    .map(([group, g]) => ({
      group,
      count: g.count,
      avgHeight: avg(g.heights),
      avgWeight: avg(g.weights),
      minHeight: g.heights.length ? Math.min(...g.heights) : null,
      maxHeight: g.heights.length ? Math.max(...g.heights) : null,
      minWeight: g.weights.length ? Math.min(...g.weights) : null,
      maxWeight: g.weights.length ? Math.max(...g.weights) : null,
    }))
    .sort((a, b) => b.count - a.count || a.group.localeCompare(b.group));
}

export const rosterTexts = {
  heading: 'Players by Position & Class',
  note: 'Current Season Baseball Roster',
  showAll: 'Show All',
  empty: 'No players found for the selected filters',
  averagesTitle: 'Average Player Attributes by Position',
  averagesEmpty: 'No roster data available for this team',
  averagesError: 'Unable to load roster data',
  loadError: 'Error loading roster data',
} as const;
