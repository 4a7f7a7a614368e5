import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { Lock } from 'lucide-react';
import { Button } from '@/components/ui/Button';
import { Dialog, DialogContent } from '@/components/ui/Dialog';
import { PageContainer, PageTitle } from '@/components/ui/Page';
import { Spinner } from '@/components/ui/States';
import { storageKeys, useMe } from '@/lib/auth';
import { RequireAuth } from '../Guards';
import { LoginForm } from '@/features/auth/components/LoginForm';
import { TeamManagementPage } from '@/features/teams/routes/TeamManagementPage';
import { PlayerRoster } from '@/features/roster/components/PlayerRoster';
import { MemberWinterTraining } from '@/features/winter-training/components/TeamWinterTraining';
import { MemberManagement } from '@/features/teams/components/MemberManagement';
import { DeviceFileButton } from '@/features/submissions/components/DeviceFileButton';
import { CoachNoteCard, type CoachNoteCardProps } from '@/features/coach-notes/components/CoachNoteCard';
import { CollegeSearchCard } from '@/features/colleges';
import { collegeProfileSlots } from './CollegeSlots';

/** The coach's own note on a player: in College Interaction's expanded row and the Player Profile modal. */
const coachNote = (player: CoachNoteCardProps) => <CoachNoteCard {...player} />;

/**
 * /team-management: composes the teams feature with the Player Roster (the one player list, in Player Management's
 * Overview) whose row details hold the coach's actions, a member's device-file upload
 * (docs/decisions/0063-metric-sources-on-screen.md) and the member's latest winter-training entry
 * (docs/decisions/0013-winter-training.md), and the coach's notes (docs/decisions/0025-coach-notes-and-profile-panels.md).
 * Signed out it shows the spec's 'Access Required' card with the sign-in dialog
 * (docs/spec/part-1-accounts-teams-organizations.md section 2) and, like the route guard, keeps the intended path, so
 * signing in comes back here; signed in, the one screen-access rule applies (docs/decisions/0027-screen-access.md).
 */
export default function TeamManagementScreen() {
  const { user, isLoading } = useMe();
  const { pathname, search } = useLocation();
  const [signingIn, setSigningIn] = useState(false);
  const signedOut = !isLoading && !user;
  useEffect(() => {
    if (signedOut) sessionStorage.setItem(storageKeys.intendedRoute, pathname + search);
  }, [signedOut, pathname, search]);
  if (isLoading) return <Spinner />;
  if (!user)
    return (
      <PageContainer className="max-w-xl">
        <PageTitle>Team Management Dashboard</PageTitle>
        <div className="rounded-xl border border-slate-200 bg-white p-8 text-center">
          <Lock className="mx-auto size-8 text-slate-400" aria-hidden />
          <h2 className="mt-2 text-xl font-semibold">Access Required</h2>
          <p className="mt-1 text-slate-600">Please log in to access team management.</p>
          <Button className="mt-4" onClick={() => setSigningIn(true)}>
            Sign In
          </Button>
        </div>
        <Dialog open={signingIn} onOpenChange={setSigningIn}>
          {signingIn && (
            <DialogContent title="Sign In to Your Account">
              <LoginForm onForgot={() => setSigningIn(false)} onSignedIn={() => setSigningIn(false)} />
            </DialogContent>
          )}
        </Dialog>
      </PageContainer>
    );
  return (
    <RequireAuth>
      {() => (
        <TeamManagementPage
          coachNote={coachNote}
          collegeSearch={(teamCode) => (
            // A new team starts a new search: the chosen college and its team players belong to one team.
            <CollegeSearchCard key={teamCode} teamCode={teamCode} signedIn {...collegeProfileSlots(user.id)} />
          )}
          roster={(teamCode) => (
            <PlayerRoster
              teamCode={teamCode}
              source="team"
              embedded
              coachNote={coachNote}
              details={(p) => (
                <>
                  <MemberManagement
                    teamCode={teamCode}
                    memberId={p.memberId}
                    deviceFile={
                      <DeviceFileButton
                        size="sm"
                        target={{ teamCode, memberId: p.memberId }}
                        playerName={p.playerName}
                      />
                    }
                  />
                  <MemberWinterTraining teamCode={teamCode} userId={p.userId} />
                </>
              )}
            />
          )}
        />
      )}
    </RequireAuth>
  );
}
