import { z } from 'zod';
import { batsOptions, gradYearOptions, positions, throwsOptions } from '../shared/lists.ts';
import { latestMetricSchema, metricSourcesMapSchema } from '../metrics-sources/sources.ts';
import { submissionFieldRules, submissionMessages, type SubmissionNumberField } from '../scoring/submission-input.ts';
import { teamGuardianSchema } from './team-messages.ts';

const commitmentSchemaOut = z.object({
  schoolId: z.number(),
  schoolName: z.string(),
  division: z.string().nullable(),
  conference: z.string().nullable(),
  commitmentDate: z.string(),
});
export type CommitmentView = z.infer<typeof commitmentSchemaOut>;
export { commitmentSchemaOut as commitmentViewSchema };

export const teamInviteSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  primaryPosition: z.string(),
  graduationYear: z.number(),
  isPostgradDisplay: z.boolean(),
  status: z.string(),
  sentAt: z.string().nullable(),
  createdAt: z.string(),
  /** The last invitation e-mail (InviteMailStatus, and when the mail server took it), or null if none was queued. */
  mail: z.object({ status: z.string(), sentAt: z.string().nullable() }).nullable(),
  /** The parent's or guardian's e-mail the coach gave; sending the invite invites them too (docs/decisions/0064-coaches-and-families.md). */
  guardianEmail: z.string().nullable(),
});
export type TeamInvite = z.infer<typeof teamInviteSchema>;

export const submissionRowSchema = z.object({
  id: z.string(),
  userId: z.string(),
  paymentStatus: z.string(),
  teamFunded: z.boolean(),
  height: z.number().nullable(),
  weight: z.number().nullable(),
  sixty: z.number().nullable(),
  throwVelocity: z.number().nullable(),
  exitVelocity: z.number().nullable(),
  fastballVelocity: z.number().nullable(),
  fbSpinRate: z.number().nullable(),
  strikePercentage: z.number().nullable(),
  throws: z.string().nullable(),
  bats: z.string().nullable(),
  submittedPosition: z.string().nullable(),
  graduationYear: z.number().nullable(),
  isPostgradDisplay: z.boolean(),
  submittedScore: z.number().nullable(),
  /** the best position and its score: the headline (`headlineScore`, docs/decisions/0048-one-headline-score.md) */
  bestPosition: z.string().nullable(),
  bestScore: z.number().nullable(),
  createdAt: z.string(),
  editedAt: z.string().nullable(),
  /** the source of each metric with a value (docs/decisions/0062-metric-sources.md) */
  sources: metricSourcesMapSchema.default({}),
});
export type SubmissionRow = z.infer<typeof submissionRowSchema>;

export const teamMemberRowSchema = z.object({
  id: z.string(),
  userId: z.string().nullable(),
  playerName: z.string().nullable(),
  playerEmail: z.string().nullable(),
  joinedAt: z.string(),
  gameScore: z.number().nullable(),
  hitScore: z.number().nullable(),
  fieldPitchScore: z.number().nullable(),
  commitmentSchoolId: z.number().nullable(),
  commitment: commitmentSchemaOut.nullable(),
  primaryPosition: z.string().nullable(),
  graduationYear: z.number().nullable(),
  isPostgradDisplay: z.boolean(),
  hasCompletedDashboard: z.boolean(),
  lastLogin: z.string().nullable(),
  latestSubmission: submissionRowSchema.nullable(),
  /** The player's linked guardians who share with coaches (docs/decisions/0064-coaches-and-families.md). */
  guardians: z.array(teamGuardianSchema),
});
export type TeamMemberRow = z.infer<typeof teamMemberRowSchema>;

/**
 * Everything the Player Management card shows (one request): members, each with their latest visible submission (the
 * Overview, Dashboards and Top Metrics tabs), and pending invites. A member's older submissions are not part of it: no
 * tab shows them (docs/decisions/0035-team-players-answer.md).
 */
export const teamPlayersSchema = z.object({
  teamCode: z.string(),
  members: z.array(teamMemberRowSchema),
  invites: z.array(teamInviteSchema),
});
export type TeamPlayers = z.infer<typeof teamPlayersSchema>;

/** College Interaction (docs/spec/part-1-accounts-teams-organizations.md Player summary). */
export const contactActionViewSchema = z.object({
  actionType: z.string(),
  completed: z.boolean(),
  completedDate: z.string().nullable(),
  notes: z.string().nullable(),
});
export const followedCollegeSchema = z.object({
  trackerId: z.string(),
  schoolId: z.number(),
  schoolName: z.string(),
  division: z.string().nullable(),
  conference: z.string().nullable(),
  pocName: z.string().nullable(),
  statusNotes: z.string().nullable(),
  actions: z.array(contactActionViewSchema),
});
export const playerCollegeSummarySchema = z.object({
  memberId: z.string(),
  userId: z.string().nullable(),
  playerName: z.string().nullable(),
  playerEmail: z.string().nullable(),
  submittedPosition: z.string().nullable(),
  graduationYear: z.number().nullable(),
  highSchool: z.string().nullable(),
  highSchoolState: z.string().nullable(),
  commitment: commitmentSchemaOut.nullable(),
  coachNotes: z.object({ id: z.string(), notes: z.string() }).nullable(),
  totalActions: z.number(),
  completedActions: z.number(),
  offersReceived: z.number(),
  followedColleges: z.array(followedCollegeSchema),
});
export type PlayerCollegeSummary = z.infer<typeof playerCollegeSummarySchema>;
export const collegeInteractionSchema = z.object({ players: z.array(playerCollegeSummarySchema) });

/** Player Roster (team-code based) and the Player Profile modal. */
export const teamRosterPlayerSchema = z.object({
  memberId: z.string(),
  userId: z.string().nullable(),
  playerName: z.string(),
  playerEmail: z.string().nullable(),
  position: z.string().nullable(),
  graduationYear: z.number().nullable(),
  isPostgradDisplay: z.boolean(),
  lastLogin: z.string().nullable(),
  /** the latest submission's headline score (`headlineScore`) and the position it is at */
  latestScore: z.number().nullable(),
  latestScorePosition: z.string().nullable(),
  hitScore: z.number().nullable(),
  fieldPitchScore: z.number().nullable(),
  commitment: commitmentSchemaOut.nullable(),
  status: z.enum(['completed', 'registered']),
  latestSubmissionId: z.string().nullable(),
});
export type TeamRosterPlayer = z.infer<typeof teamRosterPlayerSchema>;
export const teamRosterSchema = z.object({
  teamCode: z.string(),
  teamName: z.string(),
  players: z.array(teamRosterPlayerSchema),
});
export type TeamRoster = z.infer<typeof teamRosterSchema>;

export const playerProfileSchema = z.object({
  userId: z.string(),
  teamCode: z.string(),
  teamName: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string(),
  phone: z.string().nullable(),
  highSchool: z.string().nullable(),
  highSchoolState: z.string().nullable(),
  graduationYear: z.number().nullable(),
  isPostgradDisplay: z.boolean(),
  primaryPosition: z.string().nullable(),
  heightInches: z.number().nullable(),
  weightLbs: z.number().nullable(),
  bats: z.string().nullable(),
  throws: z.string().nullable(),
  /** the latest submission's headline score (`headlineScore`) and the position it is at */
  latestScore: z.number().nullable(),
  latestScorePosition: z.string().nullable(),
  commitment: commitmentSchemaOut.nullable(),
  followedColleges: z.array(
    z.object({
      schoolId: z.number(),
      schoolName: z.string(),
      division: z.string().nullable(),
      conference: z.string().nullable(),
    }),
  ),
  memberSince: z.string(),
  /** the latest submission's metrics, each with its date and source (docs/decisions/0062-metric-sources.md) */
  latestMetrics: z.array(latestMetricSchema).default([]),
});
export type PlayerProfile = z.infer<typeof playerProfileSchema>;

/** Public view of an invitation for /accept-invite. */
export const inviteViewSchema = z.object({
  teamName: z.string(),
  teamCode: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  hasAccount: z.boolean(),
});
export type InviteView = z.infer<typeof inviteViewSchema>;

/**
 * Edit Submission (coach, docs/spec/part-2-colleges-tracker-scoring.md): only changed fields are sent, as numbers; empty or invalid → null. A number
 * must be in the same range as on the player's own form (height 48–96 in, weight 50–400 lbs …).
 */
const rangeMessages: Partial<Record<SubmissionNumberField, string>> = {
  height: submissionMessages.heightRange,
  weight: submissionMessages.weightRange,
};
const nullableNumber = (field: SubmissionNumberField) => {
  const r = submissionFieldRules[field];
  const message = rangeMessages[field] ?? `${r.label} must be between ${r.min} and ${r.max} ${r.unit}`;
  return z.number().finite().min(r.min, message).max(r.max, message).nullable();
};
export const editSubmissionSchema = z.object({
  changes: z
    .object({
      height: nullableNumber('height'),
      weight: nullableNumber('weight'),
      sixty: nullableNumber('sixty'),
      throwVelocity: nullableNumber('throwVelocity'),
      exitVelocity: nullableNumber('exitVelocity'),
      fastballVelocity: nullableNumber('fastballVelocity'),
      fbSpinRate: nullableNumber('fbSpinRate'),
      strikePercentage: nullableNumber('strikePercentage'),
      throws: z.enum(throwsOptions).nullable(),
      bats: z.enum(batsOptions).nullable(),
      submittedPosition: z.enum(positions),
      graduationYear: z
        .number({ message: submissionMessages.graduationYear })
        .int(submissionMessages.graduationYear)
        .refine((y) => (gradYearOptions as readonly number[]).includes(y), submissionMessages.graduationYear)
        .nullable(),
    })
    .partial()
    .refine((c) => Object.keys(c).length > 0, { message: 'No changes to save' }),
  editReason: z.string().trim().min(1, 'Please provide a reason for this edit.').max(1000),
});
export type EditSubmissionInput = z.input<typeof editSubmissionSchema>;
export const editableSubmissionFields = [
  'height',
  'weight',
  'sixty',
  'throwVelocity',
  'exitVelocity',
  'fastballVelocity',
  'fbSpinRate',
  'strikePercentage',
  'throws',
  'bats',
  'submittedPosition',
  'graduationYear',
] as const;
export type EditableSubmissionField = (typeof editableSubmissionFields)[number];
const textFields: readonly EditableSubmissionField[] = ['throws', 'bats', 'submittedPosition'];
/** Input steps, the player's form's (0.1 for height, weight, velocities and strike %; 0.01 for the 60-yard time). */
export const submissionFieldStep: Partial<Record<EditableSubmissionField, number>> = {
  ...Object.fromEntries(Object.entries(submissionFieldRules).map(([k, r]) => [k, r.step])),
  graduationYear: 1,
};

/** The changed fields of a form (strings from inputs) against the original: numbers, empty/invalid → null, year integer. */
export function changedSubmissionFields(
  original: Partial<Record<EditableSubmissionField, unknown>>,
  form: Partial<Record<EditableSubmissionField, string>>,
) {
  const changes: Record<string, unknown> = {};
  for (const f of editableSubmissionFields) {
    if (!(f in form)) continue;
    const raw = (form[f] ?? '').trim();
    let value: unknown;
    if (textFields.includes(f)) value = raw === '' ? null : raw;
    else {
      const n = Number(raw);
      value = raw === '' || !Number.isFinite(n) ? null : f === 'graduationYear' ? Math.trunc(n) : n;
    }
    const before = original[f] ?? null;
    if (value !== before) changes[f] = value;
  }
  return changes as EditSubmissionInput['changes'];
}
/** Save is enabled only when something changed and a non-blank reason is present. */
export const canSaveSubmissionEdit = (changes: object, reason: string) =>
  Object.keys(changes).length > 0 && reason.trim().length > 0;

/** PUT /api/teams/:code/members/:memberId/commitment and PUT /api/me/commitment */
export const commitmentResultSchema = z.object({
  profileSynced: z.boolean(),
  commitment: commitmentSchemaOut.nullable(),
});
export type CommitmentResult = z.infer<typeof commitmentResultSchema>;
/**
 * POST /api/teams/:code/invites/import: how many invites were created, and the rows refused because the team has no
 * room for them (docs/decisions/0041-team-player-cap.md), each with its message.
 */
export const importPlayersResultSchema = z.object({
  count: z.number(),
  refused: z.array(z.object({ row: z.number(), message: z.string() })),
});
