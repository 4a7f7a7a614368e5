import { RequireAuth } from '../guards';
import { OrganizationManagementPage } from '@/features/organizations/routes/OrganizationManagementPage';

/** /organization-management — the organization feature; the Players tab composes the Player Roster. */
export default function OrganizationManagementScreen() {
  return <RequireAuth>{() => <OrganizationManagementPage />}</RequireAuth>;
}
