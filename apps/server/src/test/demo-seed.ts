import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Database } from '../db/client.ts';
import { buildDeps } from '../deps.ts';
import { parseEnv } from '../env.ts';
import { createLogger } from '../logger.ts';
import { seedFeatureBase, seedFeatureDemo } from '../wiring.ts';

/** The secret every test app signs with (sessions, tokens): a snapshot's rows and the app that loads it agree. */
export const TEST_SECRET = 'test-secret-test-secret-test-secret-1234';

/**
 * Seeds the demo world into `database` with the app's own seeders, as `npm start` does on an empty database, without
 * an HTTP server, SMTP or jobs (the demo seeders write rows only: no mail, no job, no stored file). The global setup
 * runs it once per run into a snapshot (PGlite) or a template (PostgreSQL), so a test stack with the demo world
 * loads it in about a second instead of seeding it again (docs/decisions/0070-ci-time.md).
 */
export async function seedDemoDatabase(database: Database): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'dugout-demo-seed-'));
  const env = parseEnv({ DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'silent' });
  const deps = buildDeps({
    env,
    database,
    logger: createLogger('silent'),
    publicUrl: 'http://127.0.0.1',
    secret: TEST_SECRET,
  });
  try {
    await seedFeatureBase(deps);
    await seedFeatureDemo(deps);
  } finally {
    await deps.rateLimitStore.close();
    await deps.cache.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
