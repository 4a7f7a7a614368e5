import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Database } from './client.ts';
import { openTestDatabase } from '../test/test-db.ts';

/**
 * Migration 0012 row_sources on a database that already holds the shipped reference data: every existing row is
 * pointed at the run of the shipped file it came from (NOTICE), not at the latest upload
 * (docs/decisions/0051-row-sources.md). The database is put back to how 0011 left it (no row sources, the old labels,
 * a later one-row upload), then the migration's hand-written part runs.
 */
const file = handWrittenStatements();
function handWrittenStatements() {
  const text = readFileSync(path.join(import.meta.dirname, 'migrations/0014_row_sources.sql'), 'utf8');
  const block = text.slice(text.indexOf('-- hand-written:'), text.indexOf('-- end hand-written'));
  return block
    .split('--> statement-breakpoint')
    .map((s) => s.replace(/^--.*$/m, '').trim())
    .filter(Boolean);
}

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase({ reference: true });
});
afterAll(() => database?.close());

const one = async <T>(q: ReturnType<typeof sql>) =>
  ((await database.db.execute(q)) as unknown as { rows: T[] }).rows[0]!;

describe('migration row_sources on existing data', () => {
  it('cites the shipped file for every existing row, whatever was uploaded last', async () => {
    const { db } = database;
    await db.execute(sql`update colleges set school_import_id = null, academics_import_id = null, list_season = null`);
    await db.execute(sql`update college_fields set climate_import_id = null, field_import_id = null`);
    await db.execute(sql`update baseball_rosters set import_id = null`);
    await db.execute(sql`update college_coaches set import_id = null`);
    await db.execute(
      sql`update reference_imports set source = 'NCAA program list', as_of = '2026' where file_name = 'schools.csv.gz'`,
    );
    await db.execute(
      sql`update reference_imports set source = 'College Scorecard', as_of = '2022–23' where file_name = 'college_academics.csv.gz'`,
    );
    // The upload that, before, relabelled every program.
    await db.execute(
      sql`insert into reference_imports (kind, file_name, status, source, as_of) values ('schools', 'audit.csv', 'completed', 'Audit test file', '2026')`,
    );
    for (const statement of file) await db.execute(sql.raw(statement));

    const schools = await one<{ source: string; as_of: string; n: number }>(sql`
      select r.source, r.as_of, count(*)::int as n from colleges c join reference_imports r on r.id = c.school_import_id
      group by r.source, r.as_of`);
    expect(schools).toEqual({ source: 'College program lists', as_of: '2026 (other associations 2023)', n: 1683 });
    const seasons = await one<{ ncaa: number; other: number }>(sql`
      select count(*) filter (where list_season = '2026')::int as ncaa, count(*) filter (where list_season = '2023')::int as other from colleges`);
    expect(seasons).toEqual({ ncaa: 308 + 253 + 381, other: 1683 - (308 + 253 + 381) });
    const academics = await one<{ source: string; as_of: string; n: number }>(sql`
      select r.source, r.as_of, count(*)::int as n from colleges c join reference_imports r on r.id = c.academics_import_id
      group by r.source, r.as_of`);
    expect(academics).toEqual({ source: 'College Scorecard', as_of: '2018–19 to 2022–23', n: 1561 });
    const unsourced = await one<{ climate: number; rosters: number; coaches: number }>(sql`
      select (select count(*) from college_fields where climate_import_id is null and march_high is not null)::int as climate,
             (select count(*) from baseball_rosters where import_id is null)::int as rosters,
             (select count(*) from college_coaches where import_id is null)::int as coaches`);
    expect(unsourced).toEqual({ climate: 0, rosters: 0, coaches: 0 });
  });

  it('records a run for a shipped file that has none, only when the data is there', async () => {
    const { db } = database;
    await db.execute(sql`update college_coaches set import_id = null`);
    await db.execute(sql`delete from reference_imports where kind = 'coaches'`);
    for (const statement of file) await db.execute(sql.raw(statement));
    const run = await one<{ n: number; source: string }>(sql`
      select count(*)::int as n, min(r.source) as source from college_coaches c join reference_imports r on r.id = c.import_id`);
    expect(run).toEqual({ n: 18, source: 'Official coaching staff' });
  });
});
