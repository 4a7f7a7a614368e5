import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import {
  organizations,
  organizationTeamRequests,
  teamAdministrators,
  teamCoaches,
  teamSubscriptions,
  userProfiles,
} from '../db/schema/index.ts';
import { createUser } from '../test/factories.ts';
import { coachWithTeam } from '../test/team-factories.ts';
import { startTestStack, type TestStack } from '../test/test-app.ts';
import { recountActivePlayers } from '../features/teams/teams.repo.ts';
import { loadTeamAccess } from './team-access.repo.ts';

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(() => stack?.close());

/**
 * The access snapshot of a team lists that team's staff only. A regression test: the snapshot's correlated subqueries
 * once compared `team_code` with itself (an unqualified column inside the subquery), so every approved team coach,
 * team administrator and approving organization of ANY team was granted EVERY team (docs/decisions/0031-per-user-screens.md).
 */
describe('team access snapshots', () => {
  it(
    "grant a team's own staff and organizations only: the staff of another team are refused",
    { timeout: 120_000 },
    async () => {
      const a = await coachWithTeam(stack, 'Snapshot A');
      const b = await coachWithTeam(stack, 'Snapshot B');
      const teamCoach = await createUser(stack, 'coach');
      const teamAdmin = await createUser(stack, 'coach');
      const pendingCoach = await createUser(stack, 'coach');
      await stack.db.insert(teamCoaches).values([
        { teamCode: a.teamCode, coachUserId: teamCoach.id, status: 'approved' },
        { teamCode: a.teamCode, coachUserId: pendingCoach.id, status: 'pending' },
      ]);
      await stack.db
        .insert(teamAdministrators)
        .values({ teamCode: a.teamCode, userId: teamAdmin.id, status: 'approved' });
      const [org] = await stack.db
        .insert(organizations)
        .values({ name: 'Snapshot Org', joinCode: 'SNAP1' })
        .returning();
      const programAdmin = await createUser(stack, 'organization_admin');
      await stack.db
        .update(userProfiles)
        .set({ organizationId: org!.id, organizationRole: 'program_admin' })
        .where(eq(userProfiles.userId, programAdmin.id));
      await stack.db
        .insert(organizationTeamRequests)
        .values({ organizationId: org!.id, teamCode: a.teamCode, requestedBy: a.coach.id, status: 'approved' });

      const byCode = new Map((await loadTeamAccess(stack.db, [a.teamCode, b.teamCode])).map((t) => [t.teamCode, t]));
      expect(byCode.get(a.teamCode)).toMatchObject({
        ownerId: a.coach.id,
        administratorIds: [teamAdmin.id],
        coachIds: [teamCoach.id],
        approvedOrganizationIds: [org!.id],
      });
      expect(byCode.get(b.teamCode)).toMatchObject({
        ownerId: b.coach.id,
        administratorIds: [],
        coachIds: [],
        approvedOrganizationIds: [],
      });

      for (const path of ['/api/roster/:code', '/api/teams/:code/players']) {
        for (const who of [teamCoach, teamAdmin, programAdmin])
          expect((await who.client.get(path.replace(':code', a.teamCode))).status, `${path} of A`).toBe(200);
        for (const who of [teamCoach, teamAdmin, programAdmin, pendingCoach, a.coach])
          expect((await who.client.get(path.replace(':code', b.teamCode))).status, `${path} of B`).toBe(403);
        expect((await pendingCoach.client.get(path.replace(':code', a.teamCode))).status).toBe(403);
        expect((await b.coach.client.get(path.replace(':code', b.teamCode))).status).toBe(200);
      }
    },
  );

  it("count each team's own active players", async () => {
    const a = await coachWithTeam(stack, 'Count A');
    const b = await coachWithTeam(stack, 'Count B');
    for (const [teamCode, n] of [
      [a.teamCode, 1],
      [b.teamCode, 2],
    ] as const)
      for (let i = 0; i < n; i++)
        await (await createUser(stack, 'player')).client.post('/api/teams/join', { teamCode });
    await recountActivePlayers(stack.db, a.teamCode);
    await recountActivePlayers(stack.db, b.teamCode);
    const rows = await stack.db
      .select({ teamCode: teamSubscriptions.teamCode, activePlayers: teamSubscriptions.activePlayers })
      .from(teamSubscriptions)
      .where(inArray(teamSubscriptions.teamCode, [a.teamCode, b.teamCode]));
    expect(Object.fromEntries(rows.map((r) => [r.teamCode, r.activePlayers]))).toEqual({
      [a.teamCode]: 1,
      [b.teamCode]: 2,
    });
  });
});
