import { describe, expect, it } from 'vitest';
import { defaultBenchmarkTable } from '../fit/benchmarks.ts';
import { yearsBefore } from '../families/age.ts';
import { profileSectionKeys, publicProfileViewSchema } from './contract.ts';
import { ageGroupOf, buildPublicProfileView, type PublicProfileFacts } from './view.ts';
import { formatMetricValue } from '../metrics-sources/format.ts';

const now = new Date('2026-11-27T12:00:00Z');

const facts = (over: Partial<PublicProfileFacts> = {}): PublicProfileFacts => ({
  handle: 'casey-demoplayer',
  url: 'https://dugout.example/p/casey-demoplayer',
  name: 'Casey Demoplayer',
  dateOfBirth: yearsBefore(now, 16),
  allowIndexing: false,
  sections: {},
  videos: [{ url: 'https://youtu.be/dQw4w9WgXcQ', title: 'Bullpen' }],
  events: [
    { name: 'Later', date: '2027-03-01', organiser: null },
    { name: 'Past', date: '2026-01-01', organiser: 'X' },
    { name: 'Sooner', date: '2026-12-10', organiser: 'Demo Events' },
  ],
  profile: {
    photoUrl: '/uploads/p.png',
    classYear: 2027,
    primaryPosition: 'RHP',
    bats: 'Right',
    throws: 'Right',
    heightInches: 74,
    weightLbs: 185,
    highSchool: 'Riverside Demo High',
    highSchoolState: 'TX',
  },
  team: { name: 'Demo Thunder 17U', coachName: 'Morgan Democoach' },
  academics: { gpa: 3.6, sat: 1250 },
  latest: {
    id: 's1',
    createdAt: '2026-11-20T10:00:00Z',
    fastballVelocity: 86.5,
    fbSpinRate: 2310,
    strikePercentage: 64,
    height: 74,
    weight: 185,
    submittedPosition: 'RHP',
    submittedScore: 71.2,
    bestPosition: 'RHP',
    bestScore: 71.2,
  },
  history: [],
  verifications: [],
  benchmarkTable: defaultBenchmarkTable(),
  commitment: null,
  updatedAt: '2026-11-27T10:00:00Z',
  ...over,
});

describe('the public view builder', () => {
  it('the default sections: everything but score and benchmarks; metrics with date and source', () => {
    const view = buildPublicProfileView(facts(), now);
    expect(() => publicProfileViewSchema.parse(view)).not.toThrow();
    expect(view).toMatchObject({
      name: 'Casey Demoplayer',
      indexable: false,
      photoUrl: '/uploads/p.png',
      classYear: 2027,
      positions: ['RHP'],
      bats: 'Right',
      heightInches: 74,
      highSchool: { name: 'Riverside Demo High', state: 'TX' },
      travelTeam: { name: 'Demo Thunder 17U', ageGroup: '17U' },
      academics: { gpa: 3.6, sat: 1250, act: null, intendedMajor: null },
      score: null,
      benchmarks: [],
      commitment: { collegeName: '', status: 'Uncommitted' },
      coachReference: { coachName: 'Morgan Democoach', teamName: 'Demo Thunder 17U' },
    });
    expect(view.metrics.map((m) => [m.metric, m.display, m.date, m.source.kind])).toEqual([
      ['fastballVelocity', '86.5 mph', '2026-11-20', 'self_reported'],
      ['fbSpinRate', '2,310 rpm', '2026-11-20', 'self_reported'],
      ['strikePercentage', '64.0%', '2026-11-20', 'self_reported'],
    ]);
    expect(view.videos[0]?.embedUrl).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(view.events.map((e) => e.name)).toEqual(['Sooner', 'Later']);
  });

  it('score and benchmarks when opted in: the headline score, the table with its source and year per row', () => {
    const view = buildPublicProfileView(facts({ sections: { score: true, benchmarks: true } }), now);
    expect(view.score).toEqual({ score: 71.2, bestPosition: 'RHP' });
    expect(view.benchmarks.length).toBe(8);
    expect(view.benchmarks[0]).toMatchObject({
      metric: 'fastballVelocity',
      player: '86.5 mph',
      division: 'Power 4',
      mean: '90.5 mph',
    });
    expect(view.benchmarks.every((b) => b.source.includes('Prep Baseball Report') && b.source.endsWith('2026'))).toBe(
      true,
    );
  });

  it('every section off: only the name and the handle remain', () => {
    const off = Object.fromEntries(profileSectionKeys.map((k) => [k, false]));
    const view = buildPublicProfileView(facts({ sections: off, commitment: { schoolName: 'Demo State' } }), now);
    expect(view).toMatchObject({
      name: 'Casey Demoplayer',
      photoUrl: null,
      classYear: null,
      positions: [],
      bats: null,
      throws: null,
      heightInches: null,
      weightLbs: null,
      highSchool: null,
      travelTeam: null,
      academics: null,
      metrics: [],
      score: null,
      benchmarks: [],
      videos: [],
      events: [],
      commitment: null,
      coachReference: null,
    });
  });

  it('indexable only for an adult who allowed it; a commitment; no submission at all', () => {
    expect(buildPublicProfileView(facts({ allowIndexing: true }), now).indexable).toBe(false);
    const grown = facts({ allowIndexing: true, dateOfBirth: yearsBefore(now, 19), latest: null });
    const view = buildPublicProfileView({ ...grown, commitment: { schoolName: 'Demo State' } }, now);
    expect(view.indexable).toBe(true);
    expect(view.metrics).toEqual([]);
    expect(view.commitment).toEqual({ collegeName: 'Demo State', status: 'Committed' });
  });

  it('formats', () => {
    expect(ageGroupOf('River Hawks 16u')).toBe('16U');
    expect(ageGroupOf('Hawks')).toBeNull();
    expect(formatMetricValue('sixty', 6.9)).toBe('6.90s');
    expect(formatMetricValue('exitVelocity', 88)).toBe('88.0 mph');
  });
});
