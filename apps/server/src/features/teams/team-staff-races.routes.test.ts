import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { notifications, teamCoaches } from '../../db/schema/index.ts';
import { startTestStack, type TestStack } from '../../test/test-app.ts';
import { createUser } from '../../test/factories.ts';
import { coachWithTeam } from '../../test/team-factories.ts';
import { mailReceived, signedInClients, statusCounts } from '../../test/races.ts';
import { TEAM_JOINS_PER_MINUTE } from './teams.routes.ts';

/**
 * Parallel requests on PostgreSQL (PGlite runs one statement at a time and hides these races): a coach's join by TeamID
 * is one pending request with one e-mail to the owner, and a pending coach gets one decision with one e-mail
 * (docs/decisions/0042-one-pending-one-decision.md).
 */
let stack: TestStack;
beforeAll(async () => {
  // TRUST_PROXY lets each test speak from its own client address, so the join limits do not starve the others.
  stack = await startTestStack({ postgres: true, env: { TRUST_PROXY: 'true' } });
});
afterAll(() => stack?.close());

const N = 20;
let address = 0;
/** A client address of its own for each group of joins (TRUST_PROXY), so each stays within its own join limit. */
const nextAddress = () => `198.51.100.${++address}`;

const coachRows = (teamCode: string, userId: string) =>
  stack.db
    .select()
    .from(teamCoaches)
    .where(and(eq(teamCoaches.teamCode, teamCode), eq(teamCoaches.coachUserId, userId)));

const noticesOf = (userId: string, kind: string) =>
  stack.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.kind, kind)));

/** A team whose owner has a pending coach (joined once by TeamID). */
async function pendingCoach(name: string) {
  const { coach: owner, teamCode } = await coachWithTeam(stack, name);
  const coach = await createUser(stack, 'coach', { firstName: 'Pat', lastName: name });
  const [browser] = await signedInClients(stack, coach.email, 1, nextAddress());
  const joined = await browser!.post('/api/teams/join', { teamCode });
  expect(joined.body).toMatchObject({ pending: true, alreadyMember: false });
  return { owner, coach, teamCode };
}

describe('team staff under parallel requests (PostgreSQL)', () => {
  it("parallel joins by one coach: one request sent, the rest 'already waiting', one pending row, one e-mail to the owner", async () => {
    const { coach: owner, teamCode } = await coachWithTeam(stack, 'Race Owls');
    const coach = await createUser(stack, 'coach', { firstName: 'Jo', lastName: 'Joiner' });
    // The join limit per account and minute is the most one account can send at once.
    const clients = await signedInClients(stack, coach.email, TEAM_JOINS_PER_MINUTE, nextAddress());
    const answers = await Promise.all(clients.map((c) => c.post('/api/teams/join', { teamCode })));
    expect(statusCounts(answers)).toEqual({ 200: TEAM_JOINS_PER_MINUTE });
    expect(answers.filter((a) => a.body.alreadyMember === false).map((a) => a.body.message)).toEqual([
      'Request sent to the team owner',
    ]);
    for (const a of answers.filter((x) => x.body.alreadyMember)) {
      expect(a.body).toMatchObject({
        pending: true,
        message: 'Your request to coach Race Owls is waiting for the team owner.',
      });
    }

    expect((await coachRows(teamCode, coach.id)).map((r) => r.status)).toEqual(['pending']);
    expect(await noticesOf(owner.id, 'coach_request')).toHaveLength(1);
    expect(await mailReceived(stack, owner.email, /^A coach asks to join your team$/)).toHaveLength(1);
  });

  it('twenty parallel approvals and declines of one pending coach: one decision, one e-mail', async () => {
    const { owner, coach, teamCode } = await pendingCoach('Race Wrens');
    const deciders = await signedInClients(stack, owner.email, N);
    const answers = await Promise.all(
      deciders.map((c, i) =>
        c.post(`/api/teams/${teamCode}/staff/${coach.id}/decision`, { decision: i % 2 ? 'decline' : 'approve' }),
      ),
    );
    const winner = answers.find((a) => a.status === 200)!.body.status as 'approved' | 'removed';
    // Each loser answers as a late click would: 409 on a decided request, or 404 once a decline removed the coach.
    const losers = answers.filter((a) => a.status !== 200);
    expect(losers).toHaveLength(N - 1);
    for (const a of losers)
      expect([a.status, a.body.error.message]).toEqual(
        a.status === 404 && winner === 'removed'
          ? [404, 'Coach not found.']
          : [409, 'This request has already been decided.'],
      );

    expect((await coachRows(teamCode, coach.id)).map((r) => r.status)).toEqual([winner]);
    const title = winner === 'approved' ? 'Your coach request was approved' : 'Your coach request was declined';
    expect((await noticesOf(coach.id, 'coach_decision')).map((n) => n.title)).toEqual([title]);
    const mail = await mailReceived(stack, coach.email, /^Your coach request was /);
    expect(mail.map((m) => m.subject)).toEqual([title]);
    // What the coach notices: team access follows the one decision.
    expect((await coach.client.get(`/api/teams/${teamCode}`)).status).toBe(winner === 'approved' ? 200 : 403);
  });

  it('twenty parallel removals of one coach: one removal, the rest 404, one e-mail', async () => {
    const { owner, coach, teamCode } = await pendingCoach('Race Kites');
    expect(
      (await owner.client.post(`/api/teams/${teamCode}/staff/${coach.id}/decision`, { decision: 'approve' })).status,
    ).toBe(200);
    const removers = await signedInClients(stack, owner.email, N);
    const answers = await Promise.all(removers.map((c) => c.delete(`/api/teams/${teamCode}/staff/${coach.id}`)));
    expect(statusCounts(answers)).toEqual({ 200: 1, 404: N - 1 });
    for (const a of answers.filter((x) => x.status === 404)) expect(a.body.error.message).toBe('Coach not found.');

    expect((await coachRows(teamCode, coach.id)).map((r) => r.status)).toEqual(['removed']);
    const titles = (await noticesOf(coach.id, 'coach_decision')).map((n) => n.title).sort();
    expect(titles).toEqual(['You were removed from a team', 'Your coach request was approved']);
    expect(await mailReceived(stack, coach.email, /^You were removed from a team$/)).toHaveLength(1);
  });

  it('parallel joins by a declined coach: one new request, one pending row, one new e-mail to the owner', async () => {
    const { owner, coach, teamCode } = await pendingCoach('Race Terns');
    expect(
      (await owner.client.post(`/api/teams/${teamCode}/staff/${coach.id}/decision`, { decision: 'decline' })).status,
    ).toBe(200);
    expect(await mailReceived(stack, owner.email, /^A coach asks to join your team$/)).toHaveLength(1);
    const clients = await signedInClients(stack, coach.email, TEAM_JOINS_PER_MINUTE - 1, nextAddress());
    const answers = await Promise.all(clients.map((c) => c.post('/api/teams/join', { teamCode })));
    expect(statusCounts(answers)).toEqual({ 200: TEAM_JOINS_PER_MINUTE - 1 });
    expect(answers.filter((a) => a.body.alreadyMember === false)).toHaveLength(1);

    expect((await coachRows(teamCode, coach.id)).map((r) => r.status)).toEqual(['pending']);
    expect(await noticesOf(owner.id, 'coach_request')).toHaveLength(2);
    expect(await mailReceived(stack, owner.email, /^A coach asks to join your team$/)).toHaveLength(2);
  });
});
