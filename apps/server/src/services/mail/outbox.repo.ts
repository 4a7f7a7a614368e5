import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { outbox } from '../../db/schema/index.ts';

export interface MailState {
  status: string;
  sentAt: Date | null;
}

/** The newest outbox row of each `refId` of one kind (e.g. each invite's last invitation e-mail). */
export async function latestMailByRef(
  db: DbOrTx,
  kind: string,
  refIds: readonly string[],
): Promise<Map<string, MailState>> {
  if (refIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([outbox.refId], { refId: outbox.refId, status: outbox.status, sentAt: outbox.sentAt })
    .from(outbox)
    .where(and(eq(outbox.kind, kind), inArray(outbox.refId, [...refIds])))
    .orderBy(outbox.refId, desc(outbox.createdAt));
  return new Map(rows.map((r) => [r.refId!, { status: r.status, sentAt: r.sentAt }]));
}

/** A site admin's retry of a failed message: queued again with a fresh set of attempts, due now. Null if not failed. */
export async function requeueFailedMail(db: DbOrTx, id: string) {
  const [row] = await db
    .update(outbox)
    .set({ status: 'queued', attempts: 0, nextAttemptAt: sql`now()`, lockedUntil: null })
    .where(and(eq(outbox.id, id), eq(outbox.status, 'failed')))
    .returning({ id: outbox.id, status: outbox.status });
  return row ?? null;
}
