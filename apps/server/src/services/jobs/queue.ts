import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { jobs } from '../../db/schema/index.ts';
import type { Logger } from '../../logger.ts';
import { retryDelayMs, type RetryPolicy } from '../mail/backoff.ts';

export type JobRow = typeof jobs.$inferSelect;
export type JobProgress = JobRow['progress'];
type Tx = Exclude<DbOrTx, Db>;

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

export async function listJobs(db: Db, limit = 50): Promise<JobRow[]> {
  return db.select().from(jobs).orderBy(desc(jobs.createdAt)).limit(limit);
}

export interface JobQueueOptions {
  db: Db;
  logger: Logger;
  /** How long a claimed job belongs to this worker without a heartbeat; the heartbeat renews it every third of it. */
  leaseMs: number;
  pollMs: number;
  retry: RetryPolicy;
}

export interface JobQueue {
  register(kind: string, handler: JobHandler): void;
  start(): void;
  kick(): void;
  /** Claims one due job and runs it; returns whether it claimed one. */
  runOnce(): Promise<boolean>;
  /** Stops the loop; a running job stops at its next progress write and is handed back (queued, cursor kept). */
  stop(): Promise<void>;
  /** Tests: behave as a crashed process — stop claiming and renewing leases at once, without finishing or releasing the job. */
  crash(): void;
}

/** The advisory lock key that serialises job claims: any fixed 64-bit number ('jobs' in ASCII), not the start-up lock's. */
const JOB_CLAIM_LOCK_KEY = 0x6a6f6273;

const msFromNow = (ms: number) => sql`now() + make_interval(secs => ${ms / 1000})`;

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
  let started = false;
  let crashed = false;
  let stopping = false;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let again = false;

  async function claim(): Promise<JobRow | null> {
    if (handlers.size === 0) return null;
    const kinds = sql.join([...handlers.keys()].map((k) => sql`${k}`), sql`, `);
    // Claims are serialised by a transaction-scoped advisory lock: without it two workers on a PostgreSQL server could
    // each pass the "no live job of this kind" check at the same moment and claim two jobs of one kind.
    const rows = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${JOB_CLAIM_LOCK_KEY})`);
      return tx.execute<{ id: string }>(sql`
      update jobs set status = 'running', attempts = attempts + 1, locked_until = ${msFromNow(leaseMs)}
      where id = (
        select j.id from jobs j
        where j.kind in (${kinds})
          and ((j.status = 'queued' and j.run_after <= now()) or (j.status = 'running' and j.locked_until <= now()))
          and not exists (select 1 from jobs r where r.kind = j.kind and r.id <> j.id and r.status = 'running' and r.locked_until > now())
        order by j.created_at
        limit 1
        for update skip locked)
      returning id`);
    });
    const list = ((rows as { rows?: unknown[] }).rows ?? (rows as unknown as unknown[])) as Array<{ id: string }>;
    const id = list[0]?.id;
    if (!id) return null;
    const [row] = await db.select().from(jobs).where(eq(jobs.id, id));
    return row ?? null;
  }

  const ours = (job: JobRow) => and(eq(jobs.id, job.id), eq(jobs.attempts, job.attempts), eq(jobs.status, 'running'));

  async function run(job: JobRow) {
    const handler = handlers.get(job.kind)!;
    let lost = false;
    const heartbeat = setInterval(() => {
      if (crashed) return;
      db.update(jobs).set({ lockedUntil: msFromNow(leaseMs) }).where(ours(job)).returning({ id: jobs.id })
        .then((r) => { if (r.length === 0) lost = true; })
        .catch((err: unknown) => logger.warn({ err, id: job.id }, 'job heartbeat failed'));
    }, Math.max(50, Math.floor(leaseMs / 3)));
    heartbeat.unref();
    const ctx: JobContext = {
      id: job.id,
      payload: job.payload,
      progress: job.progress,
      attempts: job.attempts,
      async setProgress(progress, tx) {
        if (crashed || lost) throw new LostLeaseError(job.id);
        if (stopping) throw new StoppingError();
        const r = await (tx ?? db).update(jobs).set({ progress, lockedUntil: msFromNow(leaseMs) }).where(ours(job)).returning({ id: jobs.id });
        if (r.length === 0) {
          lost = true;
          throw new LostLeaseError(job.id);
        }
      },
    };
    try {
      await handler(ctx);
      if (crashed) return;
      await db.update(jobs).set({ status: 'done', lockedUntil: null, lastError: null, finishedAt: sql`now()` }).where(ours(job));
    } catch (err) {
      if (err instanceof StoppingError) {
        // Shutting down: hand the job back now, so another instance continues from its cursor without waiting for the lease.
        // (If an equal job is already queued the unique index refuses; its lease then simply runs out.)
        await db.update(jobs).set({ status: 'queued', lockedUntil: null }).where(ours(job)).catch((e: unknown) => logger.warn({ err: e, id: job.id }, 'job not handed back'));
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
        .set(delay === null ? { status: 'failed', lockedUntil: null, lastError: error, finishedAt: sql`now()` } : { status: 'queued', runAfter: msFromNow(delay), lockedUntil: null, lastError: error })
        .where(ours(job));
      logger.error({ err, id: job.id, kind: job.kind, attempts: job.attempts, retryInMs: delay }, delay === null ? 'job failed for good' : 'job failed, will retry');
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

  function schedule(ms: number) {
    if (!started) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(tick, ms);
    timer.unref();
  }

  function tick() {
    timer = null;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      while (started && (await runOnce()));
    })()
      .catch((err: unknown) => logger.error({ err }, 'job worker run failed'))
      .finally(() => {
        running = null;
        const now = again;
        again = false;
        schedule(now ? 0 : pollMs);
      });
  }

  return {
    register(kind, handler) {
      handlers.set(kind, handler);
    },
    start() {
      if (started) return;
      started = true;
      schedule(0);
    },
    kick() {
      if (!started) return;
      if (running) again = true;
      else schedule(0);
    },
    runOnce,
    async stop() {
      started = false;
      stopping = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await running;
    },
    crash() {
      crashed = true;
      started = false;
      if (timer) clearTimeout(timer);
      timer = null;
    },
  };
}


