import { z } from 'zod';
import { submissionSchema } from '../scoring/submission.contract.ts';
import { metricSourceMessages as msg } from './messages.ts';
import {
  deviceKinds,
  metricSourceSchema,
  metricSourcesMapSchema,
  sourcedMetricSchema,
  sourcedMetrics,
} from './sources.ts';

/**
 * The API of metric sources (docs/decisions/0062-metric-sources.md): device files (preview, confirm), coach
 * verification, events and their results, and the metrics history. Request and response schemas; the server and the
 * web parse with these.
 */

/** The most a device file may hold (characters of its text): 1 MB. */
export const DEVICE_FILE_MAX_CHARS = 1_000_000;

// ---- device files --------------------------------------------------------------------------------------------------

/** POST /api/metrics/files/{preview,confirm} (and the coach's member routes): the file's name and its text. */
export const deviceFileBodySchema = z.object({
  fileName: z.string({ message: msg.fileName }).trim().min(1, msg.fileName).max(200),
  content: z.string({ message: msg.empty }).min(1, msg.empty).max(DEVICE_FILE_MAX_CHARS, msg.tooLarge),
});
export type DeviceFileBody = z.input<typeof deviceFileBodySchema>;

export const lineErrorSchema = z.object({ line: z.number().int().nullable(), message: z.string() });
export type LineErrorView = z.output<typeof lineErrorSchema>;

export const derivedValueSchema = z.object({
  metric: sourcedMetricSchema,
  label: z.string(),
  unit: z.string(),
  value: z.number(),
  /** 'max of 12 fastballs (average 86.9 mph)' */
  derivation: z.string(),
  average: z.number().nullable(),
});
export type DerivedValueView = z.output<typeof derivedValueSchema>;

/** What a file would give, nothing saved: its kind, rows, derived values, and every error with its line. */
export const devicePreviewSchema = z.object({
  fileName: z.string(),
  /** null when the file is of no known kind */
  kind: z.enum(deviceKinds).nullable(),
  kindLabel: z.string().nullable(),
  rowCount: z.number().int(),
  sessionDate: z.string().nullable(),
  derived: z.array(derivedValueSchema),
  errors: z.array(lineErrorSchema),
  /** no errors and at least one value: confirm would save */
  canConfirm: z.boolean(),
});
export type DevicePreview = z.output<typeof devicePreviewSchema>;

/** A submission with the source of each metric that has a value (and bat speed, an extra metric). */
export const sourcedSubmissionSchema = z.object({
  submission: submissionSchema,
  extraMetrics: z.partialRecord(z.enum(['batSpeed']), z.number()),
  sources: metricSourcesMapSchema,
});
export type SourcedSubmission = z.output<typeof sourcedSubmissionSchema>;

/** POST …/confirm: the new scored submission built from the file (201). */
export const deviceConfirmSchema = sourcedSubmissionSchema;

// ---- coach verification --------------------------------------------------------------------------------------------

/** POST /api/teams/:code/verifications: the chosen metrics of each chosen player's latest submission. */
export const verificationBodySchema = z.object({
  memberIds: z
    .array(z.uuid({ message: msg.notOnTeam }))
    .min(1, msg.notVerifiable)
    .max(200),
  metrics: z.array(sourcedMetricSchema).min(1, msg.notVerifiable).max(sourcedMetrics.length),
});
export type VerificationBody = z.input<typeof verificationBodySchema>;

export const verificationResultSchema = z.object({
  verified: z.array(
    z.object({ memberId: z.string(), playerName: z.string(), metric: sourcedMetricSchema, value: z.number() }),
  ),
  /** chosen metrics the player has no value for (nothing to verify) */
  skipped: z.array(z.object({ memberId: z.string(), playerName: z.string(), metric: sourcedMetricSchema })),
});
export type VerificationResult = z.output<typeof verificationResultSchema>;

// ---- events --------------------------------------------------------------------------------------------------------

const isoDay = z
  .string({ message: msg.eventDate })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, msg.eventDate)
  .refine((d) => !Number.isNaN(new Date(`${d}T00:00:00Z`).getTime()), msg.eventDate);

/** POST /api/events: a showcase or combine of one team. */
export const eventBodySchema = z.object({
  name: z.string({ message: msg.eventName }).trim().min(1, msg.eventName).max(200),
  organiser: z.string({ message: msg.eventOrganiser }).trim().min(1, msg.eventOrganiser).max(200),
  date: isoDay,
  location: z.string().trim().max(200).optional().default(''),
  teamCode: z.string().trim().min(1).max(64),
});
export type EventBody = z.input<typeof eventBodySchema>;

export const metricEventSchema = z.object({
  id: z.string(),
  name: z.string(),
  organiser: z.string(),
  date: z.string(),
  location: z.string(),
  teamCode: z.string(),
  teamName: z.string(),
  createdBy: z.string(),
  createdAt: z.string(),
  /** players with results from this event */
  resultCount: z.number().int(),
});
export type MetricEvent = z.output<typeof metricEventSchema>;
export const metricEventListSchema = z.object({ events: z.array(metricEventSchema) });

/** One measured result: the player by member id or e-mail, the metric and the value. */
export const eventResultRowSchema = z.object({
  memberId: z.uuid().optional(),
  playerEmail: z.string().trim().max(320).optional(),
  metric: sourcedMetricSchema,
  value: z.number(),
});
export type EventResultRow = z.input<typeof eventResultRowSchema>;

/**
 * POST /api/events/:id/results: either `csv` (a header `player_email,metric,value,unit,source_note` or
 * `member_id,metric,value,unit,source_note`, one row per measurement) or `rows` as JSON.
 */
export const eventResultsBodySchema = z
  .object({
    csv: z.string().max(DEVICE_FILE_MAX_CHARS, msg.tooLarge).optional(),
    rows: z.array(eventResultRowSchema).max(2000).optional(),
  })
  .refine((b) => (b.csv !== undefined) !== (b.rows !== undefined), { message: msg.noResults, path: ['rows'] });
export type EventResultsBody = z.input<typeof eventResultsBodySchema>;

/** Per player a new submission; every refused row or player named. */
export const eventResultsOutcomeSchema = z.object({
  created: z.number().int(),
  errors: z.array(lineErrorSchema.extend({ memberId: z.string().nullable() })),
});
export type EventResultsOutcome = z.output<typeof eventResultsOutcomeSchema>;

// ---- history -------------------------------------------------------------------------------------------------------

/** GET /api/metrics/history: per metric the points over the player's visible submissions, oldest first. */
export const metricHistorySchema = z.object({
  metrics: z.array(
    z.object({
      metric: sourcedMetricSchema,
      label: z.string(),
      unit: z.string(),
      points: z.array(
        z.object({
          submissionId: z.string(),
          /** when the submission was made (ISO) */
          date: z.string(),
          value: z.number(),
          source: metricSourceSchema,
        }),
      ),
    }),
  ),
});
export type MetricHistory = z.output<typeof metricHistorySchema>;
