import type { RescoreStatus } from '@dugout/domain';
import type { AppDeps } from '../../http/context.ts';

/** Re-scores every submission with the current scoring tables, reporting progress (done of total). */
export type Rescorer = (deps: AppDeps, onProgress: (done: number, total: number) => void) => Promise<void>;

let rescorer: Rescorer | null = null;
/** The submissions feature plugs in its re-scoring job here. */
export const setRescorer = (fn: Rescorer | null) => void (rescorer = fn);

let status: RescoreStatus = { state: 'idle', done: 0, total: 0, error: null, finishedAt: null };
let running: Promise<void> | null = null;

export const rescoreStatus = (): RescoreStatus => ({ ...status });
export const rescoreAvailable = () => rescorer !== null;
export const isRescoring = () => running !== null;

/** Starts the job in the background (one at a time); `wait` lets tests await it. */
export function startRescore(deps: AppDeps): { started: boolean; wait: () => Promise<void> } {
  if (!rescorer) return { started: false, wait: async () => {} };
  if (running) return { started: false, wait: () => running ?? Promise.resolve() };
  const job = rescorer;
  status = { state: 'running', done: 0, total: 0, error: null, finishedAt: null };
  running = job(deps, (done, total) => {
    status = { ...status, done, total };
  })
    .then(() => {
      status = { ...status, state: 'done', done: status.total, finishedAt: new Date().toISOString() };
    })
    .catch((err: unknown) => {
      deps.logger.error({ err }, 're-scoring failed');
      status = { ...status, state: 'failed', error: 'Re-scoring failed. The tables were saved; try saving again.', finishedAt: new Date().toISOString() };
    })
    .finally(() => {
      running = null;
    });
  const p = running;
  return { started: true, wait: () => p };
}
