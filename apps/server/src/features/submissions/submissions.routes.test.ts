import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  buildScoringTables,
  defaultHeightTable,
  defaultMetricWeights,
  scoreSubmission,
  submissionMessages,
} from '@dugout/domain/scoring';
import { messages } from '@dugout/domain/shared';
import {
  heightPositionScores,
  metricSubmissions,
  positionMetricWeights,
  teamCoaches,
  teamMembers,
  teamSubscriptions,
} from '../../db/schema/index.ts';
import { startTestStack, type TestStack } from '../../test/test-app.ts';
import { createUser, TEST_PASSWORD, samplePitcherMetrics } from '../../test/factories.ts';
import { readScoringTableRows, saveScoringTables, seedScoringTables } from './scoring-tables.repo.ts';
import { rescoreAllSubmissions } from './submissions.service.ts';
import { seedDemoSubmissions } from './submissions.seed.ts';

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(() => stack?.close());

const rhp = samplePitcherMetrics;
const of = {
  height: '73',
  weight: '185',
  sixty: '6.7',
  throwVelocity: '86',
  exitVelocity: '92.5',
  bats: 'Left',
  throws: 'Right',
  position: 'OF',
  graduationYear: '2028',
};

async function teamWith(
  coachId: string,
  playerId: string,
  opts: { code: string; paid?: boolean; memberStatus?: 'active' | 'removed' },
) {
  await stack.db.insert(teamSubscriptions).values({
    teamCode: opts.code,
    teamName: `Team ${opts.code}`,
    teamType: 'Travel',
    coachUserId: coachId,
    paymentStatus: opts.paid === false ? 'pending' : 'paid',
  });
  await stack.db
    .insert(teamMembers)
    .values({ teamCode: opts.code, userId: playerId, status: opts.memberStatus ?? 'active', playerName: 'P' });
}

describe('submitting metrics', () => {
  it('needs a signed-in user', async () => {
    const res = await stack.client().post('/api/submissions', rhp);
    expect(res.status).toBe(401);
    expect(res.body.error.message).toBe(messages.userNotAuthenticated);
  });

  it('refuses out-of-range input with the spec message and stores nothing', async () => {
    const p = await createUser(stack);
    const res = await p.client.post('/api/submissions', { ...rhp, height: 97, weight: 45 });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toMatchObject({
      height: submissionMessages.heightRange,
      weight: 'Weight must be between 50 and 400 lbs',
    });
    expect(await stack.db.select().from(metricSubmissions).where(eq(metricSubmissions.userId, p.id))).toHaveLength(0);
  });

  it("stores a pending submission whose scores equal the engine's", async () => {
    const p = await createUser(stack);
    const res = await p.client.post('/api/submissions', rhp);
    expect(res.status).toBe(201);
    const expected = scoreSubmission({ ...rhp });
    expect(res.body.submission).toMatchObject({
      paymentStatus: 'pending',
      submittedScore: 90.5,
      bestPosition: 'RHP',
      submittedPosition: 'RHP',
    });
    expect(res.body.payment).toMatchObject({ provider: 'free', priceCents: 0, teamFunded: false });
    expect((await p.client.get('/api/payments/options')).body).toEqual(res.body.payment);
    const [row] = await stack.db
      .select()
      .from(metricSubmissions)
      .where(eq(metricSubmissions.id, res.body.submission.id));
    expect(row!.submittedScore).toBe(expected.submittedScore);
    expect(row!.bestPosition).toBe(expected.bestPosition);
    expect(row!.positionScores).toEqual(expected.positionScores);
    expect(row!.metricScores).toEqual(expected.metricScores);
    // a pending submission does not count yet
    expect((await p.client.get('/api/me')).body.user.hasCompletedDashboard).toBe(false);
    expect((await p.client.get('/api/submissions')).body.submissions).toEqual([]);
  });

  it('completes the free flow: free status, listed, on the dashboard, and the header may show Dashboard', async () => {
    const p = await createUser(stack);
    const created = (await p.client.post('/api/submissions', of)).body.submission;
    const done = await p.client.post(`/api/submissions/${created.id}/checkout`);
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({
      status: 'completed',
      checkoutUrl: null,
      submission: { paymentStatus: 'free', paymentProvider: 'free' },
    });
    expect((await p.client.get('/api/me')).body.user.hasCompletedDashboard).toBe(true);
    const dash = await p.client.get('/api/dashboard');
    expect(dash.status).toBe(200);
    expect(dash.body.submission.id).toBe(created.id);
    expect(dash.body.submission.submittedScore).toBe(scoreSubmission(of).submittedScore);
    expect(dash.body.history).toHaveLength(1);
    expect(dash.body).toMatchObject({ isOwner: true, abilities: { newSubmission: true, editSubmission: false } });
    expect(dash.body.submission.metricScores.map((m: { metric: string }) => m.metric)).toEqual([
      'height',
      'bmi',
      'throw',
      'exit',
      'sixty',
    ]);
    // a second checkout is refused
    const again = await p.client.post(`/api/submissions/${created.id}/checkout`);
    expect(again.status).toBe(409);
  });

  it("refuses another player's checkout", async () => {
    const a = await createUser(stack);
    const b = await createUser(stack);
    const created = (await a.client.post('/api/submissions', rhp)).body.submission;
    const res = await b.client.post(`/api/submissions/${created.id}/checkout`);
    expect(res.status).toBe(403);
    expect(res.body.error.message).toBe('Access denied: You do not have permission to view this submission');
  });

  it('is team funded when the player is an active member of a paid team (docs/decisions/0005-payments.md)', async () => {
    const coach = await createUser(stack, 'coach');
    const p = await createUser(stack);
    await teamWith(coach.id, p.id, { code: 'FUND01' });
    const created = await p.client.post('/api/submissions', rhp);
    expect(created.body.payment).toMatchObject({ teamFunded: true, teamName: 'Team FUND01', priceCents: 0 });
    const done = await p.client.post(`/api/submissions/${created.body.submission.id}/checkout`);
    expect(done.body.submission).toMatchObject({ paymentStatus: 'paid', teamFunded: true, teamCode: 'FUND01' });
  });

  it('takes a card on the demo provider: checkout page, a declined card, then paid', async () => {
    stack.deps.env.PAYMENT_PROVIDER = 'demo';
    try {
      const p = await createUser(stack);
      const other = await createUser(stack);
      const created = await p.client.post('/api/submissions', rhp);
      expect(created.body.payment).toMatchObject({ provider: 'demo', priceCents: 2999 });
      const started = await p.client.post(`/api/submissions/${created.body.submission.id}/checkout`);
      expect(started.body.status).toBe('checkout');
      const session = new URL(started.body.checkoutUrl, 'http://x').searchParams.get('session')!;
      expect((await p.client.get(`/api/payments/demo/${session}`)).body).toMatchObject({
        status: 'open',
        priceCents: 2999,
        submissionId: created.body.submission.id,
      });
      expect((await other.client.get(`/api/payments/demo/${session}`)).status).toBe(403);
      const card = { cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', name: 'Casey Player' };
      const bad = await p.client.post(`/api/payments/demo/${session}`, { ...card, cardNumber: '12' });
      expect(bad.status).toBe(400);
      expect(bad.body.error.fields.cardNumber).toBe('Please enter a valid card number');
      const declined = await p.client.post(`/api/payments/demo/${session}`, {
        ...card,
        cardNumber: '4000 0000 0000 0002',
      });
      expect(declined.status).toBe(422);
      expect((await p.client.get('/api/me')).body.user.hasCompletedDashboard).toBe(false);
      const paid = await p.client.post(`/api/payments/demo/${session}`, card);
      expect(paid.status).toBe(200);
      expect(paid.body.submission.paymentStatus).toBe('paid');
      expect((await p.client.get('/api/me')).body.user.hasCompletedDashboard).toBe(true);
      expect((await p.client.get('/api/payments/demo/demo_nope')).status).toBe(404);
    } finally {
      stack.deps.env.PAYMENT_PROVIDER = 'free';
    }
  });
});

describe('who may see a submission', () => {
  it("another player gets 403 with the spec message; the coach of the player's team can read it", async () => {
    const owner = await createUser(stack);
    const stranger = await createUser(stack);
    const coach = await createUser(stack, 'coach');
    const assistant = await createUser(stack, 'coach');
    const otherCoach = await createUser(stack, 'coach');
    const created = (await owner.client.post('/api/submissions', rhp)).body.submission;
    await owner.client.post(`/api/submissions/${created.id}/checkout`);

    for (const path of [
      `/api/submissions/${created.id}`,
      `/api/dashboard?submission=${created.id}`,
      `/api/dashboard?user=${owner.id}&source=team`,
    ]) {
      const res = await stranger.client.get(path);
      expect(res.status, path).toBe(403);
      expect(res.body.error.message).toBe('Access denied: You do not have permission to view this submission');
      expect((await otherCoach.client.get(path)).status).toBe(403);
    }

    await teamWith(coach.id, owner.id, { code: 'VIEW01' });
    await stack.db.insert(teamCoaches).values({ teamCode: 'VIEW01', coachUserId: assistant.id, status: 'approved' });
    const byCoach = await coach.client.get(`/api/submissions/${created.id}`);
    expect(byCoach.status).toBe(200);
    expect(byCoach.body.submission.submittedScore).toBe(90.5);
    expect(byCoach.body.payment).toBeNull();
    const dash = await assistant.client.get(`/api/dashboard?user=${owner.id}&source=team`);
    expect(dash.status).toBe(200);
    expect(dash.body).toMatchObject({
      isOwner: false,
      abilities: { newSubmission: false, editSubmission: true },
      submission: { id: created.id },
    });
    expect((await otherCoach.client.get(`/api/submissions/${created.id}`)).status).toBe(403);

    // a removed member's data is no longer visible to the team's coach
    await stack.db.update(teamMembers).set({ status: 'removed' }).where(eq(teamMembers.teamCode, 'VIEW01'));
    expect((await coach.client.get(`/api/submissions/${created.id}`)).status).toBe(403);
  });

  it('a pending submission is not shown to a coach; unknown ids are 404', async () => {
    const owner = await createUser(stack);
    const coach = await createUser(stack, 'coach');
    await teamWith(coach.id, owner.id, { code: 'PEND01' });
    const created = (await owner.client.post('/api/submissions', rhp)).body.submission;
    expect((await coach.client.get(`/api/submissions/${created.id}`)).status).toBe(404);
    expect((await owner.client.get(`/api/submissions/${created.id}`)).status).toBe(200);
    expect((await owner.client.get('/api/submissions/not-a-uuid')).status).toBe(404);
    expect((await owner.client.get('/api/submissions/00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });
});

describe('lists and clean-up', () => {
  it('collapses the same position and score within 60 s and hides pending entries', async () => {
    const p = await createUser(stack);
    const ids: string[] = [];
    for (let i = 0; i < 2; i++) {
      const s = (await p.client.post('/api/submissions', rhp)).body.submission;
      await p.client.post(`/api/submissions/${s.id}/checkout`);
      ids.push(s.id);
    }
    await p.client.post('/api/submissions', of); // stays pending
    const list = (await p.client.get('/api/submissions')).body.submissions;
    expect(list.map((s: { id: string }) => s.id)).toEqual([ids[1]]);
  });

  it('deletes stale pending submissions at sign-in (older than 5 minutes, or without a position or score)', async () => {
    const p = await createUser(stack);
    const old = (await p.client.post('/api/submissions', rhp)).body.submission;
    const fresh = (await p.client.post('/api/submissions', rhp)).body.submission;
    const done = (await p.client.post('/api/submissions', of)).body.submission;
    await p.client.post(`/api/submissions/${done.id}/checkout`);
    const oldDone = (await p.client.post('/api/submissions', of)).body.submission;
    await p.client.post(`/api/submissions/${oldDone.id}/checkout`);
    const sixMinutesAgo = new Date(Date.now() - 6 * 60_000);
    await stack.db.update(metricSubmissions).set({ createdAt: sixMinutesAgo }).where(eq(metricSubmissions.id, old.id));
    await stack.db
      .update(metricSubmissions)
      .set({ createdAt: sixMinutesAgo })
      .where(eq(metricSubmissions.id, oldDone.id));
    const broken = (await p.client.post('/api/submissions', rhp)).body.submission;
    await stack.db.update(metricSubmissions).set({ submittedScore: 0 }).where(eq(metricSubmissions.id, broken.id));

    await p.client.signIn(p.email, TEST_PASSWORD);
    const left = (await stack.db.select().from(metricSubmissions).where(eq(metricSubmissions.userId, p.id)))
      .map((r) => r.id)
      .sort();
    expect(left).toEqual([fresh.id, done.id, oldDone.id].sort());
  });
});

describe('scoring tables and re-scoring', () => {
  it('seeds the D14 defaults once (idempotent)', async () => {
    await seedScoringTables(stack.deps);
    expect(await stack.db.select().from(heightPositionScores)).toHaveLength(25);
    expect(await stack.db.select().from(positionMetricWeights)).toHaveLength(37);
    const rows = await readScoringTableRows(stack.db);
    expect(rows.heights).toEqual(defaultHeightTable());
    expect(rows.weights).toHaveLength(defaultMetricWeights().length);
  });

  it('re-scores every submission in batches after the tables change', async () => {
    const p = await createUser(stack);
    const s = (await p.client.post('/api/submissions', of)).body.submission;
    await p.client.post(`/api/submissions/${s.id}/checkout`);
    const original = await readScoringTableRows(stack.db);
    const changed = {
      heights: original.heights,
      weights: original.weights.map((w) => (w.position === 'OF' ? { ...w, weight: w.metric === 'sixty' ? 1 : 0 } : w)),
    };
    try {
      await saveScoringTables(stack.db, changed);
      const progress: number[] = [];
      const result = await rescoreAllSubmissions(stack.deps, (pr) => progress.push(pr.done), { batchSize: 3 });
      const total = (await stack.db.select().from(metricSubmissions)).length;
      expect(result.done).toBe(total);
      expect(result.changed).toBeGreaterThan(0);
      expect(progress[0]).toBe(3);
      expect(progress.at(-1)).toBe(total);
      const [row] = await stack.db.select().from(metricSubmissions).where(eq(metricSubmissions.id, s.id));
      const expected = scoreSubmission(of, buildScoringTables(changed.heights, changed.weights));
      expect(row!.submittedScore).toBe(93.3); // the sixty score alone
      expect(row!.positionScores).toEqual(expected.positionScores);
      // and new submissions use the new tables at once (cache invalidated)
      const next = (await p.client.post('/api/submissions', of)).body.submission;
      expect(next.submittedScore).toBe(93.3);
    } finally {
      await saveScoringTables(stack.db, original);
      await rescoreAllSubmissions(stack.deps);
    }
  });
});

describe('demo data', () => {
  it('gives the demo player a paid RHP submission and two older ones for the trend', async () => {
    const p = await createUser(stack);
    await seedDemoSubmissions(stack.deps, { userIds: { player: p.id } } as never);
    const dash = (await p.client.get('/api/dashboard')).body;
    expect(dash.history).toHaveLength(3);
    expect(dash.submission).toMatchObject({
      paymentStatus: 'paid',
      submittedPosition: 'RHP',
      throws: 'Right',
      bestPosition: 'RHP',
      createdAt: '2026-09-12T16:00:00.000Z',
    });
    const scores = dash.history.map((h: { submittedScore: number }) => h.submittedScore);
    expect(scores[0]).toBeGreaterThan(scores[2]);
  });
});
