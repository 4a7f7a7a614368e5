import { RequireAuth } from '../guards';
import { AdminReportsPage } from '@/features/admin/routes/AdminReportsPage';

/** /admin/reports — site admins only. */
export default function AdminReportsScreen() {
  return <RequireAuth allow={(u) => u.role === 'admin'}>{() => <AdminReportsPage />}</RequireAuth>;
}
