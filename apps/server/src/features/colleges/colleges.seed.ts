import { regionOfState, schoolSizeOf, selectivityOf } from '@dugout/domain';
import { registerDemoSeeder } from '../../db/seed/index.ts';
import { baseballRosters, collegeCoaches, collegeFields, colleges, commitCounts, highSchools, teamTransfers } from '../../db/schema/index.ts';
import { demoColleges } from './demo/demo-colleges.ts';
import { demoCoachRow, demoCollegeRows, demoCommitRows, demoFieldRow, demoRosterRows, demoTransfers } from './demo/generate.ts';

/** Demo reference set (DESIGN D15, seeder order 10): real programs, fictitious rosters, coaches, fields and climate. */
registerDemoSeeder(10, 'colleges', async (deps) => {
  const schools = demoCollegeRows().map((s) => ({
    ...s,
    usRegion: regionOfState(s.state),
    schoolSize: schoolSizeOf(s.undergradEnrollment),
    academicSelectivity: selectivityOf(s.acceptanceRate),
  }));
  const rosters = demoColleges.flatMap((c, i) => demoRosterRows(i, c));
  // Fictitious high schools (for the high-school picker of part 1): the ones the demo rosters name.
  const hs = new Map<string, { name: string; city: string | null; state: string }>();
  for (const r of rosters) if (r.hsName && r.homeState && !/College$/.test(r.hsName)) hs.set(`${r.hsName}|${r.hometown}|${r.homeState}`, { name: r.hsName, city: r.hometown, state: r.homeState });
  await deps.db.transaction(async (tx) => {
    await tx.insert(colleges).values(schools).onConflictDoNothing();
    await tx.insert(baseballRosters).values(rosters);
    await tx.insert(highSchools).values([...hs.values()]).onConflictDoNothing();
    await tx.insert(collegeCoaches).values(demoColleges.map((c, i) => demoCoachRow(i, c)).filter((_, i) => i % 9 !== 8)).onConflictDoNothing();
    await tx.insert(collegeFields).values(demoColleges.map((c, i) => demoFieldRow(i, c))).onConflictDoNothing();
    await tx.insert(commitCounts).values(demoColleges.flatMap((_, i) => demoCommitRows(i))).onConflictDoNothing();
    await tx.insert(teamTransfers).values(demoColleges.map((_, i) => demoTransfers(i))).onConflictDoNothing();
  });
});
