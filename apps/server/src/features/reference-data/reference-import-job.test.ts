import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { colleges, jobFiles, jobs, referenceImports } from '../../db/schema/index.ts';
import { createLogger } from '../../logger.ts';
import { startTestStack, type TestStack } from '../../test/test-app.ts';
import { createJobQueue, enqueue, type JobHandler } from '../../services/jobs/queue.ts';
import { importHandler, type ImportJobPayload } from './reference-import-job.ts';

/** An uploaded import is never lost by a crash and written once (docs/decisions/0022-one-job-loop.md). */

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(async () => {
  await stack?.close();
});

const logger = createLogger('silent');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
// A kind of its own, so the test stack's worker (which runs 'reference-import') never takes these jobs.
const KIND = 'reference-import-test';
const worker = () =>
  createJobQueue({ db: stack.db, logger, leaseMs: 600, pollMs: 50, retry: { baseMs: 50, maxAttempts: 3 } });
const csv = (ids: number[]) =>
  ['school_id,school_name,division,state', ...ids.map((id) => `${id},School ${id},D3,MA`)].join('\n');

async function queueImport(fileName: string, ids: number[]) {
  const payload: ImportJobPayload = { kind: 'schools', fileName, createdBy: null };
  return stack.db.transaction(async (tx) => {
    const id = (await enqueue(tx, KIND, payload))!;
    await tx.insert(jobFiles).values({ jobId: id, name: fileName, content: csv(ids) });
    return id;
  });
}

/** Runs `b` until it claims the job (after `a`'s lease ran out). */
async function takeOver(b: ReturnType<typeof worker>) {
  const until = Date.now() + 10_000;
  while (!(await b.runOnce())) {
    if (Date.now() > until) throw new Error('never taken over');
    await sleep(50);
  }
}

describe('reference import jobs and crashes', () => {
  it('a worker that dies before its commit wrote nothing; the next one imports the file once', async () => {
    const id = await queueImport('before.csv', [7001, 7002]);
    const a = worker();
    const real = importHandler(stack);
    const dying: JobHandler = (ctx) =>
      real({
        ...ctx,
        async setProgress(p, tx) {
          if (tx) a.crash(); // the process dies inside the import's transaction: it is rolled back
          await ctx.setProgress(p, tx);
        },
      });
    a.register(KIND, dying);
    expect(await a.runOnce()).toBe(true);
    expect(await stack.db.select().from(colleges).where(eq(colleges.schoolId, 7001))).toHaveLength(0);
    expect(await stack.db.select().from(jobFiles).where(eq(jobFiles.jobId, id))).toHaveLength(1);

    const b = worker();
    b.register(KIND, real);
    expect(await b.runOnce()).toBe(false); // A's lease still holds
    await takeOver(b);
    const [job] = await stack.db.select().from(jobs).where(eq(jobs.id, id));
    expect(job).toMatchObject({
      status: 'done',
      attempts: 2,
      progress: { done: 2, total: 2 },
      result: { status: 'completed', added: 2, fileName: 'before.csv' },
    });
    expect(
      await stack.db.select().from(referenceImports).where(eq(referenceImports.fileName, 'before.csv')),
    ).toHaveLength(1);
    expect(await stack.db.select().from(jobFiles).where(eq(jobFiles.jobId, id))).toHaveLength(0);
  });

  it('a worker that dies after its commit but before marking the job done: the next one finishes it without importing again', async () => {
    const id = await queueImport('after.csv', [7101, 7102, 7103]);
    const a = worker();
    const real = importHandler(stack);
    a.register(KIND, async (ctx) => {
      await real(ctx);
      a.crash(); // committed; the process dies before the job is marked done
    });
    expect(await a.runOnce()).toBe(true);
    let [job] = await stack.db.select().from(jobs).where(eq(jobs.id, id));
    expect(job).toMatchObject({ status: 'running', attempts: 1, result: { added: 3 } });

    const b = worker();
    b.register(KIND, real);
    await takeOver(b);
    [job] = await stack.db.select().from(jobs).where(eq(jobs.id, id));
    // The report is the first run's: 3 added (a second import would have said 3 unchanged), and one run is recorded.
    expect(job).toMatchObject({
      status: 'done',
      attempts: 2,
      progress: { done: 3, total: 3 },
      result: { status: 'completed', added: 3, unchanged: 0 },
    });
    expect(
      await stack.db.select().from(referenceImports).where(eq(referenceImports.fileName, 'after.csv')),
    ).toHaveLength(1);
  });
});
