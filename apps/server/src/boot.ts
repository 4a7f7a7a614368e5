import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { openDatabase } from './db/client.ts';
import { demoAccounts, DEMO_PASSWORD } from './db/seed/index.ts';
import { buildDeps } from './deps.ts';
import type { Env } from './env.ts';
import type { Logger } from './logger.ts';
import { listen } from './server.ts';
import { seedFeatureBase, seedFeatureDemo } from './wiring.ts';
import { fillZipCodesIfEmpty } from './features/reference-data/index.ts';
import { loadShippedReferenceIfEmpty } from './features/reference-data/index.ts';

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
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    readUrl: env.DATABASE_READ_URL,
    dataDir: env.DATA_DIR,
    max: env.DB_POOL_MAX,
    statementTimeoutMs: env.DB_STATEMENT_TIMEOUT_MS,
  });
  const secret = sessionSecret(env);
  // Instances starting together take turns (PostgreSQL advisory lock): the first migrates, seeds and loads the
  // reference data, the others then find the schema current and the tables filled (docs/decisions/0019-scale-out.md).
  const { server, deps, url, seeded } = await database.withStartupLock(async () => {
    await database.migrate();
    const listening = await listen(
      env.PORT,
      (publicUrl) => buildDeps({ env, database, logger, publicUrl, secret }),
      env.PUBLIC_URL,
    );
    if ('ensureBucket' in listening.deps.storage)
      await (listening.deps.storage as { ensureBucket(): Promise<void> }).ensureBucket();
    await seedFeatureBase(listening.deps);
    await loadShippedReferenceIfEmpty(listening.deps.db, logger);
    return { ...listening, seeded: env.DEMO_DATA ? await seedFeatureDemo(listening.deps) : false };
  });
  deps.jobs.start();
  deps.state.started = true;
  logger.info(
    { url, database: database.kind, cache: deps.cache.kind, storage: deps.storage.kind, ms: Date.now() - started },
    'Dugout is running',
  );
  void fillZipCodesIfEmpty(deps.db, logger).catch((err: unknown) =>
    logger.error({ err }, 'Zip codes could not be loaded'),
  );
  if (env.DEMO_DATA) {
    logger.info(
      { accounts: demoAccounts.map((a) => `${a.email} (${a.role})`), password: DEMO_PASSWORD, seededNow: seeded },
      'Demo accounts',
    );
  }
  const close = async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeAllConnections();
    await deps.jobs.stop();
    await deps.rateLimitStore.close();
    await deps.cache.close();
    await database.close();
  };
  return { server, deps, url, close };
}
