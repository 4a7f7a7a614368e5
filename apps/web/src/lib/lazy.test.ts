import { describe, expect, it } from 'vitest';
import { deferredPart, retryOnce } from '@/lib/lazy';

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

describe('deferred parts', () => {
  const Part = () => null;
  it('fetches the code once however often it is preloaded', async () => {
    let calls = 0;
    const part = deferredPart(async () => {
      calls += 1;
      return Part;
    });
    await Promise.all([part.preload(), part.preload()]);
    await part.preload();
    expect(calls).toBe(1);
  });
  it('fetches again after a load that failed twice', async () => {
    let calls = 0;
    const part = deferredPart(async () => {
      calls += 1;
      if (calls <= 2) throw new Error('offline');
      return Part;
    });
    await expect(part.preload()).rejects.toThrow('offline');
    expect(calls).toBe(2); // retried once
    await expect(part.preload()).resolves.toEqual({ default: Part });
    expect(calls).toBe(3);
  });
});
