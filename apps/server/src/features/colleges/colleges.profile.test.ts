import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  colleges,
  contactActions,
  schoolContactTracker,
  teamMembers,
  teamSubscriptions,
  userCommitments,
  userProfiles,
} from '../../db/schema/index.ts';
import { startTestStack, type TestStack } from '../../test/test-app.ts';
import { createUser } from '../../test/factories.ts';

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack({ reference: true });
});
afterAll(() => stack?.close());

const firstOf = async (division: string) =>
  (await stack.client().get(`/api/colleges/options?division=${division}`)).body.options[0];

describe('shipped reference data', () => {
  it('lists all 1,683 real programs in the eight associations', async () => {
    const res = await stack.client().get('/api/colleges?pageSize=1');
    expect(res.body.total).toBe(1683);
    const counts: Record<string, number> = {};
    for (const d of ['D1', 'D2', 'D3', 'NAIA', 'JUCO', 'CCCAA', 'NWAC', 'USCAA'])
      counts[d] = (await stack.client().get(`/api/colleges?pageSize=1&division=${d}`)).body.total;
    expect(counts).toEqual({ D1: 308, D2: 253, D3: 381, NAIA: 193, JUCO: 402, CCCAA: 87, NWAC: 28, USCAA: 31 });
  });
});

describe('school profile', () => {
  it('arrives whole in one answer, cacheable; a program with a roster shows it (de-duplicated, IF → INF)', async () => {
    const res = await stack.client().get('/api/colleges/193/profile');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('max-age=43200');
    const p = res.body;
    expect(p.school).toMatchObject({ schoolId: 193, schoolName: 'Duke', division: 'D1' });
    expect(p.roster.length).toBeGreaterThanOrEqual(25);
    expect(p.roster.every((r: { position: string }) => r.position)).toBe(true);
    expect(p.roster.some((r: { position: string }) => r.position === 'IF')).toBe(false);
    expect(p.rosterError).toBe(false);
  });

  it('is prepared once: gzipped with an ETag (304 when unchanged); a profile whose roster failed is shown but not kept', async () => {
    const get = (headers: Record<string, string> = {}) =>
      fetch(`${stack.url}/api/colleges/193/profile`, { headers: { 'accept-encoding': 'gzip', ...headers } });
    const first = await get();
    expect(first.headers.get('content-encoding')).toBe('gzip');
    const etag = first.headers.get('etag')!;
    expect(etag).toBeTruthy();
    expect((await get({ 'if-none-match': etag })).status).toBe(304);

    // The roster table unreadable for a moment (a real failure, no stub): the profile answers without its roster...
    const { sql } = await import('drizzle-orm');
    await stack.db.execute(sql`alter table baseball_rosters rename to baseball_rosters_away`);
    try {
      const broken = await fetch(`${stack.url}/api/colleges/99000077/profile`);
      expect(broken.status).toBe(404); // (an unknown school stays a 404)
      await stack.deps.cache.invalidate('college-profiles');
      const failed = (await (await get()).json()) as { rosterError: boolean; roster: unknown[] };
      expect(failed).toMatchObject({ rosterError: true, roster: [] });
    } finally {
      await stack.db.execute(sql`alter table baseball_rosters_away rename to baseball_rosters`);
    }
    // ...and is not kept: the next request has the roster again.
    const again = (await (await get()).json()) as { rosterError: boolean; roster: unknown[] };
    expect(again.rosterError).toBe(false);
    expect(again.roster.length).toBeGreaterThanOrEqual(25);
  });

  it('answers 404 with the spec text for an unknown school, 400 for a bad id', async () => {
    const res = await stack.client().get('/api/colleges/123456789/profile');
    expect(res.status).toBe(404);
    expect(res.body.error.message).toBe('School profile not available');
    expect((await stack.client().get('/api/colleges/abc/profile')).status).toBe(400);
  });

  it('a program with nothing on file has empty panels and cites nothing (no import wrote its row)', async () => {
    const [row] = await stack.db
      .insert(colleges)
      .values({ schoolId: 99000042, schoolName: 'Bare College', division: 'D3' })
      .returning();
    const p = (await stack.client().get(`/api/colleges/${row!.schoolId}/profile`)).body;
    expect(p).toMatchObject({ field: null, climate: null, coach: null, roster: [], commits: [], transfers: null });
    expect(p.sources).toMatchObject({ academics: null, climate: null, roster: null, coach: null, field: null });
    // Written outside any import: no source is on record, so none is claimed (docs/decisions/0051-row-sources.md).
    expect(p.sources.school).toBeNull();
  });
});

describe('college search', () => {
  type R = {
    schoolId: number;
    schoolName: string;
    division: string;
    state: string;
    undergradEnrollment: number | null;
    distanceMi: number | null;
    acceptanceRate: number | null;
    collegeType: string | null;
  };
  const search = async (qs: string) => {
    const res = await stack.client().get(`/api/colleges?${qs}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body as {
      results: R[];
      total: number;
      page: number;
      pageSize: number;
      sources: { academics: unknown[] };
    };
  };

  it("finds Ole Miss as 'Ole Miss', 'Mississippi' and 'University of Mississippi'", async () => {
    for (const q of ['Ole Miss', 'ole miss', 'Mississippi', 'University of Mississippi']) {
      const ids = [];
      for (let page = 1; ; page++) {
        const r = await search(`q=${encodeURIComponent(q)}&page=${page}`);
        ids.push(...r.results.map((x) => x.schoolId));
        if (page * r.pageSize >= r.total) break;
      }
      expect(ids, q).toContain(433);
    }
    expect((await search('q=Mississippi%20State')).results.map((r) => r.schoolName)).toContain('Mississippi St.');
  });

  it('pages of 25 with the total; filters by division, state, control and acceptance; sorts', async () => {
    const first = await search('division=D1');
    expect(first).toMatchObject({ total: 308, page: 1, pageSize: 25 });
    expect(first.results).toHaveLength(25);
    const last = await search('division=D1&page=13');
    expect(last.results).toHaveLength(308 - 12 * 25);
    expect(new Set([...first.results, ...last.results].map((r) => r.schoolId)).size).toBe(25 + 8);
    const oh = await search('division=D3&state=OH&control=Private&maxAcceptance=80');
    expect(oh.total).toBeGreaterThan(0);
    expect(
      oh.results.every(
        (r) =>
          r.division === 'D3' && r.state === 'OH' && r.collegeType?.startsWith('Private') && r.acceptanceRate! <= 0.8,
      ),
    ).toBe(true);
    const big = await search('sort=enrollment&dir=desc&pageSize=5');
    const sizes = big.results.map((r) => r.undergradEnrollment!);
    expect([...sizes].sort((a, b) => b - a)).toEqual(sizes);
    expect(big.sources.academics).toEqual([{ source: 'College Scorecard', asOf: '2018–19 to 2022–23' }]);
  });

  it('measures distance from a ZIP code (Durham 27708: Duke within 5 miles), and refuses an unknown ZIP', async () => {
    const near = await search('zip=27708&maxMiles=5&sort=distance');
    expect(near.results.map((r) => r.schoolId)).toContain(193);
    expect(near.results.every((r) => r.distanceMi! <= 5)).toBe(true);
    const bad = await stack.client().get('/api/colleges?zip=00000');
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields.zip).toBe('ZIP code not found');
    expect((await stack.client().get('/api/colleges?sort=distance')).status).toBe(400);
  });
});

describe('team players of a school', () => {
  it("lists a team's committed and interested players with tracker steps; 401 signed out, 403 for an outsider", async () => {
    const opt = await firstOf('D1');
    const coach = await createUser(stack, 'coach');
    const p1 = await createUser(stack, 'player', { firstName: 'Committed', lastName: 'Kid' });
    const p2 = await createUser(stack, 'player', { firstName: 'Curious', lastName: 'Kid' });
    const outsider = await createUser(stack, 'coach');
    await stack.db
      .insert(teamSubscriptions)
      .values({ teamCode: 'COLTEST1', teamName: 'Col Test', teamType: 'Travel', coachUserId: coach.id });
    await stack.db.insert(teamMembers).values([
      { teamCode: 'COLTEST1', userId: p1.id, status: 'active' },
      { teamCode: 'COLTEST1', userId: p2.id, status: 'active' },
    ]);
    await stack.db
      .update(userProfiles)
      .set({ primaryPosition: 'RHP', hsGraduationYear: 2027 })
      .where(eq(userProfiles.userId, p1.id));
    await stack.db
      .insert(userCommitments)
      .values({ userId: p1.id, schoolId: opt.schoolId, schoolName: opt.schoolName, commitmentDate: '2026-10-01' });
    const [tracker] = await stack.db
      .insert(schoolContactTracker)
      .values({ userId: p2.id, schoolId: opt.schoolId, schoolName: opt.schoolName, division: 'D1' })
      .returning();
    await stack.db.insert(contactActions).values([
      { trackerId: tracker!.id, actionType: 'questionnaire', completed: true },
      { trackerId: tracker!.id, actionType: 'initial_email', completed: true },
      { trackerId: tracker!.id, actionType: 'coach_call', completed: false },
    ]);

    const path = `/api/colleges/${opt.schoolId}/team-players?team=COLTEST1`;
    expect((await stack.client().get(path)).status).toBe(401);
    const denied = await outsider.client.get(path);
    expect(denied.status).toBe(403);
    expect(denied.body.error.message).toBe('Not authorized to view this team');

    const res = await coach.client.get(path);
    expect(res.status).toBe(200);
    expect(res.body.committed).toEqual([
      expect.objectContaining({
        userId: p1.id,
        firstName: 'Committed',
        position: 'RHP',
        graduationYear: 2027,
        relationshipType: 'commitment',
        date: '2026-10-01',
      }),
    ]);
    expect(res.body.interested).toEqual([
      expect.objectContaining({ userId: p2.id, relationshipType: 'favorite', completedSteps: 2, totalSteps: 7 }),
    ]);

    // A player's own view holds only their own row: a teammate's commitment is for staff only.
    const own = await p2.client.get(`/api/colleges/${opt.schoolId}/team-players`);
    expect(own.body.teamCodes).toEqual(['COLTEST1']);
    expect(own.body.committed).toEqual([]);
    expect(own.body.interested.map((p: { userId: string }) => p.userId)).toEqual([p2.id]);
    // ...and says so: the screen then speaks of the player, never 'No team players have committed' (docs/decisions/0050-college-search-card.md).
    expect(own.body.scope).toBe('self');
    expect(res.body.scope).toBe('team');

    // docs/decisions/0050-college-search-card.md: a coach sees their team's players on every school profile without naming the team (no ?team=).
    const coachView = await coach.client.get(`/api/colleges/${opt.schoolId}/team-players`);
    expect(coachView.status).toBe(200);
    expect(coachView.body).toMatchObject({ teamCodes: ['COLTEST1'], scope: 'team' });
    expect(coachView.body.committed.map((p: { userId: string }) => p.userId)).toEqual([p1.id]);
    expect(coachView.body.interested.map((p: { userId: string }) => p.userId)).toEqual([p2.id]);
    // One team: rows name it all the same (the screen names teams only when the answer spans several).
    expect(coachView.body.committed[0].teams).toEqual(['Col Test']);

    // A coach of two teams sees both teams' players, each row naming the player's teams (p2 is on both).
    await stack.db
      .insert(teamSubscriptions)
      .values({ teamCode: 'COLTEST2', teamName: 'Col Second', teamType: 'Travel', coachUserId: coach.id });
    await stack.db.insert(teamMembers).values({ teamCode: 'COLTEST2', userId: p2.id, status: 'active' });
    const twoTeams = await coach.client.get(`/api/colleges/${opt.schoolId}/team-players`);
    expect(twoTeams.body.teamCodes).toEqual(['COLTEST1', 'COLTEST2']);
    expect(twoTeams.body.committed.map((p: { teams: string[] }) => p.teams)).toEqual([['Col Test']]);
    expect(twoTeams.body.interested.map((p: { userId: string; teams: string[] }) => [p.userId, p.teams])).toEqual([
      [p2.id, ['Col Second', 'Col Test']],
    ]);

    // A coach of no team (the outsider) gets no one's rows.
    const noTeam = await outsider.client.get(`/api/colleges/${opt.schoolId}/team-players`);
    expect(noTeam.body).toEqual({ teamCodes: [], scope: 'self', committed: [], interested: [] });
  });
});
