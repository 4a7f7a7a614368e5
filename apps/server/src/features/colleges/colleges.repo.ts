import { and, asc, eq, isNotNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { colleges } from '../../db/schema/index.ts';

/** School options: complete rows only (non-blank id, name, division), ordered by division then school name. */
export async function loadSchoolOptions(db: DbOrTx, division?: string) {
  return db
    .select({ schoolId: colleges.schoolId, schoolName: colleges.schoolName, division: sql<string>`${colleges.division}`, conference: colleges.conference })
    .from(colleges)
    .where(
      and(
        isNotNull(colleges.division),
        ne(sql`trim(${colleges.division})`, ''),
        ne(sql`trim(${colleges.schoolName})`, ''),
        division ? eq(colleges.division, division) : undefined,
      ),
    )
    .orderBy(asc(colleges.division), asc(colleges.schoolName));
}
