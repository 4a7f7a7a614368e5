import { createRequire } from 'node:module';
import type * as IORedis from 'ioredis';
import type { Redis as RedisClient, RedisOptions } from 'ioredis';
import type { Logger } from '../../logger.ts';

// Loaded at first use, not at start: only deployments that configure it pay its load time (docs/decisions/0028-serving-fast.md).
const newClient = (url: string, options: RedisOptions): RedisClient => {
  const { Redis: Client } = createRequire(import.meta.url)('ioredis') as typeof IORedis;
  return new Client(url, options);
};

/** Longest a request waits on one Redis command before it is answered from process memory instead. */
export const REDIS_COMMAND_TIMEOUT_MS = 100;
/** While Redis is marked unavailable but the socket is open (a hung server), how often one PING asks again. */
const PROBE_MS = 500;

/**
 * Redis is a cache and a counter store, never a source of truth (docs/decisions/0038-redis-outage.md): no command
 * waits in a queue for a reconnect (`enableOfflineQueue: false` fails it at once), none is retried, and each gets
 * REDIS_COMMAND_TIMEOUT_MS. The client reconnects by itself, every 100 ms to 1 s, for ever.
 */
const clientOptions = (keyPrefix?: string): RedisOptions => ({
  keyPrefix,
  enableOfflineQueue: false,
  maxRetriesPerRequest: 0,
  connectTimeout: 1000,
  retryStrategy: (times) => Math.min(100 * times, 1000),
});

/** Redis could not answer this command now: the caller answers from process memory. */
export class RedisUnavailable extends Error {
  constructor(cause: unknown) {
    super(`Redis unavailable: ${cause instanceof Error ? cause.message : String(cause)}`);
    this.name = 'RedisUnavailable';
  }
}

type Run = <T>(command: (redis: RedisClient) => Promise<T>) => Promise<T>;

/**
 * One Redis connection of an app (cache and rate-limit counters share it) that knows whether Redis can be used now.
 * Callers go through `orElse(redisPath, memoryPath)`: the memory path answers at once while Redis is unavailable, and
 * for the request whose command failed. The first failure logs one line and stops every use of Redis until the
 * connection is ready again (reconnected, or a PING answers when only commands were slow); then the `onRecover` hooks
 * run — before any request uses Redis again — and one line says Redis is back.
 */
export interface RedisConnection {
  /** Prefix of every key (REDIS_PREFIX), added by the client; channels are named with it by hand. */
  readonly keyPrefix: string;
  /** True while requests send commands to Redis. */
  readonly available: boolean;
  /** One command with the timeout; RedisUnavailable when Redis is unavailable or the command fails or is late. */
  run: Run;
  /** `redisPath()` (built from `run`), or `memoryPath()` when Redis is unavailable or a command of it fails. */
  orElse<T>(redisPath: () => Promise<T>, memoryPath: () => Promise<T>): Promise<T>;
  /** Runs (awaited, in order) each time Redis becomes usable again after it was not, with a `run` that works meanwhile. */
  onRecover(hook: (run: Run) => Promise<void>): void;
  /** A connection of its own for SUBSCRIBE (same reconnecting; its errors are the main connection's to report). */
  subscriber(): RedisClient;
  /** Answers when Redis does; throws otherwise (readiness). */
  ping(): Promise<void>;
  /** Closes every connection (idempotent: the cache and the rate limiter both close it). */
  close(): Promise<void>;
}

/** `p`, or a rejection after `ms`. A reply that arrived while the event loop was busy still wins (checked once more after I/O). */
function within<T>(p: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let settled = false;
    const timer = setTimeout(
      () =>
        setImmediate(() => {
          if (settled) return;
          settled = true;
          reject(new Error(`no answer within ${ms} ms`));
        }),
      ms,
    );
    timer.unref();
    p.then(
      (v) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        resolve(v);
      },
      (err: unknown) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        reject(err instanceof Error ? err : new Error(String(err)));
      },
    );
  });
}

export function createRedisConnection(
  url: string,
  opts: { keyPrefix?: string; logger?: Pick<Logger, 'warn' | 'info'>; timeoutMs?: number } = {},
): RedisConnection {
  const timeoutMs = opts.timeoutMs ?? REDIS_COMMAND_TIMEOUT_MS;
  const client = newClient(url, clientOptions(opts.keyPrefix));
  const subscribers: RedisClient[] = [];
  const hooks: Array<(run: Run) => Promise<void>> = [];
  let usable = false;
  /** The "unavailable" line was logged and "available again" is still to be said. */
  let reportedDown = false;
  let recovering: Promise<void> | null = null;
  let probe: NodeJS.Timeout | null = null;
  let closing: Promise<void> | null = null;

  const timed: Run = (command) => within(command(client), timeoutMs);

  const markDown = (reason: unknown) => {
    usable = false;
    if (closing) return;
    if (!reportedDown) {
      reportedDown = true;
      opts.logger?.warn(
        { err: reason instanceof Error ? reason.message : String(reason) },
        'Redis unavailable: caches and rate limits use process memory until it answers again',
      );
    }
    // A socket still open (a hung or slow server) gives no 'ready' event: ask again now and then.
    if (client.status === 'ready' && !probe) {
      probe = setTimeout(() => {
        probe = null;
        void recover();
      }, PROBE_MS);
      probe.unref();
    }
  };

  const attempt = async () => {
    try {
      if (closing || client.status !== 'ready') return; // its 'ready' event tries again
      await timed((r) => r.ping());
      for (const hook of hooks) await hook(timed);
      usable = true;
      if (reportedDown) {
        reportedDown = false;
        opts.logger?.info('Redis available again: caches and rate limits use it again');
      }
    } catch (err) {
      markDown(err);
    }
  };
  /** One attempt at a time (the 'ready' event and the probe may both ask). */
  const recover = (): Promise<void> => (recovering ??= attempt().finally(() => (recovering = null)));

  client.on('ready', () => void recover());
  client.on('error', (err: Error) => markDown(err));
  client.on('close', () => markDown(new Error('connection closed')));

  const run: Run = async (command) => {
    if (!usable) throw new RedisUnavailable('not connected');
    try {
      return await timed(command);
    } catch (err) {
      markDown(err);
      throw new RedisUnavailable(err);
    }
  };

  return {
    keyPrefix: opts.keyPrefix ?? '',
    get available() {
      return usable;
    },
    run,
    async orElse(redisPath, memoryPath) {
      if (!usable) return memoryPath();
      try {
        return await redisPath();
      } catch (err) {
        if (err instanceof RedisUnavailable) return memoryPath();
        throw err;
      }
    },
    onRecover(hook) {
      hooks.push(hook);
    },
    subscriber() {
      const sub = newClient(url, { ...clientOptions(), enableOfflineQueue: true });
      sub.on('error', () => undefined);
      subscribers.push(sub);
      return sub;
    },
    async ping() {
      await timed((r) => r.ping());
    },
    close() {
      closing ??= (async () => {
        usable = false;
        if (probe) clearTimeout(probe);
        await Promise.allSettled(
          [client, ...subscribers].map((c) =>
            c.status === 'ready' ? within(c.quit(), 1000).catch(() => c.disconnect()) : c.disconnect(),
          ),
        );
      })();
      return closing;
    },
  };
}
