import { useSearchParams } from 'react-router';
import { RequireAuth } from '../Guards';
import { TrackerScreen } from '@/features/tracker/routes/TrackerPage';
import { ContactCalendar } from '@/features/fit/components/ContactCalendar';
import { PageContainer } from '@/components/ui/Page';

/** /tracker (and /tracker?user=<id>, read-only): the tracker feature, behind sign-in; the player's own contact calendar below. */
export default function TrackerPage() {
  const [search] = useSearchParams();
  const own = !search.get('user');
  return (
    <RequireAuth>
      {(me) => (
        <TrackerScreen
          currentUserId={me.id}
          below={
            own && (
              <PageContainer className="pt-0">
                <ContactCalendar />
              </PageContainer>
            )
          }
        />
      )}
    </RequireAuth>
  );
}
