import { isCoachActor, type AccountRole } from '../access/roles.ts';

export interface PostLoginInput {
  role: AccountRole;
  isCoach: boolean;
  /** Current path (pathname) when the check runs. */
  pathname: string;
  /** Query string of the current URL. */
  search: string;
}

/**
 * Where to go after a sign-in (docs/spec/part-1-accounts-teams-organizations.md section 2, Login): organization_admin → /organization-management;
 * coach → /team-management; others → /subscription-post-purchase unless already on /dashboard-purchased or the URL
 * has session_id (they stay: null).
 */
export function postLoginPath(input: PostLoginInput): string | null {
  if (input.role === 'organization_admin') return '/organization-management';
  if (isCoachActor(input)) return '/team-management';
  if (input.role === 'admin') return '/admin';
  if (input.role === 'guardian') return '/family';
  if (input.pathname === '/dashboard-purchased') return null;
  if (/[?&]session_id(=|&|$)/.test(input.search)) return null;
  return '/subscription-post-purchase';
}
