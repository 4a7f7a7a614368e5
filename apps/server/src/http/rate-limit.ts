import type { MiddlewareHandler } from 'hono';
import { Redis } from 'ioredis';
import { AppError } from '@dugout/domain';
import { clientIp } from './client-ip.ts';
import type { AppBindings } from './context.ts';

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

export function createRedisRateLimitStore(url: string): RateLimitStore {
  const redis = new Redis(url, { maxRetriesPerRequest: 2, enableOfflineQueue: true, lazyConnect: false });
  return {
    async hit(key, windowMs) {
      const k = `dugout:rl:${key}`;
      const [[, count], [, ttl]] = (await redis.multi().incr(k).pttl(k).exec()) as [[null, number], [null, number]];
      let remaining = ttl;
      if (ttl < 0) {
        await redis.pexpire(k, windowMs);
        remaining = windowMs;
      }
      return { count, resetAt: Date.now() + remaining };
    },
    async close() {
      await redis.quit();
    },
  };
}

/** A fixed-window limit per client address and route name, counted in the app's store (deps.rateLimitStore). */
export function rateLimit(opts: { windowMs: number; max: number; name: string }): MiddlewareHandler<AppBindings> {
  return async (c, next) => {
    const deps = c.get('deps');
    const { count, resetAt } = await deps.rateLimitStore.hit(`${opts.name}:${clientIp(c, deps.env.TRUST_PROXY)}`, opts.windowMs);
    if (count > opts.max) {
      c.header('Retry-After', String(Math.max(1, Math.ceil((resetAt - Date.now()) / 1000))));
      throw new AppError('rate_limited', 'Too many attempts. Please wait a minute and try again.');
    }
    await next();
  };
}
