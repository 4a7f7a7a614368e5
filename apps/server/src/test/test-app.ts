import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseEnv } from '../env.ts';
import { createLogger, type Logger } from '../logger.ts';
import { buildDeps } from '../deps.ts';
import { listen } from '../server.ts';
import { seedFeatureBase, seedFeatureDemo } from '../wiring.ts';
import { openPostgresTestDatabase, openTestDatabase } from './test-db.ts';
import { startSmtpServer, type SmtpServer } from './smtp.ts';
import { TEST_SECRET } from './demo-seed.ts';
import type { Database } from '../db/client.ts';

export type TestStack = Awaited<ReturnType<typeof startTestStack>>;

/**
 * A whole running Dugout for one test file: a migrated database of its own (PGlite, or PostgreSQL with
 * TEST_DATABASE_URL), a real SMTP server, a temp DATA_DIR, the HTTP server on a free port. Nothing is mocked.
 */
export async function startTestStack(
  opts: {
    demo?: boolean;
    /** Load the shipped reference data (the real programs); on by default with the demo world, as `npm start` does. */
    reference?: boolean;
    env?: Record<string, string>;
    /**
     * A PostgreSQL database of its own even in the PGlite run (openPostgresTestDatabase): for tests of parallel
     * requests, whose races PGlite hides.
     */
    postgres?: boolean;
    /** Share another stack's database (it stays open when this stack closes): two app instances on one database. */
    database?: Database;
    /** Share an SMTP server (it stays open when this stack closes). */
    smtp?: SmtpServer;
    /** A logger the test reads (default: one at LOG_LEVEL, silent unless `env` says otherwise). */
    logger?: Logger;
  } = {},
) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'dugout-test-'));
  const smtp = opts.smtp ?? (await startSmtpServer());
  const reference = opts.reference ?? opts.demo;
  const database =
    opts.database ??
    (opts.postgres
      ? await openPostgresTestDatabase({ reference })
      : await openTestDatabase({ reference, demo: opts.demo && reference }));
  // Mail retries quickly in tests (the defaults wait minutes); a test can still set its own MAIL_* values. The SMTP
  // timeout is the production default: on a loaded machine a slow but working exchange with the test's SMTP server
  // (in this same process) must not count as a failure, whose retry the mail tests would not wait for.
  const env = parseEnv({
    DATA_DIR: dataDir,
    PORT: '0',
    SMTP_URL: smtp.url,
    LOG_LEVEL: 'silent',
    SUPPORT_EMAIL: 'support@dugout.test',
    MAIL_RETRY_BASE_MS: '100',
    MAIL_POLL_MS: '100',
    JOB_POLL_MS: '100',
    SMTP_TIMEOUT_MS: '5000',
    ...opts.env,
  });
  const logger = opts.logger ?? createLogger(env.LOG_LEVEL);
  const { server, deps, url } = await listen(0, (publicUrl) =>
    buildDeps({ env, database, logger, publicUrl, secret: TEST_SECRET }),
  );
  await seedFeatureBase(deps);
  // A no-op on the demo snapshot (the world is already there: seedDemoIfEmpty sees users); seeds the other databases.
  if (opts.demo) await seedFeatureDemo(deps);
  deps.jobs.start();
  deps.state.started = true;
  return {
    url,
    deps,
    db: deps.db,
    database,
    smtp,
    client: () => new HttpClient(url),
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await deps.jobs.stop();
      await deps.rateLimitStore.close();
      await deps.cache.close();
      if (!opts.smtp) await smtp.close();
      if (!opts.database) await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A tiny cookie-keeping HTTP client for API tests (one per simulated browser). */
export class HttpClient {
  cookies = new Map<string, string>();
  /** Headers sent with every request (e.g. X-Forwarded-For to act as another client behind a trusted proxy). */
  constructor(
    readonly baseUrl: string,
    readonly defaultHeaders: Record<string, string> = {},
  ) {}

  async request(
    method: string,
    path: string,
    body?: unknown,
    init: { headers?: Record<string, string>; form?: FormData } = {},
  ) {
    // Like a browser on the app's own page: every request carries the app's Origin (writes without it are refused).
    const headers: Record<string, string> = {
      origin: new URL(this.baseUrl).origin,
      ...this.defaultHeaders,
      ...init.headers,
    };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await fetch(this.baseUrl + path, {
      method,
      headers,
      body: init.form ?? (body !== undefined ? JSON.stringify(body) : undefined),
    });
    this.storeCookies(res.headers);
    const text = await res.text();
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = text;
    }
    return { status: res.status, body: json as any, headers: res.headers }; // eslint-disable-line @typescript-eslint/no-explicit-any
  }
  /** Keeps the cookies a response sets (and forgets expired ones), like a browser. */
  storeCookies(headers: Headers) {
    for (const c of headers.getSetCookie()) {
      const [pair] = c.split(';');
      const [k, ...v] = pair!.split('=');
      const value = v.join('=');
      if (/Max-Age=0/i.test(c) || value === '') this.cookies.delete(k!);
      else this.cookies.set(k!, value);
    }
  }

  get = (p: string) => this.request('GET', p);
  post = (p: string, b?: unknown) => this.request('POST', p, b ?? {});
  put = (p: string, b?: unknown) => this.request('PUT', p, b ?? {});
  patch = (p: string, b?: unknown) => this.request('PATCH', p, b ?? {});
  delete = (p: string) => this.request('DELETE', p);

  async signIn(email: string, password = 'dugout-demo', rememberMe = false) {
    const res = await this.post('/api/session', { email, password, rememberMe });
    if (res.status !== 200) throw new Error(`sign-in failed for ${email}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.user as { id: string; email: string; role: string };
  }
}
