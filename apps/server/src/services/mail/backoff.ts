/** How often and how patiently the outbox sender retries a message (README: MAIL_RETRY_*). */
export interface RetryPolicy {
  /** Delay after the first failed attempt; each further failure doubles it. */
  baseMs: number;
  /** Attempts in all (the first one included); after the last failure the message is marked failed. */
  maxAttempts: number;
}

/** Defaults: 8 attempts, waiting 1, 2, 4 … 64 minutes between them — about two hours in all. */
export const defaultRetryPolicy: RetryPolicy = { baseMs: 60_000, maxAttempts: 8 };

/**
 * The wait before the next attempt after `attempts` failed ones (exponential backoff: base × 2^(attempts−1)),
 * or null when no attempt is left and the message is failed.
 */
export function retryDelayMs(attempts: number, policy: RetryPolicy = defaultRetryPolicy): number | null {
  if (attempts >= policy.maxAttempts) return null;
  return policy.baseMs * 2 ** Math.max(0, attempts - 1);
}
