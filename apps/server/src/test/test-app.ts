import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseEnv } from '../env.ts';
import { createLogger } from '../logger.ts';
import { buildDeps } from '../deps.ts';
import { listen } from '../server.ts';
import { seedBase, seedDemoIfEmpty } from '../db/seed/index.ts';
import { openTestDatabase } from './test-db.ts';
import { startSmtpServer } from './smtp.ts';
import '../features/register.ts';

export type TestStack = Awaited<ReturnType<typeof startTestStack>>;

/**
 * A whole running Dugout for one test file: a migrated database of its own (PGlite, or PostgreSQL with
 * TEST_DATABASE_URL), a real SMTP server, a temp DATA_DIR, the HTTP server on a free port. Nothing is mocked.
 */
export async function startTestStack(opts: { demo?: boolean; env?: Record<string, string> } = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'dugout-test-'));
  const smtp = await startSmtpServer();
  const database = await openTestDatabase();
  const env = parseEnv({ DATA_DIR: dataDir, PORT: '0', SMTP_URL: smtp.url, LOG_LEVEL: 'silent', SUPPORT_EMAIL: 'support@dugout.test', ...opts.env });
  const logger = createLogger(env.LOG_LEVEL);
  const { server, deps, url } = await listen(0, (publicUrl) => buildDeps({ env, database, logger, publicUrl, secret: 'test-secret-test-secret-test-secret-1234' }));
  await seedBase(deps);
  if (opts.demo) await seedDemoIfEmpty(deps);
  return {
    url,
    deps,
    db: deps.db,
    smtp,
    client: () => new HttpClient(url),
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await deps.rateLimitStore.close();
      await smtp.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A tiny cookie-keeping HTTP client for API tests (one per simulated browser). */
export class HttpClient {
  cookies = new Map<string, string>();
  constructor(readonly baseUrl: string) {}

  async request(method: string, path: string, body?: unknown, init: { headers?: Record<string, string>; form?: FormData } = {}) {
    const headers: Record<string, string> = { ...init.headers };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await fetch(this.baseUrl + path, { method, headers, body: init.form ?? (body !== undefined ? JSON.stringify(body) : undefined) });
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
