import { describe, expect, it } from 'vitest';
import { hasConsent, mayShareOutsideTeam } from './consent.ts';
import { linkStatusOf } from './links.ts';

const now = new Date('2026-11-27T12:00:00Z');
const minor = '2010-11-28';

describe('consent (docs/decisions/0060-families.md)', () => {
  it('an active consent of the scope, never a revoked one or another scope', () => {
    expect(hasConsent([{ scope: 'share_profile', revokedAt: null }], 'share_profile')).toBe(true);
    expect(hasConsent([{ scope: 'share_profile', revokedAt: '2026-01-01' }], 'share_profile')).toBe(false);
    expect(hasConsent([{ scope: 'email_child', revokedAt: null }], 'share_profile')).toBe(false);
  });
  it('a minor is shared outside the team only with consent; an adult always', () => {
    expect(mayShareOutsideTeam({ dateOfBirth: minor, consents: [] }, 'share_profile', now)).toBe(false);
    expect(
      mayShareOutsideTeam(
        { dateOfBirth: minor, consents: [{ scope: 'share_profile', revokedAt: null }] },
        'share_profile',
        now,
      ),
    ).toBe(true);
    expect(mayShareOutsideTeam({ dateOfBirth: '2008-11-27', consents: [] }, 'share_profile', now)).toBe(true);
    expect(mayShareOutsideTeam({ dateOfBirth: '2008-11-28', consents: [] }, 'share_profile', now)).toBe(false);
  });
  it('a link is active only when both sides agreed and nobody ended it', () => {
    expect(linkStatusOf({ endedAt: null, guardianAgreedAt: 1, playerAgreedAt: null })).toBe('pending');
    expect(linkStatusOf({ endedAt: null, guardianAgreedAt: 1, playerAgreedAt: 1 })).toBe('active');
    expect(linkStatusOf({ endedAt: 1, guardianAgreedAt: 1, playerAgreedAt: 1 })).toBe('ended');
  });
});
