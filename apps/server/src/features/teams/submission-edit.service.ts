import {
  metricValue,
  sameValue,
  sourcedMetrics,
  sourcesOf,
  type SourcedSubmissionFacts,
  type StoredMetricSources,
} from '@dugout/domain/metrics-sources';
import { headlineScore, headlineTexts, type SubmissionNumberField } from '@dugout/domain/scoring';
import { AppError, messages } from '@dugout/domain/shared';
import { editableSubmissionFields, type EditSubmissionInput } from '@dugout/domain/teams';
import type { metricSubmissions } from '../../db/schema/index.ts';
import { loadScoringTables } from '../submissions/index.ts';
import { dropChangedVerifications, listVerificationsOf, scoredColumns } from '../submissions/index.ts';
import { uuidParam } from '../../http/route.ts';
import type { AppDeps } from '../../deps-types.ts';
import { notify } from '../../services/notifications/notify.ts';
import {
  findSubmission,
  findUserName,
  insertSubmissionEdit,
  isActiveMemberOfTeam,
  updateSubmissionRow,
} from './submission-edit.repo.ts';

export const SUBMISSION_NOT_FOUND = 'Failed to fetch original submission';

/**
 * A coach's edit of a player's submission (docs/spec/part-2-colleges-tracker-scoring.md): applies only the changed fields, recomputes every position
 * score and metric score with the engine, stores who/when/why, writes the submission_edits audit row with the original
 * and new data, and notifies the player (in-app and e-mail, docs/decisions/0010-notifications.md) — one transaction, e-mail after the commit.
 */
export async function editSubmission(
  deps: Pick<AppDeps, 'db' | 'mailer' | 'publicUrl'>,
  coachUserId: string,
  teamCode: string,
  submissionId: string,
  input: { changes: NonNullable<EditSubmissionInput['changes']>; editReason: string },
) {
  uuidParam(submissionId, SUBMISSION_NOT_FOUND);
  const original = await findSubmission(deps.db, submissionId);
  if (!original) throw new AppError('not_found', SUBMISSION_NOT_FOUND);
  if (!(await isActiveMemberOfTeam(deps.db, teamCode, original.userId)))
    throw new AppError('forbidden', messages.submissionAccessDenied);

  const originalData = Object.fromEntries(editableSubmissionFields.map((f) => [f, original[f]]));
  const next = { ...originalData, ...input.changes } as typeof originalData;
  // All scores recomputed by the scoring engine (docs/decisions/0014-scoring-tables.md) with the stored tables.
  const scores = scoredColumns(next as Parameters<typeof scoredColumns>[0], await loadScoringTables(deps.db));
  const now = new Date();
  // A metric the coach changed is 'coach_entered' from now on, and loses its verification
  // (docs/decisions/0062-metric-sources.md).
  const changedMetrics = sourcedMetrics.filter(
    (m): m is SubmissionNumberField =>
      m in input.changes && !sameValue(original[m as SubmissionNumberField], next[m] as number | null),
  );
  const coachName = changedMetrics.length ? await findUserName(deps.db, coachUserId) : null;
  const metricSources: StoredMetricSources = { ...(original.metricSources as StoredMetricSources) };
  for (const m of changedMetrics)
    metricSources[m] = { kind: 'coach_entered', enteredBy: coachName, at: now.toISOString() };
  let deliver: () => Promise<void> = async () => undefined;
  const updated = await deps.db.transaction(async (tx) => {
    const row = await updateSubmissionRow(tx, original.id, {
      ...(input.changes as Partial<typeof metricSubmissions.$inferInsert>),
      ...scores,
      editedByCoachId: coachUserId,
      editedAt: now,
      editReason: input.editReason,
      updatedAt: now,
      metricSources,
    });
    if (changedMetrics.length)
      await dropChangedVerifications(
        tx,
        original.userId,
        Object.fromEntries(changedMetrics.map((m) => [m, (next[m] as number | null) ?? null])),
      );
    await insertSubmissionEdit(tx, {
      submissionId: original.id,
      coachUserId,
      originalData: { ...originalData, submittedScore: original.submittedScore },
      newData: { ...next, submittedScore: scores.submittedScore },
      editReason: input.editReason,
    });
    deliver = await notify(
      deps,
      {
        userId: original.userId,
        kind: 'submission_edited',
        title: 'Your coach updated your submission',
        body: `Your coach updated your metrics (reason: ${input.editReason}). Your new score is ${headlineTexts.atPosition(headlineScore({ ...scores, submittedPosition: next.submittedPosition as string | null }))}.`,
        link: `/dashboard?submission=${original.id}`,
      },
      tx,
    );
    return row;
  });
  await deliver();
  // the answer says each value's source, as Top Metrics shows it (docs/decisions/0062-metric-sources.md)
  const facts = updated as unknown as SourcedSubmissionFacts;
  const sources = sourcesOf(
    Object.fromEntries(sourcedMetrics.map((m) => [m, metricValue(facts, m)])),
    facts,
    await listVerificationsOf(deps.db, [updated.userId]),
  );
  return { ...updated, sources };
}
