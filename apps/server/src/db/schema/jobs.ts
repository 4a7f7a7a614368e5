import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * Durable background jobs (services/jobs, docs/decisions/0021-durable-jobs.md): claimed with FOR UPDATE SKIP LOCKED
 * and a lease (`locked_until`) that the running worker keeps extending; a crashed worker's job is claimed again by
 * any instance once its lease runs out and continues from the cursor the handler stored in `progress`.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Which handler runs it, e.g. 'rescore'. */
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull().default({}),
    /** queued → running → done, or failed after the last attempt. */
    status: text('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    runAfter: timestamp('run_after', { withTimezone: true }).notNull().defaultNow(),
    /** The running worker's lease; it renews it while the handler runs. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** { done, total } for admins, plus the handler's own resume point (e.g. `cursor`). */
    progress: jsonb('progress')
      .$type<{ done: number; total: number; cursor?: string | null }>()
      .notNull()
      .default({ done: 0, total: 0 }),
    lastError: text('last_error'),
    /** What a finished job produced, for the screen that started it (an import's report). */
    result: jsonb('result'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When a worker first claimed it. */
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('jobs_due_idx').on(t.status, t.runAfter),
    index('jobs_created_idx').on(t.createdAt),
    // At most one re-score waiting: a newer edit finds it queued and leaves it (it reads the tables when it starts).
    uniqueIndex('jobs_one_queued_rescore_idx')
      .on(t.kind)
      .where(sql`kind = 'rescore' and status = 'queued'`),
  ],
);

/**
 * A file a job works on (an uploaded reference CSV), stored in the database with the job so it survives a restart
 * and every instance can read it (docs/decisions/0022-one-job-loop.md); removed with the job's last unit of work.
 */
export const jobFiles = pgTable('job_files', {
  jobId: uuid('job_id')
    .primaryKey()
    .references(() => jobs.id, { onDelete: 'cascade' }),
  name: text('name'),
  content: text('content').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
