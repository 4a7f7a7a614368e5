import type { Context, MiddlewareHandler } from 'hono';
import { AppError } from '@dugout/domain/shared';
import { RedisUnavailable, type RedisConnection } from '../services/redis/redis-connection.ts';
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
    refuseOverLimit(c, hits, opts.max);
    await next();
  };
}

/** Answers 429 with Retry-After (the latest window end among them) when any of `hits` is over `max`. */
export function refuseOverLimit(c: Context, hits: ReadonlyArray<{ count: number; resetAt: number }>, max: number) {
  const over = hits.filter((h) => h.count > max);
  if (!over.length) return;
  const resetAt = Math.max(...over.map((h) => h.resetAt));
  c.header('Retry-After', String(Math.max(1, Math.ceil((resetAt - Date.now()) / 1000))));
  throw new AppError('rate_limited', RATE_LIMITED);
}
