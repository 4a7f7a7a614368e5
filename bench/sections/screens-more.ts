/**
 * `npm run bench`, screens-more section (docs/decisions/0073-cold-start-and-memory.md): two per-user screens added
 * after the server section's, each under autocannon beside a bare twin, as bench/sections/server.ts does it:
 * - the guardian's view, GET /api/family as the demo parent (parent@example.com: an active link to the demo player,
 *   with both consents; docs/decisions/0060-families.md);
 * - the fit results, GET /api/fit/results as the demo player (the 1,683 programs ranked for their latest submission and
 *   interview answers, one page; docs/decisions/0058-believable-fit.md), the screen /college-screening-results reads.
 *
 * The twin is bare node + `pg` in a process of its own (this file, forked with SCREENS_MORE_TWIN=1): the app's own
 * statements — captured from the app's services at the start of the run through a logging Drizzle, so they are the
 * same text — prepared under names, the rows turned into the same JSON by plain JavaScript (checked: "same JSON"),
 * gzipped from the app's threshold at the app's level. The fit ranking itself is the domain's pure functions
 * (packages/domain/src/fit): they are the screen's work, not the framework's; the programs are held in memory, as the
 * app's reference cache holds them (the twin is given what the app's loadFitPrograms reads).
 *
 * PostgreSQL only (the twin reads the app's database from another process; PGlite lives inside the app's): a fresh
 * database (bench/sections/server.ts freshPostgres), the demo data and the bench's data set (bench/lib/seed.ts).
 * BENCH_SECTIONS=screens-more runs only this section; BENCH_SCREENS=guardian,fit picks screens.
 */
import { fork } from 'node:child_process';
import { createServer, type IncomingMessage } from 'node:http';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { gunzipSync } from 'node:zlib';
import pg from 'pg';
import { isMinor } from '@dugout/domain/families';
import {
  FIT_RESULTS_PAGE_SIZE,
  filterFitResults,
  fitNotes,
  fitPartKeys,
  fitPartLabels,
  fitResultsQuerySchema,
  levelEstimateView,
  scorePrograms,
} from '@dugout/domain/fit';
import { headlineScore, isPosition, scoringInputOf, visibleSubmissions } from '@dugout/domain/scoring';
import { startApp, freePort, type AppProcess } from '../lib/app-process.ts';
import { fmt, load, table, type BenchContext, type BenchSection } from '../lib/report.ts';
import { sendJson } from '../lib/json-answer.ts';
import { seedSql, signIn } from '../lib/seed.ts';
import {
  alternatingRounds,
  freshPostgres,
  medianRun,
  rawGet,
  roundText,
  ROUNDS,
  spreadText,
  TWIN_COLUMNS,
  twinCells,
  type Run,
} from './server.ts';
import { spread, type Spread } from '../lib/stats.ts';

const ACCEPT = 'gzip, deflate, br';

interface Screen {
  /** The short name BENCH_SCREENS picks it by. */
  id: 'guardian' | 'fit';
  name: string;
  path: string;
  email: string;
}

const allScreens: Screen[] = [
  { id: 'guardian', name: "guardian's view (parent)", path: '/api/family', email: 'parent@example.com' },
  { id: 'fit', name: 'fit results (player)', path: '/api/fit/results', email: 'player@example.com' },
];

/** The statements the twin runs, by what they read (the app's text, captured by captureStatements). */
interface Statements {
  familyUser: string;
  familyLinks: string;
  familyConsents: string;
  submissions: string;
  interview: string;
  profileZip: string;
}

/* ---- the bench side ------------------------------------------------------------------------------------------ */

/**
 * The app's own statements for both screens, as its services send them (a Drizzle whose logger keeps each text), and
 * the programs its loadFitPrograms reads (the twin's in-memory copy of the app's reference cache).
 */
async function captureStatements(databaseUrl: string) {
  const [{ drizzle }, schema, families, fitService, fitRepo] = await Promise.all([
    import('drizzle-orm/node-postgres'),
    import('../../apps/server/src/db/schema/index.ts'),
    import('../../apps/server/src/features/families/families.service.ts'),
    import('../../apps/server/src/features/fit/fit.service.ts'),
    import('../../apps/server/src/features/fit/fit.repo.ts'),
  ]);
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  try {
    const texts: string[] = [];
    const logged = drizzle(pool, { schema, logger: { logQuery: (q) => void texts.push(q) } });
    type Db = Parameters<typeof fitService.rankedResults>[0];
    const db = logged as unknown as Db;
    const { rows: accounts } = await pool.query<{ id: string; role: string; email: string }>(
      'select id, role, email from users where email = any($1)',
      [allScreens.map((s) => s.email)],
    );
    const ids = new Map(accounts.map((r) => [r.email, r]));
    const parent = ids.get('parent@example.com');
    const player = ids.get('player@example.com');
    if (!parent || !player) throw new Error('screens-more: the demo parent and player are not in the database');
    const programs = await fitRepo.loadFitPrograms(db);
    texts.length = 0;
    await families.familyView({ db }, { userId: parent.id, email: parent.email, role: parent.role } as Parameters<
      typeof families.familyView
    >[1]);
    await fitService.rankedResults(db, player.id, {}, 1);
    const find = (re: RegExp) => {
      const hit = texts.find((t) => re.test(t));
      if (!hit) throw new Error(`screens-more: no statement of the app matches ${re}`);
      return hit;
    };
    const statements: Statements = {
      familyUser: find(/^select "id", "name", "email", "role".* from "users" where "users"\."id" = \$1$/),
      familyLinks: find(/ from "guardian_links" left join /),
      familyConsents: find(/ from "guardian_consents" inner join /),
      submissions: find(/ from "metric_submissions" where "metric_submissions"\."user_id" = \$1 order by/),
      interview: find(/ from "interview_answers" where /),
      profileZip: find(/^select "zip_code" from "user_profiles" where /),
    };
    return { statements, programs };
  } finally {
    await pool.end();
  }
}

/** An answer's JSON, decompressed when it came gzipped. */
function decoded(res: { headers: Record<string, string | string[] | undefined>; body: Buffer }): unknown {
  const raw = res.headers['content-encoding'] === 'gzip' ? gunzipSync(res.body) : res.body;
  return JSON.parse(raw.toString());
}

async function startTwin(env: Record<string, string>) {
  const port = await freePort();
  const child = fork(import.meta.filename, [], {
    execArgv: ['--no-warnings', '--import', 'tsx'],
    env: { ...process.env, ...env, SCREENS_MORE_TWIN: '1', PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  await new Promise<void>((resolve, reject) => {
    child.once('message', () => resolve());
    child.once('exit', (code) => reject(new Error(`screens-more twin exited (${code})`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid,
    stop: async () => {
      if (child.exitCode != null) return;
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    },
  };
}

interface Row {
  screen: Screen;
  /** the medians of the rounds */
  app: Run;
  bare: Run;
  /** app ÷ twin per round: median and spread */
  rpsRatio: Spread;
  p99Ratio: Spread;
  bytes: number;
  bareBytes: number;
  sameJson: boolean;
  rss: number;
}

async function benchPostgres(ctx: BenchContext, databaseUrl: string, screens: Screen[]) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'dugout-bench-more-'));
  let app: AppProcess | null = null;
  let twin: { stop: () => Promise<void> } | null = null;
  try {
    app = await startApp({ DATA_DIR: dataDir, DEMO_DATA: 'true', DATABASE_URL: databaseUrl });
    // The bench's data set beside the demo accounts, as in the server section (bench/lib/seed.ts).
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    for (const s of seedSql) await client.query(s);
    await client.end();
    const { statements, programs } = await captureStatements(databaseUrl);
    const { COMPRESS_LEVEL, COMPRESS_THRESHOLD } = await import('../../apps/server/src/http/compress.ts');
    const programsFile = path.join(dataDir, 'fit-programs.json');
    writeFileSync(programsFile, JSON.stringify(programs));
    const started = await startTwin({
      DATABASE_URL: databaseUrl,
      SCREENS_MORE_STATEMENTS: JSON.stringify(statements),
      SCREENS_MORE_PROGRAMS: programsFile,
      BARE_GZIP_THRESHOLD: String(COMPRESS_THRESHOLD),
      BARE_GZIP_LEVEL: String(COMPRESS_LEVEL),
    });
    twin = started;
    const rows: Row[] = [];
    for (const screen of screens) {
      const cookie = await signIn(app.url, screen.email);
      const headers = { 'accept-encoding': ACCEPT, cookie };
      const appRes = await rawGet(app.url + screen.path, headers);
      if (appRes.status !== 200) throw new Error(`${screen.name}: ${appRes.status} ${appRes.body.toString()}`);
      const bareRes = await rawGet(started.url + screen.path, headers);
      if (bareRes.status !== 200) throw new Error(`bare ${screen.name}: ${bareRes.status} ${bareRes.body.toString()}`);
      // The twin must answer the same JSON as the app (else the ratio compares different work).
      const sameJson = isDeepStrictEqual(decoded(appRes), decoded(bareRes));
      if (!sameJson) console.log(`  the bare twin's JSON of ${screen.name} differs from the app's`);
      let rss = 0;
      const { appRuns, bareRuns } = await alternatingRounds(
        ctx,
        { url: app.url + screen.path, pid: app.pid },
        { url: started.url + screen.path, pid: started.pid },
        headers,
        (round, a, b) => {
          rss = app!.rssMb();
          console.log(roundText(`PostgreSQL ${screen.name.padEnd(26)}`, round, a, b));
        },
      );
      const ratio = (f: (r: Run) => number) => spread(appRuns.map((a, i) => f(a) / f(bareRuns[i]!)));
      const row: Row = {
        screen,
        app: medianRun(appRuns),
        bare: medianRun(bareRuns),
        rpsRatio: ratio((r) => r.rps),
        p99Ratio: ratio((r) => r.p99),
        bytes: appRes.body.length,
        bareBytes: bareRes.body.length,
        sameJson,
        rss,
      };
      rows.push(row);
      console.log(
        `  PostgreSQL ${screen.name.padEnd(26)} median: ${fmt(row.app.rps).padStart(6)} req/s  p50 ${row.app.p50} ms  p99 ${row.app.p99} ms` +
          `  | twin ${fmt(row.bare.rps)} req/s  p99 ${row.bare.p99} ms  | ratio ${spreadText(row.rpsRatio)}  p99 ratio ${spreadText(row.p99Ratio)}` +
          `  | same JSON ${sameJson ? 'yes' : 'NO'}  | RSS ${fmt(rss)} MB`,
      );
    }
    return rows;
  } finally {
    await twin?.stop();
    await app?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export const screensMoreSection: BenchSection = {
  name: 'screens-more',
  async run(ctx) {
    const only = process.env.BENCH_SCREENS?.split(',').map((s) => s.trim());
    const screens = only ? allScreens.filter((s) => only.includes(s.id)) : allScreens;
    console.log(
      `\nscreens-more: the guardian's view and the fit results beside their bare twins (node + pg), ${ctx.connections} connections, ${ctx.seconds} s per run`,
    );
    if (!screens.length) {
      console.log('  no screen picked (BENCH_SCREENS: guardian, fit)');
      return null;
    }
    if (process.env.BENCH_POSTGRES === '0') {
      console.log('  skipped: PostgreSQL only (BENCH_POSTGRES=0)');
      return null;
    }
    const before = load();
    console.log(`  ${before}`);
    const pgDb = await freshPostgres();
    if (typeof pgDb === 'string') {
      console.log(`  PostgreSQL: ${pgDb}`);
      return null;
    }
    let rows: Row[];
    try {
      rows = await benchPostgres(ctx, pgDb.url, screens);
    } finally {
      await pgDb.drop();
    }
    const after = load();
    console.log(`  ${after}`);
    const t = table(
      ['screen (endpoint)', ...TWIN_COLUMNS],
      rows.map((r) => [`${r.screen.name} (${r.screen.path})`, ...twinCells(r)]),
    );
    console.log(`\n${t.text}`);
    return [
      `## More screens beside their bare twins (PostgreSQL)`,
      '',
      `The guardian's view (GET /api/family as the demo parent) and the fit results (GET /api/fit/results as the demo player, the screen /college-screening-results reads), ${ctx.connections} connections, ${ctx.seconds} s per run after a warm-up, ${ROUNDS} rounds alternating app and twin as in the server section (medians; ratios with their spread, min–max), with the demo data and the bench's data set. Bare twin: node + \`pg\` running the app's own statements (captured from its services), the same JSON (\`same JSON\`), gzipped as the app does; the fit ranking is the domain's own functions, the programs held in memory as the app's reference cache holds them (bench/sections/screens-more.ts).`,
      '',
      `Load (\`uptime\`): before \`${before}\`; after \`${after}\`.`,
      '',
      t.markdown,
    ].join('\n');
  },
};

/* ---- the twin (this file forked with SCREENS_MORE_TWIN=1) --------------------------------------------------------- */

async function serveTwin() {
  const { zipcodes } = await import('../../apps/server/src/services/zipcodes.ts');
  const statements = JSON.parse(process.env.SCREENS_MORE_STATEMENTS!) as Statements;
  const programs = JSON.parse(readFileSync(process.env.SCREENS_MORE_PROGRAMS!, 'utf8')) as Parameters<
    typeof scorePrograms
  >[2];
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
  pg.types.setTypeParser(1082, (v) => v); // dates (date_of_birth) stay text, as the app reads them
  const defaultQuery = fitResultsQuerySchema.parse({});

  /** The app's statement, prepared under a name on each connection. */
  const q = async (name: string, text: string, values: unknown[]) =>
    (await pool.query({ name, text, values, rowMode: 'array' })).rows as unknown[][];
  const iso = (v: unknown) => (v == null ? null : (v as Date).toISOString());

  type Actor = { userId: string; email: string; role: string };
  /** The session's account, as the app's session middleware reads it (the same statement). */
  async function actorOf(req: IncomingMessage) {
    const m = /dugout\.session_token=([^;]+)/.exec(req.headers.cookie ?? '');
    if (!m) return null;
    const token = decodeURIComponent(m[1]!).split('.')[0];
    const [row] = await q(
      'session_actor',
      `select "sessions"."id", "sessions"."expires_at", "users"."id", "users"."email", "users"."role", "users"."disabled", "user_profiles"."is_coach", "user_profiles"."organization_id", "user_profiles"."organization_role" from "sessions" inner join "users" on "users"."id" = "sessions"."user_id" left join "user_profiles" on "user_profiles"."user_id" = "users"."id" where "sessions"."token" = $1`,
      [token],
    );
    if (!row || (row[1] as Date) <= new Date() || row[5]) return null;
    return { userId: row[2] as string, email: row[3] as string, role: row[4] as string };
  }

  async function family(actor: Actor): Promise<[number, unknown]> {
    // As the app: the account's row, its links (by the session's role and address) and a guardian's consents at once.
    const side = actor.role === 'guardian' ? 'guardian' : actor.role === 'player' ? 'player' : null;
    // The bench measures a guardian's view; the player's side runs the other branch of the app's statement.
    if (side === 'player') return [500, { error: "a player's family view: not in the twin" }];
    const [[me], links, consents] = await Promise.all([
      q('family_user', statements.familyUser, [actor.userId]),
      side ? q('family_links', statements.familyLinks, ['ended', actor.userId, actor.email.toLowerCase()]) : [],
      side ? q('family_consents', statements.familyConsents, [actor.userId]) : [],
    ]);
    if (!me) return [404, { error: 'not_found' }];
    const [, , , role, , dateOfBirth] = me as [string, string, string, string, boolean, string | null];
    const now = new Date();
    const out = {
      me: { role: actor.role, isMinor: role === 'player' && isMinor(dateOfBirth, now), dateOfBirth },
      links: [] as unknown[],
    };
    if (!side) return [200, out];
    out.links = links.map((l) => {
      const [id, guardianId, playerId, guardianEmail, playerEmail, invitedBy, , , status, gAgreed, pAgreed] = l;
      const [guardianMayEdit, copyEmails, shareWithCoaches] = [l[13], l[14], l[15]];
      const [gUserId, gName, gEmail, pUserId, pName, pEmail, pDob, teamName] = l.slice(17);
      const other =
        side === 'guardian'
          ? { userId: playerId, name: pUserId ? pName : null, email: pUserId ? pEmail : playerEmail }
          : { userId: guardianId, name: gUserId ? gName : null, email: gUserId ? gEmail : guardianEmail };
      const view: Record<string, unknown> = {
        id,
        status,
        invitedBy,
        myside: side,
        other,
        iAgreed: side === 'guardian' ? !!gAgreed : !!pAgreed,
        theyAgreed: side === 'guardian' ? !!pAgreed : !!gAgreed,
        guardianMayEdit,
        copyEmails,
        shareWithCoaches,
        teamName: teamName ?? null,
      };
      if (side === 'guardian' && status === 'active')
        view.player = {
          isMinor: isMinor((pUserId ? pDob : null) as string | null, now),
          consents: consents
            .filter((c) => c[0] === id)
            .map((c) => ({
              scope: c[1],
              grantedAt: iso(c[2]),
              grantedBy: c[3],
              revokedAt: iso(c[4]),
              revokedBy: c[5] ?? null,
            })),
        };
      return view;
    });
    return [200, out];
  }

  const positionOf = (v: unknown) => (typeof v === 'string' && isPosition(v) ? v : null);

  async function fitResults(actor: Actor): Promise<[number, unknown]> {
    if (actor.role !== 'player') return [403, { error: 'forbidden' }];
    const [subRows, interviewRows, zipRows] = await Promise.all([
      pool.query({ name: 'fit_submissions', text: statements.submissions, values: [actor.userId] }),
      q('fit_interview', statements.interview, [actor.userId]),
      q('fit_profile_zip', statements.profileZip, [actor.userId]),
    ]);
    // The submissions as the domain reads them; a team- or subscription-funded row would need the app's two funding
    // reads, which the demo player's rows do not (the twin says so rather than guess).
    const rows = (subRows.rows as Array<Record<string, unknown>>).map((r) => ({
      userId: r.user_id,
      height: r.height,
      weight: r.weight,
      sixty: r.sixty,
      throwVelocity: r.throw_velocity,
      exitVelocity: r.exit_velocity,
      fastballVelocity: r.fastball_velocity,
      fbSpinRate: r.fb_spin_rate,
      strikePercentage: r.strike_percentage,
      throws: r.throws,
      bats: r.bats,
      submittedPosition: r.submitted_position,
      submittedScore: r.submitted_score,
      bestPosition: r.best_position,
      bestScore: r.best_score,
      positionScores: r.position_scores,
      paymentStatus: r.payment_status,
      teamFunded: r.team_funded,
      subscriptionId: r.subscription_id,
      createdAt: r.created_at,
      fundingLapsed: false,
    }));
    if (rows.some((r) => r.teamFunded || r.subscriptionId)) return [500, { error: 'funded rows: not in the twin' }];
    type Facts = Parameters<typeof visibleSubmissions>[0][number] & Parameters<typeof headlineScore>[0];
    const submission = visibleSubmissions(rows as unknown as Facts[])[0] as (typeof rows)[number] | undefined;
    const position = submission
      ? (positionOf(headlineScore(submission as unknown as Facts).position) ?? positionOf(submission.submittedPosition))
      : null;
    const page = defaultQuery.page;
    const base = {
      page,
      pageSize: FIT_RESULTS_PAGE_SIZE,
      total: 0,
      ranked: 0,
      estimate: null,
      counted: [],
      notes: [],
    };
    if (!submission || !position)
      return [200, { ...base, state: 'noSubmission', position: null, rostersOnFile: 0, results: [] }];
    const answers = interviewRows[0]?.[1] as Parameters<typeof scorePrograms>[1] | undefined;
    if (!answers) return [200, { ...base, state: 'noAnswers', position, rostersOnFile: 0, results: [] }];
    const zip = ((answers.homeZip ?? zipRows[0]?.[0] ?? null) as string | null)?.trim().slice(0, 5);
    const hit = zip && /^\d{5}$/.test(zip) ? zipcodes.lookup(zip) : undefined;
    const home =
      hit && Number.isFinite(hit.latitude) && Number.isFinite(hit.longitude)
        ? { lat: hit.latitude, lon: hit.longitude }
        : null;
    const ranking = scorePrograms(
      {
        position,
        measurements: scoringInputOf(submission),
        home,
      },
      answers,
      programs,
    );
    const { page: _page, ...filters } = defaultQuery;
    const filtered = filterFitResults(ranking.ranked, filters);
    const start = (page - 1) * FIT_RESULTS_PAGE_SIZE;
    return [
      200,
      {
        ...base,
        state: 'ready',
        position,
        total: filtered.length,
        ranked: ranking.ranked.length,
        estimate: levelEstimateView(ranking.estimate, position),
        counted: fitPartKeys
          .filter((k) => ranking.max[k] > 0)
          .map((k) => ({ key: k, label: fitPartLabels[k], max: ranking.max[k] })),
        notes: fitNotes(answers, home != null),
        rostersOnFile: programs.reduce((n, p) => n + (p.roster ? 1 : 0), 0),
        results: filtered.slice(start, start + FIT_RESULTS_PAGE_SIZE).map((x) => ranking.summarize(x)),
      },
    ];
  }

  const handlers: Record<string, (actor: Actor) => Promise<[number, unknown]>> = {
    '/api/family': family,
    '/api/fit/results': fitResults,
  };
  const server = createServer(async (req, res) => {
    const handler = handlers[(req.url ?? '').split('?')[0]!];
    if (!handler) {
      res.writeHead(404);
      res.end();
      return;
    }
    try {
      const actor = await actorOf(req);
      const [status, body] = actor ? await handler(actor) : [401, { error: 'unauthorized' }];
      await sendJson(req, res, status, body);
    } catch (err) {
      res.writeHead(500);
      res.end(String(err));
    }
  });
  server.listen(Number(process.env.PORT), '127.0.0.1', () => process.send?.('ready'));
  process.on('SIGTERM', () => {
    server.close();
    void pool.end().then(() => process.exit(0));
  });
}

if (process.env.SCREENS_MORE_TWIN === '1') await serveTwin();
