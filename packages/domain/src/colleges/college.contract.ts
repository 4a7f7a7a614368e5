import { z } from 'zod';

/** Divisions offered by the College Search division filter (docs/spec/part-2-colleges-tracker-scoring.md section 2). */
export const collegeDivisions = ['D1', 'D2', 'D3'] as const;
export type CollegeDivision = (typeof collegeDivisions)[number];
export const divisionFilterOptions = [
  { value: '', label: 'All Divisions' },
  { value: 'D1', label: 'D1' },
  { value: 'D2', label: 'D2' },
  { value: 'D3', label: 'D3' },
] as const;

/** School data: fresh 12 hours, kept 24 hours (docs/spec/part-2-colleges-tracker-scoring.md section 9). */
export const SCHOOL_DATA_FRESH_MS = 12 * 60 * 60 * 1000;
export const SCHOOL_DATA_KEPT_MS = 24 * 60 * 60 * 1000;
/** Cache-Control for school data responses (seconds). */
export const SCHOOL_DATA_CACHE_CONTROL = 'private, max-age=43200, stale-while-revalidate=43200';
/** Search dropdown list height at most 300; player list height 480; mobile breakpoint 768. */
export const SEARCH_LIST_MAX_HEIGHT = 300;
export const PLAYER_LIST_MAX_HEIGHT = 480;
export const MOBILE_BREAKPOINT = 768;

export const collegeTexts = {
  selectPrompt: 'Select a college to view its profile and team player information',
  profileNotAvailable: 'School profile not available',
  pickerLabel: 'College',
} as const;

/**
 * The school profile's team-player panels (docs/spec/part-2-colleges-tracker-scoring.md section 2). A staff answer
 * (scope 'team') lists the team; a player's answer (scope 'self') holds only their own row — teammates are for staff
 * (DESIGN D17) — so its panel speaks of the player and never says no team player has committed
 * (docs/decisions/0050-college-search-card.md).
 */
export const teamPlayerTexts = {
  committedTitle: 'Team Players Committed',
  interestedTitle: 'Team Players Interested',
  committedEmpty: 'No team players have committed to this school yet.',
  interestedEmpty: 'No team players are tracking this school yet.',
  selfTitle: 'You and This School',
  selfEmpty: 'You have not committed to this school or added it to your tracker.',
  selfNote: "Only your team's coaches see which teammates have committed to or are tracking a school.",
} as const;

const divisionParam = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v && v.toLowerCase() !== 'all' ? v.toUpperCase() : undefined))
  .pipe(z.enum(collegeDivisions, { message: 'Division must be D1, D2 or D3' }).optional());

export const schoolOptionsQuerySchema = z.object({ division: divisionParam });
export type SchoolOptionsQuery = z.input<typeof schoolOptionsQuerySchema>;

/** school option (docs/spec/part-2-colleges-tracker-scoring.md section 3): school_id, school_name, division, conference. */
export const schoolOptionSchema = z.object({
  schoolId: z.number().int(),
  schoolName: z.string(),
  division: z.string(),
  conference: z.string().nullable(),
});
export type SchoolOption = z.infer<typeof schoolOptionSchema>;
export const schoolOptionsResponseSchema = z.object({ options: z.array(schoolOptionSchema) });
export type SchoolOptionsResponse = z.infer<typeof schoolOptionsResponseSchema>;

/** Only schools with a non-blank school_id, school_name and division are offered. */
export const isCompleteSchoolOption = (s: {
  schoolId?: number | null;
  schoolName?: string | null;
  division?: string | null;
}): boolean =>
  s.schoolId != null && Number.isFinite(s.schoolId) && s.schoolId > 0 && !!s.schoolName?.trim() && !!s.division?.trim();

/** Ordered by division, then by school name. */
export function sortSchoolOptions<T extends { schoolName: string; division: string }>(options: readonly T[]): T[] {
  return [...options].sort((a, b) => a.division.localeCompare(b.division) || a.schoolName.localeCompare(b.schoolName));
}

/**
 * A division as one reads it inside a label: the reference data's junior-college divisions are written
 * 'JUCO (NJCAA D2)' (docs/reference-data.md), which inside '{school name} ({division})' nests parentheses, so they read
 * 'NJCAA D2'; every other division (D1, D2, D3, NAIA, CCCAA, NWAC, USCAA) is shown as stored.
 */
export const divisionLabel = (division: string): string => {
  const d = division.trim();
  const juco = /^JUCO\s*\((.+)\)$/i.exec(d);
  return juco ? juco[1]!.trim() : d;
};

/**
 * The picker option text: '{school name} ({division})' — the one place a college option is formatted. The name is the
 * data's `school_name` for every division (NCAA short names; the program list's name elsewhere, which has no shorter
 * form in the data), never the IPEDS full name.
 */
export const schoolOptionLabel = (s: { schoolName: string; division: string }): string =>
  `${s.schoolName.trim()} (${divisionLabel(s.division)})`;
