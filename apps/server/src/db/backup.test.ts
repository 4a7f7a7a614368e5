import { mkdtempSync, rmSync, writeFileSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { startTestStack, type TestStack } from '../test/test-app.ts';
import { openTestDatabase } from '../test/test-db.ts';
import { backupDatabase, restoreDatabase, summarizeTables, tablesInDependencyOrder } from './backup.ts';

/** Runs on PGlite under `npm test` and on PostgreSQL under `npm run test:api:pg` (the test database of each). */
describe('database backup and restore', () => {
  let stack: TestStack;
  let dir: string;
  beforeAll(async () => {
    stack = await startTestStack({ demo: true });
    dir = mkdtempSync(path.join(tmpdir(), 'dugout-backup-'));
  }, 120_000);
  afterAll(async () => {
    await stack?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('backup → wipe → restore gives back every row of every table (row counts and checksums)', async () => {
    const file = path.join(dir, 'round-trip.jsonl.gz');
    const before = await summarizeTables(stack.db);
    expect(before.reduce((n, t) => n + t.rows, 0)).toBeGreaterThan(500);
    const header = await backupDatabase(stack.db, file);
    expect(header.tables).toEqual(before);

    // Wipe: every table emptied.
    const tables = await tablesInDependencyOrder(stack.db);
    await stack.db.execute(sql.raw(`truncate table ${tables.map((t) => `"${t}"`).join(', ')} cascade`));
    expect((await summarizeTables(stack.db)).every((t) => t.rows === 0)).toBe(true);

    await restoreDatabase(stack.db, file);
    expect(await summarizeTables(stack.db)).toEqual(before);
    // The app works on the restored rows: the demo player signs in.
    await stack.client().signIn('player@example.com');
  });

  it('restores into another, freshly migrated database', async () => {
    const file = path.join(dir, 'copy.jsonl.gz');
    await backupDatabase(stack.db, file);
    const other = await openTestDatabase();
    try {
      await restoreDatabase(other.db, file);
      expect(await summarizeTables(other.db)).toEqual(await summarizeTables(stack.db));
    } finally {
      await other.close();
    }
  });

  it('a damaged backup changes nothing (one transaction)', async () => {
    const file = path.join(dir, 'damaged.jsonl.gz');
    await backupDatabase(stack.db, file);
    const lines = gunzipSync(readFileSync(file)).toString('utf8').trimEnd().split('\n');
    // Drop the last row: the restored table no longer matches the header's count, so the restore rolls back.
    writeFileSync(file, gzipSync(lines.slice(0, -1).join('\n') + '\n'));
    const before = await summarizeTables(stack.db);
    await stack.db.execute(sql`delete from support_requests`);
    const afterDelete = await summarizeTables(stack.db);
    await expect(restoreDatabase(stack.db, file)).rejects.toThrow(/restored \d+ rows/);
    expect(await summarizeTables(stack.db)).toEqual(afterDelete);
    expect(before.length).toBe(afterDelete.length);
  });
});
