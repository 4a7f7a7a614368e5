import { sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';

export const msFromNow = (ms: number) => sql`now() + make_interval(secs => ${ms / 1000})`;

/**
 * The one claim of durable work (docs/decisions/0021-durable-jobs.md, 0022-one-job-loop.md), for any table with
 * `id`, `attempts` and `locked_until` (the jobs and the mail outbox): in one statement it locks up to `limit` due rows
 * with FOR UPDATE SKIP LOCKED — so two workers never take the same row — adds an attempt (the fencing token) and
 * sets a lease, after which a dead worker's row is due again. `due` and `orderBy` are written against the table's
 * own name (a correlated sub-query may use an alias). Returns the claimed ids (in no particular order).
 */
export async function claimLeased(
  db: DbOrTx,
  opts: { table: PgTable; due: SQL; orderBy: SQL; limit: number; leaseMs: number; set?: SQL },
): Promise<string[]> {
  const { table, due, orderBy, limit, leaseMs } = opts;
  const result = await db.execute<{ id: string }>(sql`
    update ${table} set attempts = attempts + 1, locked_until = ${msFromNow(leaseMs)}${opts.set ? sql`, ${opts.set}` : sql``}
    where id in (select id from ${table} where ${due} order by ${orderBy} limit ${limit} for update skip locked)
    returning id`);
  // node-postgres answers { rows }, PGlite an array-like result (both through Drizzle's execute).
  const rows = ((result as { rows?: unknown[] }).rows ?? (result as unknown as unknown[])) as Array<{ id: string }>;
  return rows.map((r) => r.id);
}
