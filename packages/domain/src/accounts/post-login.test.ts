import { describe, expect, it } from 'vitest';
import { postLoginPath } from './post-login.ts';

const base = { isCoach: false, pathname: '/auth', search: '' };

describe('post-login routing (docs/spec/part-1-accounts-teams-organizations.md, Login)', () => {
  it('sends organization admins to /organization-management', () => {
    expect(postLoginPath({ ...base, role: 'organization_admin' })).toBe('/organization-management');
  });
  it('sends coaches (is_coach, team_coach, team_admin_and_coach) to /team-management', () => {
    expect(postLoginPath({ ...base, role: 'coach' })).toBe('/team-management');
    expect(postLoginPath({ ...base, role: 'player', isCoach: true })).toBe('/team-management');
    expect(postLoginPath({ ...base, role: 'team_coach' })).toBe('/team-management');
    expect(postLoginPath({ ...base, role: 'team_admin_and_coach' })).toBe('/team-management');
  });
  it('sends others to /subscription-post-purchase unless on /dashboard-purchased or the URL has session_id', () => {
    expect(postLoginPath({ ...base, role: 'player' })).toBe('/subscription-post-purchase');
    expect(postLoginPath({ ...base, role: 'player', pathname: '/dashboard-purchased' })).toBeNull();
    expect(postLoginPath({ ...base, role: 'player', search: '?session_id=cs_123' })).toBeNull();
  });
});
