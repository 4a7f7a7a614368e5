// TEMPORARY stand-in for features/families/index.ts (fam-server's `guardiansSharedWithCoaches` and
// `inviteGuardianFromTeam`, docs/decisions/0064-coaches-and-families.md) until that branch's routes are merged; the
// imports in players.service.ts and team-messages.service.ts then point at '../families/index.ts' and this file goes.
import { and, eq, inArray } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { guardianLinks, userProfiles, users } from '../../db/schema/index.ts';

/** Per player: the guardians of an active link who share with coaches (one query for all players). */
export async function guardiansSharedWithCoaches(
  db: Db | DbOrTx,
  playerIds: string[],
): Promise<Map<string, { name: string; email: string }[]>> {
  const out = new Map<string, { name: string; email: string }[]>();
  if (playerIds.length === 0) return out;
  const rows = await db
    .select({
      playerId: guardianLinks.playerId,
      name: users.name,
      firstName: userProfiles.firstName,
      lastName: userProfiles.lastName,
      email: users.email,
    })
    .from(guardianLinks)
    .innerJoin(users, eq(users.id, guardianLinks.guardianId))
    .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
    .where(
      and(
        inArray(guardianLinks.playerId, playerIds),
        eq(guardianLinks.status, 'active'),
        eq(guardianLinks.shareWithCoaches, true),
      ),
    )
    .orderBy(users.email);
  for (const r of rows) {
    const name = [r.firstName, r.lastName].filter(Boolean).join(' ') || r.name;
    const list = out.get(r.playerId!) ?? [];
    list.push({ name, email: r.email });
    out.set(r.playerId!, list);
  }
  return out;
}

/** A coach's invite carrying a guardian's e-mail: a pending link (neither side agreed), once per pair of addresses. */
export async function inviteGuardianFromTeam(
  tx: DbOrTx,
  p: { playerEmail: string; guardianEmail: string; teamCode: string; teamName: string; invitedByUserId: string },
) {
  await tx
    .insert(guardianLinks)
    .values({
      guardianEmail: p.guardianEmail.toLowerCase(),
      playerEmail: p.playerEmail.toLowerCase(),
      invitedBy: 'coach',
      invitedByUserId: p.invitedByUserId,
      teamCode: p.teamCode,
      status: 'pending',
    })
    .onConflictDoNothing();
}
