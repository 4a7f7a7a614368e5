/**
 * Submission lifecycle rules (docs/spec/part-1-accounts-teams-organizations.md sections 4 and 9, part 2 section 9 Submissions; docs/decisions/0005-payments.md), written once.
 */
export const paymentStatuses = ['pending', 'paid', 'free'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

/** Entries with the same position and score created within 60 seconds of each other are duplicates. */
export const DUPLICATE_WINDOW_MS = 60_000;
/** At sign-in (or initial session) pending submissions older than 5 minutes are deleted. */
export const PENDING_CLEANUP_SIGN_IN_MS = 5 * 60_000;
/** The default cut-off of the pending clean-up when no other is given. */
export const PENDING_CLEANUP_DEFAULT_MS = 60 * 60_000;

export interface SubmissionLifecycleFacts {
  paymentStatus: string;
  teamFunded?: boolean | null;
  /** the subscription that paid for it (the team's or the player's) has lapsed — see subscriptions/isFundingLapsed */
  fundingLapsed?: boolean | null;
  submittedPosition: string | null;
  submittedScore: number | null;
  createdAt: Date | string;
}

const time = (d: Date | string) => (d instanceof Date ? d.getTime() : new Date(d).getTime());
const hasScore = (s: Pick<SubmissionLifecycleFacts, 'submittedScore'>) =>
  typeof s.submittedScore === 'number' && Number.isFinite(s.submittedScore) && s.submittedScore > 0;

/** Paid or free — or team funded (docs/decisions/0005-payments.md) — counts as a completed submission. */
export const isCompletedPayment = (s: Pick<SubmissionLifecycleFacts, 'paymentStatus' | 'teamFunded'>): boolean =>
  s.paymentStatus === 'paid' || s.paymentStatus === 'free' || s.teamFunded === true;

/**
 * Lists exclude pending entries, entries without a position, entries with a score of 0 or less, and entries a
 * lapsed subscription paid for (hidden until it is renewed).
 */
export const isListedSubmission = (s: SubmissionLifecycleFacts): boolean =>
  isCompletedPayment(s) && !s.fundingLapsed && !!s.submittedPosition && hasScore(s);

/** A player has completed the dashboard when any submission is paid or free (or team funded), with a position and a score. */
export const hasCompletedDashboard = (list: readonly SubmissionLifecycleFacts[]): boolean =>
  list.some(isListedSubmission);

/**
 * Same position and score created within 60 seconds of each other collapse to the newest. Returns the kept
 * entries newest first.
 */
export function dedupeSubmissions<T extends SubmissionLifecycleFacts>(list: readonly T[]): T[] {
  const sorted = [...list].sort((a, b) => time(b.createdAt) - time(a.createdAt));
  const lastSeen = new Map<string, number>();
  const kept: T[] = [];
  for (const s of sorted) {
    const key = `${s.submittedPosition ?? ''}|${s.submittedScore ?? ''}`;
    const t = time(s.createdAt);
    const newer = lastSeen.get(key);
    lastSeen.set(key, t);
    if (newer !== undefined && newer - t <= DUPLICATE_WINDOW_MS) continue;
    kept.push(s);
  }
  return kept;
}

/** The list a player (or their coach) sees: listed entries, de-duplicated, newest first. */
export const visibleSubmissions = <T extends SubmissionLifecycleFacts>(list: readonly T[]): T[] =>
  dedupeSubmissions(list.filter(isListedSubmission));

/**
 * Pending submissions to delete: those with a missing position, a missing score or a score of 0, and those older
 * than the cut-off (5 minutes at sign-in; 60 minutes by default).
 */
export function isStalePending(
  s: SubmissionLifecycleFacts,
  now: Date | number,
  cutoffMs: number = PENDING_CLEANUP_DEFAULT_MS,
): boolean {
  if (s.paymentStatus !== 'pending' || s.teamFunded === true) return false;
  if (!s.submittedPosition || !hasScore(s)) return true;
  const nowMs = typeof now === 'number' ? now : now.getTime();
  return nowMs - time(s.createdAt) > cutoffMs;
}
