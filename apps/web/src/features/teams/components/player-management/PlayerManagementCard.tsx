import { useState, type ReactNode } from 'react';
import { Mail, Upload, UserPlus } from 'lucide-react';
import type { TeamAbilities } from '@dugout/domain/access';
import { teamMessageTexts } from '@dugout/domain/teams';
import { Button } from '@/components/ui/Button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/Card';
import { ErrorState, Spinner } from '@/components/ui/States';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/Tabs';
import { useTeamPlayers } from '../../api/team-players';
import { AddPlayerDialog } from '../AddPlayerDialog';
import { ImportPlayersDialog } from '../ImportPlayersDialog';
import { MessagePlayersDialog } from '../MessagePlayersDialog';
import type { CoachNoteSlot } from './coach-note-slot';
import { OverviewTab } from './OverviewTab';
import { DashboardsTab } from './DashboardsTab';
import { CollegeInteractionTab } from './CollegeInteractionTab';
import { TopMetricsTab } from './TopMetricsTab';

export type { CoachNoteSlot } from './coach-note-slot';

/**
 * Player Management card: Add Player, import, and the Overview, Dashboards, College and Metrics tabs. Overview holds the
 * pending invites and the one player list (the Player Roster, passed in by the page: each player once, with ratings,
 * commitment, removal and winter training in the row's details).
 */
export function PlayerManagementCard({
  teamCode,
  abilities,
  roster,
  coachNote,
}: {
  teamCode: string;
  abilities: TeamAbilities;
  roster: ReactNode;
  coachNote?: CoachNoteSlot;
}) {
  const [adding, setAdding] = useState(false);
  const [importing, setImporting] = useState(false);
  const [messaging, setMessaging] = useState(false);
  const players = useTeamPlayers(teamCode);
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle>Player Management</CardTitle>
        {(abilities.managePlayers || abilities.messagePlayers) && (
          <div className="flex flex-wrap gap-2">
            {abilities.managePlayers && (
              <>
                <Button onClick={() => setAdding(true)}>
                  <UserPlus /> Add Player
                </Button>
                <Button variant="outline" onClick={() => setImporting(true)}>
                  <Upload /> Import Players
                </Button>
              </>
            )}
            {abilities.messagePlayers && (
              <Button variant="outline" onClick={() => setMessaging(true)} disabled={!players.data}>
                <Mail aria-hidden /> {teamMessageTexts.open}
              </Button>
            )}
          </div>
        )}
      </CardHeader>
      <CardContent>
        {players.isLoading ? (
          <Spinner />
        ) : players.isError ? (
          <ErrorState message={players.error.message} onRetry={() => players.refetch()} />
        ) : (
          <Tabs defaultValue="overview">
            <TabsList>
              <TabsTrigger value="overview">Overview</TabsTrigger>
              <TabsTrigger value="dashboards">
                <span className="sm:hidden">Dashboards</span>
                <span className="hidden sm:inline">Player Dashboards</span>
              </TabsTrigger>
              <TabsTrigger value="college">College Interaction</TabsTrigger>
              <TabsTrigger value="metrics">Top Metrics</TabsTrigger>
            </TabsList>
            <TabsContent value="overview">
              <OverviewTab teamCode={teamCode} data={players.data!} abilities={abilities} roster={roster} />
            </TabsContent>
            <TabsContent value="dashboards">
              <DashboardsTab teamCode={teamCode} data={players.data!} abilities={abilities} />
            </TabsContent>
            <TabsContent value="college">
              <CollegeInteractionTab teamCode={teamCode} abilities={abilities} coachNote={coachNote} />
            </TabsContent>
            <TabsContent value="metrics">
              <TopMetricsTab
                members={players.data!.members}
                teamCode={teamCode}
                canVerify={abilities.verifyMetrics}
                canRecordEvents={abilities.recordEvents}
              />
            </TabsContent>
          </Tabs>
        )}
      </CardContent>
      <AddPlayerDialog teamCode={teamCode} open={adding} onOpenChange={setAdding} />
      <ImportPlayersDialog teamCode={teamCode} open={importing} onOpenChange={setImporting} />
      <MessagePlayersDialog
        teamCode={teamCode}
        members={players.data?.members ?? []}
        open={messaging}
        onOpenChange={setMessaging}
      />
    </Card>
  );
}
