import { and, asc, desc, eq, ilike, inArray, isNotNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  baseballRosters, collegeCoaches, collegeFields, colleges, commitCounts, contactActions, metricSubmissions, schoolContactTracker, teamMembers, teamTransfers,
  userCommitments, userProfiles,
} from '../../db/schema/index.ts';

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

export async function loadCollege(db: DbOrTx, schoolId: number) {
  const [row] = await db.select().from(colleges).where(eq(colleges.schoolId, schoolId));
  return row ?? null;
}

export async function loadCollegeExtras(db: DbOrTx, schoolId: number) {
  const [field, coach, commits, transfers] = await Promise.all([
    db.select().from(collegeFields).where(eq(collegeFields.teamId, schoolId)),
    db.select().from(collegeCoaches).where(eq(collegeCoaches.teamId, schoolId)),
    db.select().from(commitCounts).where(eq(commitCounts.teamId, schoolId)).orderBy(asc(commitCounts.gradYear)),
    db.select().from(teamTransfers).where(eq(teamTransfers.teamId, schoolId)),
  ]);
  return { field: field[0] ?? null, coach: coach[0] ?? null, commits, transfers: transfers[0]?.transfers ?? 0 };
}

/** baseball_rosters by teamid, current_season 'Yes', position not null. */
export async function loadCurrentRoster(db: DbOrTx, schoolId: number) {
  return db
    .select()
    .from(baseballRosters)
    .where(and(eq(baseballRosters.teamid, schoolId), eq(baseballRosters.currentSeason, 'Yes'), isNotNull(baseballRosters.position)))
    .orderBy(asc(baseballRosters.id));
}

export async function searchColleges(db: DbOrTx, q: CollegeSearchFilters) {
  const conds: SQL[] = [isNotNull(colleges.division), ne(sql`trim(${colleges.division})`, '')];
  if (q.q) conds.push(or(ilike(colleges.schoolName, `%${q.q}%`), ilike(colleges.fullName, `%${q.q}%`), ilike(colleges.city, `%${q.q}%`))!);
  if (q.division) conds.push(eq(colleges.division, q.division));
  if (q.state) conds.push(eq(colleges.state, q.state));
  if (q.region) conds.push(eq(colleges.usRegion, q.region));
  if (q.size) conds.push(eq(colleges.schoolSize, q.size));
  if (q.setting) conds.push(eq(colleges.campusSetting, q.setting));
  if (q.selectivity) conds.push(eq(colleges.academicSelectivity, q.selectivity));
  if (q.conference) conds.push(eq(colleges.conference, q.conference));
  if (q.maxCost) conds.push(lte(sql`coalesce(${colleges.netPrice}, ${colleges.tuitionOutState})`, q.maxCost));
  if (q.sat) conds.push(lte(colleges.satMin, q.sat));
  if (q.act) conds.push(lte(colleges.actMin, q.act));
  const where = and(...conds);
  const [rows, total, conferences] = await Promise.all([
    db
      .select({
        schoolId: colleges.schoolId, schoolName: colleges.schoolName, division: colleges.division, conference: colleges.conference, city: colleges.city, state: colleges.state,
        usRegion: colleges.usRegion, campusSetting: colleges.campusSetting, schoolSize: colleges.schoolSize, academicSelectivity: colleges.academicSelectivity,
        undergradEnrollment: colleges.undergradEnrollment, acceptanceRate: colleges.acceptanceRate, tuitionInState: colleges.tuitionInState, tuitionOutState: colleges.tuitionOutState,
        netPrice: colleges.netPrice, satMin: colleges.satMin, satMax: colleges.satMax, actMin: colleges.actMin, actMax: colleges.actMax,
      })
      .from(colleges)
      .where(where)
      .orderBy(asc(colleges.division), asc(colleges.schoolName))
      .limit(500),
    db.select({ n: sql<number>`count(*)::int` }).from(colleges).where(where),
    db.selectDistinct({ conference: colleges.conference }).from(colleges).where(isNotNull(colleges.conference)).orderBy(asc(colleges.conference)),
  ]);
  return { results: rows, total: total[0]?.n ?? 0, conferences: conferences.map((c) => c.conference!).filter(Boolean) };
}

export interface CollegeSearchFilters {
  q?: string; division?: string; state?: string; region?: string; size?: string; setting?: string; selectivity?: string; conference?: string; maxCost?: number; sat?: number; act?: number;
}

/** Active members of teams, with their profiles (team-player lookup reads active team members by team code). */
export async function loadTeamSchoolPlayers(db: DbOrTx, teamCodes: string[], schoolId: number) {
  if (teamCodes.length === 0) return { members: [], commitments: [], trackers: [], actions: [], submissions: [] };
  const members = await db
    .selectDistinct({ userId: teamMembers.userId })
    .from(teamMembers)
    .where(and(inArray(teamMembers.teamCode, teamCodes), eq(teamMembers.status, 'active'), isNotNull(teamMembers.userId)));
  const ids = members.map((m) => m.userId!).filter(Boolean);
  if (ids.length === 0) return { members: [], commitments: [], trackers: [], actions: [], submissions: [] };
  const [profiles, commitments, trackers, submissions] = await Promise.all([
    db.select().from(userProfiles).where(inArray(userProfiles.userId, ids)),
    db.select().from(userCommitments).where(and(inArray(userCommitments.userId, ids), eq(userCommitments.schoolId, schoolId))),
    db.select().from(schoolContactTracker).where(and(inArray(schoolContactTracker.userId, ids), eq(schoolContactTracker.schoolId, schoolId))),
    db
      .select({ userId: metricSubmissions.userId, score: metricSubmissions.submittedScore, createdAt: metricSubmissions.createdAt })
      .from(metricSubmissions)
      .where(and(inArray(metricSubmissions.userId, ids), or(inArray(metricSubmissions.paymentStatus, ['paid', 'free']), eq(metricSubmissions.teamFunded, true))))
      .orderBy(desc(metricSubmissions.createdAt)),
  ]);
  const actions = trackers.length
    ? await db.select({ trackerId: contactActions.trackerId, completed: contactActions.completed }).from(contactActions).where(inArray(contactActions.trackerId, trackers.map((t) => t.id)))
    : [];
  return { members: profiles, commitments, trackers, actions, submissions };
}
