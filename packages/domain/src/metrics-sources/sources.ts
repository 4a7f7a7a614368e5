import { z } from 'zod';
import { formatShortDate } from '../shared/format.ts';
import { submissionFieldRules, type SubmissionNumberField } from '../scoring/submission-input.ts';

/**
 * Where every metric value came from (docs/decisions/0062-metric-sources.md): self-reported, entered by a coach (an
 * edit, audited), verified by a coach of the player's team, read from a device file, or measured at an event. The
 * score never depends on the source; the labels are shown wherever the value is.
 */
export const metricSourceKinds = ['self_reported', 'coach_entered', 'coach_verified', 'device_file', 'event'] as const;
export type MetricSourceKind = (typeof metricSourceKinds)[number];

export const metricSourceLabels: Record<MetricSourceKind, string> = {
  self_reported: 'Self-reported',
  coach_entered: 'Entered by coach',
  coach_verified: 'Coach-verified',
  device_file: 'Device file',
  event: 'Event',
};

/** The submission's measured fields that carry a source, plus bat speed (a device file's extra metric, not scored). */
export const sourcedMetrics = [
  'height',
  'weight',
  'sixty',
  'throwVelocity',
  'exitVelocity',
  'fastballVelocity',
  'fbSpinRate',
  'strikePercentage',
  'batSpeed',
] as const satisfies readonly (SubmissionNumberField | 'batSpeed')[];
export type SourcedMetric = (typeof sourcedMetrics)[number];
/** Metrics kept beside the submission's columns (`extra_metrics`): shown and sourced, never scored. */
export const extraMetrics = ['batSpeed'] as const satisfies readonly SourcedMetric[];
export type ExtraMetric = (typeof extraMetrics)[number];
export const isExtraMetric = (m: SourcedMetric): m is ExtraMetric => (extraMetrics as readonly string[]).includes(m);

/** Range, step, unit and label of each sourced metric: the submission form's (scoring), and ours for bat speed. */
export const sourcedMetricRules: Record<
  SourcedMetric,
  { min: number; max: number; step: number; unit: string; label: string }
> = {
  ...submissionFieldRules,
  // Bat speed is not in the submission form; 30–100 mph covers youth to professional swings.
  batSpeed: { min: 30, max: 100, step: 0.1, unit: 'mph', label: 'Bat speed' },
};

export const deviceKinds = ['rapsodo_pitching', 'blast_swings', 'generic'] as const;
export type DeviceKind = (typeof deviceKinds)[number];
export const deviceLabels: Record<DeviceKind, string> = {
  rapsodo_pitching: 'Rapsodo pitching',
  blast_swings: 'Blast Motion',
  generic: 'Generic CSV',
};

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter a date as YYYY-MM-DD');
const instant = z.union([z.string(), z.date()]).transform((v) => (v instanceof Date ? v.toISOString() : v));

export const selfReportedSourceSchema = z.object({ kind: z.literal('self_reported') });
export const coachEnteredSourceSchema = z.object({
  kind: z.literal('coach_entered'),
  /** the coach's name, when known (older edits may lack it) */
  enteredBy: z.string().nullable().default(null),
  at: instant.nullable().default(null),
});
export const coachVerifiedSourceSchema = z.object({
  kind: z.literal('coach_verified'),
  verifiedBy: z.string(),
  teamName: z.string(),
  teamCode: z.string(),
  at: instant,
});
export const deviceFileSourceSchema = z.object({
  kind: z.literal('device_file'),
  device: z.enum(deviceKinds),
  fileName: z.string(),
  /** the session's date (YYYY-MM-DD) when the file says it */
  sessionDate: isoDate.nullable(),
  /** how the value was derived: 'max of 12 fastballs' */
  derivation: z.string(),
});
export const eventSourceSchema = z.object({
  kind: z.literal('event'),
  eventId: z.string(),
  name: z.string(),
  organiser: z.string(),
  date: isoDate,
  enteredBy: z.string(),
});

export const metricSourceSchema = z.discriminatedUnion('kind', [
  selfReportedSourceSchema,
  coachEnteredSourceSchema,
  coachVerifiedSourceSchema,
  deviceFileSourceSchema,
  eventSourceSchema,
]);
export type MetricSource = z.output<typeof metricSourceSchema>;
/** What a submission stores (`metric_sources`): never coach_verified, which is read from the verifications. */
export type StoredMetricSource = Exclude<MetricSource, { kind: 'coach_verified' }>;
export type StoredMetricSources = Partial<Record<SourcedMetric, StoredMetricSource>>;

export const sourcedMetricSchema = z.enum(sourcedMetrics);

/** A per-metric map of sources (absent metrics have no value). */
export const metricSourcesMapSchema = z.partialRecord(sourcedMetricSchema, metricSourceSchema);
export type MetricSourcesMap = z.output<typeof metricSourcesMapSchema>;

/** One metric's latest value with when it was measured (YYYY-MM-DD) and where it came from. */
export const latestMetricSchema = z.object({
  metric: sourcedMetricSchema,
  value: z.number(),
  date: z.string(),
  source: metricSourceSchema,
});
export type LatestMetric = z.output<typeof latestMetricSchema>;

export const SELF_REPORTED: StoredMetricSource = { kind: 'self_reported' };

/** The badge's tooltip/sheet text: 'Verified by Morgan Democoach, Demo Thunder 17U, Nov 26, 2026'. */
export function sourceSentence(source: MetricSource): string {
  switch (source.kind) {
    case 'self_reported':
      return 'Self-reported by the player';
    case 'coach_entered': {
      const who = source.enteredBy ? `Entered by coach ${source.enteredBy}` : 'Entered by a coach';
      return source.at ? `${who}, ${formatShortDate(dateOnly(source.at))}` : who;
    }
    case 'coach_verified':
      return `Verified by ${source.verifiedBy}, ${source.teamName}, ${formatShortDate(dateOnly(source.at))}`;
    case 'device_file': {
      const session = source.sessionDate ? `, session ${formatShortDate(source.sessionDate)}` : '';
      return `${deviceLabels[source.device]} file ${source.fileName}${session}: ${source.derivation}`;
    }
    case 'event':
      return `${source.name} (${source.organiser}), ${formatShortDate(source.date)}, entered by ${source.enteredBy}`;
  }
}

/** The calendar day (UTC) of an instant, 'YYYY-MM-DD'; a date passes unchanged. */
export const dateOnly = (v: string | Date): string => (typeof v === 'string' ? v : v.toISOString()).slice(0, 10);

/** A coach's verification as stored (metric_verifications). */
export interface VerificationFacts {
  metric: SourcedMetric;
  value: number;
  verifiedBy: string;
  teamName: string;
  teamCode: string;
  verifiedAt: string | Date;
  /** when the verified submission was made: a verification covers that submission and later ones with the same value */
  submissionCreatedAt: string | Date;
}

const time = (d: string | Date) => (d instanceof Date ? d.getTime() : new Date(d).getTime());
/** Two stored measurements are the same value (doubles written from the same decimal input). */
export const sameValue = (a: number | null | undefined, b: number | null | undefined): boolean =>
  a != null && b != null && Math.abs(a - b) < 1e-9;

/**
 * The source shown for one metric of one submission (docs/decisions/0062-metric-sources.md): 'coach_verified' while a
 * verification of that metric covers the submission (made on it or an earlier one) and the value still equals the
 * verified value; otherwise what the submission stored, and 'self_reported' when it stored nothing.
 */
export function effectiveSource(
  metric: SourcedMetric,
  value: number | null,
  submission: { createdAt: string | Date; metricSources?: StoredMetricSources | null },
  verification: VerificationFacts | null | undefined,
): MetricSource {
  if (
    verification &&
    verification.metric === metric &&
    sameValue(verification.value, value) &&
    time(submission.createdAt) >= time(verification.submissionCreatedAt)
  )
    return {
      kind: 'coach_verified',
      verifiedBy: verification.verifiedBy,
      teamName: verification.teamName,
      teamCode: verification.teamCode,
      at: verification.verifiedAt instanceof Date ? verification.verifiedAt.toISOString() : verification.verifiedAt,
    };
  return submission.metricSources?.[metric] ?? SELF_REPORTED;
}

/** Every sourced metric that has a value, with its effective source (absent metrics are left out). */
export function sourcesOf(
  values: Partial<Record<SourcedMetric, number | null>>,
  submission: { createdAt: string | Date; metricSources?: StoredMetricSources | null },
  verifications: readonly VerificationFacts[],
): Partial<Record<SourcedMetric, MetricSource>> {
  const out: Partial<Record<SourcedMetric, MetricSource>> = {};
  for (const m of sourcedMetrics) {
    const v = values[m];
    if (v == null) continue;
    out[m] = effectiveSource(
      m,
      v,
      submission,
      verifications.find((x) => x.metric === m),
    );
  }
  return out;
}

/**
 * The sources of a new submission built from the player's latest one (docs/decisions/0062-metric-sources.md): the
 * metrics the file or event gives take `fresh`; every other carried value keeps the source it had.
 */
export function carriedSources(
  previous: StoredMetricSources | null | undefined,
  carried: readonly SourcedMetric[],
  fresh: Partial<Record<SourcedMetric, StoredMetricSource>>,
): StoredMetricSources {
  const out: StoredMetricSources = {};
  for (const m of carried) out[m] = previous?.[m] ?? SELF_REPORTED;
  for (const [m, s] of Object.entries(fresh) as [SourcedMetric, StoredMetricSource][]) out[m] = s;
  return out;
}

/** Rounds a derived value to the metric's input step (0.1 mph, 1 rpm …), so it passes the submission form's rules. */
export function roundToStep(metric: SourcedMetric, value: number): number {
  const step = sourcedMetricRules[metric].step;
  const decimals = step >= 1 ? 0 : Math.round(-Math.log10(step));
  return Number((Math.round(value / step) * step).toFixed(decimals));
}

/** Whether a value lies in the metric's range (the domain's plausibility check). */
export const isPlausible = (metric: SourcedMetric, value: number): boolean =>
  Number.isFinite(value) && value >= sourcedMetricRules[metric].min && value <= sourcedMetricRules[metric].max;

/** What the source rules read of a submission: its date, values and stored sources. */
export type SourcedSubmissionFacts = {
  id: string;
  createdAt: string | Date;
  metricSources?: StoredMetricSources | null;
  extraMetrics?: Partial<Record<ExtraMetric, number>> | null;
} & Partial<Record<SubmissionNumberField, number | null>>;

/** A metric's value on a submission (bat speed from its extra metrics). */
export function metricValue(s: SourcedSubmissionFacts, metric: SourcedMetric): number | null {
  const v = isExtraMetric(metric) ? s.extraMetrics?.[metric] : s[metric];
  return typeof v === 'number' && Number.isFinite(v) ? v : null;
}

const sameSource = (a: StoredMetricSource | undefined, b: StoredMetricSource | undefined) =>
  JSON.stringify(a ?? SELF_REPORTED) === JSON.stringify(b ?? SELF_REPORTED);

/**
 * When a value shown on `shown` was measured (YYYY-MM-DD): a device file's session date, an event's date, otherwise
 * the day of the earliest submission that already had this value with this source, going back from `shown` through
 * `history` (the player's visible submissions, any order) while neither changed.
 */
export function measuredOn(
  metric: SourcedMetric,
  shown: SourcedSubmissionFacts,
  history: readonly SourcedSubmissionFacts[],
): string {
  const stored = shown.metricSources?.[metric];
  if (stored?.kind === 'device_file' && stored.sessionDate) return stored.sessionDate;
  if (stored?.kind === 'event') return stored.date;
  const value = metricValue(shown, metric);
  const older = history
    .filter((s) => s.id !== shown.id && time(s.createdAt) <= time(shown.createdAt))
    .sort((a, b) => time(b.createdAt) - time(a.createdAt));
  let earliest = shown.createdAt;
  for (const s of older) {
    if (!sameValue(metricValue(s, metric), value) || !sameSource(s.metricSources?.[metric], stored)) break;
    earliest = s.createdAt;
  }
  return dateOnly(earliest);
}

/**
 * The shown submission's metrics for the dashboard's headline and the team screens (docs/decisions/0062-metric-
 * sources.md): each value with the date it was measured and its effective source, in the order of `sourcedMetrics`.
 */
export function latestMetricValues(
  shown: SourcedSubmissionFacts,
  history: readonly SourcedSubmissionFacts[],
  verifications: readonly VerificationFacts[],
): LatestMetric[] {
  const out: LatestMetric[] = [];
  for (const metric of sourcedMetrics) {
    const value = metricValue(shown, metric);
    if (value === null) continue;
    out.push({
      metric,
      value,
      date: measuredOn(metric, shown, history),
      source: effectiveSource(
        metric,
        value,
        shown,
        verifications.find((v) => v.metric === metric),
      ),
    });
  }
  return out;
}

/** The metrics tracker's history: per metric with any value, its points oldest first, each with its source. */
export function metricHistoryOf(
  visible: readonly SourcedSubmissionFacts[],
  verifications: readonly VerificationFacts[],
) {
  const ordered = [...visible].sort((a, b) => time(a.createdAt) - time(b.createdAt));
  return sourcedMetrics
    .map((metric) => ({
      metric,
      label: sourcedMetricRules[metric].label,
      unit: sourcedMetricRules[metric].unit,
      points: ordered.flatMap((s) => {
        const value = metricValue(s, metric);
        if (value === null) return [];
        const at = s.createdAt instanceof Date ? s.createdAt.toISOString() : s.createdAt;
        const source = effectiveSource(
          metric,
          value,
          s,
          verifications.find((v) => v.metric === metric),
        );
        return [{ submissionId: s.id, date: at, value, source }];
      }),
    }))
    .filter((m) => m.points.length > 0);
}
