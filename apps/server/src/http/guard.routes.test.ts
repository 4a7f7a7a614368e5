import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import http from 'node:http';
import { eq, like } from 'drizzle-orm';
import { passwordMessages } from '@dugout/domain/accounts';
import { linkIn } from '../test/smtp.ts';
import { startTestStack, type TestStack } from '../test/test-app.ts';
import { createUser, TEST_PASSWORD } from '../test/factories.ts';
import { coachWithTeam } from '../test/team-factories.ts';
import { supportRequests, userProfiles, users, verifications } from '../db/schema/index.ts';
import { createApp } from '../app.ts';
import { createAuth } from '../services/auth/auth.ts';

let stack: TestStack;
beforeAll(async () => {
  // TRUST_PROXY: the tests play several client addresses through X-Forwarded-For.
  stack = await startTestStack({ env: { TRUST_PROXY: 'true' } });
}, 60_000);
afterAll(() => stack?.close());

const support = {
  subject: 'technical',
  message: 'Something is broken on my page.',
  userName: 'Ann',
  userEmail: 'ann@example.test',
};
const supportRows = async () => (await stack.db.select().from(supportRequests)).length;
let address = 0;
/** A fresh client address per call, so the per-address limits do not mix tests up. */
const fromNewAddress = () => ({ 'x-forwarded-for': `198.51.100.${++address}` });

describe('cross-site request forgery', () => {
  it('refuses a text/plain form post from another port of the same host and changes nothing', async () => {
    const user = await createUser(stack);
    const before = await supportRows();
    const evil = new URL(stack.url);
    evil.port = String(Number(evil.port) + 1);
    const cookie = [...user.client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const forged = await fetch(`${stack.url}/api/profile`, {
      method: 'PUT',
      headers: { origin: evil.origin, 'sec-fetch-site': 'same-site', 'content-type': 'text/plain', cookie },
      body: JSON.stringify({
        firstName: 'Hacked',
        lastName: 'Hacked',
        email: 'evil@example.test',
        phone: '5125550100',
        zipCode: '73301',
      }),
    });
    expect(forged.status).toBe(403);
    expect(((await forged.json()) as { error: { code: string } }).error.code).toBe('forbidden');
    const [profile] = await stack.db.select().from(userProfiles).where(eq(userProfiles.userId, user.id));
    expect(profile!.firstName).toBe('Test');
    const form = await fetch(`${stack.url}/api/support`, {
      method: 'POST',
      headers: { origin: evil.origin, 'content-type': 'text/plain' },
      body: JSON.stringify(support),
    });
    expect(form.status).toBe(403);
    expect(await supportRows()).toBe(before);
  });

  it('refuses a write with no Origin and no Sec-Fetch-Site, or Sec-Fetch-Site cross-site; accepts Sec-Fetch-Site same-origin', async () => {
    const json = { 'content-type': 'application/json', ...fromNewAddress() };
    const none = await fetch(`${stack.url}/api/support`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify(support),
    });
    expect(none.status).toBe(403);
    const cross = await fetch(`${stack.url}/api/support`, {
      method: 'POST',
      headers: { ...json, 'sec-fetch-site': 'cross-site' },
      body: JSON.stringify(support),
    });
    expect(cross.status).toBe(403);
    const same = await fetch(`${stack.url}/api/support`, {
      method: 'POST',
      headers: { ...json, 'sec-fetch-site': 'same-origin' },
      body: JSON.stringify(support),
    });
    expect(same.status).toBe(201);
  });

  it('refuses a same-origin write whose body is not JSON (415) before reading it', async () => {
    const before = await supportRows();
    const res = await stack
      .client()
      .request('POST', '/api/support', undefined, { headers: { 'content-type': 'text/plain', ...fromNewAddress() } });
    expect(res.status).toBe(415);
    expect(res.body.error.code).toBe('unsupported_media_type');
    expect(await supportRows()).toBe(before);
  });
});

describe('security headers', () => {
  it('sends a CSP without inline scripts that forbids framing, nosniff and a Referrer-Policy; no HSTS over http', async () => {
    for (const path of ['/api/me', '/some/screen']) {
      const res = await fetch(stack.url + path);
      const csp = res.headers.get('content-security-policy')!;
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toMatch(/script-src 'self'(;|$)/);
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('same-origin');
      expect(res.headers.get('strict-transport-security')).toBeNull();
    }
  });

  it('with an https PUBLIC_URL: HSTS on every answer and a Secure session cookie', async () => {
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
    const user = await createUser(stack);
    const res = await app.request('/api/session', {
      method: 'POST',
      headers: { origin: publicUrl, 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.9' },
      body: JSON.stringify({ email: user.email, password: TEST_PASSWORD }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
    const cookie = res.headers.getSetCookie().find((c) => c.includes('session_token'))!;
    expect(cookie).toMatch(/;\s*Secure/i);
    // Its origin check follows PUBLIC_URL too: the http origin of the same host is another site.
    const other = await app.request('/api/support', {
      method: 'POST',
      headers: { origin: 'http://dugout.example', 'content-type': 'application/json' },
      body: JSON.stringify(support),
    });
    expect(other.status).toBe(403);
  });
});

describe('request size', () => {
  it('answers 413 to a 200 MB JSON body from its Content-Length, before reading it, and stores nothing', async () => {
    const before = await supportRows();
    const rss = process.memoryUsage().rss;
    const started = Date.now();
    const { status, body } = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const url = new URL(`${stack.url}/api/support`);
      const req = http.request(
        {
          host: url.hostname,
          port: url.port,
          path: url.pathname,
          method: 'POST',
          headers: {
            origin: url.origin,
            'content-type': 'application/json',
            'content-length': String(200 * 1024 * 1024),
            ...fromNewAddress(),
          },
        },
        (res) => {
          let text = '';
          res.on('data', (c: Buffer) => (text += c));
          res.on('end', () => resolve({ status: res.statusCode!, body: text }));
        },
      );
      req.on('error', reject);
      req.write(`{"message":"${'x'.repeat(64 * 1024)}`);
    });
    expect(status).toBe(413);
    expect(JSON.parse(body).error.code).toBe('payload_too_large');
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(process.memoryUsage().rss - rss).toBeLessThan(100 * 1024 * 1024);
    expect(await supportRows()).toBe(before);
  });

  it('answers 413 to a chunked body that grows past the limit (no Content-Length)', async () => {
    const chunks = new ReadableStream({
      start(controller) {
        for (let i = 0; i < 24; i++) controller.enqueue(new TextEncoder().encode('x'.repeat(64 * 1024)));
        controller.close();
      },
    });
    const res = await fetch(`${stack.url}/api/support`, {
      method: 'POST',
      headers: { origin: new URL(stack.url).origin, 'content-type': 'application/json', ...fromNewAddress() },
      body: chunks,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
  });

  it('lets the player import (its own limit) take a body larger than 1 MB', async () => {
    const { coach, teamCode } = await coachWithTeam(stack);
    // The largest legitimate import: IMPORT_MAX_ROWS rows with long (allowed) names, addresses and schools.
    const players = Array.from({ length: 2000 }, (_, i) => ({
      firstName: `First${i}`.padEnd(80, 'f'),
      lastName: `Last${i}`.padEnd(80, 'x'),
      email: `p${i}@${'d'.repeat(60)}.${'e'.repeat(60)}.test`,
      primaryPosition: 'OF',
      graduationYear: 2030,
      highSchool: 'H'.repeat(120),
      zipCode: '73301-0001',
      heightInches: 72,
      weightLbs: 180,
      bats: 'Right',
      throws: 'Right',
    }));
    expect(JSON.stringify({ players }).length).toBeGreaterThan(1024 * 1024);
    const res = await coach.client.post(`/api/teams/${teamCode}/invites/import`, { players });
    expect(res.status).toBe(201);
    // every row was read; a new team has room for 20 (docs/decisions/0041-team-player-cap.md), the rest are refused by row
    expect(res.body.count).toBe(20);
    expect(res.body.refused).toHaveLength(1980);
  });
});

describe('sessions and reset links', () => {
  const forgot = (email: string) =>
    stack.client().request('POST', '/api/password/forgot', { email }, { headers: fromNewAddress() });
  const resetToken = async (email: string) =>
    new URL(
      linkIn(await stack.smtp.waitFor(email, /Reset your Dugout password/), `${stack.url}/reset-password?token=`),
    ).searchParams.get('token')!;
  const reset = (token: string, password: string) =>
    stack
      .client()
      .request(
        'POST',
        '/api/password/reset',
        { token, password, confirmPassword: password },
        { headers: fromNewAddress() },
      );

  it('a profile password change ends every other session and every outstanding reset link; this browser stays signed in', async () => {
    const user = await createUser(stack);
    const otherBrowser = stack.client();
    await otherBrowser.request(
      'POST',
      '/api/session',
      { email: user.email, password: TEST_PASSWORD },
      { headers: fromNewAddress() },
    );
    expect((await otherBrowser.get('/api/me')).body.user.id).toBe(user.id);
    await forgot(user.email);
    const token = await resetToken(user.email);
    const changed = await user.client.post('/api/profile/password', {
      currentPassword: TEST_PASSWORD,
      newPassword: 'changed-pass-1',
      confirmPassword: 'changed-pass-1',
    });
    expect(changed.status).toBe(200);
    expect((await otherBrowser.get('/api/me')).body.user).toBeNull();
    expect((await user.client.get('/api/me')).body.user.id).toBe(user.id);
    const used = await reset(token, 'attacker-pass-1');
    expect(used.status).toBe(400);
    expect(used.body.error.message).toMatch(/invalid or has expired/);
  });

  it('a newer reset link invalidates the older one; resetting ends every session', async () => {
    const user = await createUser(stack);
    await forgot(user.email);
    const first = await resetToken(user.email);
    await forgot(user.email);
    const second = await resetToken(user.email);
    expect(second).not.toBe(first);
    expect((await reset(first, 'new-pass-111')).status).toBe(400);
    expect((await reset(second, 'new-pass-222')).status).toBe(200);
    expect((await user.client.get('/api/me')).body.user).toBeNull();
    const left = await stack.db.select().from(verifications).where(like(verifications.identifier, 'reset-password:%'));
    expect(left.filter((v) => v.value === user.id)).toEqual([]);
  });
});

describe('account enumeration', () => {
  const signIn = (email: string, password: string) =>
    stack.client().request('POST', '/api/session', { email, password }, { headers: fromNewAddress() });

  it('a disabled account with a wrong password answers exactly like an unknown address; only its password reveals it is disabled', async () => {
    const user = await createUser(stack);
    await stack.db.update(users).set({ disabled: true }).where(eq(users.id, user.id));
    const disabledWrong = await signIn(user.email, 'wrong-password-1');
    const unknown = await signIn('nobody-here@example.test', 'wrong-password-1');
    expect(disabledWrong.status).toBe(401);
    expect(disabledWrong.body).toEqual(unknown.body);
    expect(unknown.body.error.message).toBe(passwordMessages.loginFailed);
    const disabledRight = await signIn(user.email, TEST_PASSWORD);
    expect(disabledRight.status).toBe(403);
    expect(
      disabledRight.headers.getSetCookie().some((c) => /session_token=[^;]+/.test(c) && !/Max-Age=0/i.test(c)),
    ).toBe(false);
  });

  it('forgot-password answers the same, in about the same time, for known and unknown addresses', async () => {
    const user = await createUser(stack);
    const time = async (email: string) => {
      const started = performance.now();
      const res = await forgotFrom(email);
      return { ms: performance.now() - started, res };
    };
    const forgotFrom = (email: string) =>
      stack.client().request('POST', '/api/password/forgot', { email }, { headers: fromNewAddress() });
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 4; i++) {
      const k = await time(user.email);
      const u = await time(`nobody-${i}@example.test`);
      expect(k.res.status).toBe(u.res.status);
      expect(k.res.body).toEqual(u.res.body);
      known.push(k.ms);
      unknown.push(u.ms);
    }
    const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    // Sending the e-mail happens after the answer, so a known address is not measurably slower.
    expect(Math.abs(median(known) - median(unknown))).toBeLessThan(Math.max(40, median(unknown)));
  });

  it('sign-up answers a taken and a new address the same (features/accounts/sign-up-confirmation.routes.test.ts has the timing)', async () => {
    const user = await createUser(stack);
    const signUp = (email: string) =>
      stack.client().request(
        'POST',
        '/api/account/sign-up',
        {
          accountType: 'player',
          firstName: 'A',
          lastName: 'B',
          email,
          password: 'some-pass-1',
          dateOfBirth: '2000-01-01',
        },
        { headers: fromNewAddress() },
      );
    const taken = await signUp(user.email);
    const fresh = await signUp(`fresh-${Date.now()}@example.test`);
    expect([taken.status, fresh.status]).toEqual([202, 202]);
    expect(taken.body).toEqual(fresh.body);
    expect([...taken.headers.getSetCookie(), ...fresh.headers.getSetCookie()]).toEqual([]);
  });
});

describe('rate limits per address and per account', () => {
  it('sign-in attempts on one account are limited even from many addresses', async () => {
    const user = await createUser(stack);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push(
        (
          await stack
            .client()
            .request(
              'POST',
              '/api/session',
              { email: user.email, password: 'wrong-guess-1' },
              { headers: fromNewAddress() },
            )
        ).status,
      );
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
    const other = await stack
      .client()
      .request(
        'POST',
        '/api/session',
        { email: 'someone-else@example.test', password: 'wrong-guess-1' },
        { headers: fromNewAddress() },
      );
    expect(other.status).toBe(401);
  });

  it('password change is limited per signed-in account (429 with Retry-After), across addresses', async () => {
    const user = await createUser(stack);
    const statuses: number[] = [];
    let last;
    for (let i = 0; i < 6; i++) {
      last = await user.client.request(
        'POST',
        '/api/profile/password',
        { currentPassword: 'not-it-1', newPassword: 'new-pass-1', confirmPassword: 'new-pass-1' },
        { headers: fromNewAddress() },
      );
      statuses.push(last.status);
    }
    expect(statuses.slice(0, 5).every((s) => s === 400)).toBe(true);
    expect(statuses[5]).toBe(429);
    expect(Number(last!.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('invite creation and sending are limited per coach; accepting one invite is limited per invitation', async () => {
    const { coach, teamCode } = await coachWithTeam(stack, 'Limit Hawks');
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      const res = await coach.client.request(
        'POST',
        `/api/teams/${teamCode}/invites`,
        {
          firstName: 'P',
          lastName: `N${i}`,
          email: `limit-${i}@example.test`,
          primaryPosition: 'OF',
          graduationYear: new Date().getFullYear() + 1,
        },
        { headers: fromNewAddress() },
      );
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 30).every((s) => s === 201)).toBe(true);
    expect(statuses[30]).toBe(429);
    const accepts: number[] = [];
    for (let i = 0; i < 11; i++)
      accepts.push(
        (
          await stack
            .client()
            .request(
              'POST',
              '/api/invites/accept',
              { token: 'not-a-real-invite-token', password: 'pass-word-1' },
              { headers: fromNewAddress() },
            )
        ).status,
      );
    expect(accepts[10]).toBe(429);
    expect(accepts.slice(0, 10).every((s) => s !== 429)).toBe(true);
  });
});
