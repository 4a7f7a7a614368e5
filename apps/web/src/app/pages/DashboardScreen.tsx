import DashboardPage from '@/features/submissions/routes/DashboardPage';
import { PlayerTeamArea } from '@/features/teams/components/PlayerJoinTeam';

/** /dashboard — the player dashboard with the teams feature's team area in its slot (a player's own dashboard only). */
export default function DashboardScreen() {
  return <DashboardPage teamArea={(submissionId) => <PlayerTeamArea submissionId={submissionId} />} />;
}
