import { isCoachActor, isSiteAdmin } from '@dugout/domain/access';
import type { CurrentUser } from '@dugout/domain/accounts';
import { paths } from '../paths';

export interface NavItem {
  to: string;
  label: string;
}

/**
 * Header links by role (docs/spec/part-1-accounts-teams-organizations.md section 2, Header). A guardian has Family, and
 * while acting for a player (`actingForPlayer`) that player's screens (docs/decisions/0061-acting-for-a-player-in-the-web.md).
 */
export function navItems(user: CurrentUser | null, pathname: string, actingForPlayer = false): NavItem[] {
  if (!user) return [{ to: paths.colleges, label: 'Colleges' }];
  if (user.role === 'guardian')
    return [
      { to: paths.family, label: 'Family' },
      ...(actingForPlayer
        ? [
            { to: paths.dashboard, label: 'Dashboard' },
            { to: paths.metricsTracker, label: 'Metrics' },
            { to: paths.tracker, label: 'Tracker' },
            { to: paths.publicProfile, label: 'Public Profile' },
            { to: paths.subscription, label: 'Payments' },
          ]
        : []),
      { to: paths.colleges, label: 'Colleges' },
      { to: paths.profile, label: 'Profile' },
    ];
  const items: NavItem[] = [];
  const coach = isCoachActor(user);
  if (!coach && user.hasCompletedDashboard && pathname !== paths.dashboard)
    items.push({ to: paths.dashboard, label: 'Dashboard' });
  if (!coach && user.role === 'player')
    items.push(
      { to: paths.metrics, label: 'Metrics' },
      { to: paths.tracker, label: 'Tracker' },
      { to: paths.publicProfile, label: 'Public Profile' },
    );
  items.push({ to: paths.colleges, label: 'Colleges' });
  if (coach) items.push({ to: paths.teamManagement, label: 'Team Management' });
  if (user.role === 'organization_admin' || user.organizationRole === 'program_admin')
    items.push({ to: paths.organizationManagement, label: 'Organization' });
  if (isSiteAdmin(user)) items.push({ to: paths.admin, label: 'Admin' });
  items.push({ to: paths.profile, label: 'Profile' });
  return items;
}
