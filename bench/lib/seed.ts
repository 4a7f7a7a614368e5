/**
 * The bench's large data set, added by bulk SQL (generate_series; seconds, not minutes) to a database the app has
 * already migrated and filled with the shipped programs and the demo accounts: 300 teams (one coach each), 6,000
 * players (20 per team), 20,000 submissions, 10,000 tracker rows. Scores, position and metric breakdowns are copied
 * from a demo submission the app scored itself, so every row has the shape the app writes. Every bench account signs in
 * with the demo password (its password hash is copied from the demo coach).
 *
 * The accounts measured: bench-coach-1@example.com (team BENCH001, 20 players with submissions), and
 * bench-player-1@example.com (a member of BENCH001, 4 submissions, 25 tracker rows with their contact actions).
 */
export const BENCH_PASSWORD = 'dugout-demo';
export const BENCH_COACH = 'bench-coach-1@example.com';
export const BENCH_PLAYER = 'bench-player-1@example.com';
export const BENCH_TEAM = 'BENCH001';
export const counts = { teams: 300, players: 6000, submissions: 20_000, tracker: 10_000 };

export const seedSql = [
  `insert into users (id, name, email, role, email_verified)
     select 'bench-c' || g, 'Bench Coach ' || g, 'bench-coach-' || g || '@example.com', 'coach', true
     from generate_series(1, ${counts.teams}) g`,
  `insert into users (id, name, email, role, email_verified)
     select 'bench-p' || g, 'Bench Player ' || g, 'bench-player-' || g || '@example.com', 'player', true
     from generate_series(1, ${counts.players}) g`,
  `insert into accounts (id, account_id, provider_id, user_id, password)
     select 'bench-a-' || u.id, u.id, 'credential', u.id,
       (select a.password from accounts a join users d on d.id = a.user_id
         where d.email = 'coach@example.com' and a.provider_id = 'credential')
     from users u where u.id like 'bench-%'`,
  `insert into user_profiles (user_id, email, first_name, last_name, is_coach)
     select 'bench-c' || g, 'bench-coach-' || g || '@example.com', 'Coach', 'Number ' || g, true
     from generate_series(1, ${counts.teams}) g`,
  `insert into user_profiles (user_id, email, first_name, last_name, is_coach, hs_graduation_year, primary_position,
       height_inches, weight_lbs, bats, throws, team_code, zip_code, state)
     select 'bench-p' || g, 'bench-player-' || g || '@example.com', 'Player', 'Number ' || g, false,
       2026 + g % 4, (array['C','1B','2B','SS','3B','OF','P'])[1 + g % 7], 66 + g % 12, 150 + g % 80,
       (array['Right','Left','Switch'])[1 + g % 3], (array['Right','Left'])[1 + g % 2],
       'BENCH' || lpad(((g - 1) / 20 + 1)::text, 3, '0'), '28202', 'NC'
     from generate_series(1, ${counts.players}) g`,
  `insert into team_subscriptions (team_code, team_name, team_type, coach_user_id, max_players, active_players,
       payment_status, city, state)
     select 'BENCH' || lpad(g::text, 3, '0'), 'Bench Team ' || g, 'Travel', 'bench-c' || g, 25, 20, 'paid', 'Charlotte', 'NC'
     from generate_series(1, ${counts.teams}) g`,
  // The import bench's team (bench/sections/server.ts) has room for its 1,000 rows: the cap refuses rows past
  // max_players (docs/decisions/0041-team-player-cap.md), and the figure is of an import that stores them all.
  `update team_subscriptions set max_players = 1020 where team_code = 'BENCH002'`,
  `insert into team_administrators (user_id, team_code, status)
     select 'bench-c' || g, 'BENCH' || lpad(g::text, 3, '0'), 'approved' from generate_series(1, ${counts.teams}) g`,
  `insert into team_members (user_id, team_code, player_name, player_email, status, reg_primary_position,
       reg_graduation_year, game_score, hit_score)
     select 'bench-p' || g, 'BENCH' || lpad(((g - 1) / 20 + 1)::text, 3, '0'), 'Player Number ' || g,
       'bench-player-' || g || '@example.com', 'active', 'OF', 2026 + g % 4, 1 + g % 5, 1 + (g / 5) % 5
     from generate_series(1, ${counts.players}) g`,
  // 20,000 submissions: 3 or 4 per player, paid, copied from a scored demo submission (values varied a little).
  `insert into metric_submissions (user_id, team_code, height, weight, sixty, throw_velocity, exit_velocity,
       fastball_velocity, fb_spin_rate, strike_percentage, throws, bats, submitted_position, graduation_year,
       submitted_score, best_position, position_scores, metric_scores, payment_status, created_at, updated_at)
     select 'bench-p' || ((g - 1) % ${counts.players} + 1),
       'BENCH' || lpad((((g - 1) % ${counts.players}) / 20 + 1)::text, 3, '0'),
       s.height, s.weight, s.sixty + (g % 7) * 0.01, s.throw_velocity, s.exit_velocity, s.fastball_velocity,
       s.fb_spin_rate, s.strike_percentage, s.throws, s.bats, s.submitted_position, s.graduation_year,
       s.submitted_score, s.best_position, s.position_scores, s.metric_scores, 'paid',
       now() - ((g / ${counts.players}) || ' days')::interval - (g % 1000 || ' seconds')::interval,
       now() - ((g / ${counts.players}) || ' days')::interval
     from generate_series(1, ${counts.submissions}) g
     cross join (select * from metric_submissions where submitted_score is not null and position_scores is not null
                 order by created_at limit 1) s`,
  // Tracker: 25 schools for bench-player-1 (with their 7 contact actions each), the rest spread over the others.
  `insert into school_contact_tracker (user_id, school_id, school_name, division, conference, poc_name, status_notes)
     select 'bench-p1', c.school_id, c.school_name, coalesce(c.division, 'D1'), c.conference, 'Coach Smith', 'Emailed'
     from (select * from colleges order by school_id limit 25) c`,
  `insert into school_contact_tracker (user_id, school_id, school_name, division, conference)
     select 'bench-p' || u, c.school_id, c.school_name, coalesce(c.division, 'D1'), c.conference
     from (select g, (g - 1) % ${counts.players - 1} + 2 as u, (g - 1) / ${counts.players - 1} as k
           from generate_series(1, ${counts.tracker - 25}) g) x
     join (select school_id, school_name, division, conference, row_number() over (order by school_id) as rn
           from colleges) c
       on c.rn = (x.u * 7 + x.k * 13) % (select count(*) from colleges) + 1`,
  `insert into contact_actions (tracker_id, action_type, completed, completed_date)
     select t.id, a.type, a.n % 2 = 0, case when a.n % 2 = 0 then current_date end
     from school_contact_tracker t
     cross join (select * from unnest(array['questionnaire','initial_email','in_person_meeting','coach_call',
       'camp_invite','campus_visit','offer_received']) with ordinality as a(type, n)) a
     where t.user_id = 'bench-p1'`,
  `analyze`,
];

export async function signIn(url: string, email: string): Promise<string> {
  const res = await fetch(`${url}/api/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ email, password: BENCH_PASSWORD, rememberMe: true }),
  });
  if (res.status !== 200) throw new Error(`sign-in of ${email} failed: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}
