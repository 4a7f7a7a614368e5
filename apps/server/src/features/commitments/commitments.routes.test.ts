import { createUser } from '../../test/factories.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { colleges, notifications, offersReceived, teamMembers, userCommitments } from '../../db/schema/index.ts';
import { startTestStack, type TestStack } from '../../test/test-app.ts';
import { coachWithTeam } from '../../test/team-factories.ts';

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack();
  await stack.db.insert(colleges).values([
    { schoolId: 9201, schoolName: 'Coastal Test University', division: 'D1', conference: 'Shore' },
    { schoolId: 9202, schoolName: 'Prairie Test College', division: 'D2', conference: 'Plains' },
  ]);
});
afterAll(() => stack?.close());

async function teamWithMember() {
  const { coach, teamCode } = await coachWithTeam(stack, 'Commit Hawks');
  const kid = await createUser(stack, 'player');
  await kid.client.post('/api/teams/join', { teamCode });
  const { body } = await coach.client.get(`/api/teams/${teamCode}/players`);
  return { coach, teamCode, kid, memberId: body.members[0].id as string };
}

describe('commitments', () => {
  it('a coach records, changes and removes a commitment: commitment, offer and membership together; the player is notified', async () => {
    const { coach, teamCode, kid, memberId } = await teamWithMember();
    const res = await coach.client.put(`/api/teams/${teamCode}/members/${memberId}/commitment`, { schoolId: 9201 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      profileSynced: true,
      commitment: { schoolName: 'Coastal Test University', division: 'D1', conference: 'Shore' },
    });
    expect((await stack.db.select().from(teamMembers).where(eq(teamMembers.id, memberId)))[0]!.commitmentSchoolId).toBe(
      9201,
    );
    expect(await stack.db.select().from(offersReceived).where(eq(offersReceived.userId, kid.id))).toMatchObject([
      { schoolId: 9201, offerType: 'commitment' },
    ]);
    expect(
      (await stack.db.select().from(notifications).where(eq(notifications.userId, kid.id))).map((n) => n.kind),
    ).toEqual(['commitment_recorded']);
    await stack.smtp.waitFor(kid.email, /commitment was recorded/);

    await coach.client.put(`/api/teams/${teamCode}/members/${memberId}/commitment`, { schoolId: 9202 });
    expect(await stack.db.select().from(userCommitments).where(eq(userCommitments.userId, kid.id))).toMatchObject([
      { schoolId: 9202 },
    ]);
    expect(await stack.db.select().from(offersReceived).where(eq(offersReceived.userId, kid.id))).toHaveLength(2);

    expect((await coach.client.delete(`/api/teams/${teamCode}/members/${memberId}/commitment`)).status).toBe(200);
    expect(await stack.db.select().from(userCommitments).where(eq(userCommitments.userId, kid.id))).toHaveLength(0);
    expect(
      (await stack.db.select().from(teamMembers).where(eq(teamMembers.id, memberId)))[0]!.commitmentSchoolId,
    ).toBeNull();
  });

  it('refuses another coach, the player on the team route, unknown colleges and anonymous visitors', async () => {
    const { teamCode, kid, memberId, coach } = await teamWithMember();
    const other = await createUser(stack, 'coach');
    for (const who of [other, kid]) {
      expect(
        (await who.client.put(`/api/teams/${teamCode}/members/${memberId}/commitment`, { schoolId: 9201 })).status,
      ).toBe(403);
      expect((await who.client.delete(`/api/teams/${teamCode}/members/${memberId}/commitment`)).status).toBe(403);
    }
    const unknown = await coach.client.put(`/api/teams/${teamCode}/members/${memberId}/commitment`, { schoolId: 1 });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe('Invalid school reference. The school may no longer be available.');
    expect((await stack.client().put('/api/me/commitment', { schoolId: 9201 })).status).toBe(401);
    expect(await stack.db.select().from(userCommitments).where(eq(userCommitments.userId, kid.id))).toHaveLength(0);
  });

  it('a member without an account gets only the team commitment (profile sync skipped)', async () => {
    const { coach, teamCode } = await coachWithTeam(stack);
    const [m] = await stack.db
      .insert(teamMembers)
      .values({ teamCode, playerName: 'No Account', playerEmail: 'none@example.test' })
      .returning();
    const res = await coach.client.put(`/api/teams/${teamCode}/members/${m!.id}/commitment`, { schoolId: 9201 });
    expect(res.body).toEqual({ profileSynced: false, commitment: null });
    expect((await stack.db.select().from(teamMembers).where(eq(teamMembers.id, m!.id)))[0]!.commitmentSchoolId).toBe(
      9201,
    );
  });

  it('a player records and removes their own commitment (all their memberships follow)', async () => {
    const { teamCode, kid, memberId } = await teamWithMember();
    const res = await kid.client.put('/api/me/commitment', { schoolId: 9202, commitmentDate: '2026-04-02' });
    expect(res.body.commitment).toMatchObject({ schoolId: 9202, commitmentDate: '2026-04-02' });
    expect((await stack.db.select().from(teamMembers).where(eq(teamMembers.id, memberId)))[0]!.commitmentSchoolId).toBe(
      9202,
    );
    expect(await stack.db.select().from(notifications).where(eq(notifications.userId, kid.id))).toHaveLength(0);
    expect((await kid.client.put('/api/me/commitment', { schoolId: 0 })).status).toBe(400);
    expect((await kid.client.delete('/api/me/commitment')).status).toBe(200);
    expect(await stack.db.select().from(userCommitments).where(eq(userCommitments.userId, kid.id))).toHaveLength(0);
    expect(teamCode).toBeTruthy();
  });
});
