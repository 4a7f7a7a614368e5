import type { DbOrTx } from '../../db/client.ts';
import { supportRequests } from '../../db/schema/index.ts';

/** Saves a support request; returns its id. */
export async function insertSupportRequest(db: DbOrTx, values: typeof supportRequests.$inferInsert): Promise<string> {
  const [row] = await db.insert(supportRequests).values(values).returning({ id: supportRequests.id });
  return row!.id;
}
