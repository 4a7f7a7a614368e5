import { isCoachActor, type AccountRole } from './roles.ts';

/**
 * Who may open a screen: one rule for every route (docs/decisions/0027-screen-access.md, the route table of
 * docs/spec/part-1-accounts-teams-organizations.md section 2). A screen not listed is public.
 * - `signed-in`: any signed-in account;
 * - `player`: a player's own screens (their metrics, score, tracker and college fit); a coach, an organization or site
 *   admin has none and is sent to their own home screen;
 * - `coach`: Team Management; `admin`: the admin area;
 * - `guardian`: a parent or guardian's Family screen.
 * A guardian opens a player's screens (and the dashboard and payment screens) only while acting for a linked player
 * (docs/decisions/0061-acting-for-a-player-in-the-web.md); the server decides what the player's data shows.
 */
export type ScreenAudience = 'public' | 'signed-in' | 'player' | 'coach' | 'admin' | 'guardian';

const screenAudiences: Record<string, ScreenAudience> = {
  '/dashboard': 'signed-in',
  '/college-screening-results': 'player',
  '/college-interview': 'player',
  '/tracker': 'player',
  '/metrics-tracker': 'player',
  '/metrics': 'player',
  '/metrics-submission': 'player',
  '/team-management': 'coach',
  '/organization-management': 'signed-in',
  '/payment': 'signed-in',
  '/payment-success': 'signed-in',
  '/subscription-select': 'signed-in',
  '/subscription': 'signed-in',
  '/subscription-success': 'signed-in',
  '/subscription-post-purchase': 'signed-in',
  '/subscription-renewed': 'signed-in',
  '/dashboard-purchased': 'signed-in',
  '/dashboard-purchase-success': 'signed-in',
  '/profile': 'signed-in',
  '/public-profile': 'player',
  '/family': 'guardian',
  '/admin': 'admin',
  '/admin/reports': 'admin',
};

export interface ScreenUser {
  role: AccountRole;
  isCoach: boolean;
  hasCompletedDashboard?: boolean;
}

/**
 * The audience of a screen. A staff member opening a player's tracker read-only (`/tracker?user=…`) opens it as any
 * signed-in account; the server decides what they may see.
 */
export function screenAudience(pathname: string, search = ''): ScreenAudience {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const audience = screenAudiences[path] ?? 'public';
  if (audience === 'player' && path === '/tracker' && /(^\?|&)user=[^&]/.test(search)) return 'signed-in';
  return audience;
}

const isPlayer = (u: ScreenUser) => u.role === 'player' && !isCoachActor(u);

/** The signed-in screens that show a player's own data: a guardian opens them only while acting for a player. */
const playerDataScreens = new Set([
  '/dashboard',
  '/payment',
  '/payment-success',
  '/subscription-select',
  '/subscription',
  '/subscription-success',
  '/subscription-post-purchase',
  '/subscription-renewed',
  '/dashboard-purchased',
  '/dashboard-purchase-success',
]);

/**
 * Whether `user` (null: signed out) may open the screen; a signed-out visitor is sent to sign in, others home.
 * `actingForPlayer`: a guardian has chosen a linked player to act for.
 */
export function mayOpenScreen(
  user: ScreenUser | null,
  pathname: string,
  search = '',
  actingForPlayer = false,
): boolean {
  const audience = screenAudience(pathname, search);
  if (audience === 'public') return true;
  if (!user) return false;
  if (user.role === 'guardian') {
    const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
    if (audience === 'player' || playerDataScreens.has(path)) return actingForPlayer;
  }
  switch (audience) {
    case 'guardian':
      return user.role === 'guardian';
    case 'signed-in':
      return true;
    case 'player':
      return isPlayer(user) || user.role === 'guardian';
    case 'coach':
      return isCoachActor(user) || user.role === 'admin';
    case 'admin':
      return user.role === 'admin';
  }
}

/**
 * A signed-in account's home screen, where the logo and a refused screen lead: organization admin → Organization
 * Management, coach → Team Management, site admin → Admin, a guardian → Family, a player → their dashboard once they have a paid or free
 * submission, else the metrics form (the destinations of the Login rule, docs/spec/part-1-accounts-teams-organizations.md
 * section 2, and of /subscription-post-purchase, docs/decisions/0006-submission-routes.md).
 */
export function homeScreenPath(user: ScreenUser): string {
  if (user.role === 'organization_admin') return '/organization-management';
  if (isCoachActor(user)) return '/team-management';
  if (user.role === 'admin') return '/admin';
  if (user.role === 'guardian') return '/family';
  return user.hasCompletedDashboard ? '/dashboard' : '/metrics';
}
