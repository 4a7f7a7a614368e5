import { createReadStream, createWriteStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import { createGunzip, createGzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from './client.ts';

/**
 * Portable backups (docs/deploy.md): a gzip of JSON lines that PGlite and any PostgreSQL server both read and write.
 * Line 1 is a header (format, migration count, per-table row count and checksum); then one line per row,
 * `{"t": table, "r": row}`, table by table in dependency order (a table after those it references). A restore runs in
 * ONE transaction: every table is emptied, the rows are inserted in that order, sequences are moved past the
 * restored ids; anything wrong rolls it all back.
 */
export const BACKUP_FORMAT = 'dugout-backup';

export interface TableSummary {
  table: string;
  rows: number;
  /** md5 over the rows as JSON text, sorted: equal when two databases hold the same rows. */
  checksum: string;
}

export interface BackupHeader {
  format: typeof BACKUP_FORMAT;
  version: 1;
  createdAt: string;
  migrations: number;
  tables: TableSummary[];
}

type Row = Record<string, unknown>;
const rowsOf = (result: unknown): Row[] => (result as { rows: Row[] }).rows;
const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The app's tables (schema public), each after the tables it references. */
export async function tablesInDependencyOrder(db: DbOrTx): Promise<string[]> {
  const tables = rowsOf(
    await db.execute(
      sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    ),
  ).map((r) => String(r.name));
  const edges = rowsOf(
    await db.execute(sql`
      select c.relname as child, p.relname as parent
      from pg_constraint k
      join pg_class c on c.oid = k.conrelid join pg_namespace cn on cn.oid = c.relnamespace
      join pg_class p on p.oid = k.confrelid
      where k.contype = 'f' and cn.nspname = 'public'`),
  );
  const parents = new Map(tables.map((t) => [t, new Set<string>()]));
  for (const e of edges) if (e.child !== e.parent) parents.get(String(e.child))?.add(String(e.parent));
  const ordered: string[] = [];
  const seen = new Set<string>();
  const visit = (t: string, path: Set<string>) => {
    if (seen.has(t)) return;
    if (path.has(t)) throw new Error(`circular foreign keys through ${t}`);
    path.add(t);
    for (const p of parents.get(t) ?? []) visit(p, path);
    path.delete(t);
    seen.add(t);
    ordered.push(t);
  };
  for (const t of tables) visit(t, new Set());
  return ordered;
}

/** Row count and checksum of each table (what a backup records and a restore is checked against). */
export async function summarizeTables(db: DbOrTx, tables?: string[]): Promise<TableSummary[]> {
  const names = tables ?? (await tablesInDependencyOrder(db));
  const out: TableSummary[] = [];
  for (const table of names) {
    const [r] = rowsOf(
      await db.execute(
        sql.raw(
          `select count(*)::int as n, coalesce(md5(string_agg(j, E'\\n' order by j)), '') as sum from (select row_to_json(x)::text as j from ${ident(table)} x) s`,
        ),
      ),
    );
    out.push({ table, rows: Number(r?.n ?? 0), checksum: String(r?.sum ?? '') });
  }
  return out;
}

async function migrationCount(db: DbOrTx): Promise<number> {
  const [r] = rowsOf(await db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`));
  return Number(r?.n ?? 0);
}

/** Writes every row of every table to `file` (gzip JSON lines). Reads in one repeatable-read transaction: a consistent copy. */
export async function backupDatabase(db: Db, file: string): Promise<BackupHeader> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set transaction isolation level repeatable read`).catch(() => undefined);
    const tables = await tablesInDependencyOrder(tx);
    const header: BackupHeader = {
      format: BACKUP_FORMAT,
      version: 1,
      createdAt: new Date().toISOString(),
      migrations: await migrationCount(tx),
      tables: await summarizeTables(tx, tables),
    };
    async function* lines() {
      yield `${JSON.stringify(header)}\n`;
      for (const table of tables) {
        // Pages by row position in a stable order (the JSON text), so a large table never sits in memory whole.
        const pageSize = 2000;
        for (let offset = 0; ; offset += pageSize) {
          const page = rowsOf(
            await tx.execute(
              sql.raw(
                `select row_to_json(x)::text as j from ${ident(table)} x order by 1 limit ${pageSize} offset ${offset}`,
              ),
            ),
          );
          for (const r of page) yield `{"t":${JSON.stringify(table)},"r":${String(r.j)}}\n`;
          if (page.length < pageSize) break;
        }
      }
    }
    await pipeline(Readable.from(lines()), createGzip(), createWriteStream(file));
    return header;
  });
}

/**
 * Replaces every row with the backup's, in one transaction. The database must be migrated to the backup's schema
 * (the app migrates at start; the restore command migrates first). Returns the header and the restored summary.
 */
export async function restoreDatabase(
  db: Db,
  file: string,
): Promise<{ header: BackupHeader; restored: TableSummary[] }> {
  const input = createInterface({ input: createReadStream(file).pipe(createGunzip()), crlfDelay: Infinity });
  const it = input[Symbol.asyncIterator]();
  const first = await it.next();
  const header = (first.done ? null : JSON.parse(first.value)) as BackupHeader | null;
  if (!header || header.format !== BACKUP_FORMAT) throw new Error(`${file} is not a Dugout backup`);
  const migrations = await migrationCount(db);
  if (migrations !== header.migrations) {
    throw new Error(
      `the backup was made at schema migration ${header.migrations}, this database is at ${migrations}: restore into the same version of Dugout`,
    );
  }
  return db.transaction(async (tx) => {
    const tables = await tablesInDependencyOrder(tx);
    const unknown = header.tables.map((t) => t.table).filter((t) => !tables.includes(t));
    if (unknown.length) throw new Error(`the backup has tables this database does not: ${unknown.join(', ')}`);
    if (tables.length)
      await tx.execute(sql.raw(`truncate table ${tables.map(ident).join(', ')} restart identity cascade`));
    let batch: string[] = [];
    let current = '';
    const flush = async () => {
      if (!batch.length) return;
      await tx.execute(
        sql`insert into ${sql.raw(ident(current))} select * from json_populate_recordset(null::${sql.raw(ident(current))}, ${`[${batch.join(',')}]`}::json)`,
      );
      batch = [];
    };
    for (;;) {
      const next = await it.next();
      if (next.done) break;
      if (!next.value) continue;
      const line = JSON.parse(next.value) as { t: string; r: unknown };
      if (line.t !== current) {
        await flush();
        current = line.t;
      }
      batch.push(JSON.stringify(line.r));
      if (batch.length >= 500) await flush();
    }
    await flush();
    // Serial columns continue after the restored ids.
    const serials = rowsOf(
      await tx.execute(
        sql`select table_name as t, column_name as c from information_schema.columns where table_schema = 'public' and column_default like 'nextval(%'`,
      ),
    );
    for (const s of serials) {
      const t = ident(String(s.t));
      const c = ident(String(s.c));
      await tx.execute(
        sql.raw(
          `select setval(pg_get_serial_sequence('${t}', '${String(s.c)}'), coalesce((select max(${c}) from ${t}), 1), (select max(${c}) from ${t}) is not null)`,
        ),
      );
    }
    const restored = await summarizeTables(tx, tables);
    const expected = new Map(header.tables.map((t) => [t.table, t]));
    for (const r of restored) {
      const e = expected.get(r.table);
      if ((e?.rows ?? 0) !== r.rows || (e && e.checksum !== r.checksum)) {
        throw new Error(
          `table ${r.table}: restored ${r.rows} rows (checksum ${r.checksum}), the backup holds ${e?.rows ?? 0} (checksum ${e?.checksum ?? '-'})`,
        );
      }
    }
    return { header, restored };
  });
}
