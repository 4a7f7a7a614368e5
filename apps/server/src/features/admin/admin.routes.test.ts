import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  metricSubmissions,
  organizationTeamRequests,
  organizations,
  sessions,
  supportRequests,
  teamSubscriptions,
  userProfiles,
  users,
} from '../../db/schema/index.ts';
import { jobsSettled } from '../../test/jobs.ts';
import { loadScoringTables, readScoringTableRows } from '../submissions/scoring-tables.repo.ts';
import { scoredColumns } from '../submissions/submissions.service.ts';
import { openApiDocument } from '../../http/route.ts';
import { featureRouteList } from '../../wiring.ts';
import { startTestStack, type TestStack } from '../../test/test-app.ts';
import { createUser } from '../../test/factories.ts';

let stack: TestStack;
let admin: Awaited<ReturnType<typeof createUser>>;
beforeAll(async () => {
  stack = await startTestStack();
  admin = await createUser(stack, 'admin');
});
afterAll(() => stack?.close());

const adminEndpoints = () =>
  Object.entries(openApiDocument(featureRouteList()).paths as Record<string, Record<string, unknown>>)
    .filter(([p]) => p.startsWith('/api/admin'))
    .flatMap(([p, methods]) =>
      Object.keys(methods).map(
        (m) => [m.toUpperCase(), p.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000')] as const,
      ),
    );

describe('admin area access', () => {
  it('has admin endpoints to check', () => expect(adminEndpoints().length).toBeGreaterThanOrEqual(15));

  it('answers 403 to every non-admin role and 401 to visitors on every admin endpoint', async () => {
    const people = await Promise.all(
      (['player', 'coach', 'organization_admin'] as const).map((r) => createUser(stack, r)),
    );
    for (const [method, path] of adminEndpoints()) {
      for (const p of people) {
        const res = await p.client.request(method, path, method === 'GET' || method === 'DELETE' ? undefined : {});
        expect(res.status, `${method} ${path} as ${p.email}`).toBe(403);
      }
      expect(
        (await stack.client().request(method, path, method === 'GET' ? undefined : {})).status,
        `${method} ${path} anonymous`,
      ).toBe(401);
    }
  });
});

describe('admin users', () => {
  it('searches users and changes a role', async () => {
    const target = await createUser(stack, 'player', { firstName: 'Searchable', lastName: 'Person' });
    const found = await admin.client.get(`/api/admin/users?q=${encodeURIComponent(target.email.slice(0, 12))}`);
    expect(found.body.users.map((u: { id: string }) => u.id)).toContain(target.id);
    const res = await admin.client.patch(`/api/admin/users/${target.id}`, { role: 'coach' });
    expect(res.body.role).toBe('coach');
    expect((await target.client.get('/api/me')).body.user).toMatchObject({ role: 'coach', isCoach: true });
    expect((await admin.client.patch(`/api/admin/users/${target.id}`, { role: 'superuser' })).status).toBe(400);
  });

  it("ends a disabled user's sessions at once and lets them back in when enabled", async () => {
    const target = await createUser(stack, 'player');
    expect((await target.client.get('/api/me')).body.user.id).toBe(target.id);
    await admin.client.patch(`/api/admin/users/${target.id}`, { disabled: true });
    expect(await stack.db.select().from(sessions).where(eq(sessions.userId, target.id))).toHaveLength(0);
    expect((await target.client.get('/api/me')).body.user).toBeNull();
    expect((await target.client.get('/api/profile')).status).toBe(401);
    await admin.client.patch(`/api/admin/users/${target.id}`, { disabled: false });
    const [row] = await stack.db.select().from(users).where(eq(users.id, target.id));
    expect(row!.disabled).toBe(false);
  });

  it('refuses a role change to anyone but a site admin, and an admin demoting themselves', async () => {
    const target = await createUser(stack, 'player');
    for (const role of ['player', 'coach', 'organization_admin'] as const) {
      const other = await createUser(stack, role);
      const res = await other.client.patch(`/api/admin/users/${target.id}`, { role: 'admin' });
      expect(res.status, role).toBe(403);
      const self = await other.client.patch(`/api/admin/users/${other.id}`, { role: 'admin' });
      expect(self.status, `${role} promoting themselves`).toBe(403);
    }
    const [row] = await stack.db.select().from(users).where(eq(users.id, target.id));
    expect(row!.role).toBe('player');

    const demoted = await admin.client.patch(`/api/admin/users/${admin.id}`, { role: 'coach' });
    expect(demoted.status).toBe(400);
    expect(demoted.body.error.message).toBe('You cannot disable or demote your own account.');
    const [me] = await stack.db.select().from(users).where(eq(users.id, admin.id));
    expect(me!.role).toBe('admin');
  });

  it('does not let an admin disable their own account', async () => {
    const res = await admin.client.patch(`/api/admin/users/${admin.id}`, { disabled: true });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('You cannot disable or demote your own account.');
  });
});

describe('white-label properties', () => {
  it('changes the header logo for that host at once (cache cleared) and falls back to the default', async () => {
    const brand = () =>
      stack
        .client()
        .request('GET', '/api/branding', undefined, { headers: { 'x-forwarded-host': 'club.example.test' } });
    expect((await brand()).body).toEqual({ logoUrl: null, appName: 'Dugout' });
    const created = await admin.client.post('/api/admin/white-label', {
      domain: 'Club.Example.test',
      logoUrl: 'https://cdn.example.test/logo.png',
      appName: 'Club',
    });
    expect(created.status).toBe(201);
    expect((await brand()).body).toEqual({ logoUrl: 'https://cdn.example.test/logo.png', appName: 'Club' });
    expect((await admin.client.post('/api/admin/white-label', { domain: 'club.example.test' })).status).toBe(409);
    await admin.client.put(`/api/admin/white-label/${created.body.id}`, {
      domain: 'club.example.test',
      logoUrl: 'https://cdn.example.test/logo.png',
      isActive: false,
    });
    expect((await brand()).body.logoUrl).toBeNull();
    expect((await admin.client.delete(`/api/admin/white-label/${created.body.id}`)).status).toBe(200);
    expect((await admin.client.post('/api/admin/white-label', { domain: 'https://bad' })).status).toBe(400);
  });
});

describe('scoring tables', () => {
  const weights = [
    { position: 'C', metric: 'height', weight: 0.1 },
    { position: 'C', metric: 'bmi', weight: 0.1 },
    { position: 'C', metric: 'throw', weight: 0.35 },
    { position: 'C', metric: 'exit', weight: 0.3 },
    { position: 'C', metric: 'sixty', weight: 0.15 },
  ];

  it('refuses weights that do not sum to 1 and keeps the old ones', async () => {
    const before = await readScoringTableRows(stack.db);
    const res = await admin.client.put('/api/admin/scoring-tables/weights', {
      rows: weights.map((w) => (w.metric === 'sixty' ? { ...w, weight: 0.2 } : w)),
    });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Weights for C must sum to 1 (they sum to 1.050).');
    expect(await readScoringTableRows(stack.db)).toEqual(before);
  });

  it('saves weights that sum to 1 within 0.001 and re-scores existing submissions', async () => {
    const player = await createUser(stack, 'player');
    const [sub] = await stack.db
      .insert(metricSubmissions)
      .values({
        userId: player.id,
        height: 72,
        weight: 190,
        sixty: 7.0,
        throwVelocity: 80,
        exitVelocity: 92,
        throws: 'Right',
        bats: 'Right',
        submittedPosition: 'C',
        submittedScore: 1,
        paymentStatus: 'paid',
      })
      .returning();
    const scoreOf = async () =>
      (await stack.db.select().from(metricSubmissions).where(eq(metricSubmissions.id, sub!.id)))[0]!;

    // The shipped weights, saved unchanged, give the submission its real score.
    const current = (await admin.client.get('/api/admin/scoring-tables')).body.weights as typeof weights;
    expect((await admin.client.put('/api/admin/scoring-tables/weights', { rows: current })).status).toBe(200);
    await jobsSettled(stack.db);
    const before = await scoreOf();
    expect(before.submittedScore).toBeGreaterThanOrEqual(50);
    const catcherBefore = (before.positionScores as Record<string, number>).C;

    // Catchers now weighted almost only on the 60 time (0.1505 within the 0.001 tolerance of the sum).
    const edited = current.map((w) =>
      w.position === 'C'
        ? { ...w, weight: w.metric === 'sixty' ? 0.8005 : w.metric === 'exit' ? 0.1 : w.metric === 'throw' ? 0.1 : 0 }
        : w,
    );
    const res = await admin.client.put('/api/admin/scoring-tables/weights', { rows: edited });
    expect(res.status).toBe(200);
    await jobsSettled(stack.db);
    const status = await admin.client.get('/api/admin/scoring-tables/rescore');
    expect(status.body).toMatchObject({ state: 'done' });
    expect(status.body.done).toBeGreaterThanOrEqual(1);
    const after = await scoreOf();
    expect((after.positionScores as Record<string, number>).C).not.toBe(catcherBefore);
    // The stored scores are exactly what the engine gives with the edited tables.
    const expected = scoredColumns(after, await loadScoringTables(stack.db));
    expect(after.positionScores).toEqual(expected.positionScores);
    expect(after.submittedScore).toBe(expected.submittedScore);
    // Admins see the job: kind, status, progress, attempts.
    const listed = (await admin.client.get('/api/admin/jobs')).body.jobs;
    expect(listed[0]).toMatchObject({ kind: 'rescore', status: 'done', attempts: 1, error: null });
    expect(listed[0].done).toBe(listed[0].total);
    const tables = await admin.client.get('/api/admin/scoring-tables');
    expect(
      tables.body.weights.find((w: { position: string; metric: string }) => w.position === 'C' && w.metric === 'sixty')
        .weight,
    ).toBe(0.8005);
  });

  it('refuses heights outside 48–96 or with gaps', async () => {
    const h = (height: number) => ({ height, firstBase: 80, thirdBase: 80, c: 80, mif: 80, of: 80, lhp: 80, rhp: 80 });
    expect((await admin.client.put('/api/admin/scoring-tables/heights', { rows: [h(40)] })).body.error.message).toBe(
      'Heights must be whole inches between 48 and 96.',
    );
    expect(
      (await admin.client.put('/api/admin/scoring-tables/heights', { rows: [h(60), h(62)] })).body.error.message,
    ).toBe('Heights must be consecutive: 61 is missing.');
    expect((await admin.client.put('/api/admin/scoring-tables/heights', { rows: [h(60), h(61)] })).status).toBe(200);
  });
});

describe('admin lists and reports', () => {
  it('lists support requests and closes one; lists teams, organizations, requests and the outbox', async () => {
    await stack.client().post('/api/support', {
      subject: 'billing',
      message: 'I was charged twice for this.',
      userName: 'Ann',
      userEmail: 'ann@example.test',
    });
    const list = await admin.client.get('/api/admin/support-requests');
    const id = list.body.requests[0].id;
    expect((await admin.client.patch(`/api/admin/support-requests/${id}`, { status: 'closed' })).body.status).toBe(
      'closed',
    );
    const [row] = await stack.db.select().from(supportRequests).where(eq(supportRequests.id, id));
    expect(row!.status).toBe('closed');
    for (const p of ['teams', 'organizations', 'organization-requests', 'outbox'])
      expect((await admin.client.get(`/api/admin/${p}`)).status).toBe(200);
  });

  it("counts each organization's own approved teams and program admins", async () => {
    const owner = await createUser(stack, 'coach');
    const orgAdmin = await createUser(stack, 'organization_admin');
    const [north, south] = await stack.db
      .insert(organizations)
      .values([
        { name: 'Count North', joinCode: 'CNTNORTH01' },
        { name: 'Count South', joinCode: 'CNTSOUTH01' },
      ])
      .returning({ id: organizations.id });
    await stack.db.insert(teamSubscriptions).values(
      ['CNT01', 'CNT02', 'CNT03'].map((teamCode) => ({
        teamCode,
        teamName: `Team ${teamCode}`,
        teamType: 'Travel',
        city: 'Dallas',
        state: 'TX',
        coachUserId: owner.id,
      })),
    );
    await stack.db.insert(organizationTeamRequests).values([
      { organizationId: north!.id, teamCode: 'CNT01', requestedBy: owner.id, status: 'approved' },
      { organizationId: north!.id, teamCode: 'CNT02', requestedBy: owner.id, status: 'approved' },
      { organizationId: north!.id, teamCode: 'CNT03', requestedBy: owner.id, status: 'pending' },
    ]);
    await stack.db
      .update(userProfiles)
      .set({ organizationId: north!.id, organizationRole: 'program_admin' })
      .where(eq(userProfiles.userId, orgAdmin.id));
    const res = await admin.client.get('/api/admin/organizations');
    const byName = Object.fromEntries(
      res.body.organizations.map((o: { name: string; teams: number; programAdmins: number }) => [o.name, o]),
    );
    expect(byName['Count North']).toMatchObject({ teams: 2, programAdmins: 1 });
    expect(byName['Count South']).toMatchObject({ teams: 0, programAdmins: 0 });
    expect(south).toBeTruthy();
  });

  it('reports sign-ups per week and a score distribution of 10 bands', async () => {
    const res = await admin.client.get('/api/admin/reports');
    expect(res.status).toBe(200);
    expect(res.body.signUpsPerWeek.reduce((s: number, w: { count: number }) => s + w.count, 0)).toBeGreaterThanOrEqual(
      5,
    );
    expect(res.body.scoreDistribution).toHaveLength(10);
  });
});
