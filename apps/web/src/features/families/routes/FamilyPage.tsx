import { useState } from 'react';
import { useLocation } from 'react-router';
import { Card, CardContent } from '@/components/ui/Card';
import { PageContainer, PageTitle } from '@/components/ui/Page';
import { EmptyState, ErrorState, Spinner } from '@/components/ui/States';
import { errorMessage } from '@/lib/api';
import { RequireAuth } from '@/lib/GuardContext';
import type { FamilyLink } from '@dugout/domain/families';
import { useFamily } from '../api/get-family';
import { EndLinkDialog } from '../components/EndLinkDialog';
import { GuardianPlayerCard } from '../components/GuardianPlayerCard';
import { InviteForm } from '../components/InviteForm';
import { PendingLinks } from '../components/PendingLinks';
import { familyTexts } from '../components/family-texts';
import { useFocusAfterEnd } from '../components/use-focus-after-end';

/** /family: a guardian's home (docs/decisions/0061-acting-for-a-player-in-the-web.md). */
export default function FamilyPage() {
  return (
    <RequireAuth allow={(u) => u.role === 'guardian'}>
      {() => (
        <PageContainer className="max-w-4xl">
          <PageTitle subtitle={familyTexts.familySubtitle}>{familyTexts.familyTitle}</PageTitle>
          <GuardianFamily />
        </PageContainer>
      )}
    </RequireAuth>
  );
}

function GuardianFamily() {
  const q = useFamily();
  const [ending, setEnding] = useState<FamilyLink | null>(null);
  const { target, focus } = useFocusAfterEnd<HTMLHeadingElement>();
  // Sent here because the player chosen is no longer linked (ActingBanner): say so.
  const notice = (useLocation().state as { familyNotice?: string } | null)?.familyNotice;
  if (q.isLoading) return <Spinner label="Loading family…" />;
  if (q.isError || !q.data)
    return (
      <ErrorState
        message={errorMessage(q.error, 'Your family could not be loaded.')}
        onRetry={() => void q.refetch()}
      />
    );
  const mine = q.data.links.filter((l) => l.myside === 'guardian');
  const active = mine.filter((l) => l.status === 'active');
  const pending = mine.filter((l) => l.status === 'pending');
  return (
    <div className="space-y-6">
      {notice && (
        <p role="status" className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-950">
          {notice}
        </p>
      )}
      <section aria-labelledby="family-players" className="space-y-4">
        <h2 id="family-players" ref={target} tabIndex={-1} className="text-xl font-semibold">
          Your players
        </h2>
        {active.length === 0 && pending.length === 0 ? (
          <EmptyState title={familyTexts.noPlayers}>
            <p className="text-sm">{familyTexts.noPlayersHint}</p>
          </EmptyState>
        ) : (
          <>
            <PendingLinks links={pending} onGone={focus} />
            {active.map((l) => (
              <GuardianPlayerCard key={l.id} link={l} onEnd={setEnding} />
            ))}
          </>
        )}
      </section>
      <Card>
        <CardContent className="pt-6">
          <InviteForm title={familyTexts.invitePlayer} />
        </CardContent>
      </Card>
      <EndLinkDialog link={ending} onClose={() => setEnding(null)} onEnded={focus} />
    </div>
  );
}
