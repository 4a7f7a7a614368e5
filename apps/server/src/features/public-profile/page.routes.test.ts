import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { yearsBefore } from '@dugout/domain/families';
import { interviewAnswers, userProfiles, users } from '../../db/schema/index.ts';
import { startTestStack, type TestStack } from '../../test/test-app.ts';
import { createUser, sampleHitterMetrics } from '../../test/factories.ts';
import { coachWithTeam } from '../../test/team-factories.ts';

// The public page /p/:handle (docs/decisions/0065-public-profile.md): sections, privacy, the one 404, previews.
let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack({ env: { TRUST_PROXY: 'true' } });
});
afterAll(() => stack?.close());

let n = 0;
const fresh = async (role: 'player' | 'guardian' | 'coach' = 'player') => {
  const u = await createUser(stack, role, { firstName: 'Jamie', lastName: `Pager${++n}` });
  u.client.defaultHeaders['x-forwarded-for'] = `198.51.100.${n}`;
  return u;
};
const setDob = (id: string, dob: string | null) =>
  stack.db.update(users).set({ dateOfBirth: dob }).where(eq(users.id, id));
const page = (path: string, client = stack.client()) =>
  fetch(stack.url + path, {
    headers: client.cookies.size ? { cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } : {},
  });

/** An adult player on a team, with a paid submission, academics, a phone number and a full profile turned on. */
async function fullPlayer() {
  const { teamCode } = await coachWithTeam(stack, 'Demo Thunder 17U');
  const player = await fresh();
  await setDob(player.id, yearsBefore(new Date(), 18));
  await stack.db
    .update(userProfiles)
    .set({ phone: '555-0199', highSchool: 'Lakeside Test High', highSchoolState: 'WA', hsGraduationYear: 2027 })
    .where(eq(userProfiles.userId, player.id));
  await stack.db.insert(interviewAnswers).values({
    userId: player.id,
    answers: { gpa: 3.7, sat: 1300, intendedMajor: 'Kinesiology' },
  });
  expect((await player.client.post('/api/teams/join', { teamCode })).status).toBeLessThan(300);
  const sub = (await player.client.post('/api/submissions', sampleHitterMetrics)).body.submission;
  expect((await player.client.post(`/api/submissions/${sub.id}/checkout`)).status).toBe(200);
  const on = await player.client.put('/api/public-profile', {
    enabled: true,
    sections: { score: true, benchmarks: true },
    videos: [
      { url: 'https://www.youtube.com/watch?v=AbCdEfGhIjK', title: 'Swing <script>alert(1)</script>' },
      { url: 'https://www.hudl.com/video/3/123/abc', title: 'Hudl reel' },
    ],
    events: [
      { name: 'Fall "Showcase" <b>', date: '2099-10-01', organiser: 'Test Events' },
      { name: 'Old event', date: '2001-01-01' },
    ],
  });
  expect(on.status).toBe(200);
  return { player, handle: on.body.handle as string };
}

describe('GET /p/:handle', () => {
  it('200: the sections, metrics with date and source, OG tags, noindex, CSP, no e-mail or phone, < 30 KB', async () => {
    const { player, handle } = await fullPlayer();
    const res = await page(`/p/${handle}`);
    const html = await res.text();
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('content-encoding')).toBe('gzip');
    const csp = res.headers.get('content-security-policy')!;
    expect(csp).toMatch(/script-src 'sha256-[^']+'/);
    expect(csp).toMatch(/style-src 'sha256-/);
    expect(csp).toContain('frame-src https://www.youtube-nocookie.com https://player.vimeo.com');
    expect(csp).not.toContain('unsafe-inline');
    // every inline style and script is allowed by its hash; no style attributes (the hash does not cover them)
    const inline = [...html.matchAll(/<(style|script)>([\s\S]*?)<\/\1>/g)];
    expect(inline.length).toBeGreaterThanOrEqual(2);
    for (const [, , body] of inline)
      expect(csp).toContain(`'sha256-${createHash('sha256').update(body!, 'utf8').digest('base64')}'`);
    expect(html).not.toMatch(/\sstyle="/);
    const bytes = Buffer.byteLength(html, 'utf8');
    expect(bytes).toBeLessThan(30 * 1024);
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<meta name="viewport"');
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain(`<meta property="og:image" content="${stack.url}/p/${handle}/preview.png">`);
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(html).toContain(`href="/p/${handle}/profile.pdf"`);
    expect(html).toContain('<h1>Jamie Pager');
    for (const heading of [
      'Academics',
      'Latest metrics',
      'Dugout score',
      'Compared with division averages',
      'Highlight videos',
      'Upcoming events',
      'Coach reference',
    ])
      expect(html).toContain(`>${heading}</h2>`);
    expect(html).toContain('Travel team: Demo Thunder 17U');
    expect(html).toContain('Exit velocity');
    expect(html).toContain('88.0 mph');
    expect(html).toContain('Self-reported by the player');
    expect(html).toContain('Kinesiology');
    expect(html).toContain('Class of 2027');
    expect(html).toContain('Prep Baseball Report');
    // videos: a link, and the privacy-enhanced player only on click (no iframe, no provider request in the page)
    expect(html).toContain('href="https://www.youtube.com/watch?v=AbCdEfGhIjK"');
    expect(html).toContain('data-embed="https://www.youtube-nocookie.com/embed/AbCdEfGhIjK"');
    expect(html).not.toContain('<iframe');
    expect(html).toContain('Hudl reel');
    // hostile text is escaped
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain('Swing &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('Fall &quot;Showcase&quot; &lt;b&gt;');
    expect(html).not.toContain('Old event');
    // never an e-mail address or a phone number
    expect(html).not.toContain(player.email);
    expect(html).not.toContain('555-0199');
    expect(html).not.toMatch(/[\w.+-]+@[\w-]+\.[\w.]+/);
  });

  it('an adult who allowed indexing drops noindex; turning the page off answers 404 at once', async () => {
    const { player, handle } = await fullPlayer();
    await player.client.put('/api/public-profile', { allowIndexing: true });
    const html = await (await page(`/p/${handle}`)).text();
    expect(html).toContain('<meta name="robots" content="index, follow">');
    await player.client.put('/api/public-profile', { enabled: false });
    expect((await page(`/p/${handle}`)).status).toBe(404);
  });

  it('404 alike for no such handle, off, a minor without consent, no date of birth and a retired handle', async () => {
    const answers: Array<{ status: number; body: string }> = [];
    const get = async (h: string) => {
      const r = await page(`/p/${h}`);
      answers.push({ status: r.status, body: await r.text() });
    };
    await get('no-such-handle-here');
    const off = await fresh();
    await setDob(off.id, yearsBefore(new Date(), 20));
    const offHandle = (await off.client.put('/api/public-profile', { enabled: false })).body.handle;
    await get(offHandle);
    // a minor: on while an adult (not possible otherwise), then the date of birth says 15
    const minor = await fresh();
    await setDob(minor.id, yearsBefore(new Date(), 20));
    const minorHandle = (await minor.client.put('/api/public-profile', { enabled: true })).body.handle;
    await setDob(minor.id, yearsBefore(new Date(), 15));
    await get(minorHandle);
    await setDob(minor.id, null);
    await get(minorHandle);
    const rotated = await fresh();
    await setDob(rotated.id, yearsBefore(new Date(), 20));
    const oldHandle = (await rotated.client.put('/api/public-profile', { enabled: true })).body.handle;
    expect((await page(`/p/${oldHandle}`)).status).toBe(200);
    await rotated.client.put('/api/public-profile/handle', { handle: `${oldHandle}-new` });
    await get(oldHandle);
    expect((await page(`/p/${oldHandle}-new`)).status).toBe(200);
    expect(answers.map((a) => a.status)).toEqual([404, 404, 404, 404, 404]);
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(answers[0]!.body).toContain('Profile not found');
    expect(answers[0]!.body).toContain('noindex');
  });

  it('the owner and an active guardian preview the page while it is off; anyone else gets the 404', async () => {
    const player = await fresh();
    const guardian = await fresh('guardian');
    await setDob(player.id, yearsBefore(new Date(), 15));
    const invite = await player.client.post('/api/family/invites', { email: guardian.email });
    await guardian.client.post(`/api/family/links/${invite.body.id}/accept`);
    const handle = (await player.client.get('/api/public-profile')).body.handle;
    // never saved: no page even for the owner
    expect((await page(`/p/${handle}?preview=1`, player.client)).status).toBe(404);
    await player.client.put('/api/public-profile', { enabled: false });
    const own = await page(`/p/${handle}?preview=1`, player.client);
    expect(own.status).toBe(200);
    const html = await own.text();
    expect(html).toContain('Preview — only you can see this');
    expect(html).toContain('content="noindex"');
    expect((await page(`/p/${handle}?preview=1`, guardian.client)).status).toBe(200);
    expect((await page(`/p/${handle}`, player.client)).status).toBe(404);
    const stranger = await fresh();
    expect((await page(`/p/${handle}?preview=1`, stranger.client)).status).toBe(404);
    expect((await page(`/p/${handle}?preview=1`)).status).toBe(404);
  });
});
