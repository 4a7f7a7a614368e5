import { asc, desc, sql } from 'drizzle-orm';
import type { DemoSeeder } from '../../db/seed/index.ts';
import { qualified } from '../../db/qualified.ts';
import { baseballRosters, colleges, coachContactLog, schoolContactTracker } from '../../db/schema/index.ts';
import { addSchool, updateContactAction, updateTrackerInfo } from './tracker.service.ts';

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

/**
 * Demo tracker (order 40): the demo player tracks four programs with some steps done, one offer and one school left
 * idle for over 30 days, plus coach contact log entries. Programs with an official roster on file come first, so the
 * demo shows real rosters and staff; the contacts in the notes are fictitious and say so. Skips quietly when no
 * colleges exist.
 */
export const seedDemoTracker: DemoSeeder = async (deps, world) => {
  const playerId = world.userIds.player;
  const withRoster = sql<boolean>`exists (select 1 from ${baseballRosters} r where r.teamid = ${qualified(colleges.schoolId)} and r.current_season = 'Yes')`;
  const all = await deps.db
    .select({
      schoolId: colleges.schoolId,
      schoolName: colleges.schoolName,
      division: colleges.division,
      conference: colleges.conference,
      withRoster,
    })
    .from(colleges)
    .where(
      sql`${colleges.division} is not null and trim(${colleges.division}) <> '' and trim(${colleges.schoolName}) <> ''`,
    )
    .orderBy(desc(withRoster), asc(colleges.division), asc(colleges.schoolName))
    .limit(500);
  // Four programs with a roster on file (Duke first when present); without rosters, a spread of divisions.
  const rostered = all
    .filter((c) => c.withRoster)
    .sort((a, b) => Number(b.schoolId === 193) - Number(a.schoolId === 193));
  const schools: typeof all = rostered.slice(0, 4);
  for (const d of ['D1', 'D1', 'D2', 'D3'].slice(schools.length)) {
    const pick = all.find((c) => c.division === d && !schools.includes(c));
    if (pick) schools.push(pick);
  }
  for (const c of all) if (schools.length < 4 && !schools.includes(c)) schools.push(c);
  if (schools.length === 0) {
    deps.logger.info('demo tracker skipped: no colleges seeded');
    return;
  }
  const plan: Array<{
    done: Array<[Parameters<typeof updateContactAction>[3], number, string?]>;
    poc?: string;
    notes?: string;
    idle?: boolean;
  }> = [
    {
      done: [
        ['questionnaire', 40, 'Submitted the online questionnaire'],
        ['initial_email', 35, 'Sent highlight video'],
        ['coach_call', 20],
        ['campus_visit', 12, 'Unofficial visit'],
        ['offer_received', 5, 'Verbal offer from the head coach'],
      ],
      poc: 'Coach Alvarez (fictitious demo contact)',
      notes: 'Very interested — follow up after the visit.',
    },
    {
      done: [
        ['questionnaire', 25],
        ['initial_email', 18, 'Intro e-mail with schedule'],
      ],
      poc: 'Coach Brooks (fictitious demo contact)',
      notes: 'Waiting for a reply.',
    },
    { done: [['questionnaire', 60]], idle: true },
    { done: [] },
  ];
  for (const [i, s] of schools.entries()) {
    const p = plan[i]!;
    const entry = await addSchool(deps.db, playerId, {
      schoolId: s.schoolId,
      schoolName: s.schoolName,
      division: s.division!,
      conference: s.conference,
    });
    for (const [type, ago, notes] of p.done)
      await updateContactAction(deps.db, playerId, entry.id, type, {
        completed: true,
        completedDate: daysAgo(ago),
        notes: notes ?? null,
      });
    if (p.poc || p.notes)
      await updateTrackerInfo(deps.db, playerId, entry.id, { pocName: p.poc ?? null, statusNotes: p.notes ?? null });
    if (p.idle) {
      await deps.db.execute(
        sql`update ${schoolContactTracker} set created_at = now() - interval '60 days', updated_at = now() - interval '45 days' where id = ${entry.id}`,
      );
      await deps.db.execute(
        sql`update contact_actions set updated_at = now() - interval '45 days' where tracker_id = ${entry.id}`,
      );
    } else {
      // Spread the created dates so "newest first" reads naturally.
      await deps.db.execute(
        sql`update ${schoolContactTracker} set created_at = now() - make_interval(days => ${50 - i * 10}) where id = ${entry.id}`,
      );
    }
  }
  const first = schools[0]!;
  const second = schools[1];
  await deps.db.insert(coachContactLog).values([
    {
      schoolId: first.schoolId,
      userId: playerId,
      contactName: 'Coach Alvarez (demo)',
      contactTitle: 'Fictitious demo contact',
      contactDate: daysAgo(5),
      contactMethod: 'Phone',
      contactInfo: '555-0140',
      discussionNotes: 'Offered a roster spot; wants an answer by the fall.',
    },
    {
      schoolId: first.schoolId,
      userId: playerId,
      contactName: 'Sam Ortiz (demo)',
      contactTitle: 'Fictitious demo contact',
      contactDate: daysAgo(30),
      contactMethod: 'Email',
      contactInfo: 'recruiting@example.edu',
      discussionNotes: 'Asked for updated metrics and grades.',
    },
    ...(second
      ? [
          {
            schoolId: second.schoolId,
            userId: playerId,
            contactName: 'Coach Brooks (demo)',
            contactTitle: 'Fictitious demo contact',
            contactDate: daysAgo(18),
            contactMethod: 'Video Call',
            contactInfo: null,
            discussionNotes: 'Talked about the summer camp.',
          },
        ]
      : []),
  ]);
};
