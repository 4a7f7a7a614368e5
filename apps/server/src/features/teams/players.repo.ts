import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import { normaliseEmail } from '@dugout/domain/shared';
import type { Db, DbOrTx } from '../../db/client.ts';
import { perDatabase, withRowMapper } from '../../db/prepared.ts';
import { qualified } from '../../db/qualified.ts';
import { outbox, teamInvites, teamMembers, userProfiles, users } from '../../db/schema/index.ts';

export type InviteRow = typeof teamInvites.$inferSelect;
export type InviteValues = typeof teamInvites.$inferInsert;

/** Adds one invite (pending, not sent yet); null when the team already has a pending invite for the address. */
export async function insertInvite(db: DbOrTx, values: InviteValues): Promise<InviteRow | null> {
  const [row] = await db
    .insert(teamInvites)
    .values(values)
    // the only unique index a new invite (fresh id, no link yet) can meet is team_invites_one_pending
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

/** The addresses of the team's pending invites. */
export async function listPendingInviteEmails(db: DbOrTx, teamCode: string): Promise<string[]> {
  const rows = await db
    .select({ email: teamInvites.email })
    .from(teamInvites)
    .where(and(eq(teamInvites.teamCode, teamCode), eq(teamInvites.status, 'pending')));
  return rows.map((r) => r.email);
}

/** Adds many invites in one statement; returns how many. */
export async function insertInvites(db: DbOrTx, values: InviteValues[]): Promise<number> {
  const rows = await db.insert(teamInvites).values(values).returning({ id: teamInvites.id });
  return rows.length;
}

/** An invite of the team, or null. */
export async function findInviteOfTeam(db: DbOrTx, teamCode: string, inviteId: string): Promise<InviteRow | null> {
  const [invite] = await db
    .select()
    .from(teamInvites)
    .where(and(eq(teamInvites.id, inviteId), eq(teamInvites.teamCode, teamCode)));
  return invite ?? null;
}

/** The invite whose link carries this token (stored as its hash), or null. */
export async function findInviteByTokenHash(db: DbOrTx, tokenHash: string): Promise<InviteRow | null> {
  const [invite] = await db.select().from(teamInvites).where(eq(teamInvites.tokenHash, tokenHash));
  return invite ?? null;
}

/** Gives the invite a fresh link (its token hash) and marks it sent. */
export async function setInviteLink(db: DbOrTx, inviteId: string, tokenHash: string, expiresAt: Date) {
  await db.update(teamInvites).set({ tokenHash, sentAt: new Date(), expiresAt }).where(eq(teamInvites.id, inviteId));
}

/** Cancels the invite; its link stops working. */
export async function cancelInviteRow(db: DbOrTx, inviteId: string) {
  await db.update(teamInvites).set({ status: 'cancelled', tokenHash: null }).where(eq(teamInvites.id, inviteId));
}

/**
 * Marks the invite accepted by the user if it is still pending. Only one of several accepts at once gets the row back
 * (docs/decisions/0041-team-player-cap.md); the others get null. The link keeps its token hash, so opening it again
 * says the invitation was accepted (409) rather than that the link is invalid.
 */
export async function claimInvite(db: DbOrTx, inviteId: string, userId: string): Promise<InviteRow | null> {
  const [row] = await db
    .update(teamInvites)
    .set({ status: 'accepted', acceptedUserId: userId })
    .where(and(eq(teamInvites.id, inviteId), eq(teamInvites.status, 'pending')))
    .returning();
  return row ?? null;
}

/** How many pending invites the team holds. */
export async function countPendingInvites(db: DbOrTx, teamCode: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(teamInvites)
    .where(and(eq(teamInvites.teamCode, teamCode), eq(teamInvites.status, 'pending')));
  return row?.n ?? 0;
}

/** How many invitation e-mails of the team's invites were queued since `since` (the outbox keeps every one). */
export async function countInviteMailsSince(db: DbOrTx, teamCode: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(outbox)
    .innerJoin(teamInvites, eq(outbox.refId, sql`${qualified(teamInvites.id)}::text`))
    .where(and(eq(outbox.kind, 'team_invite'), eq(teamInvites.teamCode, teamCode), gt(outbox.createdAt, since)));
  return row?.n ?? 0;
}

/** The team's pending invites (Player Management reads them on every load: prepared once per database, db/prepared.ts). */
const pendingInvites = perDatabase((db) =>
  withRowMapper(
    db
      .select()
      .from(teamInvites)
      .where(and(eq(teamInvites.teamCode, sql.placeholder('teamCode')), eq(teamInvites.status, 'pending')))
      .prepare('team_pending_invites'),
  ),
);
export function listPendingInvites(db: Db, teamCode: string) {
  return pendingInvites(db).execute({ teamCode });
}

/** The id of the account with this e-mail address, or null. */
export async function findUserIdByEmail(db: DbOrTx, email: string): Promise<string | null> {
  // accounts store their address lower-case and trimmed
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, normaliseEmail(email)));
  return existing?.id ?? null;
}

/** The account with this e-mail address, or null. */
export async function findUserRowByEmail(db: DbOrTx, email: string) {
  const [existing] = await db
    .select()
    .from(users)
    .where(eq(users.email, normaliseEmail(email)));
  return existing ?? null;
}

/** Fills the player's profile fields from an accepted invite. */
export async function updatePlayerProfile(db: DbOrTx, userId: string, set: Partial<typeof userProfiles.$inferInsert>) {
  await db.update(userProfiles).set(set).where(eq(userProfiles.userId, userId));
}

type MemberFields = Omit<typeof teamMembers.$inferInsert, 'userId' | 'teamCode'>;

/** Makes the user an active member of the team (a former membership comes back with a new join date). */
export async function upsertActiveMember(db: DbOrTx, userId: string, teamCode: string, member: MemberFields) {
  await db
    .insert(teamMembers)
    .values({ ...member, userId, teamCode })
    .onConflictDoUpdate({
      target: [teamMembers.userId, teamMembers.teamCode],
      set: { ...member, joinedAt: new Date() },
    });
}

/** An active member of the team, or null. */
export async function findActiveMember(db: DbOrTx, teamCode: string, memberId: string) {
  const [member] = await db
    .select()
    .from(teamMembers)
    .where(and(eq(teamMembers.id, memberId), eq(teamMembers.teamCode, teamCode), eq(teamMembers.status, 'active')));
  return member ?? null;
}

/** Marks a membership removed. */
export async function markMemberRemoved(db: DbOrTx, memberId: string) {
  await db.update(teamMembers).set({ status: 'removed' }).where(eq(teamMembers.id, memberId));
}

/** Sets one of the coach's ratings of a member (null clears it). */
export async function setMemberRating(
  db: DbOrTx,
  memberId: string,
  column: 'gameScore' | 'hitScore' | 'fieldPitchScore',
  value: number | null,
) {
  await db
    .update(teamMembers)
    .set({ [column]: value })
    .where(eq(teamMembers.id, memberId));
}

/**
 * The active members of the team among `memberIds`, each with the address a message goes to (the account's e-mail,
 * else the one the member joined with) and a name; a removed member or another team's is not among them.
 */
export async function findActiveMembersToMessage(db: DbOrTx, teamCode: string, memberIds: readonly string[]) {
  if (memberIds.length === 0) return [];
  return db
    .select({
      id: teamMembers.id,
      userId: teamMembers.userId,
      playerName: teamMembers.playerName,
      firstName: userProfiles.firstName,
      lastName: userProfiles.lastName,
      email: sql<string | null>`coalesce(${users.email}, ${teamMembers.playerEmail})`,
    })
    .from(teamMembers)
    .leftJoin(users, eq(users.id, teamMembers.userId))
    .leftJoin(userProfiles, eq(userProfiles.userId, teamMembers.userId))
    .where(
      and(
        eq(teamMembers.teamCode, teamCode),
        eq(teamMembers.status, 'active'),
        inArray(teamMembers.id, [...memberIds]),
      ),
    );
}

/** The name and e-mail of an account (the coach a team message comes from, its Reply-To). */
export async function findSender(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({
      name: users.name,
      email: users.email,
      firstName: userProfiles.firstName,
      lastName: userProfiles.lastName,
    })
    .from(users)
    .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
    .where(eq(users.id, userId));
  return row ?? null;
}
