import { RequireAuth } from '../guards';
import { AdminPage } from '@/features/admin/routes/AdminPage';

/** /admin — site admins only (others see 'Access denied'; the API answers 403). */
export default function AdminScreen() {
  return <RequireAuth allow={(u) => u.role === 'admin'}>{(user) => <AdminPage currentUserId={user.id} />}</RequireAuth>;
}
