/** A guardian link's life (docs/decisions/0060-families.md): pending until both sides agreed, then active; ended by either. */
export const linkStatuses = ['pending', 'active', 'ended'] as const;
export type LinkStatus = (typeof linkStatuses)[number];

/** Who sent the invitation: the player, the guardian, or a coach (an invite or import carrying a guardian e-mail). */
export const linkInviters = ['player', 'guardian', 'coach'] as const;
export type LinkInviter = (typeof linkInviters)[number];

export type LinkSide = 'guardian' | 'player';

/** A link is active only when both sides agreed and nobody ended it. */
export function linkStatusOf(link: {
  endedAt: unknown;
  guardianAgreedAt: unknown;
  playerAgreedAt: unknown;
}): LinkStatus {
  if (link.endedAt) return 'ended';
  return link.guardianAgreedAt && link.playerAgreedAt ? 'active' : 'pending';
}

/** The side an account of `role` takes in a link: players are the player side, guardians the guardian side. */
export const sideOfRole = (role: string): LinkSide | null =>
  role === 'player' ? 'player' : role === 'guardian' ? 'guardian' : null;

export const otherSide = (side: LinkSide): LinkSide => (side === 'player' ? 'guardian' : 'player');
