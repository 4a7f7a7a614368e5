import { eq } from 'drizzle-orm';
import { registerDemoSeeder } from '../../db/seed/index.ts';
import { organizations, userProfiles, userWinterTraining, whiteLabelProperties } from '../../db/schema/index.ts';

export const DEMO_ORGANIZATION = { name: 'Demo Valley Baseball Club', joinCode: 'DEMOVBC1' };
/** An example white-label host (localhost keeps the default logo). */
export const DEMO_WHITE_LABEL_DOMAIN = 'demo-valley.localhost';

/** Demo seeder 50 (docs/decisions/0015-reference-and-demo-data.md): the demo organization with orgadmin@example.com as its program admin. */
registerDemoSeeder(50, 'organizations', async (deps, world) => {
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
});
