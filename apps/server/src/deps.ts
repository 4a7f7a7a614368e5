import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from './db/client.ts';
import type { Env } from './env.ts';
import type { AppDeps } from './http/context.ts';
import { createAuth } from './http/auth.ts';
import type { Logger } from './logger.ts';
import { createMailer } from './services/mail/mailer.ts';
import { createLocalStorage } from './services/storage/storage.ts';
import { sendResetEmail } from './features/accounts/accounts.service.ts';
import { createMemoryRateLimitStore, createRedisRateLimitStore } from './http/rate-limit.ts';

export const defaultWebDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

export function buildDeps(opts: { env: Env; database: Database; logger: Logger; publicUrl: string; secret: string }): AppDeps {
  const { env, database, logger } = opts;
  const db = database.db;
  const deps = {
    env,
    database,
    db,
    logger,
    publicUrl: opts.publicUrl.replace(/\/$/, ''),
    mailer: createMailer({ db, logger, smtpUrl: env.SMTP_URL, from: env.MAIL_FROM }),
    storage: createLocalStorage(path.join(env.DATA_DIR, 'uploads')),
    webDist: env.WEB_DIST ?? defaultWebDist,
    rateLimitStore: env.REDIS_URL ? createRedisRateLimitStore(env.REDIS_URL) : createMemoryRateLimitStore(),
  } as AppDeps;
  deps.auth = createAuth({ db, secret: opts.secret, baseURL: deps.publicUrl, sendResetPassword: (data) => sendResetEmail(deps, data) });
  return deps;
}
