/**
 * `npm run bench`, scale-out section (BENCH_SCALE_OUT=false skips it; skipped in quick mode): school-profile and team-management throughput with one app instance, then two
 * behind the same PostgreSQL, Redis and S3 server (apps/server/src/test/cluster.ts: real child processes). Each
 * instance gets its own autocannon load; "two" is their sum, against the same total connections as "one".
 * Skipped with the reason when no PostgreSQL/Redis answers (TEST_DATABASE_URL / TEST_REDIS_URL, defaults 127.0.0.1).
 */
import { cpus, loadavg } from 'node:os';
import autocannon from 'autocannon';
import type { BenchSection } from '../lib/report.ts';
import { clusterUnavailable, startCluster, type Instance } from '../../apps/server/src/test/cluster.ts';

const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);

async function signInCookie(url: string, email: string) {
  const res = await fetch(`${url}/api/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: new URL(url).origin },
    body: JSON.stringify({ email, password: 'dugout-demo', rememberMe: true }),
  });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** A short run first, so every instance has compiled its code paths and filled its caches before it is measured. */
async function warmUp(instances: Instance[], path: string, cookie?: string) {
  await Promise.all(
    instances.map((i) =>
      autocannon({ url: i.url + path, connections: 2, duration: 2, headers: cookie ? { cookie } : {} }),
    ),
  );
}

async function load(instances: Instance[], path: string, cookie?: string) {
  await warmUp(instances, path, cookie);
  const each = Math.max(1, Math.round(CONNECTIONS / instances.length));
  const results = await Promise.all(
    instances.map((i) =>
      autocannon({ url: i.url + path, connections: each, duration: DURATION, headers: cookie ? { cookie } : {} }),
    ),
  );
  return {
    rps: results.reduce((n, r) => n + r.requests.average, 0),
    p99: Math.max(...results.map((r) => r.latency.p99)),
    failed: results.reduce((n, r) => n + r.errors + r.non2xx, 0),
  };
}

export async function benchScaleOut() {
  console.log(
    `\nscale-out (PostgreSQL + Redis + S3, ${CONNECTIONS} connections, ${DURATION} s per run; ${cpus().length} CPUs, load average ${loadavg()[0]!.toFixed(1)}):`,
  );
  const why = await clusterUnavailable();
  if (why) {
    console.log(`  skipped: ${why}`);
    return;
  }
  const cluster = await startCluster({ env: { LOG_LEVEL: 'error' } });
  try {
    const [a] = await cluster.startMany(1);
    const options = (await (await fetch(`${a!.url}/api/colleges/options`)).json()) as {
      options: Array<{ schoolId: number }>;
    };
    const schoolId = options.options[0]!.schoolId;
    const cookie = await signInCookie(a!.url, 'coach@example.com');
    const targets = [
      { name: 'school profile   GET /api/colleges/:id/profile', path: `/api/colleges/${schoolId}/profile` },
      { name: 'team management  GET /api/teams/THUNDER17U/players', path: '/api/teams/THUNDER17U/players', cookie },
    ];
    const one: Record<string, Awaited<ReturnType<typeof load>>> = {};
    for (const t of targets) one[t.name] = await load([a!], t.path, t.cookie);
    const [b] = await cluster.startMany(1);
    for (const t of targets) {
      const two = await load([a!, b!], t.path, t.cookie);
      const o = one[t.name]!;
      console.log(`  ${t.name}`);
      console.log(
        `    1 instance : ${Math.round(o.rps).toLocaleString('en-US')} req/s (p99 ${o.p99} ms, ${o.failed} failed)`,
      );
      console.log(
        `    2 instances: ${Math.round(two.rps).toLocaleString('en-US')} req/s (p99 ${two.p99} ms, ${two.failed} failed)  ×${(two.rps / o.rps).toFixed(2)}`,
      );
    }
  } finally {
    await cluster.close();
  }
}

export const scaleOutSection: BenchSection = {
  name: 'scale-out',
  async run(ctx) {
    if (ctx.quick || process.env.BENCH_SCALE_OUT === 'false') return null;
    await benchScaleOut();
    return null;
  },
};
