import { and, eq, gt, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { emailChanges, userProfiles, users } from '../../db/schema/index.ts';

// E-mail changes (docs/decisions/0039-email-change-confirmation.md): every token is looked up by its SHA-256 hash.

export type EmailChange = typeof emailChanges.$inferSelect;

/** Locks the user's row until the transaction ends, so one account's e-mail changes happen one after the other. */
export async function lockUser(tx: DbOrTx, userId: string) {
  const [row] = await tx
    .select({ id: users.id, email: users.email, name: users.name })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return row ?? null;
}

/** A new request replaces the one still pending (one pending change per user: a partial unique index). */
export async function replacePendingChange(tx: DbOrTx, userId: string) {
  await tx
    .update(emailChanges)
    .set({ status: 'replaced' })
    .where(and(eq(emailChanges.userId, userId), eq(emailChanges.status, 'pending')));
}

export async function insertEmailChange(tx: DbOrTx, values: typeof emailChanges.$inferInsert) {
  const [row] = await tx.insert(emailChanges).values(values).returning();
  return row!;
}

/** The change still waiting for its link, or null. */
export async function findPendingEmailChange(db: DbOrTx, userId: string, now: Date) {
  const [row] = await db
    .select({ email: emailChanges.newEmail, expiresAt: emailChanges.expiresAt })
    .from(emailChanges)
    .where(and(eq(emailChanges.userId, userId), eq(emailChanges.status, 'pending'), gt(emailChanges.expiresAt, now)));
  return row ?? null;
}

/** Uses up a confirmation link: only a pending, unexpired change is claimed, by exactly one request. */
export async function claimPendingChange(tx: DbOrTx, tokenHash: string, now: Date) {
  const [row] = await tx
    .update(emailChanges)
    .set({ status: 'confirmed', confirmedAt: now })
    .where(
      and(eq(emailChanges.tokenHash, tokenHash), eq(emailChanges.status, 'pending'), gt(emailChanges.expiresAt, now)),
    )
    .returning();
  return row ?? null;
}

/** Uses up an undo link: only a confirmed change whose undo link has not expired is claimed, by exactly one request. */
export async function claimUndo(tx: DbOrTx, undoTokenHash: string, now: Date) {
  const [row] = await tx
    .update(emailChanges)
    .set({ status: 'undone', undoneAt: now })
    .where(
      and(
        eq(emailChanges.undoTokenHash, undoTokenHash),
        eq(emailChanges.status, 'confirmed'),
        gt(emailChanges.undoExpiresAt, now),
      ),
    )
    .returning();
  return row ?? null;
}

export async function findChangeByTokenHash(db: DbOrTx, tokenHash: string) {
  const [row] = await db.select().from(emailChanges).where(eq(emailChanges.tokenHash, tokenHash));
  return row ?? null;
}

export async function findChangeByUndoHash(db: DbOrTx, undoTokenHash: string) {
  const [row] = await db.select().from(emailChanges).where(eq(emailChanges.undoTokenHash, undoTokenHash));
  return row ?? null;
}

export async function setUndoLink(tx: DbOrTx, id: string, undoTokenHash: string, undoExpiresAt: Date) {
  await tx.update(emailChanges).set({ undoTokenHash, undoExpiresAt }).where(eq(emailChanges.id, id));
}

/** After an undo: the user's pending change is cancelled and no other change's undo link works any more. */
export async function closeOtherChanges(tx: DbOrTx, userId: string, keepId: string, now: Date) {
  await tx
    .update(emailChanges)
    .set({ status: 'cancelled' })
    .where(and(eq(emailChanges.userId, userId), eq(emailChanges.status, 'pending')));
  await tx
    .update(emailChanges)
    .set({ undoExpiresAt: now })
    .where(and(eq(emailChanges.userId, userId), eq(emailChanges.status, 'confirmed'), ne(emailChanges.id, keepId)));
}

/** Cancels the pending change; returns whether there was one. */
export async function cancelPendingChange(db: DbOrTx, userId: string) {
  const rows = await db
    .update(emailChanges)
    .set({ status: 'cancelled' })
    .where(and(eq(emailChanges.userId, userId), eq(emailChanges.status, 'pending')))
    .returning({ id: emailChanges.id });
  return rows.length > 0;
}

/** The account signs in with `email` from now on (users and user_profiles); the address is proven by its link. */
export async function setAccountEmail(tx: DbOrTx, userId: string, email: string, now: Date) {
  await tx.update(users).set({ email, emailVerified: true, updatedAt: now }).where(eq(users.id, userId));
  await tx.update(userProfiles).set({ email, updatedAt: now }).where(eq(userProfiles.userId, userId));
}
