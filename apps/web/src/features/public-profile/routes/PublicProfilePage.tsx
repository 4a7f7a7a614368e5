import { PageContainer, PageTitle } from '@/components/ui/Page';
import { ErrorState, Spinner } from '@/components/ui/States';
import { errorMessage } from '@/lib/api';
import { RequireAuth } from '@/lib/GuardContext';
import { usePublicProfile } from '../api/get-public-profile';
import { HandleCard } from '../components/HandleCard';
import { IndexingCard } from '../components/IndexingCard';
import { ProfileStatusCard } from '../components/ProfileStatusCard';
import { SectionsCard } from '../components/SectionsCard';
import { VideosCard } from '../components/VideosCard';
import { EventsCard } from '../components/EventsCard';
import { profileTexts as t } from '../components/public-profile-texts';

/**
 * /public-profile: the player's recruiting page (docs/decisions/0069-public-profile-screen.md) — on or off and why,
 * the link, the sections, videos, search engines, the preview as a coach sees it and the PDF. A guardian acting for
 * the player sees it too (the acting banner says whose); without the player's edit rights they may only turn it off.
 */
export default function PublicProfilePage() {
  return (
    <RequireAuth allow={(u) => u.role === 'player' || u.role === 'guardian'}>
      {(user) => (
        <PageContainer className="max-w-4xl">
          <PageTitle subtitle={t.subtitle}>{t.title}</PageTitle>
          <PublicProfileSettingsView guardian={user.role === 'guardian'} />
        </PageContainer>
      )}
    </RequireAuth>
  );
}

function PublicProfileSettingsView({ guardian }: { guardian: boolean }) {
  const q = usePublicProfile();
  if (q.isLoading) return <Spinner label="Loading your public profile…" />;
  if (q.isError || !q.data)
    return <ErrorState message={errorMessage(q.error, t.loadError)} onRetry={() => void q.refetch()} />;
  const s = q.data;
  // the server says whether this actor may change the settings (a guardian the player does not let edit: off only)
  const readOnly = !s.mayEdit;
  // Forms start from the server's answer; a write's answer (or a new read) gives them a new start.
  const key = q.dataUpdatedAt;
  return (
    <div className="space-y-6">
      <ProfileStatusCard
        settings={s}
        mode={readOnly ? 'turn-off-only' : 'edit'}
        guardian={guardian}
        neverOpened={!s.saved}
      />
      <HandleCard key={`h${key}`} settings={s} readOnly={readOnly} />
      <SectionsCard key={`s${key}`} settings={s} readOnly={readOnly} />
      <VideosCard key={`v${key}`} settings={s} readOnly={readOnly} />
      <EventsCard key={`e${key}`} settings={s} readOnly={readOnly} />
      <IndexingCard settings={s} readOnly={readOnly} />
    </div>
  );
}
