import { Star, UserCheck } from 'lucide-react';
import { teamPlayerTexts as texts, type TeamSchoolPlayer } from '@dugout/domain/colleges';
import { scoreBadgeColor, headlineTexts } from '@dugout/domain/scoring';
import { formatShortDate, fullName, gradYearLabel } from '@dugout/domain/shared';
import { Badge } from '@/components/ui/Badge';
import { Spinner } from '@/components/ui/States';
import { errorMessage } from '@/lib/api';
import { useTeamPlayers } from '../../api/team-players.api';
import { Section } from './Section';

/** `showTeams`: the answer spans several teams (a coach of more than one), so each row names the player's team. */
function PlayerRows({
  players,
  empty,
  showTeams,
}: {
  players: TeamSchoolPlayer[];
  empty: string;
  showTeams?: boolean;
}) {
  if (!players.length) return <p className="text-sm text-slate-500">{empty}</p>;
  return (
    <ul className="divide-y divide-slate-100">
      {players.map((p) => (
        <li key={p.userId} className="flex flex-wrap items-center justify-between gap-2 py-2">
          <div className="min-w-0">
            <p className="font-medium">{fullName(p.firstName, p.lastName)}</p>
            <p className="text-xs text-slate-500">
              {[
                p.position,
                p.graduationYear ? `Class of ${gradYearLabel(p.graduationYear)}` : null,
                [p.highSchool, p.highSchoolState].filter(Boolean).join(', ') || null,
                showTeams && p.teams.length ? p.teams.join(', ') : null,
              ]
                .filter(Boolean)
                .join(' · ')}
            </p>
          </div>
          <div className="flex items-center gap-2 text-xs text-slate-600">
            {p.relationshipType === 'commitment' ? (
              <span>Committed {formatShortDate(p.date)}</span>
            ) : (
              <span>
                {p.completedSteps}/{p.totalSteps} steps
              </span>
            )}
            {p.submittedScore != null && (
              <Badge tone={scoreBadgeColor(p.submittedScore)}>
                {headlineTexts.atPosition({ score: p.submittedScore, position: p.scorePosition })}
              </Badge>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}

/**
 * Team players committed to / interested in the school (signed-in users only). Staff (scope 'team': the named team, or
 * every team they coach) see the team; a player (scope 'self') sees only their own row, worded about themselves.
 */
export function TeamPlayers({ schoolId, teamCode }: { schoolId: number; teamCode?: string }) {
  const q = useTeamPlayers(schoolId, teamCode);
  if (q.isLoading) return <Spinner label="Loading team players…" />;
  if (q.isError)
    return (
      <p role="alert" className="text-sm text-red-700">
        {errorMessage(q.error)}
      </p>
    );
  if (!q.data || q.data.teamCodes.length === 0) return null;
  if (q.data.scope === 'self')
    return (
      <Section title={texts.selfTitle} icon={<UserCheck className="size-5 text-green-600" aria-hidden />}>
        <PlayerRows players={[...q.data.committed, ...q.data.interested]} empty={texts.selfEmpty} />
        <p className="mt-2 text-xs text-slate-600">{texts.selfNote}</p>
      </Section>
    );
  const showTeams = q.data.teamCodes.length > 1;
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <Section title={texts.committedTitle} icon={<UserCheck className="size-5 text-green-600" aria-hidden />}>
        <PlayerRows players={q.data.committed} empty={texts.committedEmpty} showTeams={showTeams} />
      </Section>
      <Section title={texts.interestedTitle} icon={<Star className="size-5 text-amber-500" aria-hidden />}>
        <PlayerRows players={q.data.interested} empty={texts.interestedEmpty} showTeams={showTeams} />
      </Section>
    </div>
  );
}
