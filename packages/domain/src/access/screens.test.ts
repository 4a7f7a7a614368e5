import { describe, expect, it } from 'vitest';
import { homeScreenPath, mayOpenScreen, screenAudience } from './screens.ts';

const player = { role: 'player', isCoach: false, hasCompletedDashboard: true } as const;
const newPlayer = { role: 'player', isCoach: false, hasCompletedDashboard: false } as const;
const coach = { role: 'coach', isCoach: true } as const;
const flaggedCoach = { role: 'player', isCoach: true } as const;
const orgAdmin = { role: 'organization_admin', isCoach: false } as const;
const admin = { role: 'admin', isCoach: false } as const;

describe('screen access (docs/decisions/0027-screen-access.md)', () => {
  it('public screens are open to everyone, signed in or not', () => {
    for (const p of ['/', '/auth', '/colleges', '/college/123', '/coach-registration', '/privacy-policy', '/nope'])
      for (const u of [null, player, coach, orgAdmin, admin]) expect(mayOpenScreen(u, p)).toBe(true);
  });

  it('a signed-out visitor may open no protected screen', () => {
    for (const p of ['/dashboard', '/metrics', '/team-management', '/profile', '/admin', '/admin/reports'])
      expect(mayOpenScreen(null, p)).toBe(false);
  });

  it("a player's own screens are the player's: a coach, an organization admin and a site admin are refused", () => {
    for (const p of ['/metrics', '/metrics-submission', '/metrics-tracker', '/tracker', '/college-interview']) {
      expect(mayOpenScreen(player, p)).toBe(true);
      for (const u of [coach, flaggedCoach, orgAdmin, admin]) expect(mayOpenScreen(u, p)).toBe(false);
    }
  });

  it("a staff member opens a player's tracker read-only with ?user=", () => {
    expect(screenAudience('/tracker', '?user=abc')).toBe('signed-in');
    expect(mayOpenScreen(coach, '/tracker', '?user=abc')).toBe(true);
  });

  it('Team Management is for coaches (and site admins); the admin area for site admins only', () => {
    expect(mayOpenScreen(coach, '/team-management')).toBe(true);
    expect(mayOpenScreen(flaggedCoach, '/team-management')).toBe(true);
    expect(mayOpenScreen(player, '/team-management')).toBe(false);
    expect(mayOpenScreen(orgAdmin, '/team-management')).toBe(false);
    expect(mayOpenScreen(admin, '/admin/reports')).toBe(true);
    for (const u of [player, coach, orgAdmin]) expect(mayOpenScreen(u, '/admin')).toBe(false);
  });

  it('a trailing slash is the same screen', () => {
    expect(mayOpenScreen(coach, '/metrics/')).toBe(false);
  });

  it('home screens by role', () => {
    expect(homeScreenPath(orgAdmin)).toBe('/organization-management');
    expect(homeScreenPath(coach)).toBe('/team-management');
    expect(homeScreenPath(flaggedCoach)).toBe('/team-management');
    expect(homeScreenPath(admin)).toBe('/admin');
    expect(homeScreenPath(player)).toBe('/dashboard');
    expect(homeScreenPath(newPlayer)).toBe('/metrics');
  });

  it("a guardian has Family; a player's screens, the dashboard and payments only while acting for a player", () => {
    const guardian = { role: 'guardian', isCoach: false } as const;
    expect(homeScreenPath(guardian)).toBe('/family');
    expect(mayOpenScreen(guardian, '/family')).toBe(true);
    for (const u of [player, coach, orgAdmin, admin]) expect(mayOpenScreen(u, '/family')).toBe(false);
    expect(mayOpenScreen(null, '/family')).toBe(false);
    for (const p of ['/dashboard', '/tracker', '/metrics-tracker', '/subscription', '/payment', '/public-profile']) {
      expect(mayOpenScreen(guardian, p)).toBe(false);
      expect(mayOpenScreen(guardian, p, '', true)).toBe(true);
    }
    expect(mayOpenScreen(guardian, '/team-management', '', true)).toBe(false);
    // the public profile's settings: the player's own, a guardian's while acting (decision 0069); no coach or admin
    expect(mayOpenScreen(player, '/public-profile')).toBe(true);
    for (const u of [coach, orgAdmin, admin]) expect(mayOpenScreen(u, '/public-profile')).toBe(false);
    expect(mayOpenScreen(guardian, '/admin', '', true)).toBe(false);
    expect(mayOpenScreen(guardian, '/profile')).toBe(true);
  });
});

describe('a parent or guardian (docs/decisions/0060-families.md)', () => {
  const guardian = { role: 'guardian', isCoach: false } as const;
  it('is at home on /family and opens the player screens they act on', () => {
    expect(homeScreenPath(guardian)).toBe('/family');
    for (const p of ['/family', '/profile']) expect(mayOpenScreen(guardian, p)).toBe(true);
    // the player's screens while acting for a player (docs/decisions/0061-acting-for-a-player-in-the-web.md)
    for (const p of ['/dashboard', '/tracker', '/metrics-tracker'])
      expect(mayOpenScreen(guardian, p, '', true)).toBe(true);
    for (const p of ['/team-management', '/admin']) expect(mayOpenScreen(guardian, p)).toBe(false);
  });
});
