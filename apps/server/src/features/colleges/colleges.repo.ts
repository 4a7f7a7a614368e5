import { and, asc, desc, eq, inArray, isNotNull, ne, or, sql } from 'drizzle-orm';
import {
  academicYearLabel,
  citeRow,
  searchCollegeList,
  type CollegeSearchFilters,
  type SearchableCollege,
  type SourceRef,
} from '@dugout/domain/colleges';
import { cached, peekCached } from '../../services/cache/reference-cache.ts';
import type { DbOrTx } from '../../db/client.ts';
import {
  baseballRosters,
  collegeCoaches,
  collegeFields,
  colleges,
  commitCounts,
  contactActions,
  metricSubmissions,
  referenceImports,
  schoolContactTracker,
  teamMembers,
  teamSubscriptions,
  teamTransfers,
  userCommitments,
  userProfiles,
} from '../../db/schema/index.ts';

/** School options: complete rows only (non-blank id, name, division), ordered by division then school name. */
export async function loadSchoolOptions(db: DbOrTx, division?: string) {
  return db
    .select({
      schoolId: colleges.schoolId,
      schoolName: colleges.schoolName,
      division: sql<string>`${colleges.division}`,
      conference: colleges.conference,
    })
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

export async function loadCollege(db: DbOrTx, schoolId: number) {
  const [row] = await db.select().from(colleges).where(eq(colleges.schoolId, schoolId));
  return row ?? null;
}

/** One panel's query result: its rows, or the failure (the panel shows its own error; the rest of the profile stands). */
export type PanelResult<T> = { ok: true; value: T } | { ok: false; error: unknown };
const settle = <T>(query: PromiseLike<T>): Promise<PanelResult<T>> =>
  Promise.resolve(query).then(
    (value) => ({ ok: true as const, value }),
    (error: unknown) => ({ ok: false as const, error }),
  );

/** Field (with climate), coach, commit counts and transfers: four queries, each settled on its own. */
export async function loadCollegeExtras(db: DbOrTx, schoolId: number) {
  const [field, coach, commits, transfers] = await Promise.all([
    settle(db.select().from(collegeFields).where(eq(collegeFields.teamId, schoolId))),
    settle(db.select().from(collegeCoaches).where(eq(collegeCoaches.teamId, schoolId))),
    settle(db.select().from(commitCounts).where(eq(commitCounts.teamId, schoolId)).orderBy(asc(commitCounts.gradYear))),
    settle(db.select().from(teamTransfers).where(eq(teamTransfers.teamId, schoolId))),
  ]);
  const first = <T>(r: PanelResult<T[]>): PanelResult<T | null> => (r.ok ? { ok: true, value: r.value[0] ?? null } : r);
  const transfer = first(transfers);
  return {
    field: first(field),
    coach: first(coach),
    commits,
    transfers: transfer.ok ? { ok: true as const, value: transfer.value?.transfers ?? null } : transfer,
  };
}

/** baseball_rosters by teamid, current_season 'Yes', position not null. */
export async function loadCurrentRoster(db: DbOrTx, schoolId: number) {
  return db
    .select()
    .from(baseballRosters)
    .where(
      and(
        eq(baseballRosters.teamid, schoolId),
        eq(baseballRosters.currentSeason, 'Yes'),
        isNotNull(baseballRosters.position),
      ),
    )
    .orderBy(asc(baseballRosters.id));
}

const searchColumns = {
  schoolId: colleges.schoolId,
  schoolName: colleges.schoolName,
  fullName: colleges.fullName,
  division: colleges.division,
  conference: colleges.conference,
  city: colleges.city,
  state: colleges.state,
  usRegion: colleges.usRegion,
  campusSetting: colleges.campusSetting,
  schoolSize: colleges.schoolSize,
  collegeType: colleges.collegeType,
  academicSelectivity: colleges.academicSelectivity,
  undergradEnrollment: colleges.undergradEnrollment,
  acceptanceRate: colleges.acceptanceRate,
  tuitionInState: colleges.tuitionInState,
  tuitionOutState: colleges.tuitionOutState,
  netPrice: colleges.netPrice,
  satMin: colleges.satMin,
  satMax: colleges.satMax,
  actMin: colleges.actMin,
  actMax: colleges.actMax,
};

/** Every program for the college search (cached; cleared by each import): the search runs over this list in memory. */
export function loadSearchList(db: DbOrTx): Promise<SearchableCollege[]> {
  return cached('college-search-list', db, () =>
    db
      .select({ ...searchColumns, latitude: colleges.latitude, longitude: colleges.longitude })
      .from(colleges)
      .where(isNotNull(colleges.division)),
  );
}

/** Are these still the cached search list and sources (no import, no expiry since)? For answers kept at the socket. */
export const isCurrentSearchData = (db: DbOrTx, list: readonly SearchableCollege[], sources: ReferenceSources) =>
  peekCached('college-search-list', db) === list && peekCached('reference-sources', db) === sources;

/** College search (/colleges): every filter, the sort and one page, over the cached list (domain searchCollegeList). */
export function searchColleges(
  all: readonly SearchableCollege[],
  q: CollegeSearchFilters,
  origin: { lat: number; lon: number } | null,
) {
  return { ...searchCollegeList(all, q, origin), conferences: conferencesOf(all) };
}

const conferenceLists = new WeakMap<readonly SearchableCollege[], string[]>();
const conferencesOf = (all: readonly SearchableCollege[]) => {
  let list = conferenceLists.get(all);
  if (!list) {
    list = [...new Set(all.map((r) => r.conference).filter((c): c is string => !!c))].sort((a, b) =>
      a.localeCompare(b),
    );
    conferenceLists.set(all, list);
  }
  return list;
};

/**
 * The reference sources: every completed import run with a source, by id (a row cites the run that wrote it), and the
 * sources the college search's figures come from — each run present in the programs, with the row years it holds
 * (docs/decisions/0051-row-sources.md). Cached; cleared by every import.
 */
export interface ReferenceSources {
  runs: Map<string, SourceRef>;
  search: { school: SourceRef[]; academics: SourceRef[] };
}
export function loadSources(db: DbOrTx): Promise<ReferenceSources> {
  return cached('reference-sources', db, () => readSources(db));
}
async function readSources(db: DbOrTx): Promise<ReferenceSources> {
  const [rows, schoolRuns, academicsRuns] = await Promise.all([
    db
      .select({ id: referenceImports.id, source: referenceImports.source, asOf: referenceImports.asOf })
      .from(referenceImports)
      .where(and(eq(referenceImports.status, 'completed'), isNotNull(referenceImports.source))),
    db
      .selectDistinct({ id: colleges.schoolImportId, year: colleges.listSeason })
      .from(colleges)
      .where(and(isNotNull(colleges.division), isNotNull(colleges.schoolImportId)))
      .orderBy(desc(colleges.listSeason)),
    db
      .select({
        id: colleges.academicsImportId,
        first: sql<
          string | null
        >`min(least(${colleges.yearEnrollment}, ${colleges.yearAdmissions}, ${colleges.yearTuition}, ${colleges.yearNetPrice}, ${colleges.yearSat}, ${colleges.yearAct}))`,
        last: sql<
          string | null
        >`max(greatest(${colleges.yearEnrollment}, ${colleges.yearAdmissions}, ${colleges.yearTuition}, ${colleges.yearNetPrice}, ${colleges.yearSat}, ${colleges.yearAct}))`,
      })
      .from(colleges)
      .where(and(isNotNull(colleges.division), isNotNull(colleges.academicsImportId)))
      .groupBy(colleges.academicsImportId),
  ]);
  const runs = new Map(rows.map((r) => [r.id, { source: r.source!, asOf: r.asOf }]));
  return {
    runs,
    search: {
      school: schoolRuns.flatMap((r) => citeRow(runs.get(r.id!), r.year) ?? []),
      academics: academicsRuns.flatMap((r) => citeRow(runs.get(r.id!), academicYearSpan(r.first, r.last)) ?? []),
    },
  };
}

/** '2018–19 to 2022–23' (or one year) from the oldest and newest value year of an import's rows. */
const academicYearSpan = (first: string | null, last: string | null): string | null => {
  const [a, b] = [academicYearLabel(first), academicYearLabel(last)];
  return a && b && a !== b ? `${a} to ${b}` : (a ?? b);
};

/** Active members of teams, with their profiles (team-player lookup reads active team members by team code). */
/** `onlyUserId`: a player's view of their own teams holds only their own row (teammates are for staff only). */
export async function loadTeamSchoolPlayers(db: DbOrTx, teamCodes: string[], schoolId: number, onlyUserId?: string) {
  const none = { members: [], memberships: [], commitments: [], trackers: [], actions: [], submissions: [] };
  if (teamCodes.length === 0) return none;
  // one row per membership: a player on two of the viewer's teams is one player, named with both teams
  const memberships = await db
    .select({ userId: teamMembers.userId, teamName: teamSubscriptions.teamName })
    .from(teamMembers)
    .innerJoin(teamSubscriptions, eq(teamSubscriptions.teamCode, teamMembers.teamCode))
    .where(
      and(
        inArray(teamMembers.teamCode, teamCodes),
        eq(teamMembers.status, 'active'),
        onlyUserId ? eq(teamMembers.userId, onlyUserId) : isNotNull(teamMembers.userId),
      ),
    );
  const ids = [...new Set(memberships.map((m) => m.userId!).filter(Boolean))];
  if (ids.length === 0) return none;
  const [profiles, commitments, trackers, submissions] = await Promise.all([
    db.select().from(userProfiles).where(inArray(userProfiles.userId, ids)),
    db
      .select()
      .from(userCommitments)
      .where(and(inArray(userCommitments.userId, ids), eq(userCommitments.schoolId, schoolId))),
    db
      .select()
      .from(schoolContactTracker)
      .where(and(inArray(schoolContactTracker.userId, ids), eq(schoolContactTracker.schoolId, schoolId))),
    db
      .select({
        userId: metricSubmissions.userId,
        submittedScore: metricSubmissions.submittedScore,
        submittedPosition: metricSubmissions.submittedPosition,
        bestPosition: metricSubmissions.bestPosition,
        bestScore: metricSubmissions.bestScore,
        createdAt: metricSubmissions.createdAt,
      })
      .from(metricSubmissions)
      .where(
        and(
          inArray(metricSubmissions.userId, ids),
          or(inArray(metricSubmissions.paymentStatus, ['paid', 'free']), eq(metricSubmissions.teamFunded, true)),
        ),
      )
      .orderBy(desc(metricSubmissions.createdAt)),
  ]);
  const actions = trackers.length
    ? await db
        .select({ trackerId: contactActions.trackerId, completed: contactActions.completed })
        .from(contactActions)
        .where(
          inArray(
            contactActions.trackerId,
            trackers.map((t) => t.id),
          ),
        )
    : [];
  return {
    members: profiles,
    memberships: memberships.map((m) => ({ userId: m.userId!, teamName: m.teamName })),
    commitments,
    trackers,
    actions,
    submissions,
  };
}
