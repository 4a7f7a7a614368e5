import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAuth } from './http/auth.ts';
import { createMailer } from './services/mail/mailer.ts';
import { createJobQueue } from './services/jobs/queue.ts';
import { RESCORE_JOB, rescoreHandler } from './features/admin/index.ts';
import { IMPORT_JOB, importHandler } from './features/reference-data/index.ts';
import { createLocalStorage } from './services/storage/storage.ts';
import { createS3Storage } from './services/storage/s3-storage.ts';
import { createMemoryCache, createRedisCache, registerCache } from './services/cache/cache.ts';
import { sendConfirmEmail, sendResetEmail } from './features/accounts/index.ts';
import { createMemoryRateLimitStore, createRedisRateLimitStore } from './http/rate-limit.ts';
import { createRedisConnection } from './services/redis/redis-connection.ts';
import type { Database } from './db/client.ts';
import type { AppDeps } from './deps-types.ts';
import type { Logger } from './logger.ts';
import type { Env } from './env.ts';
import type { Storage } from './services/storage/storage.ts';

export type { AppDeps } from './deps-types.ts';

export const defaultWebDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

/** Object storage when the S3_* settings are given (env.ts checks they come together), else local disk under DATA_DIR. */
export function createStorage(env: Env): Storage {
  if (env.S3_ENDPOINT && env.S3_BUCKET && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY) {
    return createS3Storage({
      endpoint: env.S3_ENDPOINT,
      bucket: env.S3_BUCKET,
      accessKeyId: env.S3_ACCESS_KEY_ID,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY,
      region: env.S3_REGION,
    });
  }
  return createLocalStorage(path.join(env.DATA_DIR, 'uploads'));
}

export function buildDeps(opts: {
  env: Env;
  database: Database;
  logger: Logger;
  publicUrl: string;
  secret: string;
}): AppDeps {
  const { env, database, logger } = opts;
  const db = database.db;
  // One Redis connection for the cache and the rate-limit counters; while Redis is unavailable both use process
  // memory, and it logs that once (services/redis, docs/decisions/0038-redis-outage.md).
  const redis = env.REDIS_URL
    ? createRedisConnection(env.REDIS_URL, { keyPrefix: env.REDIS_PREFIX, logger })
    : undefined;
  const cache = redis ? createRedisCache(redis) : createMemoryCache();
  registerCache(db, cache);
  // One job runner per process polls the jobs table and the mail outbox (docs/decisions/0022-one-job-loop.md).
  // Job retries: 30 s, 1, 2, 4 minutes, then failed (services/mail/backoff.ts).
  const jobs = createJobQueue({
    db,
    logger,
    leaseMs: env.JOB_LEASE_MS,
    pollMs: env.JOB_POLL_MS,
    retry: { baseMs: 30_000, maxAttempts: 5 },
  });
  const deps = {
    env,
    database,
    db,
    readDb: database.readDb,
    cache,
    logger,
    publicUrl: opts.publicUrl.replace(/\/$/, ''),
    mailer: createMailer({
      db,
      logger,
      jobs,
      smtpUrl: env.SMTP_URL,
      from: env.MAIL_FROM,
      smtpTimeoutMs: env.SMTP_TIMEOUT_MS,
      pollMs: env.MAIL_POLL_MS,
      retry: { baseMs: env.MAIL_RETRY_BASE_MS, maxAttempts: env.MAIL_RETRY_MAX_ATTEMPTS },
    }),
    jobs,
    storage: createStorage(env),
    state: { started: false },
    webDist: env.WEB_DIST ?? defaultWebDist,
    rateLimitStore: redis ? createRedisRateLimitStore(redis) : createMemoryRateLimitStore(),
  } as AppDeps;
  deps.jobs.register(RESCORE_JOB, rescoreHandler(deps, env.RESCORE_BATCH_SIZE));
  deps.jobs.register(IMPORT_JOB, importHandler(deps));
  deps.auth = createAuth({
    db,
    secret: opts.secret,
    baseURL: deps.publicUrl,
    logger: opts.logger,
    sendResetPassword: (data) => sendResetEmail(deps, data),
    sendConfirmEmail: (data) => sendConfirmEmail(deps, data),
  });
  return deps;
}
