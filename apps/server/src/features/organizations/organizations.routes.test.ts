import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  notifications,
  organizationTeamRequests,
  teamMembers,
  teamSubscriptions,
  userProfiles,
} from '../../db/schema/index.ts';
import { startTestStack, type TestStack } from '../../test/test-app.ts';
import { createUser } from '../../test/factories.ts';

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(() => stack?.close());

async function createTeam(ownerId: string, teamCode: string, teamName = `Team ${teamCode}`) {
  await stack.db
    .insert(teamSubscriptions)
    .values({ teamCode, teamName, teamType: 'Travel', city: 'Dallas', state: 'TX', coachUserId: ownerId });
}

describe('organizations, join codes and team requests', () => {
  let orgAdmin: Awaited<ReturnType<typeof createUser>>;
  let coach: Awaited<ReturnType<typeof createUser>>;
  let orgId: string;
  let joinCode: string;

  beforeAll(async () => {
    orgAdmin = await createUser(stack, 'organization_admin');
    coach = await createUser(stack, 'coach');
    await createTeam(coach.id, 'HAWKS01', 'Hawks 16U');
  });

  it('lets an organization administrator create an organization with a generated join code and become its program admin', async () => {
    const res = await orgAdmin.client.post('/api/organizations', {
      name: 'North Valley Club',
      city: 'Austin',
      state: 'TX',
      website: '',
    });
    expect(res.status).toBe(201);
    expect(res.body.joinCode).toMatch(/^[A-Z2-9]{10}$/);
    expect(res.body.website).toBeNull();
    orgId = res.body.id;
    joinCode = res.body.joinCode;
    const [profile] = await stack.db.select().from(userProfiles).where(eq(userProfiles.userId, orgAdmin.id));
    expect(profile).toMatchObject({ organizationId: orgId, organizationRole: 'program_admin' });
  });

  it('refuses creation by a coach (403) and a one-letter name (400)', async () => {
    expect((await coach.client.post('/api/organizations', { name: 'Nope Club' })).status).toBe(403);
    const bad = await orgAdmin.client.post('/api/organizations', { name: 'N' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe('Organization name must be at least 2 characters');
    expect((await stack.client().post('/api/organizations', { name: 'Anon Club' })).status).toBe(401);
  });

  it('lets only its program admins edit it', async () => {
    const other = await createUser(stack, 'organization_admin');
    expect((await other.client.patch(`/api/organizations/${orgId}`, { name: 'Hijacked' })).status).toBe(403);
    const ok = await orgAdmin.client.patch(`/api/organizations/${orgId}`, {
      name: 'North Valley Baseball Club',
      description: 'Travel teams',
    });
    expect(ok.status).toBe(200);
    expect(ok.body.name).toBe('North Valley Baseball Club');
  });

  it('refuses a redemption by a player or a coach; an organization administrator redeeming becomes pending until a program admin approves', async () => {
    const second = await createUser(stack, 'organization_admin', { firstName: 'Second', lastName: 'Admin' });
    const empty = await second.client.post('/api/organizations/join', { organizationCode: ' ' });
    expect(empty.status).toBe(400);
    expect(empty.body.error.message).toBe('Please enter an organization code');
    expect((await second.client.post('/api/organizations/join', { organizationCode: 'ZZZZZZZZ' })).status).toBe(404);
    for (const role of ['player', 'coach'] as const) {
      const who = await createUser(stack, role);
      const refused = await who.client.post('/api/organizations/join', { organizationCode: joinCode });
      expect(refused.status).toBe(403);
      expect(refused.body.error.message).toBe(
        'Only organization administrator accounts can redeem an organization code.',
      );
      const [p] = await stack.db.select().from(userProfiles).where(eq(userProfiles.userId, who.id));
      expect(p).toMatchObject({ organizationId: null, organizationRole: null });
    }

    const res = await second.client.post('/api/organizations/join', { organizationCode: joinCode.toLowerCase() });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: 'North Valley Baseball Club', status: 'pending' });
    expect((await second.client.post('/api/organizations/join', { organizationCode: joinCode })).body.status).toBe(
      'pending',
    );
    // Still no program admin: no organization data, only the pending request.
    const waiting = await second.client.get('/api/organization-management');
    expect(waiting.body.organization).toBeNull();
    expect(waiting.body.myAdminRequests).toEqual([
      expect.objectContaining({ organizationName: 'North Valley Baseball Club', status: 'pending' }),
    ]);
    const [before] = await stack.db.select().from(userProfiles).where(eq(userProfiles.userId, second.id));
    expect(before).toMatchObject({ organizationId: null, organizationRole: null });

    // The organization's program admin is told (in-app and e-mail) and sees it in Settings.
    await stack.smtp.waitFor(orgAdmin.email, /program admin request/i);
    const mgmt = await orgAdmin.client.get('/api/organization-management');
    const request = mgmt.body.adminRequests.find((r: { userId: string }) => r.userId === second.id);
    expect(request).toMatchObject({ name: 'Second Admin', status: 'pending' });
    // The redeemer cannot approve themselves; another organization's program admin cannot either.
    expect(
      (await second.client.post(`/api/organization-admin-requests/${request.id}/decision`, { decision: 'approve' }))
        .status,
    ).toBe(403);
    const stranger = await createUser(stack, 'organization_admin');
    await stranger.client.post('/api/organizations', { name: 'Stranger Club' });
    expect(
      (await stranger.client.post(`/api/organization-admin-requests/${request.id}/decision`, { decision: 'approve' }))
        .status,
    ).toBe(403);

    const ok = await orgAdmin.client.post(`/api/organization-admin-requests/${request.id}/decision`, {
      decision: 'approve',
    });
    expect(ok.status).toBe(200);
    expect(
      (await orgAdmin.client.post(`/api/organization-admin-requests/${request.id}/decision`, { decision: 'decline' }))
        .status,
    ).toBe(409);
    const now = await second.client.get('/api/organization-management');
    expect(now.body.organization.name).toBe('North Valley Baseball Club');
    expect(now.body.programAdmins.map((a: { userId: string }) => a.userId).sort()).toEqual(
      [orgAdmin.id, second.id].sort(),
    );
    const [n] = await stack.db.select().from(notifications).where(eq(notifications.userId, second.id));
    expect(n).toMatchObject({ kind: 'organization_admin_decision', title: 'You are now a program admin' });
  });

  it('a declined redemption grants nothing', async () => {
    const third = await createUser(stack, 'organization_admin');
    await third.client.post('/api/organizations/join', { organizationCode: joinCode });
    const mgmt = await orgAdmin.client.get('/api/organization-management');
    const request = mgmt.body.adminRequests.find((r: { userId: string }) => r.userId === third.id);
    expect(
      (await orgAdmin.client.post(`/api/organization-admin-requests/${request.id}/decision`, { decision: 'decline' }))
        .status,
    ).toBe(200);
    const after = await third.client.get('/api/organization-management');
    expect(after.body).toMatchObject({ organization: null, myAdminRequests: [] });
    expect((await third.client.get('/api/teams/HAWKS01/winter-training')).status).toBe(403);
  });

  it('validates a request: team and organization required, message optional', async () => {
    const res = await coach.client.post('/api/organization-requests', { teamCode: '', organizationId: '' });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toMatchObject({
      teamCode: 'Please select a team',
      organizationId: 'Please select an organization',
    });
  });

  it('refuses a request for a team the coach does not run, and from a player', async () => {
    const otherCoach = await createUser(stack, 'coach');
    expect(
      (await otherCoach.client.post('/api/organization-requests', { teamCode: 'HAWKS01', organizationId: orgId }))
        .status,
    ).toBe(403);
    const player = await createUser(stack, 'player');
    const res = await player.client.post('/api/organization-requests', { teamCode: 'HAWKS01', organizationId: orgId });
    expect(res.status).toBe(403);
    expect(res.body.error.message).toBe('Organization requests are only available for coaches.');
  });

  let requestId: string;
  it("stores a coach's request as pending, notifies the program admins and refuses a duplicate", async () => {
    const res = await coach.client.post('/api/organization-requests', {
      teamCode: 'hawks01',
      organizationId: orgId,
      message: '',
    });
    expect(res.status).toBe(201);
    expect(res.body.status).toBe('pending');
    requestId = res.body.id;
    expect(
      (await coach.client.post('/api/organization-requests', { teamCode: 'HAWKS01', organizationId: orgId })).status,
    ).toBe(409);
    const mine = await coach.client.get('/api/organization-requests/mine');
    expect(mine.body.teams).toEqual([{ teamCode: 'HAWKS01', teamName: 'Hawks 16U' }]);
    expect(mine.body.requests[0]).toMatchObject({
      organizationName: 'North Valley Baseball Club',
      status: 'pending',
      message: null,
    });
    const bell = await orgAdmin.client.get('/api/notifications');
    expect(bell.body.items[0].title).toBe('New organization request');
  });

  it("keeps the team's data closed until approval", async () => {
    await stack.db.insert(teamMembers).values({ teamCode: 'HAWKS01', playerName: 'Pat Player' });
    const res = await orgAdmin.client.get('/api/teams/HAWKS01/winter-training');
    expect(res.status).toBe(403);
    expect(res.body.error.message).toBe('Not authorized to view this team');
  });

  it('lets only program admins of that organization decide; the requester is notified in-app and by e-mail', async () => {
    const outsider = await createUser(stack, 'organization_admin');
    await outsider.client.post('/api/organizations', { name: 'Other Club' });
    expect(
      (await outsider.client.post(`/api/organization-requests/${requestId}/decision`, { status: 'approved' })).status,
    ).toBe(403);
    expect(
      (await coach.client.post(`/api/organization-requests/${requestId}/decision`, { status: 'approved' })).status,
    ).toBe(403);
    expect(
      (await orgAdmin.client.post(`/api/organization-requests/${requestId}/decision`, { status: 'maybe' })).status,
    ).toBe(400);

    const res = await orgAdmin.client.post(`/api/organization-requests/${requestId}/decision`, { status: 'approved' });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('approved');
    expect(
      (await orgAdmin.client.post(`/api/organization-requests/${requestId}/decision`, { status: 'rejected' })).status,
    ).toBe(409);

    const [n] = await stack.db.select().from(notifications).where(eq(notifications.userId, coach.id));
    expect(n).toMatchObject({ kind: 'organization_decision', title: 'Organization request approved' });
    const mail = await stack.smtp.waitFor(coach.email, /Organization request approved/);
    expect(mail.text).toContain('North Valley Baseball Club approved the request of team HAWKS01');

    // Approval grants read access to the team's data; a program admin of another organization still gets 403.
    expect((await orgAdmin.client.get('/api/teams/HAWKS01/winter-training')).status).toBe(200);
    const denied = await outsider.client.get('/api/teams/HAWKS01/winter-training');
    expect(denied.status).toBe(403);
    expect(denied.body.error.message).toBe('Not authorized to view this team');

    const mgmt = await orgAdmin.client.get('/api/organization-management');
    expect(mgmt.body.teams).toEqual([
      expect.objectContaining({ teamCode: 'HAWKS01', teamName: 'Hawks 16U', players: 1 }),
    ]);
    expect(mgmt.body.abilities.decideRequests).toBe(true);
  });

  it('shows a rejected request as rejected', async () => {
    await createTeam(coach.id, 'HAWKS02');
    const sent = await coach.client.post('/api/organization-requests', {
      teamCode: 'HAWKS02',
      organizationId: orgId,
      message: 'Please add our 14U team',
    });
    await orgAdmin.client.post(`/api/organization-requests/${sent.body.id}/decision`, { status: 'rejected' });
    const [row] = await stack.db
      .select()
      .from(organizationTeamRequests)
      .where(eq(organizationTeamRequests.id, sent.body.id));
    expect(row!.status).toBe('rejected');
    const mine = await coach.client.get('/api/organization-requests/mine');
    expect(mine.body.requests.find((r: { id: string }) => r.id === sent.body.id)).toMatchObject({
      status: 'rejected',
      message: 'Please add our 14U team',
    });
  });

  it('tells a non-coach they are not a coach on the organization tab data', async () => {
    const player = await createUser(stack, 'player');
    expect((await player.client.get('/api/organization-requests/mine')).body).toEqual({
      isCoach: false,
      teams: [],
      organizations: [],
      requests: [],
    });
  });
});
