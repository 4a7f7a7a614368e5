import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Eye } from 'lucide-react';
import { Badge } from '@/components/ui/Badge';
import { PageContainer, PageTitle } from '@/components/ui/Page';
import { EmptyState, ErrorState, Spinner } from '@/components/ui/States';
import { errorMessage } from '@/lib/api';
import { useTracker } from '../api/get-tracker';
import { AddSchoolCard } from '../components/AddSchoolCard';
import { SchoolTrackerCard } from '../components/SchoolTrackerCard';
import { MyCommitmentCard } from '../components/MyCommitmentCard';
import { InactiveSchools, RecentTrackerSummary } from '../components/TrackerSidebar';

/**
 * /tracker: the school contact tracker. `?user=<id>` shows another user's tracker read-only (a coach from the College
 * tab, a program admin): every control disabled. `below`: what the page shows under the tracker (the contact calendar),
 * rendered once the tracker is in, so an answer that comes first cannot sit under the spinner and be pushed down
 * (docs/decisions/0030-first-paint-of-signed-in-screens.md: CLS).
 */
export function TrackerScreen({
  currentUserId,
  below,
  lockedReason,
}: {
  currentUserId: string;
  below?: ReactNode;
  /** why every control is off although the tracker is the player's (a guardian the player does not let edit) */
  lockedReason?: string | null;
}) {
  const [params] = useSearchParams();
  const user = params.get('user');
  return <TrackerBody user={user && user !== currentUserId ? user : null} below={below} lockedReason={lockedReason} />;
}

function TrackerBody({
  user,
  below,
  lockedReason,
}: {
  user: string | null;
  below?: ReactNode;
  lockedReason?: string | null;
}) {
  const q = useTracker({ user });
  // One school's steps open at a time (the rest stay compact rows).
  const [open, setOpen] = useState<string | null>(null);
  if (q.isLoading) return <Spinner label="Loading tracker…" />;
  if (q.isError || !q.data)
    return (
      <>
        <PageContainer>
          <ErrorState message={errorMessage(q.error, 'Unable to load the tracker')} onRetry={() => void q.refetch()} />
        </PageContainer>
        {below}
      </>
    );
  // Locked: shown as read-only with the reason (the server refuses such a write anyway).
  const t = lockedReason
    ? {
        ...q.data,
        readOnly: true,
        abilities: Object.fromEntries(Object.keys(q.data.abilities).map((k) => [k, false])) as typeof q.data.abilities,
      }
    : q.data;
  const body = (
    <PageContainer>
      <PageTitle
        subtitle={
          t.readOnly ? `${t.owner.name}'s schools and contact steps` : 'Track every contact step with each school.'
        }
      >
        Recruiting Tracker
      </PageTitle>
      {t.readOnly && (
        <p
          role="status"
          className="mb-4 flex items-center gap-2 rounded-lg border border-blue-200 bg-blue-50 p-3 text-sm text-blue-900"
        >
          <Eye className="size-4" aria-hidden /> Viewing {t.owner.name}'s tracker (read-only)
          {lockedReason ? ` — ${lockedReason}` : null}
        </p>
      )}
      <div className="mb-4 flex flex-wrap gap-2">
        <Badge tone="grey">
          {t.entries.length} {t.entries.length === 1 ? 'school' : 'schools'}
        </Badge>
        <Badge tone={t.offers > 0 ? 'blue' : 'grey'}>
          {t.offers} {t.offers === 1 ? 'offer' : 'offers'}
        </Badge>
      </div>
      <div className="grid gap-6 lg:grid-cols-[1fr_18rem]">
        <div className="min-w-0 space-y-6">
          <AddSchoolCard
            disabled={!t.abilities.add}
            userId={t.owner.id}
            trackedIds={t.entries.map((e) => e.schoolId)}
          />
          {t.entries.length === 0 ? (
            <EmptyState title="No schools in your tracker yet">
              <p className="text-sm">Add a school above, or use Add to Tracker on a school profile.</p>
            </EmptyState>
          ) : (
            <div className="space-y-3">
              {t.entries.map((e) => (
                <SchoolTrackerCard
                  key={e.id}
                  entry={e}
                  abilities={t.abilities}
                  expanded={open === e.id}
                  onToggle={() => setOpen(open === e.id ? null : e.id)}
                />
              ))}
            </div>
          )}
        </div>
        <aside className="space-y-6">
          <MyCommitmentCard
            key={`${t.commitment?.schoolId ?? ''}-${t.commitment?.commitmentDate ?? ''}`}
            commitment={t.commitment}
            entries={t.entries}
            disabled={t.readOnly}
          />
          <RecentTrackerSummary recent={t.recent} />
          <InactiveSchools inactive={t.inactive} />
        </aside>
      </div>
    </PageContainer>
  );
  return (
    <>
      {body}
      {below}
    </>
  );
}
