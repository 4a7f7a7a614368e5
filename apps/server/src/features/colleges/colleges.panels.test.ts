import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { profilePanelErrors } from '@dugout/domain/colleges';
import {
  baseballRosters,
  collegeCoaches,
  collegeFields,
  colleges,
  commitCounts,
  teamTransfers,
} from '../../db/schema/index.ts';
import { startTestStack, type TestStack } from '../../test/test-app.ts';
import { cacheNamespaces } from '../../services/cache/cache.ts';

/**
 * Each panel of the school profile fails alone (docs/decisions/0025-coach-notes-and-profile-panels.md): the table a
 * panel reads is renamed away in this test's own database, so its query really fails, and the profile still answers
 * with every other panel.
 */
let stack: TestStack;
const SCHOOL = 99_000_314;
beforeAll(async () => {
  stack = await startTestStack();
  await stack.db.insert(colleges).values({ schoolId: SCHOOL, schoolName: 'Panel State', division: 'D1' });
  await stack.db
    .insert(collegeFields)
    .values({ teamId: SCHOOL, fieldName: 'Panel Park', leftFence: 330, marchHigh: 61 });
  await stack.db.insert(collegeCoaches).values({
    teamId: SCHOOL,
    headCoachName: 'Pat Panel',
    coachUrl: '/uploads/coaches/pat-panel.jpg',
    coachSeasons: 12,
  });
  await stack.db.insert(commitCounts).values({ teamId: SCHOOL, gradYear: 2027, of: 3, rhp: 2 });
  await stack.db.insert(teamTransfers).values({ teamId: SCHOOL, transfers: 6 });
  await stack.db.insert(baseballRosters).values([
    { teamid: SCHOOL, fullName: 'Ray Roster', position: 'OF', academicYear: 'Fr.' },
    { teamid: SCHOOL, fullName: 'Sam Short', position: 'SS', academicYear: 'Jr.' },
  ]);
});
afterAll(() => stack?.close());

const profile = () => stack.client().get(`/api/colleges/${SCHOOL}/profile`);
/**
 * Runs with `table` renamed away. Profiles are prepared once and kept until the next import
 * (docs/decisions/0028-serving-fast.md), so the kept ones are dropped first, as an import would: the profile is read
 * from the database again while the table is gone.
 */
async function withTableGone<T>(table: string, run: () => Promise<T>): Promise<T> {
  await stack.deps.cache.invalidate(cacheNamespaces.collegeProfiles);
  await stack.db.execute(sql.raw(`alter table ${table} rename to ${table}_gone`));
  try {
    return await run();
  } finally {
    await stack.db.execute(sql.raw(`alter table ${table}_gone rename to ${table}`));
  }
}

describe('school profile panels fail alone', () => {
  it('answers every panel when every query works, cacheable, with no failed panel', async () => {
    const res = await profile();
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('max-age=43200');
    expect(res.body.failedPanels).toEqual([]);
    expect(res.body.coach).toMatchObject({ headCoachName: 'Pat Panel', coachUrl: '/uploads/coaches/pat-panel.jpg' });
    expect(res.body.field).toMatchObject({ fieldName: 'Panel Park' });
    expect(res.body.transfers).toBe(6);
    expect(res.body.roster).toHaveLength(2);
  });

  it('a failed coach query leaves no coach and keeps field, climate, commits, transfers and roster', async () => {
    const res = await withTableGone('college_coaches', profile);
    expect(res.status).toBe(200);
    expect(res.body.failedPanels).toEqual(['coach']);
    expect(res.body.coach).toBeNull();
    expect(res.body.sources.coach).toBeNull();
    expect(res.body.field).toMatchObject({ fieldName: 'Panel Park', leftFence: 330 });
    expect(res.body.climate).toMatchObject({ marchHigh: 61 });
    expect(res.body.commits).toEqual([{ gradYear: 2027, counts: expect.objectContaining({ OF: 3, RHP: 2 }) }]);
    expect(res.body.transfers).toBe(6);
    expect(res.body.roster).toHaveLength(2);
    expect(res.body.rosterError).toBe(false);
    // A partial profile is never kept by a browser or a shared cache.
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it.each([
    ['college_fields', 'field'],
    ['commit_counts', 'commits'],
    ['team_transfers', 'transfers'],
    ['baseball_rosters', 'roster'],
  ] as const)('a failed %s query fails only the %s panel', async (table, panel) => {
    const res = await withTableGone(table, profile);
    expect(res.status).toBe(200);
    expect(res.body.failedPanels).toEqual([panel]);
    expect(res.body.school).toMatchObject({ schoolId: SCHOOL, schoolName: 'Panel State' });
    expect(res.body.coach).toMatchObject({ headCoachName: 'Pat Panel' });
    if (panel === 'field') expect([res.body.field, res.body.climate]).toEqual([null, null]);
    else expect(res.body.field).toMatchObject({ fieldName: 'Panel Park' });
    if (panel === 'commits') expect(res.body.commits).toEqual([]);
    else expect(res.body.commits).toHaveLength(1);
    expect(res.body.transfers).toBe(panel === 'transfers' ? null : 6);
    expect(res.body.roster).toHaveLength(panel === 'roster' ? 0 : 2);
    expect(res.body.rosterError).toBe(panel === 'roster');
  });

  it('two failed panels are both named; once the tables are back the profile is whole again', async () => {
    const res = await withTableGone('college_coaches', () => withTableGone('college_fields', profile));
    expect(res.status).toBe(200);
    expect([...res.body.failedPanels].sort()).toEqual(['coach', 'field']);
    expect(res.body.transfers).toBe(6);
    const again = await profile();
    expect(again.body.failedPanels).toEqual([]);
    expect(again.body.coach).not.toBeNull();
    expect(profilePanelErrors.roster).toBe('Unable to load roster data');
  });

  it('a missing school is still 404 (only the school row is required)', async () => {
    const res = await stack.client().get('/api/colleges/99000999/profile');
    expect(res.status).toBe(404);
    expect(res.body.error.message).toBe('School profile not available');
  });
});
