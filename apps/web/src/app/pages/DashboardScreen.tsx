import DashboardPage from '@/features/submissions/routes/DashboardPage';
import { PlayerTeamArea } from '@/features/teams/components/PlayerJoinTeam';
import { DobPrompt } from '@/features/families/components/DobPrompt';
import { useMe } from '@/lib/auth';

/**
 * /dashboard — the player dashboard with the teams feature's team area in its slot (a player's own dashboard only), and
 * the one-time question for a player's date of birth (the families contract). A guardian acting for the player sees
 * the player's dashboard without either.
 */
export default function DashboardScreen() {
  const { user } = useMe();
  const player = user?.role === 'player';
  return (
    <>
      {player && <DobPrompt userId={user.id} />}
      <DashboardPage teamArea={player ? (submissionId) => <PlayerTeamArea submissionId={submissionId} /> : undefined} />
    </>
  );
}
