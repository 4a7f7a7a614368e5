import { useState, type ReactNode } from 'react';
import { Mail } from 'lucide-react';
import { teamMessageTexts, type TeamMemberRow } from '@dugout/domain/teams';
import { Button } from '@/components/ui/Button';
import { Spinner } from '@/components/ui/States';
import { useTeam } from '../api/team';
import { useTeamPlayers } from '../api/team-players';
import { MessagePlayersDialog } from './MessagePlayersDialog';
import { CommitmentControl, RatingSelect, RemovePlayerButton } from './RosterActions';

/**
 * A team member's coach actions, shown in the member's details in the Player Roster on /team-management: the player's
 * parents or guardians who share with coaches and an e-mail to them (docs/decisions/0064-coaches-and-families.md), the
 * three ratings, the commitment and Remove (docs/spec/part-1-accounts-teams-organizations.md, Player Management). Each
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
      {abilities.messagePlayers && (
        <MemberGuardians teamCode={teamCode} member={member} members={players.data!.members} />
      )}
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

/** The member's guardians (name, e-mail; compact, wraps on a phone) and 'E-mail players & guardians' with them chosen. */
function MemberGuardians({
  teamCode,
  member,
  members,
}: {
  teamCode: string;
  member: TeamMemberRow;
  members: readonly TeamMemberRow[];
}) {
  const [messaging, setMessaging] = useState(false);
  const name = member.playerName ?? 'this player';
  return (
    <section aria-label={`${teamMessageTexts.guardians} of ${name}`} className="space-y-1 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 className="font-medium">{teamMessageTexts.guardians}</h4>
        <Button
          size="sm"
          variant="outline"
          aria-label={`E-mail ${name} & guardians`}
          onClick={() => setMessaging(true)}
        >
          <Mail aria-hidden /> E-mail
        </Button>
      </div>
      {member.guardians.length === 0 ? (
        <p className="text-slate-600">{teamMessageTexts.noGuardians}</p>
      ) : (
        <ul data-testid="member-guardians" className="space-y-0.5">
          {member.guardians.map((g) => (
            <li key={g.email} className="break-words">
              {g.name} ·{' '}
              <a className="text-brand-700 underline" href={`mailto:${g.email}`}>
                {g.email}
              </a>
            </li>
          ))}
        </ul>
      )}
      <MessagePlayersDialog
        teamCode={teamCode}
        members={members}
        open={messaging}
        onOpenChange={setMessaging}
        initialSelected={[member.id]}
      />
    </section>
  );
}
