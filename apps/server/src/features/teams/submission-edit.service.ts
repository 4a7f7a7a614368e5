import { and, eq } from 'drizzle-orm';
import {
  AppError, buildScoringTables, defaultScoringTables, editableSubmissionFields, messages, positions, scoreSubmission, type EditSubmissionInput, type Position, type ScoringMetric,
  type ScoringTables,
} from '@dugout/domain';
import type { DbOrTx } from '../../db/client.ts';
import { heightPositionScores, metricSubmissions, positionMetricWeights, submissionEdits, teamMembers } from '../../db/schema/index.ts';
import type { AppDeps } from '../../http/context.ts';
import { notify } from '../../services/notifications/notify.ts';

export const SUBMISSION_NOT_FOUND = 'Failed to fetch original submission';

/** The scoring tables as stored (admins may edit them, D14); the D14 defaults when the tables are empty. */
export async function loadScoringTables(db: DbOrTx): Promise<ScoringTables> {
  const [heights, weights] = await Promise.all([db.select().from(heightPositionScores), db.select().from(positionMetricWeights)]);
  if (heights.length === 0 || weights.length === 0) return defaultScoringTables();
  const column: Record<Position, keyof typeof heights[number]> = { '1B': 'firstBase', '3B': 'thirdBase', C: 'c', MIF: 'mif', OF: 'of', LHP: 'lhp', RHP: 'rhp' };
  return buildScoringTables(
    heights.map((h) => ({ height: h.height, scores: Object.fromEntries(positions.map((p) => [p, h[column[p]] as number])) as Record<Position, number> })),
    weights.map((w) => ({ position: w.position, condition: w.condition, metric: w.metric as ScoringMetric, weight: w.weight })),
  );
}

/**
 * A coach's edit of a player's submission (spec part 2): applies only the changed fields, recomputes every position
 * score and metric score with the engine, stores who/when/why, writes the submission_edits audit row with the original
 * and new data, and notifies the player (in-app and e-mail, DESIGN D10) — one transaction, e-mail after the commit.
 */
export async function editSubmission(deps: AppDeps, coachUserId: string, teamCode: string, submissionId: string, input: { changes: NonNullable<EditSubmissionInput['changes']>; editReason: string }) {
  if (!/^[0-9a-f-]{36}$/i.test(submissionId)) throw new AppError('not_found', SUBMISSION_NOT_FOUND);
  const [original] = await deps.db.select().from(metricSubmissions).where(eq(metricSubmissions.id, submissionId));
  if (!original) throw new AppError('not_found', SUBMISSION_NOT_FOUND);
  const [member] = await deps.db
    .select({ id: teamMembers.id })
    .from(teamMembers)
    .where(and(eq(teamMembers.teamCode, teamCode), eq(teamMembers.userId, original.userId), eq(teamMembers.status, 'active')));
  if (!member) throw new AppError('forbidden', messages.submissionAccessDenied);

  const originalData = Object.fromEntries(editableSubmissionFields.map((f) => [f, original[f]]));
  const next = { ...originalData, ...input.changes } as typeof originalData;
  const scores = scoreSubmission(
    {
      height: next.height, weight: next.weight, sixty: next.sixty, throwVelocity: next.throwVelocity, exitVelocity: next.exitVelocity,
      fastballVelocity: next.fastballVelocity, fbSpinRate: next.fbSpinRate, strikePercentage: next.strikePercentage, bats: next.bats, throws: next.throws,
      position: next.submittedPosition,
    },
    await loadScoringTables(deps.db),
  );
  const now = new Date();
  let deliver: () => Promise<void> = async () => undefined;
  const updated = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(metricSubmissions)
      .set({
        ...(input.changes as Partial<typeof metricSubmissions.$inferInsert>),
        submittedScore: scores.submittedScore,
        bestPosition: scores.bestPosition,
        positionScores: scores.positionScores,
        metricScores: scores.metricScores,
        editedByCoachId: coachUserId,
        editedAt: now,
        editReason: input.editReason,
        updatedAt: now,
      })
      .where(eq(metricSubmissions.id, original.id))
      .returning();
    await tx.insert(submissionEdits).values({
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
        body: `Your coach updated your metrics (reason: ${input.editReason}). Your new score is ${scores.submittedScore.toFixed(1)}.`,
        link: `/dashboard?submission=${original.id}`,
      },
      tx,
    );
    return row!;
  });
  await deliver();
  return updated;
}
