import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { SizeKeepingNodeFS } from './pglite-fs.ts';

/**
 * PGlite on disk with file lengths kept between changes (docs/decisions/0077-pglite-file-sizes.md): PostgreSQL must
 * see every row written and every truncation, across a restart, and ask the disk for a length only after a change.
 */
let dir: string;
let fs: SizeKeepingNodeFS;
let db: PGlite;
const open = async () => {
  fs = new SizeKeepingNodeFS(path.join(dir, 'pglite'));
  db = await PGlite.create({ fs });
};
const count = async () => (await db.query<{ n: number }>('select count(*)::int as n from t')).rows[0]!.n;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'dugout-pglite-fs-'));
  await open();
}, 60_000);
afterAll(async () => {
  await db?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('PGlite files with kept lengths', () => {
  it('sees every row as the table grows, shrinks (vacuum truncates its file) and grows again', async () => {
    await db.exec(`create table t (id int primary key, pad text)`);
    // 3,000 rows of ~200 bytes: about 80 pages of 8 KB, each new page a write past the kept length.
    for (let i = 0; i < 3; i++) {
      await db.exec(
        `insert into t select g, repeat('x', 200) from generate_series(${i * 1000 + 1}, ${(i + 1) * 1000}) g`,
      );
      expect(await count()).toBe((i + 1) * 1000);
    }
    const pages = async () =>
      (await db.query<{ n: number }>(`select pg_relation_size('t')::int / 8192 as n`)).rows[0]!.n;
    expect(await pages()).toBeGreaterThan(50);
    await db.exec(`delete from t`);
    await db.exec(`vacuum t`);
    expect(await pages()).toBe(0);
    expect(await count()).toBe(0);
    await db.exec(`insert into t select g, repeat('y', 200) from generate_series(1, 500) g`);
    expect(await count()).toBe(500);
    // The new rows start at the file's new end: about 14 pages, not after the 80 it had before vacuum.
    expect(await pages()).toBeLessThan(20);
    expect(await db.query(`select id from t where id = 500`)).toMatchObject({ rows: [{ id: 500 }] });
  });

  it('reads a length from disk only after a change, not on every look-up', async () => {
    await count();
    const before = fs.sizeReads();
    for (let i = 0; i < 50; i++) await count();
    // 50 scans of an unchanged table: its length was kept (the catalog's own files may be read once).
    expect(fs.sizeReads() - before).toBeLessThan(5);
    await db.exec(`insert into t select g, repeat('z', 200) from generate_series(501, 2500) g`);
    expect(await count()).toBe(2500);
    expect(fs.sizeReads()).toBeGreaterThan(before);
  });

  it('keeps what was written across a restart', async () => {
    await db.close();
    await open();
    expect(await count()).toBe(2500);
    expect((await db.query<{ n: number }>(`select max(id)::int as n from t`)).rows[0]!.n).toBe(2500);
  }, 60_000);
});
