/**
 * Read caches over reference data (the college search list, the sources cited beside figures). Reference data
 * changes only by import: the import service clears them on every completed import, and they expire after a minute
 * anyway so several app servers over one PostgreSQL agree within a minute (ARCHITECTURE.md, College research).
 */
const TTL_MS = 60_000;
const entries = new Map<string, { at: number; owner: object; value: Promise<unknown> }>();

export function cached<T>(name: string, owner: object, load: () => PromiseLike<T>): Promise<T> {
  const hit = entries.get(name);
  if (hit && hit.owner === owner && Date.now() - hit.at < TTL_MS) return hit.value as Promise<T>;
  // Settled once into a real promise: a Drizzle query is a thenable that runs again on every await.
  const value = Promise.resolve().then(load);
  entries.set(name, { at: Date.now(), owner, value });
  value.catch(() => entries.delete(name));
  return value;
}

export const invalidateReferenceCaches = () => entries.clear();
