import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { confirmationMessages } from '@dugout/domain/accounts';
import { linkIn } from '../../test/smtp.ts';
import { startTestStack, type TestStack } from '../../test/test-app.ts';
import { createUser, TEST_PASSWORD } from '../../test/factories.ts';
import { sessions, users } from '../../db/schema/index.ts';

// Enumeration-safe sign-up (docs/decisions/0020-sign-up-confirmation.md). TRUST_PROXY: each call comes from its own
// client address, so the per-address rate limits do not mix the cases up.
let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack({ env: { TRUST_PROXY: 'true' } });
}, 60_000);
afterAll(() => stack?.close());

let address = 0;
const fromNewAddress = () => {
  address++;
  return { 'x-forwarded-for': `10.${Math.floor(address / 250)}.${address % 250}.7` };
};
/** A raw fetch, so the answers can be compared byte for byte. */
const signUp = async (email: string, accountType = 'player', password = 'first-pass-1') => {
  const res = await fetch(`${stack.url}/api/account/sign-up`, {
    method: 'POST',
    headers: { origin: stack.url, 'content-type': 'application/json', ...fromNewAddress() },
    body: JSON.stringify({
      accountType,
      firstName: 'Nia',
      lastName: 'New',
      email,
      password,
      dateOfBirth: '2000-01-01',
    }),
  });
  return { status: res.status, headers: res.headers, text: await res.text() };
};
const signIn = (email: string, password: string) =>
  stack.client().request('POST', '/api/session', { email, password }, { headers: fromNewAddress() });
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

describe('sign-up with mail (SMTP_URL set)', () => {
  it('answers a new and a taken address byte for byte the same (202, no cookie) and mails each its own message', async () => {
    const taken = await createUser(stack, 'player', { firstName: 'Tess' });
    const fresh = await signUp('Brand.New@Example.test ');
    const again = await signUp(taken.email.toUpperCase(), 'coach', 'other-pass-2');
    for (const res of [fresh, again]) {
      expect(res.status).toBe(202);
      expect(res.headers.getSetCookie()).toEqual([]);
    }
    expect(fresh.text).toBe(again.text);
    expect(JSON.parse(fresh.text)).toEqual({ status: 'confirm_email' });

    const confirm = await stack.smtp.waitFor('brand.new@example.test', /Confirm your Dugout account/);
    expect(confirm.text).toContain(`${stack.url}/confirm-email?token=`);
    const exists = await stack.smtp.waitFor(taken.email, /Your Dugout account already exists/);
    expect(exists.text).toContain(`${stack.url}/auth`);
    expect(exists.text).toMatch(/Forgot password/);
    // The taken account keeps its password; the new one exists but is not confirmed and has no session.
    expect((await signIn(taken.email, TEST_PASSWORD)).status).toBe(200);
    const [row] = await stack.db.select().from(users).where(eq(users.email, 'brand.new@example.test'));
    expect(row!.emailVerified).toBe(false);
    expect(await stack.db.select().from(sessions).where(eq(sessions.userId, row!.id))).toEqual([]);
  });

  it('takes about the same time for a new and a taken address (medians of 10 each)', async () => {
    const taken = await createUser(stack);
    const newMs: number[] = [];
    const takenMs: number[] = [];
    for (let i = 0; i < 10; i++) {
      let t = performance.now();
      expect((await signUp(`timing-${i}-${Date.now()}@example.test`)).status).toBe(202);
      newMs.push(performance.now() - t);
      t = performance.now();
      expect((await signUp(taken.email)).status).toBe(202);
      takenMs.push(performance.now() - t);
    }
    const [a, b] = [median(newMs), median(takenMs)];
    console.info(`sign-up median: new address ${a.toFixed(1)} ms, taken address ${b.toFixed(1)} ms`);
    // Both hash the password (most of the work); the new address also writes a few rows.
    expect(Math.abs(a - b)).toBeLessThan(Math.max(50, 0.25 * Math.max(a, b)));
  }, 60_000);

  it('refuses sign-in before confirmation with the message (right password only); the link signs in once', async () => {
    expect((await signUp('coach.confirm@example.test', 'coach', 'coach-pass-1')).status).toBe(202);
    const mail = await stack.smtp.waitFor('coach.confirm@example.test', /Confirm your Dugout account/);

    const wrong = await signIn('coach.confirm@example.test', 'not-the-password');
    const unknown = await signIn('nobody-here@example.test', 'not-the-password');
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    const early = await signIn('coach.confirm@example.test', 'coach-pass-1');
    expect(early.status).toBe(403);
    expect(early.body.error.message).toBe(confirmationMessages.notConfirmed);
    expect(early.headers.getSetCookie()).toEqual([]);

    const token = new URL(linkIn(mail, `${stack.url}/confirm-email?token=`)).searchParams.get('token')!;
    const c = stack.client();
    const confirmed = await c.post('/api/account/confirm-email', { token });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.user).toMatchObject({ email: 'coach.confirm@example.test', role: 'coach' });
    expect((await c.get('/api/me')).body.user.email).toBe('coach.confirm@example.test');
    expect((await signIn('coach.confirm@example.test', 'coach-pass-1')).status).toBe(200);

    const twice = await stack.client().post('/api/account/confirm-email', { token });
    expect(twice.status).toBe(400);
    expect(twice.body.error.message).toBe(confirmationMessages.linkInvalid);
    const forged = await stack.client().post('/api/account/confirm-email', { token: `${token.slice(0, -3)}abc` });
    expect(forged.status).toBe(400);
  });

  it('sends the link again on request (same answer for any address), at most 3 an hour per address', async () => {
    expect((await signUp('resend.me@example.test')).status).toBe(202);
    await stack.smtp.waitFor('resend.me@example.test', /Confirm your Dugout account/);
    const resend = (email: string) =>
      stack.client().request('POST', '/api/account/confirm-email/resend', { email }, { headers: fromNewAddress() });
    const known = await resend('resend.me@example.test');
    const unknown = await resend('not-signed-up@example.test');
    expect(known.status).toBe(200);
    expect(known.body).toEqual(unknown.body);
    const mail = await stack.smtp.waitFor('resend.me@example.test', /Confirm your Dugout account/);
    expect((await resend('resend.me@example.test')).status).toBe(200);
    expect((await resend('resend.me@example.test')).status).toBe(200);
    expect((await resend('resend.me@example.test')).status).toBe(429);
    // The resent link works.
    const token = new URL(linkIn(mail, `${stack.url}/confirm-email?token=`)).searchParams.get('token')!;
    expect((await stack.client().post('/api/account/confirm-email', { token })).status).toBe(200);
  });

  it('a reset link proves the address: an unconfirmed account can then sign in with its new password', async () => {
    expect((await signUp('reset.first@example.test')).status).toBe(202);
    // The account is created after the 202 (enumeration-safe sign-up); its confirmation mail says it exists.
    await stack.smtp.waitFor('reset.first@example.test', /Confirm your Dugout account/);
    const forgot = await stack
      .client()
      .request('POST', '/api/password/forgot', { email: 'reset.first@example.test' }, { headers: fromNewAddress() });
    expect(forgot.status).toBe(200);
    const mail = await stack.smtp.waitFor('reset.first@example.test', /Reset your Dugout password/);
    const token = new URL(linkIn(mail, `${stack.url}/reset-password?token=`)).searchParams.get('token')!;
    expect(
      (
        await stack
          .client()
          .post('/api/password/reset', { token, password: 'chosen-pass-9', confirmPassword: 'chosen-pass-9' })
      ).status,
    ).toBe(200);
    expect((await signIn('reset.first@example.test', 'chosen-pass-9')).status).toBe(200);
  });
});

describe('sign-up without mail (no SMTP_URL: the local demo)', () => {
  it('creates the account and signs in at once (201), and a taken address is refused', async () => {
    const local = await startTestStack({ env: { SMTP_URL: '' } });
    try {
      const c = local.client();
      const res = await c.post('/api/account/sign-up', {
        accountType: 'coach',
        firstName: 'Lo',
        lastName: 'Cal',
        email: 'local@example.test',
        password: 'local-pass-1',
      });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ status: 'signed_in', user: { email: 'local@example.test', role: 'coach' } });
      expect((await c.get('/api/me')).body.user.email).toBe('local@example.test');
      expect(
        (await local.client().post('/api/session', { email: 'local@example.test', password: 'local-pass-1' })).status,
      ).toBe(200);
      const taken = await local.client().post('/api/account/sign-up', {
        accountType: 'player',
        firstName: 'Lo',
        lastName: 'Cal',
        email: 'LOCAL@example.test',
        password: 'other-pass-2',
        dateOfBirth: '2000-01-01',
      });
      expect(taken.status).toBe(409);
      expect(taken.headers.getSetCookie()).toEqual([]);
    } finally {
      await local.close();
    }
  }, 60_000);
});
