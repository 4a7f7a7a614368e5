import type { MiddlewareHandler } from 'hono';
import { AppError } from '@dugout/domain';
import { clientIp } from './client-ip.ts';

/**
 * A fixed-window limit per client address and route, kept in process memory. With several app servers put it
 * behind the load balancer's limiter or in Redis (REDIS_URL); one process keeps it here.
 */
export function rateLimit(opts: { windowMs: number; max: number; name: string; trustProxy: boolean }): MiddlewareHandler {
  const hits = new Map<string, { count: number; resetAt: number }>();
  return async (c, next) => {
    const now = Date.now();
    const key = `${opts.name}:${clientIp(c, opts.trustProxy)}`;
    let entry = hits.get(key);
    if (!entry || entry.resetAt <= now) {
      entry = { count: 0, resetAt: now + opts.windowMs };
      hits.set(key, entry);
      if (hits.size > 10_000) for (const [k, v] of hits) if (v.resetAt <= now) hits.delete(k);
    }
    entry.count += 1;
    if (entry.count > opts.max) {
      c.header('Retry-After', String(Math.ceil((entry.resetAt - now) / 1000)));
      throw new AppError('rate_limited', 'Too many attempts. Please wait a minute and try again.');
    }
    await next();
  };
}
