import { existsSync, mkdirSync, readdirSync, renameSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../db/client.ts';
import { importShippedReference } from '../features/reference-data/shipped-reference.ts';
import { seedDemoDatabase } from './demo-seed.ts';

export const snapshotFile = path.resolve(import.meta.dirname, '../../../../.data-test/pglite-migrated.tar.gz');
/** The same, with the shipped reference data (data/reference/) imported: stacks that need real programs. */
export const referenceSnapshotFile = path.resolve(
  import.meta.dirname,
  '../../../../.data-test/pglite-reference.tar.gz',
);
/** The same, with the demo world seeded on top (seedDemoDatabase): the stacks of `demo: true`. */
export const demoSnapshotFile = path.resolve(import.meta.dirname, '../../../../.data-test/pglite-demo.tar.gz');
const quiet = { info: () => {}, error: (o: unknown, m?: string) => console.error(m, o) };

declare module 'vitest' {
  export interface ProvidedContext {
    /** Prefix of this run's PostgreSQL test databases; `${prefix}template` is the migrated template. */
    pgPrefix: string;
  }
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * Migrates once per run: PGlite into a snapshot that each test file loads (~0.3 s instead of a fresh initdb), or,
 * with TEST_DATABASE_URL, a PostgreSQL template database that each test file clones. PostgreSQL databases are named
 * after this run's process id, so concurrent runs never touch each other's; those of finished runs are dropped.
 */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const prefix = `dugout_t${process.pid}_`;
    project.provide('pgPrefix', prefix);
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    const existing = await admin.query(`select datname from pg_database where datname like 'dugout\\_t%'`);
    for (const { datname } of existing.rows as Array<{ datname: string }>) {
      const pid = Number(/^dugout_t(\d+)_/.exec(datname)?.[1]);
      if (pid && !alive(pid)) await admin.query(`drop database if exists "${datname}" with (force)`);
    }
    await admin.query(`create database "${prefix}template"`);
    await admin.end();
    const db = await openPostgres(withDatabase(url, `${prefix}template`), { max: 1 });
    await db.migrate();
    await db.close();
    const a0 = new pg.Client({ connectionString: url });
    await a0.connect();
    await a0.query(`create database "${prefix}reftemplate" template "${prefix}template"`);
    await a0.end();
    const ref = await openPostgres(withDatabase(url, `${prefix}reftemplate`), { max: 1 });
    await importShippedReference(ref.db, quiet);
    await ref.close();
    const a1 = new pg.Client({ connectionString: url });
    await a1.connect();
    await a1.query(`create database "${prefix}demotemplate" template "${prefix}reftemplate"`);
    await a1.end();
    const demo = await openPostgres(withDatabase(url, `${prefix}demotemplate`), { max: 1 });
    await seedDemoDatabase(demo);
    await demo.close();
    return async () => {
      const a = new pg.Client({ connectionString: url });
      await a.connect();
      const mine = await a.query(`select datname from pg_database where datname like $1`, [`${prefix}%`]);
      for (const { datname } of mine.rows as Array<{ datname: string }>)
        await a.query(`drop database if exists "${datname}" with (force)`);
      await a.end();
    };
  }
  project.provide('pgPrefix', '');
  if (snapshotsCurrent()) return;
  mkdirSync(path.dirname(snapshotFile), { recursive: true });
  const db = await openPglite();
  await db.migrate();
  const client = (db.db as unknown as { $client: { dumpDataDir(c: 'gzip'): Promise<Blob> } }).$client;
  const blob = await client.dumpDataDir('gzip');
  writeWhole(snapshotFile, Buffer.from(await blob.arrayBuffer()));
  await importShippedReference(db.db, quiet);
  const refBlob = await client.dumpDataDir('gzip');
  writeWhole(referenceSnapshotFile, Buffer.from(await refBlob.arrayBuffer()));
  await db.close();
  const demo = await openPglite({ loadDataDir: refBlob });
  await seedDemoDatabase(demo);
  const demoClient = (demo.db as unknown as { $client: { dumpDataDir(c: 'gzip'): Promise<Blob> } }).$client;
  writeWhole(demoSnapshotFile, Buffer.from(await (await demoClient.dumpDataDir('gzip')).arrayBuffer()));
  await demo.close();
}

export function withDatabase(url: string, database: string) {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

const repo = path.resolve(import.meta.dirname, '../../../..');
/** What the snapshots are made of: the server (migrations, seeders), the domain, the reference files, the packages. */
const snapshotInputs = ['apps/server/src', 'packages/domain/src', 'data/reference', 'package-lock.json'];

function newestMtime(p: string): number {
  const st = statSync(p);
  if (!st.isDirectory()) return p.endsWith('.test.ts') ? 0 : st.mtimeMs;
  return Math.max(0, ...readdirSync(p).map((name) => newestMtime(path.join(p, name))));
}

/**
 * The PGlite snapshots are kept when each is newer than every file they are made of (tests aside), as `make` would:
 * the browser tests of `npm test` reuse the ones the API tests made a minute before, and so does a developer running
 * one test file again (docs/decisions/0074-ci-time-two.md). Any edit to a migration, a seeder or a reference file
 * makes them again.
 */
function snapshotsCurrent(): boolean {
  const files = [snapshotFile, referenceSnapshotFile, demoSnapshotFile];
  if (!files.every((f) => existsSync(f))) return false;
  const oldest = Math.min(...files.map((f) => statSync(f).mtimeMs));
  return snapshotInputs.every((p) => newestMtime(path.join(repo, p)) < oldest);
}

/** Written under another name, then renamed: a run stopped mid-write never leaves a cut snapshot that looks current. */
function writeWhole(file: string, bytes: Buffer) {
  writeFileSync(`${file}.${process.pid}.tmp`, bytes);
  renameSync(`${file}.${process.pid}.tmp`, file);
}
