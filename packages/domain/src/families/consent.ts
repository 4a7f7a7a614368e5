import { isMinor } from './age.ts';

/** What a guardian consents to for a minor (docs/decisions/0060-families.md). */
export const consentScopes = ['share_profile', 'email_child'] as const;
export type ConsentScope = (typeof consentScopes)[number];

export const consentScopeLabels: Record<ConsentScope, string> = {
  share_profile: "Share my child's profile with college coaches",
  email_child: 'Let Dugout e-mail my child',
};

export interface ConsentRecord {
  scope: ConsentScope | string;
  revokedAt: string | null;
}

/** Whether an unrevoked consent of `scope` is among `consents` (any linked guardian's). */
export const hasConsent = (consents: readonly ConsentRecord[], scope: ConsentScope): boolean =>
  consents.some((c) => c.scope === scope && c.revokedAt === null);

/**
 * THE rule every exposure of a player outside their team asks: an adult (or a player whose age is unknown), or a minor
 * with an active guardian consent of that scope. Computed on every read, so a revoke or the 18th birthday takes effect
 * at once.
 */
export function mayShareOutsideTeam(
  player: { dateOfBirth: string | null; consents: readonly ConsentRecord[] },
  scope: ConsentScope,
  now: Date,
): boolean {
  return !isMinor(player.dateOfBirth, now) || hasConsent(player.consents, scope);
}
