import { formatShortDate } from '../shared/format.ts';
import { metricSourceMessages as msg } from './messages.ts';
import {
  isPlausible,
  roundToStep,
  sourcedMetricRules,
  sourcedMetrics,
  type DeviceKind,
  type SourcedMetric,
} from './sources.ts';

/**
 * Device files and generic metric files (docs/decisions/0062-metric-sources.md). Each parser is pure: it takes the
 * file's rows as papaparse splits them (one array per line, every line kept, so row i is line i + 1; the quoting is
 * papaparse's, never ours) and returns the derived values and every problem with its line number. Nothing here
 * decides whether to save: a file with any error is refused whole.
 */
export type CsvRows = readonly (readonly string[])[];

export interface LineError {
  /** 1-based line of the file; null for a problem of the whole file */
  line: number | null;
  message: string;
}

export interface DerivedValue {
  metric: SourcedMetric;
  value: number;
  /** how it was derived: 'max of 12 fastballs' */
  derivation: string;
  /** the average beside a maximum (fastball velocity), when there is one */
  average: number | null;
}

export interface ParsedFile {
  kind: DeviceKind;
  /** measurement rows read (pitches, swings, generic rows), usable or not */
  rowCount: number;
  /** the session's date, YYYY-MM-DD, when the file says it */
  sessionDate: string | null;
  derived: DerivedValue[];
  errors: LineError[];
}

const cell = (row: readonly string[] | undefined, i: number) => (row?.[i] ?? '').trim();
const isBlank = (row: readonly string[]) => row.every((c) => c.trim() === '');
const norm = (s: string) => s.trim().toLowerCase();
const round1 = (n: number) => Math.round(n * 10) / 10;
const max = (xs: number[]) => xs.reduce((a, b) => (b > a ? b : a), -Infinity);
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

/** A measured number: '' or '-' is "not measured" (null); anything else must be a number. */
function measured(raw: string): number | null | 'bad' {
  const v = raw.trim();
  if (v === '' || v === '-' || v === '--' || v.toLowerCase() === 'n/a') return null;
  const n = Number(v.replace(/,/g, ''));
  return Number.isFinite(n) ? n : 'bad';
}

/** Finds the header line: the first row (from `from`) that has every one of `must` (case-insensitive). */
function findHeader(rows: CsvRows, must: readonly string[], from = 0, upTo = 30) {
  for (let i = from; i < Math.min(rows.length, upTo); i++) {
    const names = rows[i]!.map(norm);
    if (must.every((m) => names.includes(norm(m)))) return i;
  }
  return -1;
}

const columnIndex = (header: readonly string[], name: string) => header.map(norm).indexOf(norm(name));

// ---- detection -------------------------------------------------------------------------------------------------

export const GENERIC_HEADER = ['date', 'metric', 'value', 'unit', 'source_note'] as const;
const RAPSODO_COLUMNS = ['Pitch Type', 'Velocity'] as const;
const BLAST_COLUMNS = ['Bat Speed (mph)', 'Exit Velocity (mph)'] as const;

const looksRapsodo = (rows: CsvRows) =>
  norm(cell(rows[0], 0)) === 'player id' && norm(cell(rows[1], 0)) === 'player name';
const looksBlast = (rows: CsvRows) => findHeader(rows, BLAST_COLUMNS) >= 0;
const firstNonBlank = (rows: CsvRows) => rows.findIndex((r) => !isBlank(r));
const looksGeneric = (rows: CsvRows) => {
  const i = firstNonBlank(rows);
  return i >= 0 && GENERIC_HEADER.every((h, j) => norm(cell(rows[i], j)) === h);
};

/** Which kind of file this is, from its first lines; null when none. */
export function detectDeviceFile(rows: CsvRows): DeviceKind | null {
  if (looksRapsodo(rows)) return 'rapsodo_pitching';
  if (looksGeneric(rows)) return 'generic';
  if (looksBlast(rows)) return 'blast_swings';
  return null;
}

const refused = (kind: DeviceKind, errors: LineError[], rowCount = 0): ParsedFile => ({
  kind,
  rowCount,
  sessionDate: null,
  derived: [],
  errors,
});

/** Checks every data row has the header's number of values; returns the data rows with their line numbers. */
function dataRows(rows: CsvRows, headerIndex: number, errors: LineError[]) {
  const width = rows[headerIndex]!.length;
  const out: Array<{ line: number; row: readonly string[] }> = [];
  for (let i = headerIndex + 1; i < rows.length; i++) {
    const row = rows[i]!;
    if (isBlank(row)) continue;
    // a trailing empty value (a line ending in a comma) is not a column of its own
    const values = row.length > width && row.slice(width).every((c) => c.trim() === '') ? row.slice(0, width) : row;
    if (values.length !== width) {
      errors.push({ line: i + 1, message: msg.columnCount(i + 1, values.length, width) });
      continue;
    }
    out.push({ line: i + 1, row: values });
  }
  return out;
}

// ---- Rapsodo pitching --------------------------------------------------------------------------------------------

/**
 * The pitch types counted as fastballs: four-seam fastballs only ('Fastball', 'Four Seam', 'Four-Seam', 'FourSeam',
 * '4-Seam', '4 Seam', '4S', 'FB', 'FF'), case-insensitive. Two-seamers, sinkers and cutters are not: the metric the
 * score reads is the four-seam fastball's velocity (docs/decisions/0062-metric-sources.md).
 */
export function isFastball(pitchType: string): boolean {
  const t = pitchType
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '');
  return ['fastball', 'fourseam', 'fourseamfastball', '4seam', '4seamfastball', '4s', 'fb', 'ff'].includes(t);
}

const yesNo = (raw: string): boolean | null | 'bad' => {
  const v = raw.trim().toLowerCase();
  if (v === '' || v === '-') return null;
  if (['yes', 'y', 'true', '1', 'strike'].includes(v)) return true;
  if (['no', 'n', 'false', '0', 'ball'].includes(v)) return false;
  return 'bad';
};

/**
 * A Rapsodo pitching export: 'Player ID,…' and 'Player Name,…' lines, then a header (No, Pitch Type, Is Strike,
 * Velocity, Total Spin, …) and one row per pitch. Derives fastball velocity (the maximum of the fastballs, with their
 * average), spin rate (the average Total Spin of the fastballs) and strike % (the share of pitches with Is Strike
 * yes, of those that say). A fastball outside the velocity or spin range, or any pitch faster than the range, is
 * implausible.
 */
export function parseRapsodoPitching(rows: CsvRows): ParsedFile {
  const kind = 'rapsodo_pitching';
  if (rows.every(isBlank)) return refused(kind, [{ line: null, message: msg.empty }]);
  if (!looksRapsodo(rows)) {
    // the line that is not what a Rapsodo export has there: 'Player ID' on line 1, 'Player Name' on line 2
    const line = norm(cell(rows[0], 0)) === 'player id' ? 2 : 1;
    return refused(kind, [{ line, message: msg.wrongKind(kind, line) }]);
  }
  const h = findHeader(rows, RAPSODO_COLUMNS, 2);
  if (h < 0) return refused(kind, [{ line: null, message: msg.noHeader(kind) }]);
  const header = rows[h]!;
  const errors: LineError[] = [];
  const col = {
    type: columnIndex(header, 'Pitch Type'),
    velocity: columnIndex(header, 'Velocity'),
    strike: columnIndex(header, 'Is Strike'),
    spin: columnIndex(header, 'Total Spin'),
    date: columnIndex(header, 'Date'),
  };
  const data = dataRows(rows, h, errors);
  const fbVelos: number[] = [];
  const fbSpins: number[] = [];
  let strikes = 0;
  let called = 0;
  const dates: string[] = [];
  const fbRange = sourcedMetricRules.fastballVelocity;
  for (const { line, row } of data) {
    const fastball = isFastball(cell(row, col.type));
    const velo = measured(cell(row, col.velocity));
    if (velo === 'bad') errors.push({ line, message: msg.notANumber(line, 'Velocity', cell(row, col.velocity)) });
    else if (velo !== null && (velo > fbRange.max || (fastball && velo < fbRange.min)))
      errors.push({ line, message: msg.implausible(line, 'fastballVelocity', velo) });
    else if (velo !== null && fastball) fbVelos.push(velo);
    if (col.spin >= 0) {
      const spin = measured(cell(row, col.spin));
      if (spin === 'bad') errors.push({ line, message: msg.notANumber(line, 'Total Spin', cell(row, col.spin)) });
      else if (spin !== null && fastball && !isPlausible('fbSpinRate', spin))
        errors.push({ line, message: msg.implausible(line, 'fbSpinRate', spin) });
      else if (spin !== null && fastball) fbSpins.push(spin);
    }
    if (col.strike >= 0) {
      const s = yesNo(cell(row, col.strike));
      if (s === 'bad') errors.push({ line, message: msg.notYesNo(line, 'Is Strike', cell(row, col.strike)) });
      else if (s !== null) {
        called++;
        if (s) strikes++;
      }
    }
    if (col.date >= 0) {
      const d = readDate(cell(row, col.date));
      if (d) dates.push(d);
    }
  }
  const derived: DerivedValue[] = [];
  if (fbVelos.length > 0)
    derived.push({
      metric: 'fastballVelocity',
      value: roundToStep('fastballVelocity', max(fbVelos)),
      derivation: `max of ${count(fbVelos.length, 'fastball')} (average ${round1(mean(fbVelos))} mph)`,
      average: round1(mean(fbVelos)),
    });
  if (fbSpins.length > 0)
    derived.push({
      metric: 'fbSpinRate',
      value: roundToStep('fbSpinRate', mean(fbSpins)),
      derivation: `average Total Spin of ${count(fbSpins.length, 'fastball')}`,
      average: null,
    });
  if (called > 0)
    derived.push({
      metric: 'strikePercentage',
      value: roundToStep('strikePercentage', (strikes / called) * 100),
      derivation: `${count(strikes, 'strike')} in ${count(called, 'pitch', 'pitches')}`,
      average: null,
    });
  if (derived.length === 0 && errors.length === 0) errors.push({ line: null, message: msg.noUsableRows(kind) });
  return { kind, rowCount: data.length, sessionDate: latest(dates), derived, errors: byLine(errors) };
}

// ---- Blast Motion ------------------------------------------------------------------------------------------------

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/**
 * A date as the files write it: 'Dec 10, 2024 02:11:43 pm' (Blast), '2026-11-20' or '11/20/2026' (any time after it
 * is ignored). YYYY-MM-DD, or null when it is not a real date.
 */
export function readDate(raw: string): string | null {
  const v = raw.trim();
  let y: number, m: number, d: number;
  let match = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T\s].*)?$/.exec(v);
  if (match) [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  else if ((match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})(?:\s.*)?$/.exec(v)))
    [y, m, d] = [Number(match[3]), Number(match[1]), Number(match[2])];
  else if ((match = /^([A-Za-z]{3})[a-z]*\.? (\d{1,2}),? (\d{4})(?:\s.*)?$/.exec(v))) {
    const month = MONTHS.indexOf(match[1]!.toLowerCase());
    if (month < 0) return null;
    [y, m, d] = [Number(match[3]), month + 1, Number(match[2])];
  } else return null;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return date.toISOString().slice(0, 10);
}

/**
 * A Blast Motion swing export: metadata lines (eight in the app's export), then a header (Date, Equipment, …, Bat
 * Speed (mph), …, Exit Velocity (mph), …) and one row per swing. Derives exit velocity (the maximum of the swings that
 * measured one) and bat speed (the maximum, kept as an extra metric); the session date is the latest swing's day.
 */
export function parseBlastSwings(rows: CsvRows): ParsedFile {
  const kind = 'blast_swings';
  if (rows.every(isBlank)) return refused(kind, [{ line: null, message: msg.empty }]);
  if (looksRapsodo(rows) || looksGeneric(rows)) return refused(kind, [{ line: 1, message: msg.wrongKind(kind, 1) }]);
  const h = findHeader(rows, BLAST_COLUMNS);
  if (h < 0) return refused(kind, [{ line: null, message: msg.noHeader(kind) }]);
  const header = rows[h]!;
  const errors: LineError[] = [];
  const col = {
    date: columnIndex(header, 'Date'),
    bat: columnIndex(header, 'Bat Speed (mph)'),
    exit: columnIndex(header, 'Exit Velocity (mph)'),
  };
  if (col.date < 0) return refused(kind, [{ line: h + 1, message: msg.missingColumn(h + 1, 'Date') }]);
  const data = dataRows(rows, h, errors);
  const bats: number[] = [];
  const exits: number[] = [];
  const dates: string[] = [];
  for (const { line, row } of data) {
    const date = readDate(cell(row, col.date));
    if (!date) errors.push({ line, message: msg.badDate(line, cell(row, col.date)) });
    else dates.push(date);
    for (const [metric, i, name, into] of [
      ['batSpeed', col.bat, 'Bat Speed (mph)', bats],
      ['exitVelocity', col.exit, 'Exit Velocity (mph)', exits],
    ] as const) {
      const v = measured(cell(row, i));
      if (v === 'bad') errors.push({ line, message: msg.notANumber(line, name, cell(row, i)) });
      else if (v !== null && !isPlausible(metric, v)) errors.push({ line, message: msg.implausible(line, metric, v) });
      else if (v !== null) into.push(v);
    }
  }
  const derived: DerivedValue[] = [];
  if (exits.length > 0)
    derived.push({
      metric: 'exitVelocity',
      value: roundToStep('exitVelocity', max(exits)),
      derivation: `max of ${count(exits.length, 'swing')} with exit velocity`,
      average: round1(mean(exits)),
    });
  if (bats.length > 0)
    derived.push({
      metric: 'batSpeed',
      value: roundToStep('batSpeed', max(bats)),
      derivation: `max of ${count(bats.length, 'swing')}`,
      average: round1(mean(bats)),
    });
  if (derived.length === 0 && errors.length === 0) errors.push({ line: null, message: msg.noUsableRows(kind) });
  return { kind, rowCount: data.length, sessionDate: latest(dates), derived, errors: byLine(errors) };
}

// ---- generic -----------------------------------------------------------------------------------------------------

/** The names a generic file may give a metric (letters and digits only, lower case) → the metric. */
const metricAliases: Record<string, SourcedMetric> = {
  height: 'height',
  weight: 'weight',
  sixty: 'sixty',
  '60': 'sixty',
  '60yard': 'sixty',
  '60yardtime': 'sixty',
  '60yarddash': 'sixty',
  throwvelocity: 'throwVelocity',
  exitvelocity: 'exitVelocity',
  fastballvelocity: 'fastballVelocity',
  fbvelocity: 'fastballVelocity',
  spinrate: 'fbSpinRate',
  fbspinrate: 'fbSpinRate',
  strikepercentage: 'strikePercentage',
  strikepct: 'strikePercentage',
  strike: 'strikePercentage',
  batspeed: 'batSpeed',
};
/** The file's name for each metric (the template's and the error message's). */
export const genericMetricNames: Record<SourcedMetric, string> = {
  height: 'height',
  weight: 'weight',
  sixty: 'sixty',
  throwVelocity: 'throw_velocity',
  exitVelocity: 'exit_velocity',
  fastballVelocity: 'fastball_velocity',
  fbSpinRate: 'spin_rate',
  strikePercentage: 'strike_percentage',
  batSpeed: 'bat_speed',
};
for (const m of sourcedMetrics) metricAliases[m.toLowerCase()] = m;

/** A metric named in a file ('exit_velocity', 'Exit Velocity', 'exitVelocity', '60-yard time' …), or null. */
export function readMetricName(raw: string): SourcedMetric | null {
  return metricAliases[raw.toLowerCase().replace(/[^a-z0-9]/g, '')] ?? null;
}

/** Units a generic file may write for each unit of the rules. */
const unitAliases: Record<string, readonly string[]> = {
  inches: ['in', 'inch', 'inches', '"'],
  lbs: ['lb', 'lbs', 'pound', 'pounds'],
  seconds: ['s', 'sec', 'secs', 'second', 'seconds'],
  mph: ['mph', 'mi/h'],
  rpm: ['rpm'],
  '%': ['%', 'percent', 'pct'],
};
/** An empty unit means the metric's own. */
export const unitFits = (metric: SourcedMetric, unit: string) =>
  unit.trim() === '' || (unitAliases[sourcedMetricRules[metric].unit] ?? []).includes(unit.trim().toLowerCase());

/** A generic measurement row (after its checks). */
export interface GenericRow {
  line: number;
  date: string;
  metric: SourcedMetric;
  value: number;
  note: string;
}

/** Reads one generic row's metric, value and unit (date aside): the row or its errors. */
export function readMeasurement(
  line: number,
  metricRaw: string,
  valueRaw: string,
  unitRaw: string,
  errors: LineError[],
): { metric: SourcedMetric; value: number } | null {
  const metric = readMetricName(metricRaw);
  if (!metric) {
    errors.push({ line, message: msg.unknownMetric(line, metricRaw) });
    return null;
  }
  const value = measured(valueRaw);
  if (value === null || value === 'bad') {
    errors.push({ line, message: msg.notANumber(line, 'value', valueRaw) });
    return null;
  }
  if (!unitFits(metric, unitRaw)) {
    errors.push({ line, message: msg.wrongUnit(line, metric, unitRaw) });
    return null;
  }
  if (!isPlausible(metric, value)) {
    errors.push({ line, message: msg.implausible(line, metric, value) });
    return null;
  }
  return { metric, value: roundToStep(metric, value) };
}

/**
 * The generic CSV: a header `date,metric,value,unit,source_note`, then one row per measurement. For each metric the
 * value of its latest date is taken (the last such row on a tie).
 */
export function parseGenericMetrics(rows: CsvRows): ParsedFile {
  const kind = 'generic';
  if (rows.every(isBlank)) return refused(kind, [{ line: null, message: msg.empty }]);
  const h = firstNonBlank(rows);
  if (!looksGeneric(rows)) return refused(kind, [{ line: h + 1, message: msg.wrongKind(kind, h + 1) }]);
  const errors: LineError[] = [];
  const data = dataRows(rows, h, errors);
  const good: GenericRow[] = [];
  for (const { line, row } of data) {
    const date = readDate(cell(row, 0));
    if (!date) errors.push({ line, message: msg.badDate(line, cell(row, 0)) });
    const m = readMeasurement(line, cell(row, 1), cell(row, 2), cell(row, 3), errors);
    if (date && m) good.push({ line, date, ...m, note: cell(row, 4) });
  }
  const derived: DerivedValue[] = [];
  for (const metric of sourcedMetrics) {
    const mine = good.filter((r) => r.metric === metric);
    if (mine.length === 0) continue;
    const pick = mine.reduce((a, b) => (b.date >= a.date ? b : a));
    const note = pick.note ? `; ${pick.note}` : '';
    derived.push({
      metric,
      value: pick.value,
      derivation:
        mine.length === 1
          ? `measured ${formatShortDate(pick.date)}${note}`
          : `latest of ${mine.length} measurements, ${formatShortDate(pick.date)}${note}`,
      average: null,
    });
  }
  if (derived.length === 0 && errors.length === 0) errors.push({ line: null, message: msg.noUsableRows(kind) });
  return { kind, rowCount: data.length, sessionDate: latest(good.map((r) => r.date)), derived, errors: byLine(errors) };
}

/** The generic file's template (served for download): its header and two example rows. */
export const genericTemplateCsv = [
  GENERIC_HEADER.join(','),
  '2026-11-20,exit_velocity,88.5,mph,Pocket radar at practice',
  '2026-11-20,sixty,7.05,seconds,Laser timed',
  '',
].join('\n');
export const GENERIC_TEMPLATE_FILE_NAME = 'dugout-metrics-template.csv';

/** Detects the file's kind and parses it with that kind's parser; a file of no known kind is one error. */
export function parseDeviceFile(rows: CsvRows): ParsedFile | { kind: null; errors: LineError[] } {
  const kind = detectDeviceFile(rows);
  if (kind === 'rapsodo_pitching') return parseRapsodoPitching(rows);
  if (kind === 'blast_swings') return parseBlastSwings(rows);
  if (kind === 'generic') return parseGenericMetrics(rows);
  return {
    kind: null,
    errors: [{ line: null, message: rows.every(isBlank) ? msg.empty : msg.unknownFile }],
  };
}

/** Errors in the order of the file's lines (whole-file problems first). */
const byLine = (errors: LineError[]) => [...errors].sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
const latest = (dates: string[]) => (dates.length ? dates.reduce((a, b) => (b > a ? b : a)) : null);
const count = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** One event result read from a CSV, with its line. */
export interface EventResultLine {
  line: number;
  memberId: string | null;
  playerEmail: string | null;
  metric: SourcedMetric;
  value: number;
}

/**
 * Event results as a generic CSV (docs/decisions/0062-metric-sources.md): a header whose first column is
 * `player_email` or `member_id`, then `metric,value,unit,source_note`; one row per measurement. Every row is checked
 * like a generic file's (metric, number, unit, range).
 */
export function parseEventResults(rows: CsvRows): { rows: EventResultLine[]; errors: LineError[] } {
  const h = firstNonBlank(rows);
  if (h < 0) return { rows: [], errors: [{ line: null, message: msg.empty }] };
  const first = norm(cell(rows[h], 0));
  const by = first === 'player_email' ? 'email' : first === 'member_id' ? 'member' : null;
  if (!by || norm(cell(rows[h], 1)) !== 'metric' || norm(cell(rows[h], 2)) !== 'value')
    return { rows: [], errors: [{ line: h + 1, message: msg.wrongKind('generic', h + 1) }] };
  const errors: LineError[] = [];
  const out: EventResultLine[] = [];
  for (const { line, row } of dataRows(rows, h, errors)) {
    const who = cell(row, 0);
    if (!who) {
      errors.push({ line, message: msg.resultNeedsPlayer(line) });
      continue;
    }
    const m = readMeasurement(line, cell(row, 1), cell(row, 2), cell(row, 3), errors);
    if (m)
      out.push({
        line,
        memberId: by === 'member' ? who : null,
        playerEmail: by === 'email' ? who : null,
        ...m,
      });
  }
  if (out.length === 0 && errors.length === 0) errors.push({ line: null, message: msg.noUsableRows('generic') });
  return { rows: out, errors: byLine(errors) };
}
