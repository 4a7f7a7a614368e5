import { describe, expect, it } from 'vitest';
import { yearsBefore } from '../families/age.ts';
import { publicProfileMessages as msg } from './messages.ts';
import { isIndexable, isProfileLive, mayAllowIndexing, profileBlockedReason, turnOnRefusal } from './visibility.ts';

const now = new Date('2026-11-27T12:00:00Z');
const adult = yearsBefore(now, 18);
const minor = yearsBefore(now, 15);
const consent = [{ scope: 'share_profile', revokedAt: null }];

describe('the visibility rule', () => {
  it('live = enabled AND date of birth known AND the sharing gate (adult, or a minor with consent)', () => {
    expect(isProfileLive({ enabled: true, dateOfBirth: adult, consents: [] }, now)).toBe(true);
    expect(isProfileLive({ enabled: false, dateOfBirth: adult, consents: [] }, now)).toBe(false);
    expect(isProfileLive({ enabled: true, dateOfBirth: null, consents: consent }, now)).toBe(false);
    expect(isProfileLive({ enabled: true, dateOfBirth: minor, consents: [] }, now)).toBe(false);
    expect(isProfileLive({ enabled: true, dateOfBirth: minor, consents: consent }, now)).toBe(true);
    const revoked = [{ scope: 'share_profile', revokedAt: '2026-11-01' }];
    expect(isProfileLive({ enabled: true, dateOfBirth: minor, consents: revoked }, now)).toBe(false);
    const other = [{ scope: 'email_child', revokedAt: null }];
    expect(isProfileLive({ enabled: true, dateOfBirth: minor, consents: other }, now)).toBe(false);
    // the 18th birthday opens the gate that day
    expect(isProfileLive({ enabled: true, dateOfBirth: '2008-11-27', consents: [] }, now)).toBe(true);
    expect(isProfileLive({ enabled: true, dateOfBirth: '2008-11-28', consents: [] }, now)).toBe(false);
  });

  it('the blocked reason and the refusal to turn on', () => {
    expect(profileBlockedReason({ dateOfBirth: null, consents: [] }, now)).toBe(msg.needsDateOfBirth);
    expect(profileBlockedReason({ dateOfBirth: minor, consents: [] }, now)).toBe(msg.needsConsent);
    expect(profileBlockedReason({ dateOfBirth: minor, consents: consent }, now)).toBeNull();
    expect(turnOnRefusal({ dateOfBirth: null, consents: [] }, now)).toEqual({
      status: 400,
      message: msg.needsDateOfBirth,
    });
    expect(turnOnRefusal({ dateOfBirth: minor, consents: [] }, now)).toEqual({
      status: 403,
      message: msg.needsConsent,
    });
    expect(turnOnRefusal({ dateOfBirth: adult, consents: [] }, now)).toBeNull();
  });

  it('indexable only for an adult who allowed it', () => {
    expect(isIndexable(true, adult, now)).toBe(true);
    expect(isIndexable(false, adult, now)).toBe(false);
    expect(isIndexable(true, minor, now)).toBe(false);
    expect(isIndexable(true, null, now)).toBe(false);
    expect(mayAllowIndexing(null, now)).toBe(false);
    expect(mayAllowIndexing(adult, now)).toBe(true);
  });
});
