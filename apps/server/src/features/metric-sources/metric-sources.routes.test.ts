import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { blastSamples, genericSamples, rapsodoSamples } from '@dugout/domain/metrics-sources';
import { scoreSubmission } from '@dugout/domain/scoring';
import { metricSubmissions, metricVerifications, teamMembers } from '../../db/schema/index.ts';
import { createUser } from '../../test/factories.ts';
import { coachWithTeam } from '../../test/team-factories.ts';
import { startTestStack, type TestStack } from '../../test/test-app.ts';

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(() => stack?.close());

type User = Awaited<ReturnType<typeof createUser>>;

/** A completed submission through the API (PAYMENT_PROVIDER is free in tests). */
async function submit(user: User, values: Record<string, unknown>) {
  const created = await user.client.post('/api/submissions', {
    bats: 'Right',
    throws: 'Right',
    graduationYear: 2027,
    ...values,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const done = await user.client.post(`/api/submissions/${created.body.submission.id}/checkout`);
  expect(done.body.status).toBe('completed');
  return done.body.submission as { id: string };
}
const pitcher = {
  position: 'RHP',
  height: 74,
  weight: 185,
  fastballVelocity: 86,
  fbSpinRate: 2200,
  strikePercentage: 60,
};
const fielder = { position: 'OF', height: 72, weight: 180, sixty: 7.1, throwVelocity: 84, exitVelocity: 90 };
const countOf = async (userId: string) =>
  (await stack.db.select().from(metricSubmissions).where(eq(metricSubmissions.userId, userId))).length;

async function teamWithPlayer(name: string, values = fielder) {
  const { coach, teamCode } = await coachWithTeam(stack, name);
  const kid = await createUser(stack, 'player', { firstName: 'Kit', lastName: 'Player' });
  expect((await kid.client.post('/api/teams/join', { teamCode })).status).toBeLessThan(300);
  await submit(kid, values);
  const [member] = await stack.db.select().from(teamMembers).where(eq(teamMembers.userId, kid.id));
  return { coach, teamCode, kid, memberId: member!.id };
}

describe('device files (docs/decisions/0062-metric-sources.md)', () => {
  it('upload → preview (nothing saved) → confirm → a scored submission whose file values carry device_file', async () => {
    const kid = await createUser(stack, 'player');
    await submit(kid, pitcher);
    const file = { fileName: 'bullpen.csv', content: rapsodoSamples.good };

    const preview = await kid.client.post('/api/metrics/files/preview', file);
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({
      kind: 'rapsodo_pitching',
      kindLabel: 'Rapsodo pitching',
      rowCount: 18,
      sessionDate: '2026-11-20',
      errors: [],
      canConfirm: true,
    });
    expect(preview.body.derived.map((d: { metric: string; value: number }) => [d.metric, d.value])).toEqual([
      ['fastballVelocity', 90.2],
      ['fbSpinRate', 2341],
      ['strikePercentage', 72.2],
    ]);
    expect(await countOf(kid.id)).toBe(1);

    const confirmed = await kid.client.post('/api/metrics/files/confirm', file);
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(201);
    const s = confirmed.body.submission;
    expect(s).toMatchObject({
      height: 74,
      weight: 185,
      fastballVelocity: 90.2,
      fbSpinRate: 2341,
      strikePercentage: 72.2,
    });
    const expected = scoreSubmission({
      ...pitcher,
      fastballVelocity: 90.2,
      fbSpinRate: 2341,
      strikePercentage: 72.2,
      bats: 'Right',
      throws: 'Right',
    });
    expect(s.bestScore).toBe(expected.bestScore);
    expect(s.paymentStatus).not.toBe('pending');
    expect(confirmed.body.sources.height).toEqual({ kind: 'self_reported' });
    expect(confirmed.body.sources.fastballVelocity).toEqual({
      kind: 'device_file',
      device: 'rapsodo_pitching',
      fileName: 'bullpen.csv',
      sessionDate: '2026-11-20',
      derivation: 'max of 12 fastballs (average 88.9 mph)',
    });
    expect(await countOf(kid.id)).toBe(2);

    // The dashboard shows the new submission; each headline value says its date and source.
    const dash = (await kid.client.get('/api/dashboard')).body;
    expect(dash.submission.id).toBe(s.id);
    const byMetric = Object.fromEntries(dash.metrics.map((m: { metric: string }) => [m.metric, m]));
    expect(byMetric.fastballVelocity).toMatchObject({
      value: 90.2,
      date: '2026-11-20',
      source: { kind: 'device_file' },
    });
    expect(byMetric.height.source).toEqual({ kind: 'self_reported' });

    // The history: each metric's points, oldest first, with the source of each.
    const history = (await kid.client.get('/api/metrics/history')).body.metrics;
    const fb = history.find((m: { metric: string }) => m.metric === 'fastballVelocity');
    expect(fb.points.map((p: { value: number; source: { kind: string } }) => [p.value, p.source.kind])).toEqual([
      [86, 'self_reported'],
      [90.2, 'device_file'],
    ]);
  });

  it('refuses a wrong, malformed or implausible file with the line named, and saves nothing', async () => {
    const kid = await createUser(stack, 'player');
    await submit(kid, pitcher);
    const unknown = await kid.client.post('/api/metrics/files/preview', { fileName: 'x.csv', content: 'a,b\n1,2\n' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.message).toMatch(/^This file is not a Rapsodo pitching export/);

    const bad = await kid.client.post('/api/metrics/files/preview', {
      fileName: 'g.csv',
      content: genericSamples.malformed,
    });
    expect(bad.body.canConfirm).toBe(false);
    expect(bad.body.errors.map((e: { line: number }) => e.line)).toEqual([3, 4, 5, 6, 7]);

    for (const content of [rapsodoSamples.implausible, blastSamples.malformed, 'a,b\n1,2\n']) {
      const res = await kid.client.post('/api/metrics/files/confirm', { fileName: 'f.csv', content });
      expect(res.status).toBe(422);
      expect(res.body.error.message).toMatch(/^The file has errors: nothing was saved\./);
    }
    const implausible = await kid.client.post('/api/metrics/files/confirm', {
      fileName: 'f.csv',
      content: rapsodoSamples.implausible,
    });
    expect(implausible.body.error.message).toContain('Line 7: Fastball velocity 119.5 mph is not plausible');
    expect((await kid.client.post('/api/metrics/files/confirm', { fileName: ' ', content: 'x' })).status).toBe(400);
    expect(await countOf(kid.id)).toBe(1);

    const fresh = await createUser(stack, 'player');
    const none = await fresh.client.post('/api/metrics/files/confirm', {
      fileName: 'g.csv',
      content: genericSamples.good,
    });
    expect(none.status).toBe(422);
    expect(none.body.error.message).toBe(
      'Complete a metrics submission first: a file adds to the values of your latest dashboard.',
    );
  });

  it("a coach uploads a team player's Blast file: exit velocity from the file, bat speed kept as an extra metric", async () => {
    const { coach, teamCode, kid, memberId } = await teamWithPlayer('File Hawks');
    const base = `/api/teams/${teamCode}/members/${memberId}/metric-files`;
    const file = { fileName: 'blast.csv', content: blastSamples.good };
    const other = await createUser(stack, 'coach');
    expect((await other.client.post(`${base}/preview`, file)).status).toBe(403);
    expect((await kid.client.post(`${base}/confirm`, file)).status).toBe(403);
    expect((await coach.client.post(`${base}/preview`, file)).body.kind).toBe('blast_swings');
    const res = await coach.client.post(`${base}/confirm`, file);
    expect(res.status).toBe(201);
    expect(res.body.submission).toMatchObject({ userId: kid.id, exitVelocity: 94.7, sixty: 7.1 });
    expect(res.body.extraMetrics).toEqual({ batSpeed: 72.6 });
    expect(res.body.sources.exitVelocity).toMatchObject({ kind: 'device_file', device: 'blast_swings' });
    expect(res.body.sources.batSpeed).toMatchObject({ kind: 'device_file', derivation: 'max of 8 swings' });
    expect(res.body.sources.sixty).toEqual({ kind: 'self_reported' });
    expect(
      (
        await coach.client.post(
          `/api/teams/${teamCode}/members/00000000-0000-4000-8000-000000000000/metric-files/confirm`,
          file,
        )
      ).status,
    ).toBe(404);
  });

  it('serves the generic template', async () => {
    const res = await stack.client().get('/api/metrics/files/template');
    expect(res.status).toBe(200);
    expect(String(res.body)).toMatch(/^date,metric,value,unit,source_note\n/);
  });
});

describe('coach verification', () => {
  it('the staff verify; the badge shows on Top Metrics and the profile; a later change drops it', async () => {
    const { coach, teamCode, kid, memberId } = await teamWithPlayer('Verify Hawks');
    const body = { memberIds: [memberId], metrics: ['exitVelocity', 'fastballVelocity'] };
    const other = await createUser(stack, 'coach');
    for (const who of [other, kid])
      expect((await who.client.post(`/api/teams/${teamCode}/verifications`, body)).status).toBe(403);
    expect(
      (await coach.client.post(`/api/teams/${teamCode}/verifications`, { memberIds: [], metrics: ['height'] })).status,
    ).toBe(400);

    const res = await coach.client.post(`/api/teams/${teamCode}/verifications`, body);
    expect(res.status).toBe(200);
    expect(res.body.verified).toEqual([{ memberId, playerName: 'Kit Player', metric: 'exitVelocity', value: 90 }]);
    expect(res.body.skipped).toEqual([{ memberId, playerName: 'Kit Player', metric: 'fastballVelocity' }]);

    const players = (await coach.client.get(`/api/teams/${teamCode}/players`)).body;
    const sources = players.members.find((m: { id: string }) => m.id === memberId).latestSubmission.sources;
    expect(sources.exitVelocity).toMatchObject({ kind: 'coach_verified', teamName: 'Verify Hawks', teamCode });
    expect(sources.sixty).toEqual({ kind: 'self_reported' });
    const profile = (await coach.client.get(`/api/roster/${teamCode}/players/${kid.id}`)).body;
    expect(profile.latestMetrics.find((m: { metric: string }) => m.metric === 'exitVelocity').source.kind).toBe(
      'coach_verified',
    );
    const dash = (await kid.client.get('/api/dashboard')).body;
    expect(dash.metrics.find((m: { metric: string }) => m.metric === 'exitVelocity').source.kind).toBe(
      'coach_verified',
    );

    // A file that carries the value keeps the verification; a coach's edit of the value drops it.
    const carried = await kid.client.post('/api/metrics/files/confirm', {
      fileName: 'w.csv',
      content: 'date,metric,value,unit,source_note\n2026-11-22,weight,182,lbs,\n',
    });
    expect(carried.body.sources.exitVelocity.kind).toBe('coach_verified');
    expect(carried.body.sources.weight.kind).toBe('device_file');
    const edit = await coach.client.patch(`/api/teams/${teamCode}/submissions/${carried.body.submission.id}`, {
      changes: { exitVelocity: 92 },
      editReason: 'Measured again',
    });
    expect(edit.status).toBe(200);
    expect(edit.body.sources.exitVelocity).toMatchObject({ kind: 'coach_entered' });
    expect(edit.body.sources.weight.kind).toBe('device_file');
    expect(await stack.db.select().from(metricVerifications).where(eq(metricVerifications.userId, kid.id))).toEqual([]);
    const after = (await kid.client.get('/api/dashboard')).body;
    expect(after.metrics.find((m: { metric: string }) => m.metric === 'exitVelocity').source).toMatchObject({
      kind: 'coach_entered',
      enteredBy: expect.stringContaining('coach'),
    });
  });

  it('a new submission with another value drops the verification (write time), and reads compare the value', async () => {
    const { coach, teamCode, kid, memberId } = await teamWithPlayer('Change Hawks');
    await coach.client.post(`/api/teams/${teamCode}/verifications`, {
      memberIds: [memberId],
      metrics: ['sixty', 'height'],
    });
    await submit(kid, { ...fielder, sixty: 6.9 });
    const left = await stack.db.select().from(metricVerifications).where(eq(metricVerifications.userId, kid.id));
    expect(left.map((v) => v.metric)).toEqual(['height']);
    const dash = (await kid.client.get('/api/dashboard')).body;
    const kinds = Object.fromEntries(
      dash.metrics.map((m: { metric: string; source: { kind: string } }) => [m.metric, m.source.kind]),
    );
    expect(kinds).toMatchObject({ sixty: 'self_reported', height: 'coach_verified' });
  });

  it('two coaches verifying at once leave one verification per metric', async () => {
    const { coach, teamCode, memberId, kid } = await teamWithPlayer('Race Hawks');
    const body = { memberIds: [memberId], metrics: ['exitVelocity'] };
    const results = await Promise.all(
      [1, 2, 3].map(() => coach.client.post(`/api/teams/${teamCode}/verifications`, body)),
    );
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(
      await stack.db.select().from(metricVerifications).where(eq(metricVerifications.userId, kid.id)),
    ).toHaveLength(1);
  });
});

describe('events', () => {
  it('staff record an event and enter results by CSV: per player a submission with the event source', async () => {
    const { coach, teamCode, kid } = await teamWithPlayer('Event Hawks');
    const stranger = await createUser(stack, 'coach');
    const body = { name: 'Fall Showcase', organiser: 'Demo Events', date: '2026-11-01', location: 'Dallas', teamCode };
    expect((await stranger.client.post('/api/events', body)).status).toBe(403);
    expect((await coach.client.post('/api/events', { ...body, name: '' })).body.error.message).toBe(
      'Please enter the event name.',
    );
    const created = await coach.client.post('/api/events', body);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Fall Showcase', teamName: 'Event Hawks', resultCount: 0 });
    const url = `/api/events/${created.body.id}/results`;
    expect((await stranger.client.post(url, { rows: [] })).status).toBe(403);

    const csv = `player_email,metric,value,unit,source_note\n${kid.email},sixty,6.95,seconds,\n${kid.email},exit_velocity,93.5,mph,\nnobody@example.test,sixty,7,,\n`;
    const res = await coach.client.post(url, { csv });
    expect(res.status).toBe(200);
    expect(res.body.created).toBe(1);
    expect(res.body.errors).toEqual([
      { line: 4, memberId: null, message: "Line 4: nobody@example.test is not an active player of the event's team." },
    ]);
    const dash = (await kid.client.get('/api/dashboard')).body;
    const sixty = dash.metrics.find((m: { metric: string }) => m.metric === 'sixty');
    expect(sixty).toMatchObject({
      value: 6.95,
      date: '2026-11-01',
      source: { kind: 'event', name: 'Fall Showcase', organiser: 'Demo Events', date: '2026-11-01' },
    });
    expect(dash.metrics.find((m: { metric: string }) => m.metric === 'throwVelocity').source.kind).toBe(
      'self_reported',
    );
    const list = (await coach.client.get(`/api/teams/${teamCode}/events`)).body.events;
    expect(list).toMatchObject([{ id: created.body.id, resultCount: 1 }]);
    expect(
      (await coach.client.post('/api/events/00000000-0000-4000-8000-000000000000/results', { rows: [] })).status,
    ).toBe(404);
    expect((await coach.client.post(url, { csv: 'x', rows: [] })).status).toBe(400);
  });
});
