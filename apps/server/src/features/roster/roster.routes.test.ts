import { createUser, TEST_PASSWORD } from '../../test/factories.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { metricSubmissions, organizations, organizationTeamRequests, userProfiles } from '../../db/schema/index.ts';
import { startTestStack, type TestStack } from '../../test/test-app.ts';
import { coachWithTeam } from '../../test/team-factories.ts';

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(() => stack?.close());

describe('player roster and profile', () => {
  it('lists active players with status and score; program admins read it only after approval; players and strangers get 403', async () => {
    const { coach, teamCode } = await coachWithTeam(stack);
    const done = await createUser(stack, 'player', { firstName: 'Dana', lastName: 'Done' });
    const fresh = await createUser(stack, 'player', { firstName: 'Finn', lastName: 'Fresh' });
    for (const p of [done, fresh]) await p.client.post('/api/teams/join', { teamCode });
    await stack.db
      .insert(metricSubmissions)
      .values({ userId: done.id, paymentStatus: 'free', submittedPosition: 'MIF', submittedScore: 81.5 });
    const res = await coach.client.get(`/api/roster/${teamCode}`);
    expect(res.status).toBe(200);
    const byName = Object.fromEntries(res.body.players.map((p: { playerName: string }) => [p.playerName, p]));
    expect(byName['Dana Done']).toMatchObject({ status: 'completed', latestScore: 81.5, position: 'MIF' });
    expect(byName['Finn Fresh']).toMatchObject({ status: 'registered', latestScore: null });
    expect(byName['Dana Done'].lastLogin).toBeNull();
    // A real sign-in fills Last Log-In.
    await stack.client().signIn(done.email, TEST_PASSWORD);
    const lastLogin = (await coach.client.get(`/api/roster/${teamCode}`)).body.players.find(
      (p: { playerName: string }) => p.playerName === 'Dana Done',
    ).lastLogin;
    expect(Date.now() - new Date(lastLogin).getTime()).toBeLessThan(60_000);

    const profile = await coach.client.get(`/api/roster/${teamCode}/players/${done.id}`);
    expect(profile.body).toMatchObject({ firstName: 'Dana', email: done.email, latestScore: 81.5, commitment: null });

    expect((await done.client.get(`/api/roster/${teamCode}`)).status).toBe(403);
    expect(
      (await (await createUser(stack, 'coach')).client.get(`/api/roster/${teamCode}/players/${done.id}`)).status,
    ).toBe(403);

    const [org] = await stack.db.insert(organizations).values({ name: 'Roster Org', joinCode: 'ROST1' }).returning();
    const admin = await createUser(stack, 'organization_admin');
    await stack.db
      .update(userProfiles)
      .set({ organizationId: org!.id, organizationRole: 'program_admin' })
      .where(eq(userProfiles.userId, admin.id));
    const [req] = await stack.db
      .insert(organizationTeamRequests)
      .values({ organizationId: org!.id, teamCode, requestedBy: coach.id, status: 'pending' })
      .returning();
    expect((await admin.client.get(`/api/roster/${teamCode}`)).status).toBe(403);
    await stack.db
      .update(organizationTeamRequests)
      .set({ status: 'approved' })
      .where(eq(organizationTeamRequests.id, req!.id));
    expect((await admin.client.get(`/api/roster/${teamCode}`)).body.players).toHaveLength(2);
  });
});
