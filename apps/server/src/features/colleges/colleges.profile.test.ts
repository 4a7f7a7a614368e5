import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { colleges, contactActions, schoolContactTracker, teamMembers, teamSubscriptions, userCommitments, userProfiles } from '../../db/schema/index.ts';
import { startTestStack, type TestStack } from '../../test/test-app.ts';
import { createUser } from '../../test/factories.ts';

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack({ demo: true });
});
afterAll(() => stack?.close());

const firstOf = async (division: string) => (await stack.client().get(`/api/colleges/options?division=${division}`)).body.options[0];

describe('demo reference set', () => {
  it('has at least 60 real programs across D1, D2 and D3', async () => {
    const res = await stack.client().get('/api/colleges/options');
    const divisions = new Set(res.body.options.map((o: { division: string }) => o.division));
    expect(res.body.options.length).toBeGreaterThanOrEqual(60);
    expect([...divisions].sort()).toEqual(['D1', 'D2', 'D3']);
  });
});

describe('school profile', () => {
  it('arrives whole in one answer: school, field, climate, roster (25–40, de-duplicated, with positions), coach, commits, transfers', async () => {
    const opt = await firstOf('D2');
    const res = await stack.client().get(`/api/colleges/${opt.schoolId}/profile`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('max-age=43200');
    const p = res.body;
    expect(p.school).toMatchObject({ schoolId: opt.schoolId, schoolName: opt.schoolName, division: 'D2' });
    expect(p.roster.length).toBeGreaterThanOrEqual(25);
    expect(p.roster.length).toBeLessThanOrEqual(40);
    expect(p.roster.every((r: { position: string }) => r.position)).toBe(true);
    expect(p.roster.some((r: { fullName: string }) => r.fullName === 'Unlisted Walkon')).toBe(false);
    const names = p.roster.map((r: { fullName: string }) => r.fullName);
    expect([...names].sort((a: string, b: string) => a.localeCompare(b))).toEqual(names);
    expect(p.roster.some((r: { position: string }) => r.position === 'IF')).toBe(false);
    expect(p.climate).toMatchObject({ marchHigh: expect.any(Number) });
    expect(p.rosterError).toBe(false);
  });

  it('answers 404 with the spec text for an unknown school, 400 for a bad id', async () => {
    const res = await stack.client().get('/api/colleges/123456789/profile');
    expect(res.status).toBe(404);
    expect(res.body.error.message).toBe('School profile not available');
    expect((await stack.client().get('/api/colleges/abc/profile')).status).toBe(400);
  });

  it('hides field data when a program has none, and gives no coach when none is listed', async () => {
    const [row] = await stack.db.insert(colleges).values({ schoolId: 42, schoolName: 'Bare College', division: 'D3' }).returning();
    const p = (await stack.client().get(`/api/colleges/${row!.schoolId}/profile`)).body;
    expect(p).toMatchObject({ field: null, climate: null, coach: null, roster: [], commits: [], transfers: 0 });
  });
});

describe('college search', () => {
  it('filters by division, state and text', async () => {
    const res = await stack.client().get('/api/colleges?division=D3&state=OH');
    expect(res.status).toBe(200);
    expect(res.body.results.length).toBeGreaterThan(0);
    expect(res.body.results.every((r: { division: string; state: string }) => r.division === 'D3' && r.state === 'OH')).toBe(true);
    const q = await stack.client().get('/api/colleges?q=vanderbilt');
    expect(q.body.results.map((r: { schoolName: string }) => r.schoolName)).toEqual(['Vanderbilt']);
  });
});

describe('team players of a school', () => {
  it("lists a team's committed and interested players with tracker steps; 401 signed out, 403 for an outsider", async () => {
    const opt = await firstOf('D1');
    const coach = await createUser(stack, 'coach');
    const p1 = await createUser(stack, 'player', { firstName: 'Committed', lastName: 'Kid' });
    const p2 = await createUser(stack, 'player', { firstName: 'Curious', lastName: 'Kid' });
    const outsider = await createUser(stack, 'coach');
    await stack.db.insert(teamSubscriptions).values({ teamCode: 'COLTEST1', teamName: 'Col Test', teamType: 'Travel', coachUserId: coach.id });
    await stack.db.insert(teamMembers).values([
      { teamCode: 'COLTEST1', userId: p1.id, status: 'active' },
      { teamCode: 'COLTEST1', userId: p2.id, status: 'active' },
    ]);
    await stack.db.update(userProfiles).set({ primaryPosition: 'RHP', hsGraduationYear: 2027 }).where(eq(userProfiles.userId, p1.id));
    await stack.db.insert(userCommitments).values({ userId: p1.id, schoolId: opt.schoolId, schoolName: opt.schoolName, commitmentDate: '2026-10-01' });
    const [tracker] = await stack.db.insert(schoolContactTracker).values({ userId: p2.id, schoolId: opt.schoolId, schoolName: opt.schoolName, division: 'D1' }).returning();
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
    expect(res.body.committed).toEqual([expect.objectContaining({ userId: p1.id, firstName: 'Committed', position: 'RHP', graduationYear: 2027, relationshipType: 'commitment', date: '2026-10-01' })]);
    expect(res.body.interested).toEqual([expect.objectContaining({ userId: p2.id, relationshipType: 'favorite', completedSteps: 2, totalSteps: 7 })]);

    const own = await p2.client.get(`/api/colleges/${opt.schoolId}/team-players`);
    expect(own.body.teamCodes).toEqual(['COLTEST1']);
    expect(own.body.committed).toHaveLength(1);
  });
});
