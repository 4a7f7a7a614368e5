import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { teamRedeemMessages } from '@dugout/domain/teams';
import { metricSubmissions, teamMembers, teamSubscriptions } from '../../db/schema/index.ts';
import { startTestStack, type TestStack } from '../../test/test-app.ts';
import { createUser, sampleHitterMetrics } from '../../test/factories.ts';
import { coachWithTeam } from '../../test/team-factories.ts';

/** A player redeems a TeamID with a submission (redeem-team-code, docs/spec/part-1-accounts-teams-organizations.md section 7). */
let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(() => stack?.close());

const metrics = sampleHitterMetrics;
type Client = Awaited<ReturnType<typeof createUser>>['client'];
const pendingSubmission = async (client: Client) => (await client.post('/api/submissions', metrics)).body.submission.id;
const rowOf = async (id: string) =>
  (await stack.db.select().from(metricSubmissions).where(eq(metricSubmissions.id, id)))[0]!;
const isMember = async (teamCode: string, userId: string) =>
  (
    await stack.db
      .select()
      .from(teamMembers)
      .where(and(eq(teamMembers.teamCode, teamCode), eq(teamMembers.userId, userId)))
  ).length > 0;

describe('redeeming a TeamID with a submission', () => {
  it("joins the team and a pending dashboard is completed as team funded while the team's subscription counts; the coach sees it", async () => {
    const { coach, teamCode } = await coachWithTeam(stack, 'Redeem Rays');
    const player = await createUser(stack, 'player', { firstName: 'Remy', lastName: 'Redeemer' });
    const id = await pendingSubmission(player.client);
    expect((await player.client.get('/api/submissions')).body.submissions).toEqual([]);

    const res = await player.client.post('/api/teams/join', { teamCode: teamCode.toLowerCase(), submissionId: id });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      alreadyMember: false,
      teamName: 'Redeem Rays',
      submission: { id, paymentStatus: 'paid', teamFunded: true },
    });
    expect(await rowOf(id)).toMatchObject({
      teamCode,
      teamFunded: true,
      paymentStatus: 'paid',
      paymentProvider: 'team',
    });
    expect(await isMember(teamCode, player.id)).toBe(true);
    expect((await player.client.get('/api/submissions')).body.submissions.map((s: { id: string }) => s.id)).toEqual([
      id,
    ]);
    const dashboards = await coach.client.get(`/api/teams/${teamCode}/players`);
    expect(JSON.stringify(dashboards.body)).toContain(id);

    // redeeming again as a member changes nothing more
    const again = await player.client.post('/api/teams/join', { teamCode, submissionId: id });
    expect(again.body).toMatchObject({ alreadyMember: true, submission: { id, teamFunded: true } });
  });

  it("files a completed dashboard under the team without changing who paid; a lapsed team's code completes nothing", async () => {
    const { teamCode } = await coachWithTeam(stack, 'Lapsed Larks');
    await stack.db
      .update(teamSubscriptions)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(teamSubscriptions.teamCode, teamCode));
    const player = await createUser(stack, 'player');
    const done = await pendingSubmission(player.client);
    expect((await player.client.post(`/api/submissions/${done}/checkout`)).body.submission.paymentStatus).toBe('free');
    const pending = await pendingSubmission(player.client);

    const first = await player.client.post('/api/teams/join', { teamCode, submissionId: done });
    expect(first.body.submission).toEqual({ id: done, paymentStatus: 'free', teamFunded: false });
    expect(await rowOf(done)).toMatchObject({ teamCode, paymentStatus: 'free', teamFunded: false });

    const second = await player.client.post('/api/teams/join', { teamCode, submissionId: pending });
    expect(second.body.submission).toEqual({ id: pending, paymentStatus: 'pending', teamFunded: false });
  });

  it("refuses someone else's submission (and does not join), a coach carrying one, and a bad code — changing nothing", async () => {
    const { coach, teamCode } = await coachWithTeam(stack, 'Guarded Gulls');
    const owner = await createUser(stack, 'player');
    const theirs = await pendingSubmission(owner.client);
    const intruder = await createUser(stack, 'player');

    const stolen = await intruder.client.post('/api/teams/join', { teamCode, submissionId: theirs });
    expect(stolen.status).toBe(404);
    expect(stolen.body.error.message).toBe('Submission not found');
    expect(await isMember(teamCode, intruder.id)).toBe(false);
    expect(await rowOf(theirs)).toMatchObject({ teamCode: null, paymentStatus: 'pending' });

    const byCoach = await coach.client.post('/api/teams/join', { teamCode, submissionId: theirs });
    expect(byCoach.status).toBe(403);
    expect(byCoach.body.error.message).toBe(teamRedeemMessages.failed);

    const badCode = await owner.client.post('/api/teams/join', { teamCode: 'NOPE9999', submissionId: theirs });
    expect(badCode.status).toBe(404);
    const badId = await owner.client.post('/api/teams/join', { teamCode, submissionId: 'not-a-uuid' });
    expect(badId.status).toBe(400);
    expect(badId.body.error.fields.submissionId).toBe('Submission not found');
    expect(await rowOf(theirs)).toMatchObject({ teamCode: null, paymentStatus: 'pending' });
    expect(await isMember(teamCode, owner.id)).toBe(false);
  });
});
