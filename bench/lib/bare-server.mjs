/**
 * The bench's bare twin (bench/sections/server.ts): the ceiling a screen is compared with, in a process of its own.
 * - BARE_ROUTES (a JSON file): for each path, the status, headers and body the app answered, served from memory by
 *   bare node:http (no framework, no work per request).
 * - DATABASE_URL: the per-user screens on bare node + `pg`: the session look-up, the access check and the screen's
 *   reads as plain SQL, the rows sent as JSON (no ORM, no validation, no mapping).
 * Plain JavaScript on purpose: nothing between node and the socket.
 */
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';
import pg from 'pg';

const port = Number(process.env.PORT);
const routes = new Map();
if (process.env.BARE_ROUTES) {
  for (const [path, r] of Object.entries(JSON.parse(readFileSync(process.env.BARE_ROUTES, 'utf8'))))
    routes.set(path, { status: r.status, headers: r.headers, body: Buffer.from(r.body, 'base64') });
}
const pool = process.env.DATABASE_URL ? new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 }) : null;

const q = async (text, values) => (await pool.query(text, values)).rows;

async function actorOf(req) {
  const m = /dugout\.session_token=([^;]+)/.exec(req.headers.cookie ?? '');
  if (!m) return null;
  const token = decodeURIComponent(m[1]).split('.')[0];
  const [row] = await q(
    `select s.id as session_id, u.id as user_id, u.role, u.disabled, p.is_coach, p.organization_id, p.organization_role
       from sessions s join users u on u.id = s.user_id left join user_profiles p on p.user_id = u.id
      where s.token = $1 and s.expires_at > now()`,
    [token],
  );
  return row && !row.disabled ? row : null;
}

async function teamAccess(actor, code) {
  const [team] = await q(
    `select t.team_code, t.coach_user_id, t.organization_id,
            array(select user_id from team_administrators a where a.team_code = t.team_code and a.status = 'approved') as admins,
            array(select coach_user_id from team_coaches c where c.team_code = t.team_code and c.status = 'approved') as coaches
       from (select team_code, coach_user_id, null::uuid as organization_id from team_subscriptions where team_code = $1) t`,
    [code],
  );
  if (!team) return null;
  const ok =
    team.coach_user_id === actor.user_id || team.admins.includes(actor.user_id) || team.coaches.includes(actor.user_id);
  return ok ? team : null;
}

const submissionColumns = `id, user_id, payment_status, team_funded, height, weight, sixty, throw_velocity, exit_velocity,
  fastball_velocity, fb_spin_rate, strike_percentage, throws, bats, submitted_position, graduation_year,
  is_postgrad_display, submitted_score, created_at, edited_at`;

const screens = [
  [
    /^\/api\/teams\/([^/]+)\/players$/,
    async (actor, [, code]) => {
      const team = await teamAccess(actor, code);
      if (!team) return [403, { error: 'forbidden' }];
      const [members, invites] = await Promise.all([
        q(
          `select m.id, m.user_id, m.player_name, m.player_email, m.joined_at, m.game_score, m.hit_score,
                  m.field_pitch_score, m.commitment_school_id, p.first_name, p.last_name, p.email, u.last_login_at,
                  c.school_id, c.school_name, c.division, c.conference, c.commitment_date
             from team_members m left join user_profiles p on p.user_id = m.user_id
             left join users u on u.id = m.user_id left join user_commitments c on c.user_id = m.user_id
            where m.team_code = $1 and m.status = 'active' order by m.joined_at`,
          [team.team_code],
        ),
        q(`select * from team_invites where team_code = $1 and status = 'pending'`, [team.team_code]),
      ]);
      const ids = members.map((m) => m.user_id).filter(Boolean);
      const submissions = await q(
        `select ${submissionColumns} from metric_submissions
          where user_id = any($1) and payment_status in ('paid', 'free') order by created_at desc`,
        [ids],
      );
      return [200, { teamCode: team.team_code, members, invites, submissions }];
    },
  ],
  [
    /^\/api\/roster\/([^/]+)$/,
    async (actor, [, code]) => {
      const team = await teamAccess(actor, code);
      if (!team) return [403, { error: 'forbidden' }];
      const players = await q(
        `select m.id, m.user_id, m.player_name, p.first_name, p.last_name, p.hs_graduation_year, p.primary_position,
                p.height_inches, p.weight_lbs, p.bats, p.throws, p.high_school, c.school_name, c.division,
                s.submitted_score, s.best_position, s.created_at as scored_at
           from team_members m left join user_profiles p on p.user_id = m.user_id
           left join user_commitments c on c.user_id = m.user_id
           left join lateral (select submitted_score, best_position, created_at from metric_submissions
                               where user_id = m.user_id and payment_status in ('paid', 'free')
                               order by created_at desc limit 1) s on true
          where m.team_code = $1 and m.status = 'active' order by p.last_name, p.first_name`,
        [team.team_code],
      );
      return [200, { teamCode: team.team_code, players }];
    },
  ],
  [
    /^\/api\/dashboard$/,
    async (actor) => {
      const [teams, [player], history] = await Promise.all([
        q(`select team_code from team_members where user_id = $1 and status = 'active'`, [actor.user_id]),
        q(
          `select user_id, first_name, last_name, email, hs_graduation_year, primary_position, height_inches, weight_lbs,
                  bats, throws, zip_code, state from user_profiles where user_id = $1`,
          [actor.user_id],
        ),
        q(
          `select ${submissionColumns}, best_position, position_scores, metric_scores, subscription_id
             from metric_submissions where user_id = $1 order by created_at desc`,
          [actor.user_id],
        ),
      ]);
      return [200, { player, submission: history[0] ?? null, history, teams, isOwner: true }];
    },
  ],
  [
    /^\/api\/tracker$/,
    async (actor) => {
      const [[owner], rows] = await Promise.all([
        q(`select id, name from users where id = $1`, [actor.user_id]),
        q(
          `select t.*, coalesce((select json_agg(a order by a.action_type) from contact_actions a where a.tracker_id = t.id), '[]') as actions
             from school_contact_tracker t where t.user_id = $1 order by t.created_at desc`,
          [actor.user_id],
        ),
      ]);
      return [200, { owner, rows }];
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
        const json = JSON.stringify(body);
        res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(json) });
        res.end(json);
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
