/**
 * `npm run bench`, front-end section (the front-end goals of docs/decisions/0026-front-end-loading.md): what the built web app costs a visitor.
 * - landing page cold load: the JavaScript Chromium fetches for `/` with an empty cache (files, gzip KB; target ≤ 150 KB);
 * - per route: the JavaScript a cold load of each screen fetches, and what it adds to the landing page's;
 * - layout shift (CLS) of those loads at 375 px (target ≤ 0.05);
 * - Lighthouse mobile performance (the `lighthouse` package, default mobile settings: simulated slow 4G, 4× CPU) for
 *   `/`, `/dashboard`, `/tracker`, `/college-screening-results` (the demo player, signed in: the session cookie goes to
 *   Lighthouse as an extra request header), `/team-management` (the demo coach), `/college/:id` and the public profile
 *   `/p/casey-demoplayer`; each page 3 times, the median shown with the machine's load average (target ≥ 95).
 * Runs against the built app (`npm run build`) served by the real server: `url` when the caller has one running with
 * the demo data (DEMO_DATA=true), otherwise it starts one on a fresh DATA_DIR. Debian Chromium: CHROME_PATH, default
 * /usr/bin/chromium. Returns the lines to print. Run on its own: `npm run bench:frontend`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';

const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];
const DEMO_PASSWORD = 'dugout-demo';
const WEB_DIST = path.resolve(import.meta.dirname, '../apps/web/dist');

export interface FrontendBenchOptions {
  /** A running app with the demo data; without it one is started (and stopped) here. */
  url?: string;
  /** Lighthouse runs per page (median shown); BENCH_LIGHTHOUSE_RUNS, default 3; 0 skips Lighthouse. */
  lighthouseRuns?: number;
}

interface Load {
  files: Array<{ url: string; gzip: number }>;
  cls: number;
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' / ');

async function freePort() {
  return new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const p = (probe.address() as { port: number }).port;
      probe.close(() => resolve(p));
    });
  });
}

/** The app as `npm start` runs it (the compiled server), with the demo accounts, on a fresh DATA_DIR (embedded PGlite). */
const COMPILED_SERVER = path.resolve(import.meta.dirname, '../apps/server/dist/main.js');

async function startApp(): Promise<{ url: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'dugout-bench-web-'));
  const url = `http://127.0.0.1:${port}`;
  const server: ChildProcess = spawn(
    process.execPath,
    existsSync(COMPILED_SERVER)
      ? ['--no-warnings', COMPILED_SERVER]
      : ['--no-warnings', '--import', 'tsx', path.resolve(import.meta.dirname, '../apps/server/src/main.ts')],
    {
      env: {
        ...Object.fromEntries(
          Object.entries(process.env).filter(([k]) => !['DATABASE_URL', 'REDIS_URL', 'S3_ENDPOINT'].includes(k)),
        ),
        DATA_DIR: dataDir,
        PORT: String(port),
        DEMO_DATA: 'true',
        LOG_LEVEL: 'silent',
        PUBLIC_URL: url,
      },
      stdio: 'ignore',
    },
  );
  for (;;) {
    if (server.exitCode != null) throw new Error(`the app stopped at start-up (exit ${server.exitCode})`);
    const ready = await fetch(`${url}/api/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    stop: async () => {
      server.kill('SIGTERM');
      await new Promise((r) => server.once('exit', r));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Signs a demo account in through the API; returns the Cookie header value. */
async function signIn(url: string, email: string) {
  const res = await fetch(`${url}/api/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: new URL(url).origin },
    body: JSON.stringify({ email, password: DEMO_PASSWORD, rememberMe: true }),
  });
  if (res.status !== 200) throw new Error(`sign-in of ${email} failed: ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** The school profile the issue measured (/college/29) when it exists, else the first D1 program of the search. */
async function someCollegeId(url: string) {
  if ((await fetch(`${url}/api/colleges/29/profile`)).ok) return 29;
  const res = await fetch(`${url}/api/colleges?division=D1`);
  const first = ((await res.json()) as { results: Array<{ schoolId: number }> }).results[0];
  if (!first) throw new Error('no college to open');
  return first.schoolId;
}

/**
 * One cold load (fresh browser context: empty cache) at 375 × 812, waiting until the network is quiet and the page
 * has settled: every script fetched (gzip size of its bytes, as the static files are served compressed) and the
 * layout shifts the page made (CLS, shifts without recent input, as the browser reports them).
 */
async function coldLoad(browser: Browser, url: string, cookie: string | undefined): Promise<Load> {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
  if (cookie)
    await context.addCookies(
      cookie.split('; ').map((c) => {
        const i = c.indexOf('=');
        return { name: c.slice(0, i), value: c.slice(i + 1), url: new URL(url).origin };
      }),
    );
  await context.addInitScript(() => {
    // Runs in the page: globalThis is its window (this file is type-checked without the DOM library).
    const w = globalThis as unknown as { __cls: number };
    w.__cls = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as Array<{ value: number; hadRecentInput: boolean }>)
        if (!e.hadRecentInput) w.__cls += e.value;
    }).observe({ type: 'layout-shift' as 'mark', buffered: true });
  });
  const page = await context.newPage();
  const pending: Array<Promise<{ url: string; gzip: number } | null>> = [];
  page.on('response', (res) => {
    if (res.request().resourceType() !== 'script') return;
    pending.push(
      res.body().then(
        (b) => ({ url: new URL(res.url()).pathname, gzip: gzipSync(b).length }),
        () => null,
      ),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  const cls = await page.evaluate(() => (globalThis as unknown as { __cls: number }).__cls);
  const files = (await Promise.all(pending)).filter((f): f is { url: string; gzip: number } => f !== null);
  await context.close();
  return { files, cls };
}

async function lighthouseRuns(url: string, runs: number, cookie?: string) {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const results: Array<{ score: number; fcp: number; lcp: number; tbt: number; cls: number; cpu: number }> = [];
  const failed: string[] = [];
  for (let i = 0; i < runs; i++) {
    const chrome = await chromeLauncher.launch({ chromePath: CHROME, chromeFlags: CHROME_FLAGS });
    try {
      const r = await lighthouse(url, {
        port: chrome.port,
        onlyCategories: ['performance'],
        logLevel: 'error',
        output: 'json',
        // The signed-in screens: the session cookie rides on every request Lighthouse's page makes.
        extraHeaders: cookie ? { Cookie: cookie } : undefined,
      });
      const lhr = r!.lhr;
      const score = lhr.categories.performance?.score;
      // A run Lighthouse could not finish (e.g. no paint in time on a busy machine) has no score: shown, not counted.
      if (lhr.runtimeError || score == null) {
        failed.push(lhr.runtimeError?.code ?? 'no score');
        continue;
      }
      const n = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
      results.push({
        score: Math.round(score * 100),
        fcp: n('first-contentful-paint'),
        lcp: n('largest-contentful-paint'),
        tbt: n('total-blocking-time'),
        cls: n('cumulative-layout-shift'),
        // Lighthouse's own measure of the CPU it ran on (higher is faster): on a busy machine the score drops with it.
        cpu: lhr.environment.benchmarkIndex,
      });
    } finally {
      chrome.kill();
    }
  }
  return { results, failed };
}

/** Milliseconds from navigation to `selector` visible, in a new context (empty cache) at 1280 × 800. */
async function timeToSelector(browser: Browser, url: string, cookie: string, selector: string): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    await context.addCookies(
      cookie.split('; ').map((c) => {
        const i = c.indexOf('=');
        return { name: c.slice(0, i), value: c.slice(i + 1), url: new URL(url).origin };
      }),
    );
    const page = await context.newPage();
    const t0 = Date.now();
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForSelector(selector, { state: 'visible', timeout: 30_000 });
    return Date.now() - t0;
  } finally {
    await context.close();
  }
}

export async function benchFrontend(opts: FrontendBenchOptions = {}): Promise<string[]> {
  const lines: string[] = [];
  if (!existsSync(path.join(WEB_DIST, 'index.html'))) {
    return ['front end: skipped (no apps/web/dist: run `npm run build` first)'];
  }
  if (!existsSync(CHROME)) return [`front end: skipped (no Chromium at ${CHROME}; set CHROME_PATH)`];
  const app = opts.url ? { url: opts.url, stop: async () => {} } : await startApp();
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath: CHROME, args: CHROME_FLAGS.slice(1) });
  try {
    const url = app.url;
    const player = await signIn(url, 'player@example.com');
    const coach = await signIn(url, 'coach@example.com');
    const collegeId = await someCollegeId(url);
    const routes: Array<{ path: string; who?: string; cookie?: string }> = [
      { path: '/' },
      { path: '/auth' },
      { path: '/colleges' },
      { path: `/college/${collegeId}` },
      { path: '/dashboard', who: 'player', cookie: player },
      { path: '/tracker', who: 'player', cookie: player },
      { path: '/metrics-submission', who: 'player', cookie: player },
      { path: '/team-management', who: 'coach', cookie: coach },
      { path: '/college-screening-results', who: 'player', cookie: player },
    ];
    await coldLoad(browser, url + '/', undefined); // the server's first answers (compiling, caches) are not measured
    const loads = new Map<string, Load>();
    for (const r of routes) loads.set(r.path, await coldLoad(browser, url + r.path, r.cookie));
    const landing = loads.get('/')!;
    const landingFiles = new Set(landing.files.map((f) => f.url));
    const sum = (fs: Load['files']) => fs.reduce((n, f) => n + f.gzip, 0);
    lines.push(
      `front end: cold loads in Chromium at 375 px (empty cache), JS as gzip of each script; machine load ${load()}`,
      `  landing page /: ${kb(sum(landing.files))} KB JS in ${landing.files.length} files (target ≤ 150 KB); CLS ${landing.cls.toFixed(3)} (target ≤ 0.05)`,
    );
    for (const f of [...landing.files].sort((a, b) => b.gzip - a.gzip))
      lines.push(`    ${kb(f.gzip).padStart(6)} KB  ${f.url}`);
    lines.push('  per route (cold): all JS · beyond the landing page’s · CLS');
    for (const r of routes.slice(1)) {
      const l = loads.get(r.path)!;
      const extra = l.files.filter((f) => !landingFiles.has(f.url));
      const biggest = [...extra].sort((a, b) => b.gzip - a.gzip).slice(0, 3);
      lines.push(
        `    ${(r.path + (r.who ? ` (${r.who})` : '')).padEnd(34)} ${kb(sum(l.files)).padStart(6)} KB in ${String(l.files.length).padStart(2)} files · +${kb(sum(extra))} KB in ${extra.length} · CLS ${l.cls.toFixed(3)}` +
          (biggest.length
            ? `  (largest: ${biggest.map((f) => `${path.basename(f.url).replace(/-[\w-]{8}\.js$/, '')} ${kb(f.gzip)}`).join(', ')})`
            : ''),
      );
    }
    // The fit results screen: from navigation to the first ranked row on screen, cold (empty cache) at 1280 px, the
    // demo player's answers ranking all 1,683 programs on the server (target ≤ 1 s; docs/decisions/0058-believable-fit.md).
    const fitLoads: number[] = [];
    for (let i = 0; i < 5; i++)
      fitLoads.push(await timeToSelector(browser, url + '/college-screening-results', player, '[data-fit-row]'));
    fitLoads.sort((a, b) => a - b);
    lines.push(
      `  /college-screening-results (player), first ranked row visible, cold, 5 loads at 1280 px: median ${Math.round(median(fitLoads))} ms · max ${Math.round(fitLoads.at(-1)!)} ms (target ≤ 1,000 ms)`,
    );
    const runs = opts.lighthouseRuns ?? Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
    if (runs > 0) {
      lines.push(
        `  Lighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version} mobile performance (simulated slow 4G, 4× CPU), median of ${runs} runs (target ≥ 95):`,
      );
      // The seven pages of issue #31 (docs/decisions/0073-cold-start-and-memory.md); the public profile is the demo
      // player's when the demo seed turns it on (else it is left out, and the line says so).
      const profile = (await fetch(`${url}/p/casey-demoplayer`)).ok ? '/p/casey-demoplayer' : null;
      if (!profile) lines.push('    /p/casey-demoplayer: not on (the demo seed did not turn the public profile on)');
      for (const page of [
        { path: '/' },
        { path: '/dashboard', who: 'player', cookie: player },
        { path: `/college/${collegeId}` },
        { path: '/team-management', who: 'coach', cookie: coach },
        { path: '/tracker', who: 'player', cookie: player },
        { path: '/college-screening-results', who: 'player', cookie: player },
        ...(profile ? [{ path: profile }] : []),
      ]) {
        const before = load();
        const { results: rs, failed } = await lighthouseRuns(url + page.path, runs, page.cookie);
        const name = (page.path + (page.who ? ` (${page.who})` : '')).padEnd(36);
        if (!rs.length) {
          lines.push(`    ${name} no run finished (${failed.join(', ')}) · load ${before}`);
          continue;
        }
        const m = (k: keyof (typeof rs)[number]) => median(rs.map((r) => r[k]));
        lines.push(
          `    ${name} ${String(Math.round(m('score'))).padStart(3)} (runs ${[...rs.map((r) => String(r.score)), ...failed.map((f) => `failed: ${f}`)].join(', ')}) · FCP ${(m('fcp') / 1000).toFixed(1)} s · LCP ${(m('lcp') / 1000).toFixed(1)} s · TBT ${Math.round(m('tbt'))} ms · CLS ${m('cls').toFixed(3)} · CPU benchmark index ${Math.round(m('cpu'))} · load ${before}`,
        );
      }
    }
  } finally {
    await browser.close();
    await app.stop();
  }
  return lines;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  for (const line of await benchFrontend({ url: process.env.BENCH_URL })) console.log(line);
}
