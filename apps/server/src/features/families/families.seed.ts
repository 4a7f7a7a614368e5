import { yearsBefore } from '@dugout/domain/families';
import type { DemoSeederEntry } from '../../db/seed/index.ts';
import { guardianConsents, guardianLinks, users } from '../../db/schema/index.ts';
import { eq } from 'drizzle-orm';

/**
 * Demo family (docs/decisions/0060-families.md): the demo player is 16 today (a minor), and the demo parent
 * parent@example.com has an active link to them with both consents recorded.
 */
export const seedDemoFamily: DemoSeederEntry = {
  order: 60,
  name: 'family',
  seed: async (deps, world) => {
    const playerId = world.userIds.player;
    const guardianId = world.userIds.parent;
    const now = new Date();
    await deps.db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({ dateOfBirth: yearsBefore(now, 16) })
        .where(eq(users.id, playerId));
      const [link] = await tx
        .insert(guardianLinks)
        .values({
          guardianId,
          playerId,
          guardianEmail: 'parent@example.com',
          playerEmail: 'player@example.com',
          invitedBy: 'player',
          invitedByUserId: playerId,
          status: 'active',
          playerAgreedAt: now,
          guardianAgreedAt: now,
        })
        .returning({ id: guardianLinks.id });
      await tx.insert(guardianConsents).values(
        (['share_profile', 'email_child'] as const).map((scope) => ({
          linkId: link!.id,
          playerId,
          guardianId,
          scope,
        })),
      );
    });
  },
};
