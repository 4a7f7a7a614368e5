import { eq, inArray } from 'drizzle-orm';
import type { DemoSeeder } from '../../db/seed/index.ts';
import {
  organizationTeamRequests,
  organizations,
  teamSubscriptions,
  userProfiles,
  userWinterTraining,
  whiteLabelProperties,
} from '../../db/schema/index.ts';

export const DEMO_ORGANIZATION = { name: 'Demo Valley Baseball Club', joinCode: 'DEMOVBC1' };
/** The demo organization's approved team and its pending request. */
export const DEMO_ORGANIZATION_TEAMS = { approved: 'THUNDER17U', pending: 'LIGHTNING15' } as const;
/** An example white-label host (localhost keeps the default logo). */
export const DEMO_WHITE_LABEL_DOMAIN = 'demo-valley.localhost';

/**
 * Demo seeder 50 (docs/decisions/0015-reference-and-demo-data.md): the demo organization with orgadmin@example.com as
 * its program admin, an approved team (Demo Thunder 17U, the demo teams of seeder 30) and a pending request (Demo
 * Lightning 15U), so the program admin's tabs are not empty.
 */
export const seedDemoOrganizations: DemoSeeder = async (deps, world) => {
  await deps.db.transaction(async (tx) => {
    const [org] = await tx
      .insert(organizations)
      .values({
        ...DEMO_ORGANIZATION,
        description: 'A fictitious youth baseball club that oversees several travel teams (demo data).',
        city: 'Dallas',
        state: 'TX',
        contactEmail: 'orgadmin@example.com',
        contactPhone: '555-0103',
        website: 'https://example.com/demo-valley',
        createdBy: world.userIds.orgadmin,
      })
      .returning();
    await tx
      .update(userProfiles)
      .set({ organizationId: org!.id, organizationRole: 'program_admin' })
      .where(eq(userProfiles.userId, world.userIds.orgadmin));
    await tx
      .insert(whiteLabelProperties)
      .values({ domain: DEMO_WHITE_LABEL_DOMAIN, logoUrl: '/logo.svg', appName: 'Demo Valley Dugout', isActive: true })
      .onConflictDoNothing();
    // The demo teams exist when the teams seeder (order 30) ran; both requests come from their coach.
    const teams = await tx
      .select({ teamCode: teamSubscriptions.teamCode, coachUserId: teamSubscriptions.coachUserId })
      .from(teamSubscriptions)
      .where(inArray(teamSubscriptions.teamCode, [DEMO_ORGANIZATION_TEAMS.approved, DEMO_ORGANIZATION_TEAMS.pending]));
    const team = (code: string) => teams.find((t) => t.teamCode === code);
    const approved = team(DEMO_ORGANIZATION_TEAMS.approved);
    const pending = team(DEMO_ORGANIZATION_TEAMS.pending);
    if (approved?.coachUserId)
      await tx.insert(organizationTeamRequests).values({
        organizationId: org!.id,
        teamCode: approved.teamCode,
        requestedBy: approved.coachUserId,
        message: 'Our 17U travel team would like to join the club.',
        status: 'approved',
        decidedBy: world.userIds.orgadmin,
        decidedAt: new Date(),
        createdAt: new Date(Date.now() - 7 * 86_400_000),
      });
    if (pending?.coachUserId)
      await tx.insert(organizationTeamRequests).values({
        organizationId: org!.id,
        teamCode: pending.teamCode,
        requestedBy: pending.coachUserId,
        message: 'Our 15U showcase team would like to join too.',
      });
    await tx.insert(userWinterTraining).values([
      {
        userId: world.userIds.player,
        collectionDate: '2026-01-12',
        weight: 183,
        exitVelocity: 86,
        throwVelocity: 82,
        fastballVelocity: 84,
        sixty: 7.1,
      },
      {
        userId: world.userIds.player,
        collectionDate: '2026-02-16',
        weight: 186,
        exitVelocity: 88,
        throwVelocity: 84,
        fastballVelocity: 86,
        sixty: 7.0,
      },
    ]);
  });
};
