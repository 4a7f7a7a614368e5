import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Server } from 'node:http';
import { parseEnv } from '../env.ts';
import { createLogger } from '../logger.ts';
import { buildDeps } from '../deps.ts';
import { listen } from '../server.ts';
import { seedFeatureBase } from '../wiring.ts';
import { openPostgres, type Database } from './client.ts';
import { HttpClient } from '../test/test-app.ts';
import { createAccount } from '../features/accounts/accounts.service.ts';

/**
 * A database outage: the app runs on a throwaway PostgreSQL server of its own (initdb + pg_ctl in a temp dir on a
 * free port — never the shared one), which the test stops and starts again under load. While it is down or starting,
 * requests get 503 with Retry-After (never 500); afterwards the same app answers normally without a restart.
 */
const binDir = (() => {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
  const found = versions.map((v) => path.join(root, v, 'bin')).find((d) => existsSync(path.join(d, 'pg_ctl')));
  return found ?? null;
})();
const asRoot = process.getuid?.() === 0;

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });

let dir = '';
let port = 0;
let database: Database | null = null;
let server: Server | null = null;
let url = '';
let rateLimitClose: (() => Promise<void>) | null = null;

/** Runs a PostgreSQL tool, as the postgres user when the tests run as root (initdb refuses root). */
function pg(tool: string, args: string[]) {
  const bin = path.join(binDir!, tool);
  if (asRoot) execFileSync('runuser', ['-u', 'postgres', '--', bin, ...args], { stdio: 'pipe' });
  else execFileSync(bin, args, { stdio: 'pipe' });
}
const pgCtl = (action: 'start' | 'stop') =>
  action === 'start'
    ? pg('pg_ctl', [
        '-D',
        path.join(dir, 'data'),
        '-l',
        path.join(dir, 'log'),
        '-w',
        '-t',
        '30',
        '-o',
        `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
        'start',
      ])
    : pg('pg_ctl', ['-D', path.join(dir, 'data'), '-m', 'fast', '-w', 'stop']);

describe.skipIf(!binDir)(
  `database outage (own PostgreSQL from ${binDir ?? 'nowhere: no PostgreSQL binaries under /usr/lib/postgresql, test skipped'})`,
  () => {
    beforeAll(async () => {
      dir = mkdtempSync(path.join(tmpdir(), 'dugout-pg-'));
      chmodSync(dir, 0o777);
      port = await freePort();
      pg('initdb', ['-D', path.join(dir, 'data'), '-A', 'trust', '-U', 'postgres', '--no-sync']);
      pgCtl('start');
      database = await openPostgres(`postgres://postgres@127.0.0.1:${port}/postgres`, { max: 5 });
      await database.migrate();
      const env = parseEnv({ DATA_DIR: dir, PORT: '0', LOG_LEVEL: 'silent' });
      const started = await listen(0, (publicUrl) =>
        buildDeps({
          env,
          database: database!,
          logger: createLogger(env.LOG_LEVEL),
          publicUrl,
          secret: 'test-secret-test-secret-test-secret-1234',
        }),
      );
      server = started.server;
      url = started.url;
      rateLimitClose = () => started.deps.rateLimitStore.close();
      await seedFeatureBase(started.deps);
      await createAccount(started.deps, {
        email: 'outage@example.test',
        password: 'outage-pass-1',
        firstName: 'Out',
        lastName: 'Age',
        role: 'player',
      });
    }, 120_000);

    afterAll(async () => {
      if (server) {
        await new Promise<void>((resolve) => server!.close(() => resolve()));
        server.closeAllConnections();
      }
      await rateLimitClose?.();
      await database?.close().catch(() => undefined);
      try {
        pgCtl('stop');
      } catch {
        // already stopped
      }
      if (dir) rmSync(dir, { recursive: true, force: true });
    });

    it('answers 503 with Retry-After while PostgreSQL restarts under load, never 500, then recovers by itself', async () => {
      const client = new HttpClient(url);
      await client.signIn('outage@example.test', 'outage-pass-1');
      expect((await client.get('/api/profile')).status).toBe(200);

      const seen: Array<{ status: number; retryAfter: string | null; code?: string }> = [];
      let running = true;
      const load = (async () => {
        while (running) {
          const [profile, options] = await Promise.all([
            client.get('/api/profile'),
            client.get('/api/colleges/options'),
          ]);
          for (const r of [profile, options])
            seen.push({ status: r.status, retryAfter: r.headers.get('retry-after'), code: r.body?.error?.code });
          await new Promise((r) => setTimeout(r, 20));
        }
      })();

      await new Promise((r) => setTimeout(r, 300));
      pgCtl('stop');
      await new Promise((r) => setTimeout(r, 1_500));
      const whileDown = seen.length;
      pgCtl('start');
      // Recovery: the same app (same pool) answers 200 again within a few seconds, without being restarted.
      const deadline = Date.now() + 15_000;
      let recovered = false;
      while (Date.now() < deadline && !recovered) {
        await new Promise((r) => setTimeout(r, 200));
        recovered = seen.slice(-4).length === 4 && seen.slice(-4).every((s) => s.status === 200);
      }
      running = false;
      await load;

      const unavailable = seen.filter((s) => s.status === 503);
      expect(whileDown).toBeGreaterThan(0);
      expect(unavailable.length).toBeGreaterThan(0);
      expect(unavailable.every((s) => s.code === 'unavailable' && Number(s.retryAfter) > 0)).toBe(true);
      expect(seen.filter((s) => s.status >= 500 && s.status !== 503)).toEqual([]);
      // Signed-in requests are not turned into "signed out" by the outage.
      expect(seen.filter((s) => s.status === 401)).toEqual([]);
      expect(recovered).toBe(true);
      expect((await client.get('/api/profile')).status).toBe(200);
    }, 60_000);
  },
);
