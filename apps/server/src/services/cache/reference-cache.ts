/**
 * Read caches over reference data (the college search list, the sources cited beside figures, the fit ranking's
 * programs). Reference data changes only by import: the import service clears them on every completed import, and
 * they expire after a minute anyway so several app servers over one PostgreSQL agree within a minute
 * (docs/decisions/0015-reference-and-demo-data.md, Details).
 */
const TTL_MS = 60_000;
interface CacheEntry {
  at: number;
  owner: object;
  value: Promise<unknown>;
  refreshing: boolean;
  /** The value once loaded (for `peekCached`). */
  settled?: unknown;
}
const entries = new Map<string, CacheEntry>();

/**
 * The cached value of `name` for `owner` (a database), loading it when missing or expired. With `refreshInBackground`
 * an expired value is still answered while one load replaces it (a request never waits for the reload once the value
 * was read; an import still clears it at once).
 */
export function cached<T>(
  name: string,
  owner: object,
  load: () => PromiseLike<T>,
  opts: { refreshInBackground?: boolean } = {},
): Promise<T> {
  const hit = entries.get(name);
  if (hit && hit.owner === owner) {
    if (Date.now() - hit.at < TTL_MS) return hit.value as Promise<T>;
    if (opts.refreshInBackground) {
      if (!hit.refreshing) {
        hit.refreshing = true;
        Promise.resolve()
          .then(load)
          .then(
            (value) => {
              if (entries.get(name) === hit)
                entries.set(name, {
                  at: Date.now(),
                  owner,
                  value: Promise.resolve(value),
                  refreshing: false,
                  settled: value,
                });
            },
            () => {
              hit.refreshing = false;
            },
          );
      }
      return hit.value as Promise<T>;
    }
  }
  // Settled once into a real promise: a Drizzle query is a thenable that runs again on every await.
  const value = Promise.resolve().then(load);
  const entry: CacheEntry = { at: Date.now(), owner, value, refreshing: false };
  entries.set(name, entry);
  value.then(
    (v) => {
      entry.settled = v;
    },
    () => {
      if (entries.get(name) === entry) entries.delete(name);
    },
  );
  return value;
}

/**
 * The loaded value of `name` for `owner` while it is fresh (not expired, not cleared by an import), without loading
 * anything: undefined otherwise. Answers kept at the socket (http/answer-memo.ts) check with it that they are current.
 */
export function peekCached<T>(name: string, owner: object): T | undefined {
  const hit = entries.get(name);
  if (!hit || hit.owner !== owner || Date.now() - hit.at >= TTL_MS) return undefined;
  return hit.settled as T | undefined;
}

export const invalidateReferenceCaches = () => entries.clear();
