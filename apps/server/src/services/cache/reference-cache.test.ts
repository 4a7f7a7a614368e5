import { afterEach, describe, expect, it, vi } from 'vitest';
import { cached, invalidateReferenceCaches } from './reference-cache.ts';

afterEach(() => {
  vi.useRealTimers();
  invalidateReferenceCaches();
});

describe('reference caches', () => {
  it('load once a minute per owner; an import clears them', async () => {
    vi.useFakeTimers();
    const owner = {};
    const load = vi.fn(async () => load.mock.calls.length);
    expect(await cached('x', owner, load)).toBe(1);
    expect(await cached('x', owner, load)).toBe(1);
    vi.advanceTimersByTime(61_000);
    expect(await cached('x', owner, load)).toBe(2);
    expect(await cached('x', {}, load)).toBe(3);
    invalidateReferenceCaches();
    expect(await cached('x', owner, load)).toBe(4);
  });

  it('refreshInBackground: an expired value is answered while one reload replaces it', async () => {
    vi.useFakeTimers();
    const owner = {};
    let release: (v: string) => void = () => {};
    const load = vi.fn(() =>
      load.mock.calls.length === 1 ? Promise.resolve('old') : new Promise<string>((r) => (release = r)),
    );
    const opts = { refreshInBackground: true };
    expect(await cached('y', owner, load, opts)).toBe('old');
    vi.advanceTimersByTime(61_000);
    expect(await cached('y', owner, load, opts)).toBe('old');
    expect(await cached('y', owner, load, opts)).toBe('old');
    expect(load).toHaveBeenCalledTimes(2);
    release('new');
    await vi.waitFor(async () => expect(await cached('y', owner, load, opts)).toBe('new'));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('a failed load is not kept', async () => {
    const owner = {};
    await expect(cached('z', owner, () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cached('z', owner, async () => 'up')).toBe('up');
  });

  it('runs a query once however often it is awaited (a Drizzle query is a thenable that runs again on every await)', async () => {
    let runs = 0;
    const query = { then: (resolve: (v: string[]) => void) => resolve([`run ${++runs}`]) } as PromiseLike<string[]>;
    const owner = {};
    expect(await cached('q', owner, () => query)).toEqual(['run 1']);
    expect(await cached('q', owner, () => query)).toEqual(['run 1']);
    expect(runs).toBe(1);
  });
});
