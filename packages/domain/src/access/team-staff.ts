/**
 * Team staff states. A TeamID is shared with players, so it grants no staff rights by itself: a coach who joins by
 * code is `pending` until the owner or a team administrator approves; `removed` ends every ability at once.
 */
export const staffStatuses = ['pending', 'approved', 'removed'] as const;
export type StaffStatus = (typeof staffStatuses)[number];
export type StaffKind = 'coach' | 'administrator';
export type StaffDecision = 'approve' | 'decline' | 'remove';

export const teamStaffMessages = {
  requestSent: 'Request sent to the team owner',
  requestSentDescription: (teamName: string) =>
    `The owner of ${teamName} will review your request. You get access to the team once it is approved.`,
  alreadyPending: (teamName: string) => `Your request to coach ${teamName} is waiting for the team owner.`,
  pendingState: 'Waiting for the team owner to approve your request.',
  pendingBadge: 'Pending approval',
  joinFailed: 'Failed to join team',
  notFound: 'Coach not found.',
  cannotDecide: 'Only the team owner or a team administrator can approve coaches.',
  cannotRemove: 'Only the team owner can remove coaches and administrators, and never themselves.',
  notPending: 'This request has already been decided.',
  approvedToast: 'Coach approved',
  declinedToast: 'Request declined',
  removedToast: 'Coach removed',
} as const;

/** Only an approved staff row grants team abilities; pending and removed grant nothing. */
export const grantsTeamAccess = (status: string): boolean => status === 'approved';

/** What a coach's join by TeamID does: nothing new for staff, a pending request otherwise (again after removal). */
export function coachJoinByCode(
  current: StaffStatus | null,
  isOwner: boolean,
): 'already_staff' | 'already_pending' | 'request' {
  if (isOwner || current === 'approved') return 'already_staff';
  if (current === 'pending') return 'already_pending';
  return 'request';
}

/** What a player's join by TeamID does: a removed player cannot come back on their own, only by a new invite. */
export function playerJoinByCode(current: 'active' | 'removed' | string | null): 'already_member' | 'join' | 'refused' {
  if (current === 'active') return 'already_member';
  if (current === null) return 'join';
  return 'refused';
}

/** The status after a decision, or null when the decision does not apply to the current status. */
export function staffStatusAfter(current: StaffStatus, decision: StaffDecision): StaffStatus | null {
  if (decision === 'approve') return current === 'pending' ? 'approved' : null;
  if (decision === 'decline') return current === 'pending' ? 'removed' : null;
  return current === 'removed' ? null : 'removed';
}
