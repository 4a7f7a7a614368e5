import { eq } from 'drizzle-orm';
import { isCoachActor, type AccountRole } from '@dugout/domain/access';
import type { Db, DbOrTx } from '../../db/client.ts';
import { sessions, supportRequests, userProfiles, users, whiteLabelProperties } from '../../db/schema/index.ts';

/** The writes of the admin area (ARCHITECTURE.md: queries live in *.repo.ts, never in routes). */

export async function findUser(db: DbOrTx, id: string) {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  return user ?? null;
}

/** A role change (and the coach flag it implies) and/or disabling (which ends every session), in one transaction. */
export async function updateUserAccess(db: Db, id: string, change: { role?: string; disabled?: boolean }) {
  await db.transaction(async (tx) => {
    if (change.role) {
      await tx.update(users).set({ role: change.role, updatedAt: new Date() }).where(eq(users.id, id));
      await tx
        .update(userProfiles)
        .set({ isCoach: isCoachActor({ role: change.role as AccountRole, isCoach: false }), updatedAt: new Date() })
        .where(eq(userProfiles.userId, id));
    }
    if (change.disabled !== undefined) {
      await tx.update(users).set({ disabled: change.disabled, updatedAt: new Date() }).where(eq(users.id, id));
      if (change.disabled) await tx.delete(sessions).where(eq(sessions.userId, id));
    }
  });
  const [after] = await db
    .select({ id: users.id, email: users.email, role: users.role, disabled: users.disabled })
    .from(users)
    .where(eq(users.id, id));
  return after!;
}

export async function whiteLabelDomainTaken(db: DbOrTx, domain: string): Promise<boolean> {
  const [taken] = await db
    .select({ id: whiteLabelProperties.id })
    .from(whiteLabelProperties)
    .where(eq(whiteLabelProperties.domain, domain));
  return !!taken;
}

export async function insertWhiteLabel(db: DbOrTx, values: typeof whiteLabelProperties.$inferInsert) {
  const [row] = await db.insert(whiteLabelProperties).values(values).returning();
  return row!;
}

export async function updateWhiteLabel(
  db: DbOrTx,
  id: string,
  values: Partial<typeof whiteLabelProperties.$inferInsert>,
) {
  const [row] = await db.update(whiteLabelProperties).set(values).where(eq(whiteLabelProperties.id, id)).returning();
  return row ?? null;
}

/** true when a row was removed. */
export async function deleteWhiteLabel(db: DbOrTx, id: string): Promise<boolean> {
  const gone = await db
    .delete(whiteLabelProperties)
    .where(eq(whiteLabelProperties.id, id))
    .returning({ id: whiteLabelProperties.id });
  return gone.length > 0;
}

export async function setSupportRequestStatus(db: DbOrTx, id: string, status: 'open' | 'closed') {
  const [row] = await db
    .update(supportRequests)
    .set({ status })
    .where(eq(supportRequests.id, id))
    .returning({ id: supportRequests.id, status: supportRequests.status });
  return row ?? null;
}
