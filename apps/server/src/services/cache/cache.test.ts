import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { Redis } from 'ioredis';
import { createRedisRateLimitStore } from '../rate-limit/rate-limit-store.ts';
import { defaultRedisUrl, freePort, redisUnavailable } from '../../test/cluster.ts';
import { createRedisConnection } from '../redis/redis-connection.ts';
import { createMemoryCache, createRedisCache, type SharedCache } from './cache.ts';

const counter = () => {
  let n = 0;
  return {
    load: async () => ++n,
    get count() {
      return n;
    },
  };
};

describe('in-process cache (no REDIS_URL)', () => {
  it('keeps a value for its TTL and forgets it at once on invalidation', async () => {
    const cache = createMemoryCache();
    const c = counter();
    expect(await cache.get('ns', 'k', 60_000, c.load)).toBe(1);
    expect(await cache.get('ns', 'k', 60_000, c.load)).toBe(1);
    await cache.invalidate('ns');
    expect(await cache.get('ns', 'k', 60_000, c.load)).toBe(2);
    expect(await cache.get('ns', 'k', 0, c.load)).toBe(3);
  });

  it('peeks at a value it holds while it is fresh, without loading', async () => {
    const cache = createMemoryCache();
    expect(cache.peek('ns', 'k', 60_000)).toBeUndefined();
    await cache.get('ns', 'k', 60_000, async () => 'v');
    expect(cache.peek('ns', 'k', 60_000)).toBe('v');
    expect(cache.peek('ns', 'k', 0)).toBeUndefined();
    await cache.invalidate('ns');
    expect(cache.peek('ns', 'k', 60_000)).toBeUndefined();
  });
});

describe('Redis cache and counters with no Redis answering (docs/decisions/0038-redis-outage.md)', () => {
  it('answer from process memory at once, keep invalidations, count per process, log once and fail readiness', async () => {
    const warnings: unknown[] = [];
    const logger = { warn: (...args: unknown[]) => void warnings.push(args), info: () => undefined };
    // Nothing listens on this port: every connection attempt is refused, again and again.
    const conn = createRedisConnection(`redis://127.0.0.1:${await freePort()}`, { keyPrefix: 'none:', logger });
    const cache = createRedisCache(conn);
    const limits = createRedisRateLimitStore(conn);
    try {
      await vi.waitUntil(() => warnings.length > 0, { timeout: 5000 });
      const c = counter();
      const started = performance.now();
      expect(await cache.get('ns', 'k', 60_000, c.load)).toBe(1);
      expect(await cache.get('ns', 'k', 60_000, c.load)).toBe(1); // kept in memory
      expect(cache.peek('ns', 'k', 60_000)).toBe(1);
      await cache.invalidate('ns');
      expect(await cache.get('ns', 'k', 60_000, c.load)).toBe(2);
      expect((await limits.hit('sign-in:ip:x', 60_000)).count).toBe(1);
      expect((await limits.hit('sign-in:ip:x', 60_000)).count).toBe(2);
      expect(performance.now() - started).toBeLessThan(100); // no command waited for a connection (before: 12 s)
      await expect(cache.ping()).rejects.toThrow();
      await new Promise((r) => setTimeout(r, 600)); // several refused reconnects
      expect(warnings).toHaveLength(1);
    } finally {
      await cache.close();
      await limits.close();
    }
  });
});

const redisMissing = await redisUnavailable();
if (redisMissing) console.warn(`[cache] Redis cache tests SKIPPED: ${redisMissing}`);

describe.skipIf(redisMissing !== null)('Redis cache (REDIS_URL): two instances', () => {
  const prefix = `dugout-test-cache-${randomBytes(4).toString('hex')}:`;
  const opened: SharedCache[] = [];
  const open = async () => {
    const conn = createRedisConnection(defaultRedisUrl(), { keyPrefix: prefix });
    const c = createRedisCache(conn);
    opened.push(c);
    await vi.waitUntil(() => conn.available, { timeout: 5000 });
    return c;
  };
  afterAll(async () => {
    await Promise.all(opened.map((c) => c.close()));
    const redis = new Redis(defaultRedisUrl());
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
  });

  it('shares values, and an invalidation on one reaches the other within a second', async () => {
    const one = await open();
    const two = await open();
    const c = counter();
    expect(await one.get('tables', 'all', 60_000, c.load)).toBe(1);
    // The second instance gets the stored value without loading.
    expect(await two.get('tables', 'all', 60_000, c.load)).toBe(1);
    expect(c.count).toBe(1);
    await new Promise((r) => setTimeout(r, 200)); // both subscribed
    await one.invalidate('tables');
    const started = Date.now();
    let seen = 1;
    while (seen === 1 && Date.now() - started < 1000) {
      await new Promise((r) => setTimeout(r, 10)); // as between two requests: the message is read meanwhile
      seen = await two.get('tables', 'all', 60_000, c.load);
    }
    expect(seen).toBe(2);
    expect(Date.now() - started).toBeLessThan(1000);
    // JSON in Redis, revived per instance (e.g. Maps for the scoring engine).
    const revived = await two.get(
      'maps',
      'x',
      60_000,
      async () => [['a', 1]] as Array<[string, number]>,
      (rows) => new Map(rows),
    );
    expect(revived.get('a')).toBe(1);
  });

  it('peeks only while its invalidation channel is listened to, and not past an invalidation on another instance', async () => {
    const one = await open();
    const two = await open();
    const load = async () => ({ at: 'first' });
    // Once subscribed, a read learns the generation: from then on the value held can be peeked at.
    const until = Date.now() + 1000;
    while (two.peek('peek', 'k', 60_000) === undefined && Date.now() < until) {
      await two.get('peek', 'k', 60_000, load);
      await new Promise((r) => setTimeout(r, 10));
    }
    expect(two.peek('peek', 'k', 60_000)).toEqual({ at: 'first' });
    await one.invalidate('peek');
    const started = Date.now();
    while (two.peek('peek', 'k', 60_000) !== undefined && Date.now() - started < 1000)
      await new Promise((r) => setTimeout(r, 10));
    expect(two.peek('peek', 'k', 60_000)).toBeUndefined();
    expect(Date.now() - started).toBeLessThan(1000);
  });
});
