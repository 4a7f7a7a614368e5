import { RequireAuth } from '../Guards';
import { AdminPage } from '@/features/admin/routes/AdminPage';
import { DataHealthPanel, ReferenceImportPanel } from '@/features/reference-import';
import { FitTablesPanel } from '@/features/fit/components/FitTablesPanel';

/** /admin — site admins only (others are sent to their home screen, docs/decisions/0027-screen-access.md; the API answers 403). Composes the reference-data importer and the fit tables (benchmarks, contact rules). */
export default function AdminScreen() {
  return (
    <RequireAuth>
      {(user) => (
        <AdminPage
          currentUserId={user.id}
          referenceImport={<ReferenceImportPanel />}
          dataHealth={<DataHealthPanel />}
          fitTables={<FitTablesPanel />}
        />
      )}
    </RequireAuth>
  );
}
