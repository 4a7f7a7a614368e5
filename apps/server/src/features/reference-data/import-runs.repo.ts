import { desc } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { referenceImports } from '../../db/schema/index.ts';

/** The latest reference imports, newest first. */
export function listImportRuns(db: DbOrTx, limit: number) {
  return db.select().from(referenceImports).orderBy(desc(referenceImports.createdAt)).limit(limit);
}
