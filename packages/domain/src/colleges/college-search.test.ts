import { describe, expect, it } from 'vitest';
import { collegeSearchQuerySchema } from './profile.contract.ts';
import { milesBetween, searchCollegeList, type SearchableCollege } from './college-search.ts';

const row = (over: Partial<SearchableCollege>): SearchableCollege => ({
  schoolId: 1,
  schoolName: 'X',
  fullName: null,
  division: 'D1',
  conference: null,
  city: null,
  state: null,
  usRegion: null,
  campusSetting: null,
  schoolSize: null,
  collegeType: null,
  academicSelectivity: null,
  undergradEnrollment: null,
  acceptanceRate: null,
  tuitionInState: null,
  tuitionOutState: null,
  netPrice: null,
  satMin: null,
  satMax: null,
  actMin: null,
  actMax: null,
  latitude: null,
  longitude: null,
  ...over,
});
const list = [
  row({
    schoolId: 433,
    schoolName: 'Ole Miss',
    fullName: 'University of Mississippi',
    state: 'MS',
    undergradEnrollment: 19000,
    collegeType: 'Public',
    latitude: 34.36,
    longitude: -89.53,
  }),
  row({
    schoolId: 430,
    schoolName: 'Mississippi St.',
    fullName: 'Mississippi State University',
    state: 'MS',
    undergradEnrollment: 18000,
    collegeType: 'Public',
  }),
  row({
    schoolId: 193,
    schoolName: 'Duke',
    fullName: 'Duke University',
    state: 'NC',
    undergradEnrollment: 6500,
    collegeType: 'Private nonprofit',
    latitude: 36.0,
    longitude: -78.94,
  }),
  row({ schoolId: 900001, schoolName: 'Some JC', division: 'JUCO (NJCAA D2)' }),
];
const search = (qs: Record<string, string>, origin: { lat: number; lon: number } | null = null) =>
  searchCollegeList(list, collegeSearchQuerySchema.parse(qs), origin);

describe('college search list', () => {
  it("finds Ole Miss by 'Ole Miss', 'Mississippi' and 'University of Mississippi'; 'Mississippi State' finds 'Mississippi St.'", () => {
    for (const q of ['Ole Miss', 'mississippi', 'University of Mississippi'])
      expect(search({ q }).results.map((r) => r.schoolId)).toContain(433);
    expect(search({ q: 'Mississippi State' }).results.map((r) => r.schoolId)).toEqual([430]);
  });

  it('JUCO covers the three NJCAA divisions; Private covers nonprofit and for-profit', () => {
    expect(search({ division: 'JUCO' }).results.map((r) => r.schoolId)).toEqual([900001]);
    expect(search({ control: 'Private' }).results.map((r) => r.schoolId)).toEqual([193]);
  });

  it('sorts with unknown figures last in both directions and pages', () => {
    expect(search({ sort: 'enrollment' }).results.map((r) => r.schoolId)).toEqual([193, 430, 433, 900001]);
    expect(search({ sort: 'enrollment', dir: 'desc' }).results.map((r) => r.schoolId)).toEqual([433, 430, 193, 900001]);
    expect(search({ pageSize: '2', page: '2' })).toMatchObject({
      total: 4,
      page: 2,
      results: [{ schoolId: 433 }, { schoolId: 900001 }],
    });
  });

  it('measures miles from a point and filters by distance', () => {
    expect(milesBetween({ lat: 36.0, lon: -78.94 }, { lat: 34.36, lon: -89.53 })).toBeGreaterThan(590);
    const near = search({ zip: '27708', maxMiles: '10', sort: 'distance' }, { lat: 36.0, lon: -78.94 });
    expect(near.results.map((r) => [r.schoolId, r.distanceMi])).toEqual([[193, 0]]);
  });
});
