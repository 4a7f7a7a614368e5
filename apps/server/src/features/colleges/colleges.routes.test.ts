import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { colleges } from '../../db/schema/index.ts';
import { startTestStack, type TestStack } from '../../test/test-app.ts';

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack();
  await stack.db.insert(colleges).values([
    { schoolId: 901, schoolName: 'Zeta State', division: 'D2', conference: 'GLIAC' },
    { schoolId: 902, schoolName: 'Alpha College', division: 'D3', conference: 'NESCAC' },
    { schoolId: 903, schoolName: 'Beta University', division: 'D2', conference: 'PSAC' },
    { schoolId: 904, schoolName: 'No Division U', division: null },
    { schoolId: 905, schoolName: '  ', division: 'D1' },
    { schoolId: 906, schoolName: 'Gamma Tech', division: 'D1', conference: null },
  ]);
});
afterAll(() => stack?.close());

describe('school options', () => {
  it('offers only complete rows, ordered by division then school name, cacheable for 12 hours', async () => {
    const res = await stack.client().get('/api/colleges/options');
    expect(res.status).toBe(200);
    expect(res.body.options.map((o: { schoolName: string }) => o.schoolName)).toEqual([
      'Gamma Tech',
      'Beta University',
      'Zeta State',
      'Alpha College',
    ]);
    expect(res.body.options[0]).toEqual({ schoolId: 906, schoolName: 'Gamma Tech', division: 'D1', conference: null });
    expect(res.headers.get('cache-control')).toContain('max-age=43200');
  });

  it('filters by division', async () => {
    const res = await stack.client().get('/api/colleges/options?division=D2');
    expect(res.body.options.map((o: { schoolId: number }) => o.schoolId)).toEqual([903, 901]);
    const all = await stack.client().get('/api/colleges/options?division=all');
    expect(all.body.options).toHaveLength(4);
  });

  it('refuses an unknown division with a 400', async () => {
    const res = await stack.client().get('/api/colleges/options?division=D9');
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Division must be D1, D2 or D3');
  });
});

describe('college search answers', () => {
  it('are served gzipped with an ETag (304 when unchanged), and an import shows at once', async () => {
    const { eq } = await import('drizzle-orm');
    const { invalidateReferenceCaches } = await import('../../services/cache/reference-cache.ts');
    const search = (headers: Record<string, string> = {}) => fetch(`${stack.url}/api/colleges?q=Zeta`, { headers });
    const first = await search({ 'accept-encoding': 'gzip' });
    expect(first.headers.get('content-encoding')).toBe('gzip');
    expect(first.headers.get('cache-control')).toContain('max-age=43200');
    expect(
      ((await first.json()) as { results: Array<{ schoolName: string }> }).results.map((r) => r.schoolName),
    ).toEqual(['Zeta State']);
    const etag = first.headers.get('etag')!;
    expect((await search({ 'if-none-match': etag })).status).toBe(304);
    const plain = await search({ 'accept-encoding': 'identity' });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('etag')).toBe(etag);

    // What a completed import does: new rows, the caches cleared.
    await stack.db.update(colleges).set({ schoolName: 'Zeta State University' }).where(eq(colleges.schoolId, 901));
    invalidateReferenceCaches();
    const after = await search({ 'if-none-match': etag });
    expect(after.status).toBe(200);
    expect(
      ((await after.json()) as { results: Array<{ schoolName: string }> }).results.map((r) => r.schoolName),
    ).toEqual(['Zeta State University']);
  });
});
