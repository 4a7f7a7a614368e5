import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { PROFILE_OPEN_NOTIFY_INTERVAL_MS } from '@dugout/domain/public-profile';
import type { DbOrTx } from '../../db/client.ts';
import { colleges, profileLinks, schoolContactTracker } from '../../db/schema/index.ts';

/** The school of one of the user's own tracker rows (another's row, or none: null). */
export async function findOwnTrackedSchool(db: DbOrTx, userId: string, trackerId: string) {
  const [row] = await db
    .select({ schoolId: schoolContactTracker.schoolId, schoolName: schoolContactTracker.schoolName })
    .from(schoolContactTracker)
    .where(and(eq(schoolContactTracker.id, trackerId), eq(schoolContactTracker.userId, userId)));
  return row ?? null;
}

/**
 * A new live link for the user and school, unless one is live already: the partial unique index (one live link per
 * player and school) makes a parallel twin insert nothing. True when this call made it.
 */
export async function insertLiveLink(db: DbOrTx, row: { userId: string; schoolId: number; token: string }) {
  const inserted = await db.insert(profileLinks).values(row).onConflictDoNothing().returning({ id: profileLinks.id });
  return inserted.length > 0;
}

/** Revokes the user's live link for the school; how many it revoked (0 or 1). */
export async function revokeLiveLink(db: DbOrTx, userId: string, schoolId: number): Promise<number> {
  const revoked = await db
    .update(profileLinks)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(profileLinks.userId, userId), eq(profileLinks.schoolId, schoolId), isNull(profileLinks.revokedAt)))
    .returning({ id: profileLinks.id });
  return revoked.length;
}

/**
 * Counts one open in ONE statement: the live link with this token AND this owner gets opens + 1 (first and last open
 * set) or, for a bot, bot_opens + 1. Nothing about the visitor is stored. The link counted (its id and school), or
 * null when no live link of this owner has the token.
 */
export async function countOpen(db: DbOrTx, ownerId: string, token: string, bot: boolean) {
  const set = bot
    ? { botOpens: sql`${profileLinks.botOpens} + 1` }
    : {
        opens: sql`${profileLinks.opens} + 1`,
        firstOpenedAt: sql`coalesce(${profileLinks.firstOpenedAt}, now())`,
        lastOpenedAt: sql`now()`,
      };
  const [row] = await db
    .update(profileLinks)
    .set(set)
    .where(and(eq(profileLinks.token, token), eq(profileLinks.userId, ownerId), isNull(profileLinks.revokedAt)))
    .returning({ id: profileLinks.id, schoolId: profileLinks.schoolId });
  return row ?? null;
}

/**
 * Claims the link's notification: sets last_notified_at only when the player was never told of this link or was told
 * a day or more ago (the domain's rule, shouldNotifyProfileOpen). Of parallel opens, one UPDATE wins: the others wait
 * on the row's lock and then find the condition false. True when this call claimed it.
 */
export async function claimOpenNotification(db: DbOrTx, linkId: string): Promise<boolean> {
  const claimed = await db
    .update(profileLinks)
    .set({ lastNotifiedAt: sql`now()` })
    .where(
      and(
        eq(profileLinks.id, linkId),
        or(
          isNull(profileLinks.lastNotifiedAt),
          sql`${profileLinks.lastNotifiedAt} <= now() - make_interval(secs => ${PROFILE_OPEN_NOTIFY_INTERVAL_MS / 1000})`,
        ),
      ),
    )
    .returning({ id: profileLinks.id });
  return claimed.length > 0;
}

/** A college's name (the notification names the school). */
export async function collegeName(db: DbOrTx, schoolId: number): Promise<string | null> {
  const [row] = await db.select({ name: colleges.schoolName }).from(colleges).where(eq(colleges.schoolId, schoolId));
  return row?.name ?? null;
}
