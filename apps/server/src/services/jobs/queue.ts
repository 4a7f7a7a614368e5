import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { jobs } from '../../db/schema/index.ts';
import type { Logger } from '../../logger.ts';
import { retryDelayMs, type RetryPolicy } from '../mail/backoff.ts';
import { claimLeased, msFromNow } from './claim.ts';
import { createRunner, type WorkSource } from './runner.ts';

export type JobRow = typeof jobs.$inferSelect;
export type JobProgress = JobRow['progress'];

/** Thrown into a handler that stores progress after another worker took its job over (its lease ran out). */
export class LostLeaseError extends Error {
  constructor(id: string) {
    super(`job ${id}: lease lost to another worker`);
  }
}

class StoppingError extends Error {
  constructor() {
    super('worker stopping');
  }
}

export interface JobContext {
  id: string;
  payload: unknown;
  /** What the job stored last: a resumed job continues from `progress.cursor`. */
  progress: JobProgress;
  attempts: number;
  /** Stores progress (pass the batch's transaction so the cursor commits with the work); throws LostLeaseError when the job is no longer ours. */
  setProgress(progress: JobProgress, tx?: Tx): Promise<void>;
  /** Stores what the job produced (shown when it is done) in the transaction of its last unit of work; throws LostLeaseError like setProgress. */
  setResult(result: unknown, tx: Tx): Promise<void>;
}

export type JobHandler = (ctx: JobContext) => Promise<void>;

/** Queues a job in `tx` (the transaction of the change that needs it); call `kick()` after the commit. Returns its id, or null when a unique rule kept an equal queued job. */
export async function enqueue(tx: Db | Tx, kind: string, payload: unknown = {}): Promise<string | null> {
  const [row] = await tx.insert(jobs).values({ kind, payload }).onConflictDoNothing().returning({ id: jobs.id });
  return row?.id ?? null;
}

/** The newest job of a kind (what admins see). */
export async function latestJob(db: Db, kind: string): Promise<JobRow | null> {
  const [row] = await db.select().from(jobs).where(eq(jobs.kind, kind)).orderBy(desc(jobs.createdAt)).limit(1);
  return row ?? null;
}

/** Recent jobs for the admin list, without their payload and result (an import's result can be large). */
export async function listJobs(db: Db, limit = 50) {
  return db
    .select({
      id: jobs.id,
      kind: jobs.kind,
      status: jobs.status,
      attempts: jobs.attempts,
      progress: jobs.progress,
      lastError: jobs.lastError,
      createdAt: jobs.createdAt,
      startedAt: jobs.startedAt,
      finishedAt: jobs.finishedAt,
    })
    .from(jobs)
    .orderBy(desc(jobs.createdAt))
    .limit(limit);
}

/** One job by id (null when there is none). */
export async function findJob(db: Db, id: string): Promise<JobRow | null> {
  const [row] = await db.select().from(jobs).where(eq(jobs.id, id));
  return row ?? null;
}

export interface JobQueueOptions {
  db: Db;
  logger: Logger;
  /** How long a claimed job belongs to this worker without a heartbeat; the heartbeat renews it every third of it. */
  leaseMs: number;
  pollMs: number;
  retry: RetryPolicy;
}

/** The runner's name for the jobs table; `kick(JOBS_SOURCE)` looks at the jobs only. */
export const JOBS_SOURCE = 'jobs';

/** The process's job runner: the jobs table plus any other durable work added to the same loop (the mail outbox). */
export interface JobQueue {
  register(kind: string, handler: JobHandler): void;
  /** Other durable work polled by the same loop and claimed with the same `claimLeased` (the mail outbox sender). */
  addSource(source: WorkSource): void;
  start(): void;
  /** Look now (after a commit that queued work): one source by name, or every source. */
  kick(name?: string): void;
  /** Claims one due job and runs it; returns whether it claimed one. */
  runOnce(): Promise<boolean>;
  /** Stops every loop; a running job stops at its next progress write and is handed back (queued, cursor kept). */
  stop(): Promise<void>;
  /** Tests: behave as a crashed process — stop claiming and renewing leases at once, without finishing or releasing the job (nor any other source's work). */
  crash(): void;
}

/** The advisory lock key that serialises job claims: any fixed 64-bit number ('jobs' in ASCII), not the start-up lock's. */
const JOB_CLAIM_LOCK_KEY = 0x6a6f6273;

/**
 * One worker per process (docs/decisions/0021-durable-jobs.md). It claims a due job — queued and due, or running with
 * a lease that ran out (its worker died) — with FOR UPDATE SKIP LOCKED, never while another job of the same kind holds
 * a live lease, so no job runs in two workers at once. `attempts` is the fencing token: heartbeat, progress and the
 * final status only touch the row while it still carries this worker's attempt. A failure is retried with the mail
 * outbox's backoff (services/mail/backoff.ts) and failed after the last attempt.
 */
export function createJobQueue(opts: JobQueueOptions): JobQueue {
  const { db, logger, leaseMs, pollMs, retry } = opts;
  const handlers = new Map<string, JobHandler>();
  const runner = createRunner(logger);
  let crashed = false;
  let stopping = false;

  async function claim(): Promise<JobRow | null> {
    if (handlers.size === 0) return null;
    const kinds = sql.join(
      [...handlers.keys()].map((k) => sql`${k}`),
      sql`, `,
    );
    // Claims are serialised by a transaction-scoped advisory lock: without it two workers on a PostgreSQL server could
    // each pass the "no live job of this kind" check at the same moment and claim two jobs of one kind.
    const ids = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${JOB_CLAIM_LOCK_KEY})`);
      return claimLeased(tx, {
        table: jobs,
        due: sql`jobs.kind in (${kinds})
          and ((jobs.status = 'queued' and jobs.run_after <= now()) or (jobs.status = 'running' and jobs.locked_until <= now()))
          and not exists (select 1 from jobs r where r.kind = jobs.kind and r.id <> jobs.id and r.status = 'running' and r.locked_until > now())`,
        orderBy: sql`jobs.created_at`,
        limit: 1,
        leaseMs,
        set: sql`status = 'running', started_at = coalesce(started_at, now())`,
      });
    });
    const id = ids[0];
    if (!id) return null;
    const [row] = await db.select().from(jobs).where(eq(jobs.id, id));
    return row ?? null;
  }

  const ours = (job: JobRow) => and(eq(jobs.id, job.id), eq(jobs.attempts, job.attempts), eq(jobs.status, 'running'));

  async function run(job: JobRow) {
    const handler = handlers.get(job.kind)!;
    let lost = false;
    const heartbeat = setInterval(
      () => {
        if (crashed) return;
        db.update(jobs)
          .set({ lockedUntil: msFromNow(leaseMs) })
          .where(ours(job))
          .returning({ id: jobs.id })
          .then((r) => {
            if (r.length === 0) lost = true;
          })
          .catch((err: unknown) => logger.warn({ err, id: job.id }, 'job heartbeat failed'));
      },
      Math.max(50, Math.floor(leaseMs / 3)),
    );
    heartbeat.unref();
    const ctx: JobContext = {
      id: job.id,
      payload: job.payload,
      progress: job.progress,
      attempts: job.attempts,
      async setProgress(progress, tx) {
        if (crashed || lost) throw new LostLeaseError(job.id);
        if (stopping) throw new StoppingError();
        const r = await (tx ?? db)
          .update(jobs)
          .set({ progress, lockedUntil: msFromNow(leaseMs) })
          .where(ours(job))
          .returning({ id: jobs.id });
        if (r.length === 0) {
          lost = true;
          throw new LostLeaseError(job.id);
        }
      },
      async setResult(result, tx) {
        if (crashed || lost) throw new LostLeaseError(job.id);
        const r = await tx.update(jobs).set({ result }).where(ours(job)).returning({ id: jobs.id });
        if (r.length === 0) {
          lost = true;
          throw new LostLeaseError(job.id);
        }
      },
    };
    try {
      await handler(ctx);
      if (crashed) return;
      await db
        .update(jobs)
        .set({ status: 'done', lockedUntil: null, lastError: null, finishedAt: sql`now()` })
        .where(ours(job));
    } catch (err) {
      if (err instanceof StoppingError) {
        // Shutting down: hand the job back now, so another instance continues from its cursor without waiting for the lease.
        // (If an equal job is already queued the unique index refuses; its lease then simply runs out.)
        await db
          .update(jobs)
          .set({ status: 'queued', lockedUntil: null })
          .where(ours(job))
          .catch((e: unknown) => logger.warn({ err: e, id: job.id }, 'job not handed back'));
        return;
      }
      if (crashed || err instanceof LostLeaseError) {
        logger.warn({ id: job.id, kind: job.kind }, 'job taken over by another worker; stopped here');
        return;
      }
      const error = err instanceof Error ? err.message : String(err);
      const delay = retryDelayMs(job.attempts, retry);
      await db
        .update(jobs)
        .set(
          delay === null
            ? { status: 'failed', lockedUntil: null, lastError: error, finishedAt: sql`now()` }
            : { status: 'queued', runAfter: msFromNow(delay), lockedUntil: null, lastError: error },
        )
        .where(ours(job));
      logger.error(
        { err, id: job.id, kind: job.kind, attempts: job.attempts, retryInMs: delay },
        delay === null ? 'job failed for good' : 'job failed, will retry',
      );
    } finally {
      clearInterval(heartbeat);
    }
  }

  async function runOnce() {
    if (crashed) return false;
    const job = await claim();
    if (!job) return false;
    await run(job);
    return true;
  }

  runner.add({ name: JOBS_SOURCE, pollMs, runOnce });

  return {
    register(kind, handler) {
      handlers.set(kind, handler);
    },
    addSource: (source) => runner.add(source),
    start: () => runner.start(),
    kick: (name) => runner.kick(name),
    runOnce,
    async stop() {
      stopping = true;
      await runner.stop();
    },
    crash() {
      crashed = true;
      runner.halt();
    },
  };
}
