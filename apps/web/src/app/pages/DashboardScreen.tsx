import DashboardPage from '@/features/submissions/routes/DashboardPage';
import { DashboardTeamArea } from '@/features/teams/components/PlayerJoinTeam';

/** /dashboard — the player dashboard with the teams feature's team area in its slot (a player's own dashboard only). */
export default function DashboardScreen() {
  return <DashboardPage teamArea={(submissionId) => <DashboardTeamArea submissionId={submissionId} />} />;
}
