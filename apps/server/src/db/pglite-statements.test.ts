import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { withNamedStatements } from './pglite-statements.ts';

/** Two databases with the same rows: one with PGlite's own path only, one with the named path of pglite-statements.ts. */
let plain: PGlite;
let fast: PGlite;
let named: () => number;
const setup = `
  create table t (id int primary key, name text, at timestamptz, doc jsonb, ok boolean, score double precision, tags text[]);
  insert into t values
    (1, 'one', '2026-01-02T03:04:05Z', '{"a":[1,2]}', true, 1.5, '{x,y}'),
    (2, null, null, null, null, null, null),
    (3, 'три', '2026-11-25T00:00:00Z', '"s"', false, -2, '{}');`;

beforeAll(async () => {
  plain = await PGlite.create();
  fast = await PGlite.create();
  await plain.exec(setup);
  await fast.exec(setup);
  named = withNamedStatements(fast).named;
});
afterAll(async () => {
  await plain.close();
  await fast.close();
});

const both = async (text: string, params: unknown[] = [], options?: Parameters<PGlite['query']>[2]) => {
  const a = await plain.query(text, params, options);
  const runs = [];
  for (let i = 0; i < 3; i++) runs.push(await fast.query(text, params, options));
  return { plain: a, runs };
};

describe('PGlite named statements', () => {
  it('answers a repeated select with the same rows and values as PGlite itself, from its second run on a named statement', async () => {
    const before = named();
    const { plain: a, runs } = await both('select * from t where id >= $1 order by id', [1]);
    expect(named()).toBe(before + 1);
    for (const r of runs) expect(r.rows).toEqual(a.rows);
    expect(a.rows).toHaveLength(3);
    expect((a.rows[0] as { at: Date }).at).toBeInstanceOf(Date);
    expect((a.rows[0] as { doc: unknown }).doc).toEqual({ a: [1, 2] });
    expect((a.rows[0] as { tags: string[] }).tags).toEqual(['x', 'y']);
  });

  it("keeps the caller's row mode, parsers and parameter types (what drizzle passes)", async () => {
    const options = { rowMode: 'array' as const, parsers: { 1184: (v: string) => v } };
    const { plain: a, runs } = await both(
      'select id, at, ok from t where name = $1 or $2::boolean',
      ['one', false],
      options,
    );
    for (const r of runs) expect(r.rows).toEqual(a.rows);
    expect(a.rows).toEqual([[1, '2026-01-02 03:04:05+00', true]]);
    const nulls = await both('select id from t where ($1::text is null and name is null)', [null]);
    for (const r of nulls.runs) expect(r.rows).toEqual([{ id: 2 }]);
  });

  it('raises the same error as PGlite for a bad parameter, and goes on answering', async () => {
    const text = 'select id from t where id = $1';
    await fast.query(text, [1]);
    await fast.query(text, [1]);
    const plainError = await plain.query(text, ['not a number']).catch((e: Error) => e.message);
    const fastError = await fast.query(text, ['not a number']).catch((e: Error) => e.message);
    expect(fastError).toBe(plainError);
    expect((await fast.query(text, [3])).rows).toEqual([{ id: 3 }]);
  });

  it('follows a table that changed shape under a named statement', async () => {
    await fast.exec('create table u (id int)');
    await fast.exec('insert into u values (1)');
    for (let i = 0; i < 3; i++) expect((await fast.query('select * from u')).rows).toEqual([{ id: 1 }]);
    const before = named();
    await fast.exec('alter table u add column extra text');
    await fast.exec(`update u set extra = 'x'`);
    expect((await fast.query('select * from u')).rows).toEqual([{ id: 1, extra: 'x' }]);
    // "cached plan must not change result type": that text is PGlite's from now on.
    expect(named()).toBe(before - 1);
    expect((await fast.query('select * from u')).rows).toEqual([{ id: 1, extra: 'x' }]);
  });

  it('leaves writes and transactions to PGlite, and never answers inside another caller’s transaction', async () => {
    const before = named();
    for (let i = 0; i < 3; i++) await fast.query('update t set score = score where id = $1', [1]);
    expect(named()).toBe(before);
    const text = 'select name from t where id = $1';
    await fast.query(text, [1]);
    await fast.query(text, [1]);
    let inside!: () => void;
    const gate = new Promise<void>((r) => (inside = r));
    const tx = fast.transaction(async (t) => {
      await t.query(`update t set name = 'changed' where id = 1`);
      inside();
      await new Promise((r) => setTimeout(r, 50));
      await t.rollback();
    });
    await gate;
    // Started while the transaction is open: it waits for it and sees the rolled-back row as it was.
    expect((await fast.query(text, [1])).rows).toEqual([{ name: 'one' }]);
    await tx;
  });
});
