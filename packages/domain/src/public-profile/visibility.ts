import { hasConsent, mayShareOutsideTeam, type ConsentRecord } from '../families/consent.ts';
import { isMinor } from '../families/age.ts';
import { publicProfileMessages as msg } from './messages.ts';

/**
 * Who sees the public page (docs/decisions/0065-public-profile.md, DESIGN.md D18/D19): the page is live only while
 * the player turned it on AND their date of birth is known AND the sharing gate allows it (an adult, or a minor with
 * a guardian's unrevoked 'share_profile' consent). Computed on every request: a revoke or a guardian turning the
 * profile off takes effect at once.
 */
export interface ProfileGateFacts {
  enabled: boolean;
  dateOfBirth: string | null;
  consents: readonly ConsentRecord[];
}

/** Why the page could not be live right now whatever the switch says (null: nothing holds it back). */
export function profileBlockedReason(facts: Omit<ProfileGateFacts, 'enabled'>, now: Date): string | null {
  if (!facts.dateOfBirth) return msg.needsDateOfBirth;
  if (!mayShareOutsideTeam({ dateOfBirth: facts.dateOfBirth, consents: facts.consents }, 'share_profile', now))
    return msg.needsConsent;
  return null;
}

/** THE visibility rule: on, date of birth known, and the sharing gate open. */
export const isProfileLive = (facts: ProfileGateFacts, now: Date): boolean =>
  facts.enabled && profileBlockedReason(facts, now) === null;

/** Whether turning the page on is refused, and how: no date of birth (400) or a minor without consent (403). */
export function turnOnRefusal(
  facts: Omit<ProfileGateFacts, 'enabled'>,
  now: Date,
): { status: 400 | 403; message: string } | null {
  if (!facts.dateOfBirth) return { status: 400, message: msg.needsDateOfBirth };
  if (isMinor(facts.dateOfBirth, now) && !hasConsent(facts.consents, 'share_profile'))
    return { status: 403, message: msg.needsConsent };
  return null;
}

/** Only an adult (known date of birth, 18 or older) may let search engines index the page. */
export const mayAllowIndexing = (dateOfBirth: string | null, now: Date): boolean =>
  !!dateOfBirth && !isMinor(dateOfBirth, now);

/** The indexing rule: `noindex` unless an adult player allowed it (a player who allowed it at 18 stays so). */
export const isIndexable = (allowIndexing: boolean, dateOfBirth: string | null, now: Date): boolean =>
  allowIndexing && mayAllowIndexing(dateOfBirth, now);
