import { latestMetricValues, type SourcedSubmissionFacts } from '@dugout/domain/metrics-sources';
import { headlineScore } from '@dugout/domain/scoring';
import { AppError, fullName } from '@dugout/domain/shared';
import { TEAM_NOT_FOUND, rosterStatus, type PlayerProfile, type TeamRoster } from '@dugout/domain/teams';
import type { userCommitments } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps-types.ts';
import { listVerificationsOf } from '../submissions/index.ts';
import { findTeam, teamScreenData, visibleSubmissionsOf } from '../teams/index.ts';
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
export async function teamRoster(deps: Pick<AppDeps, 'db'>, teamCode: string): Promise<TeamRoster> {
  const data = await teamScreenData(deps.db, teamCode);
  if (!data) throw new AppError('not_found', TEAM_NOT_FOUND);
  return {
    teamCode,
    teamName: data.teamName,
    players: data.members.map((member) => {
      const latest = member.latestSubmission;
      const headline = latest ? headlineScore(latest) : null;
      return {
        memberId: member.id,
        userId: member.userId,
        playerName: member.playerName ?? fullName(member.firstName, member.lastName),
        playerEmail: member.playerEmail ?? member.profileEmail ?? null,
        position: latest?.submittedPosition ?? member.primaryPosition ?? member.regPrimaryPosition,
        graduationYear: latest?.graduationYear ?? member.hsGraduationYear ?? member.regGraduationYear,
        isPostgradDisplay: member.isPostgradDisplay ?? false,
        lastLogin: member.lastLoginAt ? member.lastLoginAt.toISOString() : null,
        latestScore: headline?.score ?? null,
        latestScorePosition: headline?.position ?? null,
        hitScore: member.hitScore,
        fieldPitchScore: member.fieldPitchScore,
        commitment: member.commitment,
        status: rosterStatus(Boolean(latest)),
        latestSubmissionId: latest?.id ?? null,
      };
    }),
  };
}

/** The Player Profile modal: contact, academics, physical stats, team, commitment, followed colleges, member since. */
export async function playerProfile(
  deps: Pick<AppDeps, 'db'>,
  teamCode: string,
  userId: string,
): Promise<PlayerProfile> {
  const row = await findActivePlayerOfTeam(deps.db, teamCode, userId);
  if (!row) throw new AppError('not_found', 'Player not found.');
  const team = (await findTeam(deps.db, teamCode))!;
  const [followed, submissions, verifications] = await Promise.all([
    listFollowedColleges(deps.db, userId),
    visibleSubmissionsOf(deps.db, [userId]),
    listVerificationsOf(deps.db, [userId]),
  ]);
  const p = row.profile;
  const latestHeadline = submissions[0] ? headlineScore(submissions[0]) : null;
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
    latestScore: latestHeadline?.score ?? null,
    latestScorePosition: latestHeadline?.position ?? null,
    commitment: commitmentView(row.commitment),
    followedColleges: followed.map((t) => ({
      schoolId: t.schoolId,
      schoolName: t.schoolName,
      division: t.division,
      conference: t.conference,
    })),
    memberSince: row.member.joinedAt.toISOString(),
    // each value with its date and source (docs/decisions/0062-metric-sources.md)
    latestMetrics: submissions[0]
      ? latestMetricValues(
          submissions[0] as SourcedSubmissionFacts,
          submissions as SourcedSubmissionFacts[],
          verifications,
        )
      : [],
  };
}
