import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { jobs } from '../db/schema/index.ts';

/** Waits until no job is queued or running (the test stack's worker polls every 100 ms). */
export async function jobsSettled(db: Db, timeoutMs = 30_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const open = await db
      .select({ id: jobs.id })
      .from(jobs)
      .where(inArray(jobs.status, ['queued', 'running']))
      .limit(1);
    if (open.length === 0) return;
    if (Date.now() > until) throw new Error('jobs still queued or running');
    await new Promise((r) => setTimeout(r, 50));
  }
}
