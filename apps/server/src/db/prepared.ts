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
