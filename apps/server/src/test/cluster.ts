import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { Redis } from 'ioredis';
import S3rver from 's3rver';

/**
 * Several real app processes (`node --import tsx apps/server/src/main.ts`) sharing one PostgreSQL database, one Redis
 * and one S3-protocol server (s3rver, in this process): what a deployment behind a load balancer runs. Used by the
 * multi-instance test and `npm run bench`. Nothing is mocked.
 */
export const defaultPgUrl = () => process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
export const defaultRedisUrl = () => process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const mainTs = path.resolve(import.meta.dirname, '../main.ts');

/** Why a cluster cannot run here (PostgreSQL or Redis not answering), or null when it can. */
export async function clusterUnavailable(pgUrl = defaultPgUrl(), redisUrl = defaultRedisUrl()): Promise<string | null> {
  const client = new pg.Client({ connectionString: pgUrl, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
  } catch (err) {
    return `no PostgreSQL answers at ${pgUrl} (${(err as Error).message})`;
  } finally {
    await client.end().catch(() => undefined);
  }
  return redisUnavailable(redisUrl);
}

/** Why Redis cannot be used here, or null when it answers. */
export async function redisUnavailable(redisUrl = defaultRedisUrl()): Promise<string | null> {
  const redis = new Redis(redisUrl, {
    lazyConnect: true,
    connectTimeout: 2000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    await redis.ping();
  } catch (err) {
    return `no Redis answers at ${redisUrl} (${(err as Error).message})`;
  } finally {
    redis.disconnect();
  }
  return null;
}

export async function freePort(): Promise<number> {
  const srv = createServer();
  await new Promise<void>((resolve) => srv.listen(0, '127.0.0.1', resolve));
  const { port } = srv.address() as { port: number };
  await new Promise((resolve) => srv.close(resolve));
  return port;
}

export function withDatabaseName(url: string, database: string) {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

export interface Instance {
  url: string;
  port: number;
  child: ChildProcess;
  output: () => string;
  stop(): Promise<void>;
}

export interface Cluster {
  databaseUrl: string;
  redisUrl: string;
  redisPrefix: string;
  s3: { endpoint: string; bucket: string };
  env: Record<string, string>;
  /** Starts one more instance and waits until /api/ready answers 200. */
  start(extraEnv?: Record<string, string>): Promise<Instance>;
  /** Starts several at the same moment (they race for the start-up lock). */
  startMany(n: number, extraEnv?: Record<string, string>): Promise<Instance[]>;
  close(): Promise<void>;
}

/**
 * A fresh database (empty, or cloned from `template`), a Redis key prefix of its own (parallel runs never collide),
 * an s3rver on a free port with a bucket the first instance creates.
 */
export async function startCluster(
  opts: { template?: string; env?: Record<string, string>; pgUrl?: string; redisUrl?: string } = {},
): Promise<Cluster> {
  const pgUrl = opts.pgUrl ?? defaultPgUrl();
  const redisUrl = opts.redisUrl ?? defaultRedisUrl();
  const id = `${process.pid}_${randomBytes(4).toString('hex')}`;
  // Named like the test databases (dugout_t{pid}_…) so global-setup drops it if this process dies before close().
  const dbName = `dugout_t${process.pid}_cluster_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  await admin.query(
    opts.template ? `create database "${dbName}" template "${opts.template}"` : `create database "${dbName}"`,
  );
  await admin.end();
  const databaseUrl = withDatabaseName(pgUrl, dbName);
  const redisPrefix = `dugout-test-${id}:`;
  const s3dir = mkdtempSync(path.join(tmpdir(), 'dugout-s3-'));
  const s3server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: s3dir });
  const { port: s3port } = (await s3server.run()) as { port: number };
  const s3 = { endpoint: `http://127.0.0.1:${s3port}`, bucket: `dugout-${randomBytes(4).toString('hex')}` };
  const env: Record<string, string> = {
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    REDIS_PREFIX: redisPrefix,
    S3_ENDPOINT: s3.endpoint,
    S3_BUCKET: s3.bucket,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    SESSION_SECRET: randomBytes(32).toString('hex'),
    DEMO_DATA: 'true',
    LOG_LEVEL: 'warn',
    DB_POOL_MAX: '10',
    ...opts.env,
  };
  const instances: Instance[] = [];
  const dirs: string[] = [s3dir];

  async function launch(extraEnv: Record<string, string> = {}): Promise<Instance> {
    const port = await freePort();
    const dataDir = mkdtempSync(path.join(tmpdir(), 'dugout-instance-'));
    dirs.push(dataDir);
    const child = spawn(process.execPath, ['--no-warnings', '--import', 'tsx', mainTs], {
      env: {
        PATH: process.env.PATH ?? '',
        ...env,
        ...extraEnv,
        PORT: String(port),
        DATA_DIR: dataDir,
        PUBLIC_URL: `http://127.0.0.1:${port}`,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    const instance: Instance = {
      url: `http://127.0.0.1:${port}`,
      port,
      child,
      output: () => out,
      async stop() {
        if (child.exitCode === null && child.signalCode === null) {
          child.kill('SIGTERM');
          const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
          await exited;
          clearTimeout(timer);
        }
      },
    };
    instances.push(instance);
    return instance;
  }

  async function ready(instance: Instance, timeoutMs = 180_000) {
    const until = Date.now() + timeoutMs;
    while (Date.now() < until) {
      if (instance.child.exitCode !== null)
        throw new Error(`instance on port ${instance.port} exited (${instance.child.exitCode}):\n${instance.output()}`);
      const ok = await fetch(`${instance.url}/api/ready`).then(
        (r) => r.status === 200,
        () => false,
      );
      if (ok) return instance;
      await new Promise((r) => setTimeout(r, 250));
    }
    throw new Error(`instance on port ${instance.port} not ready within ${timeoutMs} ms:\n${instance.output()}`);
  }

  return {
    databaseUrl,
    redisUrl,
    redisPrefix,
    s3,
    env,
    start: async (extraEnv) => ready(await launch(extraEnv)),
    async startMany(n, extraEnv) {
      const launched = await Promise.all(Array.from({ length: n }, () => launch(extraEnv)));
      return Promise.all(launched.map((i) => ready(i)));
    },
    async close() {
      await Promise.allSettled(instances.map((i) => i.stop()));
      await s3server.close().catch(() => undefined);
      const redis = new Redis(redisUrl);
      try {
        let cursor = '0';
        do {
          const [next, keys] = await redis.scan(cursor, 'MATCH', `${redisPrefix}*`, 'COUNT', 500);
          cursor = next;
          if (keys.length) await redis.del(...keys);
        } while (cursor !== '0');
      } finally {
        redis.disconnect();
      }
      const a = new pg.Client({ connectionString: pgUrl });
      await a.connect();
      await a.query(`drop database if exists "${dbName}" with (force)`);
      await a.end();
      for (const d of dirs) rmSync(d, { recursive: true, force: true });
    },
  };
}
