import { describe, expect, it } from 'vitest';
import { QueryClient, type QueryKey } from '@tanstack/react-query';
import type { CollegeSearchQuery } from '@dugout/domain/colleges';
import { authKeys, brandingKeys, forgetAccountData } from './keys';
import { meQuery } from './auth';
import { schoolOptionsQuery } from './school-options';
import { adminKeys } from '@/features/admin/api/keys';
import { invalidateScores } from '@/features/admin/api/scoring-tables';
import { adminJobsQuery } from '@/features/admin/api/jobs';
import { collegeKeys } from '@/features/colleges/api/keys';
import { collegeProfileQuery } from '@/features/colleges/api/college-profile.api';
import { collegeSearchQuery } from '@/features/colleges/api/college-search.api';
import { teamPlayersQuery as schoolTeamPlayersQuery } from '@/features/colleges/api/team-players.api';
import { contactLogsQueryOptions } from '@/features/contact-log/api/list-contact-logs';
import { fitKeys } from '@/features/fit/api/keys';
import { benchmarksQuery, interviewQuery } from '@/features/fit/api/fit.api';
import { notificationsQuery } from '@/features/notifications/api/notifications.api';
import { organizationManagementQuery } from '@/features/organizations/api/get-organization-management';
import { invalidateMyProfile } from '@/features/profile/api/keys';
import { profileQuery } from '@/features/profile/api/get-profile';
import { profileTeamsQuery } from '@/features/profile/api/get-profile-teams';
import { zipLookupQuery } from '@/features/profile/api/lookup-zip';
import { importRunsQuery } from '@/features/reference-import/api/reference-import.api';
import { playerProfileQuery } from '@/features/roster/api/player-profile';
import { rosterQuery } from '@/features/roster/api/roster';
import { invalidatePurchases, paymentKeys } from '@/features/submissions/api/keys';
import { dashboardQuery } from '@/features/submissions/api/get-dashboard';
import { submissionsQuery } from '@/features/submissions/api/list-submissions';
import { submissionQuery } from '@/features/submissions/api/get-submission';
import { mySubscriptionsQuery } from '@/features/submissions/api/my-subscriptions';
import { plansQuery } from '@/features/submissions/api/subscription-plans';
import { collegeInteractionQuery } from '@/features/teams/api/college-interaction';
import { myTeamsQuery } from '@/features/teams/api/my-teams';
import { teamPlayersQuery } from '@/features/teams/api/team-players';
import { invalidateTeamPlayers } from '@/features/teams/api/invalidate-team-players';
import { invalidateMySchools } from '@/features/tracker/api/keys';
import { trackerQueryOptions } from '@/features/tracker/api/get-tracker';
import { myWinterTrainingQuery } from '@/features/winter-training/api/my-winter-training';

/** One cached answer for every kind of query the app keeps, as a day of use leaves the cache (keys from the factories). */
const cached: Record<string, QueryKey> = {
  me: meQuery.queryKey,
  branding: brandingKeys.all,
  schoolOptions: schoolOptionsQuery().queryKey,
  adminJobs: adminJobsQuery.queryKey,
  adminRescore: adminKeys.rescore(),
  collegeProfile: collegeProfileQuery(7).queryKey,
  collegeSearch: collegeSearchQuery({ q: 'x' } as CollegeSearchQuery).queryKey,
  schoolTeamPlayers: schoolTeamPlayersQuery(7, undefined).queryKey,
  schoolTeamPlayersOfTeam: schoolTeamPlayersQuery(7, 'A').queryKey,
  contactLog: contactLogsQueryOptions(7).queryKey,
  fitInterview: interviewQuery.queryKey,
  fitResults: fitKeys.resultsFor({ division: 'D1' }),
  fitScoringTables: fitKeys.scoringTables(),
  fitBenchmarks: benchmarksQuery.queryKey,
  notifications: notificationsQuery.queryKey,
  organization: organizationManagementQuery('o1').queryKey,
  profile: profileQuery.queryKey,
  profileTeams: profileTeamsQuery.queryKey,
  zipLookup: zipLookupQuery('12345').queryKey,
  importRuns: importRunsQuery.queryKey,
  roster: rosterQuery('A').queryKey,
  rosterPlayer: playerProfileQuery('A', 'u1').queryKey,
  dashboard: dashboardQuery({}).queryKey,
  coachDashboard: dashboardQuery({ user: 'u1', source: 'team' }).queryKey,
  submissions: submissionsQuery.queryKey,
  submission: submissionQuery('s1').queryKey,
  subscriptions: mySubscriptionsQuery.queryKey,
  plans: plansQuery.queryKey,
  payment: paymentKeys.status({ kind: 'submission', id: 's1' }),
  myTeams: myTeamsQuery().queryKey,
  teamPlayers: teamPlayersQuery('A').queryKey,
  collegeInteraction: collegeInteractionQuery('A').queryKey,
  tracker: trackerQueryOptions().queryKey,
  playerTracker: trackerQueryOptions({ user: 'u1' }).queryKey,
  winterTraining: myWinterTrainingQuery.queryKey,
};

function filledCache() {
  const qc = new QueryClient();
  for (const key of Object.values(cached)) qc.setQueryData(key, { filled: true });
  const stale = () =>
    Object.entries(cached)
      .filter(([, key]) => qc.getQueryState(key)?.isInvalidated)
      .map(([name]) => name)
      .sort();
  const left = () =>
    Object.entries(cached)
      .filter(([, key]) => qc.getQueryState(key))
      .map(([name]) => name)
      .sort();
  return { qc, stale, left };
}

describe('query-key factories across the app (docs/decisions/0045-query-key-factories.md)', () => {
  it('every cached query has its own key, and each sits under its feature name', () => {
    const serialized = Object.values(cached).map((k) => JSON.stringify(k));
    expect(new Set(serialized).size).toBe(serialized.length);
    expect(cached.schoolTeamPlayers!.slice(0, 2)).toEqual(collegeKeys.teamPlayers());
    expect(cached.me).toEqual(authKeys.me());
    expect(cached.fitResults!.slice(0, 2)).toEqual(fitKeys.results());
  });

  it('a tracker change or the own commitment: the tracker, every school team-players panel, the team lists', async () => {
    const { qc, stale } = filledCache();
    await invalidateMySchools(qc);
    expect(stale()).toEqual(
      [
        'tracker',
        'playerTracker',
        'schoolTeamPlayers',
        'schoolTeamPlayersOfTeam',
        'myTeams',
        'teamPlayers',
        'collegeInteraction',
        'roster',
        'rosterPlayer',
      ].sort(),
    );
  });

  it("a coach's change to a team's players: that team's lists, its roster, the dashboards and the school panels", async () => {
    const { qc, stale } = filledCache();
    await invalidateTeamPlayers(qc, 'A');
    expect(stale()).toEqual(
      [
        'teamPlayers',
        'collegeInteraction',
        'roster',
        'rosterPlayer',
        'dashboard',
        'coachDashboard',
        'schoolTeamPlayers',
        'schoolTeamPlayersOfTeam',
      ].sort(),
    );
  });

  it('a saved profile: the profile, the current user (header), the dashboards and every list that shows the person', async () => {
    const { qc, stale } = filledCache();
    await invalidateMyProfile(qc);
    expect(stale()).toEqual(
      [
        'profile',
        'profileTeams',
        'me',
        'dashboard',
        'coachDashboard',
        'myTeams',
        'teamPlayers',
        'collegeInteraction',
        'roster',
        'rosterPlayer',
        'schoolTeamPlayers',
        'schoolTeamPlayersOfTeam',
      ].sort(),
    );
  });

  it('a purchase, a plan bought or cancelled: the current user (Dashboard link), submissions, plans, scores on lists', async () => {
    const { qc, stale } = filledCache();
    await invalidatePurchases(qc);
    expect(stale()).toEqual(
      [
        'me',
        'dashboard',
        'coachDashboard',
        'submissions',
        'submission',
        'subscriptions',
        'plans',
        'myTeams',
        'teamPlayers',
        'collegeInteraction',
        'roster',
        'rosterPlayer',
        'schoolTeamPlayers',
        'schoolTeamPlayersOfTeam',
      ].sort(),
    );
  });

  it('a saved scoring table: every score and the scoring rows, never the re-scoring status that reports it', async () => {
    const { qc, stale } = filledCache();
    await invalidateScores(qc);
    expect(stale()).toEqual(
      [
        'fitInterview',
        'fitResults',
        'fitScoringTables',
        'fitBenchmarks',
        'dashboard',
        'coachDashboard',
        'submissions',
        'submission',
        'myTeams',
        'teamPlayers',
        'collegeInteraction',
        'roster',
        'rosterPlayer',
        'schoolTeamPlayers',
        'schoolTeamPlayersOfTeam',
      ].sort(),
    );
    expect(stale()).not.toContain('adminRescore');
  });

  it("forgetting the account's data keeps only who is signed in and the branding", () => {
    const { qc, left } = filledCache();
    forgetAccountData(qc);
    expect(left()).toEqual(['branding', 'me']);
  });
});
