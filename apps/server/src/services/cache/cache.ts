import { RedisUnavailable, type RedisConnection } from '../redis/redis-connection.ts';

/**
 * Caches of values read often and changed rarely by an admin (scoring tables, branding per host, ZIP look-ups).
 * In process memory by default (one instance; an invalidation is immediate); shared through Redis when REDIS_URL is
 * set, so that an admin's change reaches every instance at once (docs/decisions/0019-scale-out.md).
 */
export interface SharedCache {
  readonly kind: 'memory' | 'redis';
  /**
   * The value of `key` in namespace `ns`: from the cache when fresh (younger than `ttlMs` and not invalidated since),
   * otherwise `load()`ed and kept. `load` returns plain JSON; `revive` turns it into what callers use (kept in memory).
   */
  get<J, T = J>(ns: string, key: string, ttlMs: number, load: () => Promise<J>, revive?: (json: J) => T): Promise<T>;
  /**
   * The value `get` would give for `key` right now, when this process holds it and knows without asking anyone that
   * it is current (fresh, and no invalidation since: with Redis, only while the invalidation channel is listened to);
   * undefined otherwise. Synchronous: answers kept at the socket check with it (http/answer-memo.ts).
   */
  peek<T>(ns: string, key: string, ttlMs: number): T | undefined;
  /** Forgets every value of `ns`, here at once and on every other instance (Redis) within milliseconds. */
  invalidate(ns: string): Promise<void>;
  /** Answers when the store is reachable; throws otherwise (readiness). */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** The namespaces in use, one per kind of cached value (invalidated as a whole). */
export const cacheNamespaces = {
  scoringTables: 'scoring-tables',
  branding: 'branding',
  zip: 'zip',
  /** School profiles as served (features/colleges), cleared by every completed reference import. */
  collegeProfiles: 'college-profiles',
} as const;

interface Entry {
  at: number;
  gen: number;
  value: unknown;
}

const identity = <J, T>(v: J) => v as unknown as T;

export function createMemoryCache(): SharedCache {
  const spaces = new Map<string, Map<string, Entry>>();
  return {
    kind: 'memory',
    async get(ns, key, ttlMs, load, revive = identity) {
      let space = spaces.get(ns);
      if (!space) spaces.set(ns, (space = new Map()));
      const hit = space.get(key);
      if (hit && Date.now() - hit.at < ttlMs) return hit.value as ReturnType<typeof revive>;
      const value = revive(await load());
      // A value loaded while an invalidation ran is still kept: invalidate() drops the whole map it lives in.
      if (spaces.get(ns) === space) {
        space.set(key, { at: Date.now(), gen: 0, value });
        if (space.size > 50_000) space.clear();
      }
      return value;
    },
    peek(ns, key, ttlMs) {
      const hit = spaces.get(ns)?.get(key);
      return hit && Date.now() - hit.at < ttlMs ? (hit.value as never) : undefined;
    },
    async invalidate(ns) {
      spaces.delete(ns);
    },
    async ping() {},
    async close() {
      spaces.clear();
    },
  };
}

/**
 * Redis-backed cache. Each namespace has a generation number in Redis (`{prefix}cache:gen:{ns}`); values live under
 * `{prefix}cache:{ns}:{gen}:{key}` with the TTL, so an invalidation (INCR of the generation) makes every old value
 * unreachable at once and lets Redis expire it. Each instance also keeps the values it used in memory, tagged with
 * the generation; an invalidation is published on `{prefix}cache:invalidate` and every subscribed instance moves to
 * the new generation when it arrives (milliseconds). While the subscription is down, the memory copy is not trusted
 * and each read asks Redis for the generation.
 *
 * While Redis is unavailable (services/redis: no command waits for it) the cache is an in-process one, as without
 * REDIS_URL; an invalidation made meanwhile is remembered and INCRed and published once Redis is back, and every
 * instance then drops what it kept in memory and reads the generations again (docs/decisions/0038-redis-outage.md).
 */
export function createRedisCache(conn: RedisConnection): SharedCache {
  const channel = `${conn.keyPrefix}cache:invalidate`;
  const sub = conn.subscriber();
  const gens = new Map<string, number>();
  const local = new Map<string, Map<string, Entry>>();
  /** Used while Redis is unavailable; a fresh one after each outage. */
  let memory = createMemoryCache();
  /** Namespaces invalidated while Redis was unavailable: their INCR and message are still owed. */
  const owed = new Set<string>();
  let subscribed = false;

  sub.on('ready', () => {
    void sub
      .subscribe(channel)
      .then(() => {
        // Anything may have changed while we were not listening: re-read every generation on next use.
        gens.clear();
        subscribed = true;
      })
      .catch(() => undefined); // the connection dropped again; its next 'ready' subscribes
  });
  sub.on('close', () => {
    subscribed = false;
  });
  sub.on('message', (ch: string, message: string) => {
    if (ch !== channel) return;
    const { ns, gen } = JSON.parse(message) as { ns: string; gen: number };
    if ((gens.get(ns) ?? -1) < gen) gens.set(ns, gen);
    local.delete(ns);
  });

  const bump = async (run: RedisConnection['run'], ns: string) => {
    const gen = await run((r) => r.incr(`cache:gen:${ns}`));
    gens.set(ns, Math.max(gens.get(ns) ?? 0, gen));
    await run((r) => r.publish(channel, JSON.stringify({ ns, gen })));
  };
  const payOwed = async (run: RedisConnection['run']) => {
    for (const ns of owed) {
      await bump(run, ns);
      owed.delete(ns);
    }
  };
  conn.onRecover(async (run) => {
    // Owed invalidations first: no request reads Redis before every instance can see them.
    await payOwed(run);
    // Another instance may have changed anything while this one could not hear it.
    local.clear();
    gens.clear();
    memory = createMemoryCache();
  });

  const generation = async (ns: string): Promise<number> => {
    const known = subscribed ? gens.get(ns) : undefined;
    if (known !== undefined) return known;
    const gen = Number((await conn.run((r) => r.get(`cache:gen:${ns}`))) ?? 0);
    if (subscribed) gens.set(ns, Math.max(gens.get(ns) ?? 0, gen));
    return gen;
  };

  return {
    kind: 'redis',
    get(ns, key, ttlMs, load, revive = identity) {
      return conn.orElse(
        async () => {
          // One that failed while Redis was coming back (after onRecover paid the others).
          if (owed.size) await payOwed(conn.run);
          const gen = await generation(ns);
          let space = local.get(ns);
          if (!space) local.set(ns, (space = new Map()));
          const hit = space.get(key);
          if (hit && hit.gen === gen && Date.now() - hit.at < ttlMs) return hit.value as ReturnType<typeof revive>;
          const redisKey = `cache:${ns}:${gen}:${key}`;
          const stored = await conn.run((r) => r.get(redisKey));
          let json: Parameters<typeof revive>[0];
          if (stored !== null) json = (JSON.parse(stored) as { v: typeof json }).v;
          else {
            json = await load();
            // Not stored in Redis this time if it just became unavailable: the value is still good for this answer.
            await conn.run((r) => r.set(redisKey, JSON.stringify({ v: json }), 'PX', ttlMs)).catch(() => undefined);
          }
          const value = revive(json);
          space.set(key, { at: Date.now(), gen, value });
          if (space.size > 50_000) space.clear();
          return value;
        },
        () => memory.get(ns, key, ttlMs, load, revive),
      );
    },
    peek(ns, key, ttlMs) {
      if (!conn.available) return memory.peek(ns, key, ttlMs);
      const gen = subscribed ? gens.get(ns) : undefined;
      const hit = gen === undefined ? undefined : local.get(ns)?.get(key);
      return hit && hit.gen === gen && Date.now() - hit.at < ttlMs ? (hit.value as never) : undefined;
    },
    async invalidate(ns) {
      local.delete(ns);
      await memory.invalidate(ns);
      try {
        await bump(conn.run, ns);
      } catch (err) {
        if (!(err instanceof RedisUnavailable)) throw err;
        owed.add(ns);
      }
    },
    async ping() {
      await conn.ping();
    },
    async close() {
      await conn.close();
    },
  };
}

const byDb = new WeakMap<object, SharedCache>();
const fallbacks = new WeakMap<object, SharedCache>();

/** Ties a database handle to the app's cache (deps.ts), for code that is handed only a database. */
export const registerCache = (db: object, cache: SharedCache) => void byDb.set(db, cache);

/** The cache of the app that owns `db`; a memory cache of its own for a handle no app registered (a transaction, a script). */
export function cacheFor(db: object): SharedCache {
  const cache = byDb.get(db) ?? fallbacks.get(db);
  if (cache) return cache;
  const created = createMemoryCache();
  fallbacks.set(db, created);
  return created;
}
