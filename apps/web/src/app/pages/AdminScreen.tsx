import { isSiteAdmin } from '@dugout/domain';
import { RequireAuth } from '../guards';
import { AdminPage } from '@/features/admin/routes/AdminPage';
import { ReferenceImportPanel } from '@/features/reference-import/components/ReferenceImportPanel';

/** /admin — site admins only (others see 'Access denied'; the API answers 403). Composes the reference-data importer. */
export default function AdminScreen() {
  return <RequireAuth allow={isSiteAdmin}>{(user) => <AdminPage currentUserId={user.id} referenceImport={<ReferenceImportPanel />} />}</RequireAuth>;
}
