import MetricsSubmissionPage from '@/features/submissions/routes/MetricsSubmissionPage';
import { PlayerTeamArea } from '@/features/teams/components/PlayerJoinTeam';

/** /metrics-submission — the review step with the teams feature's team area: a TeamID redeemed with this submission. */
export default function MetricsSubmissionScreen() {
  return <MetricsSubmissionPage teamArea={(submissionId) => <PlayerTeamArea submissionId={submissionId} />} />;
}
