import type { Actor } from '@dugout/domain';
import type { Database, Db } from '../db/client.ts';
import type { Env } from '../env.ts';
import type { Logger } from '../logger.ts';
import type { Mailer } from '../services/mail/mailer.ts';
import type { JobQueue } from '../services/jobs/queue.ts';
import type { SharedCache } from '../services/cache/cache.ts';
import type { Storage } from '../services/storage/storage.ts';
import type { Auth } from './auth.ts';
import type { RateLimitStore } from './rate-limit.ts';

/** Everything a route needs, built once in main.ts (or the test app) and handed to createApp. */
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

export interface SessionActor extends Actor {
  email: string;
  sessionId: string;
}

export type AppBindings = {
  Variables: {
    deps: AppDeps;
    actor: SessionActor | null;
  };
};
