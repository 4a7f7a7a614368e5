import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { metricSubmissions } from '../../db/schema/index.ts';

/** How many submissions a re-score goes through. */
export async function countSubmissions(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: count() }).from(metricSubmissions);
  return Number(row?.n ?? 0);
}

/** Replaces every row of a scoring table (in the caller's transaction). */
export async function replaceTableRows(db: DbOrTx, table: PgTable, rows: readonly object[]) {
  await db.delete(table);
  await db.insert(table).values(rows as never);
}
