import { parseEnv } from '../env.ts';
import { openDatabase } from '../db/client.ts';
import { restoreDatabase } from '../db/backup.ts';

/**
 * npm run db:restore -- file.jsonl.gz : replaces every row of the database (PGlite or DATABASE_URL) with the backup's,
 * in one transaction, after migrating it to this version's schema. Stop the app servers first (docs/deploy.md).
 */
const file = process.argv[2];
if (!file) {
  console.error('usage: npm run db:restore -- backup.jsonl.gz');
  process.exit(2);
}
const env = parseEnv();
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR, max: 2 });
try {
  await database.withStartupLock(() => database.migrate());
  const { restored } = await restoreDatabase(database.db, file);
  const rows = restored.reduce((n, t) => n + t.rows, 0);
  console.log(
    `Restored ${rows} rows into ${restored.length} tables (${database.kind}); every table's row count and checksum match the backup.`,
  );
} catch (err) {
  console.error(`Restore failed, nothing was changed: ${err instanceof Error ? err.message : String(err)}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
