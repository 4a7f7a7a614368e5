import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { baseballRosters, colleges, jobFiles, referenceImports, users } from '../../db/schema/index.ts';
import { startTestStack, type TestStack } from '../../test/test-app.ts';
import { createUser } from '../../test/factories.ts';
import { importReference, pollReferenceImport, postReferenceImport } from '../../test/reference-imports.ts';

let stack: TestStack;
let admin: Awaited<ReturnType<typeof createUser>>;
let player: Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  stack = await startTestStack();
  admin = await createUser(stack, 'player');
  await stack.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.id));
  await admin.client.signIn(admin.email, 'correct-horse-9');
  player = await createUser(stack, 'player');
});
afterAll(() => stack?.close());

const post = postReferenceImport;
const poll = pollReferenceImport;
const upload = importReference;

const schoolsCsv = [
  'school_id,ncaa_org_id,ncaa_season_team_id,school_name,full_name,division,conference,city,state,unitid,season,match_method,match_score',
  '193,193,1,Duke,Duke University,D1,ACC,Durham,NC,198419,2026,manual,',
  '8,8,2,Alabama,The University of Alabama,D1,SEC,Tuscaloosa,AL,100751,2026,manual,',
  '30001,,,Tampa,University of Tampa,D2,Sunshine State,Tampa,FL,137847,2026,manual,',
].join('\n');

describe('reference imports', () => {
  it('is for site admins only (401 signed out, 403 for a player)', async () => {
    expect((await upload(stack.client(), 'schools', schoolsCsv)).status).toBe(401);
    const res = await upload(player.client, 'schools', schoolsCsv);
    expect(res.status).toBe(403);
    expect((await player.client.get('/api/admin/reference-imports')).status).toBe(403);
    expect(await stack.db.select().from(colleges)).toHaveLength(0);
  });

  it('refuses an unknown kind or a missing file with a 400', async () => {
    const bad = await upload(admin.client, 'planets', schoolsCsv);
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toContain('Kind must be one of');
    const form = new FormData();
    form.set('kind', 'schools');
    const none = await admin.client.request('POST', '/api/admin/reference-imports', undefined, { form });
    expect(none.status).toBe(400);
    expect(none.body.error.message).toBe('Please choose a CSV file to import.');
  });

  it('answers 202 with the queued job; polling shows rows done / total, then the report; the stored file is gone', async () => {
    const res = await post(admin.client, 'schools', schoolsCsv);
    expect(res.status).toBe(202);
    expect(res.body).toMatchObject({
      id: expect.any(String),
      status: 'queued',
      done: 0,
      total: 0,
      attempts: 0,
      report: null,
    });
    const { job, seen } = await poll(admin.client, res.body.id);
    expect(job).toMatchObject({
      status: 'done',
      done: 3,
      total: 3,
      attempts: 1,
      error: null,
      report: { status: 'completed', rows: 3, added: 3, fileName: 'schools.csv' },
    });
    expect(job.startedAt).not.toBeNull();
    expect(job.finishedAt).not.toBeNull();
    for (const s of seen) expect(s.done).toBeLessThanOrEqual(s.total);
    expect(await stack.db.select().from(jobFiles).where(eq(jobFiles.jobId, res.body.id))).toHaveLength(0);
    // Site admins see it in the job list; nobody else may poll it.
    const listed = (await admin.client.get('/api/admin/jobs')).body.jobs.find(
      (j: { id: string }) => j.id === res.body.id,
    );
    expect(listed).toMatchObject({
      kind: 'reference-import',
      status: 'done',
      done: 3,
      total: 3,
      attempts: 1,
      error: null,
    });
    expect((await player.client.get(`/api/admin/reference-imports/jobs/${res.body.id}`)).status).toBe(403);
    expect((await stack.client().get(`/api/admin/reference-imports/jobs/${res.body.id}`)).status).toBe(401);
    expect((await admin.client.get('/api/admin/reference-imports/jobs/not-a-uuid')).status).toBe(404);
    await stack.db.delete(colleges); // the next test imports the same rows from scratch
  });

  it('imports schools.csv-shaped rows, then re-importing the same file changes nothing', async () => {
    const first = await upload(admin.client, 'schools', schoolsCsv);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ status: 'completed', rows: 3, added: 3, updated: 0, rejected: 0 });
    const before = await stack.db.select().from(colleges);
    const again = await upload(admin.client, 'schools', schoolsCsv);
    expect(again.body).toMatchObject({ status: 'completed', added: 0, updated: 0, unchanged: 3, rejected: 0 });
    expect(await stack.db.select().from(colleges)).toEqual(before);
    const runs = await admin.client.get('/api/admin/reference-imports');
    expect(runs.body.runs[0]).toMatchObject({ kind: 'schools', status: 'completed', added: 0 });
  });

  it('rejects a whole file with a bad row, giving the row and its reason, and writes nothing', async () => {
    const csv = [
      'school_id,school_name,division,state',
      '501,Good One,D3,MA',
      '502,,D3,MA',
      '503,Also Good,D3,MA',
    ].join('\n');
    const res = await upload(admin.client, 'schools', csv);
    expect(res.body).toMatchObject({
      status: 'rejected',
      added: 0,
      updated: 0,
      rejected: 1,
      rejections: [{ row: 3, reason: 'school_name is required' }],
    });
    expect(await stack.db.select().from(colleges).where(eq(colleges.schoolId, 501))).toHaveLength(0);
    const [run] = await stack.db.select().from(referenceImports).where(eq(referenceImports.status, 'rejected'));
    expect(run).toMatchObject({ kind: 'schools', rejected: 1 });
  });

  it('rejects a roster file naming an unknown school, whole', async () => {
    const csv = [
      'school_id,season,jersey,player_name,position,class_year,redshirt,height_in,weight_lbs',
      '193,2025,1,Al Ace,RHP,Jr,N,74,200',
      '999999,2025,2,Bo Bat,OF,So,N,72,190',
    ].join('\n');
    const res = await upload(admin.client, 'rosters', csv);
    expect(res.body).toMatchObject({
      status: 'rejected',
      rejections: [{ row: 3, reason: 'Unknown school_id 999999 (import schools first)' }],
    });
    expect(await stack.db.select().from(baseballRosters)).toHaveLength(0);
  });

  it('updates academics from a College Scorecard-style file joined by unitid, skipping institutions without a program', async () => {
    const csv = [
      'UNITID,INSTNM,CITY,STABBR,ADM_RATE,UGDS,TUITIONFEE_IN,TUITIONFEE_OUT,NPT4_PUB,NPT4_PRIV,SATVR25,SATVR75,SATMT25,SATMT75,ACTCM25,ACTCM75',
      '198419,Duke University,Durham,NC,0.0635,6488,63054,63054,NULL,25000,730,770,760,800,34,35',
      '100751,The University of Alabama,Tuscaloosa,AL,0.8,32458,11620,32300,21000,NULL,540,650,530,640,23,31',
      '999998,Nowhere College,Nowhere,KS,0.5,100,1,1,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL',
    ].join('\n');
    const res = await upload(admin.client, 'academics', csv, 'Most-Recent-Cohorts-Institution.csv');
    expect(res.body).toMatchObject({ status: 'completed', updated: 2, skipped: 1, rejected: 0 });
    const [duke] = await stack.db.select().from(colleges).where(eq(colleges.schoolId, 193));
    expect(duke).toMatchObject({
      acceptanceRate: 0.0635,
      undergradEnrollment: 6488,
      tuitionInState: 63054,
      netPrice: 25000,
      satMin: 1490,
      satMax: 1570,
      actMin: 34,
      actMax: 35,
      schoolSize: 'Medium',
      academicSelectivity: 'Most Selective',
      usRegion: 'Southeast',
      schoolName: 'Duke',
      conference: 'ACC',
    });
    const again = await upload(admin.client, 'academics', csv);
    expect(again.body).toMatchObject({ status: 'completed', added: 0, updated: 0, unchanged: 2 });
  });

  it('imports rosters, coaches (staff shape) and climate, idempotently', async () => {
    const rosters = [
      'school_id,season,jersey,player_name,position,class_year,redshirt,height_in,weight_lbs,hometown,home_state,last_school',
      '193,2024,1,Al Ace,RHP,So,N,74,200,"Durham, N.C.",NC,Durham HS',
      '193,2025,1,Al Ace,RHP,Jr,Y,74,205,"Durham, N.C.",NC,Durham HS',
      '193,2024,9,Old Senior,C,Sr,N,71,210,,,',
    ].join('\n');
    const r1 = await upload(admin.client, 'rosters', rosters);
    expect(r1.body).toMatchObject({ status: 'completed', added: 2 });
    const rows = await stack.db.select().from(baseballRosters).where(eq(baseballRosters.teamid, 193));
    expect(rows.find((r) => r.fullName === 'Al Ace')).toMatchObject({
      academicYear: 'R-Jr',
      weight: 205,
      currentSeason: 'Yes',
    });
    expect(rows.find((r) => r.fullName === 'Old Senior')).toMatchObject({ currentSeason: 'No' });
    expect((await upload(admin.client, 'rosters', rosters)).body).toMatchObject({ added: 0, updated: 0, unchanged: 2 });

    const staff = [
      'school_id,school_name,season,coach_name,role,is_head_coach',
      '193,Duke,2024,Chris Pollard,Head Coach,Y',
      '193,Duke,2024,Ty Blankmeyer,Assistant Coach,N',
      '193,Duke,2024,Sam Stats,Student Manager,N',
    ].join('\n');
    expect((await upload(admin.client, 'coaches', staff)).body).toMatchObject({ status: 'completed', added: 1 });
    expect((await upload(admin.client, 'coaches', staff)).body).toMatchObject({ added: 0, updated: 0, unchanged: 1 });

    const climate = [
      'school_id,school_name,city,state,mar_high_f,mar_low_f,apr_high_f,apr_low_f,may_high_f,may_low_f,spring_precip_in',
      '193,Duke,Durham,NC,61.5,38,71,46,78.5,55.2,10.9',
    ].join('\n');
    expect((await upload(admin.client, 'climate', climate)).body).toMatchObject({ status: 'completed', added: 1 });
    expect((await upload(admin.client, 'climate', climate)).body).toMatchObject({ added: 0, unchanged: 1 });
  });
});
