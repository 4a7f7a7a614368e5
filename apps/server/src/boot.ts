import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { openDatabase } from './db/client.ts';
import { seedBase, seedDemoIfEmpty } from './db/seed/index.ts';
import { demoAccounts, DEMO_PASSWORD } from './db/seed/demo-accounts.ts';
import { buildDeps } from './deps.ts';
import type { Env } from './env.ts';
import type { Logger } from './logger.ts';
import { listen } from './server.ts';
import './features/register.ts';
import { fillZipCodesIfEmpty } from './features/reference-data/zip-codes.ts';

/** SESSION_SECRET, or one generated once and kept in DATA_DIR. */
export function sessionSecret(env: Env): string {
  if (env.SESSION_SECRET) return env.SESSION_SECRET;
  mkdirSync(env.DATA_DIR, { recursive: true });
  const file = path.join(env.DATA_DIR, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** Opens the database, migrates, seeds, and serves. Used by main.ts and by the browser tests. */
export async function boot(env: Env, logger: Logger) {
  const started = Date.now();
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  await database.migrate();
  const secret = sessionSecret(env);
  const { server, deps, url } = await listen(env.PORT, (publicUrl) => buildDeps({ env, database, logger, publicUrl, secret }), env.PUBLIC_URL);
  await seedBase(deps);
  const seeded = env.DEMO_DATA ? await seedDemoIfEmpty(deps) : false;
  logger.info({ url, database: database.kind, ms: Date.now() - started }, 'Dugout is running');
  void fillZipCodesIfEmpty(deps.db, logger).catch((err: unknown) => logger.error({ err }, 'Zip codes could not be loaded'));
  if (env.DEMO_DATA) {
    logger.info(
      { accounts: demoAccounts.map((a) => `${a.email} (${a.role})`), password: DEMO_PASSWORD, seededNow: seeded },
      'Demo accounts',
    );
  }
  const close = async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeAllConnections();
    await database.close();
  };
  return { server, deps, url, close };
}
