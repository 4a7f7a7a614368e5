import { z } from 'zod';
import { INT4_MAX, isoDateField, singleLineText } from '../shared/fields.ts';
import { batsOptions, positions, throwsOptions } from '../shared/lists.ts';

/** Add Player (docs/spec/part-1-accounts-teams-organizations.md section 5). Graduation year: current year to current year + 10; default next year. */
export const defaultGraduationYear = (now = new Date()) => now.getFullYear() + 1;

const blankToNull = (v: unknown) => (v === '' || v === undefined ? null : v);

/**
 * A coach's invite or import may carry a parent's or guardian's e-mail: sending the invite invites the guardian too
 * (docs/decisions/0064-coaches-and-families.md). Optional; blank is none.
 */
export const guardianEmailMessages = {
  label: 'Guardian e-mail (optional)',
  hint: "Sending the invite also invites the parent or guardian to link to the player's account.",
  importHint: 'Guardian Email is optional: sending the invite also invites the guardian.',
  invalid: 'Please enter a valid email address',
  sameAsPlayer: "The guardian's e-mail must be different from the player's",
} as const;
const optionalGuardianEmail = (message?: string) =>
  z
    .preprocess(
      (v) => (v === undefined || v === null || (typeof v === 'string' && v.trim() === '') ? null : v),
      z
        .string()
        .trim()
        .toLowerCase()
        .max(254, message)
        .pipe(z.email(message ? { message } : undefined))
        .nullable(),
    )
    .default(null);
const guardianDiffers = (p: { email: string; guardianEmail: string | null }) => p.guardianEmail !== p.email;
const optionalInt = (min: number, max: number, message: string) =>
  z.preprocess(blankToNull, z.coerce.number({ message }).int(message).min(min, message).max(max, message).nullable());

export function makeAddPlayerSchema(currentYear = new Date().getFullYear()) {
  const gradMessage = `Graduation year must be between ${currentYear} and ${currentYear + 10}`;
  return z
    .object({
      firstName: singleLineText().min(1, 'First name is required').max(80),
      lastName: singleLineText().min(1, 'Last name is required').max(80),
      email: z
        .string()
        .trim()
        .toLowerCase()
        .min(1, 'Email is required')
        .pipe(z.email({ message: 'Please enter a valid email address' })),
      primaryPosition: z.enum(positions, { message: 'Primary position is required' }),
      graduationYear: z.coerce
        .number({ message: 'Graduation year is required' })
        .int(gradMessage)
        .min(currentYear, gradMessage)
        .max(currentYear + 10, gradMessage),
      isPostgradDisplay: z.boolean().default(false),
      zipCode: z
        .preprocess(blankToNull, z.string().trim().max(10, 'Zip code must be at most 10 characters').nullable())
        .default(null),
      highSchool: z.preprocess(blankToNull, singleLineText().max(120).nullable()).default(null),
      heightInches: optionalInt(48, 96, 'Height must be between 48 and 96 inches').default(null),
      weightLbs: optionalInt(50, 400, 'Weight must be between 50 and 400 lbs').default(null),
      bats: z.preprocess(blankToNull, z.enum(batsOptions).nullable()).default(null),
      throws: z.preprocess(blankToNull, z.enum(throwsOptions).nullable()).default(null),
      guardianEmail: optionalGuardianEmail(guardianEmailMessages.invalid),
    })
    .refine(guardianDiffers, { message: guardianEmailMessages.sameAsPlayer, path: ['guardianEmail'] });
}
export const addPlayerSchema = makeAddPlayerSchema();
export type AddPlayerInput = z.input<typeof addPlayerSchema>;
export type NewPlayer = z.output<typeof addPlayerSchema>;

/** CSV import (docs/spec/part-1-accounts-teams-organizations.md section 5). Column order of the file and the template. */
export const importColumns = [
  'First Name',
  'Last Name',
  'Email',
  'Primary Position',
  'Graduation Year',
  'Zip Code',
  'High School',
  'Height (inches)',
  'Weight (lbs)',
  'Bats',
  'Throws',
  'Guardian Email',
] as const;
export const IMPORT_TEMPLATE_FILE = 'player-import-template.csv';
export const IMPORT_PREVIEW_ROWS = 5;
export const importTemplateCsv = `${importColumns.join(',')}\nJohn,Smith,john.smith@example.com,OF,2027,12345,"Central High School, Springfield",72,180,Right,Right,jane.smith@example.com\n`;
export const importMessages = {
  invalidTypeTitle: 'Invalid file type',
  invalidType: 'Please upload a CSV file',
  tooShort: 'CSV file must contain a header row and at least one data row',
  insufficientColumns: (row: number) =>
    `Row ${row} has insufficient columns. Expected at least 5 (First Name, Last Name, Email, Primary Position, Graduation Year)`,
  invalidRow: (row: number) => `Row ${row} has invalid data. Please check all required fields.`,
} as const;
export const isCsvFileName = (name: string) => name.toLowerCase().endsWith('.csv');

/** One imported row: required fields as in Add Player; the graduation year must be numeric. */
export const importPlayerSchema = z
  .object({
    firstName: singleLineText().min(1).max(80),
    lastName: singleLineText().min(1).max(80),
    email: z.string().trim().toLowerCase().pipe(z.email()),
    primaryPosition: z.preprocess((v) => (typeof v === 'string' ? v.trim().toUpperCase() : v), z.enum(positions)),
    graduationYear: z.coerce.number().int().min(1900).max(2100),
    isPostgradDisplay: z.boolean().default(false),
    zipCode: z.preprocess(blankToNull, z.string().trim().max(10).nullable()).default(null),
    highSchool: z.preprocess(blankToNull, singleLineText().max(120).nullable()).default(null),
    heightInches: z.preprocess(blankToNull, z.coerce.number().int().min(48).max(96).nullable()).default(null),
    weightLbs: z.preprocess(blankToNull, z.coerce.number().int().min(50).max(400).nullable()).default(null),
    bats: z.preprocess(blankToNull, z.enum(batsOptions).nullable()).default(null),
    throws: z.preprocess(blankToNull, z.enum(throwsOptions).nullable()).default(null),
    /** The Guardian Email column: a bad address is the row's error, like any other column's. */
    guardianEmail: optionalGuardianEmail(),
  })
  .refine(guardianDiffers);
export type ImportPlayer = z.output<typeof importPlayerSchema>;
export const IMPORT_MAX_ROWS = 2000;
export const importPlayersSchema = z.object({
  players: z.array(z.unknown()).min(1, importMessages.tooShort).max(IMPORT_MAX_ROWS),
});

/** Validates parsed players; row numbers count the header as row 1. Throws-free: returns the first error. */
export function validateImportPlayers(
  players: readonly unknown[],
): { ok: true; players: ImportPlayer[] } | { ok: false; message: string } {
  if (players.length === 0) return { ok: false, message: importMessages.tooShort };
  const out: ImportPlayer[] = [];
  for (let i = 0; i < players.length; i++) {
    const r = importPlayerSchema.safeParse(players[i]);
    if (!r.success) return { ok: false, message: importMessages.invalidRow(i + 2) };
    out.push(r.data);
  }
  return { ok: true, players: out };
}

/** Turns CSV rows (header first, as parsed by papaparse) into players, or the spec's message for the first bad row. */
export function parseImportRows(
  rows: readonly (readonly string[])[],
): { ok: true; players: ImportPlayer[] } | { ok: false; message: string } {
  const nonEmpty = rows.filter((r) => r.some((c) => c.trim() !== ''));
  if (nonEmpty.length < 2) return { ok: false, message: importMessages.tooShort };
  const players: unknown[] = [];
  for (let i = 1; i < nonEmpty.length; i++) {
    const c = nonEmpty[i]!.map((v) => v.trim());
    if (c.length < 5) return { ok: false, message: importMessages.insufficientColumns(i + 1) };
    players.push({
      firstName: c[0],
      lastName: c[1],
      email: c[2],
      primaryPosition: c[3],
      graduationYear: c[4] === '' ? undefined : c[4],
      zipCode: c[5],
      highSchool: c[6],
      heightInches: c[7],
      weightLbs: c[8],
      bats: normaliseHand(c[9]),
      throws: normaliseHand(c[10]),
      guardianEmail: c[11],
    });
  }
  return validateImportPlayers(players);
}
const normaliseHand = (v: string | undefined) => (v ? v.charAt(0).toUpperCase() + v.slice(1).toLowerCase() : v);

/** Ratings (docs/spec/part-1-accounts-teams-organizations.md section 4): null Not Assessed, 1 Poor … 5 Excellent; red to green, grey when unrated. */
export const ratingKinds = ['game', 'hit', 'field_pitch'] as const;
export type RatingKind = (typeof ratingKinds)[number];
export const ratingKindLabels: Record<RatingKind, string> = {
  game: 'Game Score',
  hit: 'Hit Score',
  field_pitch: 'Field/Pitch Score',
};
export const ratingLabels: Record<number, string> = {
  1: 'Poor',
  2: 'Below Average',
  3: 'Average',
  4: 'Good',
  5: 'Excellent',
};
export const ratingLabel = (value: number | null | undefined) =>
  value == null ? 'Not Assessed' : (ratingLabels[value] ?? 'Not Assessed');
export type RatingTone = 'grey' | 'red' | 'orange' | 'yellow' | 'lime' | 'green';
export const ratingTone = (value: number | null | undefined): RatingTone =>
  value == null ? 'grey' : ((['red', 'orange', 'yellow', 'lime', 'green'] as const)[value - 1] ?? 'grey');
export const rateMemberSchema = z.object({
  kind: z.enum(ratingKinds),
  value: z.number().int().min(1).max(5).nullable(),
});
export const ratingToast = (kind: RatingKind, value: number | null) =>
  `${ratingKindLabels[kind]} ${value == null ? 'cleared' : 'updated'}`;
export const ratingFailure = (kind: RatingKind) =>
  `Failed to update ${ratingKindLabels[kind].toLowerCase()}. Please try again.`;

/** Commitments (docs/spec/part-1-accounts-teams-organizations.md section 4). */
export const commitmentSchema = z.object({
  schoolId: z.number().int().positive('Please choose a college').max(INT4_MAX, 'Please choose a college'),
  commitmentDate: isoDateField().optional(),
});
export const COMMITMENT_PROFILE_SYNC_SKIPPED =
  'Commitment updated in team; player profile sync skipped (missing user ID)';
/**
 * Removing a commitment (Overview and College Interaction share one button and this confirmation): clears the team
 * member's commitment and the player's own. Its errors are only logged (docs/spec/part-1-accounts-teams-organizations.md section 8).
 */
export const commitmentRemovalTexts = {
  button: 'Remove commitment',
  title: 'Remove Commitment',
  description: (playerName: string, schoolName: string) =>
    `Remove ${playerName}'s commitment to ${schoolName}? It is also cleared from the player's profile.`,
  confirm: 'Remove Commitment',
  none: 'No commitment',
} as const;

/** College Interaction row colour: committed green, has offers blue, follows schools orange, otherwise neutral. */
export function collegeRowTone(p: {
  committed: boolean;
  offers: number;
  followed: number;
}): 'green' | 'blue' | 'orange' | 'neutral' {
  if (p.committed) return 'green';
  if (p.offers > 0) return 'blue';
  if (p.followed > 0) return 'orange';
  return 'neutral';
}

/**
 * Top Metrics shows each player once, with their latest visible submission (the one their dashboard shows;
 * docs/spec/part-1-accounts-teams-organizations.md section 2, Player Management card): the team's members that have
 * one, as `latestSubmission`, named as the member list names them. Members without a visible submission are not listed.
 */
export function topMetricRows<S extends object>(
  members: ReadonlyArray<{ playerName: string | null; latestSubmission: S | null }>,
): Array<S & { playerName: string | null }> {
  return members.flatMap((m) => (m.latestSubmission ? [{ ...m.latestSubmission, playerName: m.playerName }] : []));
}

/** Roster status label: completed if the player has completed the dashboard, otherwise registered. */
export const rosterStatus = (hasCompletedDashboard: boolean) => (hasCompletedDashboard ? 'completed' : 'registered');

/** Invitation links (docs/decisions/0010-notifications.md: invites are e-mailed; links work for 14 days). */
export const INVITE_LIFETIME_DAYS = 14;
export const inviteMessages = {
  invalid: 'This invitation link is invalid.',
  cancelled: 'This invitation has been cancelled. Please ask your coach for a new invitation.',
  expired: 'This invitation has expired. Please ask your coach to send it again.',
  accepted: 'This invitation has already been accepted. Please sign in.',
  notSent: 'This invitation has not been sent yet.',
  wrongAccount: 'This invitation was sent to a different e-mail address. Please sign out and try again.',
} as const;
export type InviteState = 'pending' | 'cancelled' | 'accepted' | 'expired';
export function inviteState(
  invite: { status: string; expiresAt: string | Date | null },
  now = new Date(),
): InviteState {
  if (invite.status === 'cancelled') return 'cancelled';
  if (invite.status === 'accepted') return 'accepted';
  if (invite.expiresAt && new Date(invite.expiresAt).getTime() < now.getTime()) return 'expired';
  return 'pending';
}
/**
 * Where a pending invite's e-mail is: the server queues it in an outbox and sends it after the change commits, with
 * retries, so 'Send Invite' answers at once and the card says 'Invite queued' until the mail server has taken it.
 * 'kept': no mail server is configured and the mail is only kept for site admins.
 */
export type InviteMailStatus = 'queued' | 'sent' | 'failed' | 'kept';
export const inviteMailLabels: Record<InviteMailStatus, string> = {
  queued: 'Invite queued',
  sent: 'Invite sent',
  failed: 'Invite not delivered. Please send it again.',
  kept: 'Invite not e-mailed (no mail server)',
};
/** The label for an invite's last e-mail, or null when none was sent yet. */
export function inviteMailLabel(mail: { status: string } | null | undefined): string | null {
  if (!mail) return null;
  return inviteMailLabels[mail.status as InviteMailStatus] ?? null;
}
export const acceptInviteSchema = z.object({
  token: z.string().min(10, inviteMessages.invalid),
  password: z.string().max(128).optional(),
});

/** Generic sort for the roster and metric tables: nulls last, strings case-insensitive. */
export function sortRows<T>(
  rows: readonly T[],
  key: (r: T) => string | number | null | undefined,
  dir: 'asc' | 'desc',
): T[] {
  const sign = dir === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const x = key(a);
    const y = key(b);
    if (x == null && y == null) return 0;
    if (x == null) return 1;
    if (y == null) return -1;
    if (typeof x === 'number' && typeof y === 'number') return (x - y) * sign;
    return String(x).localeCompare(String(y), undefined, { sensitivity: 'base' }) * sign;
  });
}
