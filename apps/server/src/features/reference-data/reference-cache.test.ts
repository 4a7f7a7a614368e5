import { describe, expect, it } from 'vitest';
import { cached, invalidateReferenceCaches } from './reference-cache.ts';

describe('reference cache', () => {
  it('runs a query once however often it is awaited (a Drizzle query is a thenable that runs again on every await)', async () => {
    let runs = 0;
    const query = { then: (resolve: (v: string[]) => void) => resolve([`run ${++runs}`]) } as PromiseLike<string[]>;
    const owner = {};
    invalidateReferenceCaches();
    expect(await cached('test-list', owner, () => query)).toEqual(['run 1']);
    expect(await cached('test-list', owner, () => query)).toEqual(['run 1']);
    expect(runs).toBe(1);
    invalidateReferenceCaches();
    expect(await cached('test-list', owner, () => query)).toEqual(['run 2']);
  });
});
