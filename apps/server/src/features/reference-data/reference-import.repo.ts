import { eq, getTableColumns, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import {
  baseballRosters,
  collegeCoaches,
  collegeFields,
  colleges,
  commitCounts,
  highSchools,
  jobFiles,
  referenceImports,
  teamTransfers,
  zipCodes,
} from '../../db/schema/index.ts';

// The queries of a reference import (reference-import.service.ts). The service parses, plans and chunks; each function
// here reads or writes one chunk of one kind's table. Rows were checked by their kind's schema before they get here
// (parseReferenceRow in the domain), so a row is cast to its table's insert type, not checked again.

type Rec = Record<string, unknown>;

/** Reads the rows of one reference table whose key is one of `ids` (one chunk). */
export type SelectIn = (db: DbOrTx, ids: unknown[]) => Promise<Rec[]>;
/** Inserts rows of one reference table, or updates the `set` columns (property names) of the row with the same key. */
export type Upsert = (db: DbOrTx, rows: Rec[], set: readonly string[]) => Promise<void>;

/** `set` for an upsert of many rows: each named column takes the value the row brought (`excluded`). */
function fromExcluded(table: PgTable, keys: readonly string[]) {
  const columns = getTableColumns(table);
  return Object.fromEntries(
    keys.map((key) => {
      const column = columns[key];
      if (!column) throw new Error(`unknown column ${key}`);
      return [key, sql`excluded.${sql.identifier(column.name)}`];
    }),
  );
}

// One reader and one writer per kind's table, keyed as the service plans them.

export const selectCollegesIn: SelectIn = (db, ids) =>
  db
    .select()
    .from(colleges)
    .where(inArray(colleges.schoolId, ids as number[]));
export const upsertColleges: Upsert = async (db, rows, set) => {
  await db
    .insert(colleges)
    .values(rows as Array<typeof colleges.$inferInsert>)
    .onConflictDoUpdate({ target: colleges.schoolId, set: fromExcluded(colleges, set) });
};

export const selectCoachesIn: SelectIn = (db, ids) =>
  db
    .select()
    .from(collegeCoaches)
    .where(inArray(collegeCoaches.teamId, ids as number[]));
export const upsertCoaches: Upsert = async (db, rows, set) => {
  await db
    .insert(collegeCoaches)
    .values(rows as Array<typeof collegeCoaches.$inferInsert>)
    .onConflictDoUpdate({ target: collegeCoaches.teamId, set: fromExcluded(collegeCoaches, set) });
};

export const selectFieldsIn: SelectIn = (db, ids) =>
  db
    .select()
    .from(collegeFields)
    .where(inArray(collegeFields.teamId, ids as number[]));
export const upsertFields: Upsert = async (db, rows, set) => {
  await db
    .insert(collegeFields)
    .values(rows as Array<typeof collegeFields.$inferInsert>)
    .onConflictDoUpdate({ target: collegeFields.teamId, set: fromExcluded(collegeFields, set) });
};

export const selectCommitCountsIn: SelectIn = (db, ids) =>
  db
    .select()
    .from(commitCounts)
    .where(inArray(commitCounts.teamId, ids as number[]));
export const upsertCommitCounts: Upsert = async (db, rows, set) => {
  await db
    .insert(commitCounts)
    .values(rows as Array<typeof commitCounts.$inferInsert>)
    .onConflictDoUpdate({ target: [commitCounts.teamId, commitCounts.gradYear], set: fromExcluded(commitCounts, set) });
};

export const selectTransfersIn: SelectIn = (db, ids) =>
  db
    .select()
    .from(teamTransfers)
    .where(inArray(teamTransfers.teamId, ids as number[]));
export const upsertTransfers: Upsert = async (db, rows, set) => {
  await db
    .insert(teamTransfers)
    .values(rows as Array<typeof teamTransfers.$inferInsert>)
    .onConflictDoUpdate({ target: teamTransfers.teamId, set: fromExcluded(teamTransfers, set) });
};

export const selectZipCodesIn: SelectIn = (db, ids) =>
  db
    .select()
    .from(zipCodes)
    .where(inArray(zipCodes.zipCode, ids as string[]));
export const upsertZipCodes: Upsert = async (db, rows, set) => {
  await db
    .insert(zipCodes)
    .values(rows as Array<typeof zipCodes.$inferInsert>)
    .onConflictDoUpdate({ target: zipCodes.zipCode, set: fromExcluded(zipCodes, set) });
};

/** The high schools of these states (a high school is known by name, city and state). */
export const selectHighSchoolsIn: SelectIn = (db, states) =>
  db
    .select()
    .from(highSchools)
    .where(inArray(highSchools.state, states as string[]));

/** The roster rows of these teams. */
export const selectRostersIn: SelectIn = (db, teamIds) =>
  db
    .select()
    .from(baseballRosters)
    .where(inArray(baseballRosters.teamid, teamIds as number[]));

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

/** Adds high schools (one already there is left alone). */
export async function insertHighSchools(db: DbOrTx, rows: Rec[]) {
  await db
    .insert(highSchools)
    .values(rows as Array<typeof highSchools.$inferInsert>)
    .onConflictDoNothing();
}

/**
 * Sets the campus coordinates of these schools (`teamId`, `latitude`, `longitude`), changed ones only. One statement per
 * chunk (`update … from (values …)`), which Drizzle's update builder cannot express: a parameterised `sql` template.
 */
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
    .where(or(isNotNull(colleges.unitid), inArray(colleges.schoolId, [0, ...schoolIds])))) as Rec[];
}

/** Changes one roster row. */
export async function updateRosterRow(db: DbOrTx, id: number, set: Rec) {
  await db.update(baseballRosters).set(set).where(eq(baseballRosters.id, id));
}

/** Adds roster rows. */
export async function insertRosterRows(db: DbOrTx, rows: Rec[]) {
  await db.insert(baseballRosters).values(rows as Array<typeof baseballRosters.$inferInsert>);
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
