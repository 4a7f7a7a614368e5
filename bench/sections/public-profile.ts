/**
 * `npm run bench`, public-profile section (docs/decisions/0066-profile-documents.md): the public page /p/:handle, its
 * one-page PDF and its preview image under autocannon beside a bare twin serving the app's own bytes from memory
 * (bench/lib/bare-server.mjs; for the PDF, a PDF the app made once), on PGlite and on PostgreSQL (a fresh database
 * of its own, as the server section; BENCH_POSTGRES=0 skips it) with the demo data. Goal: the page's
 * ratio ≥ 0.5. The app serves all three from its page cache (docs/decisions/0071-public-page-cache.md): what is
 * measured is the cached answer, made once per change (the page once per contact-token second). Also the PDF's time to make: one request at a time (the ≤ 500 ms goal), and renderProfilePdf alone on a
 * full and an over-full view.
 *
 * The profile measured: the demo player's (/p/casey-demoplayer when the demo seed turns it on; otherwise the bench
 * turns it on through the API: a date of birth, then PUT /api/public-profile). BENCH_SECTIONS=public-profile runs
 * only this section.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startApp, waitIdle, type AppProcess } from '../lib/app-process.ts';
import { fmt, load, table, type BenchContext, type BenchSection } from '../lib/report.ts';
import { cannon, freshPostgres, rawGet, startBare } from './server.ts';
import { fixtureView, hugeView } from '../../apps/server/src/features/public-profile/documents.fixtures.ts';
import { renderProfilePdf } from '../../apps/server/src/features/public-profile/profile-pdf.ts';

const ACCEPT = 'gzip, deflate, br';
const DEMO_PLAYER = 'player@example.com';
const DEMO_PASSWORD = 'dugout-demo';

async function json(url: string, method: string, cookie: string, body: unknown) {
  const res = await fetch(url, {
    method,
    headers: { 'content-type': 'application/json', origin: new URL(url).origin, cookie },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json().catch(() => null)) as Record<string, unknown> | null };
}

/** The demo player's live handle: the demo profile when it is on, else turned on through the API. */
async function liveHandle(app: AppProcess): Promise<string> {
  const demo = await rawGet(`${app.url}/p/casey-demoplayer/profile.pdf`, {});
  if (demo.status === 200) return 'casey-demoplayer';
  const session = await fetch(`${app.url}/api/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: app.url },
    body: JSON.stringify({ email: DEMO_PLAYER, password: DEMO_PASSWORD, rememberMe: true }),
  });
  if (session.status !== 200) throw new Error(`sign-in of the demo player: ${session.status}`);
  const cookie = session.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const adult = `${new Date().getFullYear() - 20}-05-01`;
  await json(`${app.url}/api/profile/date-of-birth`, 'PUT', cookie, { dateOfBirth: adult });
  const on = await json(`${app.url}/api/public-profile`, 'PUT', cookie, { enabled: true });
  if (on.status !== 200 || !on.body?.live) throw new Error(`the demo profile did not go live: ${JSON.stringify(on)}`);
  return String(on.body.handle);
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** ms of each of `n` sequential calls of `f`. */
async function timings(n: number, f: () => Promise<unknown>): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    await f();
    out.push(performance.now() - t);
  }
  return out;
}

interface DbRun {
  db: string;
  rows: string[][];
  oneLine: string;
}

/** The app on one database (a temp DATA_DIR for PGlite, or the PostgreSQL database `databaseUrl`), with the demo data. */
async function benchDatabase(ctx: BenchContext, db: 'PGlite' | 'PostgreSQL', databaseUrl?: string): Promise<DbRun> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'dugout-bench-pp-'));
  let app: AppProcess | null = null;
  let bare: { stop: () => Promise<void>; url: string } | null = null;
  try {
    app = await startApp({
      DATA_DIR: dataDir,
      DEMO_DATA: 'true',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    });
    await waitIdle(app.pid);
    const handle = await liveHandle(app);
    const all = [
      { name: 'public page', path: `/p/${handle}` },
      { name: 'profile PDF', path: `/p/${handle}/profile.pdf` },
      { name: 'preview PNG', path: `/p/${handle}/preview.png` },
    ];
    // Each answer once, as sent: the twin replays these bytes (the PDF made once).
    const captured: Record<string, { status: number; headers: Record<string, string>; body: string }> = {};
    const bytes: Record<string, number> = {};
    const list: typeof all = [];
    for (const e of all) {
      const res = await rawGet(app.url + e.path, { 'accept-encoding': ACCEPT });
      if (res.status !== 200) {
        console.log(`  ${db}: ${e.name}: ${res.status} (not there yet): skipped`);
        continue;
      }
      list.push(e);
      bytes[e.path] = res.body.length;
      const headers: Record<string, string> = {};
      for (const h of ['content-type', 'content-encoding', 'cache-control', 'content-disposition', 'vary'])
        if (res.headers[h]) headers[h] = String(res.headers[h]);
      captured[e.path] = { status: 200, headers, body: res.body.toString('base64') };
    }
    // The PDF one request at a time: what a player or a coach waits for (goal ≤ 500 ms).
    const pdfPath = `/p/${handle}/profile.pdf`;
    const one = await timings(ctx.quick ? 10 : 30, () => rawGet(app!.url + pdfPath, {}));
    const oneLine = `GET ${pdfPath} one at a time: median ${fmt(median(one), 1)} ms, max ${fmt(Math.max(...one), 1)} ms (goal ≤ 500 ms)`;
    console.log(`  ${db}: ${oneLine}`);

    const routesFile = path.join(dataDir, 'bare-routes.json');
    writeFileSync(routesFile, JSON.stringify(captured));
    bare = await startBare({ BARE_ROUTES: routesFile });
    const rows: string[][] = [];
    for (const e of list) {
      const headers = { 'accept-encoding': ACCEPT };
      const a = await cannon(ctx, app.url + e.path, headers);
      const b = await cannon(ctx, bare.url + e.path, headers);
      const ratio = a.rps / b.rps;
      console.log(
        `  ${db.padEnd(10)} ${e.name.padEnd(12)} ${fmt(a.rps).padStart(7)} req/s  p99 ${a.p99} ms  | bare ${fmt(b.rps)} req/s  p99 ${b.p99} ms  ratio ${fmt(ratio, 2)}${a.failed ? `  (${a.failed} failed)` : ''}`,
      );
      rows.push([
        `${e.name} (${e.path})`,
        db,
        fmt(bytes[e.path]! / 1024, 1),
        fmt(a.rps),
        String(a.p99),
        fmt(b.rps),
        String(b.p99),
        fmt(ratio, 2),
        e.name === 'public page' ? (ratio >= 0.5 ? 'ratio ≥ 0.5: met' : 'ratio ≥ 0.5: NOT met') : '',
      ]);
    }
    return { db, rows, oneLine };
  } finally {
    await bare?.stop();
    await app?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export const publicProfileSection: BenchSection = {
  name: 'public-profile',
  async run(ctx: BenchContext) {
    console.log(
      `\npublic profile: the page, its PDF and preview image beside a bare twin (bytes from memory), ${ctx.connections} connections, ${ctx.seconds} s per run; PGlite and PostgreSQL, demo data`,
    );
    const before = load();
    console.log(`  ${before}`);
    // The PDF alone, in this process: a full view and one past what a page holds (lists capped, texts cut).
    const renderLines: string[] = [];
    for (const [name, view] of [
      ['full view (4 metrics, 2 videos)', fixtureView()],
      ['over-full view (every list past its cap)', hugeView()],
    ] as const) {
      const first = await timings(1, () => renderProfilePdf(view, { profileUrl: view.url }));
      const warm = await timings(ctx.quick ? 10 : 30, () => renderProfilePdf(view, { profileUrl: view.url }));
      const line = `renderProfilePdf, ${name}: first ${fmt(first[0]!, 1)} ms, then median ${fmt(median(warm), 1)} ms, max ${fmt(Math.max(...warm), 1)} ms`;
      console.log(`  ${line}`);
      renderLines.push(line);
    }

    const results: DbRun[] = [];
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
      ['endpoint', 'database', 'KB sent', 'req/s', 'p99 ms', 'bare req/s', 'bare p99 ms', 'ratio', 'goal'],
      results.flatMap((r) => r.rows),
    );
    return [
      '## Public profile: page, PDF and preview image',
      '',
      `The demo player's public profile beside a bare twin serving the app's own bytes from memory (the PDF made once), ${ctx.connections} connections, ${ctx.seconds} s per run (bench/sections/public-profile.ts; docs/decisions/0066-profile-documents.md). Load before: \`${before}\`; after: \`${after}\`.`,
      '',
      t.markdown,
      '',
      ...results.map((r) => `- ${r.db}: ${r.oneLine}`),
      ...renderLines.map((l) => `- ${l}`),
    ].join('\n');
  },
};
