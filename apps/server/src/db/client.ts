import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema/index.ts';
import { withNamedStatements } from './pglite-statements.ts';
import { SizeKeepingNodeFS } from './pglite-fs.ts';
import { namedStatementsClient, StatementNames } from './pg-statements.ts';
import { listenPglite, listenPostgres, type ChannelHandlers, type Listener } from './listen.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  /** A read replica (DATABASE_READ_URL) for reference reads that may lag a moment; the primary `db` otherwise. */
  readDb: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /**
   * Runs `fn` while holding the start-up lock: a PostgreSQL session advisory lock, so that instances starting together
   * migrate and seed one after the other (the second finds nothing to do). PGlite has one process: no lock needed.
   */
  withStartupLock<T>(fn: () => Promise<T>): Promise<T>;
  /** Answers when the database (and the replica, if any) take a query; throws otherwise. */
  ping(): Promise<void>;
  /** LISTEN on `channel` (db/listen.ts, docs/decisions/0071-public-page-cache.md); stopped by close() too. */
  listen(channel: string, on: ChannelHandlers): Listener;
  close(): Promise<void>;
}

/** The advisory lock key of start-up (migrations and seeders): any fixed 64-bit number, 'dugout' in ASCII. */
export const STARTUP_LOCK_KEY = 0x647567_6f7574n;

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * PGlite's shared buffers. PostgreSQL's default (128 MB) is touched at start-up inside PGlite's WebAssembly memory, so
 * it is resident from the first second; the embedded database is tens of megabytes and its files stay in the OS page
 * cache anyway. 64 MB keeps the hot pages of the bench's data set (39 MB) and ~65 MB off the resident set (docs/decisions/0032-reference-answers-at-the-socket.md).
 */
const PGLITE_SHARED_BUFFERS = '64MB';

/** Opens PGlite under `dataDir/pglite` (creating the folder), or from a dumped snapshot for tests. */
export async function openPglite(opts: { dataDir?: string; loadDataDir?: Blob | File } = {}): Promise<Database> {
  let dir: string | undefined;
  if (opts.dataDir) {
    dir = path.join(opts.dataDir, 'pglite');
    mkdirSync(opts.dataDir, { recursive: true });
  }
  const client = await PGlite.create({
    // On disk: NODEFS keeping each file's length between changes (db/pglite-fs.ts); else in memory.
    ...(dir ? { fs: new SizeKeepingNodeFS(dir) } : {}),
    ...(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {}),
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
  });
  withNamedStatements(client);
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    readDb: db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder }),
    withStartupLock: (fn) => fn(),
    ping: async () => void (await client.query('select 1')),
    listen: (channel, on) => listenPglite(client, channel, on),
    close: () => client.close(),
  };
}

export interface PostgresOptions {
  /** Most connections this process opens (DB_POOL_MAX). */
  max?: number;
  /** Statements running longer are cancelled by the server (DB_STATEMENT_TIMEOUT_MS; 0 = no limit). */
  statementTimeoutMs?: number;
  /** A read replica (DATABASE_READ_URL). */
  readUrl?: string;
}

function createPool(url: string, opts: PostgresOptions) {
  const pool = new pg.Pool({
    connectionString: url,
    max: opts.max ?? 10,
    // Repeated selects parsed once per connection (db/pg-statements.ts); one set of names per pool.
    Client: namedStatementsClient(new StatementNames()),
    ...(opts.statementTimeoutMs ? { statement_timeout: opts.statementTimeoutMs } : {}),
  });
  // An idle connection the server closes (restart, failover, admin command) must not crash the process: the pool
  // drops it and opens a new one for the next query.
  pool.on('error', (err) => console.warn(`PostgreSQL connection lost: ${err.message}`));
  return pool;
}

export async function openPostgres(url: string, opts: PostgresOptions = {}): Promise<Database> {
  const pool = createPool(url, opts);
  await pool.query('select 1');
  const readPool = opts.readUrl ? createPool(opts.readUrl, opts) : null;
  if (readPool)
    await readPool.query('select 1').catch(async (err: unknown) => {
      await Promise.all([pool.end(), readPool.end()]);
      throw err;
    });
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  // One dedicated connection holds the session lock; migrations run on it without the statement timeout (a long
  // migration must not be cancelled half-way, and waiting for the lock is not a slow statement).
  let locked: pg.PoolClient | null = null;
  const listeners = new Set<Listener>();
  return {
    db,
    readDb: readPool ? (drizzlePg(readPool, { schema }) as unknown as Db) : db,
    kind: 'postgres',
    migrate: async () => {
      if (locked) return migratePg(drizzlePg(locked, { schema }), { migrationsFolder });
      const client = await pool.connect();
      try {
        await client.query('set statement_timeout = 0');
        await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
      } finally {
        client.release(true);
      }
    },
    async withStartupLock(fn) {
      const client = await pool.connect();
      try {
        await client.query('set statement_timeout = 0');
        await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY.toString()]);
        locked = client;
        try {
          return await fn();
        } finally {
          locked = null;
          await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY.toString()]);
        }
      } finally {
        // Not returned to the pool: its session settings (no statement timeout) must not leak into app queries.
        client.release(true);
      }
    },
    ping: async () => {
      await pool.query('select 1');
      if (readPool) await readPool.query('select 1');
    },
    listen(channel, on) {
      const listener = listenPostgres(url, pool, channel, on);
      listeners.add(listener);
      return listener;
    },
    close: async () => {
      await Promise.all([...listeners].map((l) => l.stop()));
      await Promise.all([pool.end(), readPool?.end()]);
    },
  };
}

export async function openDatabase(
  opts: { databaseUrl?: string; dataDir: string } & PostgresOptions,
): Promise<Database> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl, opts) : openPglite({ dataDir: opts.dataDir });
}
