import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { jobs, metricSubmissions } from '../../db/schema/index.ts';
import { createLogger } from '../../logger.ts';
import { startTestStack, type TestStack } from '../../test/test-app.ts';
import { createUser } from '../../test/factories.ts';
import { rescoreHandler } from '../../features/admin/rescore-job.ts';
import { loadScoringTables } from '../../features/submissions/scoring-tables.repo.ts';
import { scoredColumns } from '../../features/submissions/submissions.service.ts';
import { createJobQueue, enqueue, type JobContext, type JobHandler } from './queue.ts';

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(async () => {
  await stack?.close();
});

const logger = createLogger('silent');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
// Kinds of their own, so the test stack's worker (which runs 'rescore') never takes these jobs.
const worker = (leaseMs: number) =>
  createJobQueue({ db: stack.db, logger, leaseMs, pollMs: 50, retry: { baseMs: 50, maxAttempts: 3 } });

describe('durable jobs', () => {
  it('a job whose worker crashed mid-way is resumed from its cursor by another worker and completes once, scored as the engine scores', async () => {
    const player = await createUser(stack, 'player');
    const base = {
      userId: player.id,
      height: 72,
      weight: 190,
      sixty: 7.0,
      throwVelocity: 80,
      exitVelocity: 92,
      throws: 'Right',
      bats: 'Right',
      submittedPosition: 'C',
      paymentStatus: 'paid',
    } as const;
    // Deliberately wrong stored scores: only a re-score fixes them.
    await stack.db
      .insert(metricSubmissions)
      .values(Array.from({ length: 30 }, (_, i) => ({ ...base, sixty: 6.8 + i / 100, submittedScore: 1 })));
    const total = (await stack.db.select({ id: metricSubmissions.id }).from(metricSubmissions)).length;

    const a = worker(2000);
    let batchesOnA = 0;
    const real = rescoreHandler(stack, 5);
    a.register('rescore-test', (ctx) =>
      real({
        ...ctx,
        async setProgress(p, tx) {
          await ctx.setProgress(p, tx);
          // After two committed batches the process "dies": no more heartbeats, nothing finished or released.
          if (tx && ++batchesOnA === 2) a.crash();
        },
      }),
    );
    const b = worker(2000);
    let resumedAt: JobContext['progress'] | null = null;
    b.register('rescore-test', (ctx) => {
      resumedAt = ctx.progress;
      return real(ctx);
    });

    const id = (await enqueue(stack.db, 'rescore-test'))!;
    expect(await a.runOnce()).toBe(true);
    let [job] = await stack.db.select().from(jobs).where(eq(jobs.id, id));
    expect(job).toMatchObject({ status: 'running', attempts: 1, progress: { done: 10, total } });

    // While A's lease lasts nobody else takes the job; after it ran out, B does.
    expect(await b.runOnce()).toBe(false);
    const until = Date.now() + 10_000;
    while (!(await b.runOnce()) && Date.now() < until) await sleep(100);
    expect(resumedAt).toMatchObject({ done: 10, cursor: expect.any(String) });
    [job] = await stack.db.select().from(jobs).where(eq(jobs.id, id));
    expect(job).toMatchObject({ status: 'done', attempts: 2, progress: { done: total, total }, lastError: null });
    expect(job!.finishedAt).not.toBeNull();
    expect(await b.runOnce()).toBe(false);

    const tables = await loadScoringTables(stack.db);
    for (const row of await stack.db.select().from(metricSubmissions)) {
      const expected = scoredColumns(row as never, tables);
      expect(row.submittedScore).toBe(expected.submittedScore);
      expect(row.positionScores).toEqual(expected.positionScores);
    }
  });

  it('two workers never run the same job, nor two jobs of one kind, at the same time; the heartbeat keeps a long job its own', async () => {
    let now = 0;
    let most = 0;
    const runs: string[] = [];
    const slow: JobHandler = async (ctx) => {
      now++;
      most = Math.max(most, now);
      runs.push(ctx.id);
      await sleep(1500); // two and a half times the lease: only the heartbeat keeps it
      now--;
    };
    const a = worker(600);
    const b = worker(600);
    a.register('slow-test', slow);
    b.register('slow-test', slow);
    const first = (await enqueue(stack.db, 'slow-test'))!;
    const second = (await enqueue(stack.db, 'slow-test'))!;
    a.start();
    b.start();
    const until = Date.now() + 10_000;
    while (Date.now() < until) {
      const rows = await stack.db.select().from(jobs).where(eq(jobs.kind, 'slow-test'));
      if (rows.every((r) => r.status === 'done')) break;
      await sleep(50);
    }
    await Promise.all([a.stop(), b.stop()]);
    expect(most).toBe(1);
    expect(runs.sort()).toEqual([first, second].sort());
    const rows = await stack.db.select().from(jobs).where(eq(jobs.kind, 'slow-test'));
    expect(rows.map((r) => [r.status, r.attempts])).toEqual([
      ['done', 1],
      ['done', 1],
    ]);
  });

  it('a failing job is retried with backoff and failed after the last attempt, with its error', async () => {
    const a = worker(1000);
    a.register('broken-test', async () => {
      throw new Error('no luck');
    });
    const id = (await enqueue(stack.db, 'broken-test'))!;
    for (let n = 0; n < 3; n++) {
      while (!(await a.runOnce())) await sleep(20);
    }
    const [job] = await stack.db.select().from(jobs).where(eq(jobs.id, id));
    expect(job).toMatchObject({ status: 'failed', attempts: 3, lastError: 'no luck' });
    expect(await a.runOnce()).toBe(false);
  });
});
