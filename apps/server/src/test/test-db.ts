import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { openPglite, openPostgres, type Database } from '../db/client.ts';
import { importShippedReference } from '../features/reference-data/shipped-reference.ts';
import { demoSnapshotFile, referenceSnapshotFile, snapshotFile, withDatabase } from './global-setup.ts';

/** The PostgreSQL server the race tests use: TEST_DATABASE_URL, or the local one every machine of this project has. */
export const racePgUrl = () => process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/**
 * A migrated database of its own for one test file: PGlite from the snapshot, or a clone of the PostgreSQL template.
 * With `reference`, the shipped reference data (1,683 programs …) is already imported; with `demo`, the demo world
 * is seeded on top of it too (test/demo-seed.ts).
 */
export async function openTestDatabase(opts: { reference?: boolean; demo?: boolean } = {}): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  const kind = opts.demo ? 'demo' : opts.reference ? 'reference' : 'migrated';
  if (!url) {
    const bytes = readFileSync(
      { demo: demoSnapshotFile, reference: referenceSnapshotFile, migrated: snapshotFile }[kind],
    );
    return openPglite({ loadDataDir: new Blob([bytes]) });
  }
  const prefix = inject('pgPrefix');
  const name = `${prefix}${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const template = { demo: 'demotemplate', reference: 'reftemplate', migrated: 'template' }[kind];
  await admin.query(`create database "${name}" template "${prefix}${template}"`);
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

/**
 * A migrated PostgreSQL database of its own, even in the PGlite run: for tests of parallel requests, which PGlite
 * hides (it runs one statement at a time). With TEST_DATABASE_URL it is a clone of the run's template; otherwise it
 * is created and migrated on the local server (racePgUrl) and dropped on close. Its name starts with this process's
 * `dugout_t<pid>_`, so a run that dies leaves nothing the next global setup does not drop. Fails, never skips, when no
 * PostgreSQL answers: every machine of this project and CI has one (README, Tests).
 */
export async function openPostgresTestDatabase(opts: { reference?: boolean; max?: number } = {}): Promise<Database> {
  const max = opts.max ?? 25;
  if (process.env.TEST_DATABASE_URL) {
    const prefix = inject('pgPrefix');
    const url = process.env.TEST_DATABASE_URL;
    const name = `${prefix}${randomBytes(6).toString('hex')}`;
    await adminQuery(
      url,
      `create database "${name}" template "${prefix}${opts.reference ? 'reftemplate' : 'template'}"`,
    );
    return dropOnClose(await openPostgres(withDatabase(url, name), { max }), url, name);
  }
  const url = racePgUrl();
  const name = `dugout_t${process.pid}_race_${randomBytes(6).toString('hex')}`;
  await adminQuery(url, `create database "${name}"`);
  const database = dropOnClose(await openPostgres(withDatabase(url, name), { max }), url, name);
  await database.migrate();
  // About 13 s: only stacks that need the real programs (the demo world's tracker) ask for it.
  if (opts.reference) await importShippedReference(database.db, { info: () => {}, error: () => {} });
  return database;
}

async function adminQuery(url: string, sql: string) {
  const admin = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

function dropOnClose(database: Database, url: string, name: string): Database {
  return {
    ...database,
    close: async () => {
      await database.close();
      await adminQuery(url, `drop database if exists "${name}" with (force)`);
    },
  };
}
