import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { sessions, users } from '../../db/schema/index.ts';

/** Ends every session of a user (a disabled account, an unconfirmed address at sign-in). */
export async function endAllSessions(db: DbOrTx, userId: string) {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

/** The address is proven (a reset link sent to it was used). */
export async function markEmailVerified(db: DbOrTx, userId: string) {
  await db.update(users).set({ emailVerified: true }).where(eq(users.id, userId));
}
