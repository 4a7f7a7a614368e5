import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { positions, type Position } from '../shared/lists.ts';
import type { ScoringInput } from '../scoring/engine.ts';
import {
  BENCHMARK_SOURCE,
  benchmarkAxis,
  benchmarkSourceYear,
  benchmarkTableSchema,
  compareToBenchmarks,
  defaultBenchmarkTable,
  fitGroupOfPosition,
  fitGroupOfRosterPosition,
  type BenchmarkTable,
} from './benchmarks.ts';
import { fitDivisionOf, programLevel } from './levels.ts';
import { interviewAnswersSchema, interviewSteps, statesOfAnswers, type InterviewAnswers } from './interview.ts';
import { positionNeed, summarizeRoster } from './position-need.ts';
import {
  distanceMiles,
  filterFitResults,
  fitFiltersSchema,
  homeFromZip,
  fitPartMaxes,
  levelFitFraction,
  rankPrograms,
  scorePrograms,
  type FitPlayer,
  type FitProgram,
} from './rank.ts';
import { contactCalendar, contactRulesUpdateSchema, defaultContactRules } from './contact-calendar.ts';

const table = defaultBenchmarkTable();
const outfielder: ScoringInput = {
  height: 73,
  weight: 185,
  sixty: 6.95,
  throwVelocity: 86,
  exitVelocity: 92,
  bats: 'Right',
  throws: 'Right',
  position: 'OF',
};
const player: FitPlayer = { position: 'OF', measurements: outfielder, home: { lat: 35.2, lon: -80.8 } };
const none: InterviewAnswers = interviewAnswersSchema.parse({});

const program = (over: Partial<FitProgram> = {}): FitProgram => ({
  id: 1,
  name: 'Program',
  division: 'D2',
  conference: 'Sunshine State',
  state: 'FL',
  lat: 27.9,
  lon: -82.4,
  enrollment: 9000,
  setting: 'City',
  control: 'Private nonprofit',
  netPrice: 30000,
  satMin: 1100,
  satMax: 1280,
  actMin: 22,
  actMax: 28,
  acceptanceRate: 0.45,
  roster: null,
  ...over,
});
const clone = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T;
const partOf = (r: { parts: Array<{ key: string; points: number; max: number }> }, key: string) =>
  r.parts.find((p) => p.key === key)!;

describe('division benchmarks', () => {
  it('default table: the published means of committed players, Power 4 / other D1 / D2 / D3, with source and date', () => {
    const v = Object.fromEntries(
      table.rows.map((r) => [r.metric, [r.values.P4, r.values.D1, r.values.D2, r.values.D3]]),
    );
    expect(v).toEqual({
      exitVelocity: [95.4, 93.4, 91.0, 88.7],
      sixty: [7.02, 7.1, 7.25, 7.35],
      infieldThrow: [84.7, 82.9, 80.1, 77.7],
      outfieldThrow: [86.9, 85.5, 82.8, 80.6],
      catcherThrow: [79.0, 77.5, 75.4, 73.7],
      fastballVelocity: [90.5, 87.9, 84.5, 81.9],
      fbSpinRate: [2187, 2137, 2049, 1989],
    });
    expect(table.source).toMatch(/committed players/);
    expect(benchmarkTableSchema.safeParse(table).success).toBe(true);
  });

  it('the admin edit is validated with messages', () => {
    const edit = (f: (t: BenchmarkTable) => void) => {
      const t = clone(table);
      f(t);
      const r = benchmarkTableSchema.safeParse(t);
      return r.success ? [] : r.error.issues.map((i) => i.message);
    };
    expect(edit((t) => (t.source = ' '))).toEqual(['Enter the source of the benchmarks']);
    expect(edit((t) => (t.sourceDate = '2025-02-30'))).toEqual(['Enter the date of the source as YYYY-MM-DD']);
    expect(edit((t) => (t.rows[0]!.values.D2 = 99))).toEqual([
      'Exit velocity averages must not rise from Power 4 to D3',
    ]);
    expect(edit((t) => (t.rows[1]!.values.P4 = 7.3))).toEqual([
      '60-yard time averages must not fall from Power 4 to D3',
    ]);
    expect(edit((t) => (t.rows[6]!.values.D3 = 100))).toEqual([
      'Fastball spin averages must be between 500 and 4000 rpm',
    ]);
    expect(edit((t) => t.rows.pop())).toEqual(['Add the Fastball spin row']);
    expect(edit((t) => t.rows.push(clone(t.rows[0]!)))).toEqual(['Exit velocity appears more than once']);
  });

  it('compares an outfielder on exit velocity, 60-yard time and the outfield throw', () => {
    const c = compareToBenchmarks(outfielder, table);
    expect(c.group).toBe('OF');
    expect(c.rows.map((r) => [r.label, r.valueLabel, r.reached, r.text])).toEqual([
      ['Exit velocity', '92.0 mph', 'D2', 'At or above the D2 average'],
      ['60-yard time', '6.95s', 'P4', 'At or above the Power 4 average'],
      ['Outfield throw', '86.0 mph', 'D1', 'At or above the Other D1 average'],
    ]);
    expect(c.rows[0]!.levels.map((l) => [l.label, l.meanLabel, l.met])).toEqual([
      ['Power 4', '95.4 mph', false],
      ['Other D1', '93.4 mph', false],
      ['D2', '91.0 mph', true],
      ['D3', '88.7 mph', true],
    ]);
  });

  it('compares pitchers on fastball and spin, catchers on the catcher throw; below D3 and missing are said so', () => {
    const p = compareToBenchmarks({ position: 'RHP', fastballVelocity: 80, fbSpinRate: null }, table);
    expect(p.rows.map((r) => [r.label, r.text])).toEqual([
      ['Fastball velocity', 'Below the D3 average'],
      ['Fastball spin', 'Not given'],
    ]);
    expect(compareToBenchmarks({ ...outfielder, position: 'C' }, table).rows.map((r) => r.metric)).toEqual([
      'exitVelocity',
      'sixty',
      'catcherThrow',
    ]);
    expect(compareToBenchmarks({ ...outfielder, position: 'MIF' }, table).rows[2]!.metric).toBe('infieldThrow');
  });

  it('maps positions to groups: C; 1B, 3B, MIF → IF; OF; pitchers → P; roster spellings too', () => {
    expect(positions.map(fitGroupOfPosition)).toEqual(['IF', 'IF', 'C', 'IF', 'OF', 'P', 'P']);
    expect(
      ['C', '1B', 'SS', 'IF', 'CF', 'RHP', 'LHP/OF', 'P', 'UTL', 'INF/OF', ''].map(fitGroupOfRosterPosition),
    ).toEqual(['C', 'IF', 'IF', 'IF', 'OF', 'P', 'P', 'P', null, null, null]);
  });
});

describe('program levels', () => {
  it('Power 4 is ACC, Big Ten, Big 12 and SEC; other D1, D2 and D3 are their own level', () => {
    expect(['ACC', 'Big Ten', 'Big 12', 'SEC', 'Sun Belt'].map((c) => programLevel('D1', c).level)).toEqual([
      'P4',
      'P4',
      'P4',
      'P4',
      'D1',
    ]);
    expect(programLevel('D2', 'PSAC')).toEqual({ level: 'D2', derived: false, note: null });
    expect(programLevel('D3', 'NESCAC').level).toBe('D3');
  });

  it('derives a level for the other associations, and says so', () => {
    const cases = [
      'NAIA',
      'JUCO (NJCAA D1)',
      'CCCAA',
      'JUCO (NJCAA D2)',
      'JUCO (NJCAA D3)',
      'NWAC',
      'USCAA',
      'Bethel University',
      null,
    ];
    expect(cases.map((d) => programLevel(d).level)).toEqual(['D2', 'D2', 'D2', 'D3', 'D3', 'D3', 'D3', 'D3', 'D3']);
    expect(programLevel('NAIA').note).toBe('NAIA compared with D2 averages');
    expect(programLevel('JUCO (NJCAA D2)').note).toBe('NJCAA Division II compared with D3 averages');
    expect(cases.every((d) => programLevel(d).derived)).toBe(true);
  });

  it('groups divisions for the interview and filters', () => {
    expect(
      [
        ['D1', 'SEC'],
        ['D1', 'WCC'],
        ['D2', null],
        ['NAIA', null],
        ['JUCO (NJCAA D3)', null],
        ['CCCAA', null],
        ['NWAC', null],
        ['USCAA', null],
        ['?', null],
      ].map(([d, c]) => fitDivisionOf(d, c)),
    ).toEqual(['P4', 'D1', 'D2', 'NAIA', 'JUCO', 'JUCO', 'JUCO', 'USCAA', null]);
  });
});

describe('college interview answers', () => {
  it('every answer is optional; blanks count as not answered', () => {
    expect(interviewAnswersSchema.parse({})).toEqual(none);
    const a = interviewAnswersSchema.parse({
      divisions: [],
      homeZip: '',
      maxNetPrice: '',
      sat: null,
      intendedMajor: '  ',
      priorities: [],
    });
    expect(Object.values(a).every((v) => v === undefined)).toBe(true);
  });

  it('reads form strings and checks each answer with its message', () => {
    expect(
      interviewAnswersSchema.parse({ maxNetPrice: '$25,000', states: ['tx', 'TX'], gpa: '3.75', sat: '1310' }),
    ).toMatchObject({ maxNetPrice: 25000, states: ['TX'], gpa: 3.75, sat: 1310 });
    const bad = interviewAnswersSchema.safeParse({
      homeZip: '1234',
      maxDistanceMiles: 5,
      sat: 1605,
      act: 40,
      gpa: 5.5,
      states: ['XX'],
      priorities: ['cost', 'cost'],
      divisions: ['D4'],
    });
    expect(bad.success).toBe(false);
    const messages = Object.fromEntries(bad.error!.issues.map((i) => [String(i.path[0]), i.message]));
    expect(messages).toEqual({
      homeZip: 'Enter a 5-digit ZIP code',
      maxDistanceMiles: 'Maximum distance must be between 25 and 3,000 miles',
      sat: 'SAT must be between 400 and 1600',
      act: 'ACT must be between 1 and 36',
      gpa: 'GPA must be between 0.0 and 5.0',
      states: 'Choose states from the list',
      priorities: 'Rank each priority at most once',
      divisions: 'Choose divisions from the list',
    });
  });

  it('the steps ask every question once, each with a label', () => {
    const fields = interviewSteps.flatMap((s) => s.fields.map((f) => f.name));
    expect([...fields].sort()).toEqual(Object.keys(interviewAnswersSchema.shape).sort());
    expect(interviewSteps.every((s) => s.title && s.help && s.fields.every((f) => f.label))).toBe(true);
  });

  it('regions add their states', () => {
    expect([...statesOfAnswers({ regions: ['Southwest'], states: ['CA'] })].sort()).toEqual([
      'AZ',
      'CA',
      'NM',
      'OK',
      'TX',
    ]);
    expect(statesOfAnswers({}).size).toBe(0);
  });
});

describe('position need', () => {
  const roster = [
    { position: 'OF', classYear: 'Sr' },
    { position: 'CF', classYear: 'R-Sr' },
    { position: 'LF', classYear: 'Graduate Student' },
    { position: 'RF', classYear: 'FR.' },
    { position: 'OF', classYear: 'Jr' },
    { position: 'RHP', classYear: 'Fr' },
    { position: 'RHP', classYear: 'R-Fr' },
    { position: 'LHP', classYear: 'Freshman' },
    { position: 'P', classYear: 'Sr' },
  ];
  it("says 'N seniors/graduate students leave after 2025; N freshmen' with a reading", () => {
    expect(positionNeed(roster, 'OF', 2025)).toEqual({
      group: 'OF',
      season: 2025,
      count: 5,
      leaving: 3,
      freshmen: 1,
      reading: 'likely openings',
      text: '3 seniors/graduate students leave after 2025; 1 freshman',
    });
    expect(positionNeed(roster, 'P', 2025)).toMatchObject({
      leaving: 1,
      freshmen: 3,
      reading: 'crowded',
      text: '1 senior/graduate student leaves after 2025; 3 freshmen',
    });
    expect(positionNeed(roster, 'C', 2025)).toMatchObject({
      count: 0,
      reading: 'no players listed',
      text: '0 seniors/graduate students leave after 2025; 0 freshmen',
    });
    expect(
      positionNeed(
        [
          { position: 'C', classYear: 'Sr' },
          { position: 'C', classYear: 'Fr' },
        ],
        'C',
        2025,
      ).reading,
    ).toBe('balanced');
  });

  it('summarises the roster per group with average height and weight', () => {
    const s = summarizeRoster(
      [
        { position: 'OF', classYear: 'Jr', height: 72, weight: 190 },
        { position: 'OF', classYear: 'So', height: 75, weight: null },
      ],
      2025,
    );
    expect(s.groups.OF).toEqual({ count: 2, leaving: 0, freshmen: 0, avgHeight: 73.5, avgWeight: 190 });
    expect(s.groups.C).toEqual({ count: 0, leaving: 0, freshmen: 0, avgHeight: null, avgWeight: null });
  });
});

/* ---- ranking ---------------------------------------------------------------------------------------------- */

const divisionsArb = fc.constantFrom<[string, string | null]>(
  ['D1', 'SEC'],
  ['D1', 'ACC'],
  ['D1', 'WCC'],
  ['D2', 'PSAC'],
  ['D3', 'NESCAC'],
  ['NAIA', null],
  ['JUCO (NJCAA D1)', null],
  ['CCCAA', null],
  ['NWAC', null],
  ['USCAA', null],
  ['Bethel University', null],
);
const nullable = <T>(a: fc.Arbitrary<T>) => fc.option(a, { nil: null, freq: 4 });
const rosterArb = fc.array(
  fc.record({
    position: fc.constantFrom('C', 'IF', 'SS', '1B', 'OF', 'CF', 'RHP', 'LHP', 'UTL'),
    classYear: fc.constantFrom('Fr', 'R-Fr', 'So', 'Jr', 'Sr', 'R-Sr', 'Gr', ''),
    height: nullable(fc.integer({ min: 66, max: 80 })),
    weight: nullable(fc.integer({ min: 150, max: 250 })),
  }),
  { maxLength: 40 },
);
const programArb: fc.Arbitrary<FitProgram> = fc
  .record({
    id: fc.integer({ min: 1, max: 100_000 }),
    name: fc.constantFrom('Alpha', 'Beta', 'Gamma', 'Delta', 'Alpha'),
    div: divisionsArb,
    state: nullable(fc.constantFrom('TX', 'FL', 'NC', 'CA', 'NY', 'OH')),
    lat: nullable(fc.double({ min: 25, max: 48, noNaN: true })),
    lon: fc.double({ min: -123, max: -70, noNaN: true }),
    enrollment: nullable(fc.integer({ min: 300, max: 60000 })),
    setting: nullable(fc.constantFrom('City', 'suburb', 'Town', 'rural')),
    control: nullable(fc.constantFrom('public', 'private_nonprofit', 'Private for-profit')),
    netPrice: nullable(fc.integer({ min: 2000, max: 60000 })),
    sat: nullable(fc.tuple(fc.integer({ min: 800, max: 1300 }), fc.integer({ min: 0, max: 300 }))),
    act: nullable(fc.tuple(fc.integer({ min: 14, max: 30 }), fc.integer({ min: 0, max: 6 }))),
    acceptanceRate: nullable(fc.double({ min: 0.03, max: 1, noNaN: true })),
    roster: nullable(rosterArb),
  })
  .map(({ div, sat, act, roster, ...p }) => ({
    ...p,
    division: div[0],
    conference: div[1],
    satMin: sat?.[0] ?? null,
    satMax: sat ? sat[0] + sat[1] : null,
    actMin: act?.[0] ?? null,
    actMax: act ? act[0] + act[1] : null,
    roster: roster ? summarizeRoster(roster, 2025) : null,
  }));
const answersArb: fc.Arbitrary<InterviewAnswers> = fc
  .record({
    divisions: fc.option(fc.subarray(['P4', 'D1', 'D2', 'D3', 'NAIA', 'JUCO', 'USCAA'] as const, { minLength: 1 }), {
      nil: undefined,
    }),
    regions: fc.option(fc.subarray(['Northeast', 'Southeast', 'Midwest', 'Southwest', 'West'], { minLength: 1 }), {
      nil: undefined,
    }),
    maxDistanceMiles: fc.option(fc.integer({ min: 25, max: 3000 }), { nil: undefined }),
    schoolSizes: fc.option(fc.subarray(['Small', 'Medium', 'Large'] as const, { minLength: 1 }), { nil: undefined }),
    control: fc.option(fc.subarray(['Public', 'Private'] as const, { minLength: 1 }), { nil: undefined }),
    maxNetPrice: fc.option(fc.integer({ min: 0, max: 100000 }), { nil: undefined }),
    sat: fc.option(
      fc.integer({ min: 40, max: 160 }).map((x) => x * 10),
      { nil: undefined },
    ),
    act: fc.option(fc.integer({ min: 1, max: 36 }), { nil: undefined }),
    priorities: fc.option(fc.shuffledSubarray(['playingTime', 'academics', 'cost', 'location'] as const), {
      nil: undefined,
    }),
  })
  .map((a) => interviewAnswersSchema.parse(a));
const measurementsArb = fc.record({
  height: fc.integer({ min: 64, max: 80 }),
  weight: fc.integer({ min: 140, max: 250 }),
  sixty: fc.integer({ min: 640, max: 800 }).map((x) => x / 100),
  throwVelocity: fc.integer({ min: 650, max: 960 }).map((x) => x / 10),
  exitVelocity: fc.integer({ min: 750, max: 1050 }).map((x) => x / 10),
  fastballVelocity: fc.integer({ min: 720, max: 960 }).map((x) => x / 10),
  fbSpinRate: fc.integer({ min: 1700, max: 2700 }),
});
const playerArb: fc.Arbitrary<FitPlayer> = fc.record({
  position: fc.constantFrom<Position>(...positions),
  measurements: measurementsArb,
  home: fc.option(
    fc.record({
      lat: fc.double({ min: 25, max: 48, noNaN: true }),
      lon: fc.double({ min: -123, max: -70, noNaN: true }),
    }),
    { nil: null },
  ),
});

describe('rankPrograms', () => {
  it('every result: fit score 0–100 whose shown parts add up to it, maxes add up to 100', () => {
    fc.assert(
      fc.property(playerArb, answersArb, fc.array(programArb, { maxLength: 30 }), (pl, answers, programs) => {
        for (const r of rankPrograms(pl, answers, programs, table)) {
          if (r.fitScore < 0 || r.fitScore > 100) return false;
          if (r.parts.reduce((a, p) => a + Math.round(p.points * 10), 0) !== Math.round(r.fitScore * 10)) return false;
          if (r.parts.reduce((a, p) => a + p.max, 0) !== 100) return false;
          if (r.parts.some((p) => p.points < 0 || p.points > p.max + 0.05 || !p.reason)) return false;
        }
        return true;
      }),
      { numRuns: 300 },
    );
  });

  it('orders by fit score, ties by name then id; the same programs in any order give the same ranking', () => {
    fc.assert(
      fc.property(
        playerArb,
        answersArb,
        fc.array(programArb, { maxLength: 25 }),
        fc.integer(),
        (pl, answers, programs, seed) => {
          const a = rankPrograms(pl, answers, programs, table);
          const shuffled = [...programs].sort(
            (x, y) => ((Number(x.id) * 2654435761 + seed) % 997) - ((Number(y.id) * 2654435761 + seed) % 997),
          );
          const b = rankPrograms(pl, answers, shuffled, table);
          const key = (r: (typeof a)[number]) => `${r.programId}|${r.name}|${r.fitScore}`;
          // programs with the same id, name and score are indistinguishable; everything else keeps its place
          expect(a.map(key)).toEqual(b.map(key));
          expect(a.map((r) => r.rank)).toEqual(a.map((_, i) => i + 1));
          for (let i = 1; i < a.length; i++) {
            const [p, q] = [a[i - 1]!, a[i]!];
            expect(
              p.fitScore > q.fitScore ||
                (p.fitScore === q.fitScore &&
                  (p.name < q.name ||
                    (p.name === q.name &&
                      String(p.programId).padStart(12, '0') <= String(q.programId).padStart(12, '0')))),
            ).toBe(true);
          }
        },
      ),
      { numRuns: 200 },
    );
  });

  it('a better measurement never lowers level fit', () => {
    const fields = ['exitVelocity', 'sixty', 'throwVelocity', 'fastballVelocity', 'fbSpinRate'] as const;
    fc.assert(
      fc.property(
        playerArb,
        measurementsArb,
        fc.constantFrom(...fields),
        fc.double({ min: 0, max: 10, noNaN: true }),
        fc.array(programArb, { minLength: 1, maxLength: 15 }),
        (pl0, m, field, amount, generated) => {
          const pl = { ...pl0, measurements: m };
          const programs = generated.map((g, i) => ({ ...g, id: i }));
          const better = {
            ...m,
            [field]:
              field === 'sixty'
                ? Math.max(0.01, m.sixty - amount / 10)
                : field === 'fbSpinRate'
                  ? m.fbSpinRate + amount * 50
                  : m[field] + amount,
          };
          const before = new Map(
            rankPrograms(pl, none, programs, table).map((r) => [r.programId, partOf(r, 'level').points]),
          );
          const after = rankPrograms({ ...pl, measurements: better }, none, programs, table);
          return after.every((r) => partOf(r, 'level').points >= before.get(r.programId)!);
        },
      ),
      { numRuns: 300 },
    );
    fc.assert(
      fc.property(
        measurementsArb,
        fc.constantFrom('C', 'IF', 'OF', 'P' as const),
        fc.constantFrom('P4', 'D1', 'D2', 'D3' as const),
        fc.double({ min: 0, max: 20, noNaN: true }),
        (m, g, level, d) =>
          levelFitFraction(
            {
              ...m,
              exitVelocity: m.exitVelocity + d,
              throwVelocity: m.throwVelocity + d,
              fastballVelocity: m.fastballVelocity + d,
              sixty: m.sixty - d / 100,
              fbSpinRate: m.fbSpinRate + d * 10,
            },
            g,
            level,
            table,
          ).fraction >= levelFitFraction(m, g, level, table).fraction,
      ),
    );
  });

  it('a higher level is never an easier level fit for the same player', () => {
    fc.assert(
      fc.property(measurementsArb, fc.constantFrom('C', 'IF', 'OF', 'P' as const), (m, g) => {
        const f = (['P4', 'D1', 'D2', 'D3'] as const).map((l) => levelFitFraction(m, g, l, table).fraction);
        return f[0]! <= f[1]! && f[1]! <= f[2]! && f[2]! <= f[3]!;
      }),
    );
  });

  it('explains each part and why a program is not higher', () => {
    const duke = program({
      id: 193,
      name: 'Duke',
      division: 'D1',
      conference: 'ACC',
      state: 'NC',
      lat: 36.0,
      lon: -78.9,
      netPrice: 28000,
      satMin: 1480,
      satMax: 1570,
      actMin: 33,
      actMax: 35,
      acceptanceRate: 0.06,
    });
    const answers = interviewAnswersSchema.parse({ sat: 1200, maxNetPrice: 25000 });
    const [r] = rankPrograms(player, answers, [duke], table);
    expect(r!.parts.map((p) => p.label)).toEqual([
      'Level fit',
      'Roster fit',
      'Academic fit',
      'Cost',
      'Distance',
      'Preferences',
    ]);
    expect(partOf(r!, 'level')).toMatchObject({ max: 30 });
    expect(r!.parts[0]!.reason).toBe(
      'Below the Power 4 averages in exit velocity (92.0 mph vs 95.4 mph) and outfield throw (86.0 mph vs 86.9 mph)',
    );
    expect(r!.parts[2]!.reason).toBe('Your SAT 1200 is below their middle range (from 1480); acceptance rate 6.0%');
    expect(r!.parts[3]!.reason).toBe('Net price $28,000 a year, $3,000 over your $25,000 budget');
    expect(r!.parts[4]!.reason).toBe('120 miles from home');
    expect(r!.parts[5]!.reason).toBe('No preferences given');
    expect(r!.whyNotHigher[0]).toMatch(/^Academic fit \(−\d+\.\d\): Your SAT 1200 is below/);
    expect(r!.whyNotHigher.length).toBeLessThanOrEqual(3);
    const lost = r!.parts.map((p) => p.max - p.points).sort((a, b) => b - a);
    expect(r!.whyNotHigher[0]).toContain(`(−${lost[0]!.toFixed(1)})`);
  });

  it('roster fit reads position need: openings beat a crowded group', () => {
    const open = summarizeRoster(
      [
        { position: 'OF', classYear: 'Sr' },
        { position: 'OF', classYear: 'Gr' },
        { position: 'OF', classYear: 'Jr' },
      ],
      2025,
    );
    const crowded = summarizeRoster(
      [
        { position: 'OF', classYear: 'Fr' },
        { position: 'OF', classYear: 'R-Fr' },
        { position: 'OF', classYear: 'Jr' },
      ],
      2025,
    );
    const results = rankPrograms(
      player,
      none,
      [
        program({ id: 1, name: 'Crowded', roster: crowded }),
        program({ id: 2, name: 'Open', roster: open }),
        program({ id: 3, name: 'No roster' }),
      ],
      table,
    );
    expect(results.map((r) => r.name)).toEqual(['Open', 'No roster', 'Crowded']);
    expect(partOf(results[0]!, 'roster')).toMatchObject({
      reason: '2 seniors/graduate students leave after 2025; 0 freshmen (likely openings)',
    });
    expect(results[0]!.positionNeed?.reading).toBe('likely openings');
    expect(results[1]!.parts[1]!.reason).toBe('No current roster on file');
  });

  it('the player’s ranking of what matters most decides how much each part counts', () => {
    expect(fitPartMaxes(undefined)).toEqual({
      level: 30,
      roster: 20,
      academics: 15,
      cost: 12,
      distance: 10,
      preferences: 13,
    });
    const cost = fitPartMaxes(['cost', 'academics', 'location', 'playingTime']);
    expect(cost.cost).toBeGreaterThan(fitPartMaxes(undefined).cost);
    expect(cost.roster).toBeLessThan(fitPartMaxes(undefined).roster);
    expect(Object.values(cost).reduce((a, b) => a + b, 0)).toBe(100);
    const cheap = program({ id: 1, name: 'Cheap', netPrice: 10000, satMin: 1400, satMax: 1500 });
    const smart = program({ id: 2, name: 'Smart', netPrice: 40000, satMin: 1000, satMax: 1100 });
    const rank = (priorities: string[]) =>
      rankPrograms(
        player,
        interviewAnswersSchema.parse({ priorities, sat: 1150, maxNetPrice: 20000 }),
        [cheap, smart],
        table,
      ).map((r) => r.name);
    expect(rank(['cost', 'playingTime', 'location', 'academics'])[0]).toBe('Cheap');
    expect(rank(['academics', 'playingTime', 'location', 'cost'])[0]).toBe('Smart');
  });

  it('preferences: each stated preference matched or not, unknown data half', () => {
    const answers = interviewAnswersSchema.parse({ divisions: ['D2'], regions: ['Southeast'], settings: ['Town'] });
    const [r] = rankPrograms(player, answers, [program({ setting: null })], table);
    expect(r!.parts[5]!.reason).toBe('Matches Division II and FL; no data for setting');
    expect(Math.abs(r!.parts[5]!.points - (2.5 / 3) * 13)).toBeLessThanOrEqual(0.1);
  });

  it('scorePrograms: the same order and scores without words; explain gives the whole result of any ranked program', () => {
    fc.assert(
      fc.property(playerArb, answersArb, fc.array(programArb, { maxLength: 25 }), (pl, answers, programs) => {
        const full = rankPrograms(pl, answers, programs, table);
        const ranking = scorePrograms(pl, answers, programs, table);
        expect(ranking.ranked.map((r) => [r.programId, r.fitScore, r.rank])).toEqual(
          full.map((r) => [r.programId, r.fitScore, r.rank]),
        );
        ranking.ranked.forEach((r, i) => {
          expect('parts' in r).toBe(false);
          const { parts, whyNotHigher, positionNeed, ...rest } = full[i]!;
          expect(r).toEqual(rest);
          expect(ranking.explain(r)).toEqual({ ...rest, parts, whyNotHigher, positionNeed });
        });
        if (programs.length) expect(() => ranking.explain({ ...ranking.ranked[0]! })).toThrow();
      }),
      { numRuns: 150 },
    );
  });

  it('ranks 1,683 programs in one pass (no quadratic work: best of 3 under 1 s even on a busy machine; the 200 ms target is measured by `npm run bench`)', () => {
    const programs = fc.sample(programArb, { numRuns: 1683, seed: 42 });
    const answers = interviewAnswersSchema.parse({
      sat: 1200,
      maxNetPrice: 30000,
      regions: ['Southeast'],
      maxDistanceMiles: 600,
    });
    let best = Infinity;
    for (let k = 0; k < 3; k++) {
      const t0 = Date.now();
      expect(rankPrograms(player, answers, programs, table)).toHaveLength(1683);
      best = Math.min(best, Date.now() - t0);
    }
    expect(best).toBeLessThan(1000);
  });
});

describe('distance', () => {
  it('measures great-circle miles and places a home ZIP by known places', () => {
    expect(
      Math.abs(distanceMiles({ lat: 40.7128, lon: -74.006 }, { lat: 34.0522, lon: -118.2437 }) - 2445),
    ).toBeLessThan(5); // New York – Los Angeles
    const places = [
      { zip: '27708', lat: 36.0, lon: -78.9 },
      { zip: '27701', lat: 36.1, lon: -78.8 },
      { zip: '27705-1234', lat: 35.9, lon: -79.0 },
      { zip: '33606', lat: 27.9, lon: -82.4 },
      { zip: null, lat: 1, lon: 1 },
    ];
    expect(homeFromZip('27708', places)).toEqual({ lat: 36.0, lon: -78.9 });
    const near = homeFromZip('27710', places)!;
    expect([near.lat, near.lon].map((x) => Math.round(x * 1000) / 1000)).toEqual([36, -78.9]); // average of the 277xx places
    expect(homeFromZip('90210', places)).toBeNull();
    expect(homeFromZip('123', places)).toBeNull();
  });
});

describe('filters on the results', () => {
  const results = rankPrograms(
    player,
    none,
    [
      program({ id: 1, name: 'Tampa', division: 'D2', state: 'FL', netPrice: 30000 }),
      program({
        id: 2,
        name: 'Duke',
        division: 'D1',
        conference: 'ACC',
        state: 'NC',
        lat: 36,
        lon: -78.9,
        netPrice: 20000,
        enrollment: 6500,
      }),
      program({
        id: 3,
        name: 'Far JC',
        division: 'CCCAA',
        state: 'CA',
        lat: 34,
        lon: -118,
        netPrice: null,
        enrollment: 2000,
        control: 'public',
      }),
    ],
    table,
  );

  it('narrow by division, states or region, distance, net price, size, control and name; keep ranks', () => {
    const names = (f: Record<string, unknown>) =>
      filterFitResults(results, fitFiltersSchema.parse(f)).map((r) => r.name);
    expect(names({ divisions: 'P4,JUCO' }).sort()).toEqual(['Duke', 'Far JC']);
    expect(names({ regions: 'Southeast' }).sort()).toEqual(['Duke', 'Tampa']);
    expect(names({ states: 'ca' })).toEqual(['Far JC']);
    expect(names({ maxDistanceMiles: '600' }).sort()).toEqual(['Duke', 'Tampa']);
    expect(names({ maxNetPrice: 25000 })).toEqual(['Duke']);
    expect(names({ schoolSizes: ['Small'] })).toEqual(['Far JC']);
    expect(names({ control: 'Private' }).sort()).toEqual(['Duke', 'Tampa']);
    expect(names({ q: 'tam' })).toEqual(['Tampa']);
    expect(names({})).toHaveLength(3);
    const kept = filterFitResults(results, { maxNetPrice: 25000 });
    expect(kept[0]!.rank).toBe(results.find((r) => r.name === 'Duke')!.rank);
  });
});

describe('contact calendar', () => {
  it('dates the NCAA D1 and D2 milestones from the graduation year, with their source', () => {
    const c = contactCalendar(2028, defaultContactRules(), '2026-07-01');
    expect(c.map((m) => [m.id, m.date, m.open])).toEqual([
      ['d2-contact', '2026-06-15', true],
      ['d2-visits', '2026-06-15', true],
      ['d1-contact', '2026-08-01', false],
      ['d1-visits', '2026-08-01', false],
    ]);
    expect(c[2]!.text).toBe('From Aug 1, 2026: D1 coaches may call, text, message and contact you off campus');
    expect(c.every((m) => m.source === 'NCAA Division I/II Manuals, 2024–25')).toBe(true);
    expect(contactCalendar(2030, defaultContactRules())[0]!.open).toBeNull();
  });

  it('the admin edit is validated', () => {
    const rules = defaultContactRules();
    expect(contactRulesUpdateSchema.safeParse({ rules }).success).toBe(true);
    const bad = contactRulesUpdateSchema.safeParse({
      rules: [
        { ...rules[0]!, month: 2, day: 30 },
        { ...rules[0]!, source: '' },
      ],
    });
    expect(bad.error!.issues.map((i) => i.message)).toEqual([
      'Day must be a day of that month',
      'Enter the source of the rule',
      'Rule id d1-contact appears more than once',
    ]);
    expect(contactRulesUpdateSchema.safeParse({ rules: [] }).error!.issues[0]!.message).toBe('Add at least one rule');
  });
});

describe('division benchmark source and charts', () => {
  it('cites its publisher and data set, and the year of the figures (not the day they were entered)', () => {
    const t = defaultBenchmarkTable();
    expect(t.source).toBe(BENCHMARK_SOURCE);
    expect(t.source).toMatch(/Prep Baseball Report \(PBR\).*BaseballPath/);
    expect(benchmarkSourceYear(t)).toBe('2026');
    expect(benchmarkTableSchema.safeParse(t).success).toBe(true);
  });

  it("a chart's axis starts below the lowest bar, never below zero, and ends above the highest", () => {
    expect(benchmarkAxis([95.4, 93.4, 91, 88.7], 'exitVelocity')).toEqual({ from: 85, to: expect.closeTo(96.4, 1) });
    const sixty = benchmarkAxis([6.9, 7.02, 7.1, 7.25, 7.35], 'sixty');
    expect(sixty.from).toBeGreaterThan(0);
    expect(sixty.from).toBeLessThan(6.9);
    expect(sixty.to).toBeGreaterThan(7.35);
    expect(benchmarkAxis([1, 30], 'exitVelocity').from).toBe(0);
  });
});
