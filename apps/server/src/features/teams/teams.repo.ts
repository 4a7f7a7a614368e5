import { and, asc, desc, eq, getTableColumns, gt, inArray, isNotNull, ne, or, sql } from 'drizzle-orm';
import type { StaffKind, StaffStatus } from '@dugout/domain/access';
import { visibleSubmissions } from '@dugout/domain/scoring';
import type { Db, DbOrTx } from '../../db/client.ts';
import { perDatabase, withRowMapper } from '../../db/prepared.ts';
import { activePlayerCount, membersBeforeColumn } from '../../access/team-access.repo.ts';
import { withFundingLapse } from '../subscriptions/index.ts';
import { joinedCommitment, joinedCommitmentColumns } from '../commitments/index.ts';
import {
  fundingFactColumns,
  fundingSubscriptionJoin,
  fundingTeamJoin,
  markFundingLapse,
} from '../submissions/index.ts';
import {
  metricSubmissions,
  organizationTeamRequests,
  organizations,
  subscriptions,
  teamAdministrators,
  teamCoaches,
  teamMembers,
  teamSubscriptions,
  userCommitments,
  userProfiles,
  users,
} from '../../db/schema/index.ts';

export type TeamRow = typeof teamSubscriptions.$inferSelect;

export async function findTeam(db: DbOrTx, teamCode: string): Promise<TeamRow | null> {
  const [row] = await db.select().from(teamSubscriptions).where(eq(teamSubscriptions.teamCode, teamCode.toUpperCase()));
  return row ?? null;
}

/** Teams where the user is the owner, an approved team administrator or an approved team coach (not yet de-duplicated). */
export async function teamsOfCoach(db: DbOrTx, userId: string) {
  const [owned, administered, coached] = await Promise.all([
    db
      .select()
      .from(teamSubscriptions)
      .where(eq(teamSubscriptions.coachUserId, userId))
      .orderBy(desc(teamSubscriptions.createdAt)),
    db
      .select({ t: teamSubscriptions })
      .from(teamAdministrators)
      .innerJoin(teamSubscriptions, eq(teamSubscriptions.teamCode, teamAdministrators.teamCode))
      .where(and(eq(teamAdministrators.userId, userId), eq(teamAdministrators.status, 'approved'))),
    db
      .select({ t: teamSubscriptions })
      .from(teamCoaches)
      .innerJoin(teamSubscriptions, eq(teamSubscriptions.teamCode, teamCoaches.teamCode))
      .where(and(eq(teamCoaches.coachUserId, userId), eq(teamCoaches.status, 'approved'))),
  ]);
  return [owned, administered.map((r) => r.t), coached.map((r) => r.t)];
}

/** Teams the user asked to coach by TeamID and whose owner has not decided yet. */
export async function teamsPendingFor(db: DbOrTx, userId: string) {
  const rows = await db
    .select({ t: teamSubscriptions })
    .from(teamCoaches)
    .innerJoin(teamSubscriptions, eq(teamSubscriptions.teamCode, teamCoaches.teamCode))
    .where(and(eq(teamCoaches.coachUserId, userId), eq(teamCoaches.status, 'pending')))
    .orderBy(desc(teamCoaches.createdAt));
  return rows.map((r) => r.t);
}

/** The staff row of a user on a team (coach first, then administrator), or null. */
export async function findStaffRow(
  db: DbOrTx,
  teamCode: string,
  userId: string,
): Promise<{ kind: StaffKind; status: StaffStatus } | null> {
  const [[coach], [admin]] = await Promise.all([
    db
      .select({ status: teamCoaches.status })
      .from(teamCoaches)
      .where(and(eq(teamCoaches.teamCode, teamCode), eq(teamCoaches.coachUserId, userId))),
    db
      .select({ status: teamAdministrators.status })
      .from(teamAdministrators)
      .where(and(eq(teamAdministrators.teamCode, teamCode), eq(teamAdministrators.userId, userId))),
  ]);
  if (admin && (admin.status !== 'removed' || !coach))
    return { kind: 'administrator', status: admin.status as StaffStatus };
  if (coach) return { kind: 'coach', status: coach.status as StaffStatus };
  return null;
}

/**
 * Owner first, then team coaches (oldest first) and administrators, with their profiles and staff status. Removed
 * staff are not listed; pending coaches are (the owner approves or declines them in Registered Coaches).
 */
export async function loadCoaches(db: DbOrTx, team: TeamRow) {
  const [coaches, admins] = await Promise.all([
    db
      .select()
      .from(teamCoaches)
      .where(and(eq(teamCoaches.teamCode, team.teamCode), ne(teamCoaches.status, 'removed')))
      .orderBy(asc(teamCoaches.createdAt)),
    db
      .select()
      .from(teamAdministrators)
      .where(and(eq(teamAdministrators.teamCode, team.teamCode), ne(teamAdministrators.status, 'removed')))
      .orderBy(asc(teamAdministrators.createdAt)),
  ]);
  const entries: Array<{ userId: string; role: string; isOwner: boolean; joinedAt: Date; status: StaffStatus }> = [
    { userId: team.coachUserId, role: 'Team Owner', isOwner: true, joinedAt: team.createdAt, status: 'approved' },
  ];
  for (const c of coaches)
    if (!entries.some((e) => e.userId === c.coachUserId))
      entries.push({
        userId: c.coachUserId,
        role: c.role || 'coach',
        isOwner: false,
        joinedAt: c.createdAt,
        status: c.status as StaffStatus,
      });
  for (const a of admins)
    if (!entries.some((e) => e.userId === a.userId))
      entries.push({
        userId: a.userId,
        role: 'administrator',
        isOwner: false,
        joinedAt: a.createdAt,
        status: a.status as StaffStatus,
      });
  const people = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: userProfiles.firstName,
      lastName: userProfiles.lastName,
      phone: userProfiles.phone,
    })
    .from(users)
    .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
    .where(
      inArray(
        users.id,
        entries.map((e) => e.userId),
      ),
    );
  return entries.map((e) => {
    const p = people.find((x) => x.id === e.userId);
    return {
      userId: e.userId,
      role: e.role,
      isOwner: e.isOwner,
      status: e.status,
      joinedAt: e.joinedAt.toISOString(),
      email: p?.email ?? '',
      firstName: p?.firstName ?? null,
      lastName: p?.lastName ?? null,
      phone: p?.phone ?? null,
    };
  });
}

export async function approvedOrganizationName(db: DbOrTx, teamCode: string): Promise<string | null> {
  const [row] = await db
    .select({ name: organizations.name })
    .from(organizationTeamRequests)
    .innerJoin(organizations, eq(organizations.id, organizationTeamRequests.organizationId))
    .where(and(eq(organizationTeamRequests.teamCode, teamCode), eq(organizationTeamRequests.status, 'approved')))
    .orderBy(desc(organizationTeamRequests.createdAt))
    .limit(1);
  return row?.name ?? null;
}

export async function userHasApprovedOrganizationRequest(db: DbOrTx, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: organizationTeamRequests.id })
    .from(organizationTeamRequests)
    .where(and(eq(organizationTeamRequests.requestedBy, userId), eq(organizationTeamRequests.status, 'approved')))
    .limit(1);
  return Boolean(row);
}

/**
 * Visible submissions of some users, newest first: the SQL narrows to listed rows (paid, free or team funded; a
 * position and a score above 0), then the domain's `visibleSubmissions` applies the same rules and the 60-second
 * de-duplication per player (hiding what a lapsed subscription paid for), exactly as the player's own dashboard does.
 */
/** Every column but the two score breakdowns (JSON, the largest part of a row): no team screen shows them. */
const { positionScores: _p, metricScores: _m, ...listedColumns } = getTableColumns(metricSubmissions);
/**
 * The columns of a submission the team screens show or decide on (the listing, the funding lapse, the 60-second
 * de-duplication), and no more: every column of every row is decoded on each load (on PGlite, one string each).
 */
const {
  teamCode: _tc,
  paymentProvider: _pp,
  paymentReference: _pr,
  editedByCoachId: _eb,
  editReason: _er,
  updatedAt: _ua,
  // the team screens show each value's source (metric_sources), not bat speed or the event (docs/decisions/0062-metric-sources.md)
  extraMetrics: _xm,
  eventId: _ev,
  ...teamScreenColumns
} = listedColumns;

/** The SQL side of the domain's `isListedSubmission` (paid, free or team funded; a position; a score above 0). */
const listedFilter = and(
  or(inArray(metricSubmissions.paymentStatus, ['paid', 'free']), eq(metricSubmissions.teamFunded, true)),
  isNotNull(metricSubmissions.submittedPosition),
  gt(metricSubmissions.submittedScore, 0),
);

export async function visibleSubmissionsOf(db: DbOrTx, userIds: readonly string[]) {
  if (userIds.length === 0) return [];
  const rows = await db
    .select(listedColumns)
    .from(metricSubmissions)
    .where(and(inArray(metricSubmissions.userId, [...userIds]), listedFilter))
    .orderBy(desc(metricSubmissions.createdAt));
  // a submission a lapsed subscription paid for is hidden until it is renewed (docs/decisions/0005-payments.md)
  const marked = await withFundingLapse(db, rows);
  const byUser = new Map<string, typeof marked>();
  for (const r of marked) byUser.set(r.userId, [...(byUser.get(r.userId) ?? []), r]);
  return [...byUser.values()]
    .flatMap((list) => visibleSubmissions(list))
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
}

export async function activeMembers(db: DbOrTx, teamCode: string) {
  return db
    .select({ member: teamMembers, profile: userProfiles, lastLoginAt: users.lastLoginAt, commitment: userCommitments })
    .from(teamMembers)
    .leftJoin(userProfiles, eq(userProfiles.userId, teamMembers.userId))
    .leftJoin(users, eq(users.id, teamMembers.userId))
    .leftJoin(userCommitments, eq(userCommitments.userId, teamMembers.userId))
    .where(and(eq(teamMembers.teamCode, teamCode), eq(teamMembers.status, 'active')))
    .orderBy(asc(teamMembers.playerName));
}

/**
 * The team screens' reads (Player Management, Player Roster; docs/decisions/0031-per-user-screens.md): prepared once
 * per database (no query built per request), the columns the screens show and no more, and each screen's reads in
 * parallel — the team and its active members in one statement, their listed submissions with the facts of what paid
 * for them in another (no second round trip for the funding check).
 */
function prepareTeamScreenReads(db: Db) {
  const teamCode = sql.placeholder('teamCode');
  const members = withRowMapper(
    db
      .select({
        teamName: teamSubscriptions.teamName,
        id: teamMembers.id,
        userId: teamMembers.userId,
        playerName: teamMembers.playerName,
        playerEmail: teamMembers.playerEmail,
        joinedAt: teamMembers.joinedAt,
        gameScore: teamMembers.gameScore,
        hitScore: teamMembers.hitScore,
        fieldPitchScore: teamMembers.fieldPitchScore,
        commitmentSchoolId: teamMembers.commitmentSchoolId,
        regPrimaryPosition: teamMembers.regPrimaryPosition,
        regGraduationYear: teamMembers.regGraduationYear,
        firstName: userProfiles.firstName,
        lastName: userProfiles.lastName,
        profileEmail: userProfiles.email,
        primaryPosition: userProfiles.primaryPosition,
        hsGraduationYear: userProfiles.hsGraduationYear,
        isPostgradDisplay: userProfiles.isPostgradDisplay,
        lastLoginAt: users.lastLoginAt,
        ...joinedCommitmentColumns,
      })
      .from(teamSubscriptions)
      .leftJoin(
        teamMembers,
        and(eq(teamMembers.teamCode, teamSubscriptions.teamCode), eq(teamMembers.status, 'active')),
      )
      .leftJoin(userProfiles, eq(userProfiles.userId, teamMembers.userId))
      .leftJoin(users, eq(users.id, teamMembers.userId))
      .leftJoin(userCommitments, eq(userCommitments.userId, teamMembers.userId))
      .where(eq(teamSubscriptions.teamCode, teamCode))
      .orderBy(asc(teamMembers.playerName))
      .prepare('team_screen_members'),
  );
  const submissions = withRowMapper(
    db
      .select({ ...teamScreenColumns, ...fundingFactColumns })
      .from(metricSubmissions)
      .innerJoin(
        teamMembers,
        and(
          eq(teamMembers.userId, metricSubmissions.userId),
          eq(teamMembers.teamCode, teamCode),
          eq(teamMembers.status, 'active'),
        ),
      )
      .leftJoin(teamSubscriptions, fundingTeamJoin)
      .leftJoin(subscriptions, fundingSubscriptionJoin)
      .where(listedFilter)
      .orderBy(desc(metricSubmissions.createdAt))
      .prepare('team_screen_submissions'),
  );
  return { members, submissions };
}
const teamReads = perDatabase(prepareTeamScreenReads);

type ScreenMemberRow = Awaited<ReturnType<ReturnType<typeof prepareTeamScreenReads>['members']['execute']>>[number];
/** An active member as the team screens show them (profile, last log-in and commitment joined). */
export type TeamScreenMember = ReturnType<typeof presentMember>;
const presentMember = (r: ScreenMemberRow & { id: string; joinedAt: Date }) => ({
  id: r.id,
  userId: r.userId,
  playerName: r.playerName,
  playerEmail: r.playerEmail,
  joinedAt: r.joinedAt,
  gameScore: r.gameScore,
  hitScore: r.hitScore,
  fieldPitchScore: r.fieldPitchScore,
  commitmentSchoolId: r.commitmentSchoolId,
  regPrimaryPosition: r.regPrimaryPosition,
  regGraduationYear: r.regGraduationYear,
  firstName: r.firstName,
  lastName: r.lastName,
  profileEmail: r.profileEmail,
  primaryPosition: r.primaryPosition,
  hsGraduationYear: r.hsGraduationYear,
  isPostgradDisplay: r.isPostgradDisplay,
  lastLoginAt: r.lastLoginAt,
  commitment: joinedCommitment(r),
});

/**
 * A team's name and its active members (by player name), each with their latest visible submission or null — what
 * the team screens show of a member's submissions (docs/decisions/0035-team-players-answer.md). Which one that is
 * follows the same rules as `visibleSubmissionsOf` (listed, not paid for by a lapsed plan, de-duplicated by the
 * domain's `visibleSubmissions`), applied to all of the member's submissions. Read in parallel; null when the team
 * does not exist.
 */
export async function teamScreenData(db: Db, teamCode: string, now = new Date()) {
  const reads = teamReads(db);
  const [memberRows, submissionRows] = await Promise.all([
    reads.members.execute({ teamCode }),
    reads.submissions.execute({ teamCode }),
  ]);
  if (memberRows.length === 0) return null;
  const byUser = new Map<string, ReturnType<typeof markFundingLapse<(typeof submissionRows)[number]>>>();
  for (const row of markFundingLapse(submissionRows, now)) {
    const list = byUser.get(row.userId);
    if (list) list.push(row);
    else byUser.set(row.userId, [row]);
  }
  const members = memberRows
    .filter((r): r is ScreenMemberRow & { id: string; joinedAt: Date } => r.id !== null)
    .map((r) => {
      const list = r.userId ? byUser.get(r.userId) : undefined;
      return { ...presentMember(r), latestSubmission: (list && visibleSubmissions(list)[0]) ?? null };
    });
  return { teamName: memberRows[0]!.teamName, members };
}

/**
 * Locks the team's row until the transaction ends and reads its cap (docs/decisions/0041-team-player-cap.md): every
 * change that adds an active member or an invite takes this lock first, so two of them cannot both count the room
 * that only one of them may use. Null when the team does not exist.
 */
export async function lockTeam(tx: DbOrTx, teamCode: string): Promise<{ teamCode: string; maxPlayers: number } | null> {
  const [row] = await tx
    .select({ teamCode: teamSubscriptions.teamCode, maxPlayers: teamSubscriptions.maxPlayers })
    .from(teamSubscriptions)
    .where(eq(teamSubscriptions.teamCode, teamCode))
    .for('update');
  return row ?? null;
}

/** How many active members the team has, counted (not the stored `active_players`). */
export async function countActivePlayers(db: DbOrTx, teamCode: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(teamMembers)
    .where(and(eq(teamMembers.teamCode, teamCode), eq(teamMembers.status, 'active')));
  return row?.n ?? 0;
}

/**
 * How many active members of the team joined before the user's active membership (by join time, then id), or null
 * when the user is no active member: the user is within the cap when that is below max_players (`isWithinTeamCap`).
 */
export async function activeMembersBefore(db: DbOrTx, teamCode: string, userId: string): Promise<number | null> {
  const [row] = await db
    .select({ n: membersBeforeColumn })
    .from(teamMembers)
    .where(and(eq(teamMembers.teamCode, teamCode), eq(teamMembers.userId, userId), eq(teamMembers.status, 'active')));
  return row ? row.n : null;
}

export async function recountActivePlayers(db: DbOrTx, teamCode: string) {
  await db
    .update(teamSubscriptions)
    .set({ activePlayers: activePlayerCount() })
    .where(eq(teamSubscriptions.teamCode, teamCode));
}

export type ProfileRow = typeof userProfiles.$inferSelect;
export type MemberRow = typeof teamMembers.$inferSelect;

/** Adds a team unless its TeamID is taken (then null, and the caller draws another). */
export async function insertTeamIfCodeFree(
  db: DbOrTx,
  values: typeof teamSubscriptions.$inferInsert,
): Promise<TeamRow | null> {
  const rows = await db
    .insert(teamSubscriptions)
    .values(values)
    .onConflictDoNothing({ target: teamSubscriptions.teamCode })
    .returning();
  return rows[0] ?? null;
}

/** Changes a team's details; null when the team does not exist. */
export async function updateTeamRow(
  db: DbOrTx,
  teamCode: string,
  input: Partial<typeof teamSubscriptions.$inferInsert>,
): Promise<TeamRow | null> {
  const [row] = await db
    .update(teamSubscriptions)
    .set({ ...input, updatedAt: new Date() })
    .where(eq(teamSubscriptions.teamCode, teamCode))
    .returning();
  return row ?? null;
}

/** Points the team at a new logo. */
export async function setTeamLogo(db: DbOrTx, teamCode: string, logoUrl: string) {
  await db
    .update(teamSubscriptions)
    .set({ logoUrl, updatedAt: new Date() })
    .where(eq(teamSubscriptions.teamCode, teamCode));
}

/** The user's profile row, or null. */
export async function findProfile(db: DbOrTx, userId: string): Promise<ProfileRow | null> {
  const [profile] = await db.select().from(userProfiles).where(eq(userProfiles.userId, userId));
  return profile ?? null;
}

/**
 * A coach's request to join a team: a pending team coach row (a declined or removed one is asked again). True when
 * this call made the request; false when the row is already pending or approved — a join sent at the same moment, or
 * an approval, came first, and the row is left as it is (docs/decisions/0042-one-pending-one-decision.md).
 */
export async function requestToCoach(db: DbOrTx, teamCode: string, coachUserId: string): Promise<boolean> {
  const rows = await db
    .insert(teamCoaches)
    .values({ teamCode, coachUserId, role: 'coach', status: 'pending' })
    .onConflictDoUpdate({
      target: [teamCoaches.teamCode, teamCoaches.coachUserId],
      set: { status: 'pending', decidedBy: null, decidedAt: null, createdAt: new Date() },
      setWhere: eq(teamCoaches.status, 'removed'),
    })
    .returning({ status: teamCoaches.status });
  return rows.length > 0;
}

/** The user's membership row on the team (any status), or null. */
export async function findMembership(db: DbOrTx, teamCode: string, userId: string): Promise<MemberRow | null> {
  const [existing] = await db
    .select()
    .from(teamMembers)
    .where(and(eq(teamMembers.teamCode, teamCode), eq(teamMembers.userId, userId)));
  return existing ?? null;
}

/** Adds a team member. */
export async function insertMember(db: DbOrTx, values: typeof teamMembers.$inferInsert) {
  await db.insert(teamMembers).values(values);
}

type StaffDecisionSet = { status: StaffStatus; decidedBy: string; decidedAt: Date };
/** Which rows a decision may change: a pending one (approve, decline) or any not yet removed (remove). */
type StaffDecisionFrom = 'pending' | 'not_removed';

/**
 * Sets the decision on the user's staff row of `kind` (team coach or team administrator) while it is still `from`:
 * true when this call changed it. The condition is the one winner among parallel decisions
 * (docs/decisions/0042-one-pending-one-decision.md).
 */
export async function setStaffStatus(
  db: DbOrTx,
  kind: StaffKind,
  teamCode: string,
  userId: string,
  set: StaffDecisionSet,
  from: StaffDecisionFrom,
): Promise<boolean> {
  const [table, user] =
    kind === 'coach' ? [teamCoaches, teamCoaches.coachUserId] : [teamAdministrators, teamAdministrators.userId];
  const rows = await db
    .update(table)
    .set(set)
    .where(
      and(
        eq(table.teamCode, teamCode),
        eq(user, userId),
        from === 'pending' ? eq(table.status, 'pending') : ne(table.status, 'removed'),
      ),
    )
    .returning({ status: table.status });
  return rows.length > 0;
}

/** A player's own submission (the one they carry when redeeming a TeamID), or undefined. */
export async function findOwnSubmission(db: DbOrTx, userId: string, submissionId: string) {
  const [row] = await db
    .select()
    .from(metricSubmissions)
    .where(and(eq(metricSubmissions.id, submissionId), eq(metricSubmissions.userId, userId)));
  return row;
}

/** Files a submission under a team (and completes it as team funded): the row as it is afterwards. */
export async function updateSubmission(
  db: DbOrTx,
  submissionId: string,
  set: Partial<typeof metricSubmissions.$inferInsert>,
) {
  const [row] = await db.update(metricSubmissions).set(set).where(eq(metricSubmissions.id, submissionId)).returning();
  return row!;
}
