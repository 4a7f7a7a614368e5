import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openPostgres } from './client.ts';
import { clusterUnavailable, defaultPgUrl } from '../test/cluster.ts';

const pgMissing = await clusterUnavailable(defaultPgUrl()).then((why) =>
  why?.startsWith('no PostgreSQL') ? why : null,
);
if (pgMissing) console.warn(`[db] PostgreSQL client tests SKIPPED: ${pgMissing}`);

describe.skipIf(pgMissing !== null)('PostgreSQL server (DATABASE_URL)', () => {
  it('cancels a statement that runs longer than DB_STATEMENT_TIMEOUT_MS', async () => {
    const database = await openPostgres(defaultPgUrl(), { max: 2, statementTimeoutMs: 200 });
    try {
      const err = await database.db.execute(sql`select pg_sleep(2)`).then(
        () => null,
        (e: unknown) => e as { cause?: { code?: string; message?: string } },
      );
      expect(err?.cause).toMatchObject({ code: '57014', message: expect.stringContaining('statement timeout') });
      await database.db.execute(sql`select 1`);
    } finally {
      await database.close();
    }
  });

  it('lets one instance at a time through start-up (advisory lock), the others wait their turn', async () => {
    const [one, two] = await Promise.all([
      openPostgres(defaultPgUrl(), { max: 2, statementTimeoutMs: 100 }),
      openPostgres(defaultPgUrl(), { max: 2, statementTimeoutMs: 100 }),
    ]);
    try {
      const events: string[] = [];
      const run = (name: string, db: typeof one) =>
        db.withStartupLock(async () => {
          events.push(`${name} in`);
          await new Promise((r) => setTimeout(r, 300));
          events.push(`${name} out`);
        });
      // The second waits longer than the statement timeout for the lock: waiting is not cancelled.
      await Promise.all([run('a', one), new Promise((r) => setTimeout(r, 50)).then(() => run('b', two))]);
      expect(events).toEqual(['a in', 'a out', 'b in', 'b out']);
    } finally {
      await Promise.all([one.close(), two.close()]);
    }
  });

  it('reads reference data from DATABASE_READ_URL when given', async () => {
    const database = await openPostgres(defaultPgUrl(), { max: 1, readUrl: defaultPgUrl() });
    try {
      expect(database.readDb).not.toBe(database.db);
      await database.readDb.execute(sql`select 1`);
      await database.ping();
    } finally {
      await database.close();
    }
  });
});
