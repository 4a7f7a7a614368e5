import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { yearsBefore } from '@dugout/domain/families';
import { publicProfileMessages as msg } from '@dugout/domain/public-profile';
import { userProfiles, users } from '../../db/schema/index.ts';
import { createUser } from '../../test/factories.ts';
import { startTestStack, type TestStack } from '../../test/test-app.ts';
import { contactPattern, pdfText, pngSize } from './documents.fixtures.ts';

// The profile's documents (docs/decisions/0066-profile-documents.md): the public PDF and preview image, 404 alike for
// no such handle / off / no consent, and the player's own PDF (also while off).
let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack({ env: { TRUST_PROXY: 'true' } });
});
afterAll(() => stack?.close());

type User = Awaited<ReturnType<typeof createUser>>;
let address = 10;
let names = 0;
const fresh = async (role: 'player' | 'guardian' | 'coach') => {
  const u = await createUser(stack, role, { firstName: 'Jordan', lastName: `Docs${++names}` });
  u.client.defaultHeaders['x-forwarded-for'] = `203.0.113.${address++}`;
  return u;
};
const setDob = (id: string, dob: string) => stack.db.update(users).set({ dateOfBirth: dob }).where(eq(users.id, id));
const acting = (player: User) => ({ headers: { 'X-Dugout-Player': player.id } });

/** A raw GET (the test client reads text; documents are bytes). */
async function fetchBytes(path: string, headers: Record<string, string> = {}) {
  const res = await fetch(stack.url + path, { headers });
  return { status: res.status, headers: res.headers, bytes: new Uint8Array(await res.arrayBuffer()) };
}
async function ownPdf(user: User, init: { headers?: Record<string, string> } = {}) {
  const cookie = [...user.client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  return fetchBytes('/api/public-profile/pdf', { cookie, ...init.headers });
}

/** A player with a scored submission (payments are free in tests), a phone number on file and a saved profile. */
async function playerWithProfile(opts: { adult?: boolean; enabled?: boolean } = {}) {
  const player = await fresh('player');
  await setDob(player.id, yearsBefore(new Date(), opts.adult === false ? 15 : 20));
  await stack.db.update(userProfiles).set({ phone: '704-555-0188' }).where(eq(userProfiles.userId, player.id));
  const created = await player.client.post('/api/submissions', {
    bats: 'Right',
    throws: 'Right',
    graduationYear: 2027,
    position: 'OF',
    height: 72,
    weight: 180,
    sixty: 7.1,
    throwVelocity: 84,
    exitVelocity: 90,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  expect((await player.client.post(`/api/submissions/${created.body.submission.id}/checkout`)).status).toBe(200);
  const saved = await player.client.put('/api/public-profile', {
    enabled: opts.enabled ?? true,
    videos: [{ url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', title: 'Fall showcase' }],
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  return { player, handle: saved.body.handle as string };
}

describe('GET /p/:handle/profile.pdf', () => {
  it('one page of text with the metrics and their sources, as an attachment; no e-mail or phone', async () => {
    const { player, handle } = await playerWithProfile();
    const res = await fetchBytes(`/p/${handle}/profile.pdf`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${handle}-dugout-profile.pdf"`);
    const { pages, text } = await pdfText(res.bytes);
    expect(pages).toBe(1);
    for (const s of ['Jordan Docs', 'Exit velocity', '90.0 mph', 'Throw velocity', 'Self-reported by the player'])
      expect(text).toContain(s);
    expect(text).toContain('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    expect(text).toContain(`/p/${handle}`);
    expect(text).not.toContain(player.email);
    expect(text).not.toContain('555-0188');
    expect(text).not.toMatch(contactPattern);
  });
});

describe('GET /p/:handle/preview.png', () => {
  it('a 1200×630 PNG (signature and IHDR)', async () => {
    const { handle } = await playerWithProfile();
    const res = await fetchBytes(`/p/${handle}/preview.png`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(pngSize(res.bytes)).toEqual({ width: 1200, height: 630 });
    // Drawn once: the second answer is the same bytes from the cache.
    expect((await fetchBytes(`/p/${handle}/preview.png`)).bytes).toEqual(res.bytes);
  });

  it('answers a handle typed with capitals, as the page does', async () => {
    const { handle } = await playerWithProfile();
    expect((await fetchBytes(`/p/${handle.toUpperCase()}`)).status).toBe(200);
    for (const doc of ['profile.pdf', 'preview.png'])
      expect((await fetchBytes(`/p/${handle.toUpperCase()}/${doc}`)).status, doc).toBe(200);
  });
});

describe('404 alike', () => {
  it('no such handle, a page turned off and a minor without consent answer the same 404, for both documents', async () => {
    const { handle: off } = await playerWithProfile({ enabled: false });
    // A minor's page cannot be turned on without consent: an adult's page, then the birthday moves (a data fix).
    const { player: kid, handle: minor } = await playerWithProfile();
    await setDob(kid.id, yearsBefore(new Date(), 15));
    const answers = [];
    for (const h of ['no-such-handle-here', off, minor, 'x'.repeat(300), '..%2F..%2Fetc', 'Caps-Handle'])
      for (const doc of ['profile.pdf', 'preview.png']) {
        const res = await stack.client().get(`/p/${h}/${doc}`);
        answers.push([res.status, JSON.stringify(res.body)]);
      }
    expect(new Set(answers.map((a) => a.join(' ')))).toEqual(
      new Set([`404 ${JSON.stringify({ error: { code: 'not_found', message: msg.notFound } })}`]),
    );
    // A NUL byte is refused by the pipeline for every route (400), never a 5xx.
    expect((await stack.client().get('/p/%00/profile.pdf')).status).toBe(400);
  });
});

describe('GET /api/public-profile/pdf (the player’s own)', () => {
  it('works while the page is off; 401 for a stranger; 404 before a profile is saved', async () => {
    const { player, handle } = await playerWithProfile({ enabled: false });
    expect((await fetchBytes(`/p/${handle}/profile.pdf`)).status).toBe(404);
    const own = await ownPdf(player);
    expect(own.status).toBe(200);
    expect(own.headers.get('content-disposition')).toBe(`attachment; filename="${handle}-dugout-profile.pdf"`);
    const { pages, text } = await pdfText(own.bytes);
    expect(pages).toBe(1);
    expect(text).toContain('Exit velocity');
    expect((await fetchBytes('/api/public-profile/pdf')).status).toBe(401);
    const newcomer = await fresh('player');
    expect((await ownPdf(newcomer)).status).toBe(404);
  });

  it('a linked guardian gets their minor player’s PDF (no consent needed: not public); a stranger guardian 404', async () => {
    const { player } = await playerWithProfile({ enabled: false });
    await setDob(player.id, yearsBefore(new Date(), 15));
    const guardian = await fresh('guardian');
    const invite = await player.client.post('/api/family/invites', { email: guardian.email });
    expect(invite.status).toBe(201);
    expect((await guardian.client.post(`/api/family/links/${invite.body.id}/accept`)).status).toBe(200);
    const linked = await ownPdf(guardian, acting(player));
    expect(linked.status).toBe(200);
    expect((await pdfText(linked.bytes)).pages).toBe(1);
    const stranger = await fresh('guardian');
    expect((await ownPdf(stranger, acting(player))).status).toBe(404);
  });
});
