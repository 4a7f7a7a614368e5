import { z } from 'zod';
import { accountRoles } from '../access/roles.ts';
import { positions } from '../shared/lists.ts';
import { PITCHER_VELO_SPLIT, scoringMetrics, weightConditions } from '../scoring/tables.ts';

/** Site administration (docs/decisions/0009-site-administration.md). */
export const adminMessages = {
  forbidden: 'Only site administrators can use the admin area.',
  cannotChangeSelf: 'You cannot disable or demote your own account.',
  userNotFound: 'User not found.',
  mailNotFailed: 'Only a failed mail can be sent again.',
  domainTaken: 'A white-label property for this domain already exists.',
  weightsSum: (group: string, sum: number) => `Weights for ${group} must sum to 1 (they sum to ${sum.toFixed(3)}).`,
  heightsRange: 'Heights must be whole inches between 48 and 96.',
  heightsDuplicate: (h: number) => `Height ${h} appears more than once.`,
  heightsGap: (h: number) => `Heights must be consecutive: ${h} is missing.`,
  rescoreRunning: 'Submissions are being re-scored. Try again when it has finished.',
} as const;

export const adminUserQuerySchema = z.object({
  q: z.string().trim().max(120).optional().default(''),
  role: z.enum(accountRoles).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});

export const adminUserUpdateSchema = z
  .object({ role: z.enum(accountRoles, { message: 'Choose a role' }).optional(), disabled: z.boolean().optional() })
  .refine((v) => v.role !== undefined || v.disabled !== undefined, { message: 'Nothing to change' });
export type AdminUserUpdate = z.infer<typeof adminUserUpdateSchema>;

/**
 * A site admin may not disable or demote their own account (docs/decisions/0009-site-administration.md): the last
 * step would lock them out of the admin area they are using. Changing someone else, or keeping oneself an enabled
 * admin, is allowed.
 */
export function changesOwnAccessAway(actorId: string, targetId: string, change: AdminUserUpdate): boolean {
  return actorId === targetId && (change.disabled === true || (change.role !== undefined && change.role !== 'admin'));
}

/** A host name (no scheme, port or path), lower-cased. */
const HOST = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/;
export const whiteLabelSchema = z.object({
  domain: z.string().trim().toLowerCase().regex(HOST, 'Enter a host name such as teams.example.com'),
  logoUrl: z
    .string()
    .trim()
    .optional()
    .nullable()
    .transform((v) => (v ? v : null))
    .refine(
      (v) => v === null || /^https?:\/\/\S+$/.test(v) || /^\/\S+$/.test(v),
      'Enter an https:// address or a path such as /uploads/logo.png',
    ),
  appName: z
    .string()
    .trim()
    .max(60)
    .optional()
    .nullable()
    .transform((v) => (v ? v : null)),
  isActive: z.boolean().default(true),
});
export type WhiteLabelInput = z.input<typeof whiteLabelSchema>;

/** Scoring tables (docs/decisions/0014-scoring-tables.md). Weights per position and condition sum to 1 ± 0.001. */
export const WEIGHT_TOLERANCE = 0.001;
export const weightRowSchema = z.object({
  position: z.enum(positions),
  condition: z.string().trim().max(40).default(''),
  metric: z.enum(scoringMetrics),
  weight: z.number().min(0, 'Weights cannot be negative').max(1, 'A weight cannot exceed 1'),
});
export type WeightRow = z.infer<typeof weightRowSchema>;

/** A weight condition in the product's words (the stored keys are 'velo>=87.1' and 'velo<87.1'); others as stored. */
export const weightConditionLabel = (condition: string): string =>
  condition === weightConditions.veloAtLeastSplit
    ? `fastball ${PITCHER_VELO_SPLIT} mph or faster`
    : condition === weightConditions.veloBelowSplit
      ? `fastball under ${PITCHER_VELO_SPLIT} mph`
      : condition;

export const weightGroupLabel = (r: { position: string; condition: string }) =>
  r.condition ? `${r.position} (${weightConditionLabel(r.condition)})` : r.position;

/** Every position+condition group's weights must sum to 1 ± 0.001. Returns one message per failing group. */
export function weightProblems(rows: readonly WeightRow[]): string[] {
  const sums = new Map<string, number>();
  for (const r of rows) sums.set(weightGroupLabel(r), (sums.get(weightGroupLabel(r)) ?? 0) + r.weight);
  return [...sums]
    .filter(([, sum]) => Math.abs(sum - 1) > WEIGHT_TOLERANCE)
    .map(([group, sum]) => adminMessages.weightsSum(group, sum));
}

export const weightsUpdateSchema = z
  .object({ rows: z.array(weightRowSchema).min(1, 'Add at least one weight') })
  .superRefine((v, ctx) => {
    for (const message of weightProblems(v.rows)) ctx.addIssue({ code: 'custom', message, path: ['rows'] });
  });

/** Height–position scores: one row per inch, heights 48–96, no duplicates or gaps. Scores 0–100. */
export const HEIGHT_MIN = 48;
export const HEIGHT_MAX = 96;
const score = z.number().min(0, 'Scores are between 0 and 100').max(100, 'Scores are between 0 and 100');
export const heightRowSchema = z.object({
  height: z
    .number()
    .int(adminMessages.heightsRange)
    .min(HEIGHT_MIN, adminMessages.heightsRange)
    .max(HEIGHT_MAX, adminMessages.heightsRange),
  firstBase: score,
  thirdBase: score,
  c: score,
  mif: score,
  of: score,
  lhp: score,
  rhp: score,
});
export type HeightRow = z.infer<typeof heightRowSchema>;

export function heightProblems(rows: ReadonlyArray<{ height: number }>): string[] {
  const seen = new Set<number>();
  const problems: string[] = [];
  for (const r of rows) {
    if (seen.has(r.height)) problems.push(adminMessages.heightsDuplicate(r.height));
    seen.add(r.height);
  }
  if (seen.size) {
    const min = Math.min(...seen);
    const max = Math.max(...seen);
    for (let h = min; h <= max; h++) if (!seen.has(h)) problems.push(adminMessages.heightsGap(h));
  }
  return problems;
}

export const heightsUpdateSchema = z
  .object({ rows: z.array(heightRowSchema).min(1, 'Add at least one height') })
  .superRefine((v, ctx) => {
    for (const message of heightProblems(v.rows)) ctx.addIssue({ code: 'custom', message, path: ['rows'] });
  });

export const rescoreStatusSchema = z.object({
  state: z.enum(['idle', 'running', 'done', 'failed']),
  done: z.number(),
  total: z.number(),
  error: z.string().nullable(),
  finishedAt: z.string().nullable(),
});
export type RescoreStatus = z.infer<typeof rescoreStatusSchema>;

/*
 * Response schemas of the admin routes (docs/decisions/0009-site-administration.md): the server presents through
 * them (`response` of each route) and the web parses its answers with the same schemas.
 */
export const adminUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.enum(accountRoles),
  disabled: z.boolean(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
  organizationId: z.string().nullable(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;
export const adminUserPageSchema = z.object({
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  users: z.array(adminUserSchema),
});
export type AdminUserPage = z.infer<typeof adminUserPageSchema>;
/** PATCH /api/admin/users/:id */
export const adminUserUpdatedSchema = adminUserSchema.pick({ id: true, email: true, role: true, disabled: true });

export const adminTeamSchema = z.object({
  teamCode: z.string(),
  teamName: z.string(),
  teamType: z.string(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  paymentStatus: z.string(),
  ownerEmail: z.string(),
  createdAt: z.string(),
  players: z.number(),
});
export type AdminTeam = z.infer<typeof adminTeamSchema>;
export const adminTeamListSchema = z.object({ teams: z.array(adminTeamSchema) });

export const adminOrganizationSchema = z.object({
  id: z.string(),
  name: z.string(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  joinCode: z.string(),
  isActive: z.boolean(),
  contactEmail: z.string().nullable(),
  teams: z.number(),
  programAdmins: z.number(),
});
export type AdminOrganization = z.infer<typeof adminOrganizationSchema>;
export const adminOrganizationListSchema = z.object({ organizations: z.array(adminOrganizationSchema) });

export const whiteLabelViewSchema = z.object({
  id: z.string(),
  domain: z.string(),
  logoUrl: z.string().nullable(),
  appName: z.string().nullable(),
  isActive: z.boolean(),
});
export type WhiteLabel = z.infer<typeof whiteLabelViewSchema>;
export const whiteLabelListSchema = z.object({ properties: z.array(whiteLabelViewSchema) });

export const adminSupportRequestSchema = z.object({
  id: z.string(),
  subject: z.string(),
  message: z.string(),
  userEmail: z.string(),
  userName: z.string(),
  status: z.string(),
  createdAt: z.string(),
});
export type AdminSupportRequest = z.infer<typeof adminSupportRequestSchema>;
export const adminSupportRequestListSchema = z.object({ requests: z.array(adminSupportRequestSchema) });
/** PATCH /api/admin/support-requests/:id and POST /api/admin/outbox/:id/retry: the row's id and new status. */
export const adminStatusResultSchema = z.object({ id: z.string(), status: z.string() });

export const adminMailSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  kind: z.string(),
  status: z.string(),
  attempts: z.number(),
  error: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
  sentAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminMail = z.infer<typeof adminMailSchema>;
export const adminOutboxSchema = z.object({ mail: z.array(adminMailSchema) });

export const adminScoringTablesSchema = z.object({
  weights: z.array(weightRowSchema),
  heights: z.array(heightRowSchema),
  rescore: rescoreStatusSchema,
  rescoreAvailable: z.boolean(),
});
export type AdminScoringTables = z.infer<typeof adminScoringTablesSchema>;
/** PUT /api/admin/scoring-tables/weights and /heights */
export const scoringTableSavedSchema = z.object({ saved: z.number(), rescore: rescoreStatusSchema });

/** GET /api/admin/jobs: background jobs, newest first (docs/decisions/0021-durable-jobs.md). */
export const adminJobSchema = z.object({
  id: z.string(),
  kind: z.string(),
  status: z.enum(['queued', 'running', 'done', 'failed']),
  done: z.number(),
  total: z.number(),
  attempts: z.number(),
  error: z.string().nullable(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
});
export type AdminJob = z.infer<typeof adminJobSchema>;
export const adminJobListSchema = z.object({ jobs: z.array(adminJobSchema) });
