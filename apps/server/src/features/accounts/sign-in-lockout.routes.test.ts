import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { signInProtectionMessages } from '@dugout/domain/accounts';
import { linkIn } from '../../test/smtp.ts';
import { HttpClient, startTestStack, type TestStack } from '../../test/test-app.ts';
import { createUser, TEST_PASSWORD } from '../../test/factories.ts';
import { outbox } from '../../db/schema/index.ts';
import { RATE_LIMITED } from '../../http/rate-limit.ts';
import { createApp } from '../../app.ts';
import { createAuth } from '../../services/auth/auth.ts';
import { unlockToken } from './sign-in-device.ts';

// Sign-in protection that a stranger cannot turn into a lockout (docs/decisions/0043-sign-in-device-cookies.md).
// TRUST_PROXY: each browser below comes from an address of its own (X-Forwarded-For), as an attacker's would.
let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack({ env: { TRUST_PROXY: 'true' } });
}, 60_000);
afterAll(() => stack?.close());

let address = 0;
const nextAddress = () => {
  address++;
  return `10.${Math.floor(address / 250)}.${address % 250}.9`;
};
/** A browser of its own (own cookies) at a client address of its own. */
const browser = () => new HttpClient(stack.url, { 'x-forwarded-for': nextAddress() });
const attempt = (c: HttpClient, email: string, password: string) => c.post('/api/session', { email, password });
/** Wrong passwords for `email`, each from a new browser at a new address. */
const strangers = async (email: string, n: number) => {
  const statuses: number[] = [];
  for (let i = 0; i < n; i++) statuses.push((await attempt(browser(), email, 'wrong-password')).status);
  return statuses;
};
const UNLOCK_SUBJECT = /Sign-in to your Dugout account is paused/;
const unlockRows = (email: string) =>
  stack.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.to, email), eq(outbox.kind, 'sign_in_unlock')));
const unlockMailsTo = (email: string) =>
  stack.smtp.received.filter((m) => m.to.includes(email) && UNLOCK_SUBJECT.test(m.subject));
const settle = () => new Promise((r) => setTimeout(r, 700));

describe('sign-in lockout (device cookies)', () => {
  it('a browser that signed in before still signs in while strangers have locked the account; a fresh one is refused', async () => {
    const owner = await createUser(stack, 'coach');
    const own = browser();
    const first = await attempt(own, owner.email, TEST_PASSWORD);
    expect(first.status).toBe(200);
    const cookie = first.headers.getSetCookie().find((c) => c.startsWith('dugout.device='));
    expect(cookie).toBeDefined();
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\/api\/session(;|$)/i);
    expect(cookie).toMatch(/Max-Age=31536000/);
    expect(cookie).not.toMatch(/Secure/i); // PUBLIC_URL is http here
    expect((await own.delete('/api/session')).status).toBe(200);
    expect(own.cookies.has('dugout.device')).toBe(true);

    // Twelve wrong passwords from twelve addresses: with the owner's sign-in, ten attempts are answered, then 429.
    expect(await strangers(owner.email, 12)).toEqual([...Array(9).fill(401), 429, 429, 429]);

    // The owner's own browser still signs in; a browser that never signed in is still refused (protection kept).
    const again = await attempt(own, owner.email, TEST_PASSWORD);
    expect(again.status).toBe(200);
    expect(again.body.user.email).toBe(owner.email);
    expect((await own.get('/api/me')).body.user.email).toBe(owner.email);
    const fresh = browser();
    const refused = await attempt(fresh, owner.email, TEST_PASSWORD);
    expect(refused.status).toBe(429);
    expect(refused.body.error.message).toBe(RATE_LIMITED);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await fresh.get('/api/me')).body.user).toBeNull();
  });

  it('e-mails the owner one unlock link per lockout; opening it lets that browser sign in', async () => {
    const owner = await createUser(stack, 'player');
    expect(await strangers(owner.email, 14)).toEqual([...Array(10).fill(401), 429, 429, 429, 429]);
    const mail = await stack.smtp.waitFor(owner.email, UNLOCK_SUBJECT);
    // Further refused attempts send nothing more.
    expect(await strangers(owner.email, 3)).toEqual([429, 429, 429]);
    await settle();
    expect(unlockMailsTo(owner.email)).toHaveLength(1);
    expect(await unlockRows(owner.email)).toHaveLength(1);

    const link = linkIn(mail, `${stack.url}/auth?unlock=`);
    const token = new URL(link).searchParams.get('unlock')!;
    const laptop = browser();
    expect((await attempt(laptop, owner.email, TEST_PASSWORD)).status).toBe(429);
    const opened = await laptop.post('/api/session/unlock', { token });
    expect(opened.status).toBe(200);
    expect(laptop.cookies.has('dugout.device')).toBe(true);
    const signedIn = await attempt(laptop, owner.email, TEST_PASSWORD);
    expect(signedIn.status).toBe(200);
    expect((await laptop.get('/api/me')).body.user.email).toBe(owner.email);
    // Strangers are still locked out.
    expect((await attempt(browser(), owner.email, TEST_PASSWORD)).status).toBe(429);
  });

  it('twenty refused attempts at once send exactly one unlock e-mail; an unknown address gets none', async () => {
    const owner = await createUser(stack, 'coach');
    const statuses = (
      await Promise.all(Array.from({ length: 20 }, () => attempt(browser(), owner.email, 'wrong-password')))
    ).map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
    await stack.smtp.waitFor(owner.email, UNLOCK_SUBJECT);
    await settle();
    expect(unlockMailsTo(owner.email)).toHaveLength(1);
    expect(await unlockRows(owner.email)).toHaveLength(1);

    const nobody = 'nobody-locked@example.test';
    expect((await strangers(nobody, 12)).slice(-2)).toEqual([429, 429]);
    await settle();
    expect(await unlockRows(nobody)).toHaveLength(0);
    expect(unlockMailsTo(nobody)).toHaveLength(0);
  });

  it('a forged, altered or other-account device cookie gives no allowance', async () => {
    const owner = await createUser(stack, 'coach');
    const other = await createUser(stack, 'player');
    const own = browser();
    await own.signIn(owner.email, TEST_PASSWORD);
    const otherBrowser = browser();
    await otherBrowser.signIn(other.email, TEST_PASSWORD);
    expect(await strangers(owner.email, 11)).toContain(429);

    // The other account's browser holds a valid device cookie, but not for this account.
    expect((await attempt(otherBrowser, owner.email, TEST_PASSWORD)).status).toBe(429);
    const value = own.cookies.get('dugout.device')!;
    const [user, nonce, issued, signature] = value.split('.') as [string, string, string, string];
    const otherValue = otherBrowser.cookies.get('dugout.device')!;
    const forgeries = [
      // The owner's entry with its signature altered.
      `${user}.${nonce}.${issued}.${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`,
      // The other account's signed entry relabelled with the owner's id.
      [user, ...otherValue.split('.').slice(1)].join('.'),
      // Signed for the owner, but with another device id or issue time.
      `${user}.${nonce.slice(0, -1)}x.${issued}.${signature}`,
      `${user}.${nonce}.${Number(issued) + 1}.${signature}`,
    ];
    for (const forged of forgeries) {
      const c = browser();
      c.cookies.set('dugout.device', forged);
      expect((await attempt(c, owner.email, TEST_PASSWORD)).status, forged).toBe(429);
    }
    // The real cookie, copied to another browser, still works: it is the allowance of that device.
    const copy = browser();
    copy.cookies.set('dugout.device', value);
    expect((await attempt(copy, owner.email, TEST_PASSWORD)).status).toBe(200);
  });

  it("a device's own allowance is limited too", async () => {
    const owner = await createUser(stack, 'player');
    const own = browser();
    await own.signIn(owner.email, TEST_PASSWORD);
    const device = own.cookies.get('dugout.device')!;
    const statuses: number[] = [];
    // Each attempt from another address, so only the device's own count can refuse it.
    for (let i = 0; i < 11; i++) {
      const c = browser();
      c.cookies.set('dugout.device', device);
      statuses.push((await attempt(c, owner.email, 'wrong-password')).status);
    }
    expect(statuses).toEqual([...Array(10).fill(401), 429]);
    // Those attempts did not lock the account for everyone else.
    expect((await attempt(browser(), owner.email, TEST_PASSWORD)).status).toBe(200);
  });

  it('a malformed address with a valid device cookie is refused 400 (never reaches the database)', async () => {
    const owner = await createUser(stack, 'player');
    const own = browser();
    await own.signIn(owner.email, TEST_PASSWORD);
    for (const email of [`${owner.email}\u0000`, 'not an address', owner.email.toUpperCase() + '\u0000x']) {
      const res = await attempt(own, email, TEST_PASSWORD);
      expect(res.status, JSON.stringify(email)).toBe(400);
    }
  });

  it('refuses an invalid, altered or expired unlock link with the message and sets no cookie', async () => {
    const owner = await createUser(stack, 'player');
    const good = await unlockToken(stack.deps, owner.id);
    const expired = await unlockToken(stack.deps, owner.id, Date.now() - 2 * 60 * 60_000);
    const [user, expires, signature] = good.split('.') as [string, string, string];
    for (const token of [
      'not-a-token',
      expired,
      `${user}.${Number(expires) + 3600}.${signature}`,
      `${Buffer.from('someone-else').toString('base64url')}.${expires}.${signature}`,
    ]) {
      const c = browser();
      const res = await c.post('/api/session/unlock', { token });
      expect(res.status, token).toBe(400);
      expect(res.body.error.message).toBe(signInProtectionMessages.unlockInvalid);
      expect(c.cookies.has('dugout.device')).toBe(false);
    }
    const c = browser();
    expect((await c.post('/api/session/unlock', { token: good })).status).toBe(200);
    expect(c.cookies.has('dugout.device')).toBe(true);
  });

  it('with an https PUBLIC_URL the device cookie is __Secure- and Secure, and it still gives its allowance', async () => {
    const publicUrl = 'https://dugout.example';
    const deps = { ...stack.deps, publicUrl };
    deps.auth = createAuth({
      db: stack.db,
      secret: 'test-secret-test-secret-test-secret-1234',
      baseURL: publicUrl,
      sendResetPassword: async () => {},
      sendConfirmEmail: async () => {},
    });
    const app = createApp(deps);
    const owner = await createUser(stack, 'coach');
    const signIn = (password: string, cookie?: string) =>
      app.request('/api/session', {
        method: 'POST',
        headers: {
          origin: publicUrl,
          'content-type': 'application/json',
          'x-forwarded-for': nextAddress(),
          ...(cookie ? { cookie } : {}),
        },
        body: JSON.stringify({ email: owner.email, password }),
      });
    const res = await signIn(TEST_PASSWORD);
    expect(res.status).toBe(200);
    const set = res.headers.getSetCookie().find((c) => c.startsWith('__Secure-dugout.device='))!;
    expect(set).toMatch(/;\s*Secure/i);
    expect(set).toMatch(/HttpOnly/i);
    const device = set.split(';')[0]!;
    for (let i = 0; i < 11; i++) await signIn('wrong-password');
    expect((await signIn(TEST_PASSWORD)).status).toBe(429);
    expect((await signIn(TEST_PASSWORD, device)).status).toBe(200);
    // The same value under the plain http name is not read over https.
    expect((await signIn(TEST_PASSWORD, device.replace('__Secure-', ''))).status).toBe(429);
  });
});
