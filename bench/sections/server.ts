/**
 * `npm run bench`, server section: each screen's endpoint under autocannon beside its bare twin, on PGlite and on
 * PostgreSQL (127.0.0.1:5432 or BENCH_DATABASE_URL, a fresh database of its own, dropped after), with the large data
 * set of bench/lib/seed.ts. Per database:
 * 1. the app starts on an empty DATA_DIR / database (migrations, shipped programs, demo accounts): "first start";
 * 2. it stops; the data set is bulk-inserted; it starts again: "cold start" = spawn → first answer, existing data;
 * 3. every endpoint: 2 s warm-up, then BENCH_SECONDS at BENCH_CONNECTIONS; then the same on the bare twin
 *    (bench/lib/bare-server.mjs: the same bytes from memory for public answers; for per-user screens bare node + pg
 *    running the app's own statements (prepared), building the same JSON — checked: "same JSON" — and gzipping it
 *    as the app does (http/compress.ts threshold and level); PostgreSQL only: PGlite lives inside the app's process);
 * 4. a 1,000-row player import (POST /api/teams/:code/invites/import) and the app's RSS after all the load.
 */
import { fork } from 'node:child_process';
import http from 'node:http';
import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { gunzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import pg from 'pg';
import { appCommand, freePort, startApp, waitIdle, type AppProcess } from '../lib/app-process.ts';
import { fmt, load, table, type BenchContext, type BenchSection } from '../lib/report.ts';
import { COMPRESS_LEVEL, COMPRESS_THRESHOLD } from '../../apps/server/src/http/compress.ts';
import { BENCH_COACH, BENCH_PLAYER, BENCH_TEAM, counts, seedSql, signIn } from '../lib/seed.ts';

const ACCEPT = 'gzip, deflate, br';

interface Endpoint {
  /** The short name BENCH_SCREENS picks it by. */
  id: string;
  name: string;
  path: string;
  who?: 'coach' | 'player';
  bare: 'memory' | 'pg';
}

/** BENCH_SCREENS=players,roster: only those endpoints (ids: profile, search, players, dashboard, tracker, roster, static). */
const onlyScreens = process.env.BENCH_SCREENS?.split(',').map((s) => s.trim());

function endpoints(asset: string | null): Endpoint[] {
  const all: Endpoint[] = [
    { id: 'profile', name: 'school profile', path: '/api/colleges/29/profile', bare: 'memory' },
    { id: 'search', name: 'college search, D1', path: '/api/colleges?division=D1', bare: 'memory' },
    { id: 'players', name: 'team players (coach)', path: `/api/teams/${BENCH_TEAM}/players`, who: 'coach', bare: 'pg' },
    { id: 'dashboard', name: 'player dashboard', path: '/api/dashboard', who: 'player', bare: 'pg' },
    { id: 'tracker', name: 'tracker', path: '/api/tracker', who: 'player', bare: 'pg' },
    { id: 'roster', name: 'roster (coach)', path: `/api/roster/${BENCH_TEAM}`, who: 'coach', bare: 'pg' },
    ...(asset
      ? [{ id: 'static', name: `static JS (${path.basename(asset)})`, path: asset, bare: 'memory' as const }]
      : []),
  ];
  return onlyScreens ? all.filter((e) => onlyScreens.includes(e.id)) : all;
}

/** The largest hashed JS file of the built web app (the main chunk), or null when the web app is not built. */
function largestAsset(): string | null {
  const dir = 'apps/web/dist/assets';
  try {
    const js = readdirSync(dir).filter((f) => f.endsWith('.js'));
    js.sort((a, b) => statSync(path.join(dir, b)).size - statSync(path.join(dir, a)).size);
    return js[0] ? `/assets/${js[0]}` : null;
  } catch {
    return null;
  }
}

interface Run {
  rps: number;
  p50: number;
  p99: number;
  failed: number;
}

export async function cannon(ctx: BenchContext, url: string, headers: Record<string, string>): Promise<Run> {
  await autocannon({ url, connections: Math.min(10, ctx.connections), duration: 2, headers }); // warm-up
  const r = await autocannon({ url, connections: ctx.connections, duration: ctx.seconds, headers });
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, failed: r.non2xx + r.errors };
}

/** An answer's JSON, decompressed when it came gzipped. */
function decoded(res: { headers: Record<string, string | string[] | undefined>; body: Buffer }): unknown {
  const raw = res.headers['content-encoding'] === 'gzip' ? gunzipSync(res.body) : res.body;
  return JSON.parse(raw.toString());
}

/** A GET whose body is kept as sent (compressed or not), to count and replay its bytes. */
export function rawGet(url: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>(
    (resolve, reject) => {
      http
        .get(url, { headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
        })
        .on('error', reject);
    },
  );
}

export async function startBare(env: Record<string, string>): Promise<{ url: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const child = fork(path.join(import.meta.dirname, '../lib/bare-server.mjs'), [], {
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  await new Promise<void>((resolve, reject) => {
    child.once('message', () => resolve());
    child.once('exit', (code) => reject(new Error(`bare server exited (${code})`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    },
  };
}

interface Row {
  db: string;
  name: string;
  bytes: number;
  app: Run;
  bare: Run | null;
  bareBytes: number | null;
  /** whether the bare twin's JSON equals the app's (per-user screens), null when it serves the app's own bytes */
  sameJson: boolean | null;
  rss: number;
}

interface DbResult {
  db: string;
  rows: Row[];
  firstStartMs: number;
  coldStartMs: number;
  seedMs: number;
  importMs: number;
  rssEnd: number;
  rssPeak: number;
  loadSeconds: number;
}

async function seedPglite(dataDir: string) {
  const { PGlite } = await import('@electric-sql/pglite');
  const client = await PGlite.create(path.join(dataDir, 'pglite'));
  for (const s of seedSql) await client.exec(s);
  await client.close();
}

async function seedPostgres(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  for (const s of seedSql) await client.query(s);
  await client.end();
}

async function benchDatabase(ctx: BenchContext, db: 'PGlite' | 'PostgreSQL', databaseUrl?: string): Promise<DbResult> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'dugout-bench-'));
  const env = { DATA_DIR: dataDir, DEMO_DATA: 'true', ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) };
  let app: AppProcess | null = null;
  const bares: Array<{ stop: () => Promise<void> }> = [];
  try {
    app = await startApp(env);
    const firstStartMs = app.startMs;
    await waitIdle(app.pid); // the ZIP-code fill of a first start
    await app.stop();
    const s0 = performance.now();
    if (databaseUrl) await seedPostgres(databaseUrl);
    else await seedPglite(dataDir);
    const seedMs = performance.now() - s0;
    app = await startApp(env);
    const coldStartMs = app.startMs;
    console.log(
      `  ${db}: first start ${fmt(firstStartMs / 1000, 1)} s; data set seeded in ${fmt(seedMs / 1000, 1)} s; cold start (existing data) ${fmt(coldStartMs / 1000, 2)} s`,
    );
    const cookies = { coach: await signIn(app.url, BENCH_COACH), player: await signIn(app.url, BENCH_PLAYER) };
    const list = endpoints(largestAsset());
    // The bare twins: the app's own answers, byte for byte, from memory; the per-user screens on bare node + pg.
    const captured: Record<string, { status: number; headers: Record<string, string>; body: string }> = {};
    const bytes: Record<string, number> = {};
    for (const e of list) {
      const res = await rawGet(app.url + e.path, {
        'accept-encoding': ACCEPT,
        ...(e.who ? { cookie: cookies[e.who] } : {}),
      });
      const body = res.body;
      if (res.status !== 200) throw new Error(`${e.name}: ${res.status} ${body.toString().slice(0, 200)}`);
      bytes[e.path] = body.length;
      const headers: Record<string, string> = {};
      for (const h of ['content-type', 'content-encoding', 'cache-control', 'etag', 'vary'])
        if (res.headers[h]) headers[h] = String(res.headers[h]);
      captured[e.path] = { status: 200, headers, body: body.toString('base64') };
    }
    const routesFile = path.join(dataDir, 'bare-routes.json');
    writeFileSync(routesFile, JSON.stringify(captured));
    const bareMemory = await startBare({ BARE_ROUTES: routesFile });
    bares.push(bareMemory);
    // The same answer on the wire: the bare twin compresses from the app's threshold at the app's level.
    const barePg = databaseUrl
      ? await startBare({
          DATABASE_URL: databaseUrl,
          BARE_GZIP_THRESHOLD: String(COMPRESS_THRESHOLD),
          BARE_GZIP_LEVEL: String(COMPRESS_LEVEL),
        })
      : null;
    if (barePg) bares.push(barePg);

    const rows: Row[] = [];
    const sameJson: Record<string, boolean> = {};
    let rssPeak = app.rssMb();
    const loadStart = performance.now();
    for (const e of list) {
      const headers = { 'accept-encoding': ACCEPT, ...(e.who ? { cookie: cookies[e.who] } : {}) };
      const appRun = await cannon(ctx, app.url + e.path, headers);
      const rss = app.rssMb();
      rssPeak = Math.max(rssPeak, rss);
      const bareUrl = e.bare === 'memory' ? bareMemory.url : barePg?.url;
      let bareRun: Run | null = null;
      let bareBytes: number | null = null;
      if (bareUrl) {
        const res = await rawGet(bareUrl + e.path, headers);
        bareBytes = res.body.length;
        if (res.status !== 200) throw new Error(`bare ${e.name}: ${res.status}`);
        if (e.bare === 'memory') bareBytes = bytes[e.path]!;
        else {
          // The twin must answer the same JSON as the app (else the ratio compares different work).
          const appRes = await rawGet(app.url + e.path, headers);
          const same = isDeepStrictEqual(decoded(appRes), decoded(res));
          if (!same) console.log(`  ${db}: the bare twin's JSON of ${e.name} differs from the app's`);
          sameJson[e.name] = same;
        }
        bareRun = await cannon(ctx, bareUrl + e.path, headers);
      }
      const row: Row = {
        db,
        name: e.name,
        bytes: bytes[e.path]!,
        app: appRun,
        bare: bareRun,
        bareBytes,
        sameJson: sameJson[e.name] ?? null,
        rss,
      };
      rows.push(row);
      console.log(
        `  ${db.padEnd(10)} ${e.name.padEnd(34)} ${fmt(appRun.rps).padStart(7)} req/s  p50 ${appRun.p50} ms  p99 ${appRun.p99} ms` +
          (bareRun
            ? `  | bare ${fmt(bareRun.rps)} req/s  p99 ${bareRun.p99} ms  ratio ${fmt(appRun.rps / bareRun.rps, 2)}`
            : '') +
          `  | RSS ${fmt(rss)} MB${appRun.failed ? `  (${appRun.failed} failed)` : ''}`,
      );
    }
    const loadSeconds = (performance.now() - loadStart) / 1000;
    const rssEnd = app.rssMb();

    // A 1,000-row import of players (the spreadsheet import's request), into a team of its own with room for them all
    // (bench/lib/seed.ts), each checked against the cap under the team's row lock (docs/decisions/0041-team-player-cap.md).
    const rowsToImport = Array.from({ length: 1000 }, (_, i) => ({
      firstName: `Imported${i}`,
      lastName: 'Player',
      email: `imported-${i}@example.com`,
      primaryPosition: 'OF',
      graduationYear: new Date().getFullYear() + 1,
    }));
    const importCookie = await signIn(app.url, 'bench-coach-2@example.com');
    const t = performance.now();
    const imported = await fetch(`${app.url}/api/teams/BENCH002/invites/import`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: app.url, cookie: importCookie },
      body: JSON.stringify({ players: rowsToImport }),
    });
    const importMs = performance.now() - t;
    if (imported.status !== 201) throw new Error(`import: ${imported.status} ${await imported.text()}`);
    const { count } = (await imported.json()) as { count: number };
    if (count !== rowsToImport.length) throw new Error(`import: ${count} of ${rowsToImport.length} rows stored`);
    return { db, rows, firstStartMs, coldStartMs, seedMs, importMs, rssEnd, rssPeak, loadSeconds };
  } finally {
    for (const b of bares) await b.stop();
    await app?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function freshPostgres(): Promise<{ url: string; drop: () => Promise<void> } | string> {
  const admin = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `dugout_bench_${process.pid}`;
  const client = new pg.Client({ connectionString: admin, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query(`drop database if exists ${name}`);
    await client.query(`create database ${name}`);
  } catch (err) {
    await client.end().catch(() => {});
    return `PostgreSQL not reachable at ${admin.replace(/\/\/[^@]*@/, '//')}: ${(err as Error).message}`;
  }
  await client.end();
  const u = new URL(admin);
  u.pathname = `/${name}`;
  return {
    url: u.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: admin });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

export const serverSection: BenchSection = {
  name: 'server',
  async run(ctx) {
    console.log(
      `\nserver: each endpoint beside its bare twin, ${ctx.connections} connections, ${ctx.seconds} s per run (autocannon, this process); app: ${appCommand().label}`,
    );
    console.log(
      `  data set: 1,683 programs, ${counts.teams} teams, ${fmt(counts.players)} players, ${fmt(counts.submissions)} submissions, ${fmt(counts.tracker)} tracker rows`,
    );
    const before = load();
    console.log(`  ${before}`);
    const results: DbResult[] = [];
    if (process.env.BENCH_PGLITE !== '0') results.push(await benchDatabase(ctx, 'PGlite'));
    const pgDb = process.env.BENCH_POSTGRES === '0' ? 'skipped (BENCH_POSTGRES=0)' : await freshPostgres();
    if (typeof pgDb === 'string') console.log(`  PostgreSQL: ${pgDb}`);
    else {
      try {
        results.push(await benchDatabase(ctx, 'PostgreSQL', pgDb.url));
      } finally {
        await pgDb.drop();
      }
    }
    const after = load();
    console.log(`  ${after}`);
    const t = table(
      [
        'screen (endpoint)',
        'database',
        'req/s',
        'p50 ms',
        'p99 ms',
        'bare req/s',
        'bare p99 ms',
        'ratio',
        'bytes (bare)',
        'same JSON',
        'app RSS MB',
      ],
      results.flatMap((r) =>
        r.rows.map((row) => [
          row.name,
          row.db,
          fmt(row.app.rps),
          String(row.app.p50),
          String(row.app.p99),
          row.bare ? fmt(row.bare.rps) : '—',
          row.bare ? String(row.bare.p99) : '—',
          row.bare ? fmt(row.app.rps / row.bare.rps, 2) : '—',
          `${fmt(row.bytes)}${row.bareBytes != null && row.bareBytes !== row.bytes ? ` (${fmt(row.bareBytes)})` : ''}`,
          row.sameJson === null ? '—' : row.sameJson ? 'yes' : 'NO',
          fmt(row.rss),
        ]),
      ),
    );
    console.log(`\n${t.text}`);
    const extras = results.map(
      (r) =>
        `- ${r.db}: first start (empty) ${fmt(r.firstStartMs / 1000, 1)} s · cold start with existing data ${fmt(r.coldStartMs / 1000, 2)} s to first answer · data set bulk-inserted in ${fmt(r.seedMs / 1000, 1)} s · 1,000-row player import ${fmt(r.importMs / 1000, 2)} s · app RSS after ${fmt(r.loadSeconds)} s of load ${fmt(r.rssEnd)} MB (peak ${fmt(r.rssPeak)} MB) · search D1 p99 ${r.rows.find((x) => x.name.startsWith('college search'))?.app.p99 ?? '—'} ms`,
    );
    for (const e of extras) console.log(e);
    return [
      `## Server: screens beside their bare twins`,
      '',
      `${ctx.connections} connections, ${ctx.seconds} s per run after a 2 s warm-up (autocannon in the bench's process; the app and the bare twin each in a process of their own). App: ${appCommand().label}. Data set: 1,683 programs, ${counts.teams} teams, ${fmt(counts.players)} players, ${fmt(counts.submissions)} submissions, ${fmt(counts.tracker)} tracker rows. Requests ask for \`Accept-Encoding: ${ACCEPT}\`. Bare twin: the app's own answer bytes from memory on bare \`node:http\` (public answers); bare node + \`pg\` running the app's own SQL statements (prepared) and answering the same JSON (\`same JSON\`: compared with the app's, decompressed), gzipped from the app's threshold at the app's level (per-user screens, PostgreSQL only). Bytes are the answer's body as sent (the bare twin's in brackets when different).`,
      '',
      `Load (\`uptime\`): before the runs \`${before}\`; after \`${after}\`.`,
      '',
      t.markdown,
      '',
      ...extras,
    ].join('\n');
  },
};
