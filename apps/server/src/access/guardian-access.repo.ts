import { and, eq } from 'drizzle-orm';
import type { ActiveGuardian } from '@dugout/domain/access';
import type { DbOrTx } from '../db/client.ts';
import { guardianLinks } from '../db/schema/index.ts';

/**
 * The active link of one guardian to one player, or null: the 'player' route marker's one query, asked only when a
 * request carries the acting-player header (docs/decisions/0060-families.md); index guardian_links_guardian_player_idx.
 */
export async function findActiveGuardianLink(
  db: DbOrTx,
  guardianId: string,
  playerId: string,
): Promise<ActiveGuardian | null> {
  const [row] = await db
    .select({ mayEdit: guardianLinks.guardianMayEdit })
    .from(guardianLinks)
    .where(
      and(
        eq(guardianLinks.guardianId, guardianId),
        eq(guardianLinks.playerId, playerId),
        eq(guardianLinks.status, 'active'),
      ),
    )
    .limit(1);
  return row ? { userId: guardianId, mayEdit: row.mayEdit } : null;
}
