/**
 * Redeeming a TeamID with a submission (docs/spec/part-1-accounts-teams-organizations.md section 7, redeem-team-code:
 * team_code and submission_id; toasts in section 8). A player joins the team by its TeamID and the submission they
 * carry (the dashboard they are looking at) is filed under that team, so its coaches see it. A pending submission
 * is completed as team funded when the team's subscription counts (docs/decisions/0005-payments.md).
 */
export const teamRedeemMessages = {
  redeemed: 'Team code redeemed!',
  failedTitle: 'Redemption failed',
  failed: 'Failed to redeem team code.',
} as const;

export interface RedeemedSubmissionFacts {
  paymentStatus: string;
  teamFunded: boolean;
  teamCode: string | null;
}

/**
 * What redeeming does to the carried submission: it is filed under the team, unless another team already paid for it
 * (a team-funded dashboard stays with the team that funded it); a pending one becomes paid and team funded when the
 * team's subscription counts. Null: nothing changes.
 */
export function redeemSubmissionPatch(
  submission: RedeemedSubmissionFacts,
  teamCode: string,
  teamSubscriptionCurrent: boolean,
): { teamCode: string; paymentStatus?: 'paid'; teamFunded?: true } | null {
  if (submission.teamFunded) return null;
  if (submission.paymentStatus === 'pending')
    return teamSubscriptionCurrent ? { teamCode, paymentStatus: 'paid', teamFunded: true } : { teamCode };
  if (submission.teamCode === teamCode) return null;
  return { teamCode };
}
