import { describe, expect, it } from 'vitest';
import { positions } from '../shared/lists.ts';
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
const none: InterviewAnswers = interviewAnswersSchema.parse({});

const clone = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T;

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
