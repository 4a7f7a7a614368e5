import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  notifications,
  organizationAdminRequests,
  organizationTeamRequests,
  userProfiles,
} from '../../db/schema/index.ts';
import { startTestStack, type TestStack } from '../../test/test-app.ts';
import { createUser } from '../../test/factories.ts';
import { coachWithTeam } from '../../test/team-factories.ts';
import { mailReceived, signedInClients, statusCounts } from '../../test/races.ts';
import { ORGANIZATION_JOINS_PER_MINUTE } from './organizations.routes.ts';

/**
 * Parallel requests on PostgreSQL (PGlite runs one statement at a time and hides these races): one pending request per
 * team and organization, one program admin request per user and organization, and one decision per request, each with
 * one e-mail (docs/decisions/0042-one-pending-one-decision.md).
 */
let stack: TestStack;
let programAdmin: Awaited<ReturnType<typeof createUser>>;
let orgId: string;
let joinCode: string;

beforeAll(async () => {
  // TRUST_PROXY lets each test speak from its own client address, so the redemption limits do not starve the others.
  stack = await startTestStack({ postgres: true, env: { TRUST_PROXY: 'true' } });
  programAdmin = await createUser(stack, 'organization_admin', { firstName: 'Paula', lastName: 'Program' });
  const created = await programAdmin.client.post('/api/organizations', { name: 'Race Valley Club' });
  expect(created.status).toBe(201);
  orgId = created.body.id;
  joinCode = created.body.joinCode;
});
afterAll(() => stack?.close());

const N = 20;

/** A coach's team with one pending request to the organization, sent once. */
async function pendingTeamRequest() {
  const { coach, teamCode } = await coachWithTeam(stack, `Race Hawks ${Math.random().toString(36).slice(2, 6)}`);
  const sent = await coach.client.post('/api/organization-requests', { teamCode, organizationId: orgId });
  expect(sent.status).toBe(201);
  return { coach, teamCode, requestId: sent.body.id as string };
}

describe('organization requests under parallel requests (PostgreSQL)', () => {
  it('twenty parallel requests for one team: one 201, nineteen 409, one pending row, one e-mail to the program admin', async () => {
    const { coach, teamCode } = await coachWithTeam(stack, 'Race Falcons');
    const clients = await signedInClients(stack, coach.email, N);
    const answers = await Promise.all(
      clients.map((c) => c.post('/api/organization-requests', { teamCode, organizationId: orgId, message: 'Hi' })),
    );
    expect(statusCounts(answers)).toEqual({ 201: 1, 409: N - 1 });
    for (const a of answers.filter((x) => x.status === 409))
      expect(a.body.error.message).toBe('This team already has a pending or approved request with this organization.');

    const rows = await stack.db
      .select()
      .from(organizationTeamRequests)
      .where(eq(organizationTeamRequests.teamCode, teamCode));
    expect(rows.map((r) => r.status)).toEqual(['pending']);
    const notes = await stack.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, programAdmin.id), eq(notifications.kind, 'organization_request')));
    expect(notes.filter((n) => n.body.includes(teamCode))).toHaveLength(1);
    const mail = await mailReceived(stack, programAdmin.email, /^New organization request$/);
    expect(mail.filter((m) => m.text.includes(teamCode))).toHaveLength(1);

    // The coach's screen lists the one request.
    const mine = await coach.client.get('/api/organization-requests/mine');
    expect(mine.body.requests.filter((r: { teamCode: string }) => r.teamCode === teamCode)).toHaveLength(1);
  });

  it('twenty parallel approvals and rejections of one request (program admin and site admin): one decision, one e-mail', async () => {
    const { coach, teamCode, requestId } = await pendingTeamRequest();
    const siteAdmin = await createUser(stack, 'admin');
    const deciders = [
      ...(await signedInClients(stack, programAdmin.email, N / 2)),
      ...(await signedInClients(stack, siteAdmin.email, N / 2)),
    ];
    const answers = await Promise.all(
      deciders.map((c, i) =>
        c.post(`/api/organization-requests/${requestId}/decision`, { status: i % 2 ? 'rejected' : 'approved' }),
      ),
    );
    expect(statusCounts(answers)).toEqual({ 200: 1, 409: N - 1 });
    for (const a of answers.filter((x) => x.status === 409))
      expect(a.body.error.message).toBe('This request has already been decided.');
    const winner = answers.find((a) => a.status === 200)!.body.status as 'approved' | 'rejected';

    const [row] = await stack.db
      .select()
      .from(organizationTeamRequests)
      .where(eq(organizationTeamRequests.id, requestId));
    expect(row!.status).toBe(winner);
    expect(row!.decidedAt).not.toBeNull();
    const notes = await stack.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, coach.id), eq(notifications.kind, 'organization_decision')));
    expect(notes.map((n) => n.title)).toEqual([`Organization request ${winner}`]);
    const mail = await mailReceived(stack, coach.email, /^Organization request /);
    expect(mail.map((m) => m.subject)).toEqual([`Organization request ${winner}`]);
    // The organization's team list agrees with the one decision.
    const management = await programAdmin.client.get('/api/organization-management');
    expect(management.body.teams.some((t: { teamCode: string }) => t.teamCode === teamCode)).toBe(
      winner === 'approved',
    );
  });
});

describe('organization code redemptions under parallel requests (PostgreSQL)', () => {
  it('parallel redemptions by one organization administrator: all answer pending, one request row, one e-mail', async () => {
    const redeemer = await createUser(stack, 'organization_admin', { firstName: 'Rita', lastName: 'Redeemer' });
    // The redemption limit per account and minute is the most one account can send at once.
    const clients = await signedInClients(stack, redeemer.email, ORGANIZATION_JOINS_PER_MINUTE, '203.0.113.1');
    const answers = await Promise.all(
      clients.map((c) => c.post('/api/organizations/join', { organizationCode: joinCode })),
    );
    expect(statusCounts(answers)).toEqual({ 200: ORGANIZATION_JOINS_PER_MINUTE });
    for (const a of answers) expect(a.body).toMatchObject({ id: orgId, status: 'pending' });

    const rows = await stack.db
      .select()
      .from(organizationAdminRequests)
      .where(eq(organizationAdminRequests.userId, redeemer.id));
    expect(rows.map((r) => r.status)).toEqual(['pending']);
    const notes = await stack.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, programAdmin.id), eq(notifications.kind, 'organization_admin_request')));
    expect(notes.filter((n) => n.body.includes('Rita Redeemer'))).toHaveLength(1);
    const mail = await mailReceived(stack, programAdmin.email, /^A program admin request is waiting$/);
    expect(mail.filter((m) => m.text.includes('Rita Redeemer'))).toHaveLength(1);
  });

  it('twenty parallel approvals and declines of one redemption: one decision, one e-mail, the profile agrees', async () => {
    const redeemer = await createUser(stack, 'organization_admin', { firstName: 'Dora', lastName: 'Decided' });
    const [browser] = await signedInClients(stack, redeemer.email, 1, '203.0.113.2');
    expect((await browser!.post('/api/organizations/join', { organizationCode: joinCode })).status).toBe(200);
    const [request] = await stack.db
      .select()
      .from(organizationAdminRequests)
      .where(eq(organizationAdminRequests.userId, redeemer.id));
    const deciders = await signedInClients(stack, programAdmin.email, N);
    const answers = await Promise.all(
      deciders.map((c, i) =>
        c.post(`/api/organization-admin-requests/${request!.id}/decision`, { decision: i % 2 ? 'decline' : 'approve' }),
      ),
    );
    expect(statusCounts(answers)).toEqual({ 200: 1, 409: N - 1 });
    for (const a of answers.filter((x) => x.status === 409))
      expect(a.body.error.message).toBe('This request has already been decided.');
    const winner = answers.find((a) => a.status === 200)!.body.status as 'approved' | 'declined';

    const [row] = await stack.db
      .select()
      .from(organizationAdminRequests)
      .where(eq(organizationAdminRequests.id, request!.id));
    expect(row!.status).toBe(winner);
    const [profile] = await stack.db.select().from(userProfiles).where(eq(userProfiles.userId, redeemer.id));
    expect(profile!.organizationRole === 'program_admin' && profile!.organizationId === orgId).toBe(
      winner === 'approved',
    );
    const title = winner === 'approved' ? 'You are now a program admin' : 'Program admin request declined';
    const notes = await stack.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, redeemer.id), eq(notifications.kind, 'organization_admin_decision')));
    expect(notes.map((n) => n.title)).toEqual([title]);
    const mail = await mailReceived(
      stack,
      redeemer.email,
      /^(You are now a program admin|Program admin request declined)$/,
    );
    expect(mail.map((m) => m.subject)).toEqual([title]);
  });
});
