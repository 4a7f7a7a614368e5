import type { Database, Db } from './db/client.ts';
import type { Env } from './env.ts';
import type { Logger } from './logger.ts';
import type { Mailer } from './services/mail/mailer.ts';
import type { JobQueue } from './services/jobs/queue.ts';
import type { SharedCache } from './services/cache/cache.ts';
import type { Storage } from './services/storage/storage.ts';
import type { Auth } from './http/auth.ts';
import type { RateLimitStore } from './http/rate-limit.ts';

/**
 * Everything a route needs, built once in main.ts (or the test app) by deps.ts and handed to createApp. This file holds
 * the type only, a leaf every layer may import. A service takes the part it uses, `Pick<AppDeps, 'db'>`
 * (docs/decisions/0056-files-a-newcomer-can-hold.md).
 */
export interface AppDeps {
  env: Env;
  database: Database;
  db: Db;
  /** Reference reads that may lag a moment (college search, school profile): the replica when DATABASE_READ_URL is set, else `db`. */
  readDb: Db;
  /** Caches shared by every instance (Redis) or in process (services/cache). */
  cache: SharedCache;
  logger: Logger;
  mailer: Mailer;
  /** Durable background jobs (services/jobs): kick() after committing an enqueue. */
  jobs: JobQueue;
  storage: Storage;
  auth: Auth;
  rateLimitStore: RateLimitStore;
  publicUrl: string;
  /** `started` turns true once migrations and seeders have run (readiness). */
  state: { started: boolean };
  webDist?: string;
}
