import { z } from 'zod';
import { INT4_MAX } from '../shared/fields.ts';
import { profileSourcesSchema, sourceRefSchema } from './sources.ts';

const n = z.number().nullable();
const s = z.string().nullable();

/** School (overview merged with college filters; docs/spec/part-2-colleges-tracker-scoring.md section 3). */
export const schoolSchema = z.object({
  schoolId: z.number().int(),
  schoolName: z.string(),
  fullName: s,
  city: s,
  state: s,
  division: s,
  conference: s,
  collegeType: s,
  usRegion: s,
  campusSetting: s,
  schoolSize: s,
  academicSelectivity: s,
  undergradEnrollment: n,
  acceptanceRate: n,
  tuitionInState: n,
  tuitionOutState: n,
  netPrice: n,
  satMin: n,
  satMax: n,
  actMin: n,
  actMax: n,
  tier: s,
  fullRank: n,
  rank: n,
  schoolOverview: s,
  baseballProgramSummary: s,
  lastSeasonRecord: s,
  lastSeasonRank: s,
  collegeWebsite: s,
  teamWebsite: s,
  recruitQuestionnaire: s,
  /** The academic year of each College Scorecard value ('2021-22'), when the file gave it. */
  yearEnrollment: s.optional(),
  yearAdmissions: s.optional(),
  yearTuition: s.optional(),
  yearNetPrice: s.optional(),
  yearSat: s.optional(),
  yearAct: s.optional(),
});
export type School = z.infer<typeof schoolSchema>;

export const fieldInfoSchema = z.object({
  fieldName: s,
  fieldUrl: s,
  seating: n,
  attendance: n,
  leftFence: n,
  centerFence: n,
  rightFence: n,
  surface: s,
  openDate: s,
  wikiUrl: s,
  attendenceRankByDivision: n,
});
export type FieldInfo = z.infer<typeof fieldInfoSchema>;

export const climateSchema = z.object({
  marchHigh: n,
  marchLow: n,
  aprilHigh: n,
  aprilLow: n,
  mayHigh: n,
  mayLow: n,
  totalPrecip: n,
});
export type Climate = z.infer<typeof climateSchema>;

export const rosterPlayerSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  playerNumber: s,
  position: z.string(),
  positionGroup: z.string(),
  classYear: z.string(),
  height: n,
  weight: n,
  hsName: s,
  hometown: s,
  homeState: s,
});

export const coachProfileSchema = z.object({
  headCoachName: z.string(),
  headCoachBio: s,
  coachUrl: s,
  coachEmail: s,
  coachSeasons: n,
  coachWinsLosses: s,
  wlPercentage: n,
  assistantCoaches: z.array(z.string()),
  annualRevenue: n,
  opExpensePerPlayer: n,
});
export type CoachProfile = z.infer<typeof coachProfileSchema>;

export const commitCountSchema = z.object({
  gradYear: z.number().int(),
  counts: z.object({
    C: z.number(),
    '1B': z.number(),
    '3B': z.number(),
    MIF: z.number(),
    OF: z.number(),
    LHP: z.number(),
    RHP: z.number(),
  }),
});

/**
 * The parts of a school profile read by a query of their own. Each fails alone: the profile still answers with the
 * panels that loaded and names the failed ones in `failedPanels` (docs/decisions/0025-coach-notes-and-profile-panels.md).
 */
export const profilePanels = ['field', 'coach', 'commits', 'transfers', 'roster'] as const;
export type ProfilePanel = (typeof profilePanels)[number];

/**
 * What a failed panel shows. The roster's wording is the spec's ('Unable to load roster data'); a failed coach
 * query gives no Organization card at all (docs/spec/part-2-colleges-tracker-scoring.md, 'A coach profile fetch
 * error gives no card'). The field row also holds the climate normals, so a failed field query fails both panels.
 */
export const profilePanelErrors = {
  field: 'Unable to load field information',
  climate: 'Unable to load climate data',
  commits: 'Unable to load commit and transfer counts',
  roster: 'Unable to load roster data',
} as const;

/** Whether one panel of the profile failed to load. */
export const panelFailed = (profile: { failedPanels: readonly ProfilePanel[] }, panel: ProfilePanel): boolean =>
  profile.failedPanels.includes(panel);

/** The whole school profile in one response (docs/spec/part-2-colleges-tracker-scoring.md section 2; one request per screen). */
export const collegeProfileSchema = z.object({
  school: schoolSchema,
  field: fieldInfoSchema.nullable(),
  climate: climateSchema.nullable(),
  roster: z.array(rosterPlayerSchema),
  rosterError: z.boolean(),
  /** The panels whose query failed (empty when the whole profile loaded); their data above is empty. */
  failedPanels: z.array(z.enum(profilePanels)),
  coach: coachProfileSchema.nullable(),
  commits: z.array(commitCountSchema),
  /** Null when no transfer count is on file (nothing is shown, rather than a 0). */
  transfers: z.number().int().nullable(),
  /** The source and as-of date of each panel's figures (null when the panel has no data). */
  sources: profileSourcesSchema,
});
export type CollegeProfile = z.infer<typeof collegeProfileSchema>;

/** Field data exists when any field column (not climate) has a value; otherwise the section is hidden. */
export const hasFieldData = (f: Partial<FieldInfo> | null | undefined): boolean =>
  !!f &&
  [
    f.fieldName,
    f.fieldUrl,
    f.seating,
    f.attendance,
    f.leftFence,
    f.centerFence,
    f.rightFence,
    f.surface,
    f.openDate,
    f.wikiUrl,
  ].some((v) => v != null && v !== '');
export const hasClimateData = (c: Partial<Climate> | null | undefined): boolean =>
  !!c && [c.marchHigh, c.marchLow, c.aprilHigh, c.aprilLow, c.mayHigh, c.mayLow, c.totalPrecip].some((v) => v != null);

/** Assistant coaches are stored as one text: 'Name (Role); Name (Role)' or comma separated. */
export const splitAssistantCoaches = (raw: string | null | undefined): string[] =>
  (raw ?? '')
    .split(/\s*[;\n]\s*|\s*,\s*(?![^()]*\))/)
    .map((x) => x.trim())
    .filter(Boolean);

export const collegeIdParamSchema = z.coerce
  .number({ message: 'School profile not available' })
  .int('School profile not available')
  .positive('School profile not available')
  .max(INT4_MAX, 'School profile not available');

/** Team-school player (derived; docs/spec/part-2-colleges-tracker-scoring.md section 3). */
export const teamSchoolPlayerSchema = z.object({
  userId: z.string(),
  firstName: s,
  lastName: s,
  position: s,
  graduationYear: n,
  highSchool: s,
  highSchoolState: s,
  /** the latest submission's headline score (`headlineScore`) and its position */
  submittedScore: n,
  scorePosition: s,
  /** the names of the answer's teams (`teamCodes`) the player is active on: a coach of several teams sees whose it is */
  teams: z.array(z.string()),
  relationshipType: z.enum(['commitment', 'favorite']),
  date: s,
  completedSteps: z.number().int(),
  totalSteps: z.number().int(),
});
export type TeamSchoolPlayer = z.infer<typeof teamSchoolPlayerSchema>;
export const teamPlayersQuerySchema = z.object({ team: z.string().trim().toUpperCase().min(1).max(20).optional() });
/**
 * Which players an answer holds: 'team' — every active member of `teamCodes` (the viewer is their staff); 'self' — only
 * the viewer's own row (a player: teammates are for staff only), so the screen speaks of the player, never claiming
 * that no team player has committed (docs/decisions/0050-college-search-card.md).
 */
export const teamPlayersScopes = ['team', 'self'] as const;
export type TeamPlayersScope = (typeof teamPlayersScopes)[number];
export const teamPlayersResponseSchema = z.object({
  teamCodes: z.array(z.string()),
  scope: z.enum(teamPlayersScopes),
  committed: z.array(teamSchoolPlayerSchema),
  interested: z.array(teamSchoolPlayerSchema),
});
export type TeamPlayersResponse = z.infer<typeof teamPlayersResponseSchema>;

/** College search (/colleges): every association, server-side filters, sorting and pages of 25. */
export const searchDivisions = ['D1', 'D2', 'D3', 'NAIA', 'JUCO', 'CCCAA', 'NWAC', 'USCAA'] as const;
export const searchDivisionLabels: Record<(typeof searchDivisions)[number], string> = {
  D1: 'NCAA D1',
  D2: 'NCAA D2',
  D3: 'NCAA D3',
  NAIA: 'NAIA',
  JUCO: 'JUCO (NJCAA)',
  CCCAA: 'CCCAA',
  NWAC: 'NWAC',
  USCAA: 'USCAA',
};
export const searchSorts = [
  'name',
  'division',
  'enrollment',
  'acceptance',
  'tuitionIn',
  'tuitionOut',
  'netPrice',
  'sat',
  'distance',
] as const;
export const searchSortLabels: Record<(typeof searchSorts)[number], string> = {
  name: 'Name',
  division: 'Division',
  enrollment: 'Enrollment',
  acceptance: 'Acceptance rate',
  tuitionIn: 'In-state cost',
  tuitionOut: 'Out-of-state cost',
  netPrice: 'Net price',
  sat: 'SAT (25th percentile)',
  distance: 'Distance',
};
export const SEARCH_PAGE_SIZE = 25;
export const collegeControls = ['Public', 'Private'] as const;
const optInt = (min: number, max: number) =>
  z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().min(min).max(max).optional());
export const collegeSearchQuerySchema = z
  .object({
    q: z.string().trim().max(100).optional(),
    division: z
      .enum([...searchDivisions, ''], { message: `Division must be one of: ${searchDivisions.join(', ')}` })
      .optional(),
    state: z.string().trim().toUpperCase().max(2).optional(),
    region: z.string().trim().max(20).optional(),
    conference: z.string().trim().max(80).optional(),
    size: z.string().trim().max(20).optional(),
    setting: z.string().trim().max(20).optional(),
    selectivity: z.string().trim().max(30).optional(),
    control: z.enum([...collegeControls, '']).optional(),
    zip: z.preprocess(
      (v) => (v === '' ? undefined : v),
      z
        .string()
        .trim()
        .regex(/^\d{5}$/, 'Enter a 5-digit ZIP code')
        .optional(),
    ),
    maxMiles: optInt(1, 5000),
    maxTuitionIn: optInt(0, 200000),
    maxTuitionOut: optInt(0, 200000),
    maxNetPrice: optInt(0, 200000),
    minAcceptance: optInt(0, 100),
    maxAcceptance: optInt(0, 100),
    sat: optInt(400, 1600),
    act: optInt(1, 36),
    sort: z.enum(searchSorts).default('name'),
    dir: z.enum(['asc', 'desc']).default('asc'),
    page: optInt(1, 10000).transform((v) => v ?? 1),
    pageSize: optInt(1, 100).transform((v) => v ?? SEARCH_PAGE_SIZE),
  })
  .refine((q) => q.sort !== 'distance' || !!q.zip, { message: 'Enter a ZIP code to sort by distance', path: ['zip'] })
  .refine((q) => q.maxMiles == null || !!q.zip, { message: 'Enter a ZIP code to search by distance', path: ['zip'] });
export type CollegeSearchQuery = z.input<typeof collegeSearchQuerySchema>;
export type CollegeSearchFilters = z.output<typeof collegeSearchQuerySchema>;
export const collegeSearchRowSchema = schoolSchema
  .pick({
    schoolId: true,
    schoolName: true,
    fullName: true,
    division: true,
    conference: true,
    city: true,
    state: true,
    usRegion: true,
    campusSetting: true,
    schoolSize: true,
    collegeType: true,
    academicSelectivity: true,
    undergradEnrollment: true,
    acceptanceRate: true,
    tuitionInState: true,
    tuitionOutState: true,
    netPrice: true,
    satMin: true,
    satMax: true,
    actMin: true,
    actMax: true,
  })
  .extend({ distanceMi: z.number().nullable() });
export type CollegeSearchRow = z.infer<typeof collegeSearchRowSchema>;
export const collegeSearchResponseSchema = z.object({
  results: z.array(collegeSearchRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  conferences: z.array(z.string()),
  /** The source of each group of columns (program list, academics). */
  /** Every source the listed figures come from (each import present in the data, with its year). */
  sources: z.object({ school: z.array(sourceRefSchema), academics: z.array(sourceRefSchema) }),
});
export type CollegeSearchResponse = z.infer<typeof collegeSearchResponseSchema>;

/**
 * Other names people search by. A query equal to an alias (case-insensitive) also searches the names listed; a
 * query with 'State' also searches the NCAA short form 'St.'.
 */
export const collegeNameAliases: Record<string, string[]> = {
  'ole miss': ['University of Mississippi'],
  'university of mississippi': ['Ole Miss'],
  lsu: ['Louisiana State University'],
  usc: ['Southern California'],
  unc: ['North Carolina'],
  uva: ['Virginia'],
  pitt: ['Pittsburgh'],
  bama: ['Alabama'],
  mizzou: ['Missouri'],
  fsu: ['Florida St.'],
  asu: ['Arizona St.'],
  osu: ['Oregon St.', 'Ohio St.', 'Oklahoma St.'],
  ucf: ['UCF', 'University of Central Florida'],
  'texas a&m': ['Texas A&M', 'Texas A & M'],
  cal: ['California'],
  umass: ['Massachusetts'],
  uconn: ['UConn', 'University of Connecticut'],
};
export function collegeSearchTerms(q: string): string[] {
  const t = q.trim().replace(/\s+/g, ' ');
  if (!t) return [];
  const terms = new Set([t, ...(collegeNameAliases[t.toLowerCase()] ?? [])]);
  if (/\bstate\b/i.test(t)) terms.add(t.replace(/\bstate\b/i, 'St.'));
  if (/\bst\.?(?=\s|$)/i.test(t)) terms.add(t.replace(/\bst\.?(?=\s|$)/i, 'State'));
  return [...terms];
}

/** A tracked school has seven contact actions (docs/spec/part-2-colleges-tracker-scoring.md section 4): the total steps of a team-school player. */
export const TEAM_PLAYER_TOTAL_STEPS = 7;
