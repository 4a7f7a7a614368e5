import Papa from 'papaparse';
import type { Actor, TeamAccessSnapshot } from '@dugout/domain/access';
import {
  carriedSources,
  deviceLabels,
  isExtraMetric,
  isPlausible,
  metricHistoryOf,
  metricSourceMessages as msg,
  metricValue,
  parseDeviceFile,
  parseEventResults,
  roundToStep,
  sourcedMetricRules,
  sourcedMetrics,
  sourcesOf,
  type CsvRows,
  type DeviceFileBody,
  type DevicePreview,
  type EventBody,
  type EventResultsBody,
  type EventResultsOutcome,
  type ExtraMetric,
  type LineError,
  type MetricEvent,
  type SourcedMetric,
  type StoredMetricSource,
  type VerificationResult,
} from '@dugout/domain/metrics-sources';
import { submissionInputSchema, type ScoringTables, type SubmissionNumberField } from '@dugout/domain/scoring';
import { AppError, fullName, normaliseEmail } from '@dugout/domain/shared';
import type { DbOrTx } from '../../db/client.ts';
import type { AppDeps } from '../../deps-types.ts';
import {
  createScoredSubmission,
  listVerificationsOf,
  listVisibleSubmissions,
  loadScoringTables,
  type SubmissionRow,
} from '../submissions/index.ts';
import {
  findActiveMembers,
  findEventView,
  findUserName,
  insertEvent,
  listActiveMembers,
  listEventsOfTeam,
  upsertVerification,
  type EventRow,
} from './metric-sources.repo.ts';

/**
 * Metric sources (docs/decisions/0062-metric-sources.md): device files, coach verification, events and the metrics
 * history. Every new submission here is built from the player's latest visible one — its other values keep their
 * sources — and scored like any other, in one transaction.
 */

/** The file's lines as papaparse splits them, every line kept (row i is line i + 1); a byte-order mark dropped. */
export function csvRows(text: string): CsvRows {
  return Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: false }).data;
}

/** What a device file would give; nothing is saved. A file of no known kind is a 400 with the message. */
export function previewDeviceFile(body: DeviceFileBody): DevicePreview {
  const parsed = parseDeviceFile(csvRows(body.content));
  // A file of no known kind is bad input (400, nothing to preview); a known kind lists its errors by line.
  if (parsed.kind === null) {
    const message = parsed.errors[0]?.message ?? msg.unknownFile;
    throw new AppError('invalid_input', message, { content: message });
  }
  return {
    fileName: body.fileName,
    kind: parsed.kind,
    kindLabel: deviceLabels[parsed.kind],
    rowCount: parsed.rowCount,
    sessionDate: parsed.sessionDate,
    derived: parsed.derived.map((d) => ({
      ...d,
      label: sourcedMetricRules[d.metric].label,
      unit: sourcedMetricRules[d.metric].unit,
    })),
    errors: parsed.errors,
    canConfirm: parsed.errors.length === 0 && parsed.derived.length > 0,
  };
}

const scoredFields = sourcedMetrics.filter((m): m is SubmissionNumberField => !isExtraMetric(m));

/** The player's latest visible submission: what a file or an event adds to. */
async function latestSubmission(db: DbOrTx, userId: string): Promise<SubmissionRow | null> {
  return (await listVisibleSubmissions(db, userId))[0] ?? null;
}

/**
 * A new submission from `base` with `fresh` values (each with its source): the other values and their sources carry
 * over, and so does what paid for the base (the new one is part of the same dashboard, not a new purchase). Scored by
 * the engine like any other. Throws 422 when the values do not make a valid submission.
 */
async function carryForward(
  tx: DbOrTx,
  tables: ScoringTables,
  base: SubmissionRow,
  fresh: ReadonlyArray<{ metric: SourcedMetric; value: number; source: StoredMetricSource }>,
  eventId: string | null = null,
): Promise<SubmissionRow> {
  const values: Record<string, number | null> = Object.fromEntries(scoredFields.map((m) => [m, base[m]]));
  const extras: Partial<Record<ExtraMetric, number>> = { ...base.extraMetrics };
  for (const f of fresh) {
    if (isExtraMetric(f.metric)) extras[f.metric] = f.value;
    else values[f.metric] = f.value;
  }
  const parsed = submissionInputSchema.safeParse({
    ...values,
    bats: base.bats,
    throws: base.throws,
    position: base.submittedPosition,
    graduationYear: base.graduationYear,
    isPostgrad: base.isPostgradDisplay,
  });
  if (!parsed.success) throw new AppError('unprocessable', parsed.error.issues[0]!.message);
  const freshMetrics = new Set(fresh.map((f) => f.metric));
  const carried = sourcedMetrics.filter(
    (m) => !freshMetrics.has(m) && (isExtraMetric(m) ? extras[m] != null : values[m] != null),
  );
  return createScoredSubmission(tx, tables, base.userId, parsed.data, base.paymentStatus, {
    teamCode: base.teamCode,
    teamFunded: base.teamFunded,
    subscriptionId: base.subscriptionId,
    paymentProvider: base.paymentProvider,
    eventId,
    metricSources: carriedSources(
      base.metricSources,
      carried,
      Object.fromEntries(fresh.map((f) => [f.metric, f.source])),
    ),
    extraMetrics: extras,
  });
}

/** A submission with the source of each value it has. */
export async function presentSourced(db: DbOrTx, row: SubmissionRow) {
  const verifications = await listVerificationsOf(db, [row.userId]);
  return {
    submission: row,
    extraMetrics: row.extraMetrics,
    sources: sourcesOf(Object.fromEntries(sourcedMetrics.map((m) => [m, metricValue(row, m)])), row, verifications),
  };
}

/**
 * Confirms a device file for a player: parsed again (never trusted from the preview), refused whole on any error,
 * then a new submission with the file's values (source device_file) carrying the rest.
 */
export async function confirmDeviceFile(deps: Pick<AppDeps, 'db'>, userId: string, body: DeviceFileBody) {
  const parsed = parseDeviceFile(csvRows(body.content));
  if (parsed.kind === null || parsed.errors.length > 0 || parsed.derived.length === 0) {
    const first = parsed.errors[0]?.message;
    throw new AppError('unprocessable', first ? `${msg.fileHasErrors} ${first}` : msg.fileHasErrors);
  }
  const base = await latestSubmission(deps.db, userId);
  if (!base) throw new AppError('unprocessable', msg.noSubmissionYet);
  const tables = await loadScoringTables(deps.db);
  const device = parsed.kind;
  const row = await deps.db.transaction((tx) =>
    carryForward(
      tx,
      tables,
      base,
      parsed.derived.map((d) => ({
        metric: d.metric,
        value: d.value,
        source: {
          kind: 'device_file' as const,
          device,
          fileName: body.fileName,
          sessionDate: parsed.sessionDate,
          derivation: d.derivation,
        },
      })),
    ),
  );
  return presentSourced(deps.db, row);
}

const nameOf = (m: {
  playerName: string | null;
  firstName?: string | null;
  lastName?: string | null;
  playerEmail: string | null;
}) => m.playerName || fullName(m.firstName ?? null, m.lastName ?? null) || m.playerEmail || 'Player';

/**
 * A coach marks the chosen metrics of each chosen member's latest submission verified (docs/decisions/0062-metric-
 * sources.md): one transaction; a metric the player has no value for is skipped and said so.
 */
export async function verifyMetrics(
  deps: Pick<AppDeps, 'db'>,
  actor: Actor,
  team: TeamAccessSnapshot,
  body: { memberIds: string[]; metrics: SourcedMetric[] },
  now = new Date(),
): Promise<VerificationResult> {
  const memberIds = [...new Set(body.memberIds)];
  const metrics = [...new Set(body.metrics)];
  const members = await findActiveMembers(deps.db, team.teamCode, memberIds);
  if (members.length !== memberIds.length || members.some((m) => !m.userId))
    throw new AppError('unprocessable', msg.notOnTeam);
  const result: VerificationResult = { verified: [], skipped: [] };
  await deps.db.transaction(async (tx) => {
    for (const m of members) {
      const latest = await latestSubmission(tx, m.userId!);
      for (const metric of metrics) {
        const value = latest ? metricValue(latest, metric) : null;
        const who = { memberId: m.memberId, playerName: nameOf(m), metric };
        if (!latest || value === null) {
          result.skipped.push(who);
          continue;
        }
        await upsertVerification(tx, {
          submissionId: latest.id,
          userId: m.userId!,
          metric,
          value,
          verifiedBy: actor.userId,
          teamCode: team.teamCode,
          verifiedAt: now,
        });
        result.verified.push({ ...who, value });
      }
    }
  });
  return result;
}

const presentEvent = (e: NonNullable<Awaited<ReturnType<typeof findEventView>>>): MetricEvent => ({
  ...e,
  createdAt: e.createdAt.toISOString(),
});

export async function createEvent(
  deps: Pick<AppDeps, 'db'>,
  actor: Actor,
  team: TeamAccessSnapshot,
  body: Required<Omit<EventBody, 'teamCode'>>,
): Promise<MetricEvent> {
  const created = await insertEvent(deps.db, {
    teamCode: team.teamCode,
    name: body.name,
    organiser: body.organiser,
    eventDate: body.date,
    location: body.location,
    createdBy: actor.userId,
  });
  return presentEvent((await findEventView(deps.db, created.id))!);
}

export async function listEvents(deps: Pick<AppDeps, 'db'>, teamCode: string) {
  return { events: (await listEventsOfTeam(deps.db, teamCode)).map(presentEvent) };
}

/**
 * Event results (docs/decisions/0062-metric-sources.md): rows from a generic CSV or JSON, each naming a player of the
 * event's team by member id or e-mail. Per player a new submission with the measured values (source event) carrying
 * the rest, one transaction per player; a refused row or player is reported, the others are saved.
 */
export async function recordEventResults(
  deps: Pick<AppDeps, 'db'>,
  actor: Actor,
  event: EventRow,
  body: EventResultsBody,
): Promise<EventResultsOutcome> {
  const errors: EventResultsOutcome['errors'] = [];
  const lines: Array<{
    line: number;
    memberId: string | null;
    playerEmail: string | null;
    metric: SourcedMetric;
    value: number;
  }> = [];
  if (body.csv !== undefined) {
    const parsed = parseEventResults(csvRows(body.csv));
    errors.push(...parsed.errors.map((e: LineError) => ({ ...e, memberId: null })));
    lines.push(...parsed.rows);
  } else {
    for (const [i, r] of (body.rows ?? []).entries()) {
      const line = i + 1;
      if (!r.memberId && !r.playerEmail) {
        errors.push({ line, message: msg.resultNeedsPlayer(line), memberId: null });
        continue;
      }
      if (!isPlausible(r.metric, r.value)) {
        errors.push({ line, message: msg.implausible(line, r.metric, r.value), memberId: r.memberId ?? null });
        continue;
      }
      lines.push({
        line,
        memberId: r.memberId ?? null,
        playerEmail: r.playerEmail ?? null,
        metric: r.metric,
        value: roundToStep(r.metric, r.value),
      });
    }
  }
  if (lines.length === 0 && errors.length === 0) throw new AppError('invalid_input', msg.noResults);

  const members = await listActiveMembers(deps.db, event.teamCode);
  const byPlayer = new Map<string, { member: (typeof members)[number]; values: Map<SourcedMetric, number> }>();
  for (const l of lines) {
    const member = members.find((m) =>
      l.memberId
        ? m.memberId === l.memberId
        : [m.playerEmail, m.accountEmail].some((e) => e && normaliseEmail(e) === normaliseEmail(l.playerEmail!)),
    );
    if (!member?.userId) {
      errors.push({
        line: l.line,
        message: msg.resultPlayerUnknown(l.line, l.memberId ?? l.playerEmail ?? ''),
        memberId: l.memberId,
      });
      continue;
    }
    const entry = byPlayer.get(member.userId) ?? { member, values: new Map() };
    entry.values.set(l.metric, l.value);
    byPlayer.set(member.userId, entry);
  }

  const enteredBy = (await findUserName(deps.db, actor.userId)) ?? '';
  const source: StoredMetricSource = {
    kind: 'event',
    eventId: event.id,
    name: event.name,
    organiser: event.organiser,
    date: event.eventDate,
    enteredBy,
  };
  const tables = await loadScoringTables(deps.db);
  let created = 0;
  for (const [userId, { member, values }] of byPlayer) {
    try {
      await deps.db.transaction(async (tx) => {
        const base = await latestSubmission(tx, userId);
        if (!base) throw new AppError('unprocessable', `${nameOf(member)}: ${msg.noSubmissionYet}`);
        await carryForward(
          tx,
          tables,
          base,
          [...values].map(([metric, value]) => ({ metric, value, source })),
          event.id,
        );
      });
      created++;
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      errors.push({
        line: null,
        message: err.message.startsWith(nameOf(member)) ? err.message : `${nameOf(member)}: ${err.message}`,
        memberId: member.memberId,
      });
    }
  }
  return { created, errors };
}

/** The metrics tracker's history of a player: every metric over their visible submissions with its sources. */
export async function metricHistory(deps: Pick<AppDeps, 'db'>, userId: string) {
  const [visible, verifications] = await Promise.all([
    listVisibleSubmissions(deps.db, userId),
    listVerificationsOf(deps.db, [userId]),
  ]);
  return { metrics: metricHistoryOf(visible, verifications) };
}
