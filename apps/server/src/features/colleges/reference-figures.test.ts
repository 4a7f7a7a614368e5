import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Papa from 'papaparse';
import { users } from '../../db/schema/index.ts';
import { eq } from 'drizzle-orm';
import { readShippedCsv } from '../reference-data/shipped-reference.ts';
import { startTestStack, type TestStack } from '../../test/test-app.ts';
import { importReference } from '../../test/reference-imports.ts';
import { createUser } from '../../test/factories.ts';

/**
 * Nothing invented under a real name: every figure of a profile equals the shipped files (data/reference/) or is
 * empty, and each panel cites its source.
 */
type Row = Record<string, string>;
const csv = (file: string) => Papa.parse<Row>(readShippedCsv(file), { header: true, skipEmptyLines: true }).data;
const schools = csv('schools.csv.gz');
const academics = new Map(csv('college_academics.csv.gz').map((r) => [r.unitid, r]));
const climate = new Map(csv('climate.csv.gz').map((r) => [r.school_id, r]));
const rosters = csv('rosters.csv.gz');
const staff = csv('coaching_staff.csv.gz');
const n = (v: string | undefined) => (v == null || v === '' ? null : Number(v));
const s = (v: string | undefined) => (v == null || v === '' ? null : v);

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack({ reference: true });
});
afterAll(() => stack?.close());

async function expectProfileMatchesFiles(schoolId: number) {
  const res = await stack.client().get(`/api/colleges/${schoolId}/profile`);
  expect(res.status).toBe(200);
  const p = res.body;
  const sc = schools.find((r) => Number(r.school_id) === schoolId)!;
  expect(p.school).toMatchObject({
    schoolName: sc.school_name,
    fullName: s(sc.full_name),
    division: sc.division,
    conference: s(sc.conference),
    state: s(sc.state),
  });
  // Nothing the files do not have: no record, rank, overview, field, commits, transfers, coach statistics.
  expect(p.school).toMatchObject({
    lastSeasonRecord: null,
    lastSeasonRank: null,
    schoolOverview: null,
    baseballProgramSummary: null,
    tier: null,
    rank: null,
  });
  expect(p).toMatchObject({ field: null, commits: [], transfers: null });
  const a = sc.unitid ? academics.get(sc.unitid) : undefined;
  const figures = {
    undergradEnrollment: n(a?.undergrad_enrollment),
    acceptanceRate: n(a?.acceptance_rate),
    tuitionInState: n(a?.tuition_in_state),
    tuitionOutState: n(a?.tuition_out_state),
    netPrice: n(a?.net_price),
    satMin: n(a?.sat_min),
    satMax: n(a?.sat_max),
    actMin: n(a?.act_min),
    actMax: n(a?.act_max),
  };
  expect(p.school).toMatchObject(figures);
  expect(p.sources.academics).toEqual(
    Object.values(figures).some((v) => v != null) ? { source: 'College Scorecard', asOf: '2018–19 to 2022–23' } : null,
  );
  // Each value's own academic year, as the file gives it.
  expect(p.school).toMatchObject({
    yearEnrollment: s(a?.year_enrollment),
    yearAdmissions: s(a?.year_admissions),
    yearTuition: s(a?.year_tuition),
    yearNetPrice: s(a?.year_net_price),
    yearSat: s(a?.year_sat),
    yearAct: s(a?.year_act),
  });
  expect(p.sources.school).toEqual({ source: 'College program lists', asOf: sc.season });
  const c = climate.get(String(schoolId));
  expect(p.climate).toEqual(
    c
      ? {
          marchHigh: n(c.mar_high_f),
          marchLow: n(c.mar_low_f),
          aprilHigh: n(c.apr_high_f),
          aprilLow: n(c.apr_low_f),
          mayHigh: n(c.may_high_f),
          mayLow: n(c.may_low_f),
          totalPrecip: null,
        }
      : null,
  );
  expect(p.sources.climate).toEqual(c ? { source: 'NOAA', asOf: '1981–2010 normals' } : null);
  const mine = rosters.filter((r) => Number(r.school_id) === schoolId);
  const season = mine
    .map((r) => r.season)
    .sort()
    .at(-1);
  const current = mine.filter((r) => r.season === season && r.position);
  expect(p.roster.length).toBe(new Set(current.map((r) => `${r.player_name}#${r.jersey}`)).size);
  for (const player of p.roster as Array<{
    fullName: string;
    height: number | null;
    weight: number | null;
    hometown: string | null;
  }>) {
    const src = current.find((r) => r.player_name === player.fullName);
    expect(src, player.fullName).toBeDefined();
    expect({ height: player.height, weight: player.weight, hometown: player.hometown }).toEqual({
      height: n(src!.height_in),
      weight: n(src!.weight_lbs),
      hometown: s(src!.hometown),
    });
  }
  expect(p.sources.roster).toEqual(current.length ? { source: 'Official roster', asOf: season } : null);
  const head = staff
    .filter((r) => Number(r.school_id) === schoolId && r.is_head_coach === 'Y')
    .sort((x, y) => x.season!.localeCompare(y.season!))
    .at(-1);
  if (head) {
    expect(p.coach).toMatchObject({
      headCoachName: head.coach_name,
      coachSeasons: null,
      coachWinsLosses: null,
      wlPercentage: null,
      coachEmail: null,
      annualRevenue: null,
    });
    expect(p.sources.coach).toEqual({ source: 'Official coaching staff', asOf: head.season });
  } else expect(p.coach).toBeNull();
  return p;
}

describe('profiles show only the shipped figures', () => {
  it('Duke: its real 2025 roster, its real head coach, Scorecard academics and NOAA climate, each cited', async () => {
    const p = await expectProfileMatchesFiles(193);
    expect(p.coach.headCoachName).toBe('Chris Pollard');
    expect(p.sources.roster).toEqual({ source: 'Official roster', asOf: '2025' });
    expect(p.school.undergradEnrollment).toBeGreaterThan(5000);
    expect(p.climate.marchHigh).toBeGreaterThan(50);
  });

  it('three random programs (and one without a roster): every figure equals the files or is empty', async () => {
    const picks = [...schools]
      .sort(() => Math.random() - 0.5)
      .slice(0, 3)
      .map((r) => Number(r.school_id));
    for (const id of picks) await expectProfileMatchesFiles(id);
    const noRoster = schools.find((r) => !rosters.some((x) => x.school_id === r.school_id))!;
    const p = await expectProfileMatchesFiles(Number(noRoster.school_id));
    expect(p.roster).toEqual([]);
    expect(p.coach).toBeNull();
  });
});

describe('each figure cites the year of its own value', () => {
  it("Tampa's SAT and ACT are 2021–22, its other academics 2022–23 (a quarter of the programs' SAT values are older)", async () => {
    const p = (await stack.client().get('/api/colleges/689/profile')).body;
    expect(p.school).toMatchObject({
      satMin: 1070,
      satMax: 1240,
      yearSat: '2021-22',
      yearAct: '2021-22',
      yearEnrollment: '2022-23',
      yearTuition: '2022-23',
    });
    const withSat = schools.flatMap((r) =>
      r.unitid && academics.get(r.unitid)?.sat_min ? [academics.get(r.unitid)!] : [],
    );
    const older = withSat.filter((r) => r.year_sat !== '2022-23').length / withSat.length;
    expect(older).toBeGreaterThan(0.2); // 244 of 1,018 programs with an SAT range (24 %)
    const search = (await stack.client().get('/api/colleges?pageSize=5')).body;
    expect(search.sources.academics).toEqual([{ source: 'College Scorecard', asOf: '2018–19 to 2022–23' }]);
  });

  it('precipitation: no climate row has a spring total (the NOAA normals shipped have none), so none is shown', async () => {
    expect([...climate.values()].every((r) => !r.spring_precip_in)).toBe(true);
    const p = (await stack.client().get('/api/colleges/193/profile')).body;
    expect(p.climate.totalPrecip).toBeNull();
  });
});

describe('one upload relabels only the rows it wrote', () => {
  let admin: Awaited<ReturnType<typeof createUser>>;
  beforeAll(async () => {
    admin = await createUser(stack, 'player');
    await stack.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.id));
    await admin.client.signIn(admin.email, 'correct-horse-9');
  });
  const upload = (kind: string, body: string) =>
    importReference(admin.client, kind, body, `${kind}-audit.csv`, { source: 'Audit test file', asOf: '2026' });
  const profile = async (id: number) => (await stack.client().get(`/api/colleges/${id}/profile`)).body;

  it('a one-row schools file for CSUN: Duke, Stanford and the /colleges footer keep their source', async () => {
    const res = await upload('schools', 'school_id,school_name,division,conference\n101,CSUN,D1,Big West');
    expect(res.body).toMatchObject({ status: 'completed', rows: 1 });
    expect((await profile(101)).sources.school).toEqual({ source: 'Audit test file', asOf: '2026' });
    for (const id of [193, 674])
      expect((await profile(id)).sources.school).toEqual({ source: 'College program lists', asOf: '2026' });
    const search = (await stack.client().get('/api/colleges?pageSize=5')).body;
    expect(search.sources.school).toEqual(
      expect.arrayContaining([
        { source: 'College program lists', asOf: '2026' },
        { source: 'College program lists', asOf: '2023' },
        { source: 'Audit test file', asOf: '2026' },
      ]),
    );
    expect(search.sources.school).toHaveLength(3);
  });

  it("a one-row climate file for CSUN: Duke's climate keeps NOAA", async () => {
    const res = await upload(
      'climate',
      'school_id,mar_high_f,mar_low_f,apr_high_f,apr_low_f,may_high_f,may_low_f\n101,70,45,74,48,78,52',
    );
    expect(res.body).toMatchObject({ status: 'completed', updated: 1 });
    expect((await profile(101)).sources.climate).toEqual({ source: 'Audit test file', asOf: '2026' });
    expect((await profile(193)).sources.climate).toEqual({ source: 'NOAA', asOf: '1981–2010 normals' });
  });

  it("a one-row coaches file for CSUN: Duke's staff keeps its source and season", async () => {
    const res = await upload('coaches', 'school_id,coach_name,role,is_head_coach\n101,Audit Coach,Head Coach,Y');
    expect(res.body).toMatchObject({ status: 'completed', rows: 1 });
    const csun = await profile(101);
    expect(csun.coach.headCoachName).toBe('Audit Coach');
    // The file names no season: the staff cites the file's own date, not an earlier season.
    expect(csun.sources.coach).toEqual({ source: 'Audit test file', asOf: '2026' });
    expect((await profile(193)).sources.coach).toEqual({ source: 'Official coaching staff', asOf: '2025' });
  });
});

describe('refreshing from the original sources', () => {
  let admin: Awaited<ReturnType<typeof createUser>>;
  beforeAll(async () => {
    admin = await createUser(stack, 'player');
    await stack.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.id));
    await admin.client.signIn(admin.email, 'correct-horse-9');
  });
  const upload = (kind: string, name: string, body: string, fields: Record<string, string> = {}) =>
    importReference(admin.client, kind, body, name, fields);

  it('data health counts, per association, the programs with each kind of data, and dates each source (admins only)', async () => {
    expect((await stack.client().get('/api/admin/reference-health')).status).toBe(401);
    const res = await admin.client.get('/api/admin/reference-health');
    expect(res.status).toBe(200);
    const d1 = res.body.divisions.find((d: { division: string }) => d.division === 'D1');
    expect(d1).toEqual({
      division: 'D1',
      programs: 308,
      academics: expect.any(Number),
      climate: expect.any(Number),
      roster: 18,
      headCoach: 18,
      field: 0,
    });
    expect(res.body.divisions.map((d: { division: string }) => d.division)).toEqual([
      'D1',
      'D2',
      'D3',
      'NAIA',
      'JUCO',
      'CCCAA',
      'NWAC',
      'USCAA',
    ]);
    const total = (k: string) => res.body.divisions.reduce((a: number, d: Record<string, number>) => a + d[k]!, 0);
    expect(total('programs')).toBe(1683);
    expect(total('climate')).toBe(climate.size);
    expect(total('academics')).toBe(schools.filter((r) => r.unitid && academics.has(r.unitid)).length);
    expect(res.body.sources.find((x: { kind: string }) => x.kind === 'academics')).toMatchObject({
      source: 'College Scorecard',
      asOf: '2018–19 to 2022–23',
      fileName: 'college_academics.csv.gz',
    });
  });

  it('a College Scorecard "Most-Recent-Cohorts-Institution" file updates the academics and their source', async () => {
    const file = [
      'UNITID,OPEID,INSTNM,CITY,STABBR,INSTURL,CONTROL,LOCALE,UGDS,ADM_RATE,SATVR25,SATMT25,SATVR75,SATMT75,SAT_AVG,ACTCM25,ACTCM75,ACTCMMID,TUITIONFEE_IN,TUITIONFEE_OUT,NPT4_PUB,NPT4_PRIV',
      '198419,00292000,Duke University,Durham,NC,duke.edu,2,12,6640,0.0507,730,760,780,800,1540,34,35,35,66172,66172,NULL,21000',
      '999999,0,Not A Program College,Nowhere,NC,example.edu,1,41,100,PrivacySuppressed,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,1000,2000,500,NULL',
    ].join('\n');
    const res = await upload('academics', 'Most-Recent-Cohorts-Institution.csv', file, {
      source: 'College Scorecard',
      asOf: '2023–24',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'completed', rows: 2, updated: 1, skipped: 1 });
    const p = (await stack.client().get('/api/colleges/193/profile')).body;
    expect(p.school).toMatchObject({
      undergradEnrollment: 6640,
      acceptanceRate: 0.0507,
      satMin: 1490,
      satMax: 1580,
      actMin: 34,
      actMax: 35,
      tuitionInState: 66172,
      netPrice: 21000,
      collegeType: 'Private nonprofit',
      campusSetting: 'City',
    });
    expect(p.sources.academics).toEqual({ source: 'College Scorecard', asOf: '2023–24' });
  });

  it("a scraper's roster file (Name, Pos., Cl., Ht. 6-2, Wt., B/T, Hometown, High School) becomes the team's current roster", async () => {
    const file = [
      'No.,Name,Pos.,Cl.,Ht.,Wt.,B/T,Hometown,High School',
      '7,Casey Example,SS,So.,6-2,190,R/R,"Durham, N.C.",Jordan HS',
      '21,Robin Sample,RHP,R-Jr.,6-4,215,R/R,"Raleigh, N.C.",Broughton HS',
      '33,Lee Placeholder,OF,Fr.,5-11,180,L/L,"Austin, Texas",Westlake HS',
    ].join('\n');
    const res = await upload('rosters', 'duke-roster-2026.csv', file, {
      schoolId: '193',
      source: 'Official roster',
      asOf: '2026',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'completed', added: 3 });
    const p = (await stack.client().get('/api/colleges/193/profile')).body;
    expect(p.roster.map((r: { fullName: string }) => r.fullName)).toEqual([
      'Casey Example',
      'Lee Placeholder',
      'Robin Sample',
    ]);
    expect(p.roster.find((r: { fullName: string }) => r.fullName === 'Casey Example')).toMatchObject({
      height: 74,
      weight: 190,
      position: 'SS',
      hsName: 'Jordan HS',
      hometown: 'Durham, N.C.',
    });
    expect(p.roster.find((r: { fullName: string }) => r.fullName === 'Lee Placeholder').height).toBe(71);
    expect(p.sources.roster).toEqual({ source: 'Official roster', asOf: '2026' });
  });

  it('a bad height is refused with its row and reason, nothing changed', async () => {
    const res = await upload('rosters', 'bad.csv', 'Name,Pos.,Ht.\nBad Height,C,tall', { schoolId: '193' });
    expect(res.body).toMatchObject({
      status: 'rejected',
      rejections: [{ row: 2, reason: 'height_in must be a whole number' }],
    });
    expect((await stack.client().get('/api/colleges/193/profile')).body.roster).toHaveLength(3);
  });
});
