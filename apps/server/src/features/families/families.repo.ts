import { aliasedTable, and, desc, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { perDatabase, withRowMapper } from '../../db/prepared.ts';
import { qualified } from '../../db/qualified.ts';
import { activeMemberIdsOfTeam } from '../../access/team-access.repo.ts';
import { guardianConsents, guardianLinks, teamSubscriptions, userProfiles, users } from '../../db/schema/index.ts';

/** Queries of the families feature (docs/decisions/0060-families.md, docs/decisions/0024-queries-in-repos.md). */

export type LinkRow = typeof guardianLinks.$inferSelect;

export interface FamilyUser {
  id: string;
  name: string;
  email: string;
  role: string;
  emailVerified: boolean;
  dateOfBirth: string | null;
}

const userColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  role: users.role,
  emailVerified: users.emailVerified,
  dateOfBirth: users.dateOfBirth,
};

/** An account as the families feature reads it, prepared once per database (every family screen reads it). */
const familyUserRead = perDatabase((db: Db) =>
  withRowMapper(
    db
      .select(userColumns)
      .from(users)
      .where(eq(users.id, sql.placeholder('id')))
      .prepare('family_user'),
  ),
);
export async function findFamilyUser(db: Db, id: string): Promise<FamilyUser | null> {
  const [row] = await familyUserRead(db).execute({ id });
  return (row as FamilyUser | undefined) ?? null;
}

export async function findFamilyUserByEmail(db: DbOrTx, email: string): Promise<FamilyUser | null> {
  const [row] = await db
    .select(userColumns)
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  return row ?? null;
}

export async function findLink(db: DbOrTx, id: string): Promise<LinkRow | null> {
  const [row] = await db.select().from(guardianLinks).where(eq(guardianLinks.id, id));
  return row ?? null;
}

/** The link, locked for the rest of the transaction (accept, end, consent: one decision at a time). */
export async function lockLink(tx: DbOrTx, id: string): Promise<LinkRow | null> {
  const [row] = await tx.select().from(guardianLinks).where(eq(guardianLinks.id, id)).for('update');
  return row ?? null;
}

export async function insertLink(tx: DbOrTx, values: typeof guardianLinks.$inferInsert): Promise<LinkRow> {
  const [row] = await tx.insert(guardianLinks).values(values).returning();
  return row!;
}

export async function updateLink(
  tx: DbOrTx,
  id: string,
  values: Partial<typeof guardianLinks.$inferInsert>,
): Promise<LinkRow> {
  const [row] = await tx.update(guardianLinks).set(values).where(eq(guardianLinks.id, id)).returning();
  return row!;
}

/** A non-ended link between the two addresses (either case), if any. */
export async function findOpenLinkByEmails(db: DbOrTx, guardianEmail: string, playerEmail: string) {
  const [row] = await db
    .select()
    .from(guardianLinks)
    .where(
      and(
        eq(sql`lower(${guardianLinks.guardianEmail})`, guardianEmail.toLowerCase()),
        eq(sql`lower(${guardianLinks.playerEmail})`, playerEmail.toLowerCase()),
        ne(guardianLinks.status, 'ended'),
      ),
    );
  return row ?? null;
}

const guardianUser = aliasedTable(users, 'guardian_user');
const playerUser = aliasedTable(users, 'player_user');

/**
 * The user's links that have not ended: by account on either side, or (pending) by the address an invitation names,
 * with both sides' accounts and the coach's team name; newest first. Prepared once per database, per side and with or
 * without one link's id (the guardian's view reads it on every load, docs/decisions/0075-named-statements-on-postgresql.md).
 */
const openLinksReads = perDatabase((db: Db) => {
  const prepare = (side: 'guardian' | 'player', oneLink: boolean) => {
    const id = sql.placeholder('userId');
    const email = sql.placeholder('email');
    const mine =
      side === 'guardian'
        ? or(
            eq(guardianLinks.guardianId, id),
            and(isNull(guardianLinks.guardianId), eq(sql`lower(${guardianLinks.guardianEmail})`, email)),
          )
        : or(
            eq(guardianLinks.playerId, id),
            and(isNull(guardianLinks.playerId), eq(sql`lower(${guardianLinks.playerEmail})`, email)),
          );
    return db
      .select({
        link: guardianLinks,
        guardian: { id: guardianUser.id, name: guardianUser.name, email: guardianUser.email },
        player: {
          id: playerUser.id,
          name: playerUser.name,
          email: playerUser.email,
          dateOfBirth: playerUser.dateOfBirth,
        },
        teamName: teamSubscriptions.teamName,
      })
      .from(guardianLinks)
      .leftJoin(guardianUser, eq(guardianUser.id, guardianLinks.guardianId))
      .leftJoin(playerUser, eq(playerUser.id, guardianLinks.playerId))
      .leftJoin(teamSubscriptions, eq(teamSubscriptions.teamCode, guardianLinks.teamCode))
      .where(
        and(
          ne(guardianLinks.status, 'ended'),
          mine,
          oneLink ? eq(guardianLinks.id, sql.placeholder('linkId')) : undefined,
        ),
      )
      .orderBy(desc(guardianLinks.createdAt))
      .prepare(`family_links_${side}${oneLink ? '_one' : ''}`);
  };
  return {
    guardian: prepare('guardian', false),
    guardianOne: prepare('guardian', true),
    player: prepare('player', false),
    playerOne: prepare('player', true),
  };
});

export function listOpenLinksOf(
  db: Db,
  user: { id: string; email: string },
  side: 'guardian' | 'player',
  linkId?: string,
) {
  const reads = openLinksReads(db);
  const params = { userId: user.id, email: user.email.toLowerCase(), linkId };
  return linkId ? reads[`${side}One`].execute(params) : reads[side].execute(params);
}

const granter = aliasedTable(users, 'granter');
const revoker = aliasedTable(users, 'revoker');

/** Consent rows (active and revoked: the audit trail) of the guardian's active links, newest first, with who granted and revoked. */
export interface ConsentRow {
  linkId: string;
  scope: string;
  grantedAt: Date;
  grantedBy: string;
  revokedAt: Date | null;
  revokedBy: string | null;
}
const guardianConsentsRead = perDatabase((db: Db) =>
  withRowMapper(
    db
      .select({
        linkId: guardianConsents.linkId,
        scope: guardianConsents.scope,
        grantedAt: guardianConsents.grantedAt,
        grantedBy: granter.name,
        revokedAt: guardianConsents.revokedAt,
        revokedBy: revoker.name,
      })
      .from(guardianConsents)
      .innerJoin(granter, eq(granter.id, guardianConsents.guardianId))
      .leftJoin(revoker, eq(revoker.id, guardianConsents.revokedBy))
      .where(
        sql`${guardianConsents.linkId} in (select ${qualified(guardianLinks.id)} from ${guardianLinks} where ${qualified(guardianLinks.guardianId)} = ${sql.placeholder('guardianId')} and ${qualified(guardianLinks.status)} = 'active')`,
      )
      .orderBy(desc(guardianConsents.grantedAt), desc(guardianConsents.id))
      .prepare('family_guardian_consents'),
  ),
);
export async function listConsentsOfGuardian(db: Db, guardianId: string): Promise<ConsentRow[]> {
  return (await guardianConsentsRead(db).execute({ guardianId })) as ConsentRow[];
}

/** The player's unrevoked consents (any guardian's): what mayShareOutsideTeam reads. */
export async function activeConsentsOfPlayer(db: DbOrTx, playerId: string) {
  return db
    .select({ scope: guardianConsents.scope, revokedAt: sql<string | null>`null` })
    .from(guardianConsents)
    .where(and(eq(guardianConsents.playerId, playerId), isNull(guardianConsents.revokedAt)));
}

/** Records a consent; a second unrevoked row of the same player, guardian and scope is refused by the index (no-op). */
export async function insertConsent(
  tx: DbOrTx,
  values: { linkId: string; playerId: string; guardianId: string; scope: string },
) {
  const rows = await tx
    .insert(guardianConsents)
    .values(values)
    .onConflictDoNothing({
      target: [guardianConsents.playerId, guardianConsents.guardianId, guardianConsents.scope],
      where: sql`${guardianConsents.revokedAt} is null`,
    })
    .returning({ id: guardianConsents.id });
  return rows.length > 0;
}

/** Revokes the link's unrevoked consents (of one scope, or all); the rows stay. Returns how many. */
export async function revokeConsents(tx: DbOrTx, linkId: string, revokedBy: string, scope?: string) {
  const rows = await tx
    .update(guardianConsents)
    .set({ revokedAt: new Date(), revokedBy })
    .where(
      and(
        eq(guardianConsents.linkId, linkId),
        isNull(guardianConsents.revokedAt),
        scope ? eq(guardianConsents.scope, scope) : undefined,
      ),
    )
    .returning({ id: guardianConsents.id });
  return rows.length;
}

/** A guardian a player's coaches may see: an active link whose guardian shares with coaches (fam-coach). */
const sharedGuardianColumns = { playerId: guardianLinks.playerId, name: users.name, email: users.email };
const sharesWithCoaches = and(eq(guardianLinks.status, 'active'), eq(guardianLinks.shareWithCoaches, true));

/** Guardians with an active link to these players who let coaches see them (Team Management, fam-coach). */
export async function sharedGuardiansOf(db: DbOrTx, playerIds: string[]) {
  if (!playerIds.length) return [];
  return db
    .select(sharedGuardianColumns)
    .from(guardianLinks)
    .innerJoin(users, eq(users.id, guardianLinks.guardianId))
    .where(and(inArray(guardianLinks.playerId, playerIds), sharesWithCoaches))
    .orderBy(users.name);
}

/**
 * The same guardians for a team's active members, prepared once per database (the team players screen,
 * docs/decisions/0072-per-user-screens-beside-their-twins.md): it needs only the team code, so it runs beside the
 * screen's first reads; the members' subquery names every column's table (docs/decisions/0031-per-user-screens.md).
 */
const teamGuardianReads = perDatabase((db: Db) =>
  withRowMapper(
    db
      .select(sharedGuardianColumns)
      .from(guardianLinks)
      .innerJoin(users, eq(users.id, guardianLinks.guardianId))
      .where(and(sql`${guardianLinks.playerId} in ${activeMemberIdsOfTeam()}`, sharesWithCoaches))
      .orderBy(users.name)
      .prepare('team_shared_guardians'),
  ),
);

export function sharedGuardiansOfTeam(db: Db, teamCode: string) {
  return teamGuardianReads(db).execute({ teamCode });
}

export async function setDateOfBirth(tx: DbOrTx, userId: string, dateOfBirth: string) {
  await tx.update(users).set({ dateOfBirth, updatedAt: new Date() }).where(eq(users.id, userId));
}

export async function findSharingState(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ dateOfBirth: users.dateOfBirth, share: userProfiles.shareWithCollegeCoaches })
    .from(users)
    .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
    .where(eq(users.id, userId));
  return row ?? null;
}

export async function setShareWithCollegeCoaches(tx: DbOrTx, userId: string, share: boolean) {
  await tx
    .update(userProfiles)
    .set({ shareWithCollegeCoaches: share, updatedAt: new Date() })
    .where(eq(userProfiles.userId, userId));
}
