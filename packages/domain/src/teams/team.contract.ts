import { z } from 'zod';
import { optionalText } from '../contracts/fields.ts';
import { teamTypes } from '../lists/index.ts';

/** The team card's not-found state (spec part 1 section 2). */
export const TEAM_NOT_FOUND = 'Team information not found.';

/** TeamID (team code): upper-case letters and digits, at most 12 characters (spec part 1 section 5 Join). */
export const TEAM_CODE_MAX = 12;
export const teamCodeField = z
  .string()
  .trim()
  .toUpperCase()
  .min(1, 'Please enter a team code')
  .max(TEAM_CODE_MAX, 'Please enter a team code');

/** Team logo: at most 5MB, images only (spec part 1 sections 5 and 8). */
export const LOGO_MAX_BYTES = 5 * 1024 * 1024;
export const LOGO_TOO_LARGE = 'Please select a logo smaller than 5MB.';
export const LOGO_NOT_IMAGE = 'Please select an image file.';
export const LOGO_TOO_LARGE_WIZARD = 'Please select a logo image under 5MB.';
export const logoImageTypes = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;

/** Checks a chosen logo before upload: returns the error (title, description) or null. */
export function checkLogoFile(file: { size: number; type: string }): { title: string; description: string } | null {
  if (!file.type.startsWith('image/')) return { title: 'Invalid file type', description: LOGO_NOT_IMAGE };
  if (file.size > LOGO_MAX_BYTES) return { title: 'File too large', description: LOGO_TOO_LARGE };
  return null;
}


/** Handles are stored without the leading @ (shown and linked without it). */
const handleField = z
  .string()
  .trim()
  .max(60)
  .nullish()
  .transform((v) => (v ? v.replace(/^@+/, '') || null : null));

/** Create team, step 1 and step 2 (spec part 1 section 5 Create team). */
export const createTeamStep1Schema = z.object({
  teamName: z.string().trim().min(2, 'Team name must be at least 2 characters').max(80),
  teamType: z.enum(teamTypes, { message: 'Please select a team type' }),
  city: z.string().trim().min(2, 'City is required').max(80),
  state: z.string().trim().min(2, 'State is required').max(40),
  pocEmail: z.string().trim().toLowerCase().pipe(z.email({ message: 'Please enter a valid email address' })),
});
export const createTeamSchema = createTeamStep1Schema.extend({
  twitterHandle: handleField,
  instagramHandle: handleField,
});
export type CreateTeamInput = z.input<typeof createTeamSchema>;
/** Creation constants (spec part 1 section 9). */
export const TEAM_MAX_PLAYERS = 20;
export const TEAM_COST = 0;
export const TEAM_WIZARD_STEPS = 2;
export const TEAM_CREATED_REDIRECT_MS = 3000;
export const TEAM_CODE_CHECK_DEBOUNCE_MS = 500;

/** Edit Team Information (spec part 1 section 5 Edit team): empty optional fields are saved as null. */
export const updateTeamSchema = z.object({
  teamName: z.string().trim().min(1, 'Team name is required').max(80),
  city: optionalText(80),
  state: optionalText(40),
  pocEmail: z
    .string()
    .trim()
    .toLowerCase()
    .nullish()
    .transform((v) => (v ? v : null))
    .pipe(z.email({ message: 'Please enter a valid email address' }).nullable()),
  teamUrl: z
    .string()
    .trim()
    .nullish()
    .transform((v) => (v ? v : null))
    .pipe(z.url({ message: 'Please enter a valid URL' }).nullable()),
  twitterHandle: handleField,
  instagramHandle: handleField,
});
export type UpdateTeamInput = z.input<typeof updateTeamSchema>;

export const joinTeamSchema = z.object({ teamCode: teamCodeField });
export const organizationCodeSchema = z.object({ organizationCode: z.string().trim().min(1, 'Please enter an organization code') });

export const teamAbilitiesSchema = z.object({
  view: z.boolean(),
  manage: z.boolean(),
  editTeam: z.boolean(),
  managePlayers: z.boolean(),
  ratePlayers: z.boolean(),
  recordCommitments: z.boolean(),
  editSubmissions: z.boolean(),
  requestOrganization: z.boolean(),
});

export const teamSummarySchema = z.object({
  teamCode: z.string(),
  teamName: z.string(),
  teamType: z.string(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  logoUrl: z.string().nullable(),
});
export type TeamSummary = z.infer<typeof teamSummarySchema>;

export const coachEntrySchema = z.object({
  userId: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string(),
  phone: z.string().nullable(),
  role: z.string(),
  isOwner: z.boolean(),
  joinedAt: z.string(),
});
export type CoachEntry = z.infer<typeof coachEntrySchema>;

export const teamDetailSchema = teamSummarySchema.extend({
  teamUrl: z.string().nullable(),
  twitterHandle: z.string().nullable(),
  instagramHandle: z.string().nullable(),
  pocEmail: z.string().nullable(),
  maxPlayers: z.number(),
  activePlayers: z.number(),
  paymentStatus: z.string(),
  createdAt: z.string(),
  ownerId: z.string(),
  coaches: z.array(coachEntrySchema),
  /** Name of an organization with an approved request for this team ('Member of {organization name}'). */
  memberOfOrganization: z.string().nullable(),
  /** True when one of the user's organization requests is approved (hides 'Request to Join Organization'). */
  hasApprovedOrganizationRequest: z.boolean(),
  abilities: teamAbilitiesSchema,
});
export type TeamDetail = z.infer<typeof teamDetailSchema>;

export const myTeamsSchema = z.object({ teams: z.array(teamSummarySchema) });
export type MyTeams = z.infer<typeof myTeamsSchema>;

export const teamCodeCheckSchema = z.object({ isValid: z.boolean(), teamName: z.string().nullable(), errorMessage: z.string().nullable() });
export type TeamCodeCheck = z.infer<typeof teamCodeCheckSchema>;

export const joinTeamResultSchema = z.object({ success: z.boolean(), alreadyMember: z.boolean(), teamName: z.string(), teamCode: z.string(), message: z.string() });
export type JoinTeamResult = z.infer<typeof joinTeamResultSchema>;

/** The user's team list merges coach, administrator and team-coach teams, de-duplicated by team code (newest first). */
export function mergeTeamLists<T extends { teamCode: string; createdAt?: string | Date | null }>(...lists: T[][]): T[] {
  const seen = new Map<string, T>();
  for (const list of lists) for (const t of list) if (!seen.has(t.teamCode)) seen.set(t.teamCode, t);
  return [...seen.values()].sort((a, b) => new Date(b.createdAt ?? 0).getTime() - new Date(a.createdAt ?? 0).getTime());
}

/** The owner is listed first with 'Team Owner'; others show their stored role (default 'coach'). */
export function coachRoleLabel(entry: { isOwner: boolean; role?: string | null }): string {
  return entry.isOwner ? 'Team Owner' : entry.role || 'coach';
}

/**
 * TeamID generation: upper-case, at most 12 characters: up to 6 letters of the team name, then random characters
 * from an unambiguous alphabet. `random` returns numbers in [0, 1); the server retries on a collision.
 */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export function generateTeamCode(teamName: string, random: () => number = Math.random, randomLength = 4): string {
  const prefix = teamName.toUpperCase().replace(/[^A-Z0-9]/g, '').slice(0, 6);
  let suffix = '';
  for (let i = 0; i < randomLength; i++) suffix += CODE_ALPHABET[Math.floor(random() * CODE_ALPHABET.length)];
  return (prefix + suffix).slice(0, TEAM_CODE_MAX);
}
