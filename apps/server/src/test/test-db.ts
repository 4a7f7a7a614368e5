import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { openPglite, openPostgres, type Database } from '../db/client.ts';
import { referenceSnapshotFile, snapshotFile, withDatabase } from './global-setup.ts';

/**
 * A migrated database of its own for one test file: PGlite from the snapshot, or a clone of the PostgreSQL template.
 * With `reference`, the shipped reference data (1,683 programs …) is already imported.
 */
export async function openTestDatabase(opts: { reference?: boolean } = {}): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const bytes = readFileSync(opts.reference ? referenceSnapshotFile : snapshotFile);
    return openPglite({ loadDataDir: new Blob([bytes]) });
  }
  const prefix = inject('pgPrefix');
  const name = `${prefix}${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database "${name}" template "${prefix}${opts.reference ? 'reftemplate' : 'template'}"`);
  await admin.end();
  const database = await openPostgres(withDatabase(url, name), { max: 5 });
  return {
    ...database,
    close: async () => {
      await database.close();
      const a = new pg.Client({ connectionString: url });
      await a.connect();
      await a.query(`drop database if exists "${name}" with (force)`);
      await a.end();
    },
  };
}
