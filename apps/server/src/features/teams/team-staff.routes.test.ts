import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { colleges, notifications, teamCoaches, teamMembers } from '../../db/schema/index.ts';
import { startTestStack, type TestStack } from '../../test/test-app.ts';
import { createUser } from '../../test/factories.ts';
import { coachWithTeam } from '../../test/team-factories.ts';
import { linkIn } from '../../test/smtp.ts';
import { TEAM_CODE_CHECKS_PER_MINUTE, TEAM_JOINS_PER_MINUTE } from './teams.routes.ts';

let stack: TestStack;
beforeAll(async () => {
  // TRUST_PROXY lets each test speak from its own client address, so the rate-limit test does not starve the others.
  stack = await startTestStack({ env: { TRUST_PROXY: 'true' } });
  await stack.db
    .insert(colleges)
    .values({ schoolId: 9801, schoolName: 'Staff Test State', division: 'D1', conference: 'Demo' });
});
afterAll(() => stack?.close());

describe('team staff: a TeamID grants no staff rights by itself', () => {
  it('a coach joining by code is pending (403 on every team read and write) until the owner approves; removal ends access at once', async () => {
    const { coach: owner, teamCode } = await coachWithTeam(stack, 'Staff Hawks');
    const player = await createUser(stack, 'player', { firstName: 'Pia', lastName: 'Player' });
    await player.client.post('/api/teams/join', { teamCode });
    const coach = await createUser(stack, 'coach', { firstName: 'Pete', lastName: 'Pending' });

    const joined = await coach.client.post('/api/teams/join', { teamCode });
    expect(joined.status).toBe(200);
    expect(joined.body).toMatchObject({
      pending: true,
      alreadyMember: false,
      message: 'Request sent to the team owner',
    });
    expect((await coach.client.post('/api/teams/join', { teamCode })).body).toMatchObject({
      pending: true,
      alreadyMember: true,
    });
    expect((await coach.client.get('/api/teams')).body.teams).toEqual([
      expect.objectContaining({ teamCode, pending: true }),
    ]);

    // The owner is told in-app and by e-mail.
    const [note] = await stack.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, owner.id), eq(notifications.kind, 'coach_request')));
    expect(note!.body).toContain('Pete Pending');
    await stack.smtp.waitFor(owner.email, /A coach asks to join your team/);

    const reads = [
      `/api/teams/${teamCode}`,
      `/api/teams/${teamCode}/players`,
      `/api/teams/${teamCode}/college-interaction`,
      `/api/roster/${teamCode}`,
      `/api/teams/${teamCode}/winter-training`,
      `/api/tracker?user=${player.id}`,
      `/api/colleges/9801/team-players?team=${teamCode}`,
    ];
    for (const path of reads) expect((await coach.client.get(path)).status, path).toBe(403);
    // Without naming a team, the school profile's team players follow the same rule (docs/decisions/0050-college-search-card.md).
    const staffTeamsOnProfile = async () =>
      (await coach.client.get('/api/colleges/9801/team-players')).body.teamCodes as string[];
    expect(await staffTeamsOnProfile()).toEqual([]);
    expect((await coach.client.patch(`/api/teams/${teamCode}`, { teamName: 'Taken Over', state: 'TX' })).status).toBe(
      403,
    );
    const [member] = await stack.db.select().from(teamMembers).where(eq(teamMembers.userId, player.id));
    expect(
      (await coach.client.put(`/api/teams/${teamCode}/members/${member!.id}/rating`, { kind: 'game', value: 1 }))
        .status,
    ).toBe(403);
    // A pending coach cannot approve themselves.
    expect(
      (await coach.client.post(`/api/teams/${teamCode}/staff/${coach.id}/decision`, { decision: 'approve' })).status,
    ).toBe(403);

    // The owner sees the pending coach with Approve / Decline and approves.
    const detail = await owner.client.get(`/api/teams/${teamCode}`);
    expect(detail.body.coaches[1]).toMatchObject({
      userId: coach.id,
      status: 'pending',
      actions: { approve: true, decline: true, remove: false },
    });
    const approved = await owner.client.post(`/api/teams/${teamCode}/staff/${coach.id}/decision`, {
      decision: 'approve',
    });
    expect(approved.body).toEqual({ userId: coach.id, status: 'approved' });
    for (const path of reads) expect((await coach.client.get(path)).status, path).toBe(200);
    expect(await staffTeamsOnProfile()).toEqual([teamCode]);
    expect((await coach.client.get('/api/teams')).body.teams).toEqual([
      expect.objectContaining({ teamCode, pending: false }),
    ]);
    // An approved coach may not remove anyone; the owner cannot remove themselves.
    expect((await coach.client.delete(`/api/teams/${teamCode}/staff/${owner.id}`)).status).toBe(403);
    expect((await owner.client.delete(`/api/teams/${teamCode}/staff/${owner.id}`)).status).toBe(403);

    const removed = await owner.client.delete(`/api/teams/${teamCode}/staff/${coach.id}`);
    expect(removed.body).toEqual({ userId: coach.id, status: 'removed' });
    for (const path of reads) expect((await coach.client.get(path)).status, path).toBe(403);
    expect(await staffTeamsOnProfile()).toEqual([]);
    expect((await coach.client.get('/api/teams')).body.teams).toEqual([]);
    expect(
      (await owner.client.get(`/api/teams/${teamCode}`)).body.coaches.map((c: { userId: string }) => c.userId),
    ).toEqual([owner.id]);
    const [n] = await stack.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, coach.id), eq(notifications.title, 'You were removed from a team')));
    expect(n).toBeDefined();
  }, 120_000);

  it('a declined coach gets nothing; a player or another coach cannot decide', async () => {
    const { coach: owner, teamCode } = await coachWithTeam(stack, 'Decline Hawks');
    const coach = await createUser(stack, 'coach');
    await coach.client.post('/api/teams/join', { teamCode });
    const stranger = await createUser(stack, 'coach');
    expect(
      (await stranger.client.post(`/api/teams/${teamCode}/staff/${coach.id}/decision`, { decision: 'approve' })).status,
    ).toBe(403);
    expect(
      (await owner.client.post(`/api/teams/${teamCode}/staff/${coach.id}/decision`, { decision: 'maybe' })).status,
    ).toBe(400);
    expect(
      (await owner.client.post(`/api/teams/${teamCode}/staff/${coach.id}/decision`, { decision: 'decline' })).body
        .status,
    ).toBe('removed');
    expect(
      (await owner.client.post(`/api/teams/${teamCode}/staff/${coach.id}/decision`, { decision: 'approve' })).status,
    ).toBe(404);
    expect((await coach.client.get(`/api/teams/${teamCode}`)).status).toBe(403);
    const [row] = await stack.db.select().from(teamCoaches).where(eq(teamCoaches.coachUserId, coach.id));
    expect(row!.status).toBe('removed');
  });

  it('a removed player cannot rejoin by code (the join failure), but a new invite brings them back', async () => {
    const { coach: owner, teamCode } = await coachWithTeam(stack, 'Removal Hawks');
    const player = await createUser(stack, 'player', { firstName: 'Rae' });
    expect((await player.client.post('/api/teams/join', { teamCode })).body.alreadyMember).toBe(false);
    const [member] = await stack.db.select().from(teamMembers).where(eq(teamMembers.userId, player.id));
    expect((await owner.client.delete(`/api/teams/${teamCode}/members/${member!.id}`)).status).toBe(200);

    const again = await player.client.post('/api/teams/join', { teamCode });
    expect(again.status).toBe(403);
    expect(again.body.error.message).toBe('Failed to join team');
    const [still] = await stack.db.select().from(teamMembers).where(eq(teamMembers.id, member!.id));
    expect(still!.status).toBe('removed');

    const { body: invite } = await owner.client.post(`/api/teams/${teamCode}/invites`, {
      firstName: 'Rae',
      lastName: 'Back',
      email: player.email,
      primaryPosition: 'OF',
      graduationYear: new Date().getFullYear() + 1,
    });
    await owner.client.post(`/api/teams/${teamCode}/invites/${invite.id}/send`);
    const token = new URL(
      linkIn(await stack.smtp.waitFor(player.email, /invited/), `${stack.url}/accept-invite?token=`),
    ).searchParams.get('token')!;
    expect((await stack.client().post('/api/invites/accept', { token, password: 'correct-horse-9' })).status).toBe(200);
    const [back] = await stack.db.select().from(teamMembers).where(eq(teamMembers.id, member!.id));
    expect(back!.status).toBe('active');
  });

  it("a player who joined by code sees only their own row in team-players, never teammates' names, schools or scores", async () => {
    const { coach: owner, teamCode } = await coachWithTeam(stack, 'Privacy Hawks');
    const me = await createUser(stack, 'player', { firstName: 'Mia', lastName: 'Mine' });
    const mate = await createUser(stack, 'player', { firstName: 'Tom', lastName: 'Teammate' });
    for (const p of [me, mate]) {
      await p.client.post('/api/teams/join', { teamCode });
      expect(
        (
          await p.client.post('/api/tracker', {
            schoolId: 9801,
            schoolName: 'Staff Test State',
            division: 'D1',
            conference: 'Demo',
          })
        ).status,
      ).toBe(201);
    }
    const mine = await me.client.get('/api/colleges/9801/team-players');
    expect(mine.status).toBe(200);
    expect(mine.body.interested.map((p: { userId: string }) => p.userId)).toEqual([me.id]);
    expect(JSON.stringify(mine.body)).not.toContain('Teammate');
    expect((await me.client.get(`/api/colleges/9801/team-players?team=${teamCode}`)).status).toBe(403);
    expect((await me.client.get(`/api/teams/${teamCode}/players`)).status).toBe(403);
    // Staff see the whole team.
    const staff = await owner.client.get(`/api/colleges/9801/team-players?team=${teamCode}`);
    expect(staff.body.interested.map((p: { userId: string }) => p.userId).sort()).toEqual([me.id, mate.id].sort());
  });

  it('rate limits the TeamID check and join per address and per account: 429 with Retry-After after the limit', async () => {
    const coach = await createUser(stack, 'coach');
    const from = { headers: { 'x-forwarded-for': '203.0.113.77' } };
    for (let i = 0; i < TEAM_CODE_CHECKS_PER_MINUTE; i++)
      expect((await coach.client.request('GET', '/api/teams/check?code=GUESS' + i, undefined, from)).status).toBe(200);
    const limited = await coach.client.request('GET', '/api/teams/check?code=GUESSX', undefined, from);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    for (let i = 0; i < TEAM_JOINS_PER_MINUTE; i++)
      expect((await coach.client.request('POST', '/api/teams/join', { teamCode: 'GUESS' + i }, from)).status).toBe(404);
    const joinLimited = await coach.client.request('POST', '/api/teams/join', { teamCode: 'GUESSX' }, from);
    expect(joinLimited.status).toBe(429);
    expect(Number(joinLimited.headers.get('retry-after'))).toBeGreaterThan(0);
    // The same account from another address is still limited (the limit counts per account too) …
    const elsewhere = { headers: { 'x-forwarded-for': '203.0.113.78' } };
    expect((await coach.client.request('GET', '/api/teams/check?code=OTHER', undefined, elsewhere)).status).toBe(429);
    // … while another account from another address is not affected.
    const other = await createUser(stack, 'coach');
    expect((await other.client.request('GET', '/api/teams/check?code=OTHER', undefined, elsewhere)).status).toBe(200);
  });

  it('rate limits organization code redemption: 429 with Retry-After', async () => {
    const admin = await createUser(stack, 'organization_admin');
    const from = { headers: { 'x-forwarded-for': '203.0.113.90' } };
    let last = 0;
    let retryAfter: string | null = null;
    for (let i = 0; i < 11; i++) {
      const res = await admin.client.request('POST', '/api/organizations/join', { organizationCode: 'NOPE' + i }, from);
      last = res.status;
      retryAfter = res.headers.get('retry-after');
    }
    expect(last).toBe(429);
    expect(Number(retryAfter)).toBeGreaterThan(0);
  });
});
