import { AppError, fullName, rosterStatus, type PlayerProfile, type TeamRoster } from '@dugout/domain';
import type { userCommitments } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { activeMembers, findTeam, visibleSubmissionsOf } from '../teams/index.ts';
import { findActivePlayerOfTeam, listFollowedColleges } from './roster.repo.ts';

const commitmentView = (c: typeof userCommitments.$inferSelect | null) =>
  c
    ? {
        schoolId: c.schoolId,
        schoolName: c.schoolName,
        division: c.division,
        conference: c.conference,
        commitmentDate: c.commitmentDate,
      }
    : null;

/** The Player Roster of a team: active members with last log-in, latest score, ratings, commitment and status. */
export async function teamRoster(deps: AppDeps, teamCode: string): Promise<TeamRoster> {
  const team = (await findTeam(deps.db, teamCode))!;
  const members = await activeMembers(deps.db, teamCode);
  const submissions = await visibleSubmissionsOf(
    deps.db,
    members.map((m) => m.member.userId).filter((id): id is string => !!id),
  );
  return {
    teamCode: team.teamCode,
    teamName: team.teamName,
    players: members.map(({ member, profile, lastLoginAt, commitment }) => {
      const latest = submissions.find((s) => s.userId === member.userId);
      return {
        memberId: member.id,
        userId: member.userId,
        playerName: member.playerName ?? fullName(profile?.firstName, profile?.lastName),
        playerEmail: member.playerEmail ?? profile?.email ?? null,
        position: latest?.submittedPosition ?? profile?.primaryPosition ?? member.regPrimaryPosition,
        graduationYear: latest?.graduationYear ?? profile?.hsGraduationYear ?? member.regGraduationYear,
        isPostgradDisplay: profile?.isPostgradDisplay ?? false,
        lastLogin: lastLoginAt ? lastLoginAt.toISOString() : null,
        latestScore: latest?.submittedScore ?? null,
        hitScore: member.hitScore,
        fieldPitchScore: member.fieldPitchScore,
        commitment: commitmentView(commitment),
        status: rosterStatus(Boolean(latest)),
        latestSubmissionId: latest?.id ?? null,
      };
    }),
  };
}

/** The Player Profile modal: contact, academics, physical stats, team, commitment, followed colleges, member since. */
export async function playerProfile(deps: AppDeps, teamCode: string, userId: string): Promise<PlayerProfile> {
  const row = await findActivePlayerOfTeam(deps.db, teamCode, userId);
  if (!row) throw new AppError('not_found', 'Player not found.');
  const team = (await findTeam(deps.db, teamCode))!;
  const [followed, submissions] = await Promise.all([
    listFollowedColleges(deps.db, userId),
    visibleSubmissionsOf(deps.db, [userId]),
  ]);
  const p = row.profile;
  return {
    userId,
    teamCode: team.teamCode,
    teamName: team.teamName,
    firstName: p?.firstName ?? null,
    lastName: p?.lastName ?? null,
    email: row.email,
    phone: p?.phone ?? null,
    highSchool: p?.highSchool ?? null,
    highSchoolState: p?.highSchoolState ?? null,
    graduationYear: p?.hsGraduationYear ?? row.member.regGraduationYear,
    isPostgradDisplay: p?.isPostgradDisplay ?? false,
    primaryPosition: p?.primaryPosition ?? row.member.regPrimaryPosition,
    heightInches: p?.heightInches ?? null,
    weightLbs: p?.weightLbs ?? null,
    bats: p?.bats ?? null,
    throws: p?.throws ?? null,
    latestScore: submissions[0]?.submittedScore ?? null,
    commitment: commitmentView(row.commitment),
    followedColleges: followed.map((t) => ({
      schoolId: t.schoolId,
      schoolName: t.schoolName,
      division: t.division,
      conference: t.conference,
    })),
    memberSince: row.member.joinedAt.toISOString(),
  };
}
