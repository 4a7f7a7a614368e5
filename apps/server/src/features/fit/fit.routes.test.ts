import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  benchmarkMessages,
  defaultBenchmarkTable,
  defaultContactRules,
  contactRuleMessages,
  interviewMessages,
  scorePrograms,
  fitMessages,
  type FitResultView,
  interviewAnswersSchema,
  type FitResultsResponse,
} from '@dugout/domain/fit';
import { scoringInputOf } from '@dugout/domain/scoring';
import { baseballRosters, colleges, metricSubmissions, userProfiles } from '../../db/schema/index.ts';
import { eq } from 'drizzle-orm';
import { startTestStack, type TestStack } from '../../test/test-app.ts';
import { createUser } from '../../test/factories.ts';
import { invalidateReferenceCaches } from '../../services/cache/reference-cache.ts';
import { homeOfZip } from './fit.service.ts';
import { loadFitPrograms } from './fit.repo.ts';

let stack: TestStack;
type User = Awaited<ReturnType<typeof createUser>>;
let player: User;
let fresh: User;
let noAnswers: User;
let admin: User;

const measured = {
  paymentStatus: 'free' as const,
  submittedPosition: 'OF',
  bestPosition: 'OF',
  submittedScore: 80,
  height: 72,
  weight: 185,
  sixty: 6.9,
  throwVelocity: 88,
  exitVelocity: 94,
};
const answers = {
  divisions: ['D1', 'D2'],
  homeZip: '30301',
  maxDistanceMiles: 600,
  maxNetPrice: 30000,
  sat: 1250,
  priorities: ['playingTime', 'cost'],
};

beforeAll(async () => {
  stack = await startTestStack();
  await stack.db.insert(colleges).values([
    {
      schoolId: 9801,
      schoolName: 'Peach State',
      division: 'D1',
      conference: 'SEC',
      state: 'GA',
      latitude: 33.75,
      longitude: -84.39,
      undergradEnrollment: 30000,
      campusSetting: 'City',
      collegeType: 'Public',
      netPrice: 22000,
      satMin: 1200,
      satMax: 1400,
      acceptanceRate: 0.5,
    },
    {
      schoolId: 9802,
      schoolName: 'Gulf Coast College',
      division: 'D2',
      conference: 'Gulf South',
      state: 'AL',
      latitude: 30.69,
      longitude: -88.04,
      undergradEnrollment: 4000,
      campusSetting: 'Suburb',
      collegeType: 'Private nonprofit',
      netPrice: 26000,
      satMin: 1000,
      satMax: 1200,
      acceptanceRate: 0.7,
    },
    {
      schoolId: 9803,
      schoolName: 'Far North Tech',
      division: 'D3',
      conference: null,
      state: 'ME',
      latitude: 44.8,
      longitude: -68.77,
      undergradEnrollment: 1500,
      campusSetting: 'Rural',
      collegeType: 'Private nonprofit',
      netPrice: 45000,
    },
    { schoolId: 9804, schoolName: 'Prairie Juco', division: 'NJCAA D1', conference: null, state: 'KS' },
  ]);
  await stack.db.insert(baseballRosters).values([
    { teamid: 9801, position: 'OF', fullName: 'A One', academicYear: 'Sr', season: '2025', height: 73, weight: 190 },
    { teamid: 9801, position: 'OF', fullName: 'B Two', academicYear: 'Sr', season: '2025', height: 71, weight: 180 },
    { teamid: 9801, position: 'OF', fullName: 'C Three', academicYear: 'Fr', season: '2025', height: 72, weight: 185 },
    { teamid: 9802, position: 'OF', fullName: 'D Four', academicYear: 'Fr', season: '2025' },
  ]);
  invalidateReferenceCaches();
  [player, fresh, noAnswers, admin] = await Promise.all([
    createUser(stack, 'player'),
    createUser(stack, 'player'),
    createUser(stack, 'player'),
    createUser(stack, 'admin'),
  ]);
  await stack.db.insert(metricSubmissions).values([
    { userId: player.id, ...measured },
    { userId: noAnswers.id, ...measured },
  ]);
  await stack.db.update(userProfiles).set({ hsGraduationYear: 2028 }).where(eq(userProfiles.userId, player.id));
});
afterAll(() => stack?.close());

describe('the interview: saved as the player goes, loaded again, validated with the domain messages', () => {
  it('signed out: 401', async () => {
    expect((await stack.client().get('/api/fit/interview')).status).toBe(401);
    expect((await stack.client().put('/api/fit/interview', {})).status).toBe(401);
  });

  it('nothing saved yet: empty answers', async () => {
    const res = await fresh.client.get('/api/fit/interview');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ answers: {}, updatedAt: null });
  });

  it('a step saves, the next step adds to it, and both load again', async () => {
    expect((await player.client.put('/api/fit/interview', { divisions: ['D1'] })).status).toBe(200);
    const res = await player.client.put('/api/fit/interview', answers);
    expect(res.status).toBe(200);
    const loaded = await player.client.get('/api/fit/interview');
    expect(loaded.body.answers).toMatchObject({
      divisions: ['D1', 'D2'],
      homeZip: '30301',
      maxDistanceMiles: 600,
      sat: 1250,
    });
    expect(loaded.body.updatedAt).toEqual(expect.any(String));
  });

  it('bad answers: 400 with the message of the field, nothing changed', async () => {
    for (const [body, field, message] of [
      [{ homeZip: '123' }, 'homeZip', interviewMessages.homeZip],
      [{ sat: 2000 }, 'sat', interviewMessages.sat],
      [{ maxDistanceMiles: 5 }, 'maxDistanceMiles', interviewMessages.maxDistance],
      [{ divisions: ['MLB'] }, 'divisions.0', interviewMessages.divisions],
    ] as const) {
      const res = await player.client.put('/api/fit/interview', { ...answers, ...body });
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe(message);
      expect(res.body.error.fields[field]).toBe(message);
    }
    expect((await player.client.get('/api/fit/interview')).body.answers.homeZip).toBe('30301');
  });
});

describe('screening results: ranked on the server by the domain', () => {
  it('signed out: 401', async () => {
    expect((await stack.client().get('/api/fit/results')).status).toBe(401);
  });

  it('no visible submission: says so (the screen links to /metrics)', async () => {
    const res = await fresh.client.get('/api/fit/results');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ state: 'noSubmission', results: [] });
  });

  it('a submission but no answers: says so (the screen links to /college-interview)', async () => {
    const res = await noAnswers.client.get('/api/fit/results');
    expect(res.body).toMatchObject({ state: 'noAnswers', position: 'OF', results: [] });
  });

  it('ranked as the domain ranks the same inputs: the band first, then the fit score; one page of compact rows', async () => {
    const res = await player.client.get('/api/fit/results');
    expect(res.status).toBe(200);
    const body = res.body as FitResultsResponse;
    expect(body.state).toBe('ready');
    const mine = body.results.filter((r) => [9801, 9802, 9803, 9804].includes(Number(r.programId)));
    expect(mine).toHaveLength(4);
    // compact: the breakdown is not in the list
    expect(body.results[0]).not.toHaveProperty('parts');
    expect(body.estimate).toMatchObject({
      position: 'OF',
      groupLabel: 'outfielders',
      source: expect.stringMatching(/PBR/),
    });
    expect(body.estimate!.levels.reduce((s, l) => s + l.probability, 0)).toBeCloseTo(1, 2);
    expect(body.counted.reduce((s, p) => s + p.max, 0)).toBe(100);
    expect(body.rostersOnFile).toBe(2);
    // Same inputs, same ranking as the pure domain function.
    const [sub] = await stack.db.select().from(metricSubmissions).where(eq(metricSubmissions.userId, player.id));
    const ranking = scorePrograms(
      {
        position: 'OF',
        measurements: scoringInputOf({ ...sub!, positionScores: null, metricScores: null } as never),
        home: homeOfZip('30301'),
      },
      interviewAnswersSchema.parse(answers),
      await loadFitPrograms(stack.db),
    );
    expect(body.results).toEqual(ranking.ranked.slice(0, body.pageSize).map((r) => ranking.summarize(r)));
    expect(body.ranked).toBe(ranking.ranked.length);
    // The roster line reaches the row: two seniors leave, one freshman.
    expect(mine.find((r) => r.programId === 9801)!.rosterLine).toBe(
      '2 outfielders leave after 2025; 1 freshman outfielder; 3 on the roster (limit 34)',
    );
  });

  it("one program's breakdown on demand: the parts add up to the row's score; not ranked or unknown: 404", async () => {
    const list = (await player.client.get('/api/fit/results')).body as FitResultsResponse;
    const row = list.results.find((r) => r.programId === 9801)!;
    const res = await player.client.get('/api/fit/results/9801');
    expect(res.status).toBe(200);
    const detail = res.body as FitResultView;
    expect(detail).toMatchObject({ rank: row.rank, fitScore: row.fitScore, band: row.band, bandText: row.bandText });
    expect(Math.round(detail.parts.reduce((a, p) => a + p.points, 0) * 10) / 10).toBe(row.fitScore);
    expect(detail.positionNeed).toMatchObject({ group: 'OF', leaving: 2, freshmen: 1, reading: 'likely openings' });
    expect((await player.client.get('/api/fit/results/999999')).status).toBe(404);
    const none = await fresh.client.get('/api/fit/results/9801');
    expect(none.status).toBe(404);
    expect(none.body.error.message).toBe(fitMessages.resultNotFound);
    expect((await stack.client().get('/api/fit/results/9801')).status).toBe(401);
    for (const bad of ['abc', '99999999999', '1.5', '-3'])
      expect((await player.client.get(`/api/fit/results/${bad}`)).status).toBe(400);
  });

  it('filters narrow the list (divisions, state, net price); a bad filter is a 400', async () => {
    const d2 = (await player.client.get('/api/fit/results?divisions=D2')).body as FitResultsResponse;
    expect(d2.results.map((r) => r.name)).toEqual(['Gulf Coast College']);
    const ga = (await player.client.get('/api/fit/results?states=ga&maxNetPrice=25000')).body as FitResultsResponse;
    expect(ga.results.map((r) => r.name)).toEqual(['Peach State']);
    expect((await player.client.get('/api/fit/results?divisions=MLB')).status).toBe(400);
  });
});

describe('admin tables: benchmarks and contact rules', () => {
  it('anyone signed in reads them, with their source', async () => {
    const b = await player.client.get('/api/fit/benchmarks');
    expect(b.body).toMatchObject({
      source: defaultBenchmarkTable().source,
      sourceDate: defaultBenchmarkTable().sourceDate,
      updatedAt: null,
    });
    const r = await player.client.get('/api/fit/contact-rules');
    expect(r.body.rules).toEqual(defaultContactRules());
  });

  it('a player may not edit (403); an admin with a bad table gets the domain message (400); a good one is stored (200)', async () => {
    const table = defaultBenchmarkTable();
    expect((await player.client.put('/api/admin/fit/benchmarks', table)).status).toBe(403);
    expect((await stack.client().put('/api/admin/fit/benchmarks', table)).status).toBe(401);
    const bad = await admin.client.put('/api/admin/fit/benchmarks', { ...table, rows: table.rows.slice(1) });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe(benchmarkMessages.missing('Exit velocity'));
    const edited = {
      ...table,
      source: 'State association survey',
      sourceDate: '2026-10-01',
      rows: table.rows.map((r) =>
        r.metric === 'exitVelocity' ? { ...r, values: { P4: 96, D1: 94, D2: 91, D3: 89 } } : r,
      ),
    };
    const ok = await admin.client.put('/api/admin/fit/benchmarks', edited);
    expect(ok.status).toBe(200);
    const read = await player.client.get('/api/fit/benchmarks');
    expect(read.body).toMatchObject({ source: 'State association survey', sourceDate: '2026-10-01' });
    expect(read.body.rows.find((r: { metric: string }) => r.metric === 'exitVelocity').values.P4).toBe(96);
  });

  it('contact rules: 403 for a player, 400 with the message, 200 and the calendar follows', async () => {
    const rules = defaultContactRules();
    expect((await player.client.put('/api/admin/fit/contact-rules', { rules })).status).toBe(403);
    const bad = await admin.client.put('/api/admin/fit/contact-rules', { rules: [{ ...rules[0], month: 13 }] });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe(contactRuleMessages.month);
    const ok = await admin.client.put('/api/admin/fit/contact-rules', {
      rules: [{ ...rules[0], month: 9, day: 1, source: 'NCAA manual 2026' }],
    });
    expect(ok.status).toBe(200);
    const cal = await player.client.get('/api/fit/contact-calendar');
    expect(cal.body.graduationYear).toBe(2028);
    expect(cal.body.milestones).toEqual([
      expect.objectContaining({ id: 'd1-contact', date: '2026-09-01', source: 'NCAA manual 2026' }),
    ]);
  });
});

describe('position need on the school profile', () => {
  it("the viewer's group (best position OF) at one program", async () => {
    const res = await player.client.get('/api/fit/position-need/9801');
    expect(res.body).toEqual({
      position: 'OF',
      need: expect.objectContaining({
        group: 'OF',
        text: '2 seniors/graduate students leave after 2025; 1 freshman',
        reading: 'likely openings',
      }),
    });
    expect((await fresh.client.get('/api/fit/position-need/9801')).body).toEqual({ position: null, need: null });
  });
});

describe('scoring table rows for the browser what-if', () => {
  it('carries the heights and weights', async () => {
    const res = await player.client.get('/api/fit/scoring-tables');
    expect(res.status).toBe(200);
    expect(res.body.heights.length).toBeGreaterThan(10);
    expect(res.body.weights.length).toBeGreaterThan(10);
  });
});
