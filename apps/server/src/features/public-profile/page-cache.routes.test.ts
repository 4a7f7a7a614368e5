import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { yearsBefore } from '@dugout/domain/families';
import { publicProfileMessages as msg } from '@dugout/domain/public-profile';
import { users } from '../../db/schema/index.ts';
import { racePgUrl } from '../../test/test-db.ts';
import { withDatabase } from '../../test/global-setup.ts';
import { startTestStack, type TestStack } from '../../test/test-app.ts';
import { createUser, sampleHitterMetrics } from '../../test/factories.ts';
import { coachWithTeam } from '../../test/team-factories.ts';
import { publicPageCache } from './page-cache.ts';

// The public page's cache (docs/decisions/0071-public-page-cache.md): served from memory, yet every change shows on
// the very next request — through the app's routes, and by a write from elsewhere (another instance) through the
// database's notification.
let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack({ env: { TRUST_PROXY: 'true' } });
});
afterAll(() => stack?.close());

type User = Awaited<ReturnType<typeof createUser>>;

let n = 0;
const fresh = async (role: 'player' | 'guardian' | 'coach') => {
  const u = await createUser(stack, role, { firstName: 'Casey', lastName: `Cached${++n}` });
  u.client.defaultHeaders['x-forwarded-for'] = `192.0.2.${n}`;
  return u;
};
const setDob = (id: string, dob: string | null) =>
  stack.db.update(users).set({ dateOfBirth: dob }).where(eq(users.id, id));
/** A plain GET of the page as a browser sends it (through the socket: the answer memo is on this path). */
const get = async (path: string) => {
  const res = await fetch(stack.url + path, { headers: { 'accept-encoding': 'gzip' } });
  return { status: res.status, html: await res.text() };
};
/** The page twice (the second from the cache), both 200; the HTML. */
async function cachedPage(handle: string) {
  const first = await get(`/p/${handle}`);
  expect(first.status).toBe(200);
  const second = await get(`/p/${handle}`);
  expect(second.status).toBe(200);
  expect(publicPageCache(stack.deps).live).toBe(true);
  expect(publicPageCache(stack.deps).size).toBeGreaterThan(0);
  return second.html;
}

/** An adult player on a team with a paid submission (exit velocity 88) and the page on. */
async function livePlayer(): Promise<{ player: User; handle: string }> {
  const { teamCode } = await coachWithTeam(stack, `Cache Team ${n}`);
  const player = await fresh('player');
  await setDob(player.id, yearsBefore(new Date(), 19));
  expect((await player.client.post('/api/teams/join', { teamCode })).status).toBeLessThan(300);
  await submit(player, 88);
  const on = await player.client.put('/api/public-profile', { enabled: true });
  expect(on.status).toBe(200);
  return { player, handle: on.body.handle as string };
}

async function submit(player: User, exitVelocity: number) {
  const sub = await player.client.post('/api/submissions', { ...sampleHitterMetrics, exitVelocity });
  expect(sub.status).toBeLessThan(300);
  expect((await player.client.post(`/api/submissions/${sub.body.submission.id}/checkout`)).status).toBe(200);
}

/** A minor whose guardian consented to sharing, page on. */
async function minorWithConsent() {
  const player = await fresh('player');
  const guardian = await fresh('guardian');
  await setDob(player.id, yearsBefore(new Date(), 15));
  const invite = await player.client.post('/api/family/invites', { email: guardian.email });
  expect(invite.status).toBe(201);
  expect((await guardian.client.post(`/api/family/links/${invite.body.id}/accept`)).status).toBe(200);
  const consent = await guardian.client.post(`/api/family/links/${invite.body.id}/consents`, {
    scope: 'share_profile',
  });
  expect(consent.status).toBeLessThan(300);
  const on = await player.client.put('/api/public-profile', { enabled: true });
  expect(on.status).toBe(200);
  return { player, guardian, linkId: invite.body.id as string, handle: on.body.handle as string };
}

/** Runs `sql` on a connection of its own, not the app's (as another instance of the app would write). */
async function writeElsewhere(statement: string, params: unknown[]) {
  if (stack.database.kind === 'pglite') {
    // One process holds PGlite: the app's own client is the only way in.
    await stack.db.execute(sql.raw(statement.replace(/\$(\d)/g, (_, i: string) => `'${String(params[+i - 1])}'`)));
    return;
  }
  const result = await stack.db.execute(sql`select current_database() as name`);
  const { name } = (result as unknown as { rows: Array<{ name: string }> }).rows[0]!;
  const client = new pg.Client({ connectionString: withDatabase(process.env.TEST_DATABASE_URL ?? racePgUrl(), name) });
  await client.connect();
  try {
    await client.query(statement, params);
  } finally {
    await client.end();
  }
}

describe('the page cache', () => {
  it('a metric added through the app shows on the very next request, as do the PDF and the preview', async () => {
    const { player, handle } = await livePlayer();
    expect(await cachedPage(handle)).toContain('88');
    const pdf = await fetch(`${stack.url}/p/${handle}/profile.pdf`);
    expect(pdf.status).toBe(200);
    const pdfBytes = Buffer.from(await pdf.arrayBuffer());
    await submit(player, 93.5);
    expect((await get(`/p/${handle}`)).html).toContain('93.5');
    const again = Buffer.from(await (await fetch(`${stack.url}/p/${handle}/profile.pdf`)).arrayBuffer());
    expect(again.equals(pdfBytes)).toBe(false);
  });

  it('the page turned off answers 404 at once, for the page, the PDF and the preview', async () => {
    const { player, handle } = await livePlayer();
    await cachedPage(handle);
    expect((await fetch(`${stack.url}/p/${handle}/preview.png`)).status).toBe(200);
    expect((await player.client.put('/api/public-profile', { enabled: false })).status).toBe(200);
    expect((await get(`/p/${handle}`)).status).toBe(404);
    expect((await fetch(`${stack.url}/p/${handle}/profile.pdf`)).status).toBe(404);
    expect((await fetch(`${stack.url}/p/${handle}/preview.png`)).status).toBe(404);
  });

  it('a rotated handle: the old address answers 404 at once, the new one the page', async () => {
    const { player, handle } = await livePlayer();
    await cachedPage(handle);
    const rotated = await player.client.put('/api/public-profile/handle', { handle: `${handle}-new` });
    expect(rotated.status).toBe(200);
    expect((await get(`/p/${handle}`)).status).toBe(404);
    expect((await get(`/p/${handle}-new`)).status).toBe(200);
  });

  it("a guardian's consent revoked: 404 at once", async () => {
    const { guardian, linkId, handle } = await minorWithConsent();
    await cachedPage(handle);
    const revoked = await guardian.client.delete(`/api/family/links/${linkId}/consents/share_profile`);
    expect(revoked.status).toBeLessThan(300);
    expect((await get(`/p/${handle}`)).status).toBe(404);
  });

  it('a section hidden: gone from the next answer', async () => {
    const { player, handle } = await livePlayer();
    expect(await cachedPage(handle)).toContain(`Cache Team`);
    const off = await player.client.put('/api/public-profile', {
      sections: { travelTeam: false, coachReference: false },
    });
    expect(off.status).toBe(200);
    expect((await get(`/p/${handle}`)).html).not.toContain('Cache Team');
  });

  it('a write from elsewhere (not through this app) reaches the cache by the notification within a second', async () => {
    const { player, handle } = await livePlayer();
    expect(await cachedPage(handle)).not.toContain('Notified High');
    await writeElsewhere('update user_profiles set high_school = $1 where user_id = $2', ['Notified High', player.id]);
    const deadline = Date.now() + 1000;
    let html = '';
    while (Date.now() < deadline) {
      html = (await get(`/p/${handle}`)).html;
      if (html.includes('Notified High')) break;
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(html).toContain('Notified High');
    await writeElsewhere('update users set disabled = true where id = $1', [player.id]);
    let status = 200;
    const until = Date.now() + 1000;
    while (Date.now() < until && status === 200) {
      status = (await get(`/p/${handle}`)).status;
      if (status === 200) await new Promise((r) => setTimeout(r, 20));
    }
    expect(status).toBe(404);
  });

  it("the owner's preview is made for them, not taken from (nor left in) the cache", async () => {
    const { player, handle } = await livePlayer();
    expect(await cachedPage(handle)).not.toContain(msg.previewBanner);
    const preview = await fetch(`${stack.url}/p/${handle}?preview=1`, {
      headers: { cookie: [...player.client.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    expect(await preview.text()).toContain(msg.previewBanner);
    expect((await get(`/p/${handle}`)).html).not.toContain(msg.previewBanner);
  });
});
