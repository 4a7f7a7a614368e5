import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '@dugout/domain/accounts';
import { navItems } from './nav-items';

const user = (over: Partial<CurrentUser>): CurrentUser => ({
  id: 'u',
  email: 'u@x.test',
  firstName: 'U',
  lastName: 'X',
  role: 'player',
  isCoach: false,
  organizationId: null,
  organizationRole: null,
  hasCompletedDashboard: false,
  profileImageUrl: null,
  ...over,
});
const labels = (u: CurrentUser | null, path = '/') => navItems(u, path).map((i) => i.label);

describe('header links by role', () => {
  it('shows Dashboard only to a non-coach with a paid or free submission, and not on /dashboard', () => {
    expect(labels(user({ hasCompletedDashboard: false }))).not.toContain('Dashboard');
    expect(labels(user({ hasCompletedDashboard: true }))).toContain('Dashboard');
    expect(labels(user({ hasCompletedDashboard: true }), '/dashboard')).not.toContain('Dashboard');
    expect(labels(user({ role: 'coach', isCoach: true, hasCompletedDashboard: true }))).not.toContain('Dashboard');
  });
  it('shows Team Management to coaches and Profile to everyone signed in', () => {
    expect(labels(user({ role: 'coach', isCoach: true }))).toEqual(
      expect.arrayContaining(['Team Management', 'Profile']),
    );
    expect(labels(user({}))).not.toContain('Team Management');
    expect(labels(null)).not.toContain('Profile');
  });
  it("gives a guardian Family, and the player's screens only while acting for one", () => {
    const guardian = user({ role: 'guardian' });
    expect(labels(guardian)).toEqual(['Family', 'Colleges', 'Profile']);
    expect(navItems(guardian, '/family', true).map((i) => i.label)).toEqual([
      'Family',
      'Dashboard',
      'Metrics',
      'Tracker',
      'Public Profile',
      'Payments',
      'Colleges',
      'Profile',
    ]);
  });
});
