import { allow, playerData, submissionAbilities, type Actor } from '@dugout/domain/access';
import {
  latestMetricValues,
  metricValue,
  sourcedMetrics,
  type ExtraMetric,
  type StoredMetricSources,
} from '@dugout/domain/metrics-sources';
import { paymentMessages } from '@dugout/domain/payments';
import {
  isListedSubmission,
  isStalePending,
  PENDING_CLEANUP_SIGN_IN_MS,
  scoreSubmission,
  scoringInputOf,
  visibleSubmissions,
  type DemoCardInput,
  type PaymentStatus,
  type ScoringTables,
  type SubmissionInput,
} from '@dugout/domain/scoring';
import { AppError, messages } from '@dugout/domain/shared';
import type { DbOrTx } from '../../db/client.ts';
import type { AppDeps } from '../../deps-types.ts';
import {
  DEMO_CARD_DECLINED_MESSAGE,
  DEMO_DECLINED_CARD,
  demoProvider,
  paymentProvider,
} from '../../services/payments/payment-provider.ts';
import {
  enqueueDashboardReceipt,
  findCurrentSubscription,
  markSubmissionPaid,
  withFundingLapse,
} from '../subscriptions/index.ts';
import { loadActiveTeamsOfPlayer } from '../../access/team-access.repo.ts';
import { invalidateScoringTables, loadScoringTables } from './scoring-tables.repo.ts';
import { dropChangedVerifications, verificationsOfPlayer } from './verifications.repo.ts';
import {
  deleteSubmissions,
  dashboardData,
  findFundingTeam,
  findSubmission,
  findSubmissionByPaymentReference,
  insertSubmission,
  listPendingOfUser,
  listSubmissionsOfUser,
  submissionBatch,
  updateSubmission,
  type NewSubmissionRow,
  type SubmissionRow,
} from './submissions.repo.ts';

export const SUBMISSION_NOT_FOUND = 'Submission not found';
export const SUBMISSION_ALREADY_COMPLETE = 'This submission has already been completed.';
export const CHECKOUT_NOT_FOUND =
  'This checkout session was not found or has expired. Please submit your metrics again.';

type MeasuredColumns = Pick<
  SubmissionRow,
  | 'height'
  | 'weight'
  | 'sixty'
  | 'throwVelocity'
  | 'exitVelocity'
  | 'fastballVelocity'
  | 'fbSpinRate'
  | 'strikePercentage'
  | 'bats'
  | 'throws'
  | 'submittedPosition'
>;

/**
 * The engine's results as the columns metric_submissions stores (submitted_score, best_position, best_score — the
 * headline, docs/decisions/0048-one-headline-score.md —, position_scores of the positions the player can play,
 * metric_scores).
 */
export function scoredColumns(row: MeasuredColumns, tables: ScoringTables) {
  const r = scoreSubmission(scoringInputOf(row), tables);
  return {
    submittedScore: r.submittedScore,
    bestPosition: r.bestPosition,
    bestScore: r.bestScore,
    positionScores: r.positionScores,
    metricScores: r.metricScores,
  };
}

/** Inserts a scored submission (validated input) with the given payment status. Reusable inside a caller's transaction. */
export async function createScoredSubmission(
  tx: DbOrTx,
  tables: ScoringTables,
  userId: string,
  input: SubmissionInput,
  status: PaymentStatus,
  extra: Partial<
    Pick<
      NewSubmissionRow,
      | 'teamCode'
      | 'teamFunded'
      | 'paymentProvider'
      | 'paymentReference'
      | 'subscriptionId'
      | 'createdAt'
      | 'updatedAt'
      | 'eventId'
    >
  > & {
    /** where each metric came from (docs/decisions/0062-metric-sources.md); nothing means self-reported */
    metricSources?: StoredMetricSources;
    extraMetrics?: Partial<Record<ExtraMetric, number>>;
  } = {},
): Promise<SubmissionRow> {
  const measured: MeasuredColumns = {
    height: input.height ?? null,
    weight: input.weight ?? null,
    sixty: input.sixty ?? null,
    throwVelocity: input.throwVelocity ?? null,
    exitVelocity: input.exitVelocity ?? null,
    fastballVelocity: input.fastballVelocity ?? null,
    fbSpinRate: input.fbSpinRate ?? null,
    strikePercentage: input.strikePercentage ?? null,
    bats: input.bats,
    throws: input.throws,
    submittedPosition: input.position,
  };
  const row = await insertSubmission(tx, {
    userId,
    ...measured,
    graduationYear: input.graduationYear,
    isPostgradDisplay: input.isPostgrad,
    ...scoredColumns(measured, tables),
    paymentStatus: status,
    ...extra,
  });
  // A new value of a metric drops its coach's verification (docs/decisions/0062-metric-sources.md).
  await dropChangedVerifications(tx, userId, Object.fromEntries(sourcedMetrics.map((m) => [m, metricValue(row, m)])));
  return row;
}

/** Who pays for a submission: the player's paid team first, then the player's own current subscription, else nobody. */
async function fundingFor(deps: Pick<AppDeps, 'db'>, userId: string) {
  const team = await findFundingTeam(deps.db, userId);
  if (team) return { team, subscription: null };
  return { team: null, subscription: await findCurrentSubscription(deps.db, { userId }) };
}

export const COVERED_BY_SUBSCRIPTION = 'Covered by your subscription';

/** What the review step offers: the configured provider, the player's paid team (team funded) or their subscription. */
export async function paymentOptionFor(deps: Pick<AppDeps, 'db' | 'env'>, userId: string) {
  const provider = paymentProvider(deps.env);
  const { team, subscription } = await fundingFor(deps, userId);
  return {
    provider: provider.id,
    priceCents: team || subscription ? 0 : provider.priceCents,
    label: team ? `Covered by your team ${team.teamName}` : subscription ? COVERED_BY_SUBSCRIPTION : provider.label,
    teamFunded: !!team,
    teamName: team?.teamName ?? null,
  };
}

/** /metrics → a scored, pending submission and the payment option of the review step. */
export async function createSubmission(deps: Pick<AppDeps, 'db' | 'env'>, userId: string, input: SubmissionInput) {
  const tables = await loadScoringTables(deps.db);
  const submission = await deps.db.transaction((tx) => createScoredSubmission(tx, tables, userId, input, 'pending'));
  return { submission, payment: await paymentOptionFor(deps, userId) };
}

async function ownPending(deps: Pick<AppDeps, 'db'>, userId: string, id: string): Promise<SubmissionRow> {
  const row = await findSubmission(deps.db, id);
  if (!row) throw new AppError('not_found', SUBMISSION_NOT_FOUND);
  if (row.userId !== userId) throw new AppError('forbidden', messages.submissionAccessDenied);
  return row;
}

/**
 * Completes a pending submission through the payment provider (docs/decisions/0005-payments.md): team funded when the player is an active
 * member of a paid team; `free` completes at once; `demo` returns the local checkout page to visit.
 */
export async function checkoutSubmission(
  deps: Pick<AppDeps, 'db' | 'env' | 'logger' | 'publicUrl'>,
  userId: string,
  id: string,
  email = '',
) {
  const row = await ownPending(deps, userId, id);
  if (isListedSubmission(row)) throw new AppError('conflict', SUBMISSION_ALREADY_COMPLETE);
  if (!row.submittedPosition || !row.submittedScore || row.submittedScore <= 0)
    throw new AppError('invalid_input', 'Please select a position');
  const now = new Date();
  const { team, subscription } = await fundingFor(deps, userId);
  if (team) {
    const submission = await updateSubmission(deps.db, id, {
      paymentStatus: 'paid',
      teamFunded: true,
      teamCode: team.teamCode,
      paymentProvider: 'team',
      updatedAt: now,
    });
    return { status: 'completed' as const, submission, checkoutUrl: null };
  }
  if (subscription) {
    const submission = await updateSubmission(deps.db, id, {
      paymentStatus: 'paid',
      subscriptionId: subscription.id,
      paymentProvider: 'subscription',
      updatedAt: now,
    });
    return { status: 'completed' as const, submission, checkoutUrl: null };
  }
  const provider = paymentProvider(deps.env);
  // One checkout per dashboard (docs/decisions/0040-one-plan-at-a-time.md): one still open is returned again, and
  // requests that read the same row send the same idempotency key, so they get the same checkout from the provider.
  if (row.paymentReference && row.paymentProvider === provider.id) {
    const open = await provider.openCheckoutUrl(row.paymentReference).catch((err: unknown) => {
      deps.logger.warn({ err, submissionId: id }, 'payment provider checkout look-up failed');
      return null;
    });
    if (open) return { status: 'checkout' as const, submission: row, checkoutUrl: open };
  }
  let started;
  try {
    started = await provider.begin({
      kind: 'submission',
      id,
      description: 'Dugout scored dashboard',
      amountCents: provider.priceCents,
      customerEmail: email,
      successUrl: `${deps.publicUrl}/dashboard-purchase-success?submission=${id}`,
      cancelUrl: `${deps.publicUrl}/metrics-submission?submission=${id}`,
      idempotencyKey: `dugout_submission_${id}_${row.updatedAt.getTime()}`,
    });
  } catch (err) {
    deps.logger.error({ err, submissionId: id }, 'payment provider checkout failed');
    // the next attempt gets a new key (Stripe answers a failed key's retry with the same failure)
    await updateSubmission(deps.db, id, { updatedAt: new Date() });
    throw new AppError('unprocessable', paymentMessages.providerUnavailable);
  }
  if (started.kind === 'completed') {
    const submission = await updateSubmission(deps.db, id, {
      paymentStatus: started.status,
      paymentProvider: provider.id,
      paymentReference: started.reference,
      updatedAt: now,
    });
    return { status: 'completed' as const, submission, checkoutUrl: null };
  }
  const submission = await updateSubmission(deps.db, id, {
    paymentProvider: provider.id,
    paymentReference: started.reference,
    updatedAt: now,
  });
  return { status: 'checkout' as const, submission, checkoutUrl: started.url };
}

async function demoSession(deps: Pick<AppDeps, 'db'>, userId: string, sessionId: string) {
  const row = await findSubmissionByPaymentReference(deps.db, sessionId);
  if (!row || row.paymentProvider !== 'demo') throw new AppError('not_found', CHECKOUT_NOT_FOUND);
  if (row.userId !== userId) throw new AppError('forbidden', messages.submissionAccessDenied);
  return row;
}

export async function getDemoCheckout(deps: Pick<AppDeps, 'db'>, userId: string, sessionId: string) {
  const row = await demoSession(deps, userId, sessionId);
  return {
    sessionId,
    submissionId: row.id,
    priceCents: demoProvider.priceCents,
    status: row.paymentStatus === 'paid' ? ('paid' as const) : ('open' as const),
  };
}

/** The demo checkout's card form: any well-formed card pays (except the documented declined test card). */
export async function payDemoCheckout(
  deps: Pick<AppDeps, 'db' | 'mailer' | 'publicUrl'>,
  userId: string,
  sessionId: string,
  card: { cardNumber: string } & Omit<DemoCardInput, 'cardNumber'>,
  /** A guardian paying for the player (docs/decisions/0060-families.md): the receipt goes to them. */
  paidBy: string | null = null,
) {
  const row = await demoSession(deps, userId, sessionId);
  if (row.paymentStatus === 'paid') return row;
  if (card.cardNumber === DEMO_DECLINED_CARD)
    throw new AppError('unprocessable', DEMO_CARD_DECLINED_MESSAGE, { cardNumber: DEMO_CARD_DECLINED_MESSAGE });
  // the payment and its receipt (docs/decisions/0005-payments.md) commit together
  // paid once: only the request that moves it from pending to paid queues the receipt
  const now = new Date();
  const paid = await deps.db.transaction(async (tx) => {
    const updated = await markSubmissionPaid(tx, row.id, sessionId, now);
    if (updated) await enqueueDashboardReceipt(deps, tx, updated, demoProvider.priceCents, now, paidBy);
    return !!updated;
  });
  if (paid) deps.mailer.kick();
  return (await findSubmission(deps.db, row.id))!;
}

/** Access to one player's data: the owner, a coach/administrator of a team the owner is active in, an approved org's program admin. */
export async function authorizePlayerData(db: DbOrTx, actor: Actor, ownerId: string) {
  const teams = actor.userId === ownerId ? [] : await loadActiveTeamsOfPlayer(db, ownerId);
  if (!allow(actor, 'view', playerData(ownerId, teams)))
    throw new AppError('forbidden', messages.submissionAccessDenied);
  return { teams, isOwner: actor.userId === ownerId };
}

/** One submission for someone allowed to see it; a pending one only for its owner. */
export async function loadSubmissionForViewer(deps: Pick<AppDeps, 'db' | 'env'>, actor: Actor, id: string) {
  const found = await findSubmission(deps.db, id);
  if (!found) throw new AppError('not_found', SUBMISSION_NOT_FOUND);
  const [row] = await withFundingLapse(deps.db, [found]);
  const { isOwner } = await authorizePlayerData(deps.db, actor, row!.userId);
  if (!isOwner && !isListedSubmission(row!)) throw new AppError('not_found', SUBMISSION_NOT_FOUND);
  return { submission: row!, payment: isOwner ? await paymentOptionFor(deps, row!.userId) : null };
}

/** A player's submissions, each marked when the subscription that paid for it has lapsed (hidden by the list rules). */
export async function listSubmissionsWithFunding(db: DbOrTx, userId: string) {
  return withFundingLapse(db, await listSubmissionsOfUser(db, userId));
}

export async function listVisibleSubmissions(db: DbOrTx, userId: string) {
  return visibleSubmissions(await listSubmissionsWithFunding(db, userId));
}

/**
 * Everything /dashboard needs: the player, the chosen (or latest) completed submission and the history for the
 * trend. `user` (from a coach's roster) or `submission` pick the player; access is checked for that player.
 */
export async function loadDashboard(
  deps: Pick<AppDeps, 'db'>,
  actor: Actor,
  query: { submission?: string; user?: string },
) {
  let ownerId = query.user ?? actor.userId;
  let chosen: SubmissionRow | null = null;
  if (query.submission) {
    chosen = await findSubmission(deps.db, query.submission);
    if (!chosen) throw new AppError('not_found', SUBMISSION_NOT_FOUND);
    ownerId = chosen.userId;
  }
  const { teams, isOwner } = await authorizePlayerData(deps.db, actor, ownerId);
  // The player's verifications beside the dashboard's reads, not after them (docs/decisions/0072-per-user-screens-beside-their-twins.md).
  const [{ player, submissions }, verifications] = await Promise.all([
    dashboardData(deps.db, ownerId),
    verificationsOfPlayer(deps.db, ownerId),
  ]);
  const all = await withFundingLapse(deps.db, submissions);
  if (!player) throw new AppError('not_found', 'Player not found');
  const history = visibleSubmissions(all);
  const hidden = all.filter((s) => s.fundingLapsed && isListedSubmission({ ...s, fundingLapsed: false }));
  const lapsedFunding =
    hidden.length === 0 ? null : hidden.some((s) => s.subscriptionId) ? ('subscription' as const) : ('team' as const);
  if (chosen) chosen = all.find((s) => s.id === chosen!.id) ?? chosen;
  if (chosen && !isListedSubmission(chosen)) {
    if (!isOwner) throw new AppError('not_found', SUBMISSION_NOT_FOUND);
    chosen = null;
  }
  const submission = chosen ?? history[0] ?? null;
  const offers = submissionAbilities(actor, playerData(ownerId, teams));
  // each shown value with the day it was measured and its source (docs/decisions/0062-metric-sources.md)
  const metrics = submission ? latestMetricValues(submission, history, verifications) : [];
  return {
    player,
    submission,
    history,
    isOwner,
    abilities: { ...offers, editSubmission: !!submission && offers.editSubmission },
    lapsedFunding,
    metrics,
  };
}

/**
 * Pending clean-up (docs/spec/part-1-accounts-teams-organizations.md section 4): pending submissions with a missing position or score, or older than
 * the cut-off (5 minutes at sign-in), are deleted.
 */
export async function cleanUpPendingSubmissions(
  db: DbOrTx,
  userId: string,
  now = new Date(),
  cutoffMs = PENDING_CLEANUP_SIGN_IN_MS,
): Promise<number> {
  const stale = (await listPendingOfUser(db, userId)).filter((s) => isStalePending(s, now, cutoffMs));
  await deleteSubmissions(
    db,
    stale.map((s) => s.id),
  );
  return stale.length;
}

export interface RescoreProgress {
  done: number;
  changed: number;
}

/**
 * Re-scores every submission with the current scoring tables (after an admin changed them): batches of
 * `batchSize` in id order, one transaction per batch. Returns how many were scored and how many changed.
 */
export async function rescoreAllSubmissions(
  deps: Pick<AppDeps, 'db'>,
  onProgress?: (p: RescoreProgress) => void,
  opts: {
    batchSize?: number;
    tables?: ScoringTables;
    /** Resume after this id with `done` already counted (a durable job's cursor, features/admin/rescore-job.ts). */
    resume?: { afterId: string | null; done: number };
    /** Runs inside each batch's transaction, so the job's cursor commits with the batch. */
    onBatch?: (tx: DbOrTx, p: RescoreProgress & { afterId: string }) => Promise<void>;
  } = {},
): Promise<RescoreProgress> {
  const batchSize = opts.batchSize ?? 200;
  if (!opts.tables) invalidateScoringTables(deps.db);
  const tables = opts.tables ?? (await loadScoringTables(deps.db));
  const progress: RescoreProgress = { done: opts.resume?.done ?? 0, changed: 0 };
  let afterId: string | null = opts.resume?.afterId ?? null;
  for (;;) {
    const batch: SubmissionRow[] = await deps.db.transaction(async (tx) => {
      const rows = await submissionBatch(tx, afterId, batchSize);
      for (const row of rows) {
        const next = scoredColumns(row, tables);
        if (
          next.submittedScore !== row.submittedScore ||
          next.bestPosition !== row.bestPosition ||
          next.bestScore !== row.bestScore ||
          JSON.stringify(next.positionScores) !== JSON.stringify(row.positionScores) ||
          JSON.stringify(next.metricScores) !== JSON.stringify(row.metricScores)
        ) {
          await updateSubmission(tx, row.id, next);
          progress.changed++;
        }
      }
      if (rows.length > 0)
        await opts.onBatch?.(tx, {
          ...progress,
          done: progress.done + rows.length,
          afterId: rows[rows.length - 1]!.id,
        });
      return rows;
    });
    if (batch.length === 0) break;
    progress.done += batch.length;
    afterId = batch[batch.length - 1]!.id;
    onProgress?.({ ...progress });
    if (batch.length < batchSize) break;
  }
  return progress;
}
