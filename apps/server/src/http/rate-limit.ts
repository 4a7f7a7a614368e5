import type { Context, MiddlewareHandler } from 'hono';
import { createRequire } from 'node:module';
import type * as IORedis from 'ioredis';
import type { Redis as RedisClient, RedisOptions } from 'ioredis';

// Loaded at first use, not at start: only deployments that configure it pay its load time (docs/decisions/0028-serving-fast.md).
const Redis = function (url: string, options: RedisOptions): RedisClient {
  const { Redis: Client } = createRequire(import.meta.url)('ioredis') as typeof IORedis;
  return new Client(url, options);
} as unknown as new (url: string, options: RedisOptions) => RedisClient;
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

export function createRedisRateLimitStore(url: string, opts: { keyPrefix?: string } = {}): RateLimitStore {
  // keyPrefix (REDIS_PREFIX, default 'dugout:') lets several deployments or test runs share one Redis.
  const redis = new Redis(url, {
    maxRetriesPerRequest: 2,
    enableOfflineQueue: true,
    lazyConnect: false,
    keyPrefix: opts.keyPrefix === 'dugout:' ? undefined : opts.keyPrefix,
  });
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

export const RATE_LIMITED = 'Too many attempts. Please wait a minute and try again.';

export interface RateLimitOptions {
  windowMs: number;
  max: number;
  name: string;
  /**
   * The account a request is about when nobody is signed in (e.g. the e-mail address of a sign-in), so attempts on one
   * account are counted across every address. Signed in, the account is the signed-in user.
   */
  account?: (c: Context<AppBindings>) => Promise<string | null | undefined>;
}

/** The e-mail address in a JSON body, lower-cased (Hono keeps the parsed body, so the route reads it again for free). */
export const emailInBody = async (c: Context<AppBindings>): Promise<string | null> => {
  const body: unknown = await c.req.json().catch(() => null);
  const email = body && typeof body === 'object' ? (body as { email?: unknown }).email : null;
  return typeof email === 'string' && email.length <= 320 ? email.trim().toLowerCase() : null;
};

/**
 * A fixed-window limit per route name, counted in the app's store (deps.rateLimitStore) twice: per client address AND
 * per account (the signed-in user, or `opts.account`). Either count over `max` answers 429 with Retry-After, so
 * neither many addresses against one account nor many accounts from one address get past it.
 */
export function rateLimit(opts: RateLimitOptions): MiddlewareHandler<AppBindings> {
  return async (c, next) => {
    const deps = c.get('deps');
    const keys = [`${opts.name}:ip:${clientIp(c, deps.env.TRUST_PROXY)}`];
    const actor = c.get('actor');
    const account = actor ? `user:${actor.userId}` : opts.account ? await opts.account(c) : null;
    if (account) keys.push(`${opts.name}:account:${account}`);
    const hits = await Promise.all(keys.map((key) => deps.rateLimitStore.hit(key, opts.windowMs)));
    const over = hits.filter((h) => h.count > opts.max);
    if (over.length) {
      const resetAt = Math.max(...over.map((h) => h.resetAt));
      c.header('Retry-After', String(Math.max(1, Math.ceil((resetAt - Date.now()) / 1000))));
      throw new AppError('rate_limited', RATE_LIMITED);
    }
    await next();
  };
}
