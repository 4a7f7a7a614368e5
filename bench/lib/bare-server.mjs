/**
 * The bench's bare twin (bench/sections/server.ts): the ceiling a screen is compared with, in a process of its own.
 * - BARE_ROUTES (a JSON file): for each path, the status, headers and body the app answered, served from memory by
 *   bare node:http (no framework, no work per request).
 * - DATABASE_URL: the per-user screens on bare node + `pg`: the app's own statements (the session look-up, the team
 *   access snapshot, the screen's reads; the same text, prepared under the same names), the rows turned into the same
 *   JSON as the app's by plain JavaScript (no ORM, no validation, no framework) — the bench checks that it is the same —
 *   and gzipped like the app's answers from BARE_GZIP_THRESHOLD bytes at BARE_GZIP_LEVEL, on the thread pool. The twin is the bench
 *   account's view (its own dashboard and tracker; a coach's team): the ceiling, not a second implementation.
 * Plain JavaScript on purpose: nothing between node and the socket.
 */
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { sendJson } from './json-answer.ts';
// The domain's pure rules the screens apply to their rows (the headline score, each value's source): the same work as
// the app's, not a framework (the bench runs node with tsx, and this process inherits it).
import { latestMetricValues, metricValue, sourcedMetrics, sourcesOf } from '@dugout/domain/metrics-sources';
import { headlineScore } from '@dugout/domain/scoring';

const port = Number(process.env.PORT);
const routes = new Map();
if (process.env.BARE_ROUTES) {
  for (const [path, r] of Object.entries(JSON.parse(readFileSync(process.env.BARE_ROUTES, 'utf8'))))
    routes.set(path, { status: r.status, headers: r.headers, body: Buffer.from(r.body, 'base64') });
}
const pool = process.env.DATABASE_URL ? new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 }) : null;
// Dates (commitment_date, completed_date) stay text, as the app reads them.
pg.types.setTypeParser(1082, (v) => v);

/** The app's statement, prepared under the same name on each connection (pg's named statements). */
const q = async (name, text, values) => (await pool.query({ name, text, values, rowMode: 'array' })).rows;
const iso = (v) => (v == null ? null : v instanceof Date ? v.toISOString() : new Date(v).toISOString());

async function actorOf(req) {
  const m = /dugout\.session_token=([^;]+)/.exec(req.headers.cookie ?? '');
  if (!m) return null;
  const token = decodeURIComponent(m[1]).split('.')[0];
  const [row] = await q(
    'session_actor',
    `select "sessions"."id", "sessions"."expires_at", "users"."id", "users"."email", "users"."role", "users"."disabled", "user_profiles"."is_coach", "user_profiles"."organization_id", "user_profiles"."organization_role" from "sessions" inner join "users" on "users"."id" = "sessions"."user_id" left join "user_profiles" on "user_profiles"."user_id" = "users"."id" where "sessions"."token" = $1`,
    [token],
  );
  if (!row || row[1] <= new Date() || row[5]) return null;
  return { userId: row[2], role: row[4], organizationId: row[7], organizationRole: row[8] };
}

async function teamAccess(actor, code) {
  const [t] = await q(
    'team_access',
    `select "team_code", "coach_user_id", (select json_agg(json_build_array("team_administrators"."user_id", "team_administrators"."status")) from "team_administrators" where "team_administrators"."team_code" = "team_subscriptions"."team_code"), (select json_agg(json_build_array("team_coaches"."coach_user_id", "team_coaches"."status")) from "team_coaches" where "team_coaches"."team_code" = "team_subscriptions"."team_code"), (select json_agg("organization_team_requests"."organization_id") from "organization_team_requests" where "organization_team_requests"."team_code" = "team_subscriptions"."team_code" and "organization_team_requests"."status" = 'approved') from "team_subscriptions" where "team_subscriptions"."team_code" = $1`,
    [code.toUpperCase()],
  );
  if (!t) return null;
  const staff = (rows) => (rows ?? []).filter(([, status]) => status === 'approved').map(([id]) => id);
  const ok =
    actor.role === 'admin' ||
    t[1] === actor.userId ||
    staff(t[2]).includes(actor.userId) ||
    staff(t[3]).includes(actor.userId) ||
    (actor.organizationRole === 'program_admin' && (t[4] ?? []).includes(actor.organizationId));
  return ok ? t[0] : null;
}

const teamMembersSql = `select "team_subscriptions"."team_name", "team_members"."id", "team_members"."user_id", "team_members"."player_name", "team_members"."player_email", "team_members"."joined_at", "team_members"."game_score", "team_members"."hit_score", "team_members"."field_pitch_score", "team_members"."commitment_school_id", "team_members"."reg_primary_position", "team_members"."reg_graduation_year", "user_profiles"."first_name", "user_profiles"."last_name", "user_profiles"."email", "user_profiles"."primary_position", "user_profiles"."hs_graduation_year", "user_profiles"."is_postgrad_display", "users"."last_login_at", "user_commitments"."user_id", "user_commitments"."school_id", "user_commitments"."school_name", "user_commitments"."division", "user_commitments"."conference", "user_commitments"."commitment_date" from "team_subscriptions" left join "team_members" on ("team_members"."team_code" = "team_subscriptions"."team_code" and "team_members"."status" = $1) left join "user_profiles" on "user_profiles"."user_id" = "team_members"."user_id" left join "users" on "users"."id" = "team_members"."user_id" left join "user_commitments" on "user_commitments"."user_id" = "team_members"."user_id" where "team_subscriptions"."team_code" = $2 order by "team_members"."player_name" asc`;
const teamSubmissionsSql = `select "metric_submissions"."id", "metric_submissions"."user_id", "metric_submissions"."height", "metric_submissions"."weight", "metric_submissions"."sixty", "metric_submissions"."throw_velocity", "metric_submissions"."exit_velocity", "metric_submissions"."fastball_velocity", "metric_submissions"."fb_spin_rate", "metric_submissions"."strike_percentage", "metric_submissions"."throws", "metric_submissions"."bats", "metric_submissions"."submitted_position", "metric_submissions"."graduation_year", "metric_submissions"."is_postgrad_display", "metric_submissions"."submitted_score", "metric_submissions"."best_position", "metric_submissions"."best_score", "metric_submissions"."payment_status", "metric_submissions"."team_funded", "metric_submissions"."subscription_id", "metric_submissions"."edited_at", "metric_submissions"."metric_sources", "metric_submissions"."created_at", "team_subscriptions"."payment_status", "team_subscriptions"."expires_at", "subscriptions"."status", "subscriptions"."expires_at" from "metric_submissions" inner join "team_members" on ("team_members"."user_id" = "metric_submissions"."user_id" and "team_members"."team_code" = $1 and "team_members"."status" = $2) left join "team_subscriptions" on "team_subscriptions"."team_code" = case when "metric_submissions"."team_funded" then "metric_submissions"."team_code" end left join "subscriptions" on "subscriptions"."id" = "metric_submissions"."subscription_id" where (("metric_submissions"."payment_status" in ($3, $4) or "metric_submissions"."team_funded" = $5) and "metric_submissions"."submitted_position" is not null and "metric_submissions"."submitted_score" > $6) order by "metric_submissions"."created_at" desc`;
/** Where each column of team_screen_submissions is in a row (the statement's select list, in order). */
const TEAM = Object.fromEntries(
  [
    'id',
    'userId',
    'height',
    'weight',
    'sixty',
    'throwVelocity',
    'exitVelocity',
    'fastballVelocity',
    'fbSpinRate',
    'strikePercentage',
    'throws',
    'bats',
    'submittedPosition',
    'graduationYear',
    'isPostgradDisplay',
    'submittedScore',
    'bestPosition',
    'bestScore',
    'paymentStatus',
    'teamFunded',
    'subscriptionId',
    'editedAt',
    'metricSources',
    'createdAt',
    'teamPaymentStatus',
    'teamExpiresAt',
    'subscriptionStatus',
    'subscriptionExpiresAt',
  ].map((name, i) => [name, i]),
);

/** The same positions in a row of dashboard_submissions (every column; no funding facts). */
const DASHBOARD = {
  userId: 1,
  submittedPosition: 13,
  submittedScore: 16,
  teamFunded: 24,
  subscriptionId: 25,
  createdAt: 32,
  teamPaymentStatus: 34,
  teamExpiresAt: 35,
  subscriptionStatus: 36,
  subscriptionExpiresAt: 37,
};

/** Funding lapse and the 60-second de-duplication per player, as plainly as it can be written (the rows are listed). */
function visible(rows, now, S = TEAM) {
  const current = (status, expires) => status && (!expires || expires > now);
  const kept = [];
  const seen = new Map();
  for (const r of rows) {
    if (r[S.teamFunded] && !(r[S.teamPaymentStatus] === 'paid' && (!r[S.teamExpiresAt] || r[S.teamExpiresAt] > now)))
      continue;
    const subscriptionCurrent = r[S.subscriptionStatus] === 'active' || r[S.subscriptionStatus] === 'cancelled';
    if (r[S.subscriptionId] && !current(subscriptionCurrent, r[S.subscriptionExpiresAt])) continue;
    const key = `${r[S.userId]}|${r[S.submittedPosition]}|${r[S.submittedScore]}`;
    const t = r[S.createdAt].getTime();
    const newer = seen.get(key);
    seen.set(key, t);
    if (newer !== undefined && newer - t <= 60_000) continue;
    kept.push(r);
  }
  return kept;
}

async function teamData(code) {
  const [members, submissions] = await Promise.all([
    q('team_screen_members', teamMembersSql, ['active', code]),
    q('team_screen_submissions', teamSubmissionsSql, [code, 'active', 'paid', 'free', true, 0]),
  ]);
  const rows = visible(submissions, new Date());
  const latest = new Map();
  for (const r of rows) if (!latest.has(r[TEAM.userId])) latest.set(r[TEAM.userId], r);
  return { teamName: members[0]?.[0], members: members.filter((m) => m[1] !== null), latest };
}

const commitmentOf = (m, at) =>
  m[at]
    ? {
        schoolId: m[at + 1],
        schoolName: m[at + 2],
        division: m[at + 3],
        conference: m[at + 4],
        commitmentDate: m[at + 5],
      }
    : null;
const verification = (r) => ({
  userId: r[0],
  submissionId: r[1],
  metric: r[2],
  value: r[3],
  verifiedBy: r[4],
  teamCode: r[5],
  teamName: r[6],
  verifiedAt: r[7],
  submissionCreatedAt: r[8],
});
/** One player's coach verifications (the source of each shown value), as the app reads them. */
const verificationsOfPlayer = async (userId) =>
  (
    await q(
      'player_verifications',
      `select "metric_verifications"."user_id", "metric_verifications"."submission_id", "metric_verifications"."metric", "metric_verifications"."value", "users"."name", "metric_verifications"."team_code", coalesce("team_subscriptions"."team_name", "metric_verifications"."team_code"), "metric_verifications"."verified_at", "metric_submissions"."created_at" from "metric_verifications" inner join "users" on "users"."id" = "metric_verifications"."verified_by" inner join "metric_submissions" on "metric_submissions"."id" = "metric_verifications"."submission_id" left join "team_subscriptions" on "team_subscriptions"."team_code" = "metric_verifications"."team_code" where "metric_verifications"."user_id" = $1`,
      [userId],
    )
  ).map(verification);
/** The verifications of a team's active members. */
const verificationsOfTeam = async (teamCode) =>
  (
    await q(
      'team_verifications',
      `select "metric_verifications"."user_id", "metric_verifications"."submission_id", "metric_verifications"."metric", "metric_verifications"."value", "users"."name", "metric_verifications"."team_code", coalesce("team_subscriptions"."team_name", "metric_verifications"."team_code"), "metric_verifications"."verified_at", "metric_submissions"."created_at" from "metric_verifications" inner join "users" on "users"."id" = "metric_verifications"."verified_by" inner join "metric_submissions" on "metric_submissions"."id" = "metric_verifications"."submission_id" left join "team_subscriptions" on "team_subscriptions"."team_code" = "metric_verifications"."team_code" where "metric_verifications"."user_id" in (select "team_members"."user_id" from "team_members" where "team_members"."team_code" = $1 and "team_members"."status" = 'active')`,
      [teamCode],
    )
  ).map(verification);
/** A team's active members' guardians who share with coaches (docs/decisions/0060-families.md). */
async function guardiansOfTeam(teamCode) {
  const map = new Map();
  const rows = await q(
    'team_shared_guardians',
    `select "guardian_links"."player_id", "users"."name", "users"."email" from "guardian_links" inner join "users" on "users"."id" = "guardian_links"."guardian_id" where ("guardian_links"."player_id" in (select "team_members"."user_id" from "team_members" where "team_members"."team_code" = $1 and "team_members"."status" = 'active') and "guardian_links"."status" = $2 and "guardian_links"."share_with_coaches" = $3) order by "users"."name"`,
    [teamCode, 'active', true],
  );
  for (const [playerId, name, email] of rows)
    if (playerId) map.set(playerId, [...(map.get(playerId) ?? []), { name, email }]);
  return map;
}
/** What the domain's source rules read of a team screen's submission row. */
const teamFacts = (s) => {
  const facts = { id: s[TEAM.id], createdAt: s[TEAM.createdAt], metricSources: s[TEAM.metricSources] };
  for (const m of sourcedMetrics) if (m in TEAM) facts[m] = s[TEAM[m]];
  return facts;
};
const submissionRow = (s, verifications) => ({
  id: s[TEAM.id],
  userId: s[TEAM.userId],
  paymentStatus: s[TEAM.paymentStatus],
  teamFunded: s[TEAM.teamFunded],
  height: s[TEAM.height],
  weight: s[TEAM.weight],
  sixty: s[TEAM.sixty],
  throwVelocity: s[TEAM.throwVelocity],
  exitVelocity: s[TEAM.exitVelocity],
  fastballVelocity: s[TEAM.fastballVelocity],
  fbSpinRate: s[TEAM.fbSpinRate],
  strikePercentage: s[TEAM.strikePercentage],
  throws: s[TEAM.throws],
  bats: s[TEAM.bats],
  submittedPosition: s[TEAM.submittedPosition],
  graduationYear: s[TEAM.graduationYear],
  isPostgradDisplay: s[TEAM.isPostgradDisplay],
  submittedScore: s[TEAM.submittedScore],
  bestPosition: s[TEAM.bestPosition],
  bestScore: s[TEAM.bestScore],
  createdAt: s[TEAM.createdAt].toISOString(),
  editedAt: iso(s[TEAM.editedAt]),
  sources: sourcesOf(
    Object.fromEntries(sourcedMetrics.map((m) => [m, metricValue(teamFacts(s), m)])),
    teamFacts(s),
    verifications.filter((v) => v.userId === s[TEAM.userId]),
  ),
});

const actionTypes = [
  ['questionnaire', 'Questionnaire'],
  ['initial_email', 'Coach Email'],
  ['in_person_meeting', 'Social Media'],
  ['coach_call', 'Direct Contact'],
  ['camp_invite', 'Prospect Camp'],
  ['campus_visit', 'School Visit'],
  ['offer_received', 'Offer Received'],
];

const screens = [
  [
    /^\/api\/teams\/([^/]+)\/players$/,
    async (actor, [, code]) => {
      const teamCode = await teamAccess(actor, code);
      if (!teamCode) return [403, { error: 'forbidden' }];
      // As the app: every read that needs only the team code in one round trip.
      const [{ members, latest }, invites, guardians, verifications] = await Promise.all([
        teamData(teamCode),
        q(
          'team_pending_invites',
          `select "id", "team_code", "email", "first_name", "last_name", "primary_position", "graduation_year", "is_postgrad_display", "zip_code", "high_school", "height_inches", "weight_lbs", "bats", "throws", "invited_by_coach_id", "status", "token_hash", "sent_at", "expires_at", "accepted_user_id", "guardian_email", "created_at" from "team_invites" where ("team_invites"."team_code" = $1 and "team_invites"."status" = $2)`,
          [teamCode, 'pending'],
        ),
        guardiansOfTeam(teamCode),
        verificationsOfTeam(teamCode),
      ]);
      return [
        200,
        {
          teamCode,
          members: members.map((m) => {
            const s = latest.get(m[2]);
            return {
              id: m[1],
              userId: m[2],
              playerName: m[3] ?? ([m[12], m[13]].filter(Boolean).join(' ') || null),
              playerEmail: m[4] ?? m[14] ?? null,
              joinedAt: m[5].toISOString(),
              gameScore: m[6],
              hitScore: m[7],
              fieldPitchScore: m[8],
              commitmentSchoolId: m[9],
              commitment: commitmentOf(m, 19),
              primaryPosition: m[15] ?? m[10],
              graduationYear: m[16] ?? m[11],
              isPostgradDisplay: m[17] ?? false,
              hasCompletedDashboard: !!s,
              lastLogin: iso(m[18]),
              latestSubmission: s ? submissionRow(s, verifications) : null,
              guardians: (m[2] && guardians.get(m[2])) || [],
            };
          }),
          invites: invites
            .sort((a, b) => b[21] - a[21])
            .map((i) => ({
              id: i[0],
              email: i[2],
              firstName: i[3],
              lastName: i[4],
              primaryPosition: i[5],
              graduationYear: i[6],
              isPostgradDisplay: i[7],
              status: i[15],
              sentAt: iso(i[17]),
              createdAt: i[21].toISOString(),
              mail: null,
              guardianEmail: i[20] ?? null,
            })),
        },
      ];
    },
  ],
  [
    /^\/api\/roster\/([^/]+)$/,
    async (actor, [, code]) => {
      const teamCode = await teamAccess(actor, code);
      if (!teamCode) return [403, { error: 'forbidden' }];
      const { teamName, members, latest } = await teamData(teamCode);
      return [
        200,
        {
          teamCode,
          teamName,
          players: members.map((m) => {
            const s = latest.get(m[2]);
            const headline = s
              ? headlineScore({
                  bestPosition: s[TEAM.bestPosition],
                  bestScore: s[TEAM.bestScore],
                  submittedPosition: s[TEAM.submittedPosition],
                  submittedScore: s[TEAM.submittedScore],
                })
              : null;
            return {
              memberId: m[1],
              userId: m[2],
              playerName: m[3] ?? [m[12], m[13]].filter(Boolean).join(' '),
              playerEmail: m[4] ?? m[14] ?? null,
              position: s?.[TEAM.submittedPosition] ?? m[15] ?? m[10],
              graduationYear: s?.[TEAM.graduationYear] ?? m[16] ?? m[11],
              isPostgradDisplay: m[17] ?? false,
              lastLogin: iso(m[18]),
              latestScore: headline?.score ?? null,
              latestScorePosition: headline?.position ?? null,
              hitScore: m[7],
              fieldPitchScore: m[8],
              commitment: commitmentOf(m, 19),
              status: s ? 'completed' : 'registered',
              latestSubmissionId: s?.[TEAM.id] ?? null,
            };
          }),
        },
      ];
    },
  ],
  [
    /^\/api\/dashboard$/,
    async (actor) => {
      const [[p], rows, verifications] = await Promise.all([
        q(
          'dashboard_player',
          `select "users"."id", "users"."email", "user_profiles"."first_name", "user_profiles"."last_name", "user_profiles"."high_school", "user_profiles"."high_school_state", "user_profiles"."primary_position", "user_profiles"."hs_graduation_year", "user_profiles"."is_postgrad_display" from "users" left join "user_profiles" on "user_profiles"."user_id" = "users"."id" where "users"."id" = $1`,
          [actor.userId],
        ),
        q(
          'dashboard_submissions',
          `select "id", "user_id", "team_code", "height", "weight", "sixty", "throw_velocity", "exit_velocity", "fastball_velocity", "fb_spin_rate", "strike_percentage", "throws", "bats", "submitted_position", "graduation_year", "is_postgrad_display", "submitted_score", "best_position", "best_score", "position_scores", "metric_scores", "payment_status", "payment_provider", "payment_reference", "team_funded", "subscription_id", "edited_by_coach_id", "edited_at", "edit_reason", "metric_sources", "extra_metrics", "event_id", "created_at", "updated_at" from "metric_submissions" where "metric_submissions"."user_id" = $1 order by "metric_submissions"."created_at" desc`,
          [actor.userId],
        ),
        verificationsOfPlayer(actor.userId),
      ]);
      // The same visibility as the team screens (listed, de-duplicated; the bench player has no submission a team or a
      // subscription paid for, so the app reads no funding either: those positions are past the row's end).
      const now = new Date();
      const listed = rows.filter(
        (r) => (r[21] === 'paid' || r[21] === 'free' || r[24]) && r[13] && typeof r[16] === 'number' && r[16] > 0,
      );
      const history = visible(listed, now, DASHBOARD);
      /** What the domain's source rules read of a row (the sourced metrics' columns are 3-10, bat speed in extra_metrics). */
      const facts = (s) => ({
        id: s[0],
        createdAt: s[32],
        metricSources: s[29],
        extraMetrics: s[30],
        height: s[3],
        weight: s[4],
        sixty: s[5],
        throwVelocity: s[6],
        exitVelocity: s[7],
        fastballVelocity: s[8],
        fbSpinRate: s[9],
        strikePercentage: s[10],
      });
      const metrics = history[0] ? latestMetricValues(facts(history[0]), history.map(facts), verifications) : [];
      const full = (s) => ({
        id: s[0],
        userId: s[1],
        teamCode: s[2],
        height: s[3],
        weight: s[4],
        sixty: s[5],
        throwVelocity: s[6],
        exitVelocity: s[7],
        fastballVelocity: s[8],
        fbSpinRate: s[9],
        strikePercentage: s[10],
        throws: s[11],
        bats: s[12],
        submittedPosition: s[13],
        graduationYear: s[14],
        isPostgradDisplay: s[15],
        submittedScore: s[16],
        bestPosition: s[17],
        bestScore: s[18],
        positionScores: s[19],
        metricScores: s[20],
        paymentStatus: s[21],
        paymentProvider: s[22],
        teamFunded: s[24],
        editedAt: iso(s[27]),
        editReason: s[28],
        createdAt: s[32].toISOString(),
        updatedAt: s[33].toISOString(),
      });
      const submission = history[0] ?? null;
      return [
        200,
        {
          player: {
            id: p[0],
            firstName: p[2],
            lastName: p[3],
            email: p[1],
            highSchool: p[4],
            highSchoolState: p[5],
            primaryPosition: p[6],
            graduationYear: p[7],
            isPostgradDisplay: p[8] ?? false,
          },
          submission: submission ? full(submission) : null,
          history: history.map((s) => ({
            id: s[0],
            submittedPosition: s[13],
            submittedScore: s[16],
            bestPosition: s[17],
            bestScore: s[18],
            createdAt: s[32].toISOString(),
            paymentStatus: s[21],
            teamFunded: s[24],
            height: s[3],
            weight: s[4],
            sixty: s[5],
            throwVelocity: s[6],
            exitVelocity: s[7],
            fastballVelocity: s[8],
          })),
          isOwner: true,
          abilities: { newSubmission: true, editSubmission: false },
          lapsedFunding: null,
          metrics,
        },
      ];
    },
  ],
  [
    /^\/api\/tracker$/,
    async (actor) => {
      const [[o], rows, links] = await Promise.all([
        q(
          'tracker_owner',
          `select "users"."id", "users"."name", "user_commitments"."user_id", "user_commitments"."school_id", "user_commitments"."school_name", "user_commitments"."division", "user_commitments"."conference", "user_commitments"."commitment_date" from "users" left join "user_commitments" on "user_commitments"."user_id" = "users"."id" where "users"."id" = $1`,
          [actor.userId],
        ),
        q(
          'tracker_entries',
          `select "id", "user_id", "school_id", "school_name", "division", "conference", "poc_name", "status_notes", "created_at", "updated_at", coalesce((select json_agg(json_build_object('actionType', "contact_actions"."action_type", 'completed', "contact_actions"."completed", 'notes', "contact_actions"."notes", 'completedDate', "contact_actions"."completed_date", 'updatedAt', "contact_actions"."updated_at")) from "contact_actions" where "contact_actions"."tracker_id" = "school_contact_tracker"."id"), '[]'::json) from "school_contact_tracker" where "school_contact_tracker"."user_id" = $1 order by "school_contact_tracker"."created_at" desc, "school_contact_tracker"."id" desc`,
          [actor.userId],
        ),
        q(
          'tracker_profile_links',
          `select "profile_links"."id", "profile_links"."school_id", "profile_links"."token", "profile_links"."opens", "profile_links"."bot_opens", "profile_links"."first_opened_at", "profile_links"."last_opened_at", "profile_links"."created_at", "public_profiles"."handle" from "profile_links" inner join "public_profiles" on "public_profiles"."user_id" = "profile_links"."user_id" where ("profile_links"."user_id" = $1 and "profile_links"."revoked_at" is null)`,
          [actor.userId],
        ),
      ]);
      // The bench player hands out no profile links: an entry's link would be named here (the check says if not).
      const linked = new Set(links.map((l) => l[1]));
      const now = Date.now();
      const entries = rows.map((t) => {
        const byType = new Map(t[10].map((a) => [a.actionType, a]));
        let last = Math.max(t[8].getTime(), t[9].getTime());
        for (const a of t[10]) {
          last = Math.max(last, Date.parse(a.updatedAt));
          if (a.completedDate) last = Math.max(last, Date.parse(a.completedDate));
        }
        const next = actionTypes.find(([type]) => !byType.get(type)?.completed);
        return {
          id: t[0],
          userId: t[1],
          schoolId: t[2],
          schoolName: t[3],
          division: t[4],
          conference: t[5],
          pocName: t[6],
          statusNotes: t[7],
          createdAt: t[8].toISOString(),
          updatedAt: t[9].toISOString(),
          actions: actionTypes.map(([type, label]) => {
            const a = byType.get(type);
            return {
              actionType: type,
              label,
              completed: a?.completed ?? false,
              notes: a?.notes ?? null,
              completedDate: a?.completedDate ?? null,
              updatedAt: iso(a?.updatedAt),
            };
          }),
          nextStep: next ? { type: next[0], label: next[1] } : null,
          progress: { completed: actionTypes.filter(([type]) => byType.get(type)?.completed).length, total: 7 },
          hasOffer: !!byType.get('offer_received')?.completed,
          lastActivityAt: new Date(last).toISOString(),
          inactive: now - last >= 30 * 24 * 3600 * 1000,
          profileLink: linked.has(t[2]) ? { linked: true } : null,
        };
      });
      return [
        200,
        {
          owner: { id: o[0], name: o[1] },
          readOnly: false,
          abilities: { add: true, updateAction: true, updateInfo: true, remove: true },
          entries,
          recent: entries.slice(0, 5).map(({ id, schoolId, schoolName, division, conference, createdAt }) => ({
            id,
            schoolId,
            schoolName,
            division,
            conference,
            createdAt,
          })),
          inactive: entries
            .filter((e) => e.inactive)
            .map(({ id, schoolId, schoolName, lastActivityAt }) => ({ id, schoolId, schoolName, lastActivityAt })),
          offers: entries.filter((e) => e.hasOffer).length,
          commitment: commitmentOf(o, 2),
        },
      ];
    },
  ],
];

createServer(async (req, res) => {
  const hit = routes.get(req.url);
  if (hit) {
    res.writeHead(hit.status, hit.headers);
    res.end(hit.body);
    return;
  }
  if (pool) {
    const path = req.url.split('?')[0];
    for (const [re, handler] of screens) {
      const m = re.exec(path);
      if (!m) continue;
      try {
        const actor = await actorOf(req);
        const [status, body] = actor ? await handler(actor, m) : [401, { error: 'unauthorized' }];
        await sendJson(req, res, status, body);
      } catch (err) {
        res.writeHead(500);
        res.end(String(err));
      }
      return;
    }
  }
  res.writeHead(404);
  res.end();
}).listen(port, '127.0.0.1', () => process.send?.('ready'));
// Stopped by the bench: exit as a process does, so that `--cpu-prof` (BENCH_PROFILE) writes its profile.
process.on('SIGTERM', () => process.exit(0));
