import { z } from 'zod';

const n = z.number().nullable();
const s = z.string().nullable();

/** School (overview merged with college filters; spec part 2 section 3). */
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
  counts: z.object({ C: z.number(), '1B': z.number(), '3B': z.number(), MIF: z.number(), OF: z.number(), LHP: z.number(), RHP: z.number() }),
});

/** The whole school profile in one response (spec part 2 section 2; one request per screen). */
export const collegeProfileSchema = z.object({
  school: schoolSchema,
  field: fieldInfoSchema.nullable(),
  climate: climateSchema.nullable(),
  roster: z.array(rosterPlayerSchema),
  rosterError: z.boolean(),
  coach: coachProfileSchema.nullable(),
  commits: z.array(commitCountSchema),
  transfers: z.number().int(),
});
export type CollegeProfile = z.infer<typeof collegeProfileSchema>;

/** Field data exists when any field column (not climate) has a value; otherwise the section is hidden. */
export const hasFieldData = (f: Partial<FieldInfo> | null | undefined): boolean =>
  !!f && [f.fieldName, f.fieldUrl, f.seating, f.attendance, f.leftFence, f.centerFence, f.rightFence, f.surface, f.openDate, f.wikiUrl].some((v) => v != null && v !== '');
export const hasClimateData = (c: Partial<Climate> | null | undefined): boolean =>
  !!c && [c.marchHigh, c.marchLow, c.aprilHigh, c.aprilLow, c.mayHigh, c.mayLow, c.totalPrecip].some((v) => v != null);

/** Assistant coaches are stored as one text: 'Name (Role); Name (Role)' or comma separated. */
export const splitAssistantCoaches = (raw: string | null | undefined): string[] =>
  (raw ?? '').split(/\s*[;\n]\s*|\s*,\s*(?![^()]*\))/).map((x) => x.trim()).filter(Boolean);

export const collegeIdParamSchema = z.coerce.number({ message: 'School profile not available' }).int('School profile not available').positive('School profile not available');

/** Team-school player (derived; spec part 2 section 3). */
export const teamSchoolPlayerSchema = z.object({
  userId: z.string(),
  firstName: s,
  lastName: s,
  position: s,
  graduationYear: n,
  highSchool: s,
  highSchoolState: s,
  submittedScore: n,
  relationshipType: z.enum(['commitment', 'favorite']),
  date: s,
  completedSteps: z.number().int(),
  totalSteps: z.number().int(),
});
export type TeamSchoolPlayer = z.infer<typeof teamSchoolPlayerSchema>;
export const teamPlayersQuerySchema = z.object({ team: z.string().trim().toUpperCase().min(1).max(20).optional() });
export const teamPlayersResponseSchema = z.object({
  teamCodes: z.array(z.string()),
  committed: z.array(teamSchoolPlayerSchema),
  interested: z.array(teamSchoolPlayerSchema),
});
export type TeamPlayersResponse = z.infer<typeof teamPlayersResponseSchema>;

/** College search (the full search page with the college filters). */
export const collegeSearchQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  division: z.enum(['D1', 'D2', 'D3', 'NAIA', '']).optional(),
  state: z.string().trim().toUpperCase().max(2).optional(),
  region: z.string().trim().max(20).optional(),
  size: z.string().trim().max(20).optional(),
  setting: z.string().trim().max(20).optional(),
  selectivity: z.string().trim().max(30).optional(),
  conference: z.string().trim().max(80).optional(),
  maxCost: z.coerce.number().int().positive().optional(),
  sat: z.coerce.number().int().min(400).max(1600).optional(),
  act: z.coerce.number().int().min(1).max(36).optional(),
});
export type CollegeSearchQuery = z.input<typeof collegeSearchQuerySchema>;
export const collegeSearchRowSchema = schoolSchema.pick({
  schoolId: true, schoolName: true, division: true, conference: true, city: true, state: true, usRegion: true, campusSetting: true, schoolSize: true,
  academicSelectivity: true, undergradEnrollment: true, acceptanceRate: true, tuitionInState: true, tuitionOutState: true, netPrice: true, satMin: true, satMax: true, actMin: true, actMax: true,
});
export type CollegeSearchRow = z.infer<typeof collegeSearchRowSchema>;
export const collegeSearchResponseSchema = z.object({ results: z.array(collegeSearchRowSchema), total: z.number().int(), conferences: z.array(z.string()) });
export type CollegeSearchResponse = z.infer<typeof collegeSearchResponseSchema>;

/** A tracked school has seven contact actions (spec part 2 section 4): the total steps of a team-school player. */
export const TEAM_PLAYER_TOTAL_STEPS = 7;
