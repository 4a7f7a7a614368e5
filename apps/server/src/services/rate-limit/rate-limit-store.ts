import { RedisUnavailable, type RedisConnection } from '../redis/redis-connection.ts';

/** Counts hits per key in fixed windows. In process memory by default; in Redis (REDIS_URL) when several app servers share the limits. */
export interface RateLimitStore {
  /** Adds one hit to `key` and returns the count in the current window and when the window ends (epoch ms). */
  hit(key: string, windowMs: number): Promise<{ count: number; resetAt: number }>;
  close(): Promise<void>;
}

export function createMemoryRateLimitStore(): RateLimitStore {
  const hits = new Map<string, { count: number; resetAt: number }>();
  return {
    async hit(key, windowMs) {
      const now = Date.now();
      let entry = hits.get(key);
      if (!entry || entry.resetAt <= now) {
        entry = { count: 0, resetAt: now + windowMs };
        hits.set(key, entry);
        if (hits.size > 10_000) for (const [k, v] of hits) if (v.resetAt <= now) hits.delete(k);
      }
      entry.count += 1;
      return { count: entry.count, resetAt: entry.resetAt };
    },
    async close() {},
  };
}

/**
 * Counts in Redis (REDIS_URL), shared by every app server: `{REDIS_PREFIX}rl:{key}`. While Redis is unavailable each
 * process counts in its own memory (services/redis; docs/decisions/0038-redis-outage.md), so limits still hold per
 * process and no request waits for Redis.
 */
export function createRedisRateLimitStore(conn: RedisConnection): RateLimitStore {
  const memory = createMemoryRateLimitStore();
  return {
    hit(key, windowMs) {
      return conn.orElse(
        async () => {
          const k = `rl:${key}`;
          // One round trip: the window starts with the first hit (NX), every hit counts, the window's end comes back.
          const replies = await conn.run((r) => r.multi().set(k, 0, 'PX', windowMs, 'NX').incr(k).pttl(k).exec());
          const [, [countErr, count], [ttlErr, ttl]] = replies as [
            unknown,
            [Error | null, number],
            [Error | null, number],
          ];
          if (countErr || ttlErr) throw new RedisUnavailable(countErr ?? ttlErr);
          return { count, resetAt: Date.now() + (ttl > 0 ? ttl : windowMs) };
        },
        () => memory.hit(key, windowMs),
      );
    },
    async close() {
      await conn.close();
    },
  };
}
