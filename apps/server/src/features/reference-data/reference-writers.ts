import { rosterClassOf, type ReferenceKind, type ReferenceRow } from '@dugout/domain/reference-data';
import type { Tx } from '../../db/client.ts';
import {
  insertHighSchools,
  insertRosterRows,
  markRosterRowNotCurrent,
  selectCoachesIn,
  selectCollegesForAcademics,
  selectCollegesIn,
  selectCommitCountsIn,
  selectFieldsIn,
  selectHighSchoolsIn,
  selectRostersIn,
  selectTransfersIn,
  selectZipCodesIn,
  updateCollegeLocations,
  updateRosterRow,
  upsertCoaches,
  upsertColleges,
  upsertCommitCounts,
  upsertFields,
  upsertTransfers,
  upsertZipCodes,
} from './reference-import.repo.ts';
import { chunks, only, requireSchools, same, selectIn, upsertKeyed, type Plan, type Rec } from './reference-write.ts';

// Each kind's writer (docs/decisions/0015-reference-and-demo-data.md): which table it reads and writes (through the
// repo's reader and writer for that table), by which key, and which columns a file of that kind owns.

export async function writeKind(
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
        selectCollegesIn,
        v.map((r) => r.schoolId),
      );
      // The list's season is the row's year: a file without it leaves none (not the previous file's).
      if (!keys.includes('listSeason')) keys.push('listSeason');
      return upsertKeyed(tx, upsertColleges, (r) => String(r.schoolId), v, existing, ['schoolId', ...keys], {
        schoolImportId: runId,
      });
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
        selectCoachesIn,
        rows.map((r) => r.teamId),
      );
      // The staff's season is the row's year: a file without it leaves none (not the previous file's).
      if (!keys.includes('season')) keys.push('season');
      return upsertKeyed(tx, upsertCoaches, (r) => String(r.teamId), rows, existing, ['teamId', ...keys], {
        importId: runId,
      });
    }
    case 'fields':
    case 'climate': {
      await requireSchools(tx, values, 'teamId');
      if (kind === 'climate' && fields.includes('latitude')) await writeLocations(tx, v);
      const existing = await selectIn(
        tx,
        selectFieldsIn,
        v.map((r) => r.teamId),
      );
      const keys = fields.filter((f) => f !== 'teamId' && f !== 'latitude' && f !== 'longitude');
      return upsertKeyed(
        tx,
        upsertFields,
        (r) => String(r.teamId),
        v,
        existing,
        ['teamId', ...keys],
        kind === 'climate' ? { climateImportId: runId } : { fieldImportId: runId },
      );
    }
    case 'commit_counts': {
      await requireSchools(tx, values, 'teamId');
      const existing = await selectIn(
        tx,
        selectCommitCountsIn,
        v.map((r) => r.teamId),
      );
      const keys = ['teamId', 'gradYear', 'c', 'firstBase', 'thirdBase', 'mif', 'of', 'lhp', 'rhp'];
      return upsertKeyed(tx, upsertCommitCounts, (r) => `${String(r.teamId)}:${String(r.gradYear)}`, v, existing, keys);
    }
    case 'transfers': {
      await requireSchools(tx, values, 'teamId');
      const existing = await selectIn(
        tx,
        selectTransfersIn,
        v.map((r) => r.teamId),
      );
      return upsertKeyed(tx, upsertTransfers, (r) => String(r.teamId), v, existing, ['teamId', 'transfers']);
    }
    case 'zip_codes': {
      const existing = await selectIn(
        tx,
        selectZipCodesIn,
        v.map((r) => r.zipCode),
      );
      return upsertKeyed(tx, upsertZipCodes, (r) => String(r.zipCode), v, existing, [
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
            selectHighSchoolsIn,
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
  const plan = await upsertKeyed(tx, upsertColleges, (r) => String(r.schoolId), incoming, all, ['schoolId', ...keys], {
    academicsImportId: runId,
  });
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
    selectRostersIn,
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
