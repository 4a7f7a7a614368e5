import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { yearsBefore } from '@dugout/domain/families';
import { CONTACT_MIN_FILL_MS, publicProfileMessages as msg } from '@dugout/domain/public-profile';
import {
  coachContactLog,
  colleges,
  contactActions,
  notifications,
  outbox,
  schoolContactTracker,
  users,
} from '../../db/schema/index.ts';
import { startTestStack, type TestStack } from '../../test/test-app.ts';
import { createUser } from '../../test/factories.ts';
import { statusCounts } from '../../test/races.ts';
import { freePort } from '../../test/cluster.ts';
import { checkContactStart, contactStartToken } from './contact.service.ts';
import { contactBucket, CONTACT_TOKEN_BUCKET_MS } from './page-cache.ts';
import { contactLimits } from './contact.routes.ts';

const DUKE = 9301;
const OTHER = 9302;
const TWIN_A = 9303;
const TWIN_B = 9304;

async function setUp(stack: TestStack) {
  await stack.db.insert(colleges).values([
    { schoolId: DUKE, schoolName: 'Contactform State', division: 'D1', state: 'NC', conference: 'ACC' },
    { schoolId: OTHER, schoolName: 'Contactform Other University', division: 'D2', state: 'TX' },
    { schoolId: TWIN_A, schoolName: 'Twinform College', division: 'D3', state: 'OH' },
    { schoolId: TWIN_B, schoolName: 'Twinform College', division: 'NAIA', state: 'KS' },
  ]);
}

let ipSeq = 0;
/** A fresh client address per call site (TRUST_PROXY), so one test's address limit stays its own. */
const newIp = () => `10.77.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}`;

let names = 0;
const setDob = (stack: TestStack, id: string, years: number) =>
  stack.db
    .update(users)
    .set({ dateOfBirth: yearsBefore(new Date(), years) })
    .where(eq(users.id, id));

/** An adult player whose page is live (the settings API turns it on). */
async function player(stack: TestStack) {
  const user = await createUser(stack, 'player', { firstName: 'Casey', lastName: `Contactform${++names}` });
  user.client.defaultHeaders['x-forwarded-for'] = newIp();
  await setDob(stack, user.id, 20);
  const res = await user.client.put('/api/public-profile', { enabled: true });
  expect(res.status).toBe(200);
  expect(res.body.live).toBe(true);
  return { ...user, handle: res.body.handle as string };
}

function sender(stack: TestStack) {
  const ip = newIp();
  return async (
    handle: string,
    fields: Record<string, string>,
    opts: { headers?: Record<string, string>; body?: string; token?: string } = {},
  ) => {
    const token = opts.token ?? (await contactStartToken(stack.deps, Date.now() - 5000));
    const res = await fetch(`${stack.url}/p/${handle}/contact`, {
      method: 'POST',
      headers: {
        origin: new URL(stack.url).origin,
        'content-type': 'application/x-www-form-urlencoded',
        'x-forwarded-for': ip,
        ...opts.headers,
      },
      body: opts.body ?? new URLSearchParams({ started: token, ...fields }).toString(),
    });
    return { status: res.status, html: await res.text(), headers: res.headers };
  };
}

const good = (over: Record<string, string> = {}) => ({
  name: 'Coach Kim',
  school: 'Contactform State',
  schoolId: '',
  title: 'Recruiting Coordinator',
  email: `kim-${Math.random().toString(36).slice(2, 8)}@college.test`,
  message: 'We liked your video. Are you coming to the camp?',
  website: '',
  ...over,
});

const logsOf = (stack: TestStack, userId: string) =>
  stack.db.select().from(coachContactLog).where(eq(coachContactLog.userId, userId));

describe('the contact form (POST /p/:handle/contact)', () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startTestStack({ env: { TRUST_PROXY: 'true' } });
    await setUp(stack);
  });
  afterAll(() => stack?.close());

  it('a message lands in ONE transaction: contact log, tracker with its actions, notification, outbox mail', async () => {
    const p = await player(stack);
    const send = sender(stack);
    const form = good({ message: '<script>alert(1)</script> & <b>hi</b>' });
    const res = await send(p.handle, form);
    expect(res.status).toBe(200);
    expect(res.html).toContain(msg.contactSent);
    expect(res.html).not.toContain(p.email);
    const [log] = await logsOf(stack, p.id);
    expect(log).toMatchObject({
      schoolId: DUKE,
      contactName: 'Coach Kim',
      contactTitle: 'Recruiting Coordinator',
      contactMethod: 'Email',
      contactInfo: form.email,
      discussionNotes: '<script>alert(1)</script> & <b>hi</b>',
      contactDate: new Date().toISOString().slice(0, 10),
    });
    // The player reads it through the contact log API as text (the screen escapes it like any text).
    const api = await p.client.get(`/api/contact-log?schoolId=${DUKE}`);
    expect(api.body[0].discussionNotes).toBe('<script>alert(1)</script> & <b>hi</b>');
    const trackers = await stack.db
      .select()
      .from(schoolContactTracker)
      .where(and(eq(schoolContactTracker.userId, p.id), eq(schoolContactTracker.schoolId, DUKE)));
    expect(trackers).toHaveLength(1);
    expect(trackers[0]).toMatchObject({ schoolName: 'Contactform State', division: 'D1', conference: 'ACC' });
    const actions = await stack.db.select().from(contactActions).where(eq(contactActions.trackerId, trackers[0]!.id));
    expect(actions).toHaveLength(7);
    const [note] = await stack.db.select().from(notifications).where(eq(notifications.userId, p.id));
    expect(note).toMatchObject({ kind: 'profile_contact', link: `/college/${DUKE}` });
    expect(note!.title).toBe('Contactform State: a message from Coach Kim');
    const mails = await stack.db.select().from(outbox).where(eq(outbox.to, p.email));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mails[0]!.html).not.toContain('<script>');
    expect(mails[0]!.html).toContain(`/college/${DUKE}`);

    // A second message for the same school: a second log, still one tracker row.
    const again = await sender(stack)(p.handle, good({ schoolId: String(DUKE), school: 'anything' }));
    expect(again.status).toBe(200);
    expect(await logsOf(stack, p.id)).toHaveLength(2);
    const trackersAfter = await stack.db
      .select()
      .from(schoolContactTracker)
      .where(eq(schoolContactTracker.userId, p.id));
    expect(trackersAfter).toHaveLength(1);
  });

  it('the page carries the form: labels, the honeypot out of reach, a signed start time, no e-mail of the player', async () => {
    const p = await player(stack);
    const res = await fetch(`${stack.url}/p/${p.handle}`);
    const html = await res.text();
    expect(res.status).toBe(200);
    for (const f of ['name', 'school', 'title', 'email', 'message']) expect(html).toContain(`<label for="c-${f}">`);
    expect(html).toContain('<p class="pc-hp" aria-hidden="true">');
    expect(html).toContain('name="website" tabindex="-1" autocomplete="off"');
    expect(html).toMatch(/name="started" value="\d{13}\.[A-Za-z0-9_-]{43}"/);
    expect(html).toContain(`action="/p/${p.handle}/contact#contact"`);
    expect(html).not.toContain(p.email);
  });

  it("a minor's page (guardian's consent): the guardian gets the copy; the minor's own mail needs 'email_child'", async () => {
    const minor = await createUser(stack, 'player', { firstName: 'Casey', lastName: `Minorform${++names}` });
    const guardian = await createUser(stack, 'guardian');
    minor.client.defaultHeaders['x-forwarded-for'] = newIp();
    guardian.client.defaultHeaders['x-forwarded-for'] = newIp();
    await setDob(stack, minor.id, 15);
    const invite = await minor.client.post('/api/family/invites', { email: guardian.email });
    expect(invite.status).toBe(201);
    expect((await guardian.client.post(`/api/family/links/${invite.body.id}/accept`)).status).toBe(200);
    const consent = await guardian.client.post(`/api/family/links/${invite.body.id}/consents`, {
      scope: 'share_profile',
    });
    expect(consent.status).toBeLessThan(300);
    const on = await minor.client.put('/api/public-profile', { enabled: true });
    expect(on.body.live).toBe(true);
    const res = await sender(stack)(on.body.handle as string, good());
    expect(res.status).toBe(200);
    expect(res.html).not.toContain(minor.email);
    expect(res.html).not.toContain(guardian.email);
    const mails = (await stack.db.select().from(outbox)).filter((m) => m.subject.endsWith('a message from Coach Kim'));
    expect(mails.filter((m) => m.to === guardian.email).map((m) => m.kind)).toEqual(['notification_copy']);
    expect(mails.filter((m) => m.to === minor.email)).toEqual([]);
    const notes = await stack.db.select().from(notifications).where(eq(notifications.userId, minor.id));
    expect(notes.filter((n) => n.kind === 'profile_contact')).toHaveLength(1);
  });

  it('nothing is kept when a write fails (the outbox refuses): 500 with the form back', async () => {
    const p = await player(stack);
    const enqueue = stack.deps.mailer.enqueue;
    stack.deps.mailer.enqueue = async () => {
      throw new Error('outbox down');
    };
    try {
      const res = await sender(stack)(p.handle, good({ school: 'Contactform Other University' }));
      expect(res.status).toBe(500);
      expect(res.html).toContain(msg.contactFailed);
      expect(res.html).toContain('value="Coach Kim"');
    } finally {
      stack.deps.mailer.enqueue = enqueue;
    }
    expect(await logsOf(stack, p.id)).toHaveLength(0);
    expect(await stack.db.select().from(schoolContactTracker).where(eq(schoolContactTracker.userId, p.id))).toEqual([]);
    expect(await stack.db.select().from(notifications).where(eq(notifications.userId, p.id))).toEqual([]);
    expect(await stack.db.select().from(outbox).where(eq(outbox.to, p.email))).toEqual([]);
  });

  it('404 alike for no such handle, a page turned off and a minor without consent; nothing stored', async () => {
    const send = sender(stack);
    const off = await player(stack);
    expect((await off.client.put('/api/public-profile', { enabled: false })).status).toBe(200);
    const minor = await player(stack);
    await setDob(stack, minor.id, 15);
    const answers = await Promise.all(
      ['no-such-handle-here', 'x'.repeat(200), off.handle, minor.handle].map((h) => send(h, good())),
    );
    expect(answers.map((a) => a.status)).toEqual([404, 404, 404, 404]);
    expect(new Set(answers.map((a) => a.html)).size).toBe(1);
    expect(await logsOf(stack, off.id)).toHaveLength(0);
    expect(await logsOf(stack, minor.id)).toHaveLength(0);
  });

  it('missing fields: 400 with each error next to its field, values kept and escaped', async () => {
    const p = await player(stack);
    const res = await sender(stack)(p.handle, {
      name: '',
      school: '',
      email: 'not-an-email',
      message: '',
      title: '"><script>x</script>',
    });
    expect(res.status).toBe(400);
    expect(res.html).toContain('aria-describedby="c-name-e" aria-invalid="true"');
    expect(res.html).toContain(`<span class="err" id="c-name-e">${msg.contactName}</span>`);
    expect(res.html).toContain(msg.contactSchool);
    expect(res.html).toContain(msg.contactEmail);
    expect(res.html).toContain('id="c-message-e"');
    expect(res.html).toContain('value="&quot;&gt;&lt;script&gt;x&lt;/script&gt;"');
    expect(res.html).not.toContain('<script>x');
    expect(await logsOf(stack, p.id)).toHaveLength(0);
  });

  it('oversized fields and bodies, NUL bytes, other content types, other sites: 4xx, never stored', async () => {
    const p = await player(stack);
    const send = sender(stack);
    const long = await send(p.handle, good({ message: 'x'.repeat(2001) }));
    expect(long.status).toBe(400);
    expect(long.html).toContain(msg.contactMessage);
    expect((await send(p.handle, good({ name: 'n'.repeat(121) }))).status).toBe(400);
    expect((await send(p.handle, good({ title: 't'.repeat(81) }))).status).toBe(400);
    expect((await send(p.handle, good({ email: `${'e'.repeat(250)}@x.test` }))).status).toBe(400);
    expect((await send(p.handle, good({ school: 's'.repeat(121) }))).status).toBe(400);
    const nul = await send(p.handle, good({ message: 'hello\u0000world' }));
    expect(nul.status).toBe(400);
    expect(nul.html).toContain('Text cannot contain a NUL character.');
    const huge = await send(p.handle, {}, { body: `message=${'x'.repeat(40_000)}` });
    expect(huge.status).toBe(413);
    const json = await send(p.handle, {}, { headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(json.status).toBe(415);
    const foreign = await send(p.handle, good(), { headers: { origin: 'https://evil.test' } });
    expect(foreign.status).toBe(403);
    const foreignReferer = await send(p.handle, good(), {
      headers: { origin: '', referer: 'https://evil.test/p/x' },
    });
    expect(foreignReferer.status).toBe(403);
    expect(await logsOf(stack, p.id)).toHaveLength(0);
    // An old browser without Origin but with the page as Referer is accepted.
    const referer = await send(p.handle, good(), {
      headers: { origin: '', referer: `${new URL(stack.url).origin}/p/${p.handle}` },
    });
    expect(referer.status).toBe(200);
  });

  it('the school: a bad or unknown id is 400; an exact name resolves; a shared or loose name offers programs', async () => {
    const p = await player(stack);
    const send = sender(stack);
    for (const schoolId of ['0', '-1', '99999999999', '1.5', 'abc', '123456']) {
      const res = await send(p.handle, good({ schoolId, school: 'Contactform State' }));
      expect(res.status, schoolId).toBe(400);
      expect(res.html, schoolId).toContain(msg.contactSchool);
    }
    const twin = await send(p.handle, good({ school: 'twinform college' }));
    expect(twin.status).toBe(400);
    expect(twin.html).toContain(msg.contactSchoolPick);
    expect(twin.html).toContain(`type="radio" name="schoolId" value="${TWIN_A}"`);
    expect(twin.html).toContain(`value="${TWIN_B}"`);
    const loose = await send(p.handle, good({ school: 'Contactform' }));
    expect(loose.status).toBe(400);
    expect(loose.html).toContain(`value="${DUKE}"`);
    expect(loose.html).toContain(`value="${OTHER}"`);
    const none = await send(p.handle, good({ school: 'Zzyzx Nowhere Institute' }));
    expect(none.status).toBe(400);
    expect(none.html).toContain(msg.contactSchoolNotFound);
    expect(await logsOf(stack, p.id)).toHaveLength(0);
    // Picking one of the offered programs sends it.
    const picked = await send(p.handle, good({ school: 'twinform college', schoolId: String(TWIN_B) }));
    expect(picked.status).toBe(200);
    expect((await logsOf(stack, p.id)).map((l) => l.schoolId)).toEqual([TWIN_B]);
    // The exact name, any case, resolves without a pick.
    const exact = await sender(stack)(p.handle, good({ school: 'CONTACTFORM STATE' }));
    expect(exact.status).toBe(200);
  });

  it('the honeypot: answered as sent, nothing stored or mailed', async () => {
    const p = await player(stack);
    const res = await sender(stack)(p.handle, good({ website: 'http://spam.test' }));
    expect(res.status).toBe(200);
    expect(res.html).toContain('role="status"');
    expect(await logsOf(stack, p.id)).toHaveLength(0);
    expect(await stack.db.select().from(outbox).where(eq(outbox.to, p.email))).toEqual([]);
  });

  it('too fast, forged, malformed or expired start times: 400 contactTooFast with a fresh start time', async () => {
    const p = await player(stack);
    const send = sender(stack);
    const now = await contactStartToken(stack.deps);
    const [at, sig] = (await contactStartToken(stack.deps, Date.now() - 10_000)).split('.');
    const forged = `${Number(at) - 60_000}.${sig}`;
    const other = `${at}.${'A'.repeat(43)}`;
    const expired = await contactStartToken(stack.deps, Date.now() - 25 * 60 * 60 * 1000);
    for (const token of [now, forged, other, expired, '', 'garbage', `${at}.${sig}x`]) {
      const res = await send(p.handle, good(), { token });
      expect(res.status, token).toBe(400);
      expect(res.html, token).toContain(msg.contactTooFast);
      const fresh = /name="started" value="([^"]+)"/.exec(res.html)?.[1];
      expect(fresh, token).toMatch(/^\d{13}\.[A-Za-z0-9_-]{43}$/);
      expect(fresh).not.toBe(token);
    }
    expect(await logsOf(stack, p.id)).toHaveLength(0);
  });

  it("the cached page's start time is its second's start: sent at once it is too fast, after the fill time it goes", async () => {
    const p = await player(stack);
    const html = await (await fetch(`${stack.url}/p/${p.handle}`)).text();
    const loaded = Date.now();
    const token = /name="started" value="([^"]+)"/.exec(html)![1]!;
    const at = Number(token.split('.')[0]);
    expect(at % CONTACT_TOKEN_BUCKET_MS).toBe(0);
    expect(at).toBeLessThanOrEqual(loaded);
    const send = sender(stack);
    const early = await send(p.handle, good(), { token });
    expect(early.status).toBe(400);
    expect(early.html).toContain(msg.contactTooFast);
    await new Promise((r) => setTimeout(r, Math.max(0, loaded + CONTACT_MIN_FILL_MS - Date.now())));
    const sent = await send(p.handle, good(), { token });
    expect(sent.status).toBe(200);
    expect(sent.html).toContain(msg.contactSent);
  });

  it("at the bucket's edges: a page served at its first or last millisecond refuses a post made at once and takes one made after the minimum fill time", async () => {
    const start = contactBucket(Date.now()) - 10 * CONTACT_TOKEN_BUCKET_MS;
    for (const served of [start, start + CONTACT_TOKEN_BUCKET_MS - 1]) {
      expect(contactBucket(served)).toBe(start);
      const token = await contactStartToken(stack.deps, contactBucket(served));
      expect(await checkContactStart(stack.deps, token, served)).toBe('tooFast');
      // A forger who only knew the bucket cannot sign it.
      expect(await checkContactStart(stack.deps, `${start}.${'A'.repeat(43)}`, served + CONTACT_MIN_FILL_MS)).toBe(
        'tooFast',
      );
      expect(await checkContactStart(stack.deps, token, served + CONTACT_MIN_FILL_MS)).toBe('ok');
    }
    // The next bucket's page carries the next start time.
    expect(contactBucket(start + CONTACT_TOKEN_BUCKET_MS)).toBe(start + CONTACT_TOKEN_BUCKET_MS);
  });

  it('rate limits: one message a minute per sender e-mail, per address, per profile a day (429)', async () => {
    const p = await player(stack);
    const email = `once-${Date.now()}@college.test`;
    expect((await sender(stack)(p.handle, good({ email }))).status).toBe(200);
    const second = await sender(stack)(p.handle, good({ email: email.toUpperCase() }));
    expect(second.status).toBe(429);
    expect(second.html).toContain(msg.contactRateLimited);
    expect(Number(second.headers.get('retry-after'))).toBeGreaterThan(0);

    const send = sender(stack);
    const statuses: number[] = [];
    for (let i = 0; i <= contactLimits.ip.max; i++) statuses.push((await send(p.handle, { name: '' })).status);
    expect(statuses.slice(0, contactLimits.ip.max).every((s) => s === 400)).toBe(true);
    expect(statuses.at(-1)).toBe(429);

    const q = await player(stack);
    for (let i = 0; i < contactLimits.profile.max; i++)
      await stack.deps.rateLimitStore.hit(`contact:profile:${q.id}`, contactLimits.profile.windowMs);
    const busy = await sender(stack)(q.handle, good());
    expect(busy.status).toBe(429);
    expect(busy.html).toContain(msg.contactProfileBusy);
    expect(await logsOf(stack, q.id)).toHaveLength(0);
  });
});

describe('parallel messages (PostgreSQL)', () => {
  let pg: TestStack;
  beforeAll(async () => {
    pg = await startTestStack({ postgres: true, env: { TRUST_PROXY: 'true' } });
    await setUp(pg);
  });
  afterAll(() => pg?.close());

  it('five parallel sends from one sender e-mail: exactly one accepted, one log', async () => {
    const p = await player(pg);
    const email = `burst-${Date.now()}@college.test`;
    const answers = await Promise.all(Array.from({ length: 5 }, () => sender(pg)(p.handle, good({ email }))));
    expect(statusCounts(answers)).toEqual({ 200: 1, 429: 4 });
    expect(await logsOf(pg, p.id)).toHaveLength(1);
  });

  it('parallel messages from different coaches of one new school: all accepted, one tracker row', async () => {
    const p = await player(pg);
    const answers = await Promise.all(Array.from({ length: 4 }, () => sender(pg)(p.handle, good())));
    expect(statusCounts(answers)).toEqual({ 200: 4 });
    expect(await logsOf(pg, p.id)).toHaveLength(4);
    const rows = await pg.db.select().from(schoolContactTracker).where(eq(schoolContactTracker.userId, p.id));
    expect(rows).toHaveLength(1);
    expect(await pg.db.select().from(contactActions).where(eq(contactActions.trackerId, rows[0]!.id))).toHaveLength(7);
  });
});

describe('with Redis configured but unreachable', () => {
  let down: TestStack;
  beforeAll(async () => {
    // Nothing listens on a just-freed port: the rate-limit store counts in process memory (0038).
    down = await startTestStack({ env: { TRUST_PROXY: 'true', REDIS_URL: `redis://127.0.0.1:${await freePort()}` } });
    await setUp(down);
  });
  afterAll(() => down?.close());

  it('the form still works, and parallel sends from one e-mail still give one message', async () => {
    const p = await player(down);
    const email = `noredis-${Date.now()}@college.test`;
    const answers = await Promise.all(Array.from({ length: 3 }, () => sender(down)(p.handle, good({ email }))));
    expect(statusCounts(answers)).toEqual({ 200: 1, 429: 2 });
    expect(await logsOf(down, p.id)).toHaveLength(1);
  });
});
