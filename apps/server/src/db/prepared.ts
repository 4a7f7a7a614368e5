import { Column, is, SQL } from 'drizzle-orm';
import type { Db } from './client.ts';

/**
 * Statements prepared once per database handle and reused by every request (docs/decisions/0031-per-user-screens.md):
 * `perDatabase(prepare)` gives a function that returns `prepare(db)`'s result, made at the first call for that `db`.
 */
export function perDatabase<T>(prepare: (db: Db) => T): (db: Db) => T {
  const made = new WeakMap<Db, T>();
  return (db) => {
    let statements = made.get(db);
    if (!statements) made.set(db, (statements = prepare(db)));
    return statements;
  };
}

type Decoder = { mapFromDriverValue(value: unknown): unknown };
/** What drizzle's prepared query keeps of a select (the same on node-postgres and PGlite). */
interface PreparedInternals {
  fields?: Array<{ path: string[]; field: unknown }>;
  customResultMapper?: (rows: unknown[][]) => unknown;
}

/**
 * A prepared select whose rows are turned into objects by a mapper made once for the statement
 * (docs/decisions/0037-row-mapping-once.md). Drizzle maps each field of each row anew: which kind of field it is
 * (`is()` walks the prototype chain), its decoder, the path into the result object. For a hot read of 20–80 rows that
 * was 10–15 % of the server's thread. Here the decoders are looked up when the statement is prepared, columns whose
 * decoder returns the value unchanged are copied, and the rows are handed over through the mapper drizzle itself uses
 * for relational queries. Only flat selects (`select({ a: col, b: sql… })`), which every hot read is; a nested one is
 * refused when prepared, so the answer cannot silently differ from drizzle's.
 */
export function withRowMapper<P extends object>(prepared: P): P {
  const internals = prepared as PreparedInternals;
  const fields = internals.fields;
  if (!fields) throw new Error('withRowMapper: a select with its fields named');
  const keys: string[] = [];
  const decoders: Array<Decoder | null> = [];
  for (const { path, field } of fields) {
    if (path.length !== 1) throw new Error(`withRowMapper: a flat select (${path.join('.')} is nested)`);
    const decoder = (
      is(field, Column) ? field : is(field, SQL) ? (field as unknown as { decoder: Decoder }).decoder : null
    ) as Decoder | null;
    if (!decoder) throw new Error(`withRowMapper: ${path[0]} is neither a column nor SQL`);
    keys.push(path[0]!);
    decoders.push(decoder.mapFromDriverValue === identity ? null : decoder);
  }
  internals.customResultMapper = (rows) =>
    rows.map((row) => {
      const out: Record<string, unknown> = {};
      for (let i = 0; i < keys.length; i++) {
        const v = row[i];
        const d = decoders[i];
        out[keys[i]!] = v === null ? null : d ? d.mapFromDriverValue(v) : v;
      }
      return out;
    });
  return prepared;
}
/** The decoder of a column that keeps the driver's value (text, integer, boolean, json…). */
const identity = (Column.prototype as unknown as Decoder).mapFromDriverValue;
