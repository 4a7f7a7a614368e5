import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { whiteLabelProperties } from '../../db/schema/index.ts';

/** The active white-label settings of a host, or null. */
export async function findActiveWhiteLabel(db: DbOrTx, host: string) {
  const [row] = await db
    .select()
    .from(whiteLabelProperties)
    .where(and(eq(whiteLabelProperties.domain, host), eq(whiteLabelProperties.isActive, true)));
  return row ?? null;
}
