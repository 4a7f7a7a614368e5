import type { ReactNode } from 'react';
import { Spinner } from '@/components/ui/States';
import { useTeam } from '../api/team';
import { useTeamPlayers } from '../api/team-players';
import { CommitmentControl, RatingSelect, RemovePlayerButton } from './RosterActions';

/**
 * A team member's coach actions, shown in the member's details in the Player Roster on /team-management: the three
 * ratings, the commitment and Remove (docs/spec/part-1-accounts-teams-organizations.md, Player Management). Each
 * appears only when the coach's abilities allow it; the queries are the page's own (cached). `deviceFile` (composed by
 * app/: the submissions feature's Upload Device File for this member) shows to staff who may edit submissions
 * (docs/decisions/0063-metric-sources-on-screen.md).
 */
export function MemberManagement({
  teamCode,
  memberId,
  deviceFile,
}: {
  teamCode: string;
  memberId: string;
  deviceFile?: ReactNode;
}) {
  const team = useTeam(teamCode);
  const players = useTeamPlayers(teamCode);
  const abilities = team.data?.abilities;
  const member = players.data?.members.find((m) => m.id === memberId);
  if (team.isLoading || players.isLoading) return <Spinner />;
  if (!abilities || !member) return null;
  return (
    <div className="space-y-3">
      {abilities.ratePlayers && (
        <div className="grid grid-cols-1 gap-2 sm:grid-cols-3">
          <RatingSelect teamCode={teamCode} member={member} kind="game" />
          <RatingSelect teamCode={teamCode} member={member} kind="hit" />
          <RatingSelect teamCode={teamCode} member={member} kind="field_pitch" />
        </div>
      )}
      <div className="flex flex-wrap items-center justify-between gap-2">
        {abilities.recordCommitments && <CommitmentControl teamCode={teamCode} member={member} />}
        {abilities.managePlayers && <RemovePlayerButton teamCode={teamCode} member={member} />}
      </div>
      {abilities.editSubmissions && member.userId && deviceFile}
    </div>
  );
}
