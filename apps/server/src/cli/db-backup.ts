import { parseEnv } from '../env.ts';
import { openDatabase } from '../db/client.ts';
import { backupDatabase } from '../db/backup.ts';

/** npm run db:backup -- file.jsonl.gz : every row of the database (PGlite or DATABASE_URL) to a portable file (docs/deploy.md). */
const file = process.argv[2];
if (!file) {
  console.error('usage: npm run db:backup -- backup.jsonl.gz');
  process.exit(2);
}
const env = parseEnv();
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR, max: 2 });
try {
  const header = await backupDatabase(database.db, file);
  const rows = header.tables.reduce((n, t) => n + t.rows, 0);
  console.log(
    `Backed up ${rows} rows from ${header.tables.length} tables (${database.kind}, schema migration ${header.migrations}) to ${file}`,
  );
} finally {
  await database.close();
}
