import { RequireAuth } from '../Guards';
import { AdminReportsPage } from '@/features/admin/routes/AdminReportsPage';

/** /admin/reports — site admins only (docs/decisions/0027-screen-access.md). */
export default function AdminReportsScreen() {
  return <RequireAuth>{() => <AdminReportsPage />}</RequireAuth>;
}
