import { describe, expect, it } from 'vitest';
import { defaultRetryPolicy, retryDelayMs } from './backoff.ts';

describe('retryDelayMs', () => {
  it('doubles the wait after each failure: 1, 2, 4 … 64 minutes by default', () => {
    const minutes = [1, 2, 3, 4, 5, 6, 7].map((n) => retryDelayMs(n)! / 60_000);
    expect(minutes).toEqual([1, 2, 4, 8, 16, 32, 64]);
  });

  it('gives up after the last attempt: the eighth failure leaves no retry', () => {
    expect(retryDelayMs(7)).not.toBeNull();
    expect(retryDelayMs(8)).toBeNull();
    expect(retryDelayMs(9)).toBeNull();
  });

  it('spreads the default attempts over about two hours', () => {
    let total = 0;
    for (let n = 1; retryDelayMs(n) !== null; n++) total += retryDelayMs(n)!;
    expect(total / 3_600_000).toBeCloseTo(127 / 60, 5);
    expect(defaultRetryPolicy.maxAttempts).toBe(8);
  });

  it('follows a configured policy (the tests use a short one)', () => {
    const policy = { baseMs: 50, maxAttempts: 3 };
    expect([1, 2, 3].map((n) => retryDelayMs(n, policy))).toEqual([50, 100, null]);
  });

  it('treats zero attempts like the first retry', () => {
    expect(retryDelayMs(0, { baseMs: 10, maxAttempts: 3 })).toBe(10);
  });
});
