import { Suspense, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/Card';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/Dialog';
import { ErrorState, Spinner } from '@/components/ui/States';
import { useProfileTeams } from '@/features/profile/api/get-profile-teams';
import { deferredPart, usePreloadWhenIdle } from '@/lib/lazy';

/** The join form (tabs, the TeamID check, toasts) is not part of the dashboard's first load (lib/lazy.ts). */
const joinForm = deferredPart(() => import('./JoinDialog').then((m) => m.TeamCodeForm));

/**
 * A player joins a team by TeamID (docs/spec/part-1-accounts-teams-organizations.md section 6: 'players join further
 * teams by TeamID'). With `submissionId` the code is redeemed with that dashboard (redeem-team-code). The dialog's
 * trigger gets the focus back when it closes.
 */
export function JoinTeamButton({ submissionId, variant }: { submissionId?: string; variant?: 'default' | 'outline' }) {
  const [open, setOpen] = useState(false);
  usePreloadWhenIdle(joinForm.preload);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant={variant}>Join a Team</Button>
      </DialogTrigger>
      {open && (
        <DialogContent
          title="Join a Team"
          description={
            submissionId
              ? 'Enter the TeamID your coach shared. Your dashboard is shared with the team, and a team that pays for its players covers it.'
              : 'Enter the TeamID your coach shared.'
          }
        >
          <Suspense fallback={<Spinner />}>
            <joinForm.Component submissionId={submissionId} onJoined={() => setOpen(false)} />
          </Suspense>
        </DialogContent>
      )}
    </Dialog>
  );
}

/**
 * The team area of the player's own dashboard and of the review step (/metrics-submission): the teams they play on and
 * the join that carries this submission (a pending one is completed by a team that pays for its players).
 */
export function PlayerTeamArea({ submissionId }: { submissionId: string | null }) {
  const q = useProfileTeams();
  const teams = q.data?.playing ?? [];
  return (
    <Card role="region" aria-labelledby="dashboard-teams-title">
      <CardHeader>
        <CardTitle id="dashboard-teams-title">Your Teams</CardTitle>
        <CardDescription>
          {teams.length
            ? 'Your coaches see the dashboards you share with the team.'
            : 'Have a TeamID from your coach? Join your team to share this dashboard with it.'}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap items-center justify-between gap-3">
        {q.isLoading ? (
          <Spinner />
        ) : q.isError ? (
          <ErrorState message="Your teams could not be loaded." onRetry={() => void q.refetch()} />
        ) : teams.length ? (
          <ul className="flex min-w-0 flex-wrap gap-2" aria-label="Teams you play on">
            {teams.map((t) => (
              <li key={t.teamCode} className="rounded-md bg-slate-100 px-3 py-1 text-sm font-medium break-words">
                {t.teamName}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-slate-600">You are not on a team yet.</p>
        )}
        <JoinTeamButton submissionId={submissionId ?? undefined} variant={teams.length ? 'outline' : 'default'} />
      </CardContent>
    </Card>
  );
}
