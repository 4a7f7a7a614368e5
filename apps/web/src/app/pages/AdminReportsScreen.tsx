import { isSiteAdmin } from '@dugout/domain';
import { RequireAuth } from '../guards';
import { AdminReportsPage } from '@/features/admin/routes/AdminReportsPage';

/** /admin/reports — site admins only. */
export default function AdminReportsScreen() {
  return <RequireAuth allow={isSiteAdmin}>{() => <AdminReportsPage />}</RequireAuth>;
}
