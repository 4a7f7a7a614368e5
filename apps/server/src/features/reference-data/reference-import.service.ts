import Papa from 'papaparse';
import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import {
  checkHeader,
  parseReferenceRow,
  presentFields,
  rosterClassOf,
  type ImportReport,
  type ReferenceKind,
  type ReferenceRow,
} from '@dugout/domain/reference-data';
import { AppError } from '@dugout/domain/shared';
import { cacheFor, cacheNamespaces } from '../../services/cache/cache.ts';
import type { Db, Tx } from '../../db/client.ts';
import { invalidateReferenceCaches } from '../../services/cache/reference-cache.ts';
import {
  baseballRosters,
  collegeCoaches,
  collegeFields,
  colleges,
  commitCounts,
  highSchools,
  teamTransfers,
  zipCodes,
} from '../../db/schema/index.ts';
import {
  insertHighSchools,
  insertImportRun,
  insertRosterRows,
  markRosterRowNotCurrent,
  selectCollegesForAcademics,
  selectRowsIn,
  selectSchoolIdsIn,
  updateCollegeLocations,
  updateImportRunCounts,
  updateRosterRow,
  upsertRows,
} from './reference-import.repo.ts';

type Rec = Record<string, unknown>;
interface Rejection {
  row: number;
  reason: string;
}

/** Thrown inside the transaction to roll back everything when a row cannot be written. */
class RejectFile extends Error {
  constructor(readonly rejections: Rejection[]) {
    super('rejected');
  }
}

const BATCH = 500;
const chunks = <T>(xs: T[], n = BATCH): T[][] =>
  Array.from({ length: Math.ceil(xs.length / n) }, (_, i) => xs.slice(i * n, i * n + n));
const same = (a: Rec, b: Rec, keys: string[]) => keys.every((k) => (a[k] ?? null) === (b[k] ?? null));
const only = (r: Rec, keys: string[]) => Object.fromEntries(keys.map((k) => [k, r[k] ?? null]));

interface Plan {
  added: number;
  updated: number;
  unchanged: number;
  skipped: number;
  skippedReasons: string[];
}

/**
 * Imports one reference CSV file (docs/decisions/0009-site-administration.md, docs/decisions/0015-reference-and-demo-data.md), shared by `npm run import` and the
 * admin upload's `reference-import` job (reference-import-job.ts).
 * Every row is validated first; one bad row rejects the whole file with that row's reason. The writes run in ONE
 * transaction, upserting by id; rows equal to what is stored are left alone, so re-importing a file changes nothing.
 * Each run is recorded in reference_imports, in that same transaction.
 */
export async function importReferenceCsv(
  db: Db,
  input: {
    kind: ReferenceKind;
    csv: string;
    fileName?: string | null;
    createdBy?: string | null;
    /** Cited beside the figures ('College Scorecard', '2022–23'); by default 'Uploaded file <name>' and today's date. */
    source?: string | null;
    asOf?: string | null;
    /** For a one-team roster or staff file without a school_id column. */
    schoolId?: number | null;
  },
  hooks: {
    /** Once the file is parsed: how many data rows it has. */
    onParsed?(rows: number): Promise<void>;
    /** Inside the transaction that records the run (and, for a completed file, wrote its rows): store the report with it. */
    onCommit?(tx: Tx, report: ImportReport): Promise<void>;
  } = {},
): Promise<ImportReport> {
  const started = performance.now();
  const parsed = Papa.parse<Record<string, string>>(input.csv.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (h) => h.trim(),
  });
  let headers = parsed.meta.fields ?? [];
  const rows = parsed.data;
  if (input.schoolId && !headers.some((h) => ['school_id', 'team_id', 'teamid'].includes(h.toLowerCase()))) {
    headers = [...headers, 'school_id'];
    for (const r of rows) r.school_id = String(input.schoolId);
  }
  const rejections: Rejection[] = [];
  const headerProblem =
    rows.length === 0 && headers.length === 0 ? 'The file is empty' : checkHeader(input.kind, headers);
  if (headerProblem) rejections.push({ row: 1, reason: headerProblem });
  for (const e of parsed.errors)
    if (e.row != null && e.code !== 'UndetectableDelimiter') rejections.push({ row: e.row + 2, reason: e.message });
  const values: Array<{ row: number; value: Rec }> = [];
  if (!headerProblem) {
    rows.forEach((record, i) => {
      const r = parseReferenceRow(input.kind, record);
      if (r.ok) values.push({ row: i + 2, value: r.value as Rec });
      else rejections.push({ row: i + 2, reason: r.reason });
    });
  }
  const fields = presentFields(input.kind, headers);

  await hooks.onParsed?.(rows.length);

  const emptyPlan: Plan = { added: 0, updated: 0, unchanged: 0, skipped: 0, skippedReasons: [] };
  /** Records the run and builds the report in `tx` — the write's transaction for a completed file — and lets the caller store it there too. */
  const recordRun = (tx: Tx, status: 'completed' | 'rejected', plan: Plan) =>
    insertImportRun(tx, {
      kind: input.kind,
      fileName: input.fileName ?? null,
      added: plan.added,
      updated: plan.updated,
      rejected: rejections.length,
      status,
      createdBy: input.createdBy ?? null,
      finishedAt: new Date(),
      source: input.source?.trim() || `Uploaded file${input.fileName ? ` ${input.fileName}` : ''}`,
      asOf: input.asOf?.trim() || (input.source?.trim() ? null : new Date().toISOString().slice(0, 10)),
    });
  const finish = async (
    tx: Tx,
    status: 'completed' | 'rejected',
    plan: Plan,
    recorded?: string | null,
  ): Promise<ImportReport> => {
    const runId = recorded ?? (await recordRun(tx, status, plan));
    const report: ImportReport = {
      id: runId,
      kind: input.kind,
      fileName: input.fileName ?? null,
      status,
      rows: rows.length,
      ...plan,
      rejected: rejections.length,
      rejections: rejections.slice(0, 1000),
      skippedReasons: plan.skippedReasons.slice(0, 50),
      durationMs: Math.round(performance.now() - started),
    };
    await hooks.onCommit?.(tx, report);
    return report;
  };

  let report: ImportReport | null = null;
  if (rejections.length === 0) {
    try {
      // The run is recorded first: every row the file writes references it, and cites its source
      // (docs/decisions/0051-row-sources.md).
      report = await db.transaction(async (tx) => {
        const runId = await recordRun(tx, 'completed', emptyPlan);
        const plan = await writeKind(tx, input.kind, values, fields, runId);
        if (runId) await updateImportRunCounts(tx, runId, { added: plan.added, updated: plan.updated });
        return finish(tx, 'completed', plan, runId);
      });
    } catch (err) {
      if (!(err instanceof RejectFile)) throw err;
      rejections.push(...err.rejections);
    }
  }
  if (!report) {
    rejections.sort((a, b) => a.row - b.row);
    report = await db.transaction((tx) => finish(tx, 'rejected', emptyPlan));
  } else {
    await invalidateAfterImport(db, input.kind);
  }
  return report;
}

/**
 * After a completed import: the reference caches of this process, the shared school profiles (every instance), and
 * the shared ZIP cache after a ZIP file.
 */
export async function invalidateAfterImport(db: Db, kind: ReferenceKind) {
  invalidateReferenceCaches();
  await cacheFor(db).invalidate(cacheNamespaces.collegeProfiles);
  if (kind === 'zip_codes') await cacheFor(db).invalidate(cacheNamespaces.zip);
}

async function knownSchoolIds(tx: Tx, ids: number[]): Promise<Set<number>> {
  const known = new Set<number>();
  for (const part of chunks([...new Set(ids)], 1000)) {
    const found = await selectSchoolIdsIn(tx, part);
    for (const f of found) known.add(f.id);
  }
  return known;
}

/** Rows must name a school that exists (import schools first). */
async function requireSchools(tx: Tx, values: Array<{ row: number; value: Rec }>, key: string) {
  const known = await knownSchoolIds(
    tx,
    values.map((v) => v.value[key] as number),
  );
  const bad = values
    .filter((v) => !known.has(v.value[key] as number))
    .map((v) => ({ row: v.row, reason: `Unknown school_id ${String(v.value[key])} (import schools first)` }));
  if (bad.length) throw new RejectFile(bad);
}

/** Upserts keyed rows of a table with a primary key: inserts new ones, updates changed ones, leaves equal ones. */
async function upsertKeyed(
  tx: Tx,
  table: PgTable,
  target: unknown[],
  keyOf: (r: Rec) => string,
  incoming: Rec[],
  existing: Rec[],
  writeKeys: string[],
  defaults: Rec = {},
  /** Set on the rows this file adds or changes (not on equal ones): the import run that wrote them. */
  stamp: Rec = {},
): Promise<Plan> {
  const byKey = new Map(existing.map((e) => [keyOf(e), e]));
  const merged = new Map<string, { row: Rec; isNew: boolean }>();
  for (const r of incoming) {
    const k = keyOf(r);
    const base = merged.get(k)?.row ?? byKey.get(k);
    merged.set(k, { row: { ...defaults, ...(base ?? {}), ...only(r, writeKeys) }, isNew: !byKey.has(k) });
  }
  const toInsert: Rec[] = [];
  const toUpdate: Rec[] = [];
  let unchanged = 0;
  for (const [k, { row, isNew }] of merged) {
    if (isNew) toInsert.push({ ...row, ...stamp });
    else if (same(row, byKey.get(k)!, writeKeys)) unchanged++;
    else toUpdate.push({ ...row, ...stamp });
  }
  const setCols = Object.fromEntries(
    [...writeKeys, ...Object.keys(stamp)].map((k) => [k, sql.raw(`excluded."${columnName(table, k)}"`)]),
  );
  for (const part of chunks([...toInsert, ...toUpdate])) {
    await upsertRows(tx, table, target, part, setCols);
  }
  return { added: toInsert.length, updated: toUpdate.length, unchanged, skipped: 0, skippedReasons: [] };
}

function columnName(table: PgTable, key: string): string {
  const col = (table as unknown as Record<string, { name?: string }>)[key];
  if (!col?.name) throw new Error(`unknown column ${key}`);
  return col.name;
}

async function selectIn(tx: Tx, table: PgTable, column: unknown, ids: unknown[]): Promise<Rec[]> {
  const out: Rec[] = [];
  for (const part of chunks([...new Set(ids)], 1000)) {
    out.push(...(await selectRowsIn(tx, table, column, part)));
  }
  return out;
}

async function writeKind(
  tx: Tx,
  kind: ReferenceKind,
  values: Array<{ row: number; value: Rec }>,
  fields: string[],
  runId: string | null,
): Promise<Plan> {
  const v = values.map((x) => x.value);
  switch (kind) {
    case 'schools': {
      const keys = fields.filter((f) => f !== 'schoolId');
      const existing = await selectIn(
        tx,
        colleges,
        colleges.schoolId,
        v.map((r) => r.schoolId),
      );
      // The list's season is the row's year: a file without it leaves none (not the previous file's).
      if (!keys.includes('listSeason')) keys.push('listSeason');
      return upsertKeyed(
        tx,
        colleges,
        [colleges.schoolId],
        (r) => String(r.schoolId),
        v,
        existing,
        ['schoolId', ...keys],
        {},
        { schoolImportId: runId },
      );
    }
    case 'academics':
      return writeAcademics(tx, v as ReferenceRow<'academics'>[], fields, runId);
    case 'rosters':
      await requireSchools(tx, values, 'teamid');
      return writeRosters(tx, v as ReferenceRow<'rosters'>[], fields, runId);
    case 'coaches': {
      await requireSchools(tx, values, 'teamId');
      const rows = aggregateCoaches(v as ReferenceRow<'coaches'>[], fields);
      const keys = [...new Set(rows.flatMap((r) => Object.keys(r)))].filter((k) => k !== 'teamId');
      const existing = await selectIn(
        tx,
        collegeCoaches,
        collegeCoaches.teamId,
        rows.map((r) => r.teamId),
      );
      // The staff's season is the row's year: a file without it leaves none (not the previous file's).
      if (!keys.includes('season')) keys.push('season');
      return upsertKeyed(
        tx,
        collegeCoaches,
        [collegeCoaches.teamId],
        (r) => String(r.teamId),
        rows,
        existing,
        ['teamId', ...keys],
        {},
        { importId: runId },
      );
    }
    case 'fields':
    case 'climate': {
      await requireSchools(tx, values, 'teamId');
      if (kind === 'climate' && fields.includes('latitude')) await writeLocations(tx, v);
      const existing = await selectIn(
        tx,
        collegeFields,
        collegeFields.teamId,
        v.map((r) => r.teamId),
      );
      const keys = fields.filter((f) => f !== 'teamId' && f !== 'latitude' && f !== 'longitude');
      return upsertKeyed(
        tx,
        collegeFields,
        [collegeFields.teamId],
        (r) => String(r.teamId),
        v,
        existing,
        ['teamId', ...keys],
        {},
        kind === 'climate' ? { climateImportId: runId } : { fieldImportId: runId },
      );
    }
    case 'commit_counts': {
      await requireSchools(tx, values, 'teamId');
      const existing = await selectIn(
        tx,
        commitCounts,
        commitCounts.teamId,
        v.map((r) => r.teamId),
      );
      const keys = ['teamId', 'gradYear', 'c', 'firstBase', 'thirdBase', 'mif', 'of', 'lhp', 'rhp'];
      return upsertKeyed(
        tx,
        commitCounts,
        [commitCounts.teamId, commitCounts.gradYear],
        (r) => `${String(r.teamId)}:${String(r.gradYear)}`,
        v,
        existing,
        keys,
      );
    }
    case 'transfers': {
      await requireSchools(tx, values, 'teamId');
      const existing = await selectIn(
        tx,
        teamTransfers,
        teamTransfers.teamId,
        v.map((r) => r.teamId),
      );
      return upsertKeyed(tx, teamTransfers, [teamTransfers.teamId], (r) => String(r.teamId), v, existing, [
        'teamId',
        'transfers',
      ]);
    }
    case 'zip_codes': {
      const existing = await selectIn(
        tx,
        zipCodes,
        zipCodes.zipCode,
        v.map((r) => r.zipCode),
      );
      return upsertKeyed(tx, zipCodes, [zipCodes.zipCode], (r) => String(r.zipCode), v, existing, [
        'zipCode',
        'city',
        'stateAb',
        ...(fields.includes('stateName') ? ['stateName'] : []),
      ]);
    }
    case 'high_schools': {
      const key = (r: Rec) =>
        `${String(r.name).toLowerCase()}|${String(r.city ?? '').toLowerCase()}|${String(r.state)}`;
      const existing = new Set(
        (
          await selectIn(
            tx,
            highSchools,
            highSchools.state,
            v.map((r) => r.state),
          )
        ).map(key),
      );
      const fresh = new Map<string, Rec>();
      for (const r of v) if (!existing.has(key(r))) fresh.set(key(r), { name: r.name, city: r.city, state: r.state });
      for (const part of chunks([...fresh.values()])) await insertHighSchools(tx, part);
      return { added: fresh.size, updated: 0, unchanged: v.length - fresh.size, skipped: 0, skippedReasons: [] };
    }
  }
}

/** The climate file's school coordinates locate the campus (distance search); changed ones only. */
async function writeLocations(tx: Tx, rows: Rec[]): Promise<void> {
  for (const part of chunks(rows.filter((r) => r.latitude != null && r.longitude != null)))
    await updateCollegeLocations(tx, part);
}

const academicKeys = [
  'collegeType',
  'campusSetting',
  'undergradEnrollment',
  'acceptanceRate',
  'tuitionInState',
  'tuitionOutState',
  'netPrice',
  'satMin',
  'satMax',
  'actMin',
  'actMax',
  'collegeWebsite',
  'schoolSize',
  'academicSelectivity',
  'usRegion',
  'yearEnrollment',
  'yearAdmissions',
  'yearTuition',
  'yearNetPrice',
  'yearSat',
  'yearAct',
];
/** Written by every academics file (null when it has no such column): a value never keeps an earlier file's year. */
const academicYearKeys = ['yearEnrollment', 'yearAdmissions', 'yearTuition', 'yearNetPrice', 'yearSat', 'yearAct'];
const derivedFrom: Record<string, string> = {
  schoolSize: 'undergradEnrollment',
  academicSelectivity: 'acceptanceRate',
  usRegion: 'state',
};

/** Academics update existing schools, joined by school_id or by unitid. Institutions with no program are skipped. */
async function writeAcademics(
  tx: Tx,
  rows: ReferenceRow<'academics'>[],
  fields: string[],
  runId: string | null,
): Promise<Plan> {
  const keys = academicKeys.filter(
    (k) => fields.includes(k) || (derivedFrom[k] && fields.includes(derivedFrom[k]!)) || academicYearKeys.includes(k),
  );
  const all = await selectCollegesForAcademics(
    tx,
    rows.map((r) => r.schoolId ?? 0),
  );
  const byUnit = new Map<number, Rec[]>();
  for (const c of all)
    if (c.unitid != null) byUnit.set(c.unitid as number, [...(byUnit.get(c.unitid as number) ?? []), c]);
  const byId = new Map(all.map((c) => [c.schoolId as number, c]));
  const incoming: Rec[] = [];
  let skipped = 0;
  const skippedReasons: string[] = [];
  for (const r of rows) {
    const targets =
      r.schoolId != null ? (byId.get(r.schoolId) ? [byId.get(r.schoolId)!] : []) : (byUnit.get(r.unitid!) ?? []);
    if (targets.length === 0) {
      skipped++;
      if (skippedReasons.length < 50)
        skippedReasons.push(
          `${r.fullName ?? 'Institution'} (${r.schoolId != null ? `school_id ${r.schoolId}` : `unitid ${r.unitid}`}): no college program with this id`,
        );
      continue;
    }
    for (const t of targets) incoming.push({ schoolId: t.schoolId, ...only(r as Rec, keys) });
  }
  const plan = await upsertKeyed(
    tx,
    colleges,
    [colleges.schoolId],
    (r) => String(r.schoolId),
    incoming,
    all,
    ['schoolId', ...keys],
    {},
    { academicsImportId: runId },
  );
  return { ...plan, skipped, skippedReasons };
}

/** coaching_staff.csv has one row per staff member: the head coach and the assistant coaches are folded per team. */
function aggregateCoaches(all: ReferenceRow<'coaches'>[], fields: string[]): Rec[] {
  const staffShape = fields.includes('coachName');
  // A file with several seasons: each team's latest season is its current staff.
  const latest = new Map<number, string>();
  for (const r of all) if (r.season && r.season > (latest.get(r.teamId) ?? '')) latest.set(r.teamId, r.season);
  const rows = all.filter((r) => !r.season || r.season === latest.get(r.teamId));
  const direct = [
    'season',
    'headCoachName',
    'headCoachBio',
    'coachUrl',
    'coachEmail',
    'coachSeasons',
    'coachWinsLosses',
    'wlPercentage',
    'assistantCoaches',
    'annualRevenue',
    'opExpensePerPlayer',
  ].filter((f) => fields.includes(f));
  const byTeam = new Map<number, Rec>();
  for (const r of rows) {
    const t = byTeam.get(r.teamId) ?? { teamId: r.teamId };
    for (const k of direct) t[k] = (r as Rec)[k] ?? null;
    if (staffShape && r.coachName) {
      const isHead = r.isHeadCoach ?? /^head coach$/i.test(r.role ?? '');
      if (isHead && !t.headCoachName) t.headCoachName = r.coachName;
      else if (!isHead && /coach/i.test(r.role ?? '')) {
        const entry = `${r.coachName}${r.role ? ` (${r.role})` : ''}`;
        t.assistantCoaches = t.assistantCoaches ? `${String(t.assistantCoaches)}; ${entry}` : entry;
      }
    }
    byTeam.set(r.teamId, t);
  }
  if (staffShape)
    for (const t of byTeam.values()) {
      t.headCoachName ??= null;
      t.assistantCoaches ??= null;
    }
  return [...byTeam.values()];
}

/** Roster players are matched by player_id, or by name plus number without an id (the de-duplication rule). */
async function writeRosters(
  tx: Tx,
  rows: ReferenceRow<'rosters'>[],
  fields: string[],
  runId: string | null,
): Promise<Plan> {
  const keyOf = (r: Rec) =>
    `${String(r.teamid)}|${r.playerId ? `id:${String(r.playerId)}` : `nn:${String(r.fullName).trim().toLowerCase().replace(/\s+/g, ' ')}#${String(r.playerNumber ?? '')}`}`;
  const writeKeys = [
    'teamid',
    'currentSeason',
    'season',
    'position',
    'height',
    'weight',
    'fullName',
    'playerId',
    'playerNumber',
    'academicYear',
    'hsName',
    'hometown',
    'homeState',
  ].filter(
    (k) =>
      k === 'teamid' ||
      k === 'fullName' ||
      k === 'season' ||
      k === 'currentSeason' ||
      fields.includes(k) ||
      (k === 'academicYear' && fields.includes('redshirt')),
  );
  // A file with several seasons: the latest season of each team is the current one; a player listed in several
  // seasons is one player (the latest row wins).
  const latest = new Map<number, string>();
  for (const r of rows) if (r.season && r.season > (latest.get(r.teamid) ?? '')) latest.set(r.teamid, r.season);
  const ordered = [...rows].sort((a, b) => (a.season ?? '').localeCompare(b.season ?? ''));
  const incoming = ordered.map((r) => ({
    teamid: r.teamid,
    currentSeason: r.currentSeason ?? (r.season && latest.get(r.teamid) !== r.season ? 'No' : 'Yes'),
    season: r.season,
    position: r.position,
    height: r.height,
    weight: r.weight,
    fullName: r.fullName,
    playerId: r.playerId,
    playerNumber: r.playerNumber,
    academicYear: rosterClassOf(r),
    hsName: r.hsName,
    hometown: r.hometown,
    homeState: r.homeState,
  }));
  const existing = (await selectIn(
    tx,
    baseballRosters,
    baseballRosters.teamid,
    incoming.map((r) => r.teamid),
  )) as Rec[];
  const byKey = new Map(existing.map((e) => [keyOf(e), e]));
  const pending = new Map<string, Rec>();
  for (const r of incoming) pending.set(keyOf(r), { ...(byKey.get(keyOf(r)) ?? {}), ...only(r, writeKeys) });
  let added = 0;
  let updated = 0;
  let unchanged = 0;
  const inserts: Rec[] = [];
  for (const [k, row] of pending) {
    const old = byKey.get(k);
    if (!old) {
      inserts.push({ ...row, importId: runId });
      added++;
    } else if (same(row, old, writeKeys)) unchanged++;
    else {
      updated++;
      await updateRosterRow(tx, old.id as number, { ...only(row, writeKeys), importId: runId });
    }
  }
  for (const part of chunks(inserts)) await insertRosterRows(tx, part);
  // The file is each of its teams' current roster: a team's earlier current players not in it are no longer current.
  const currentKeys = new Set([...pending].filter(([, r]) => r.currentSeason === 'Yes').map(([k]) => k));
  const teams = new Set([...pending.values()].filter((r) => r.currentSeason === 'Yes').map((r) => r.teamid as number));
  for (const e of existing) {
    if (
      e.currentSeason === 'Yes' &&
      teams.has(e.teamid as number) &&
      !currentKeys.has(keyOf(e)) &&
      !pending.has(keyOf(e))
    ) {
      await markRosterRowNotCurrent(tx, e.id as number);
      updated++;
    }
  }
  return { added, updated, unchanged, skipped: 0, skippedReasons: [] };
}

export const assertKind = (k: string): ReferenceKind => {
  const kinds = [
    'schools',
    'academics',
    'rosters',
    'coaches',
    'fields',
    'climate',
    'commit_counts',
    'transfers',
    'high_schools',
    'zip_codes',
  ];
  if (!kinds.includes(k)) throw new AppError('invalid_input', `Kind must be one of: ${kinds.join(', ')}`);
  return k as ReferenceKind;
};
