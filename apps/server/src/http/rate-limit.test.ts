import { describe, expect, it, vi } from 'vitest';
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { createRedisConnection } from '../services/redis/redis-connection.ts';
import { createMemoryRateLimitStore, createRedisRateLimitStore } from '../services/rate-limit/rate-limit-store.ts';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const redisUp = await (async () => {
  const r = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  try {
    await r.connect();
    await r.ping();
    return true;
  } catch {
    return false;
  } finally {
    r.disconnect();
  }
})();

describe('rate-limit stores', () => {
  it('counts hits per key in a window and starts again after it (memory)', async () => {
    const store = createMemoryRateLimitStore();
    expect((await store.hit('a', 50)).count).toBe(1);
    expect((await store.hit('a', 50)).count).toBe(2);
    expect((await store.hit('b', 50)).count).toBe(1);
    await new Promise((r) => setTimeout(r, 70));
    expect((await store.hit('a', 50)).count).toBe(1);
  });

  it.skipIf(!redisUp && !process.env.CI)('shares counts between app servers through Redis (REDIS_URL)', async () => {
    const key = `test-${randomBytes(4).toString('hex')}`;
    const connA = createRedisConnection(REDIS_URL);
    const connB = createRedisConnection(REDIS_URL);
    const serverA = createRedisRateLimitStore(connA);
    const serverB = createRedisRateLimitStore(connB);
    await vi.waitUntil(() => connA.available && connB.available, { timeout: 5000 });
    try {
      expect((await serverA.hit(key, 1000)).count).toBe(1);
      expect((await serverB.hit(key, 1000)).count).toBe(2);
      const third = await serverA.hit(key, 1000);
      expect(third.count).toBe(3);
      expect(third.resetAt - Date.now()).toBeLessThanOrEqual(1000);
      await new Promise((r) => setTimeout(r, 1100));
      expect((await serverB.hit(key, 1000)).count).toBe(1);
    } finally {
      await serverA.close();
      await serverB.close();
    }
  });
});
