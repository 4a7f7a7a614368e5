import { adminMessages, type RescoreStatus } from '@dugout/domain/admin';
import { AppError } from '@dugout/domain/shared';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { AppDeps } from '../../deps-types.ts';
import { enqueue, latestJob, type JobHandler } from '../../services/jobs/queue.ts';
import { invalidateScoringTables, rescoreAllSubmissions } from '../submissions/index.ts';
import { countSubmissions, replaceTableRows } from './rescore.repo.ts';

export const RESCORE_JOB = 'rescore';

/**
 * After an admin edited the scoring tables: a durable `rescore` job (services/jobs, docs/decisions/0021-durable-jobs.md),
 * queued in the transaction of the edit. At most one waits at a time: a later edit finds it queued and leaves it, since
 * the job reads the tables when it starts. Returns the job id (null when one was already queued).
 */
export const enqueueRescore = (tx: DbOrTx) => enqueue(tx, RESCORE_JOB, {});

/**
 * The handler: re-scores every submission in batches in id order, one transaction per batch, and stores the cursor
 * (the batch's last id) and done/total in the job row inside that transaction, so a job taken over by another
 * instance after its worker died continues where the last committed batch ended.
 */
export function rescoreHandler(deps: Pick<AppDeps, 'db'>, batchSize: number): JobHandler {
  return async (job) => {
    const total = await countSubmissions(deps.db);
    const resume = { afterId: job.progress.cursor ?? null, done: job.progress.done ?? 0 };
    await job.setProgress({ done: resume.done, total: Math.max(total, resume.done), cursor: resume.afterId });
    const result = await rescoreAllSubmissions(deps, undefined, {
      batchSize,
      resume,
      onBatch: (tx, p) =>
        job.setProgress({ done: p.done, total: Math.max(total, p.done), cursor: p.afterId }, tx as never),
    });
    await job.setProgress({ done: result.done, total: result.done, cursor: null });
  };
}

/** The newest re-score job as the admin panel shows it (the same on every instance). */
export async function rescoreStatus(db: Db): Promise<RescoreStatus> {
  const job = await latestJob(db, RESCORE_JOB);
  if (!job) return { state: 'idle', done: 0, total: 0, error: null, finishedAt: null };
  const state = job.status === 'done' ? 'done' : job.status === 'failed' ? 'failed' : 'running';
  return {
    state,
    done: job.progress.done ?? 0,
    total: job.progress.total ?? 0,
    error: state === 'failed' ? 'Re-scoring failed. The tables were saved; save again to retry.' : null,
    finishedAt: job.finishedAt?.toISOString() ?? null,
  };
}

/** A re-score is running right now (a queued one simply picks up a later edit). */
export const isRescoring = async (db: Db) => (await latestJob(db, RESCORE_JOB))?.status === 'running';

/**
 * An admin's edit of a scoring table: refused while a re-score runs; otherwise the table's rows are replaced and the
 * re-score job queued in one transaction (docs/decisions/0021-durable-jobs.md), then every instance drops its tables.
 */
export async function replaceScoringTable(deps: Pick<AppDeps, 'db' | 'jobs'>, table: PgTable, rows: readonly object[]) {
  if (await isRescoring(deps.db)) throw new AppError('conflict', adminMessages.rescoreRunning);
  await deps.db.transaction(async (tx) => {
    await replaceTableRows(tx, table, rows);
    await enqueueRescore(tx);
  });
  invalidateScoringTables(deps.db);
  deps.jobs.kick();
  return { saved: rows.length, rescore: await rescoreStatus(deps.db) };
}
