import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { linkIn } from '../../test/smtp.ts';
import { startTestStack, type TestStack } from '../../test/test-app.ts';
import { verifications } from '../../db/schema/index.ts';

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(() => stack?.close());

const signUp = (c = stack.client(), email = 'new.player@example.test', password = 'first-pass-1') =>
  c
    .post('/api/account/sign-up', {
      accountType: 'player',
      firstName: 'Nia',
      lastName: 'Player',
      email,
      password,
      dateOfBirth: '2000-01-01',
    })
    .then((r) => ({ ...r, c }));

describe('accounts API', () => {
  it('signs up a player with a lower-cased e-mail; the e-mailed link confirms it and signs in', async () => {
    const res = await signUp(stack.client(), '  New.Player@Example.TEST ');
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ status: 'confirm_email' });
    const mail = await stack.smtp.waitFor('new.player@example.test', /Confirm your Dugout account/);
    const token = new URL(linkIn(mail, `${stack.url}/confirm-email?token=`)).searchParams.get('token')!;
    const confirmed = await res.c.post('/api/account/confirm-email', { token });
    expect(confirmed.body.user).toMatchObject({
      email: 'new.player@example.test',
      role: 'player',
      firstName: 'Nia',
      isCoach: false,
    });
    const me = await res.c.get('/api/me');
    expect(me.body.user.email).toBe('new.player@example.test');
  });

  it('a second sign-up with a taken e-mail (any case) answers the same, mails the owner and keeps the first account', async () => {
    const res = await signUp(stack.client(), 'NEW.PLAYER@example.test', 'other-pass-2');
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ status: 'confirm_email' });
    await stack.smtp.waitFor('new.player@example.test', /Your Dugout account already exists/);
    expect(
      (await stack.client().post('/api/session', { email: 'new.player@example.test', password: 'first-pass-1' }))
        .status,
    ).toBe(200);
    expect(
      (await stack.client().post('/api/session', { email: 'new.player@example.test', password: 'other-pass-2' }))
        .status,
    ).toBe(401);
  });

  it('refuses an admin sign-up and invalid input with the spec messages', async () => {
    const admin = await stack.client().post('/api/account/sign-up', {
      accountType: 'admin',
      firstName: 'A',
      lastName: 'B',
      email: 'a@b.test',
      password: 'secret-1',
    });
    expect(admin.status).toBe(400);
    const bad = await stack.client().post('/api/session', { email: 'not-an-email', password: '' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toEqual({ email: 'Invalid email address', password: 'Password is required' });
  });

  it('rejects a wrong password with the Login failed text', async () => {
    const res = await stack
      .client()
      .post('/api/session', { email: 'new.player@example.test', password: 'wrong-password' });
    expect(res.status).toBe(401);
    expect(res.body.error.message).toBe('Please check your credentials and try again.');
  });

  it('sends an httpOnly, SameSite=Lax session cookie; Remember me lasts 30 days, otherwise a browser-session cookie', async () => {
    const remembered = await stack.client().request('POST', '/api/session', {
      email: 'new.player@example.test',
      password: 'first-pass-1',
      rememberMe: true,
    });
    const cookie = remembered.headers.getSetCookie().find((c) => c.startsWith('dugout.session_token='))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Max-Age=2592000/);
    const session = await stack.client().request('POST', '/api/session', {
      email: 'new.player@example.test',
      password: 'first-pass-1',
      rememberMe: false,
    });
    const sessionCookie = session.headers.getSetCookie().find((c) => c.startsWith('dugout.session_token='))!;
    expect(sessionCookie).toMatch(/HttpOnly/i);
    expect(sessionCookie).not.toMatch(/Max-Age/i);
  });

  it('signs out: the session no longer works', async () => {
    const c = stack.client();
    await c.signIn('new.player@example.test', 'first-pass-1');
    const cookie = [...c.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    await c.delete('/api/session');
    const replay = await fetch(`${stack.url}/api/me`, { headers: { cookie } });
    expect(((await replay.json()) as { user: unknown }).user).toBeNull();
  });

  it('a session cookie works only as signed and while its session lives; a disabled account is signed out at once', async () => {
    const { createUser } = await import('../../test/factories.ts');
    const { sessions, users } = await import('../../db/schema/index.ts');
    const player = await createUser(stack, 'player');
    const cookie = [...player.client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const me = async (c: string) =>
      (
        (await (await fetch(`${stack.url}/api/me`, { headers: { cookie: c } })).json()) as {
          user: { email: string } | null;
        }
      ).user;
    expect((await me(cookie))?.email).toBe(player.email);
    // The token with another signature, or without one, is nobody.
    const token = decodeURIComponent(player.client.cookies.get('dugout.session_token')!).split('.')[0]!;
    expect(await me(`dugout.session_token=${encodeURIComponent(`${token}.${'A'.repeat(43)}=`)}`)).toBeNull();
    expect(await me(`dugout.session_token=${token}`)).toBeNull();
    // A disabled account counts as signed out on its next request.
    await stack.db.update(users).set({ disabled: true }).where(eq(users.id, player.id));
    expect(await me(cookie)).toBeNull();
    await stack.db.update(users).set({ disabled: false }).where(eq(users.id, player.id));
    expect((await me(cookie))?.email).toBe(player.email);
    // An expired session is over, whatever the cookie says.
    await stack.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, player.id));
    expect(await me(cookie)).toBeNull();
  });

  it('answers a reset request the same for unknown addresses and sends no mail', async () => {
    const before = stack.smtp.received.length;
    const res = await stack.client().post('/api/password/forgot', { email: 'nobody@example.test' });
    expect(res.status).toBe(200);
    await new Promise((r) => setTimeout(r, 300));
    expect(stack.smtp.received.length).toBe(before);
  });

  it('resets a password with the e-mailed link once; the token does not work twice; the old password fails', async () => {
    await stack.client().post('/api/password/forgot', { email: 'new.player@example.test' });
    const mail = await stack.smtp.waitFor('new.player@example.test', /Reset your Dugout password/);
    const link = linkIn(mail, `${stack.url}/reset-password?token=`);
    const token = new URL(link).searchParams.get('token')!;
    const ok = await stack
      .client()
      .post('/api/password/reset', { token, password: 'second-pass-2', confirmPassword: 'second-pass-2' });
    expect(ok.status).toBe(200);
    const again = await stack
      .client()
      .post('/api/password/reset', { token, password: 'third-pass-3', confirmPassword: 'third-pass-3' });
    expect(again.status).toBe(400);
    expect(
      (await stack.client().post('/api/session', { email: 'new.player@example.test', password: 'first-pass-1' }))
        .status,
    ).toBe(401);
    expect(
      (await stack.client().post('/api/session', { email: 'new.player@example.test', password: 'second-pass-2' }))
        .status,
    ).toBe(200);
  });

  it('checks a reset link without using it up: live until used, then invalid; made-up and expired links invalid', async () => {
    const check = (token: unknown) => stack.client().post('/api/password/reset/check', { token });
    await stack.client().post('/api/password/forgot', { email: 'new.player@example.test' });
    const mail = await stack.smtp.waitFor('new.player@example.test', /Reset your Dugout password/);
    const token = new URL(linkIn(mail, `${stack.url}/reset-password?token=`)).searchParams.get('token')!;
    expect((await check(token)).body).toEqual({ valid: true });
    // asking twice uses nothing up: the link still resets the password
    expect((await check(token)).body).toEqual({ valid: true });
    expect((await check('not-a-real-token')).body).toEqual({ valid: false });
    const empty = await check('');
    expect(empty.status).toBe(400);
    expect(empty.body.error.message).toBe('This reset link is invalid or has expired. Please request a new one.');
    const ok = await stack
      .client()
      .post('/api/password/reset', { token, password: 'checked-pass-5', confirmPassword: 'checked-pass-5' });
    expect(ok.status).toBe(200);
    expect((await check(token)).body).toEqual({ valid: false });

    await stack.client().post('/api/password/forgot', { email: 'new.player@example.test' });
    const next = await stack.smtp.waitFor('new.player@example.test', /Reset your Dugout password/);
    const late = new URL(linkIn(next, `${stack.url}/reset-password?token=`)).searchParams.get('token')!;
    expect((await check(late)).body).toEqual({ valid: true });
    await stack.db
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verifications.identifier, `reset-password:${late}`));
    expect((await check(late)).body).toEqual({ valid: false });
    // rate limited like the reset itself: a guesser gets 10 tries a minute
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await check(`guess-${i}`)).status);
    expect(statuses).toContain(429);
  });

  it('refuses a reset token after 1 hour', async () => {
    await stack.client().post('/api/password/forgot', { email: 'new.player@example.test' });
    const mail = await stack.smtp.waitFor('new.player@example.test', /Reset your Dugout password/);
    const token = new URL(linkIn(mail, `${stack.url}/reset-password?token=`)).searchParams.get('token')!;
    const rows = await stack.db
      .select()
      .from(verifications)
      .where(eq(verifications.identifier, `reset-password:${token}`));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.expiresAt.getTime() - Date.now()).toBeGreaterThan(59 * 60_000);
    expect(rows[0]!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(60 * 60_000);
    await stack.db
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verifications.id, rows[0]!.id));
    const res = await stack
      .client()
      .post('/api/password/reset', { token, password: 'late-pass-4', confirmPassword: 'late-pass-4' });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toMatch(/invalid or has expired/);
  });

  it('rate-limits sign-in attempts', async () => {
    const c = stack.client();
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++)
      statuses.push((await c.post('/api/session', { email: 'x@example.test', password: 'nope' })).status);
    expect(statuses).toContain(429);
  });
});
