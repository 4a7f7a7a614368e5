import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { ACTING_PLAYER_HEADER } from '@dugout/domain/families';
import { isProfileLinkToken, publicProfileMessages as msg } from '@dugout/domain/public-profile';
import { colleges, guardianLinks, notifications, profileLinks, publicProfiles, users } from '../../db/schema/index.ts';
import { startTestStack, type TestStack } from '../../test/test-app.ts';
import { createUser } from '../../test/factories.ts';
import { mailReceived, signedInClients, statusCounts } from '../../test/races.ts';
import { recordProfileOpen } from './links.service.ts';

// PostgreSQL for the whole file: parallel POSTs and parallel opens race for real there (PGlite runs one at a time).
let stack: TestStack;
type User = Awaited<ReturnType<typeof createUser>>;
let player: User;
let other: User;
const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';

async function track(user: User, schoolId: number, name: string): Promise<string> {
  const res = await user.client.post('/api/tracker', { schoolId, schoolName: name, division: 'D1', conference: null });
  expect(res.status).toBe(201);
  return res.body.id as string;
}
const givePage = (user: User, handle: string) => stack.db.insert(publicProfiles).values({ userId: user.id, handle });
const linkPath = (trackerId: string) => `/api/tracker/${trackerId}/profile-link`;
const tokenOf = (url: string) => new URL(url).searchParams.get('via')!;
const linkRow = async (id: string) => (await stack.db.select().from(profileLinks).where(eq(profileLinks.id, id)))[0]!;
const openNotices = (userId: string) =>
  stack.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.kind, 'profile_opened')));

beforeAll(async () => {
  stack = await startTestStack({ postgres: true });
  await stack.db.insert(colleges).values([
    { schoolId: 9301, schoolName: 'Duke Demo', division: 'D1', conference: 'ACC' },
    { schoolId: 9302, schoolName: 'Elon Demo', division: 'D1', conference: 'CAA' },
    { schoolId: 9303, schoolName: 'Rice Demo', division: 'D1', conference: null },
    { schoolId: 9304, schoolName: 'Tufts Demo', division: 'D3', conference: null },
  ]);
  [player, other] = await Promise.all([
    createUser(stack, 'player', { firstName: 'Pat', lastName: 'Player' }),
    createUser(stack, 'player', { firstName: 'Oli', lastName: 'Other' }),
  ]);
}, 120_000);
afterAll(() => stack?.close());

describe('making and revoking a link', () => {
  let duke: string;
  let elon: string;
  beforeAll(async () => {
    duke = await track(player, 9301, 'Duke Demo');
    elon = await track(player, 9302, 'Elon Demo');
  });

  it('a stranger is 401 on both routes', async () => {
    expect((await stack.client().post(linkPath(duke))).status).toBe(401);
    expect((await stack.client().delete(linkPath(duke))).status).toBe(401);
  });

  it('makes /p/:handle?via=<token> once, then returns the same live link', async () => {
    await givePage(player, 'pat-player');
    const first = await player.client.post(linkPath(duke));
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ schoolId: 9301, opens: 0, botOpens: 0, summary: 'Not opened yet' });
    expect(first.body.url).toMatch(new RegExp(`^${stack.url}/p/pat-player\\?via=[A-Za-z0-9_-]{24}$`));
    expect(isProfileLinkToken(tokenOf(first.body.url))).toBe(true);
    const again = await player.client.post(linkPath(duke));
    expect(again.body.id).toBe(first.body.id);
    expect(again.body.url).toBe(first.body.url);
  });

  it("another player's tracker row, a missing one or a malformed id: 404, nothing made or revoked", async () => {
    for (const res of [
      await other.client.post(linkPath(duke)),
      await other.client.delete(linkPath(duke)),
      await player.client.post(linkPath('00000000-0000-4000-8000-000000000000')),
      await player.client.post(linkPath('not-a-uuid')),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body.error.message).toBe(msg.linkSchoolNotInTracker);
    }
    expect(await stack.db.select().from(profileLinks).where(eq(profileLinks.userId, other.id))).toEqual([]);
  });

  it("the tracker's one GET carries each row's live link (null for a school without one)", async () => {
    const res = await player.client.get('/api/tracker');
    expect(res.status).toBe(200);
    const byId = new Map(res.body.entries.map((e: { id: string }) => [e.id, e]));
    expect(byId.get(duke)).toMatchObject({ profileLink: { schoolId: 9301, summary: 'Not opened yet' } });
    expect(byId.get(elon)).toMatchObject({ profileLink: null });
  });

  it('parallel POSTs make one live link (the partial unique index)', async () => {
    const clients = await signedInClients(stack, player.email, 8);
    const answers = await Promise.all(clients.map((c) => c.post(linkPath(elon))));
    expect(statusCounts(answers)).toEqual({ 200: 8 });
    expect(new Set(answers.map((a) => a.body.id)).size).toBe(1);
    const live = await stack.db
      .select()
      .from(profileLinks)
      .where(and(eq(profileLinks.userId, player.id), eq(profileLinks.schoolId, 9302)));
    expect(live).toHaveLength(1);
  });

  it('revoke: the link stops counting at once, a new POST makes a new token, a second revoke is 404', async () => {
    const made = (await player.client.post(linkPath(elon))).body;
    const del = await player.client.delete(linkPath(elon));
    expect(del.status).toBe(200);
    expect((await linkRow(made.id)).revokedAt).not.toBeNull();
    await recordProfileOpen(stack.deps, player.id, tokenOf(made.url), CHROME);
    expect((await linkRow(made.id)).opens).toBe(0);
    const tracker = await player.client.get('/api/tracker');
    expect(tracker.body.entries.find((e: { id: string }) => e.id === elon).profileLink).toBeNull();
    const again = await player.client.delete(linkPath(elon));
    expect(again.status).toBe(404);
    expect(again.body.error.message).toBe(msg.linkNotFound);
    const fresh = (await player.client.post(linkPath(elon))).body;
    expect(fresh.id).not.toBe(made.id);
    expect(tokenOf(fresh.url)).not.toBe(tokenOf(made.url));
  });
});

it('a player without a profile row yet gets one (off, with the suggested handle) and the link', async () => {
  const fresh = await createUser(stack, 'player', { firstName: 'Newt', lastName: 'Comer' });
  const trackerId = await track(fresh, 9301, 'Duke Demo');
  const res = await fresh.client.post(linkPath(trackerId));
  expect(res.status).toBe(200);
  const [row] = await stack.db.select().from(publicProfiles).where(eq(publicProfiles.userId, fresh.id));
  expect(row).toMatchObject({ handle: 'newt-comer', enabled: false });
  expect(res.body.url).toBe(`${stack.url}/p/newt-comer?via=${tokenOf(res.body.url)}`);
});

describe('a guardian', () => {
  let kid: User;
  let parent: User;
  let rice: string;
  beforeAll(async () => {
    [kid, parent] = await Promise.all([
      createUser(stack, 'player', { firstName: 'Kid', lastName: 'Player' }),
      createUser(stack, 'guardian', { firstName: 'Par', lastName: 'Ent' }),
    ]);
    const now = new Date();
    await stack.db.insert(guardianLinks).values({
      guardianId: parent.id,
      playerId: kid.id,
      guardianEmail: parent.email,
      playerEmail: kid.email,
      invitedBy: 'player',
      invitedByUserId: kid.id,
      status: 'active',
      guardianAgreedAt: now,
      playerAgreedAt: now,
    });
    await givePage(kid, 'kid-player');
    rice = await track(kid, 9303, 'Rice Demo');
  });
  const acting = () => ({ headers: { [ACTING_PLAYER_HEADER]: kid.id } });

  it('reads the links in the tracker but may not make or revoke one unless the player lets them edit', async () => {
    const made = await kid.client.post(linkPath(rice));
    expect(made.status).toBe(200);
    const read = await parent.client.request('GET', '/api/tracker', undefined, acting());
    expect(read.status).toBe(200);
    expect(read.body.entries[0].profileLink.url).toBe(made.body.url);
    expect((await parent.client.request('POST', linkPath(rice), {}, acting())).status).toBe(403);
    expect((await parent.client.request('DELETE', linkPath(rice), undefined, acting())).status).toBe(403);
    // without the header the guardian acts as themself: not their tracker row
    expect((await parent.client.post(linkPath(rice))).status).toBe(404);
  });

  it('with the player\'s "guardians may edit", revokes and makes it', async () => {
    await stack.db.update(guardianLinks).set({ guardianMayEdit: true }).where(eq(guardianLinks.playerId, kid.id));
    expect((await parent.client.request('DELETE', linkPath(rice), undefined, acting())).status).toBe(200);
    const made = await parent.client.request('POST', linkPath(rice), {}, acting());
    expect(made.status).toBe(200);
    expect(made.body.url).toContain('/p/kid-player?via=');
  });
});

describe('counting opens (recordProfileOpen, as GET /p/:handle?via=… calls it)', () => {
  let tufts: string;
  let link: { id: string; url: string };
  beforeAll(async () => {
    tufts = await track(player, 9304, 'Tufts Demo');
    link = (await player.client.post(linkPath(tufts))).body;
  });

  it('a person: opens + 1 with first and last open; the first open notifies (in-app and e-mail)', async () => {
    await recordProfileOpen(stack.deps, player.id, tokenOf(link.url), CHROME);
    const row = await linkRow(link.id);
    expect(row).toMatchObject({ opens: 1, botOpens: 0 });
    expect(row.firstOpenedAt).not.toBeNull();
    expect(row.lastOpenedAt).not.toBeNull();
    const notes = await openNotices(player.id);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({
      title: 'Tufts Demo opened your profile',
      body: 'Tufts Demo opened your profile — a good time to send your updated metrics.',
      link: '/tracker',
    });
    expect(await mailReceived(stack, player.email, /Tufts Demo opened your profile/)).toHaveLength(1);
  });

  it('a second open within a day counts but does not notify again', async () => {
    await recordProfileOpen(stack.deps, player.id, tokenOf(link.url), CHROME);
    expect((await linkRow(link.id)).opens).toBe(2);
    expect(await openNotices(player.id)).toHaveLength(1);
    const tracker = await player.client.get('/api/tracker');
    expect(tracker.body.entries.find((e: { id: string }) => e.id === tufts).profileLink.summary).toBe(
      'Opened 2 times, last today',
    );
  });

  it('link-preview bots (and an empty User-Agent) are counted apart and never notify', async () => {
    for (const ua of [
      'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
      'facebookexternalhit/1.1',
      '',
      undefined,
    ])
      await recordProfileOpen(stack.deps, player.id, tokenOf(link.url), ua);
    const row = await linkRow(link.id);
    expect(row).toMatchObject({ opens: 2, botOpens: 4 });
    expect(await openNotices(player.id)).toHaveLength(1);
  });

  it("another player's token, an unknown or malformed one, or none: counts nothing", async () => {
    const before = await linkRow(link.id);
    await recordProfileOpen(stack.deps, other.id, tokenOf(link.url), CHROME);
    await recordProfileOpen(stack.deps, player.id, 'A'.repeat(24), CHROME);
    await recordProfileOpen(stack.deps, player.id, "'; drop table profile_links; --", CHROME);
    await recordProfileOpen(stack.deps, player.id, undefined, CHROME);
    expect(await linkRow(link.id)).toEqual(before);
    expect(await openNotices(other.id)).toHaveLength(0);
  });

  it('no IP address or User-Agent is kept anywhere on the link', async () => {
    const row = await linkRow(link.id);
    expect(JSON.stringify(row)).not.toMatch(/Mozilla|Slackbot|127\.0\.0\.1|::1/);
  });

  it('a day after the last notice, the next open notifies again — once under 20 parallel opens', async () => {
    await stack.db
      .update(profileLinks)
      .set({ lastNotifiedAt: sql`now() - interval '25 hours'` })
      .where(eq(profileLinks.id, link.id));
    await Promise.all(
      Array.from({ length: 20 }, () => recordProfileOpen(stack.deps, player.id, tokenOf(link.url), CHROME)),
    );
    expect((await linkRow(link.id)).opens).toBe(22);
    expect(await openNotices(player.id)).toHaveLength(2);
    expect(await mailReceived(stack, player.email, /Tufts Demo opened your profile/)).toHaveLength(2);
  });

  it('the first open of a fresh link notifies once under parallel opens', async () => {
    const elonLink = await stack.db
      .select()
      .from(profileLinks)
      .where(and(eq(profileLinks.userId, player.id), eq(profileLinks.schoolId, 9302), isNull(profileLinks.revokedAt)));
    const token = elonLink[0]!.token;
    const before = (await openNotices(player.id)).length;
    await Promise.all(Array.from({ length: 20 }, () => recordProfileOpen(stack.deps, player.id, token, CHROME)));
    expect((await linkRow(elonLink[0]!.id)).opens).toBe(20);
    expect((await openNotices(player.id)).length - before).toBe(1);
  });

  it("GET /p/:handle?via=… counts on the live page (anonymous, with a browser UA); the owner's own visit does not", async () => {
    await stack.db.update(users).set({ dateOfBirth: '1990-04-01' }).where(eq(users.id, player.id));
    await stack.db.update(publicProfiles).set({ enabled: true }).where(eq(publicProfiles.userId, player.id));
    const before = (await linkRow(link.id)).opens;
    const path = `/p/pat-player?via=${tokenOf(link.url)}`;
    const page = await stack.client().request('GET', path, undefined, { headers: { 'user-agent': CHROME } });
    expect(page.status).toBe(200);
    // counted off the answer's path (page.routes.ts): wait for it
    for (let i = 0; i < 50 && (await linkRow(link.id)).opens === before; i++)
      await new Promise((r) => setTimeout(r, 50));
    expect((await linkRow(link.id)).opens).toBe(before + 1);
    const own = await player.client.request('GET', path, undefined, { headers: { 'user-agent': CHROME } });
    expect(own.status).toBe(200);
    await new Promise((r) => setTimeout(r, 300));
    expect((await linkRow(link.id)).opens).toBe(before + 1);
  });

  it('never throws: a failing database is logged and the page goes on', async () => {
    const broken = {
      ...stack.deps,
      db: new Proxy(stack.deps.db, {
        get: () => () => {
          throw new Error('database down');
        },
      }),
    };
    await expect(recordProfileOpen(broken, player.id, tokenOf(link.url), CHROME)).resolves.toBeUndefined();
  });
});
