import { asc, eq } from 'drizzle-orm';
import { submissionInputSchema } from '@dugout/domain/scoring';
import type { Position } from '@dugout/domain/shared';
import {
  colleges,
  teamCoaches,
  teamInvites,
  teamMembers,
  teamSubscriptions,
  userProfiles,
} from '../../db/schema/index.ts';
import { DEMO_PASSWORD } from '../../db/seed/index.ts';
import type { AppDeps } from '../../deps-types.ts';
import { createAccount } from '../accounts/index.ts';
import { recordCommitment } from '../commitments/index.ts';
import { recountActivePlayers } from './teams.repo.ts';
import { loadScoringTables } from '../submissions/index.ts';
import { createScoredSubmission } from '../submissions/index.ts';

/** Plainly fictitious demo players (docs/decisions/0015-reference-and-demo-data.md). */
const demoPlayers: Array<{
  first: string;
  last: string;
  position: Position;
  year: number;
  height: number;
  weight: number;
  sixty: number;
  throwV?: number;
  exit?: number;
  fb?: number;
  throws: 'Right' | 'Left';
  ratings: [number | null, number | null, number | null];
}> = [
  {
    first: 'Avery',
    last: 'Sampleton',
    position: 'OF',
    year: 2027,
    height: 73,
    weight: 180,
    sixty: 6.8,
    throwV: 88,
    exit: 94,
    throws: 'Right',
    ratings: [4, 4, 5],
  },
  {
    first: 'Blake',
    last: 'Testwell',
    position: 'MIF',
    year: 2027,
    height: 70,
    weight: 165,
    sixty: 6.9,
    throwV: 84,
    exit: 88,
    throws: 'Right',
    ratings: [3, 3, 4],
  },
  {
    first: 'Cameron',
    last: 'Placeholder',
    position: 'C',
    year: 2028,
    height: 72,
    weight: 195,
    sixty: 7.5,
    throwV: 78,
    exit: 90,
    throws: 'Right',
    ratings: [4, 3, null],
  },
  {
    first: 'Devon',
    last: 'Exampleson',
    position: 'LHP',
    year: 2027,
    height: 75,
    weight: 185,
    sixty: 7.3,
    fb: 86,
    throws: 'Left',
    ratings: [5, null, 4],
  },
  {
    first: 'Emerson',
    last: 'Mockley',
    position: '1B',
    year: 2028,
    height: 75,
    weight: 210,
    sixty: 7.4,
    throwV: 80,
    exit: 97,
    throws: 'Right',
    ratings: [3, 5, 3],
  },
  {
    first: 'Finley',
    last: 'Fixture',
    position: '3B',
    year: 2029,
    height: 72,
    weight: 178,
    sixty: 7.1,
    throwV: 85,
    exit: 89,
    throws: 'Right',
    ratings: [null, null, null],
  },
  {
    first: 'Gray',
    last: 'Dummyfield',
    position: 'RHP',
    year: 2027,
    height: 76,
    weight: 200,
    sixty: 7.2,
    fb: 90,
    throws: 'Right',
    ratings: [4, null, 5],
  },
  {
    first: 'Harper',
    last: 'Stubbs',
    position: 'OF',
    year: 2029,
    height: 71,
    weight: 170,
    sixty: 6.7,
    throwV: 86,
    exit: 87,
    throws: 'Left',
    ratings: [2, 3, 3],
  },
  {
    first: 'Indy',
    last: 'Notreal',
    position: 'MIF',
    year: 2028,
    height: 69,
    weight: 160,
    sixty: 7.0,
    throwV: 82,
    exit: 84,
    throws: 'Right',
    ratings: [null, 2, null],
  },
];

/**
 * Demo teams (order 30): coach@example.com owns 'Demo Thunder 17U' (player@example.com and nine fictitious players,
 * an assistant coach, pending invites, ratings, scored free submissions, commitments when colleges exist) and
 * 'Demo Lightning 15U'.
 */
export async function seedDemoTeams(
  deps: Pick<AppDeps, 'auth' | 'db' | 'mailer' | 'publicUrl'>,
  world: { userIds: Record<string, string> },
) {
  const coachId = world.userIds.coach!;
  // Lightning first, so Thunder (the newest) is the team the coach sees first.
  await deps.db.insert(teamSubscriptions).values({
    teamCode: 'LIGHTNING15',
    teamName: 'Demo Lightning 15U',
    teamType: 'Showcase',
    city: 'Fort Worth',
    state: 'TX',
    pocEmail: 'coach@example.com',
    coachUserId: coachId,
    createdAt: new Date(Date.now() - 86_400_000),
  });
  const [thunder] = await deps.db
    .insert(teamSubscriptions)
    .values({
      teamCode: 'THUNDER17U',
      teamName: 'Demo Thunder 17U',
      teamType: 'Travel',
      city: 'Dallas',
      state: 'TX',
      pocEmail: 'coach@example.com',
      twitterHandle: 'demothunder',
      coachUserId: coachId,
    })
    .returning();
  const { userId: assistantId } = await createAccount(deps, {
    email: 'assistant@example.com',
    password: DEMO_PASSWORD,
    firstName: 'Riley',
    lastName: 'Demoassistant',
    role: 'coach',
    profile: { phone: '555-0104' },
  });
  await deps.db
    .insert(teamCoaches)
    .values({ teamCode: thunder!.teamCode, coachUserId: assistantId, role: 'assistant coach', status: 'approved' });

  const [player] = await deps.db.select().from(userProfiles).where(eq(userProfiles.userId, world.userIds.player!));
  await deps.db.insert(teamMembers).values({
    teamCode: thunder!.teamCode,
    userId: world.userIds.player!,
    playerName: 'Casey Demoplayer',
    playerEmail: 'player@example.com',
    regPrimaryPosition: player?.primaryPosition ?? 'RHP',
    regGraduationYear: player?.hsGraduationYear ?? 2027,
    gameScore: 4,
    hitScore: 3,
    fieldPitchScore: 4,
  });

  const tables = await loadScoringTables(deps.db);
  const memberIds: Array<{ memberId: string; userId: string }> = [];
  for (const [i, p] of demoPlayers.entries()) {
    const email = `${p.first.toLowerCase()}.${p.last.toLowerCase()}@example.com`;
    const { userId } = await createAccount(deps, {
      email,
      password: DEMO_PASSWORD,
      firstName: p.first,
      lastName: p.last,
      role: 'player',
      profile: {
        primaryPosition: p.position,
        hsGraduationYear: p.year,
        heightInches: p.height,
        weightLbs: p.weight,
        throws: p.throws,
        bats: p.throws,
        highSchool: 'Demo Valley High',
        highSchoolState: 'TX',
        teamCode: thunder!.teamCode,
      },
    });
    const [m] = await deps.db
      .insert(teamMembers)
      .values({
        teamCode: thunder!.teamCode,
        userId,
        playerName: `${p.first} ${p.last}`,
        playerEmail: email,
        regPrimaryPosition: p.position,
        regGraduationYear: p.year,
        gameScore: p.ratings[0],
        hitScore: p.ratings[1],
        fieldPitchScore: p.ratings[2],
      })
      .returning();
    memberIds.push({ memberId: m!.id, userId });
    if (i < 7) {
      // Scored by the submissions service (docs/decisions/0014-scoring-tables.md) as free submissions.
      const input = submissionInputSchema.parse({
        height: p.height,
        weight: p.weight,
        sixty: p.fb ? undefined : p.sixty,
        throwVelocity: p.throwV,
        exitVelocity: p.exit,
        fastballVelocity: p.fb,
        strikePercentage: p.fb ? 62 : undefined,
        fbSpinRate: p.fb ? 2250 : undefined,
        bats: p.throws,
        throws: p.throws,
        position: p.position,
        graduationYear: p.year,
      });
      const at = new Date(Date.now() - (i + 1) * 86_400_000);
      await createScoredSubmission(deps.db, tables, userId, input, 'free', {
        teamCode: thunder!.teamCode,
        createdAt: at,
        updatedAt: at,
      });
    }
  }
  await deps.db.insert(teamInvites).values([
    {
      teamCode: thunder!.teamCode,
      email: 'jordan.pending@example.com',
      firstName: 'Jordan',
      lastName: 'Pendingsworth',
      primaryPosition: 'OF',
      graduationYear: 2028,
      invitedByCoachId: coachId,
    },
    {
      teamCode: thunder!.teamCode,
      email: 'kai.invitee@example.com',
      firstName: 'Kai',
      lastName: 'Inviteeson',
      primaryPosition: 'RHP',
      graduationYear: 2029,
      heightInches: 74,
      weightLbs: 180,
      bats: 'Right',
      throws: 'Right',
      invitedByCoachId: coachId,
    },
  ]);
  await recountActivePlayers(deps.db, thunder!.teamCode);

  // Commitments need the reference colleges (seeded at order 10 by the colleges feature); skip quietly without them.
  const someColleges = await deps.db
    .select({ schoolId: colleges.schoolId })
    .from(colleges)
    .orderBy(asc(colleges.schoolId))
    .limit(2);
  for (const [i, c] of someColleges.entries()) {
    const target = memberIds[i * 3];
    if (target)
      await recordCommitment(deps, {
        userId: target.userId,
        memberId: target.memberId,
        schoolId: c.schoolId,
        commitmentDate: `2026-0${i + 3}-15`,
      });
  }
}
