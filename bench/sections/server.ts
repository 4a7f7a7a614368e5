/**
 * `npm run bench`, server section: each screen's endpoint under autocannon beside its bare twin, on PGlite and on
 * PostgreSQL (127.0.0.1:5432 or BENCH_DATABASE_URL, a fresh database of its own, dropped after), with the large data
 * set of bench/lib/seed.ts. Per database:
 * 1. the app starts on an empty DATA_DIR / database (migrations, shipped programs, demo accounts): "first start";
 * 2. it stops; the data set is bulk-inserted; it starts again: "cold start" = spawn → first answer, existing data;
 * 3. every endpoint: BENCH_ROUNDS (default 3) rounds, alternating app and bare twin (app first in odd rounds, twin
 *    first in even ones, so a drift of the machine's load falls on both): each run a warm-up (2 s the first time, 1 s
 *    after) then BENCH_SECONDS at BENCH_CONNECTIONS. The bare twin (bench/lib/bare-server.mjs): the same bytes from
 *    memory for public answers; for per-user screens bare node + pg running the app's own statements (prepared),
 *    building the same JSON — checked: "same JSON", the first difference named — and gzipping it as the app does
 *    (http/compress.ts threshold and level); PostgreSQL only: PGlite lives inside the app's process. Reported: the
 *    median of the rounds' req/s and p99, the ratios app/twin of each round as median and spread (min–max), and the
 *    CPU time per request of each process (/proc, robust to a shared machine); then PGlite beside PostgreSQL;
 * 4. a 1,000-row player import (POST /api/teams/:code/invites/import) and the app's RSS after all the load;
 * 5. BENCH_PROFILE=1: "where the time goes" — the app again from its sources with `--cpu-prof`, each per-user screen
 *    under load in a window of its own, then the bare twin the same way (PostgreSQL), the CPU samples summed by
 *    category of source file (bench/lib/cpu-profile.ts) in µs per request, app and twin side by side.
 * Goals of the per-user screens (docs/decisions/0072-per-user-screens-beside-their-twins.md): on PostgreSQL, req/s
 * ≥ 0.8× the twin's and p99 ≤ 1.25× the twin's (medians of the rounds); PGlite's req/s within 1.5× of PostgreSQL's.
 */
import { fork } from 'node:child_process';
import http from 'node:http';
import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import pg from 'pg';
import { TEAM_PENDING_INVITES_MAX } from '@dugout/domain/teams';
import { appCommand, freePort, procCpuMs, startApp, waitIdle, type AppProcess } from '../lib/app-process.ts';
import { CATEGORIES, profileClockUs, sharesByWindow, type WindowShares } from '../lib/cpu-profile.ts';
import { firstDifference, median, spread, type Spread } from '../lib/stats.ts';
import { fmt, load, table, type BenchContext, type BenchSection } from '../lib/report.ts';
import { COMPRESS_LEVEL, COMPRESS_THRESHOLD } from '../../apps/server/src/http/compress.ts';
import { BENCH_COACH, BENCH_PLAYER, BENCH_TEAM, counts, seedSql, signIn } from '../lib/seed.ts';

const ACCEPT = 'gzip, deflate, br';
/** Rounds per endpoint, app and twin alternating (BENCH_ROUNDS, default 3). */
export const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));
const PROFILE = process.env.BENCH_PROFILE === '1';
/** The goals of the per-user screens (docs/decisions/0072-per-user-screens-beside-their-twins.md). */
const GOAL = { rpsRatio: 0.8, p99Ratio: 1.25, pgliteVsPostgres: 1.5 };

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

export interface Run {
  rps: number;
  p50: number;
  p99: number;
  failed: number;
  /** CPU time of the serving process per request (ms), when its pid was given. */
  cpuMsPerRequest?: number;
}

/** A warm-up (`warmUpSeconds`), then the measured run; `pid`: the serving process, whose CPU time is counted. */
export async function cannon(
  ctx: BenchContext,
  url: string,
  headers: Record<string, string>,
  warmUpSeconds = 2,
  pid?: number,
): Promise<Run> {
  await autocannon({ url, connections: Math.min(10, ctx.connections), duration: warmUpSeconds, headers });
  const cpu0 = pid ? procCpuMs(pid) : 0;
  const r = await autocannon({ url, connections: ctx.connections, duration: ctx.seconds, headers });
  const cpu = pid ? procCpuMs(pid) - cpu0 : NaN;
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    failed: r.non2xx + r.errors,
    cpuMsPerRequest: pid && r.requests.total ? cpu / r.requests.total : undefined,
  };
}

/**
 * ROUNDS rounds against an endpoint of the app and of its twin, alternating (the twin first in every second round),
 * a 2 s warm-up before the first run of each, 1 s before the others; `onRound` sees each round's pair of runs.
 */
export async function alternatingRounds(
  ctx: BenchContext,
  app: { url: string; pid?: number },
  twin: { url: string; pid?: number } | null,
  headers: Record<string, string>,
  onRound: (round: number, app: Run, twin: Run | undefined) => void,
): Promise<{ appRuns: Run[]; bareRuns: Run[] }> {
  const appRuns: Run[] = [];
  const bareRuns: Run[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const warmUp = round === 0 ? 2 : 1;
    const runApp = async () => void appRuns.push(await cannon(ctx, app.url, headers, warmUp, app.pid));
    const runBare = async () => {
      if (twin) bareRuns.push(await cannon(ctx, twin.url, headers, warmUp, twin.pid));
    };
    if (round % 2 === 0) {
      await runApp();
      await runBare();
    } else {
      await runBare();
      await runApp();
    }
    onRound(round, appRuns.at(-1)!, twin ? bareRuns.at(-1) : undefined);
  }
  return { appRuns, bareRuns };
}

/** The medians of a few runs (each figure its own median). */
export function medianRun(runs: Run[]): Run {
  const cpu = runs.map((r) => r.cpuMsPerRequest).filter((x): x is number => x !== undefined);
  return {
    rps: median(runs.map((r) => r.rps)),
    p50: median(runs.map((r) => r.p50)),
    p99: median(runs.map((r) => r.p99)),
    failed: runs.reduce((n, r) => n + r.failed, 0),
    cpuMsPerRequest: cpu.length ? median(cpu) : undefined,
  };
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

/** `nodeArgs`: more of node's options for the twin's process (`--cpu-prof`). */
export async function startBare(
  env: Record<string, string>,
  nodeArgs: string[] = [],
): Promise<{ url: string; pid: number; stop: () => Promise<void> }> {
  const port = await freePort();
  const child = fork(path.join(import.meta.dirname, '../lib/bare-server.mjs'), [], {
    execArgv: [...process.execArgv, ...nodeArgs],
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  await new Promise<void>((resolve, reject) => {
    child.once('message', () => resolve());
    child.once('exit', (code) => reject(new Error(`bare server exited (${code})`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    },
  };
}

interface Row {
  db: string;
  id: string;
  name: string;
  perUser: boolean;
  bytes: number;
  /** medians of the rounds */
  app: Run;
  bare: Run | null;
  /** app / twin of each round: req/s and p99 */
  rpsRatio: Spread | null;
  p99Ratio: Spread | null;
  bareBytes: number | null;
  /** whether the bare twin's JSON equals the app's (per-user screens), null when it serves the app's own bytes */
  sameJson: boolean | null;
  rss: number;
}

interface ProfileRow {
  db: string;
  name: string;
  /** the app, or its bare twin (PostgreSQL only) */
  server: 'app' | 'twin';
  requests: number;
  shares: WindowShares;
}

interface DbResult {
  db: string;
  rows: Row[];
  firstStartMs: number;
  coldStartMs: number;
  seedMs: number;
  importMs: number;
  imported: number;
  rssEnd: number;
  rssPeak: number;
  loadSeconds: number;
  profile: ProfileRow[];
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
    let rssPeak = app.rssMb();
    const loadStart = performance.now();
    for (const e of list) {
      const headers = { 'accept-encoding': ACCEPT, ...(e.who ? { cookie: cookies[e.who] } : {}) };
      const bare = e.bare === 'memory' ? bareMemory : barePg;
      let bareBytes: number | null = null;
      let sameJson: boolean | null = null;
      if (bare) {
        const res = await rawGet(bare.url + e.path, headers);
        if (res.status !== 200) throw new Error(`bare ${e.name}: ${res.status}`);
        bareBytes = e.bare === 'memory' ? bytes[e.path]! : res.body.length;
        if (e.bare === 'pg') {
          // The twin must answer the same JSON as the app (else the ratio compares different work).
          const appRes = await rawGet(app.url + e.path, headers);
          const difference = firstDifference(decoded(appRes), decoded(res));
          if (difference)
            console.log(`  ${db}: the bare twin's JSON of ${e.name} differs from the app's at ${difference}`);
          sameJson = !difference;
        }
      }
      let rss = 0;
      const { appRuns, bareRuns } = await alternatingRounds(
        ctx,
        { url: app.url + e.path, pid: app.pid },
        bare ? { url: bare.url + e.path, pid: bare.pid } : null,
        headers,
        (round, a, b) => {
          rss = app!.rssMb();
          rssPeak = Math.max(rssPeak, rss);
          console.log(roundText(`${db.padEnd(10)} ${e.name.padEnd(28)}`, round, a, b));
        },
      );
      const ratio = (f: (r: Run) => number) =>
        bareRuns.length ? spread(appRuns.map((a, i) => f(a) / f(bareRuns[i]!))) : null;
      const row: Row = {
        db,
        id: e.id,
        name: e.name,
        perUser: e.bare === 'pg',
        bytes: bytes[e.path]!,
        app: medianRun(appRuns),
        bare: bareRuns.length ? medianRun(bareRuns) : null,
        rpsRatio: ratio((r) => r.rps),
        p99Ratio: ratio((r) => r.p99),
        bareBytes,
        sameJson,
        rss,
      };
      rows.push(row);
      console.log(
        `  ${db.padEnd(10)} ${e.name.padEnd(28)} median: ${fmt(row.app.rps).padStart(6)} req/s  p50 ${row.app.p50} ms  p99 ${row.app.p99} ms` +
          (row.bare && row.rpsRatio && row.p99Ratio
            ? `  | twin ${fmt(row.bare.rps)} req/s  p99 ${row.bare.p99} ms  | ratio ${spreadText(row.rpsRatio)}  p99 ratio ${spreadText(row.p99Ratio)}`
            : '') +
          `  | RSS ${fmt(rss)} MB`,
      );
    }
    const loadSeconds = (performance.now() - loadStart) / 1000;
    const rssEnd = app.rssMb();

    // A 1,000-row import of players (the spreadsheet import's request), into a team of its own with room for them all
    // (bench/lib/seed.ts), each checked against the cap under the team's row lock (docs/decisions/0041-team-player-cap.md);
    // rows past the team's cap of pending invites (TEAM_PENDING_INVITES_MAX) are refused one by one.
    const rowsToImport = Array.from({ length: 1000 }, (_, i) => ({
      firstName: `Imported${i}`,
      lastName: 'Player',
      email: `imported-${i}@example.com`,
      primaryPosition: 'OF',
      graduationYear: new Date().getFullYear() + 1,
    }));
    const importCookie = await signIn(app.url, 'bench-coach-2@example.com');
    const t = performance.now();
    const importAnswer = await fetch(`${app.url}/api/teams/BENCH002/invites/import`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: app.url, cookie: importCookie },
      body: JSON.stringify({ players: rowsToImport }),
    });
    const importMs = performance.now() - t;
    if (importAnswer.status !== 201) throw new Error(`import: ${importAnswer.status} ${await importAnswer.text()}`);
    const { count: imported } = (await importAnswer.json()) as { count: number };
    const expected = Math.min(rowsToImport.length, TEAM_PENDING_INVITES_MAX);
    if (imported !== expected)
      throw new Error(`import: ${imported} of ${rowsToImport.length} rows stored, not ${expected}`);

    // Where the time goes: the app again, from its sources with V8's sampling profiler, one window per per-user screen;
    // then the twin.
    const profile: ProfileRow[] = [];
    const screens = list.filter((e) => e.bare === 'pg');
    if (PROFILE && screens.length) {
      await app.stop();
      const profDir = path.join(dataDir, 'cpu-prof');
      app = await startApp(env, { tsx: true, nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${profDir}`] });
      /** Each screen under load in a window of its own on `url`; the windows, for the profile written at `stop`. */
      const loadWindows = async (url: string) => {
        const windows: Array<{ startUs: number; endUs: number; requests: number }> = [];
        for (const e of screens) {
          const headers = { 'accept-encoding': ACCEPT, cookie: cookies[e.who!] };
          await autocannon({ url: url + e.path, connections: Math.min(10, ctx.connections), duration: 2, headers });
          const startUs = profileClockUs();
          const r = await autocannon({
            url: url + e.path,
            connections: ctx.connections,
            duration: ctx.seconds,
            headers,
          });
          windows.push({ startUs, endUs: profileClockUs(), requests: r.requests.total });
        }
        return windows;
      };
      const profiled = (
        dir: string,
        server: ProfileRow['server'],
        windows: Awaited<ReturnType<typeof loadWindows>>,
      ) => {
        const file = readdirSync(dir).find((f) => f.endsWith('.cpuprofile'));
        if (!file) throw new Error(`BENCH_PROFILE: the ${server} wrote no CPU profile`);
        const shares = sharesByWindow(path.join(dir, file), windows);
        screens.forEach((e, i) =>
          profile.push({ db, name: e.name, server, requests: windows[i]!.requests, shares: shares[i]! }),
        );
      };
      const appWindows = await loadWindows(app.url);
      await app.stop(); // the profile is written as the app exits
      profiled(profDir, 'app', appWindows);
      // The twin the same way, so the table shows what the app does that the twin does not (PostgreSQL only).
      if (databaseUrl) {
        const twinDir = path.join(dataDir, 'cpu-prof-twin');
        const twin = await startBare(
          {
            DATABASE_URL: databaseUrl,
            BARE_GZIP_THRESHOLD: String(COMPRESS_THRESHOLD),
            BARE_GZIP_LEVEL: String(COMPRESS_LEVEL),
          },
          ['--cpu-prof', `--cpu-prof-dir=${twinDir}`],
        );
        const twinWindows = await loadWindows(twin.url);
        await twin.stop();
        profiled(twinDir, 'twin', twinWindows);
      }
      for (const p of profile) {
        console.log(`  ${db.padEnd(10)} ${`${p.name} (${p.server})`.padEnd(34)} profile: ${profileText(p)}`);
        const top = Object.entries(p.shares.byFile).sort((a, b) => b[1] - a[1]);
        for (const [file, ms] of top.slice(0, 12))
          console.log(`      ${fmt((100 * ms) / p.shares.busyMs, 1).padStart(5)}%  ${file}`);
      }
    }
    return { db, rows, firstStartMs, coldStartMs, seedMs, importMs, imported, rssEnd, rssPeak, loadSeconds, profile };
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
    const all = results.flatMap((r) => r.rows);
    const t = table(
      ['screen (endpoint)', 'database', ...TWIN_COLUMNS],
      all.map((row) => [row.name, row.db, ...twinCells(row)]),
    );
    console.log(`\n${t.text}`);
    // The goals of the per-user screens: beside the twin on PostgreSQL, and PGlite beside PostgreSQL.
    const goals: string[] = [];
    for (const row of all.filter((r) => r.perUser && r.db === 'PostgreSQL' && r.rpsRatio && r.p99Ratio)) {
      const ok = row.rpsRatio!.median >= GOAL.rpsRatio && row.p99Ratio!.median <= GOAL.p99Ratio && row.sameJson;
      goals.push(
        `- ${row.name}, PostgreSQL beside its twin: req/s ${spreadText(row.rpsRatio!)} (goal ≥ ${GOAL.rpsRatio}), p99 ${spreadText(row.p99Ratio!)} (goal ≤ ${GOAL.p99Ratio})${row.sameJson ? '' : ', JSON NOT the same'}: ${ok ? 'met' : 'NOT met'}`,
      );
    }
    for (const lite of all.filter((r) => r.perUser && r.db === 'PGlite')) {
      const pgRow = all.find((r) => r.db === 'PostgreSQL' && r.id === lite.id);
      if (!pgRow) continue;
      const x = pgRow.app.rps / lite.app.rps;
      goals.push(
        `- ${lite.name}, PGlite beside PostgreSQL: ${fmt(lite.app.rps)} vs ${fmt(pgRow.app.rps)} req/s = PostgreSQL ${fmt(x, 2)}× PGlite (goal ≤ ${GOAL.pgliteVsPostgres}); p99 ${lite.app.p99} vs ${pgRow.app.p99} ms: ${x <= GOAL.pgliteVsPostgres ? 'met' : 'NOT met'}`,
      );
    }
    if (goals.length) console.log(`\n${goals.join('\n')}`);
    const extras = results.map(
      (r) =>
        `- ${r.db}: first start (empty) ${fmt(r.firstStartMs / 1000, 1)} s · cold start with existing data ${fmt(r.coldStartMs / 1000, 2)} s to first answer · data set bulk-inserted in ${fmt(r.seedMs / 1000, 1)} s · 1,000-row player import ${fmt(r.importMs / 1000, 2)} s (${fmt(r.imported)} stored, the rest refused by the cap of pending invites) · app RSS after ${fmt(r.loadSeconds)} s of load ${fmt(r.rssEnd)} MB (peak ${fmt(r.rssPeak)} MB) · search D1 p99 ${r.rows.find((x) => x.name.startsWith('college search'))?.app.p99 ?? '—'} ms`,
    );
    for (const e of extras) console.log(e);
    const profiles = results.flatMap((r) => r.profile);
    const profileTable = profiles.length
      ? table(
          ['screen', 'database', 'server', 'CPU µs/req', ...CATEGORIES.map((c) => `${c} µs`)],
          profiles.map((p) => [
            p.name,
            p.db,
            p.server,
            fmt((1000 * p.shares.busyMs) / p.requests),
            ...CATEGORIES.map((c) => fmt((1000 * (p.shares.byCategory[c] ?? 0)) / p.requests)),
          ]),
        )
      : null;
    if (profileTable) console.log(`\n${profileTable.text}`);
    return [
      `## Server: screens beside their bare twins`,
      '',
      `${ctx.connections} connections, ${ctx.seconds} s per run after a warm-up (2 s, then 1 s), ${ROUNDS} rounds per endpoint alternating app and twin (autocannon in the bench's process; the app and the bare twin each in a process of their own); figures are the medians of the rounds, ratios app/twin the median of the rounds' ratios with their spread (min–max). App: ${appCommand().label}. Data set: 1,683 programs, ${counts.teams} teams, ${fmt(counts.players)} players, ${fmt(counts.submissions)} submissions, ${fmt(counts.tracker)} tracker rows. Requests ask for \`Accept-Encoding: ${ACCEPT}\`. Bare twin: the app's own answer bytes from memory on bare \`node:http\` (public answers); bare node + \`pg\` running the app's own SQL statements (prepared) and answering the same JSON (\`same JSON\`: compared with the app's, decompressed), gzipped from the app's threshold at the app's level (per-user screens, PostgreSQL only). CPU ms/req: the serving process's CPU time (/proc) over the requests it answered. Bytes are the answer's body as sent (the bare twin's in brackets when different).`,
      '',
      `Load (\`uptime\`): before the runs \`${before}\`; after \`${after}\`.`,
      '',
      t.markdown,
      '',
      ...(goals.length
        ? ['Goals (docs/decisions/0072-per-user-screens-beside-their-twins.md):', '', ...goals, '']
        : []),
      ...extras,
      ...(profileTable
        ? [
            '',
            '### Where the time goes',
            '',
            `BENCH_PROFILE=1: the app from its sources (tsx) with \`--cpu-prof\`, each per-user screen ${ctx.seconds} s at ${ctx.connections} connections in a window of its own, then its bare twin the same way (PostgreSQL); each process's CPU samples of the window (idle left out) summed by the category of the sampled function's source file (self time; builtins count for their caller; bench/lib/cpu-profile.ts), in µs per request answered. A category the twin does not have is work the app does and the twin does not; socket writes are the kernel's time in node's native writes (loopback TCP, both servers). The profiler's own cost is in every figure; the database server's time is in none.`,
            '',
            profileTable.markdown,
          ]
        : []),
    ].join('\n');
  },
};

export const spreadText = (s: Spread) => `${fmt(s.median, 2)} (${fmt(s.min, 2)}–${fmt(s.max, 2)})`;

/** One round of a screen beside its twin, as both sections print it while they run. */
export const roundText = (label: string, round: number, a: Run, b?: Run | null) =>
  `  ${label} round ${round + 1}: ${fmt(a.rps).padStart(6)} req/s  p99 ${a.p99} ms  ${fmt(a.cpuMsPerRequest ?? NaN, 2)} ms CPU/req` +
  (b
    ? `  | twin ${fmt(b.rps)} req/s  p99 ${b.p99} ms  ${fmt(b.cpuMsPerRequest ?? NaN, 2)} ms CPU/req  | ratio ${fmt(a.rps / b.rps, 2)}  p99 ratio ${fmt(a.p99 / b.p99, 2)}`
    : '') +
  (a.failed ? `  (${a.failed} failed)` : '');

/** A screen beside its twin, as both tables print it (this section and screens-more.ts). */
interface TwinRow {
  app: Run;
  bare: Run | null;
  rpsRatio: Spread | null;
  p99Ratio: Spread | null;
  bytes: number;
  bareBytes: number | null;
  /** null: the twin serves the app's own bytes */
  sameJson: boolean | null;
  rss: number;
}
export const TWIN_COLUMNS = [
  'req/s',
  'p50 ms',
  'p99 ms',
  'twin req/s',
  'twin p99 ms',
  'ratio (min–max)',
  'p99 ratio (min–max)',
  'CPU ms/req (twin)',
  'bytes (twin)',
  'same JSON',
  'app RSS MB',
];
export const twinCells = (row: TwinRow): string[] => [
  fmt(row.app.rps),
  String(row.app.p50),
  String(row.app.p99),
  row.bare ? fmt(row.bare.rps) : '—',
  row.bare ? String(row.bare.p99) : '—',
  row.rpsRatio ? spreadText(row.rpsRatio) : '—',
  row.p99Ratio ? spreadText(row.p99Ratio) : '—',
  `${fmt(row.app.cpuMsPerRequest ?? NaN, 2)}${row.bare ? ` (${fmt(row.bare.cpuMsPerRequest ?? NaN, 2)})` : ''}`,
  `${fmt(row.bytes)}${row.bareBytes != null && row.bareBytes !== row.bytes ? ` (${fmt(row.bareBytes)})` : ''}`,
  row.sameJson === null ? '—' : row.sameJson ? 'yes' : 'NO',
  fmt(row.rss),
];

function profileText(p: ProfileRow): string {
  const busy = p.shares.busyMs;
  return (
    `${fmt(busy / p.requests, 2)} ms CPU/req: ` +
    CATEGORIES.filter((c) => p.shares.byCategory[c])
      .map((c) => `${c} ${fmt((100 * p.shares.byCategory[c]!) / busy)}%`)
      .join(', ')
  );
}
