import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { colleges } from '../db/schema/index.ts';
import { startTestStack, type TestStack } from '../test/test-app.ts';
import { cacheNamespaces } from '../services/cache/cache.ts';
import { invalidateReferenceCaches } from '../services/cache/reference-cache.ts';
import { answerMemo } from './answer-memo.ts';

/** Public reference answers kept at the socket (http/answer-memo.ts) against the app's own answers. */
let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack();
  await stack.db.insert(colleges).values([
    { schoolId: 951, schoolName: 'Memo State', division: 'D2', conference: 'GLIAC', city: 'Ames', state: 'IA' },
    { schoolId: 952, schoolName: 'Other College', division: 'D3', conference: 'NESCAC' },
  ]);
});
afterAll(() => stack?.close());

/** Status, body bytes and headers as a client sees them, less the ones node writes per connection. */
async function raw(path: string, headers: Record<string, string> = {}, method = 'GET') {
  const res = await fetch(`${stack.url}${path}`, { method, headers: { 'accept-encoding': 'gzip', ...headers } });
  const h = Object.fromEntries([...res.headers].filter(([k]) => !['date', 'connection', 'keep-alive'].includes(k)));
  return { status: res.status, headers: h, body: Buffer.from(await res.arrayBuffer()) };
}

const forget = async () => {
  // What a completed import does (features/reference-data): the reference caches and the kept profiles cleared.
  invalidateReferenceCaches();
  await stack.deps.cache.invalidate(cacheNamespaces.collegeProfiles);
};

describe.each([
  ['school profile', '/api/colleges/951/profile'],
  ['college search', '/api/colleges?q=Memo&division=D2'],
])('%s kept at the socket', (_name, path) => {
  it('answers a repeated GET with the same status, headers and bytes as the app (gzip, identity, 304)', async () => {
    await forget();
    const memo = answerMemo(stack.deps);
    const before = memo.size;
    const fromApp = await raw(path);
    expect(fromApp.status).toBe(200);
    expect(memo.size).toBe(before + 1); // remembered by the route
    const fromMemo = await raw(path);
    expect(fromMemo).toEqual(fromApp);
    expect(fromMemo.headers['content-encoding']).toBe('gzip');
    expect(fromMemo.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(fromMemo.headers['x-frame-options']).toBe('DENY');

    // Without gzip: the JSON itself, with the same ETag.
    const plain = await raw(path, { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.etag).toBe(fromApp.headers.etag);
    expect(JSON.parse(plain.body.toString('utf8'))).toBeTruthy();

    // Revalidation: 304 with no body, as the app answers it.
    const notModified = await raw(path, { 'if-none-match': fromApp.headers.etag! });
    expect(notModified.status).toBe(304);
    expect(notModified.body.length).toBe(0);
    await forget();
    const notModifiedByApp = await raw(path, { 'if-none-match': fromApp.headers.etag! });
    expect(notModifiedByApp).toEqual(notModified);
  });

  it('leaves other methods to the app', async () => {
    await raw(path); // remembered
    const head = await raw(path, {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    const post = await fetch(`${stack.url}${path}`, {
      method: 'POST',
      headers: { origin: stack.url, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(post.status).toBe(404);
  });
});

describe('an import', () => {
  it('makes the kept answers stale at once: the next GET shows the new data', async () => {
    await forget();
    const profile = '/api/colleges/951/profile';
    const search = '/api/colleges?q=Memo&division=D2';
    const name = async (path: string) => {
      const res = await fetch(`${stack.url}${path}`);
      const body = (await res.json()) as { school?: { schoolName: string }; results?: Array<{ schoolName: string }> };
      return body.school?.schoolName ?? body.results?.map((r) => r.schoolName).join();
    };
    expect(await name(profile)).toBe('Memo State');
    expect(await name(search)).toBe('Memo State');
    // A change in the database alone is not seen (the answers are kept as the caches keep them) …
    await stack.db.update(colleges).set({ schoolName: 'Memo State University' }).where(eq(colleges.schoolId, 951));
    expect(await name(profile)).toBe('Memo State');
    expect(await name(search)).toBe('Memo State');
    // … until the import clears the caches.
    await forget();
    expect(await name(profile)).toBe('Memo State University');
    expect(await name(search)).toBe('Memo State University');
  });
});
