import { normaliseEmail } from '../shared/email.ts';
/**
 * The team's player cap and the limits on invitations (docs/decisions/0041-team-player-cap.md). `max_players` counts
 * active members: a join by TeamID, an accepted invite and an import never take a team past it, and team funding
 * (a submission completed as paid by the team) reaches only the members within it. Pending invites are not seats —
 * accepting one is where the cap is enforced — but their number and the invitation e-mails a team sends are limited.
 */

/** Most pending (not accepted, not cancelled) invites a team may hold. */
export const TEAM_PENDING_INVITES_MAX = 100;
/** Most invitation e-mails a team may send in 24 hours (each Send Invite, first or again). */
export const TEAM_INVITE_MAILS_PER_DAY = 200;

export const teamCapMessages = {
  /** A player joining by TeamID or accepting an invite to a full team. */
  full: 'This team is full. Ask the coach for room.',
  /** A coach adding a player to a full team. */
  coachFull: (maxPlayers: number) =>
    `This team is full (${maxPlayers} players). Remove a player before adding another.`,
  pendingInvites: `This team already has ${TEAM_PENDING_INVITES_MAX} pending invites. Cancel some before adding more.`,
  inviteMails: `This team has sent ${TEAM_INVITE_MAILS_PER_DAY} invitation e-mails in the last 24 hours. Please try again tomorrow.`,
  importRowFull: (row: number, maxPlayers: number) =>
    `Row ${row} was not imported: the team is full (${maxPlayers} players).`,
  importRowPendingInvites: (row: number) =>
    `Row ${row} was not imported: the team already has ${TEAM_PENDING_INVITES_MAX} pending invites.`,
  /** One pending invite per e-mail address and team, whatever the case of its letters. */
  alreadyInvited: 'This e-mail address already has a pending invite to this team.',
  importRowAlreadyInvited: (row: number) =>
    `Row ${row} was not imported: this e-mail address already has a pending invite to this team.`,
  importRefused: (count: number) => `${count} ${count === 1 ? 'row was' : 'rows were'} not imported:`,
} as const;

/** The team header's roster count against the cap, e.g. 'Players: 12 / 20', 'Players: 20 / 20 (full)'. */
export const rosterCountLabel = (activePlayers: number, maxPlayers: number): string =>
  `Players: ${activePlayers} / ${maxPlayers}${teamHasRoom(activePlayers, maxPlayers) ? '' : ' (full)'}`;

/** Whether one more player fits on a team that has `activePlayers` active members. */
export const teamHasRoom = (activePlayers: number, maxPlayers: number): boolean => activePlayers < maxPlayers;

/**
 * Whether a member is within the cap: fewer than `maxPlayers` active members joined before them. Only those are team
 * funded; members beyond it (from before the cap was enforced) pay for their own dashboards.
 */
export const isWithinTeamCap = (activeMembersBefore: number, maxPlayers: number): boolean =>
  activeMembersBefore < maxPlayers;

/** Why a coach may not add one more invite, or null when they may. */
export function inviteRefusal(t: { activePlayers: number; maxPlayers: number; pendingInvites: number }): string | null {
  if (!teamHasRoom(t.activePlayers, t.maxPlayers)) return teamCapMessages.coachFull(t.maxPlayers);
  if (t.pendingInvites >= TEAM_PENDING_INVITES_MAX) return teamCapMessages.pendingInvites;
  return null;
}

export interface ImportRefusal {
  /** The row of the file (the header is row 1). */
  row: number;
  message: string;
}

/**
 * Which rows of an import become invites: in file order, no more than the team has room for (`maxPlayers` less its
 * active members — an import alone cannot invite more players than fit) and no more than the pending-invite cap
 * leaves. The rest are refused, each with its row's message.
 */
export function admitImportRows<T extends { email: string }>(
  players: readonly T[],
  t: { activePlayers: number; maxPlayers: number; pendingInvites: number },
  /** The e-mail addresses (any case) the team's pending invites already hold: one pending invite per address. */
  pendingEmails: Iterable<string> = [],
): { admitted: T[]; refused: ImportRefusal[] } {
  const room = Math.max(0, t.maxPlayers - t.activePlayers);
  const inviteRoom = Math.max(0, TEAM_PENDING_INVITES_MAX - t.pendingInvites);
  const admitted: T[] = [];
  const refused: ImportRefusal[] = [];
  const invited = new Set(Array.from(pendingEmails, normaliseEmail));
  players.forEach((p, i) => {
    const row = i + 2;
    const email = normaliseEmail(p.email);
    if (invited.has(email)) refused.push({ row, message: teamCapMessages.importRowAlreadyInvited(row) });
    else if (admitted.length >= room) refused.push({ row, message: teamCapMessages.importRowFull(row, t.maxPlayers) });
    else if (admitted.length >= inviteRoom)
      refused.push({ row, message: teamCapMessages.importRowPendingInvites(row) });
    else {
      admitted.push(p);
      invited.add(email);
    }
  });
  return { admitted, refused };
}
