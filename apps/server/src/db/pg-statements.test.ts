import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openPostgres } from './client.ts';
import { namedStatementsClient, StatementNames } from './pg-statements.ts';
import { clusterUnavailable, defaultPgUrl } from '../test/cluster.ts';

describe('which statements are named (docs/decisions/0075-named-statements-on-postgresql.md)', () => {
  it('names a select from its second run, under the same name each time; never a write', () => {
    const names = new StatementNames();
    const text = 'select "id" from "users" where "id" = $1';
    expect(names.nameOf(text)).toBeUndefined();
    const name = names.nameOf(text);
    expect(name).toMatch(/^dugout_[\w-]+$/);
    expect(names.nameOf(text)).toBe(name);
    expect(new StatementNames().nameOf(text) ?? new StatementNames().nameOf(text)).toBeUndefined();
    const write = 'update "users" set "name" = $1';
    names.nameOf(write);
    expect(names.nameOf(write)).toBeUndefined();
    expect(names.named).toBe(1);
  });

  it('keeps at most 500 names; a text that failed under its name is sent unnamed from then on', () => {
    const names = new StatementNames();
    for (let i = 0; i < 600; i++) {
      names.nameOf(`select ${i}`);
      names.nameOf(`select ${i}`);
    }
    expect(names.named).toBe(500);
    expect(names.nameOf('select 599')).toBeUndefined();
    names.drop('select 1');
    expect(names.nameOf('select 1')).toBeUndefined();
    expect(names.named).toBe(499);
  });
});

const pgMissing = await clusterUnavailable(defaultPgUrl()).then((why) =>
  why?.startsWith('no PostgreSQL') ? why : null,
);
if (pgMissing) console.warn(`[db] PostgreSQL named statement tests SKIPPED: ${pgMissing}`);

describe.skipIf(pgMissing !== null)('named statements on a PostgreSQL server', () => {
  it("the app's pool parses a repeated select once per connection: PostgreSQL holds it under its name", async () => {
    const database = await openPostgres(defaultPgUrl(), { max: 1 });
    try {
      for (let i = 0; i < 3; i++) await database.db.execute(sql`select ${i}::int + 1 as n where 1 = ${1}`);
      const held = (await database.db.execute(
        sql`select name, statement from pg_prepared_statements where name like 'dugout_%'`,
      )) as unknown as { rows: unknown[] };
      expect(held.rows).toEqual([
        expect.objectContaining({ statement: 'select $1::int + 1 as n where 1 = $2', name: expect.any(String) }),
      ]);
    } finally {
      await database.close();
    }
  });

  it('a table that changes shape under a named statement: answered anew outside a transaction', async () => {
    const table = `named_shape_${process.pid}`;
    const names = new StatementNames();
    const pool = new pg.Pool({ connectionString: defaultPgUrl(), max: 1, Client: namedStatementsClient(names) });
    try {
      await pool.query(`create table ${table} (a int)`);
      await pool.query(`insert into ${table} values (1)`);
      const text = `select * from ${table}`;
      for (let i = 0; i < 3; i++) expect((await pool.query({ text })).rows).toEqual([{ a: 1 }]);
      expect(names.named).toBe(1);
      await pool.query(`alter table ${table} add column b int default 2`);
      // PostgreSQL refuses the named statement ("cached plan must not change result type"); the run is repeated unnamed.
      expect((await pool.query({ text })).rows).toEqual([{ a: 1, b: 2 }]);
      expect(names.named).toBe(0);
      // Inside a transaction nothing is repeated (the failed statement aborted it): the error reaches the caller.
      const again = `select a from ${table}`;
      for (let i = 0; i < 3; i++) await pool.query({ text: again });
      await pool.query(`alter table ${table} alter column a type bigint`);
      const client = await pool.connect();
      try {
        await client.query('begin');
        await expect(client.query({ text: again })).rejects.toMatchObject({ code: '0A000' });
        await client.query('rollback');
        expect((await client.query({ text: again })).rows).toEqual([{ a: '1' }]);
      } finally {
        client.release();
      }
    } finally {
      await pool.query(`drop table if exists ${table}`);
      await pool.end();
    }
  });
});
