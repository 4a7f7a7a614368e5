import type { Actor } from '@dugout/domain';
import type { Database, Db } from '../db/client.ts';
import type { Env } from '../env.ts';
import type { Logger } from '../logger.ts';
import type { Mailer } from '../services/mail/mailer.ts';
import type { Storage } from '../services/storage/storage.ts';
import type { Auth } from './auth.ts';
import type { RateLimitStore } from './rate-limit.ts';

/** Everything a route needs, built once in main.ts (or the test app) and handed to createApp. */
export interface AppDeps {
  env: Env;
  database: Database;
  db: Db;
  logger: Logger;
  mailer: Mailer;
  storage: Storage;
  auth: Auth;
  rateLimitStore: RateLimitStore;
  publicUrl: string;
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
