import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import pg from 'pg';
import { HttpClient } from './test/test-app.ts';
import { clusterUnavailable, startCluster, type Cluster, type Instance } from './test/cluster.ts';
import { samplePitcherMetrics } from './test/factories.ts';

/**
 * Two real app processes against the same PostgreSQL, Redis and S3-protocol server (docs/decisions/0019-scale-out.md).
 * Needs PostgreSQL at TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test) and Redis at TEST_REDIS_URL
 * (default redis://127.0.0.1:6379); skipped with the reason when either does not answer.
 */
const unavailable = await clusterUnavailable();
if (unavailable) console.warn(`[scale-out] multi-instance tests SKIPPED: ${unavailable}`);

const png = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  ),
);
// Behind a trusted proxy each test is its own client address, so sign-in limits of one test do not touch another.
let nextIp = 10;
const browser = (i: Instance, ip = `203.0.113.${nextIp++}`) => new HttpClient(i.url, { 'x-forwarded-for': ip });

const rhp = samplePitcherMetrics;

// Real processes and password hashing on a shared machine: generous time per test.
describe.skipIf(unavailable !== null)('several app instances behind one load balancer', { timeout: 120_000 }, () => {
  let cluster: Cluster;
  let a: Instance;
  let b: Instance;

  beforeAll(async () => {
    const prefix = inject('pgPrefix');
    // With TEST_DATABASE_URL the run's migrated template is cloned; otherwise the instances migrate an empty database.
    cluster = await startCluster({
      ...(prefix ? { template: `${prefix}template` } : {}),
      env: { TRUST_PROXY: 'true', JOB_LEASE_MS: '3000', JOB_POLL_MS: '200', RESCORE_BATCH_SIZE: '100' },
    });
    // Both start at the same moment: one migrates and seeds the demo world, the other waits for the lock.
    [a, b] = (await cluster.startMany(2)) as [Instance, Instance];
  }, 300_000);
  afterAll(async () => {
    await cluster?.close();
  }, 60_000);

  it('migrated and seeded once although both started together, and both are ready', async () => {
    const client = new pg.Client({ connectionString: cluster.databaseUrl });
    await client.connect();
    try {
      const migrations = await client.query(
        'select hash, count(*)::int as n from drizzle.__drizzle_migrations group by hash having count(*) > 1',
      );
      expect(migrations.rows).toEqual([]);
      const teams = await client.query(
        `select count(*)::int as n from team_subscriptions where team_code = 'THUNDER17U'`,
      );
      expect(teams.rows[0].n).toBe(1);
    } finally {
      await client.end();
    }
    for (const i of [a, b]) {
      const ready = await fetch(`${i.url}/api/ready`);
      expect(ready.status).toBe(200);
      expect(await (await fetch(`${i.url}/api/health`)).json()).toMatchObject({
        ok: true,
        database: 'postgres',
        cache: 'redis',
        storage: 's3',
      });
    }
  });

  it('a session made on one instance is valid on the other; signing out on the other ends it everywhere', async () => {
    const onA = browser(a);
    await onA.signIn('player@example.com');
    const onB = browser(b);
    onB.cookies = new Map(onA.cookies);
    expect((await onB.get('/api/me')).body.user.email).toBe('player@example.com');
    await onB.delete('/api/session');
    expect((await onA.get('/api/me')).body.user).toBeNull();
  });

  it('counts sign-in attempts across both instances (10 a minute per address)', async () => {
    const statuses: number[] = [];
    const ip = '198.51.100.7';
    for (let n = 0; n < 11; n++) {
      const target = browser(n % 2 === 0 ? a : b, ip);
      statuses.push(
        (
          await target.post('/api/session', {
            email: 'nobody@example.com',
            password: 'wrong-password',
            rememberMe: false,
          })
        ).status,
      );
    }
    expect(statuses.slice(0, 10).every((s) => s === 401 || s === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('a logo uploaded through one instance is served by the other (object storage, with caching headers)', async () => {
    const coach = browser(a);
    await coach.signIn('coach@example.com');
    const form = new FormData();
    form.set('file', new Blob([png as Uint8Array<ArrayBuffer>]), 'logo.txt');
    const res = await coach.request('POST', '/api/teams/THUNDER17U/logo', undefined, { form });
    expect(res.status).toBe(200);
    const served = await fetch(b.url + res.body.logoUrl);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toContain('max-age');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(png);
  });

  it("an admin's scoring-table change on one instance is used by the other within a second", async () => {
    const player = browser(b);
    await player.signIn('player@example.com');
    // Instance b scores with the tables it has cached.
    const before = (await player.post('/api/submissions', rhp)).body.submission;
    expect(before.submittedScore).toBeGreaterThan(0);

    const admin = browser(a);
    await admin.signIn('admin@example.com');
    const current = (await admin.get('/api/admin/scoring-tables')).body.weights as Array<{
      position: string;
      metric: string;
      weight: number;
      condition: string | null;
    }>;
    // Right-handed pitchers weighted on one metric only (the first of each condition group): a clearly different score.
    const firsts = new Set<object>();
    const groups = new Set<string>();
    for (const w of current) {
      if (w.position !== 'RHP' || groups.has(String(w.condition))) continue;
      groups.add(String(w.condition));
      firsts.add(w);
    }
    const edited = current.map((w) => (w.position === 'RHP' ? { ...w, weight: firsts.has(w) ? 1 : 0 } : w));
    const saved = await admin.put('/api/admin/scoring-tables/weights', { rows: edited });
    expect(saved.status).toBe(200);
    const changedAt = Date.now();

    let after = before;
    while (Date.now() - changedAt < 1000) {
      after = (await player.post('/api/submissions', rhp)).body.submission;
      if (after.positionScores.RHP !== before.positionScores.RHP) break;
    }
    expect(after.positionScores.RHP).not.toBe(before.positionScores.RHP);
    expect(Date.now() - changedAt).toBeLessThan(1000);
    // And instance a scores with the same new tables.
    const onA = browser(a);
    await onA.signIn('player@example.com');
    expect((await onA.post('/api/submissions', rhp)).body.submission.positionScores).toEqual(after.positionScores);
  });

  it(
    'a re-score started on one instance, killed mid-way (SIGKILL), completes on another exactly once',
    { timeout: 300_000 },
    async () => {
      const client = new pg.Client({ connectionString: cluster.databaseUrl });
      await client.connect();
      try {
        // 20,000 submissions with a wrong stored score (1): only a re-score fixes them.
        const player = await client.query(`select id from users where email = 'player@example.com'`);
        await client.query(
          `insert into metric_submissions (user_id, height, weight, sixty, throw_velocity, exit_velocity, throws, bats, submitted_position, submitted_score, payment_status)
         select $1, 72, 190, 6.5 + (g % 100) / 100.0, 80, 92, 'Right', 'Right', 'C', 1, 'paid' from generate_series(1, 20000) g`,
          [player.rows[0].id],
        );
        const total = (await client.query('select count(*)::int as n from metric_submissions')).rows[0].n as number;
        // Earlier tests' re-scores are finished; from here on only a works jobs (b stops, c starts after a dies).
        const waitIdle = async () => {
          for (let n = 0; n < 200; n++) {
            if ((await client.query(`select 1 from jobs where status in ('queued', 'running')`)).rowCount === 0) return;
            await new Promise((r) => setTimeout(r, 100));
          }
        };
        await waitIdle();
        await b.stop();

        const admin = browser(a);
        await admin.signIn('admin@example.com');
        const current = (await admin.get('/api/admin/scoring-tables')).body.weights;
        expect((await admin.put('/api/admin/scoring-tables/weights', { rows: current })).status).toBe(200);
        // Mid-way: some batches committed, far from all.
        let progress = { state: 'running', done: 0, total: 0 };
        while (progress.done < 2000) {
          progress = (await admin.get('/api/admin/scoring-tables/rescore')).body;
          expect(progress.state).toBe('running');
        }
        a.child.kill('SIGKILL');
        await new Promise((r) => a.child.once('exit', r));
        const killedAt = (
          await client.query(
            `select id, status, attempts, progress from jobs where kind = 'rescore' order by created_at desc limit 1`,
          )
        ).rows[0];
        expect(killedAt).toMatchObject({ status: 'running', attempts: 1, progress: { total } });
        expect(killedAt.progress.done).toBeLessThan(total);

        // Another instance takes the job over once a's lease has run out and continues from the stored cursor.
        const c = await cluster.start();
        const onC = browser(c);
        await onC.signIn('admin@example.com');
        let seen = 0;
        for (;;) {
          const status = (await onC.get('/api/admin/scoring-tables/rescore')).body;
          // Progress never goes back to 0: the job resumed from its cursor.
          expect(status.done).toBeGreaterThanOrEqual(Math.min(seen, killedAt.progress.done));
          seen = status.done;
          if (status.state === 'done') break;
          expect(status.state).toBe('running');
          await new Promise((r) => setTimeout(r, 250));
        }
        const jobsNow = (
          await client.query(
            `select id, status, attempts, progress from jobs where kind = 'rescore' and created_at >= (select created_at from jobs where id = $1)`,
            [killedAt.id],
          )
        ).rows;
        expect(jobsNow).toEqual([
          { id: killedAt.id, status: 'done', attempts: 2, progress: { done: total, total, cursor: null } },
        ]);
        expect(
          (await client.query('select count(*)::int as n from metric_submissions where submitted_score = 1')).rows[0].n,
        ).toBe(0);
      } finally {
        await client.end();
      }
    },
  );
});
