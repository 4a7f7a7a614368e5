import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { familyMessages, yearsBefore } from '@dugout/domain/families';
import { publicProfileMessages as msg } from '@dugout/domain/public-profile';
import { publicProfiles, retiredProfileHandles, users } from '../../db/schema/index.ts';
import { startTestStack, type TestStack } from '../../test/test-app.ts';
import { createUser } from '../../test/factories.ts';

// The public profile's settings (docs/decisions/0065-public-profile.md): who reads and writes them, the gate, handles.
let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack({ env: { TRUST_PROXY: 'true' } });
});
afterAll(() => stack?.close());

type User = Awaited<ReturnType<typeof createUser>>;
let address = 10;
let names = 0;
const fresh = async (role: 'player' | 'guardian' | 'coach', lastName = `Tester${++names}`) => {
  const u = await createUser(stack, role, { firstName: 'Riley', lastName });
  u.client.defaultHeaders['x-forwarded-for'] = `203.0.113.${address++}`;
  return u;
};
const setDob = (id: string, dob: string | null) =>
  stack.db.update(users).set({ dateOfBirth: dob }).where(eq(users.id, id));
const acting = (player: User) => ({ headers: { 'X-Dugout-Player': player.id } });
const adult = () => yearsBefore(new Date(), 20);
const minorDob = () => yearsBefore(new Date(), 15);

async function linkedPair(opts: { consent?: boolean; mayEdit?: boolean } = {}) {
  const player = await fresh('player');
  const guardian = await fresh('guardian');
  await setDob(player.id, minorDob());
  const invite = await player.client.post('/api/family/invites', { email: guardian.email });
  expect(invite.status).toBe(201);
  expect((await guardian.client.post(`/api/family/links/${invite.body.id}/accept`)).status).toBe(200);
  if (opts.consent)
    expect(
      (await guardian.client.post(`/api/family/links/${invite.body.id}/consents`, { scope: 'share_profile' })).status,
    ).toBeLessThan(300);
  if (opts.mayEdit)
    expect((await player.client.patch(`/api/family/links/${invite.body.id}`, { guardianMayEdit: true })).status).toBe(
      200,
    );
  return { player, guardian, linkId: invite.body.id as string };
}

describe('GET /api/public-profile', () => {
  it('401 for a stranger; a player who never saved gets the suggested handle and defaults, and nothing is created', async () => {
    expect((await stack.client().get('/api/public-profile')).status).toBe(401);
    const player = await fresh('player', 'Readonly');
    const res = await player.client.get('/api/public-profile');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      handle: 'riley-readonly',
      enabled: false,
      live: false,
      saved: false,
      allowIndexing: false,
      mayEdit: true,
      sections: { metrics: true, score: false, benchmarks: false },
      videos: [],
      events: [],
    });
    expect(res.body.url).toMatch(/\/p\/riley-readonly$/);
    const rows = await stack.db.select().from(publicProfiles).where(eq(publicProfiles.userId, player.id));
    expect(rows).toEqual([]);
  });

  it('the suggestion takes a number when the name is taken or retired', async () => {
    const a = await fresh('player', 'Samename');
    await setDob(a.id, adult());
    expect((await a.client.put('/api/public-profile', { enabled: true })).body.handle).toBe('riley-samename');
    const b = await fresh('player', 'Samename');
    expect((await b.client.get('/api/public-profile')).body.handle).toBe('riley-samename-2');
    // a rotates away: the old handle is retired, still unavailable
    expect((await a.client.put('/api/public-profile/handle', { handle: 'riley-new-one' })).status).toBe(200);
    expect((await b.client.get('/api/public-profile')).body.handle).toBe('riley-samename-2');
  });

  it('a coach account has no public profile (403); a guardian reads their player’s (acting header)', async () => {
    const coach = await fresh('coach');
    expect((await coach.client.get('/api/public-profile')).status).toBe(403);
    const { player, guardian } = await linkedPair();
    const read = await guardian.client.request('GET', '/api/public-profile', undefined, acting(player));
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ isMinor: true, mayEdit: false });
    const other = await fresh('guardian');
    expect((await other.client.request('GET', '/api/public-profile', undefined, acting(player))).status).toBe(404);
  });
});

describe('PUT /api/public-profile', () => {
  it('turning on needs a date of birth (400), a minor needs consent (403); an adult turns it on', async () => {
    const player = await fresh('player');
    const noDob = await player.client.put('/api/public-profile', { enabled: true });
    expect(noDob.status).toBe(400);
    expect(noDob.body.error.message).toBe(msg.needsDateOfBirth);
    await setDob(player.id, minorDob());
    const minor = await player.client.put('/api/public-profile', { enabled: true });
    expect(minor.status).toBe(403);
    expect(minor.body.error.message).toBe(msg.needsConsent);
    await setDob(player.id, adult());
    const on = await player.client.put('/api/public-profile', { enabled: true, sections: { score: true } });
    expect(on.status).toBe(200);
    expect(on.body).toMatchObject({ enabled: true, live: true, saved: true, sections: { score: true, metrics: true } });
  });

  it('only an adult may allow indexing (400 for a minor)', async () => {
    const { player } = await linkedPair({ consent: true });
    const res = await player.client.put('/api/public-profile', { allowIndexing: true });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(msg.indexingAdultsOnly);
    const grown = await fresh('player');
    await setDob(grown.id, adult());
    const ok = await grown.client.put('/api/public-profile', { allowIndexing: true });
    expect(ok.body).toMatchObject({ allowIndexing: true, mayAllowIndexing: true });
  });

  it('videos are parsed (privacy-enhanced embeds) and a foreign link is refused with the videoUrl message', async () => {
    const player = await fresh('player');
    const bad = await player.client.put('/api/public-profile', {
      videos: [{ url: 'https://evil.example/watch?v=abcdefghijk', title: 'x' }],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields['videos.0.url']).toBe(msg.videoUrl);
    const ok = await player.client.put('/api/public-profile', {
      videos: [
        { url: 'https://youtu.be/dQw4w9WgXcQ', title: 'Bullpen' },
        { url: 'vimeo.com/123456789', title: '' },
      ],
      events: [{ name: 'Fall Showcase', date: '2099-10-01', organiser: 'Demo Events' }],
    });
    expect(ok.status).toBe(200);
    expect(ok.body.videos).toEqual([
      {
        provider: 'youtube',
        url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
        title: 'Bullpen',
        embedUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
      },
      {
        provider: 'vimeo',
        url: 'https://vimeo.com/123456789',
        title: 'Highlight video (Vimeo)',
        embedUrl: 'https://player.vimeo.com/video/123456789?dnt=1',
      },
    ]);
    expect(ok.body.events).toEqual([{ name: 'Fall Showcase', date: '2099-10-01', organiser: 'Demo Events' }]);
    const badEvent = await player.client.put('/api/public-profile', { events: [{ name: 'X', date: '2026-02-30' }] });
    expect(badEvent.status).toBe(400);
  });

  it('a guardian without "may edit" can only turn the profile off; with it, may change it', async () => {
    const { player, guardian, linkId } = await linkedPair({ consent: true });
    expect((await player.client.put('/api/public-profile', { enabled: true })).body.live).toBe(true);
    const change = await guardian.client.request(
      'PUT',
      '/api/public-profile',
      { sections: { score: true } },
      acting(player),
    );
    expect(change.status).toBe(403);
    const sneaky = await guardian.client.request(
      'PUT',
      '/api/public-profile',
      { enabled: false, allowIndexing: false },
      acting(player),
    );
    expect(sneaky.status).toBe(403);
    const off = await guardian.client.request('PUT', '/api/public-profile', { enabled: false }, acting(player));
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ enabled: false, live: false, mayEdit: false });
    const handle = await guardian.client.request(
      'PUT',
      '/api/public-profile/handle',
      { handle: 'riley-g' },
      acting(player),
    );
    expect(handle.status).toBe(403);
    expect(handle.body.error.message).toBe(familyMessages.guardianMayNotEdit);
    await player.client.patch(`/api/family/links/${linkId}`, { guardianMayEdit: true });
    const edit = await guardian.client.request(
      'PUT',
      '/api/public-profile',
      { sections: { score: true } },
      acting(player),
    );
    expect(edit.status).toBe(200);
    expect(edit.body.sections.score).toBe(true);
  });

  it('consent revoked: the profile stays on but is no longer live, with the reason', async () => {
    const { player, guardian, linkId } = await linkedPair({ consent: true });
    await player.client.put('/api/public-profile', { enabled: true });
    expect((await guardian.client.delete(`/api/family/links/${linkId}/consents/share_profile`)).status).toBeLessThan(
      300,
    );
    const res = await player.client.get('/api/public-profile');
    expect(res.body).toMatchObject({ enabled: true, live: false, blockedReason: msg.needsConsent });
  });
});

describe('PUT /api/public-profile/handle', () => {
  it('invalid and reserved handles are 400; taken and retired ones 409; the old handle is retired at once', async () => {
    const a = await fresh('player');
    const b = await fresh('player');
    for (const h of ['ab', '-abc', 'abc-', 'a_b_c', 'x'.repeat(41), 'ÄBC'])
      expect((await a.client.put('/api/public-profile/handle', { handle: h })).status).toBe(400);
    const reserved = await a.client.put('/api/public-profile/handle', { handle: 'admin' });
    expect(reserved.status).toBe(400);
    expect(reserved.body.error.message).toBe(msg.handleReserved);
    const first = await a.client.put('/api/public-profile/handle', { handle: 'Riley-First' });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ handle: 'riley-first', saved: true, enabled: false });
    const taken = await b.client.put('/api/public-profile/handle', { handle: 'riley-first' });
    expect(taken.status).toBe(409);
    expect(taken.body.error.message).toBe(msg.handleTaken);
    expect((await a.client.put('/api/public-profile/handle', { handle: 'riley-second' })).status).toBe(200);
    const retired = await stack.db.select().from(retiredProfileHandles).where(eq(retiredProfileHandles.userId, a.id));
    expect(retired.map((r) => r.handle)).toEqual(['riley-first']);
    // retired: nobody gets it, not even its former owner
    expect((await b.client.put('/api/public-profile/handle', { handle: 'riley-first' })).status).toBe(409);
    expect((await a.client.put('/api/public-profile/handle', { handle: 'riley-first' })).status).toBe(409);
    // the same handle again is a no-op
    expect((await a.client.put('/api/public-profile/handle', { handle: 'riley-second' })).status).toBe(200);
  });
});
