import type { Hono } from 'hono';
import type { AppBindings } from './context.ts';
import type { AppDeps } from '../deps-types.ts';

const withTimeout = <T>(p: Promise<T>, ms: number) =>
  Promise.race([
    p,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms).unref()),
  ]);

export type ReadinessPart = 'database' | 'cache' | 'storage' | 'startup';

/** Checks each part the app needs; the names of those that failed, with the reason. */
export async function readiness(
  deps: Pick<AppDeps, 'cache' | 'database' | 'state' | 'storage'>,
  timeoutMs = 2000,
): Promise<{ ok: boolean; failed: Array<{ part: ReadinessPart; reason: string }> }> {
  const parts: Array<[ReadinessPart, () => Promise<unknown>]> = [
    ['database', () => deps.database.ping()],
    ['cache', () => deps.cache.ping()],
    ['storage', () => deps.storage.check()],
  ];
  const results = await Promise.allSettled(parts.map(([, check]) => withTimeout(check(), timeoutMs)));
  const failed = parts.flatMap(([part], i) => {
    const r = results[i]!;
    return r.status === 'rejected'
      ? [{ part, reason: r.reason instanceof Error ? r.reason.message : String(r.reason) }]
      : [];
  });
  if (!deps.state.started) failed.unshift({ part: 'startup', reason: 'still migrating or seeding' });
  return { ok: failed.length === 0, failed };
}

/**
 * `/api/health`: the process is alive (no I/O; for a restart policy). `/api/ready`: the database, the cache store
 * (Redis when REDIS_URL is set) and file storage answer (for a load balancer); 503 naming what failed otherwise.
 */
export function healthRoutes(app: Hono<AppBindings>) {
  app.get('/api/health', (c) => {
    const deps = c.get('deps');
    c.header('Cache-Control', 'no-store');
    return c.json({ ok: true, database: deps.database.kind, cache: deps.cache.kind, storage: deps.storage.kind });
  });
  app.get('/api/ready', async (c) => {
    const result = await readiness(c.get('deps'));
    c.header('Cache-Control', 'no-store');
    if (result.ok) return c.json({ ok: true });
    c.get('deps').logger.warn({ failed: result.failed }, 'not ready');
    return c.json({ ok: false, failed: result.failed }, 503);
  });
}
