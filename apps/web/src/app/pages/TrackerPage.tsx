import { RequireAuth } from '../guards';
import { TrackerScreen } from '@/features/tracker/routes/TrackerPage';

/** /tracker (and /tracker?user=<id>, read-only): the tracker feature, behind sign-in. */
export default function TrackerPage() {
  return <RequireAuth>{(me) => <TrackerScreen currentUserId={me.id} />}</RequireAuth>;
}
