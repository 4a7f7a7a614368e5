import { useState } from 'react';
import { Lock } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { PageContainer, PageTitle } from '@/components/ui/page';
import { Spinner } from '@/components/ui/states';
import { useMe } from '@/lib/auth';
import { LoginForm } from '@/features/auth/components/LoginForm';
import { TeamManagementPage } from '@/features/teams/routes/TeamManagementPage';
import { PlayerRoster } from '@/features/roster/components/PlayerRoster';
import { MemberWinterTraining } from '@/features/winter-training/components/TeamWinterTraining';
import { MemberManagement } from '@/features/teams/components/MemberManagement';
import { CoachNoteCard, type CoachNoteCardProps } from '@/features/coach-notes/components/CoachNoteCard';

/** The coach's own note on a player: in College Interaction's expanded row and the Player Profile modal. */
const coachNote = (player: CoachNoteCardProps) => <CoachNoteCard {...player} />;

/**
 * /team-management: composes the teams feature with the Player Roster (the one player list, in Player Management's
 * Overview) whose row details hold the coach's actions and the member's latest winter-training entry
 * (docs/decisions/0013-winter-training.md), the coach's notes (docs/decisions/0025-coach-notes-and-profile-panels.md),
 * and the sign-in dialog when signed out.
 */
export default function TeamManagementScreen() {
  const { user, isLoading } = useMe();
  const [signingIn, setSigningIn] = useState(false);
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
    <TeamManagementPage
      coachNote={coachNote}
      roster={(teamCode) => (
        <PlayerRoster
          teamCode={teamCode}
          source="team"
          embedded
          coachNote={coachNote}
          details={(p) => (
            <>
              <MemberManagement teamCode={teamCode} memberId={p.memberId} />
              <MemberWinterTraining teamCode={teamCode} userId={p.userId} />
            </>
          )}
        />
      )}
    />
  );
}
