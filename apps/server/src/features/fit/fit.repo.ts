import { and, eq, isNotNull } from 'drizzle-orm';
import {
  benchmarkTableSchema,
  contactRulesUpdateSchema,
  defaultBenchmarkTable,
  defaultContactRules,
  summarizeRoster,
  type BenchmarkTable,
  type ContactRule,
  type FitProgram,
  type RosterSummary,
} from '@dugout/domain/fit';
import type { DbOrTx } from '../../db/client.ts';
import { baseballRosters, colleges, fitSettings, interviewAnswers, userProfiles } from '../../db/schema/index.ts';
import { cached } from '../../services/cache/reference-cache.ts';

/* ---- admin-edited tables (one JSON value per key; none stored: the domain's default) ---------------------------- */

export const BENCHMARKS_KEY = 'benchmarks';
export const CONTACT_RULES_KEY = 'contact-rules';

async function readSetting(db: DbOrTx, key: string) {
  const [row] = await db.select().from(fitSettings).where(eq(fitSettings.key, key));
  return row ?? null;
}

export async function writeSetting(db: DbOrTx, key: string, value: unknown, userId: string) {
  const now = new Date();
  await db
    .insert(fitSettings)
    .values({ key, value, updatedBy: userId, updatedAt: now })
    .onConflictDoUpdate({ target: fitSettings.key, set: { value, updatedBy: userId, updatedAt: now } });
}

/** The benchmark table in force (a stored row that no longer validates falls back to the default). */
export async function loadBenchmarks(db: DbOrTx): Promise<{ table: BenchmarkTable; updatedAt: Date | null }> {
  const row = await readSetting(db, BENCHMARKS_KEY);
  const parsed = row ? benchmarkTableSchema.safeParse(row.value) : null;
  return parsed?.success
    ? { table: parsed.data as BenchmarkTable, updatedAt: row!.updatedAt }
    : { table: defaultBenchmarkTable(), updatedAt: null };
}

export async function loadContactRules(db: DbOrTx): Promise<{ rules: ContactRule[]; updatedAt: Date | null }> {
  const row = await readSetting(db, CONTACT_RULES_KEY);
  const parsed = row ? contactRulesUpdateSchema.safeParse(row.value) : null;
  return parsed?.success
    ? { rules: parsed.data.rules, updatedAt: row!.updatedAt }
    : { rules: defaultContactRules(), updatedAt: null };
}

/* ---- interview answers ------------------------------------------------------------------------------------------- */

export async function readInterview(db: DbOrTx, userId: string) {
  const [row] = await db.select().from(interviewAnswers).where(eq(interviewAnswers.userId, userId));
  return row ?? null;
}

export async function writeInterview(db: DbOrTx, userId: string, answers: unknown) {
  const now = new Date();
  await db
    .insert(interviewAnswers)
    .values({ userId, answers, updatedAt: now })
    .onConflictDoUpdate({ target: interviewAnswers.userId, set: { answers, updatedAt: now } });
  return now;
}

/* ---- programs -------------------------------------------------------------------------------------------------- */

type RosterRow = {
  teamid: number;
  position: string | null;
  height: number | null;
  weight: number | null;
  academicYear: string | null;
  season: string | null;
};

/** Each program's current roster (its latest season among current_season 'Yes' rows), summarised per fit group. */
export function summarizeRosters(rows: readonly RosterRow[], fallbackSeason: number): Map<number, RosterSummary> {
  const byTeam = new Map<number, RosterRow[]>();
  for (const r of rows) {
    const list = byTeam.get(r.teamid);
    if (list) list.push(r);
    else byTeam.set(r.teamid, [r]);
  }
  const out = new Map<number, RosterSummary>();
  for (const [teamid, list] of byTeam) {
    const latest =
      list
        .map((r) => r.season)
        .filter((s): s is string => !!s)
        .sort()
        .at(-1) ?? null;
    const current = latest ? list.filter((r) => r.season === latest) : list;
    const season = latest && /^\d{4}/.test(latest) ? Number(latest.slice(0, 4)) : fallbackSeason;
    out.set(
      teamid,
      summarizeRoster(
        current.map((r) => ({ position: r.position, classYear: r.academicYear, height: r.height, weight: r.weight })),
        season,
      ),
    );
  }
  return out;
}

async function readPrograms(db: DbOrTx): Promise<FitProgram[]> {
  const [schools, rosterRows] = await Promise.all([
    db.select().from(colleges).where(isNotNull(colleges.division)),
    db
      .select({
        teamid: baseballRosters.teamid,
        position: baseballRosters.position,
        height: baseballRosters.height,
        weight: baseballRosters.weight,
        academicYear: baseballRosters.academicYear,
        season: baseballRosters.season,
      })
      .from(baseballRosters)
      .where(and(eq(baseballRosters.currentSeason, 'Yes'), isNotNull(baseballRosters.position))),
  ]);
  const rosters = summarizeRosters(rosterRows, new Date().getUTCFullYear());
  return schools.map((s) => ({
    id: s.schoolId,
    name: s.schoolName,
    division: s.division,
    conference: s.conference,
    state: s.state,
    lat: s.latitude,
    lon: s.longitude,
    enrollment: s.undergradEnrollment,
    setting: s.campusSetting,
    control: s.collegeType,
    netPrice: s.netPrice,
    satMin: s.satMin,
    satMax: s.satMax,
    actMin: s.actMin,
    actMax: s.actMax,
    acceptanceRate: s.acceptanceRate,
    roster: rosters.get(s.schoolId) ?? null,
  }));
}

/**
 * Every program as plain fit data, cached in process until the next reference import (invalidateReferenceCaches);
 * after a minute it is read again in the background, so no ranking request waits for the read (about half a second
 * on PGlite) once the list was read.
 */
export const loadFitPrograms = (db: DbOrTx): Promise<FitProgram[]> =>
  cached('fit-programs', db, () => readPrograms(db), { refreshInBackground: true });

/** One program's current roster rows (for the position need on the school profile). */
export async function readProgramRoster(db: DbOrTx, schoolId: number) {
  const rows = await db
    .select({
      teamid: baseballRosters.teamid,
      position: baseballRosters.position,
      height: baseballRosters.height,
      weight: baseballRosters.weight,
      academicYear: baseballRosters.academicYear,
      season: baseballRosters.season,
    })
    .from(baseballRosters)
    .where(
      and(
        eq(baseballRosters.teamid, schoolId),
        eq(baseballRosters.currentSeason, 'Yes'),
        isNotNull(baseballRosters.position),
      ),
    );
  return summarizeRosters(rows, new Date().getUTCFullYear()).get(schoolId) ?? null;
}

/** The ZIP code on the player's profile (the ranking's home when the interview gives none), or null. */
export async function findProfileZipCode(db: DbOrTx, userId: string): Promise<string | null> {
  const [profile] = await db
    .select({ zipCode: userProfiles.zipCode })
    .from(userProfiles)
    .where(eq(userProfiles.userId, userId));
  return profile?.zipCode ?? null;
}

/** The high-school graduation year on the player's profile, or null. */
export async function findGraduationYear(db: DbOrTx, userId: string): Promise<number | null> {
  const [profile] = await db
    .select({ year: userProfiles.hsGraduationYear })
    .from(userProfiles)
    .where(eq(userProfiles.userId, userId));
  return profile?.year ?? null;
}
