import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import {
  colleges,
  contactActions,
  organizations,
  organizationTeamRequests,
  schoolContactTracker,
  teamMembers,
  teamSubscriptions,
  userProfiles,
} from '../../db/schema/index.ts';
import { startTestStack, type TestStack } from '../../test/test-app.ts';
import { createUser } from '../../test/factories.ts';

let stack: TestStack;
type User = Awaited<ReturnType<typeof createUser>>;
let player: User;
const school = (id: number, name = `College ${id}`, division = 'D1') => ({
  schoolId: id,
  schoolName: name,
  division,
  conference: 'Demo Conf',
});

beforeAll(async () => {
  stack = await startTestStack();
  await stack.db.insert(colleges).values([
    { schoolId: 9101, schoolName: 'North Demo State', division: 'D1', conference: 'Demo East' },
    { schoolId: 9102, schoolName: 'South Demo College', division: 'D2', conference: 'Demo West' },
    { schoolId: 9103, schoolName: 'West Demo University', division: 'D3', conference: null },
    { schoolId: 9104, schoolName: 'East Demo Tech', division: 'D1', conference: 'Demo East' },
  ]);
  player = await createUser(stack, 'player', { firstName: 'Pat', lastName: 'Player' });
});
afterAll(() => stack?.close());

describe('adding a school: every message of the spec table, by its condition', () => {
  it('no session: the authentication message (401) — checked before the school data', async () => {
    const res = await stack.client().post('/api/tracker', { schoolId: 0, schoolName: '', division: '' });
    expect(res.status).toBe(401);
    expect(res.body.error.message).toBe('Authentication issue detected. Please try logging out and back in.');
  });

  it('a signed-out (invalid) session: the same message', async () => {
    const c = stack.client();
    c.cookies.set('dugout.session_token', 'not-a-real-session');
    const res = await c.post('/api/tracker', school(9101));
    expect(res.status).toBe(401);
    expect(res.body.error.message).toBe('Authentication issue detected. Please try logging out and back in.');
  });

  it('school id 0, negative or not a number: invalid school ID — before name and division', async () => {
    for (const schoolId of [0, -5, 'abc', null]) {
      const res = await player.client.post('/api/tracker', { schoolId, schoolName: '', division: '' });
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe('Invalid school ID. The school data appears to be corrupted.');
    }
  });

  it('blank school name: the missing-name message — before division', async () => {
    const res = await player.client.post('/api/tracker', { schoolId: 9101, schoolName: '   ', division: '' });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('School name is missing. Please try refreshing the page.');
  });

  it('blank division: the missing-division message', async () => {
    const res = await player.client.post('/api/tracker', {
      schoolId: 9101,
      schoolName: 'North Demo State',
      division: ' ',
    });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('School division is missing. The school data may be incomplete.');
  });

  it('a school the colleges table lacks: the foreign-key (23503) message, and nothing is stored', async () => {
    const res = await player.client.post('/api/tracker', school(987654));
    expect(res.status).toBe(422);
    expect(res.body.error.message).toBe('Invalid school reference. The school may no longer be available.');
    const rows = await stack.db.select().from(schoolContactTracker).where(eq(schoolContactTracker.userId, player.id));
    expect(rows).toHaveLength(0);
  });

  it('adding for another user (row-level security): permission denied (403)', async () => {
    const other = await createUser(stack, 'player');
    const res = await player.client.post('/api/tracker', { ...school(9101), userId: other.id });
    expect(res.status).toBe(403);
    expect(res.body.error.message).toBe('Permission denied. Please refresh the page and try again.');
  });

  it('success creates the school with all seven actions incomplete in the spec order; a second add is a duplicate', async () => {
    const res = await player.client.post('/api/tracker', { ...school(9101, 'North Demo State'), userId: player.id });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      schoolId: 9101,
      schoolName: 'North Demo State',
      division: 'D1',
      conference: 'Demo East',
    });
    expect(res.body.actions.map((a: { label: string; completed: boolean }) => [a.label, a.completed])).toEqual([
      ['Questionnaire', false],
      ['Coach Email', false],
      ['Social Media', false],
      ['Direct Contact', false],
      ['Prospect Camp', false],
      ['School Visit', false],
      ['Offer Received', false],
    ]);
    expect(res.body.nextStep).toEqual({ type: 'questionnaire', label: 'Questionnaire' });
    const stored = await stack.db.select().from(contactActions).where(eq(contactActions.trackerId, res.body.id));
    expect(stored).toHaveLength(7);

    const again = await player.client.post('/api/tracker', school(9101, 'North Demo State'));
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('This school is already in your tracker.');
  });

  it('two adds of the same school at once: one succeeds, the other gets the duplicate message (app check or unique violation 23505)', async () => {
    const [a, b] = await Promise.all([
      player.client.post('/api/tracker', school(9102, 'South Demo College', 'D2')),
      player.client.post('/api/tracker', school(9102, 'South Demo College', 'D2')),
    ]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    expect((a.status === 409 ? a : b).body.error.message).toBe('This school is already in your tracker.');
    const rows = await stack.db.select().from(schoolContactTracker).where(eq(schoolContactTracker.schoolId, 9102));
    expect(rows).toHaveLength(1);
  });

  it('the stored school name, division and conference are the college’s own', async () => {
    const res = await player.client.post('/api/tracker', {
      schoolId: 9103,
      schoolName: 'Made Up Name',
      division: 'D9',
    });
    expect(res.body).toMatchObject({ schoolName: 'West Demo University', division: 'D3', conference: null });
  });
});

describe('the tracker list, actions, info and removal', () => {
  it('lists newest first with nested actions, the recent summary (latest 5), reminders and offers', async () => {
    await stack.db
      .update(schoolContactTracker)
      .set({ createdAt: sql`now() - interval '40 days'`, updatedAt: sql`now() - interval '40 days'` })
      .where(eq(schoolContactTracker.schoolId, 9101));
    await stack.db.update(contactActions).set({ updatedAt: sql`now() - interval '40 days'` });
    const res = await player.client.get('/api/tracker');
    expect(res.status).toBe(200);
    expect(res.body.readOnly).toBe(false);
    expect(res.body.abilities).toEqual({ add: true, updateAction: true, updateInfo: true, remove: true });
    expect(res.body.entries.map((e: { schoolId: number }) => e.schoolId)).toEqual([9103, 9102, 9101]);
    expect(res.body.recent.map((e: { schoolName: string }) => e.schoolName)).toEqual([
      'West Demo University',
      'South Demo College',
      'North Demo State',
    ]);
    expect(res.body.recent[0]).toEqual({
      id: expect.any(String),
      schoolId: 9103,
      schoolName: 'West Demo University',
      division: 'D3',
      conference: null,
      createdAt: expect.any(String),
    });
    expect(res.body.inactive.map((e: { schoolName: string }) => e.schoolName)).toEqual(['North Demo State']);
    expect(res.body.offers).toBe(0);
    // Each action carries what the card shows and nothing more (its row id is not part of the answer).
    const north = res.body.entries[2];
    expect(north.actions[0]).toEqual({
      actionType: 'questionnaire',
      label: 'Questionnaire',
      completed: false,
      notes: null,
      completedDate: null,
      updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
    // Forty days without activity, to the millisecond the actions were last changed.
    expect(Date.parse(north.lastActivityAt)).toBe(
      Math.max(...north.actions.map((a: { updatedAt: string }) => Date.parse(a.updatedAt))),
    );
    expect(north.inactive).toBe(true);
  });

  it('toggles an action with notes and a completion date; the next step moves on; an offer counts', async () => {
    const list = await player.client.get('/api/tracker');
    const north = list.body.entries.find((e: { schoolId: number }) => e.schoolId === 9101);
    const q = await player.client.put(`/api/tracker/${north.id}/actions/questionnaire`, {
      completed: true,
      notes: 'Filled in online',
      completedDate: '2025-01-15',
    });
    expect(q.status).toBe(200);
    expect(q.body.actions[0]).toMatchObject({
      label: 'Questionnaire',
      completed: true,
      notes: 'Filled in online',
      completedDate: '2025-01-15',
    });
    expect(q.body.nextStep.label).toBe('Coach Email');
    expect(q.body.inactive).toBe(false);

    const offer = await player.client.put(`/api/tracker/${north.id}/actions/offer_received`, {
      completed: true,
      notes: 'Verbal offer',
    });
    expect(offer.body.actions[6]).toMatchObject({
      completed: true,
      notes: 'Verbal offer',
      completedDate: new Date().toISOString().slice(0, 10),
    });
    expect(offer.body.hasOffer).toBe(true);
    expect((await player.client.get('/api/tracker')).body.offers).toBe(1);

    const undo = await player.client.put(`/api/tracker/${north.id}/actions/questionnaire`, {
      completed: false,
      notes: 'Filled in online',
    });
    expect(undo.body.actions[0]).toMatchObject({ completed: false, completedDate: null });
  });

  it('creates a missing action on toggle', async () => {
    const list = await player.client.get('/api/tracker');
    const south = list.body.entries.find((e: { schoolId: number }) => e.schoolId === 9102);
    await stack.db.delete(contactActions).where(eq(contactActions.trackerId, south.id));
    const res = await player.client.put(`/api/tracker/${south.id}/actions/campus_visit`, {
      completed: true,
      completedDate: '2025-02-02',
    });
    expect(res.status).toBe(200);
    expect(res.body.actions[5]).toMatchObject({ label: 'School Visit', completed: true, completedDate: '2025-02-02' });
    expect(await stack.db.select().from(contactActions).where(eq(contactActions.trackerId, south.id))).toHaveLength(1);
  });

  it('refuses an unknown action type or a bad date with a 400', async () => {
    const list = await player.client.get('/api/tracker');
    const id = list.body.entries[0].id;
    expect((await player.client.put(`/api/tracker/${id}/actions/dinner`, { completed: true })).status).toBe(400);
    const bad = await player.client.put(`/api/tracker/${id}/actions/questionnaire`, {
      completed: true,
      completedDate: '15/01/2025',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe('Please enter a valid date');
  });

  it('edits the contact name and status notes, then removes the school', async () => {
    const list = await player.client.get('/api/tracker');
    const west = list.body.entries.find((e: { schoolId: number }) => e.schoolId === 9103);
    const res = await player.client.patch(`/api/tracker/${west.id}`, {
      pocName: 'Coach Rivera',
      statusNotes: 'Sent video',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ pocName: 'Coach Rivera', statusNotes: 'Sent video' });
    expect((await player.client.delete(`/api/tracker/${west.id}`)).status).toBe(200);
    expect(await stack.db.select().from(contactActions).where(eq(contactActions.trackerId, west.id))).toHaveLength(0);
    const again = await player.client.delete(`/api/tracker/${west.id}`);
    expect(again.status).toBe(404);
    expect(again.body.error.message).toBe('This school is not in your tracker. Please refresh the page and try again.');
  });

  it('signed out: 401 on every tracker route', async () => {
    const anon = stack.client();
    expect((await anon.get('/api/tracker')).status).toBe(401);
    expect((await anon.patch('/api/tracker/00000000-0000-0000-0000-000000000000', { pocName: 'x' })).status).toBe(401);
  });
});

describe("another user's tracker", () => {
  let coach: User;
  let stranger: User;
  let orgAdmin: User;
  let northId: string;

  beforeAll(async () => {
    coach = await createUser(stack, 'coach');
    stranger = await createUser(stack, 'coach');
    orgAdmin = await createUser(stack, 'organization_admin');
    await stack.db
      .insert(teamSubscriptions)
      .values({ teamCode: 'TRK001', teamName: 'Tracker Tigers', teamType: 'travel', coachUserId: coach.id });
    await stack.db
      .insert(teamMembers)
      .values({ teamCode: 'TRK001', userId: player.id, playerName: 'Pat Player', status: 'active' });
    const [org] = await stack.db.insert(organizations).values({ name: 'Tracker Org', joinCode: 'TRKORG' }).returning();
    await stack.db
      .update(userProfiles)
      .set({ organizationId: org!.id, organizationRole: 'program_admin' })
      .where(eq(userProfiles.userId, orgAdmin.id));
    await stack.db
      .insert(organizationTeamRequests)
      .values({ organizationId: org!.id, teamCode: 'TRK001', requestedBy: coach.id, status: 'approved' });
    northId = (await player.client.get('/api/tracker')).body.entries.find(
      (e: { schoolId: number }) => e.schoolId === 9101,
    ).id;
  });

  it('the team coach and an approved program admin see it read-only; a stranger cannot see it', async () => {
    for (const viewer of [coach, orgAdmin]) {
      const res = await viewer.client.get(`/api/tracker?user=${player.id}`);
      expect(res.status).toBe(200);
      expect(res.body.readOnly).toBe(true);
      expect(res.body.abilities).toEqual({ add: false, updateAction: false, updateInfo: false, remove: false });
      expect(res.body.owner.id).toBe(player.id);
      expect(res.body.offers).toBe(1);
    }
    expect((await stranger.client.get(`/api/tracker?user=${player.id}`)).status).toBe(403);
  });

  it('cannot be changed by the coach (403, not-in-your-tracker message), nothing changes', async () => {
    const put = await coach.client.put(`/api/tracker/${northId}/actions/initial_email`, { completed: true });
    expect(put.status).toBe(403);
    expect(put.body.error.message).toBe('This school is not in your tracker. Please refresh the page and try again.');
    const patch = await coach.client.patch(`/api/tracker/${northId}`, { pocName: 'Hacked' });
    expect(patch.status).toBe(403);
    expect(patch.body.error.message).toBe('This school is not in your tracker. Please refresh the page and try again.');
    expect((await coach.client.delete(`/api/tracker/${northId}`)).status).toBe(403);
    const add = await coach.client.post('/api/tracker', { ...school(9104), userId: player.id });
    expect(add.status).toBe(403);
    expect(add.body.error.message).toBe('Permission denied. Please refresh the page and try again.');
    const mine = (await player.client.get('/api/tracker')).body.entries.find((e: { id: string }) => e.id === northId);
    expect(mine.pocName).toBeNull();
    expect(mine.actions[1].completed).toBe(false);
    expect(mine.schoolId).toBe(9101);
  });

  it("shows the player's own commitment (recorded through /api/me/commitment) to the player and, read-only, to the coach", async () => {
    expect((await player.client.get('/api/tracker')).body.commitment).toBeNull();
    const put = await player.client.put('/api/me/commitment', { schoolId: 9101, commitmentDate: '2026-05-01' });
    expect(put.status).toBe(200);
    for (const viewer of [player, coach]) {
      const res = await viewer.client.get(`/api/tracker?user=${player.id}`);
      expect(res.body.commitment).toEqual({
        schoolId: 9101,
        schoolName: 'North Demo State',
        division: 'D1',
        conference: 'Demo East',
        commitmentDate: '2026-05-01',
      });
    }
    expect((await player.client.delete('/api/me/commitment')).status).toBe(200);
    expect((await player.client.get('/api/tracker')).body.commitment).toBeNull();
  });
});
