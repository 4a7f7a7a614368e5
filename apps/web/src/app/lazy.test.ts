import { describe, expect, it } from 'vitest';
import { retryOnce } from './lazy';

describe('screen loading', () => {
  it('retries a failed load once after the delay', async () => {
    let calls = 0;
    const started = Date.now();
    const value = await retryOnce(async () => {
      calls += 1;
      if (calls === 1) throw new Error('chunk failed');
      return 'ok';
    }, 300);
    expect(value).toBe('ok');
    expect(calls).toBe(2);
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
  });
  it('gives up after the second failure', async () => {
    let calls = 0;
    await expect(
      retryOnce(async () => {
        calls += 1;
        throw new Error('down');
      }, 10),
    ).rejects.toThrow('down');
    expect(calls).toBe(2);
  });
});
