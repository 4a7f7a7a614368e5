import { z } from 'zod';
import { INT4_MAX } from '../shared/fields.ts';
import {
  campusSettingOf,
  campusSettingOfLocale,
  collegeTypeLabel,
  regionOfState,
  schoolSizeOf,
  selectivityOf,
} from '../colleges/college-filters.ts';
import { normalizeClass } from '../colleges/roster.ts';

/**
 * Reference-data CSV import (docs/decisions/0009-site-administration.md, docs/decisions/0015-reference-and-demo-data.md): one row schema per kind. Each kind accepts our documented column
 * names plus the shapes of the shared source files (schools.csv, college_academics.csv, rosters.csv,
 * coaching_staff.csv, climate.csv) and, for academics, College Scorecard column names. docs/reference-data.md
 * lists every format.
 */
export const referenceKinds = [
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
] as const;
export type ReferenceKind = (typeof referenceKinds)[number];
export const referenceKindLabels: Record<ReferenceKind, string> = {
  schools: 'Schools (overview and filters)',
  academics: 'Academics (College Scorecard)',
  rosters: 'Baseball rosters',
  coaches: 'College coaches',
  fields: 'College fields',
  climate: 'Climate',
  commit_counts: 'Commit counts',
  transfers: 'Team transfers',
  high_schools: 'High schools',
  zip_codes: 'Zip codes',
};
export const referenceKindSchema = z.enum(referenceKinds, {
  message: `Kind must be one of: ${referenceKinds.join(', ')}`,
});
export const REFERENCE_IMPORT_MAX_BYTES = 20 * 1024 * 1024;

const NULLS = new Set(['', 'null', 'na', 'n/a', 'privacysuppressed', 'none', '-']);
const blank = (v: unknown): boolean => v == null || (typeof v === 'string' && NULLS.has(v.trim().toLowerCase()));
const toNum = (v: unknown) => (blank(v) ? null : typeof v === 'string' ? Number(v.trim().replace(/[$,%]/g, '')) : v);

const num = (label: string) =>
  z.preprocess(
    toNum,
    z
      .number({ message: `${label} must be a number` })
      .refine(Number.isFinite, `${label} must be a number`)
      .nullable(),
  );
const int = (label: string) =>
  z.preprocess(
    (v) => {
      const n = toNum(v);
      return typeof n === 'number' && Number.isFinite(n) ? Math.round(n) : n;
    },
    z
      .number({ message: `${label} must be a whole number` })
      .int(`${label} must be a whole number`)
      .min(-INT4_MAX, `${label} is out of range`)
      .max(INT4_MAX, `${label} is out of range`)
      .nullable(),
  );
const text = z.preprocess((v) => (blank(v) ? null : String(v).trim()), z.string().nullable());
const required = (label: string) =>
  z.preprocess(
    (v) => (blank(v) ? undefined : String(v).trim()),
    z.string({ message: `${label} is required` }).min(1, `${label} is required`),
  );
const id = (label: string) =>
  z.preprocess(
    (v) => (blank(v) ? undefined : Number(String(v).trim())),
    z
      .number({ message: `${label} is required and must be a positive whole number` })
      .int(`${label} must be a positive whole number`)
      .positive(`${label} must be a positive whole number`)
      .max(INT4_MAX, `${label} is out of range`),
  );
const yesNo = z.preprocess(
  (v) => (blank(v) ? null : /^(y|yes|true|1)$/i.test(String(v).trim())),
  z.boolean().nullable(),
);
const state2 = (label: string) =>
  z.preprocess(
    (v) => (blank(v) ? null : String(v).trim().toUpperCase()),
    z.string().length(2, `${label} must be a 2-letter state code`).nullable(),
  );

/** Picks the first present column among aliases (header names compared case-insensitively). */
function pick(row: Record<string, string | undefined>, ...aliases: string[]): string | undefined {
  for (const a of aliases) {
    const v = row[a.toLowerCase()];
    if (v !== undefined && !blank(v)) return v;
  }
  for (const a of aliases) if (row[a.toLowerCase()] !== undefined) return row[a.toLowerCase()];
  return undefined;
}

export const schoolRowSchema = z.object({
  schoolId: id('school_id'),
  schoolName: required('school_name'),
  fullName: text,
  division: text,
  conference: text,
  city: text,
  state: state2('state'),
  unitid: int('unitid'),
  collegeType: text,
  schoolOverview: text,
  baseballProgramSummary: text,
  lastSeasonRecord: text,
  lastSeasonRank: text,
  collegeWebsite: text,
  teamWebsite: text,
  recruitQuestionnaire: text,
  tier: text,
  fullRank: int('full_rank'),
  rank: int('rank'),
  /** The season of the program list (schools.csv: 2026 for NCAA programs, 2023 for the others). */
  listSeason: text,
});

export const academicsRowSchema = z
  .object({
    schoolId: int('school_id'),
    unitid: int('unitid'),
    fullName: text,
    city: text,
    state: state2('state'),
    collegeType: text,
    campusSetting: text,
    undergradEnrollment: int('undergrad_enrollment'),
    acceptanceRate: num('acceptance_rate').refine(
      (v) => v == null || (v >= 0 && v <= 100),
      'acceptance_rate must be between 0 and 1 (or 0 and 100 percent)',
    ),
    tuitionInState: int('tuition_in_state'),
    tuitionOutState: int('tuition_out_state'),
    netPrice: int('net_price'),
    satMin: int('sat_min'),
    satMax: int('sat_max'),
    actMin: int('act_min'),
    actMax: int('act_max'),
    collegeWebsite: text,
    yearEnrollment: text,
    yearAdmissions: text,
    yearTuition: text,
    yearNetPrice: text,
    yearSat: text,
    yearAct: text,
  })
  .refine((r) => r.schoolId != null || r.unitid != null, {
    message: 'unitid (or school_id) is required',
    path: ['unitid'],
  })
  .transform((r) => {
    const rate = r.acceptanceRate != null && r.acceptanceRate > 1 ? r.acceptanceRate / 100 : r.acceptanceRate;
    return {
      ...r,
      acceptanceRate: rate,
      collegeType: collegeTypeLabel(r.collegeType),
      campusSetting:
        campusSettingOf(r.campusSetting) ??
        (r.campusSetting && /^\d+$/.test(r.campusSetting) ? campusSettingOfLocale(Number(r.campusSetting)) : null),
      schoolSize: schoolSizeOf(r.undergradEnrollment),
      academicSelectivity: selectivityOf(rate),
      usRegion: regionOfState(r.state),
    };
  });

/** The longest height cell worth reading ('6 ft 11.5 in.' is 13): a longer one is refused as it stands. */
export const HEIGHT_CELL_MAX_CHARS = 20;

/**
 * Height as the source lists it: inches ('74'), feet-inches ('6-2', 6'2", '6 ft 2 in'). The pattern backtracks over
 * runs of spaces (a 60 KB cell of them took seconds), so a cell longer than HEIGHT_CELL_MAX_CHARS never reaches it
 * and is left for `int('height_in')` to refuse (docs/decisions/0044-hostile-input-and-faults.md).
 */
export function heightInches(raw: unknown): unknown {
  if (blank(raw)) return null;
  const t = String(raw).trim();
  if (t.length > HEIGHT_CELL_MAX_CHARS) return t;
  const m = /^(\d)\s*(?:-|'|’|ft\.?|\s)\s*(\d{1,2}(?:\.\d+)?)\s*(?:"|''|”|in\.?)?$/i.exec(t);
  if (m) return String(Number(m[1]) * 12 + Number(m[2]));
  return t;
}

export const rosterRowSchema = z.object({
  teamid: id('school_id'),
  season: text,
  currentSeason: text,
  playerId: text,
  playerNumber: text,
  fullName: required('player_name'),
  position: text,
  academicYear: text,
  redshirt: yesNo,
  height: z
    .preprocess(heightInches, int('height_in'))
    .refine((v) => v == null || (v >= 48 && v <= 96), 'height_in must be between 48 and 96 inches'),
  weight: int('weight_lbs').refine(
    (v) => v == null || (v >= 50 && v <= 400),
    'weight_lbs must be between 50 and 400 lbs',
  ),
  hsName: text,
  hometown: text,
  homeState: text,
});

export const coachRowSchema = z.object({
  teamId: id('school_id'),
  season: text,
  coachName: text,
  role: text,
  isHeadCoach: yesNo,
  headCoachName: text,
  headCoachBio: text,
  coachUrl: text,
  coachEmail: z.preprocess(
    (v) => (blank(v) ? null : String(v).trim()),
    z.email({ message: 'coach_email must be an e-mail address' }).nullable(),
  ),
  coachSeasons: int('coach_seasons'),
  coachWinsLosses: text,
  wlPercentage: num('wl_percentage').refine(
    (v) => v == null || (v >= 0 && v <= 1),
    'wl_percentage must be a fraction between 0 and 1',
  ),
  assistantCoaches: text,
  annualRevenue: num('annual_revenue'),
  opExpensePerPlayer: num('op_expense_per_player'),
});

export const fieldRowSchema = z.object({
  teamId: id('team_id'),
  fieldName: text,
  fieldUrl: text,
  seating: int('seating'),
  attendance: int('attendance'),
  leftFence: int('left_fence'),
  centerFence: int('center_fence'),
  rightFence: int('right_fence'),
  surface: text,
  openDate: text,
  wikiUrl: text,
  attendenceRankByDivision: int('attendence_rank_by_division'),
});

export const climateRowSchema = z.object({
  teamId: id('school_id'),
  latitude: num('school_lat').refine((v) => v == null || (v >= -90 && v <= 90), 'school_lat must be a latitude'),
  longitude: num('school_lon').refine((v) => v == null || (v >= -180 && v <= 180), 'school_lon must be a longitude'),
  marchHigh: num('mar_high_f'),
  marchLow: num('mar_low_f'),
  aprilHigh: num('apr_high_f'),
  aprilLow: num('apr_low_f'),
  mayHigh: num('may_high_f'),
  mayLow: num('may_low_f'),
  totalPrecip: num('spring_precip_in').refine((v) => v == null || v >= 0, 'spring_precip_in must not be negative'),
});

const count = (label: string) =>
  int(label)
    .transform((v) => v ?? 0)
    .pipe(z.number().min(0, `${label} must not be negative`));
export const commitCountRowSchema = z.object({
  teamId: id('team_id'),
  gradYear: id('grad_year').refine((v) => v >= 2000 && v <= 2100, 'grad_year must be a year'),
  c: count('c'),
  firstBase: count('1b'),
  thirdBase: count('3b'),
  mif: count('mif'),
  of: count('of'),
  lhp: count('lhp'),
  rhp: count('rhp'),
});

export const transferRowSchema = z.object({ teamId: id('team_id'), transfers: count('transfers') });
export const highSchoolRowSchema = z.object({
  name: required('name'),
  city: text,
  state: required('state')
    .pipe(z.string().length(2, 'state must be a 2-letter state code'))
    .transform((s) => s.toUpperCase()),
});
export const zipCodeRowSchema = z.object({
  zipCode: required('zip_code').pipe(
    z
      .string()
      .regex(
        /^(\d{5}|[A-Z]\d[A-Z]( ?\d[A-Z]\d)?)$/i,
        'zip_code must be a 5-digit US zip code or a Canadian postal code',
      ),
  ),
  city: required('city'),
  stateAb: required('state_ab').transform((s) => s.toUpperCase()),
  stateName: text,
});

/** Maps one CSV record (lower-cased headers) to the candidate object of its kind, before validation. */
function candidate(kind: ReferenceKind, r: Record<string, string | undefined>): Record<string, unknown> {
  const p = (...a: string[]) => pick(r, ...a);
  switch (kind) {
    case 'schools':
      return {
        schoolId: p('school_id', 'team_id', 'teamid'),
        schoolName: p('school_name', 'college_name'),
        fullName: p('full_name'),
        division: p('division', 'ncaa_division'),
        conference: p('conference', 'conference_name'),
        city: p('city'),
        state: p('state'),
        unitid: p('unitid'),
        collegeType: p('college_type'),
        schoolOverview: p('school_overview'),
        baseballProgramSummary: p('baseball_program_summary'),
        lastSeasonRecord: p('last_season_record'),
        lastSeasonRank: p('last_season_rank'),
        collegeWebsite: p('college_website'),
        teamWebsite: p('team_website'),
        recruitQuestionnaire: p('recruit_questionnaire'),
        tier: p('tier'),
        fullRank: p('full_rank'),
        rank: p('rank'),
        listSeason: p('season'),
      };
    case 'academics': {
      const sum = (a?: string, b?: string) => (blank(a) || blank(b) ? undefined : String(Number(a) + Number(b)));
      return {
        schoolId: p('school_id', 'team_id'),
        unitid: p('unitid'),
        fullName: p('name', 'instnm'),
        city: p('city'),
        state: p('state', 'stabbr'),
        collegeType: p('college_type', 'control'),
        campusSetting: p('campus_setting', 'locale'),
        undergradEnrollment: p('undergrad_enrollment', 'ugds'),
        acceptanceRate: p('acceptance_rate', 'adm_rate', 'adm_rate_all'),
        tuitionInState: p('tuition_in_state', 'tuitionfee_in'),
        tuitionOutState: p('tuition_out_state', 'tuitionfee_out'),
        netPrice: p('net_price', 'npt4_pub', 'npt4_priv'),
        satMin: p('sat_min') ?? sum(p('satvr25'), p('satmt25')),
        satMax: p('sat_max') ?? sum(p('satvr75'), p('satmt75')),
        actMin: p('act_min', 'actcm25'),
        actMax: p('act_max', 'actcm75'),
        collegeWebsite: p('website', 'college_website', 'insturl'),
        // The academic year of each value (college_academics.csv: the latest non-missing year per metric).
        yearEnrollment: p('year_enrollment'),
        yearAdmissions: p('year_admissions'),
        yearTuition: p('year_tuition'),
        yearNetPrice: p('year_net_price'),
        yearSat: p('year_sat'),
        yearAct: p('year_act'),
      };
    }
    case 'rosters': {
      // Public scrapers' roster CSVs: 'No.', 'Name', 'Pos.', 'Cl.', 'Ht.' (6-2), 'Wt.', 'B/T' (R/R), 'Hometown', 'High School',
      // or one 'Hometown / High School' column.
      const combined = p(
        'hometown/high school',
        'hometown / high school',
        'hometown/previous school',
        'hometown / previous school',
      );
      const [town, school] = combined ? combined.split(/\s+\/\s+/) : [];
      return {
        teamid: p('school_id', 'teamid', 'team_id'),
        season: p('season', 'year'),
        currentSeason: p('current_season'),
        playerId: p('player_id'),
        playerNumber: p('jersey', 'player_number', 'number', 'no.', 'no', '#'),
        fullName: p('player_name', 'full_name', 'name'),
        position: p('position', 'pos.', 'pos'),
        academicYear: p('class_year', 'academic_year', 'class', 'cl.', 'yr.', 'yr', 'academic year'),
        redshirt: p('redshirt'),
        height: p('height_in', 'height', 'ht.', 'ht'),
        weight: p('weight_lbs', 'weight', 'wt.', 'wt'),
        hsName: p('last_school', 'hs_name', 'high_school', 'high school', 'previous school') ?? school,
        hometown: p('hometown') ?? town,
        homeState: p('home_state'),
      };
    }
    case 'coaches':
      return {
        teamId: p('school_id', 'team_id'),
        season: p('season', 'year'),
        coachName: p('coach_name', 'name'),
        role: p('role', 'title', 'position'),
        isHeadCoach: p('is_head_coach'),
        headCoachName: p('head_coach_name'),
        headCoachBio: p('head_coach_bio'),
        coachUrl: p('coach_url'),
        coachEmail: p('coach_email'),
        coachSeasons: p('coach_seasons'),
        coachWinsLosses: p('coach_wins_losses'),
        wlPercentage: p('wl_percentage'),
        assistantCoaches: p('assistant_coaches'),
        annualRevenue: p('annual_revenue'),
        opExpensePerPlayer: p('op_expense_per_player'),
      };
    case 'fields':
      return {
        teamId: p('team_id', 'school_id'),
        fieldName: p('field_name'),
        fieldUrl: p('field_url'),
        seating: p('seating'),
        attendance: p('attendance'),
        leftFence: p('left_fence'),
        centerFence: p('center_fence'),
        rightFence: p('right_fence'),
        surface: p('surface'),
        openDate: p('open_date'),
        wikiUrl: p('wiki_url'),
        attendenceRankByDivision: p('attendence_rank_by_division', 'attendance_rank_by_division'),
      };
    case 'climate':
      return {
        teamId: p('school_id', 'team_id'),
        latitude: p('school_lat', 'latitude'),
        longitude: p('school_lon', 'longitude'),
        marchHigh: p('mar_high_f', 'march_high'),
        marchLow: p('mar_low_f', 'march_low'),
        aprilHigh: p('apr_high_f', 'april_high'),
        aprilLow: p('apr_low_f', 'april_low'),
        mayHigh: p('may_high_f', 'may_high'),
        mayLow: p('may_low_f', 'may_low'),
        totalPrecip: p('spring_precip_in', 'total_precip'),
      };
    case 'commit_counts':
      return {
        teamId: p('team_id', 'school_id'),
        gradYear: p('grad_year'),
        c: p('c'),
        firstBase: p('1b', 'first_base'),
        thirdBase: p('3b', 'third_base'),
        mif: p('mif'),
        of: p('of'),
        lhp: p('lhp'),
        rhp: p('rhp'),
      };
    case 'transfers':
      return { teamId: p('team_id', 'school_id'), transfers: p('transfers') };
    case 'high_schools':
      return { name: p('name', 'high_school', 'school_name'), city: p('city'), state: p('state', 'state_ab') };
    case 'zip_codes':
      return {
        zipCode: p('zip_code', 'zip', 'zipcode'),
        city: p('city'),
        stateAb: p('state_ab', 'state'),
        stateName: p('state_name'),
      };
  }
}

const schemas = {
  schools: schoolRowSchema,
  academics: academicsRowSchema,
  rosters: rosterRowSchema,
  coaches: coachRowSchema,
  fields: fieldRowSchema,
  climate: climateRowSchema,
  commit_counts: commitCountRowSchema,
  transfers: transferRowSchema,
  high_schools: highSchoolRowSchema,
  zip_codes: zipCodeRowSchema,
} as const;
export type ReferenceRow<K extends ReferenceKind> = z.output<(typeof schemas)[K]>;

/** Columns that must be present in the header (one of each group). */
export const requiredColumns: Record<ReferenceKind, string[][]> = {
  schools: [
    ['school_id', 'team_id', 'teamid'],
    ['school_name', 'college_name'],
  ],
  academics: [['unitid', 'school_id', 'team_id']],
  rosters: [
    ['school_id', 'teamid', 'team_id'],
    ['player_name', 'full_name', 'name'],
  ],
  coaches: [['school_id', 'team_id']],
  fields: [['team_id', 'school_id']],
  climate: [['school_id', 'team_id']],
  commit_counts: [['team_id', 'school_id'], ['grad_year']],
  transfers: [['team_id', 'school_id'], ['transfers']],
  high_schools: [
    ['name', 'high_school', 'school_name'],
    ['state', 'state_ab'],
  ],
  zip_codes: [['zip_code', 'zip', 'zipcode'], ['city'], ['state_ab', 'state']],
};

/** The header problem of a file, or null: 'Missing column: school_id (or team_id, teamid)'. */
export function checkHeader(kind: ReferenceKind, headers: readonly string[]): string | null {
  const have = new Set(headers.map((h) => h.trim().toLowerCase()));
  for (const group of requiredColumns[kind]) {
    if (!group.some((g) => have.has(g)))
      return `Missing column: ${group[0]}${group.length > 1 ? ` (or ${group.slice(1).join(', ')})` : ''}`;
  }
  return null;
}

export type ParsedRow<K extends ReferenceKind> = { ok: true; value: ReferenceRow<K> } | { ok: false; reason: string };

/** Validates one CSV record of a kind. The reason names the column and the problem. */
export function parseReferenceRow<K extends ReferenceKind>(
  kind: K,
  record: Record<string, string | undefined>,
): ParsedRow<K> {
  const lower: Record<string, string | undefined> = {};
  for (const [k, v] of Object.entries(record)) lower[k.trim().toLowerCase()] = v;
  const result = (schemas[kind] as z.ZodType).safeParse(candidate(kind, lower));
  if (result.success) return { ok: true, value: result.data as ReferenceRow<K> };
  return { ok: false, reason: result.error.issues.map((i) => i.message).join('; ') };
}

/**
 * The row fields a file provides, from its header: a field is written only when the file has a column for it, so
 * an academics file never blanks a school's overview, and coaching_staff.csv never blanks a coach's bio.
 */
export function presentFields(kind: ReferenceKind, headers: readonly string[]): string[] {
  const probe: Record<string, string> = {};
  for (const h of headers) probe[h.trim().toLowerCase()] = '1';
  return Object.entries(candidate(kind, probe))
    .filter(([, v]) => v !== undefined)
    .map(([k]) => k);
}

/** Roster class as stored: the class with the redshirt flag folded in ('Jr' + redshirt Y → 'R-Jr'). */
export function rosterClassOf(row: { academicYear: string | null; redshirt: boolean | null }): string | null {
  if (!row.academicYear) return null;
  if (!row.redshirt) return row.academicYear;
  const c = normalizeClass(row.academicYear, true);
  return c === 'Unknown' ? row.academicYear : c;
}

/** The import report (added / updated / unchanged / skipped / rejected with the reason per rejected row). */
export const importReportSchema = z.object({
  id: z.string().nullable(),
  kind: referenceKindSchema,
  fileName: z.string().nullable(),
  status: z.enum(['completed', 'rejected']),
  rows: z.number().int(),
  added: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  skipped: z.number().int(),
  rejected: z.number().int(),
  rejections: z.array(z.object({ row: z.number().int(), reason: z.string() })),
  skippedReasons: z.array(z.string()),
  durationMs: z.number(),
});
export type ImportReport = z.infer<typeof importReportSchema>;

/** States of a background job as the admin screens show them (docs/decisions/0021-durable-jobs.md). */
export const jobStatuses = ['queued', 'running', 'done', 'failed'] as const;
export const jobStatusLabels: Record<(typeof jobStatuses)[number], string> = {
  queued: 'Queued',
  running: 'Running',
  done: 'Done',
  failed: 'Failed',
};
/** What the admin job list calls each kind of job. */
export const jobKindLabels: Record<string, string> = {
  rescore: 'Re-score submissions',
  'reference-import': 'Reference import',
};

/** An uploaded reference file being imported in the background (docs/decisions/0022-one-job-loop.md): rows done of total, then the report. */
export const importJobSchema = z.object({
  id: z.string(),
  status: z.enum(jobStatuses),
  done: z.number().int(),
  total: z.number().int(),
  attempts: z.number().int(),
  error: z.string().nullable(),
  report: importReportSchema.nullable(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
});
export type ImportJob = z.infer<typeof importJobSchema>;

/** Data health (/admin): per association, how many programs have each kind of data; the source of each kind. */
export const dataHealthColumns = ['academics', 'climate', 'roster', 'headCoach', 'field'] as const;
export const dataHealthLabels: Record<(typeof dataHealthColumns)[number], string> = {
  academics: 'Academics',
  climate: 'Climate',
  roster: 'Current roster',
  headCoach: 'Head coach',
  field: 'Field data',
};
export const dataHealthSchema = z.object({
  divisions: z.array(
    z.object({
      division: z.string(),
      programs: z.number().int(),
      academics: z.number().int(),
      climate: z.number().int(),
      roster: z.number().int(),
      headCoach: z.number().int(),
      field: z.number().int(),
    }),
  ),
  sources: z.array(
    z.object({
      kind: z.string(),
      source: z.string().nullable(),
      asOf: z.string().nullable(),
      fileName: z.string().nullable(),
      importedAt: z.string(),
    }),
  ),
});
export type DataHealth = z.infer<typeof dataHealthSchema>;

/** GET /api/admin/reference-imports: the recent import runs, newest first. */
export const importRunSchema = z.object({
  id: z.string(),
  kind: z.string(),
  fileName: z.string().nullable(),
  added: z.number(),
  updated: z.number(),
  rejected: z.number(),
  status: z.string(),
  createdAt: z.string(),
  source: z.string().nullable(),
  asOf: z.string().nullable(),
});
export type ImportRun = z.infer<typeof importRunSchema>;
export const importRunListSchema = z.object({ runs: z.array(importRunSchema) });
