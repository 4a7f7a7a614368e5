import { count } from 'drizzle-orm';
import type { RescoreStatus } from '@dugout/domain';
import { metricSubmissions } from '../../db/schema/index.ts';
import type { AppDeps } from '../../http/context.ts';
import { rescoreAllSubmissions } from '../submissions/submissions.service.ts';
import { invalidateScoringTables } from '../submissions/scoring-tables.repo.ts';

let status: RescoreStatus = { state: 'idle', done: 0, total: 0, error: null, finishedAt: null };
let running: Promise<void> | null = null;

export const rescoreStatus = (): RescoreStatus => ({ ...status });
export const rescoreAvailable = () => true;
export const isRescoring = () => running !== null;

/**
 * After an admin edited the scoring tables: drops the engine's cached tables and re-scores every submission in the
 * background (the submissions feature's job), one at a time, reporting done of total. `wait` lets tests await it.
 */
export function startRescore(deps: AppDeps): { started: boolean; wait: () => Promise<void> } {
  invalidateScoringTables(deps.db);
  if (running) return { started: false, wait: () => running ?? Promise.resolve() };
  status = { state: 'running', done: 0, total: 0, error: null, finishedAt: null };
  running = (async () => {
    const [row] = await deps.db.select({ n: count() }).from(metricSubmissions);
    status = { ...status, total: Number(row?.n ?? 0) };
    const result = await rescoreAllSubmissions(deps, (p) => {
      status = { ...status, done: p.done, total: Math.max(status.total, p.done) };
    });
    status = { ...status, state: 'done', done: result.done, total: result.done, finishedAt: new Date().toISOString() };
  })()
    .catch((err: unknown) => {
      deps.logger.error({ err }, 're-scoring failed');
      status = { ...status, state: 'failed', error: 'Re-scoring failed. The tables were saved; save again to retry.', finishedAt: new Date().toISOString() };
    })
    .finally(() => {
      running = null;
    });
  const p = running;
  return { started: true, wait: () => p };
}

/** Resolves when the current re-scoring job (if any) has finished. */
export const rescoreFinished = (): Promise<void> => running ?? Promise.resolve();
