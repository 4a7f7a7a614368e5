// A leaf: the AppDeps type and nothing else, naming only types of db/, services/, env and logger. Every floor
// imports this file, never deps.ts (which builds the value and names the features' jobs): an import of the
// composition root from below would be a cycle (docs/decisions/0053-no-cycles-one-manifest-per-feature.md).
import type { Database, Db } from './db/client.ts';
import type { Env } from './env.ts';
import type { Logger } from './logger.ts';
import type { Auth } from './services/auth/auth.ts';
import type { SharedCache } from './services/cache/cache.ts';
import type { JobQueue } from './services/jobs/queue.ts';
import type { Mailer } from './services/mail/mailer.ts';
import type { RateLimitStore } from './services/rate-limit/rate-limit-store.ts';
import type { Storage } from './services/storage/storage.ts';

/** Everything a route needs, built once in main.ts (or the test app) by deps.ts and handed to createApp. */
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
