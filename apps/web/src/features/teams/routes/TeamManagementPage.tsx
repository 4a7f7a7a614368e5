import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { Plus, Users } from 'lucide-react';
import { teamStaffMessages } from '@dugout/domain/access';
import { TEAM_NOT_FOUND } from '@dugout/domain/teams';
import { Button } from '@/components/ui/Button';
import { Card, CardContent } from '@/components/ui/Card';
import { Dialog, DialogContent } from '@/components/ui/Dialog';
import { PageContainer, PageTitle } from '@/components/ui/Page';
import { EmptyState, ErrorState, Spinner } from '@/components/ui/States';
import { ApiError } from '@/lib/api';
import { cn } from '@/lib/utils';
import { useMyTeams } from '../api/my-teams';
import { teamQuery, useTeam } from '../api/team';
import { teamPlayersQuery } from '../api/team-players';
import { rosterQuery } from '@/features/roster/api/roster';
import { CoachesCard } from '../components/CoachesCard';
import { CreateTeamWizard } from '../components/CreateTeamWizard';
import { JoinDialog } from '../components/JoinDialog';
import { PlayerManagementCard, type CoachNoteSlot } from '../components/player-management/PlayerManagementCard';
import { RequestOrganizationButton } from '../components/RequestOrganizationDialog';
import { TeamHeaderCard } from '../components/TeamHeaderCard';

/**
 * Team Management Dashboard (docs/spec/part-1-accounts-teams-organizations.md section 2) for a signed-in user. The page in app/ handles the signed-out
 * state and passes the Player Roster in (features never import each other); it is the Overview tab's one player list.
 */
export function TeamManagementPage({
  roster,
  coachNote,
  collegeSearch,
}: {
  roster: (teamCode: string) => ReactNode;
  /** The College Search & Profile card for the selected team (the colleges feature, composed by app/). */
  collegeSearch?: (teamCode: string) => ReactNode;
  /** The coach's note on a player, in College Interaction's expanded row (the coach-notes feature, composed by app/). */
  coachNote?: CoachNoteSlot;
}) {
  const [params, setParams] = useSearchParams();
  const teams = useMyTeams();
  const [joining, setJoining] = useState(false);
  const [creating, setCreating] = useState(false);
  const closeCreate = useCallback(() => setCreating(false), []);
  const list = teams.data?.teams ?? [];
  const requested = params.get('team')?.toUpperCase() ?? null;
  // An address naming a team (?team=…) shows that team or says it was not found — never another team under it.
  const selectedTeam = requested ? (list.find((t) => t.teamCode === requested) ?? null) : (list[0] ?? null);
  const selected = requested ?? selectedTeam?.teamCode ?? null;
  usePrefetchTeam(requested ?? (selectedTeam && !selectedTeam.pending ? selectedTeam.teamCode : null));

  let body: ReactNode;
  if (teams.isLoading) body = <Spinner />;
  else if (teams.isError) body = <ErrorState message={teams.error.message} onRetry={() => teams.refetch()} />;
  else if (list.length === 0)
    body = (
      <div className="grid gap-4 sm:grid-cols-2">
        <Card>
          <CardContent className="flex flex-col items-start gap-3 pt-6">
            <h2 className="text-lg font-semibold">Create Your Team</h2>
            <p className="text-sm text-slate-600">Register a team, get a TeamID and invite your players.</p>
            <Button onClick={() => setCreating(true)}>
              <Plus /> Create Your Team
            </Button>
          </CardContent>
        </Card>
        <Card>
          <CardContent className="flex flex-col items-start gap-3 pt-6">
            <h2 className="text-lg font-semibold">Join Existing Team/Org</h2>
            <p className="text-sm text-slate-600">Have a TeamID or an organization code? Join as a coach.</p>
            <Button variant="outline" onClick={() => setJoining(true)}>
              <Users /> Join Existing Team/Org
            </Button>
          </CardContent>
        </Card>
      </div>
    );
  else
    body = (
      <div className="space-y-6">
        {/* The team buttons wrap under 'Select Team:'; the two actions keep their words and wrap below them on a phone,
            beside them from 640 px: nothing overlaps at 375 px. */}
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
          {list.length > 1 && (
            <div
              role="group"
              aria-labelledby="select-team-label"
              className="flex min-w-0 flex-1 flex-wrap items-center gap-2"
            >
              <span id="select-team-label" className="text-sm font-medium text-slate-600">
                Select Team:
              </span>
              {list.map((t) => (
                <Button
                  key={t.teamCode}
                  size="sm"
                  variant={t.teamCode === selected ? 'default' : 'outline'}
                  aria-pressed={t.teamCode === selected}
                  onClick={() => setParams({ team: t.teamCode })}
                >
                  {t.teamName}
                  {t.pending ? ' (pending)' : ''}
                </Button>
              ))}
            </div>
          )}
          <div className={cn('flex flex-wrap gap-2', list.length > 1 ? 'sm:ml-auto' : '')}>
            <Button size="sm" variant="outline" onClick={() => setCreating(true)}>
              <Plus aria-hidden /> Create Team
            </Button>
            <Button size="sm" variant="outline" onClick={() => setJoining(true)}>
              <Users aria-hidden /> Join Another Team/Org
            </Button>
          </div>
        </div>
        {selectedTeam?.pending ? (
          <PendingTeam teamName={selectedTeam.teamName} />
        ) : selected ? (
          <SelectedTeam teamCode={selected} roster={roster} coachNote={coachNote} collegeSearch={collegeSearch} />
        ) : (
          <EmptyState title="No team selected." />
        )}
      </div>
    );

  return (
    <PageContainer>
      <PageTitle>Team Management Dashboard</PageTitle>
      {body}
      <JoinDialog open={joining} onOpenChange={setJoining} />
      <Dialog open={creating} onOpenChange={setCreating}>
        {creating && (
          <DialogContent title="Create Your Team" className="max-w-xl">
            <CreateTeamWizard onDone={closeCreate} />
          </DialogContent>
        )}
      </Dialog>
    </PageContainer>
  );
}

/**
 * Starts the selected team's four reads together instead of one after another (team → players → roster): the team in
 * the address is asked for at once, beside the list of teams; without one, as soon as the list names the first team.
 * The components below read the same queries (same keys), so each request is made once
 * (docs/decisions/0052-daily-screens.md).
 */
function usePrefetchTeam(teamCode: string | null) {
  const qc = useQueryClient();
  useEffect(() => {
    if (!teamCode) return;
    void qc.prefetchQuery(teamQuery(teamCode));
    void qc.prefetchQuery(teamPlayersQuery(teamCode));
    void qc.prefetchQuery(rosterQuery(teamCode));
  }, [qc, teamCode]);
}

/** A team whose owner has not yet approved the user as a coach: no team data until then. */
function PendingTeam({ teamName }: { teamName: string }) {
  return (
    <Card>
      <CardContent className="space-y-1 pt-6" role="status">
        <h2 className="text-lg font-semibold">{teamName}</h2>
        <p className="font-medium">{teamStaffMessages.requestSent}</p>
        <p className="text-sm text-slate-600">{teamStaffMessages.pendingState}</p>
      </CardContent>
    </Card>
  );
}

function SelectedTeam({
  teamCode,
  roster,
  coachNote,
  collegeSearch,
}: {
  teamCode: string | null;
  roster: (teamCode: string) => ReactNode;
  coachNote?: CoachNoteSlot;
  collegeSearch?: (teamCode: string) => ReactNode;
}) {
  const team = useTeam(teamCode);
  if (!teamCode) return <EmptyState title="No team selected. Please select or create a team." />;
  if (team.isLoading) return <Spinner label="Loading team…" />;
  if (team.isError)
    // no such team, or not one of this user's (refused without saying whether it exists): the spec's not-found state
    return team.error.message === TEAM_NOT_FOUND ||
      (team.error instanceof ApiError && (team.error.status === 403 || team.error.status === 404)) ? (
      <EmptyState title={TEAM_NOT_FOUND} />
    ) : (
      <ErrorState message={team.error.message} onRetry={() => team.refetch()} />
    );
  const t = team.data!;
  return (
    <div className="space-y-6">
      {t.abilities.requestOrganization && !t.hasApprovedOrganizationRequest && (
        <div className="flex justify-end">
          <RequestOrganizationButton teamCode={t.teamCode} />
        </div>
      )}
      <TeamHeaderCard team={t} />
      <CoachesCard teamCode={t.teamCode} coaches={t.coaches} />
      <PlayerManagementCard
        teamCode={t.teamCode}
        abilities={t.abilities}
        coachNote={coachNote}
        roster={roster(t.teamCode)}
      />
      {collegeSearch?.(t.teamCode)}
    </div>
  );
}
