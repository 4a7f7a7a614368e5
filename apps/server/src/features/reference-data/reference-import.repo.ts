import { eq, inArray, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { baseballRosters, colleges, highSchools, jobFiles, referenceImports, zipCodes } from '../../db/schema/index.ts';

// The queries of a reference import (reference-import.service.ts). The service parses, plans and chunks; each function
// here writes or reads one chunk. Rows were checked by their kind's schema before they get here.

type Rec = Record<string, unknown>;

/** Records one import run (completed or rejected); returns its id. */
export async function insertImportRun(db: DbOrTx, run: typeof referenceImports.$inferInsert): Promise<string | null> {
  const [row] = await db.insert(referenceImports).values(run).returning({ id: referenceImports.id });
  return row?.id ?? null;
}

/** The counts of a run recorded before its rows were written (its rows reference it). */
export async function updateImportRunCounts(db: DbOrTx, id: string, counts: { added: number; updated: number }) {
  await db.update(referenceImports).set(counts).where(eq(referenceImports.id, id));
}

/** Which of these school ids the colleges table holds. */
export function selectSchoolIdsIn(db: DbOrTx, ids: number[]) {
  return db.select({ id: colleges.schoolId }).from(colleges).where(inArray(colleges.schoolId, ids));
}

/** Rows of a reference table whose `column` is one of `ids`. */
export async function selectRowsIn(db: DbOrTx, table: PgTable, column: unknown, ids: unknown[]): Promise<Rec[]> {
  return (await db
    .select()
    .from(table as never)
    .where(inArray(column as never, ids))) as Rec[];
}

/** Inserts rows, or updates the `set` columns of the row with the same key. */
export async function upsertRows(db: DbOrTx, table: PgTable, target: unknown[], rows: Rec[], set: Rec) {
  // Drizzle cannot type an insert into a table chosen at run time: the rows were checked by their kind's schema.
  await db
    .insert(table)
    .values(rows as never)
    .onConflictDoUpdate({ target: target as never, set: set as never });
}

/** Adds high schools (one already there is left alone). */
export async function insertHighSchools(db: DbOrTx, rows: Rec[]) {
  await db
    .insert(highSchools)
    .values(rows as never)
    .onConflictDoNothing();
}

/** Sets the campus coordinates of these schools (`teamId`, `latitude`, `longitude`), changed ones only. */
export async function updateCollegeLocations(db: DbOrTx, rows: Rec[]) {
  const values = sql.join(
    rows.map((r) => sql`(${r.teamId}::int, ${r.latitude}::double precision, ${r.longitude}::double precision)`),
    sql`, `,
  );
  await db.execute(sql`update ${colleges} set latitude = v.lat, longitude = v.lon from (values ${values}) as v(id, lat, lon)
      where ${colleges.schoolId} = v.id and (${colleges.latitude} is distinct from v.lat or ${colleges.longitude} is distinct from v.lon)`);
}

/** Every college with an IPEDS unitid, and the colleges with these school ids (academics join by either). */
export async function selectCollegesForAcademics(db: DbOrTx, schoolIds: number[]): Promise<Rec[]> {
  return (await db
    .select()
    .from(colleges)
    .where(
      sql`${colleges.unitid} is not null or ${colleges.schoolId} in (${sql.join(
        [0, ...schoolIds].map((n) => sql`${n}`),
        sql`, `,
      )})`,
    )) as Rec[];
}

/** Changes one roster row. */
export async function updateRosterRow(db: DbOrTx, id: number, set: Rec) {
  await db.update(baseballRosters).set(set).where(eq(baseballRosters.id, id));
}

/** Adds roster rows. */
export async function insertRosterRows(db: DbOrTx, rows: Rec[]) {
  await db.insert(baseballRosters).values(rows as never);
}

/** A roster row is no longer of the current season. */
export async function markRosterRowNotCurrent(db: DbOrTx, id: number) {
  await db.update(baseballRosters).set({ currentSeason: 'No' }).where(eq(baseballRosters.id, id));
}

/** Stores an uploaded file for its import job (in the database, so any instance can read it after any restart). */
export async function storeImportFile(db: DbOrTx, jobId: string, name: string | null, content: string) {
  await db.insert(jobFiles).values({ jobId, name, content });
}

/** The file stored for an import job, or null once it was imported. */
export async function findImportFile(db: DbOrTx, jobId: string) {
  const [file] = await db.select().from(jobFiles).where(eq(jobFiles.jobId, jobId));
  return file ?? null;
}

/** Removes the stored file of an import job (in the import's transaction). */
export async function deleteImportFile(db: DbOrTx, jobId: string) {
  await db.delete(jobFiles).where(eq(jobFiles.jobId, jobId));
}

/** How many colleges are on file (the first start fills an empty table from data/reference/). */
export async function countColleges(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(colleges);
  return row?.n ?? 0;
}

/** How many ZIP codes are on file (the first start fills an empty table from the zipcodes package). */
export async function countZipCodes(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(zipCodes);
  return row?.n ?? 0;
}
