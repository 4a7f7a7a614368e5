import { z } from 'zod';
import { optionalLine, optionalWebsite, singleLineText } from '../shared/fields.ts';
import { teamTypes } from '../shared/lists.ts';
import { staffStatuses } from '../access/team-staff.ts';
import { abilitiesSchema } from '../access/abilities.contract.ts';

/** The team card's not-found state (docs/spec/part-1-accounts-teams-organizations.md section 2). */
export const TEAM_NOT_FOUND = 'Team information not found.';

/** TeamID (team code): upper-case letters and digits, at most 12 characters (docs/spec/part-1-accounts-teams-organizations.md section 5 Join). */
export const TEAM_CODE_MAX = 12;
/** The Join dialog's empty-code messages (docs/spec/part-1-accounts-teams-organizations.md section 5 Join). */
export const joinCodeMessages = {
  teamCodeRequired: 'Please enter a team code',
  organizationCodeRequired: 'Please enter an organization code',
} as const;
export const teamCodeField = z
  .string()
  .trim()
  .toUpperCase()
  .min(1, joinCodeMessages.teamCodeRequired)
  .max(TEAM_CODE_MAX, joinCodeMessages.teamCodeRequired);

/** Team logo: at most 5MB, images only (docs/spec/part-1-accounts-teams-organizations.md sections 5 and 8). */
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

/** Create team, step 1 and step 2 (docs/spec/part-1-accounts-teams-organizations.md section 5 Create team). */
export const createTeamStep1Schema = z.object({
  teamName: singleLineText().min(2, 'Team name must be at least 2 characters').max(80),
  teamType: z.enum(teamTypes, { message: 'Please select a team type' }),
  city: singleLineText().min(2, 'City is required').max(80),
  state: singleLineText().min(2, 'State is required').max(40),
  pocEmail: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.email({ message: 'Please enter a valid email address' })),
});
export const createTeamSchema = createTeamStep1Schema.extend({
  twitterHandle: handleField,
  instagramHandle: handleField,
});
export type CreateTeamInput = z.input<typeof createTeamSchema>;
/** Creation constants (docs/spec/part-1-accounts-teams-organizations.md section 9). */
export const TEAM_MAX_PLAYERS = 20;
export const TEAM_COST = 0;
export const TEAM_WIZARD_STEPS = 2;
export const TEAM_CREATED_REDIRECT_MS = 3000;
export const TEAM_CODE_CHECK_DEBOUNCE_MS = 500;

/** Edit Team Information (docs/spec/part-1-accounts-teams-organizations.md section 5 Edit team): empty optional fields are saved as null. */
export const updateTeamSchema = z.object({
  teamName: singleLineText().min(1, 'Team name is required').max(80),
  city: optionalLine(80),
  state: optionalLine(40),
  pocEmail: z
    .string()
    .trim()
    .toLowerCase()
    .nullish()
    .transform((v) => (v ? v : null))
    .pipe(z.email({ message: 'Please enter a valid email address' }).nullable()),
  teamUrl: optionalWebsite(),
  twitterHandle: handleField,
  instagramHandle: handleField,
});
export type UpdateTeamInput = z.input<typeof updateTeamSchema>;

/**
 * Join by TeamID; `submissionId` redeems the code with that submission of the player's own (redeem-team-code,
 * docs/spec/part-1-accounts-teams-organizations.md section 7; teams/redeem.ts).
 */
export const joinTeamSchema = z.object({
  teamCode: teamCodeField,
  submissionId: z.uuid({ message: 'Submission not found' }).optional(),
});
export const organizationCodeSchema = z.object({
  organizationCode: z.string().trim().min(1, joinCodeMessages.organizationCodeRequired),
});

/** What the viewer may do with a team: one boolean per team rule, named by its action (access/policies.ts). */
export const teamAbilitiesSchema = abilitiesSchema('team');

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
  /** pending: joined by TeamID, waiting for the owner; only approved staff have team abilities. */
  status: z.enum(staffStatuses),
  /** What the viewer may do with this entry (Approve / Decline a pending coach, Remove an approved one). */
  actions: abilitiesSchema('staffEntry'),
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

/** The user's teams; `pending` marks a team whose owner has not yet approved the user as a coach. */
export const myTeamSchema = teamSummarySchema.extend({ pending: z.boolean() });
export const myTeamsSchema = z.object({ teams: z.array(myTeamSchema) });
export type MyTeams = z.infer<typeof myTeamsSchema>;

export const teamCodeCheckSchema = z.object({
  isValid: z.boolean(),
  teamName: z.string().nullable(),
  errorMessage: z.string().nullable(),
});
export type TeamCodeCheck = z.infer<typeof teamCodeCheckSchema>;

export const joinTeamResultSchema = z.object({
  success: z.boolean(),
  alreadyMember: z.boolean(),
  /** A coach's join is a request the team owner approves ('Request sent to the team owner'). */
  pending: z.boolean(),
  teamName: z.string(),
  teamCode: z.string(),
  message: z.string(),
  /** The redeemed submission as it is now (only when the join carried one). */
  submission: z.object({ id: z.string(), paymentStatus: z.string(), teamFunded: z.boolean() }).optional(),
});
/** Approve or decline a coach who joined by TeamID. */
export const staffDecisionSchema = z.object({
  decision: z.enum(['approve', 'decline'], { message: 'Choose approve or decline' }),
});
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
 * TeamID generation: upper-case, at most 12 characters: up to 3 letters of the team name, then 9 characters from an
 * unambiguous 32-character alphabet (45 bits, so guessing codes is hopeless). `randomIndex(n)` returns an integer in
 * [0, n) (the server passes `crypto.randomInt`); the server retries on a collision.
 */
export const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const TEAM_CODE_RANDOM_CHARS = 9;
/** Bits of randomness in `length` characters of CODE_ALPHABET. */
export const codeEntropyBits = (length: number) => length * Math.log2(CODE_ALPHABET.length);
export function randomCode(length: number, randomIndex: (n: number) => number): string {
  let code = '';
  for (let i = 0; i < length; i++) code += CODE_ALPHABET[randomIndex(CODE_ALPHABET.length)]!;
  return code;
}
export function generateTeamCode(teamName: string, randomIndex: (n: number) => number): string {
  const prefix = teamName
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, TEAM_CODE_MAX - TEAM_CODE_RANDOM_CHARS);
  return prefix + randomCode(TEAM_CODE_RANDOM_CHARS, randomIndex);
}

/** POST /api/teams/:code/logo */
export const teamLogoResultSchema = z.object({ logoUrl: z.string() });

/** POST /api/teams/:code/staff/:userId/decision and DELETE /api/teams/:code/staff/:userId: the coach's new status. */
export const staffResultSchema = z.object({ userId: z.string(), status: z.enum(staffStatuses) });
