import { useSearchParams } from 'react-router';
import { RequireAuth } from '../Guards';
import { TrackerScreen } from '@/features/tracker/routes/TrackerPage';
import { ContactCalendar } from '@/features/fit/components/ContactCalendar';
import { PageContainer } from '@/components/ui/Page';
import { familyMessages } from '@dugout/domain/families';
import { useActingPlayer } from '@/lib/acting';

/** /tracker (and /tracker?user=<id>, read-only): the tracker feature, behind sign-in; the player's own contact calendar below. */
export default function TrackerPage() {
  const [search] = useSearchParams();
  const own = !search.get('user');
  // A guardian acting for a player who does not let guardians edit (docs/decisions/0061-acting-for-a-player-in-the-web.md).
  const acting = useActingPlayer();
  return (
    <RequireAuth>
      {(me) => (
        <TrackerScreen
          currentUserId={me.id}
          lockedReason={acting && !acting.mayEdit ? familyMessages.guardianMayNotEdit : null}
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
