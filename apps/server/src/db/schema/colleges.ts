import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

/**
 * One row per college program (docs/decisions/0008-one-program-id.md: school_id = team_id = teamid). It merges the spec's two sources,
 * school_report_overview and college_filters (part 2 section 3).
 */
export const colleges = pgTable(
  'colleges',
  {
    schoolId: integer('school_id').primaryKey(),
    schoolName: text('school_name').notNull(),
    fullName: text('full_name'),
    city: text('city'),
    state: text('state'),
    division: text('division'),
    conference: text('conference'),
    unitid: integer('unitid'),
    collegeType: text('college_type'),
    usRegion: text('us_region'),
    campusSetting: text('campus_setting'),
    schoolSize: text('school_size'),
    academicSelectivity: text('academic_selectivity'),
    undergradEnrollment: integer('undergrad_enrollment'),
    acceptanceRate: doublePrecision('acceptance_rate'),
    tuitionInState: integer('tuition_in_state'),
    tuitionOutState: integer('tuition_out_state'),
    netPrice: integer('net_price'),
    satMin: integer('sat_min'),
    satMax: integer('sat_max'),
    actMin: integer('act_min'),
    actMax: integer('act_max'),
    tier: text('tier'),
    fullRank: integer('full_rank'),
    rank: integer('rank'),
    schoolOverview: text('school_overview'),
    baseballProgramSummary: text('baseball_program_summary'),
    lastSeasonRecord: text('last_season_record'),
    lastSeasonRank: text('last_season_rank'),
    collegeWebsite: text('college_website'),
    teamWebsite: text('team_website'),
    recruitQuestionnaire: text('recruit_questionnaire'),
    /** Campus location (from the climate file's school coordinates): distance search. */
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /** The season of the program list that wrote this row ('2026' NCAA, '2023' other associations). */
    listSeason: text('list_season'),
    /** The academic year of each College Scorecard value ('2021-22'): the file's year_* columns. */
    yearEnrollment: text('year_enrollment'),
    yearAdmissions: text('year_admissions'),
    yearTuition: text('year_tuition'),
    yearNetPrice: text('year_net_price'),
    yearSat: text('year_sat'),
    yearAct: text('year_act'),
    /** The import runs that wrote the program's row and its academics: their source is cited (docs/decisions/0051-row-sources.md). */
    schoolImportId: uuid('school_import_id').references(() => referenceImports.id, { onDelete: 'set null' }),
    academicsImportId: uuid('academics_import_id').references(() => referenceImports.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('colleges_division_name_idx').on(t.division, t.schoolName),
    index('colleges_state_idx').on(t.state),
    index('colleges_unitid_idx').on(t.unitid),
  ],
);

export const commitCounts = pgTable(
  'commit_counts',
  {
    teamId: integer('team_id')
      .notNull()
      .references(() => colleges.schoolId, { onDelete: 'cascade' }),
    gradYear: integer('grad_year').notNull(),
    c: integer('c').notNull().default(0),
    firstBase: integer('first_base').notNull().default(0),
    thirdBase: integer('third_base').notNull().default(0),
    mif: integer('mif').notNull().default(0),
    of: integer('of').notNull().default(0),
    lhp: integer('lhp').notNull().default(0),
    rhp: integer('rhp').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.teamId, t.gradYear] })],
);

export const teamTransfers = pgTable('team_transfers', {
  teamId: integer('team_id')
    .primaryKey()
    .references(() => colleges.schoolId, { onDelete: 'cascade' }),
  transfers: integer('transfers').notNull().default(0),
});

export const collegeFields = pgTable('college_fields', {
  teamId: integer('team_id')
    .primaryKey()
    .references(() => colleges.schoolId, { onDelete: 'cascade' }),
  fieldName: text('field_name'),
  fieldUrl: text('field_url'),
  seating: integer('seating'),
  attendance: integer('attendance'),
  leftFence: integer('left_fence'),
  centerFence: integer('center_fence'),
  rightFence: integer('right_fence'),
  surface: text('surface'),
  openDate: text('open_date'),
  wikiUrl: text('wiki_url'),
  attendenceRankByDivision: integer('attendence_rank_by_division'),
  marchHigh: doublePrecision('march_high'),
  marchLow: doublePrecision('march_low'),
  aprilHigh: doublePrecision('april_high'),
  aprilLow: doublePrecision('april_low'),
  mayHigh: doublePrecision('may_high'),
  mayLow: doublePrecision('may_low'),
  totalPrecip: doublePrecision('total_precip'),
  /** The import runs that wrote the field columns and the climate columns (docs/decisions/0051-row-sources.md). */
  fieldImportId: uuid('field_import_id').references(() => referenceImports.id, { onDelete: 'set null' }),
  climateImportId: uuid('climate_import_id').references(() => referenceImports.id, { onDelete: 'set null' }),
});

export const baseballRosters = pgTable(
  'baseball_rosters',
  {
    id: serial('id').primaryKey(),
    teamid: integer('teamid')
      .notNull()
      .references(() => colleges.schoolId, { onDelete: 'cascade' }),
    currentSeason: text('current_season').notNull().default('Yes'),
    position: text('position'),
    height: integer('height'),
    weight: integer('weight'),
    fullName: text('full_name').notNull(),
    playerId: text('player_id'),
    playerNumber: text('player_number'),
    academicYear: text('academic_year'),
    hsName: text('hs_name'),
    hometown: text('hometown'),
    homeState: text('home_state'),
    /** The roster's season as the source lists it (e.g. '2025'). */
    season: text('season'),
    /** The import run that wrote this row (docs/decisions/0051-row-sources.md). */
    importId: uuid('import_id').references(() => referenceImports.id, { onDelete: 'set null' }),
  },
  (t) => [index('baseball_rosters_team_idx').on(t.teamid, t.currentSeason)],
);

export const collegeCoaches = pgTable('college_coaches', {
  teamId: integer('team_id')
    .primaryKey()
    .references(() => colleges.schoolId, { onDelete: 'cascade' }),
  headCoachName: text('head_coach_name'),
  headCoachBio: text('head_coach_bio'),
  coachUrl: text('coach_url'),
  coachEmail: text('coach_email'),
  coachSeasons: integer('coach_seasons'),
  coachWinsLosses: text('coach_wins_losses'),
  wlPercentage: doublePrecision('wl_percentage'),
  assistantCoaches: text('assistant_coaches'),
  annualRevenue: doublePrecision('annual_revenue'),
  opExpensePerPlayer: doublePrecision('op_expense_per_player'),
  /** The staff list's season as the source lists it (e.g. '2025'). */
  season: text('season'),
  /** The import run that wrote this row (docs/decisions/0051-row-sources.md). */
  importId: uuid('import_id').references(() => referenceImports.id, { onDelete: 'set null' }),
});

export const schoolContactTracker = pgTable(
  'school_contact_tracker',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    schoolId: integer('school_id')
      .notNull()
      .references(() => colleges.schoolId),
    schoolName: text('school_name').notNull(),
    division: text('division').notNull(),
    conference: text('conference'),
    pocName: text('poc_name'),
    statusNotes: text('status_notes'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('school_contact_tracker_user_school_unique').on(t.userId, t.schoolId),
    index('school_contact_tracker_user_created_idx').on(t.userId, t.createdAt),
    index('school_contact_tracker_school_idx').on(t.schoolId),
    check('school_contact_tracker_school_id_check', sql`${t.schoolId} > 0`),
  ],
);

export const contactActions = pgTable(
  'contact_actions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    trackerId: uuid('tracker_id')
      .notNull()
      .references(() => schoolContactTracker.id, { onDelete: 'cascade' }),
    actionType: text('action_type').notNull(),
    completed: boolean('completed').notNull().default(false),
    notes: text('notes'),
    completedDate: date('completed_date', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('contact_actions_tracker_type_unique').on(t.trackerId, t.actionType),
    check(
      'contact_actions_type_check',
      sql`${t.actionType} in ('questionnaire','initial_email','in_person_meeting','coach_call','camp_invite','campus_visit','offer_received')`,
    ),
  ],
);

export const coachContactLog = pgTable(
  'coach_contact_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => colleges.schoolId, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    contactName: text('contact_name').notNull(),
    contactTitle: text('contact_title'),
    contactDate: date('contact_date', { mode: 'string' }).notNull(),
    contactMethod: text('contact_method').notNull().default('Email'),
    contactInfo: text('contact_info'),
    discussionNotes: text('discussion_notes'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('coach_contact_log_school_user_idx').on(t.schoolId, t.userId, t.contactDate)],
);

/** Scoring tables (docs/decisions/0014-scoring-tables.md): data, seeded by migration, editable by admins. */
export const heightPositionScores = pgTable('height_position_scores', {
  height: integer('height').primaryKey(),
  firstBase: doublePrecision('first_base').notNull(),
  thirdBase: doublePrecision('third_base').notNull(),
  c: doublePrecision('c').notNull(),
  mif: doublePrecision('mif').notNull(),
  of: doublePrecision('of').notNull(),
  lhp: doublePrecision('lhp').notNull(),
  rhp: doublePrecision('rhp').notNull(),
});

export const positionMetricWeights = pgTable(
  'position_metric_weights',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    position: text('position').notNull(),
    condition: text('condition').notNull().default(''),
    metric: text('metric').notNull(),
    weight: doublePrecision('weight').notNull(),
  },
  (t) => [uniqueIndex('position_metric_weights_unique').on(t.position, t.condition, t.metric)],
);

/** Reference-data import runs, with their report (admin area). */
export const referenceImports = pgTable('reference_imports', {
  id: uuid('id').primaryKey().defaultRandom(),
  kind: text('kind').notNull(),
  fileName: text('file_name'),
  added: integer('added').notNull().default(0),
  updated: integer('updated').notNull().default(0),
  rejected: integer('rejected').notNull().default(0),
  status: text('status').notNull(),
  /** Where the figures come from ('College Scorecard') and as of when ('2022–23'): cited beside every figure. */
  source: text('source'),
  asOf: text('as_of'),
  createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
});
