import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { emailChangeMessages, profileMessages } from '@dugout/domain/profile';
import { emailChanges, outbox, sessions, users } from '../../db/schema/index.ts';
import { HttpClient, startTestStack, type TestStack } from '../../test/test-app.ts';
import { createUser, TEST_PASSWORD } from '../../test/factories.ts';
import { linkIn, type ReceivedMail } from '../../test/smtp.ts';
import { requestEmailChange } from './email-change.service.ts';

// Changing the sign-in e-mail address (docs/decisions/0039-email-change-confirmation.md): the current password, a
// link to the new address, a notice and a 7-day undo link to the old one. TRUST_PROXY: each client comes from an
// address of its own, so the per-address rate limits count each simulated browser apart.

let address = 0;
const ownAddress = () => {
  address += 1;
  return { 'x-forwarded-for': `10.9.${Math.floor(address / 250)}.${address % 250}` };
};

const personalInfo = (email: string, extra: Record<string, unknown> = {}) => ({
  firstName: 'Ann',
  lastName: 'Lee',
  email,
  phone: '555-0101',
  zipCode: '75201',
  city: 'Dallas',
  state: 'TX',
  ...extra,
});

async function signedInUser(stack: TestStack) {
  const user = await createUser(stack);
  Object.assign(user.client.defaultHeaders, ownAddress());
  return user;
}

/** Another browser holding the same session cookie (a stolen one). */
function thiefWith(stack: TestStack, victim: HttpClient) {
  const thief = new HttpClient(stack.url, ownAddress());
  for (const [k, v] of victim.cookies) thief.cookies.set(k, v);
  return thief;
}

const tokenOf = (mail: ReceivedMail, page: string, stack: TestStack) =>
  new URL(linkIn(mail, `${stack.url}/${page}?token=`)).searchParams.get('token')!;

const emailOf = async (stack: TestStack, userId: string) =>
  (await stack.db.select({ email: users.email }).from(users).where(eq(users.id, userId)))[0]!.email;

const signInStatus = async (stack: TestStack, email: string) =>
  (await new HttpClient(stack.url, ownAddress()).post('/api/session', { email, password: TEST_PASSWORD })).status;

const confirm = (stack: TestStack, token: string) =>
  new HttpClient(stack.url, ownAddress()).post('/api/profile/email-change/confirm', { token });
const undo = (stack: TestStack, token: string) =>
  new HttpClient(stack.url, ownAddress()).post('/api/profile/email-change/undo', { token });

const fresh = (label: string) => `${label}-${Math.random().toString(36).slice(2, 8)}@example.test`;

describe('changing the e-mail address (PGlite or TEST_DATABASE_URL)', () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startTestStack({ env: { TRUST_PROXY: 'true' } });
  });
  afterAll(() => stack?.close());

  it('a stolen session cookie alone cannot change the e-mail: no or a wrong current password is refused, nothing stored or sent', async () => {
    const victim = await signedInUser(stack);
    const thief = thiefWith(stack, victim.client);
    const attacker = fresh('attacker');

    const none = await thief.put('/api/profile', personalInfo(attacker));
    expect(none.status).toBe(400);
    expect(none.body.error.fields).toEqual({ currentPassword: emailChangeMessages.passwordRequired });
    const wrong = await thief.put('/api/profile', personalInfo(attacker, { currentPassword: 'guessed-wrong' }));
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.message).toBe(profileMessages.incorrectPassword);
    expect(wrong.body.error.fields).toEqual({ currentPassword: profileMessages.incorrectPassword });

    // better-auth's own endpoints are not mounted, so they cannot change the address around this flow.
    for (const [path, body] of [
      ['/api/auth/change-email', { newEmail: attacker }],
      ['/api/auth/update-user', { email: attacker }],
    ] as const) {
      const res = await thief.post(path, body);
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
    }

    expect(await emailOf(stack, victim.id)).toBe(victim.email);
    expect(await stack.db.select().from(emailChanges).where(eq(emailChanges.userId, victim.id))).toEqual([]);
    expect(await stack.db.select().from(outbox).where(eq(outbox.to, attacker))).toEqual([]);
    expect((await victim.client.get('/api/profile')).body).toMatchObject({ email: victim.email, pendingEmail: null });
  });

  it('with the password: nothing changes until the link to the new address is opened; undo from the old address restores it and signs out everywhere', async () => {
    const user = await signedInUser(stack);
    const secondBrowser = new HttpClient(stack.url, ownAddress());
    await secondBrowser.signIn(user.email, TEST_PASSWORD);
    const newEmail = fresh('new');

    const saved = await user.client.put(
      '/api/profile',
      personalInfo(newEmail.toUpperCase(), { currentPassword: TEST_PASSWORD, firstName: 'Annie' }),
    );
    expect(saved.status).toBe(200);
    // The answer and the database still hold the old address; the pending one is shown as what the database holds.
    expect(saved.body).toMatchObject({ email: user.email, firstName: 'Annie', pendingEmail: { email: newEmail } });
    expect(await emailOf(stack, user.id)).toBe(user.email);
    expect((await user.client.get('/api/profile')).body.pendingEmail.email).toBe(newEmail);
    expect(await signInStatus(stack, newEmail)).toBe(401);

    const link = await stack.smtp.waitFor(newEmail, /Confirm your new Dugout e-mail address/);
    const notice = await stack.smtp.waitFor(user.email, /A change of your Dugout e-mail address was requested/);
    expect(notice.text).toContain(newEmail);
    const token = tokenOf(link, 'confirm-email-change', stack);
    // Only the token's SHA-256 is stored.
    const [row] = await stack.db.select().from(emailChanges).where(eq(emailChanges.userId, user.id));
    expect(row).toMatchObject({ status: 'pending', oldEmail: user.email, newEmail });
    expect(row!.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(token);

    const confirmed = await confirm(stack, token);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toEqual({ email: newEmail });
    expect(await emailOf(stack, user.id)).toBe(newEmail);
    expect(await signInStatus(stack, newEmail)).toBe(200);
    expect(await signInStatus(stack, user.email)).toBe(401);
    expect((await user.client.get('/api/profile')).body).toMatchObject({ email: newEmail, pendingEmail: null });
    const reused = await confirm(stack, token);
    expect(reused.status).toBe(400);
    expect(reused.body.error.message).toBe(emailChangeMessages.linkUsed);

    // The old address is told, with an undo link; the new address asks for a reset link meanwhile (an attacker would).
    const changed = await stack.smtp.waitFor(user.email, /Your Dugout e-mail address was changed/);
    const undoToken = tokenOf(changed, 'undo-email-change', stack);
    await new HttpClient(stack.url, ownAddress()).post('/api/password/forgot', { email: newEmail });
    const resetToken = tokenOf(
      await stack.smtp.waitFor(newEmail, /Reset your Dugout password/),
      'reset-password',
      stack,
    );
    expect((await stack.db.select().from(sessions).where(eq(sessions.userId, user.id))).length).toBeGreaterThan(2);

    const undone = await undo(stack, undoToken);
    expect(undone.status).toBe(200);
    expect(undone.body).toEqual({ email: user.email });
    expect(await emailOf(stack, user.id)).toBe(user.email);
    // Every session of the account ended, the reset link sent to the new address with them.
    expect(await stack.db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
    expect((await user.client.get('/api/profile')).status).toBe(401);
    expect((await secondBrowser.get('/api/profile')).status).toBe(401);
    const reset = await new HttpClient(stack.url, ownAddress()).post('/api/password/reset', {
      token: resetToken,
      password: 'taken-over-1',
      confirmPassword: 'taken-over-1',
    });
    expect(reset.status).toBe(400);
    expect(await signInStatus(stack, user.email)).toBe(200);
    expect(await signInStatus(stack, newEmail)).toBe(401);
    const again = await undo(stack, undoToken);
    expect(again.status).toBe(400);
    expect(again.body.error.message).toBe(emailChangeMessages.linkUsed);
    // The owner can reset the password at the restored address.
    await new HttpClient(stack.url, ownAddress()).post('/api/password/forgot', { email: user.email });
    await stack.smtp.waitFor(user.email, /Reset your Dugout password/);
  });

  it("an intruder's second change cannot be undone back to them: the owner's undo voids every later undo link", async () => {
    const user = await signedInUser(stack);
    const move = async (to: string, from: string) => {
      await user.client.put('/api/profile', personalInfo(to, { currentPassword: TEST_PASSWORD }));
      const token = tokenOf(await stack.smtp.waitFor(to, /Confirm your new/), 'confirm-email-change', stack);
      expect((await confirm(stack, token)).status).toBe(200);
      return tokenOf(
        await stack.smtp.waitFor(from, /Your Dugout e-mail address was changed/),
        'undo-email-change',
        stack,
      );
    };
    const first = fresh('intruder-a');
    const second = fresh('intruder-b');
    const ownersUndo = await move(first, user.email);
    const intrudersUndo = await move(second, first);
    expect((await undo(stack, ownersUndo)).body).toEqual({ email: user.email });
    const back = await undo(stack, intrudersUndo);
    expect(back.status).toBe(400);
    expect(back.body.error.message).toBe(emailChangeMessages.undoExpired);
    expect(await emailOf(stack, user.id)).toBe(user.email);
  });

  it('a newer request replaces the older link; expired, unknown and malformed links are refused and change nothing', async () => {
    const user = await signedInUser(stack);
    const first = fresh('first');
    const second = fresh('second');
    for (const email of [first, second])
      expect(
        (await user.client.put('/api/profile', personalInfo(email, { currentPassword: TEST_PASSWORD }))).status,
      ).toBe(200);
    const firstToken = tokenOf(await stack.smtp.waitFor(first, /Confirm your new/), 'confirm-email-change', stack);
    const secondToken = tokenOf(await stack.smtp.waitFor(second, /Confirm your new/), 'confirm-email-change', stack);
    const pending = await stack.db
      .select()
      .from(emailChanges)
      .where(and(eq(emailChanges.userId, user.id), eq(emailChanges.status, 'pending')));
    expect(pending.map((p) => p.newEmail)).toEqual([second]);

    const replaced = await confirm(stack, firstToken);
    expect(replaced.status).toBe(400);
    expect(replaced.body.error.message).toBe(emailChangeMessages.linkReplaced);

    await stack.db
      .update(emailChanges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailChanges.id, pending[0]!.id));
    const expired = await confirm(stack, secondToken);
    expect(expired.status).toBe(400);
    expect(expired.body.error.message).toBe(emailChangeMessages.linkExpired);
    expect((await user.client.get('/api/profile')).body.pendingEmail).toBeNull();

    const unknown = await confirm(stack, 'not-a-real-token');
    expect(unknown.body.error.message).toBe(emailChangeMessages.linkInvalid);
    expect((await confirm(stack, '')).status).toBe(400);
    expect((await undo(stack, 'not-a-real-token')).status).toBe(400);
    expect(await emailOf(stack, user.id)).toBe(user.email);

    // An undo link works for 7 days only.
    const third = fresh('third');
    await user.client.put('/api/profile', personalInfo(third, { currentPassword: TEST_PASSWORD }));
    const thirdToken = tokenOf(await stack.smtp.waitFor(third, /Confirm your new/), 'confirm-email-change', stack);
    expect((await confirm(stack, thirdToken)).status).toBe(200);
    const undoToken = tokenOf(
      await stack.smtp.waitFor(user.email, /Your Dugout e-mail address was changed/),
      'undo-email-change',
      stack,
    );
    await stack.db
      .update(emailChanges)
      .set({ undoExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailChanges.newEmail, third));
    const late = await undo(stack, undoToken);
    expect(late.status).toBe(400);
    expect(late.body.error.message).toBe(emailChangeMessages.undoExpired);
    expect(await emailOf(stack, user.id)).toBe(third);
  });

  it('an address taken before the request is refused; one taken meanwhile answers 409 at the link and changes nothing', async () => {
    const user = await signedInUser(stack);
    const other = await createUser(stack);
    const before = await user.client.put('/api/profile', personalInfo(other.email, { currentPassword: TEST_PASSWORD }));
    expect(before.status).toBe(409);
    expect(before.body.error.message).toBe(profileMessages.emailTaken);

    const wanted = fresh('wanted');
    await user.client.put('/api/profile', personalInfo(wanted, { currentPassword: TEST_PASSWORD }));
    const token = tokenOf(await stack.smtp.waitFor(wanted, /Confirm your new/), 'confirm-email-change', stack);
    await createUser(stack, 'player', { email: wanted });
    const res = await confirm(stack, token);
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe(emailChangeMessages.addressTaken);
    expect(await emailOf(stack, user.id)).toBe(user.email);
    expect((await user.client.get('/api/profile')).body.pendingEmail.email).toBe(wanted);
  });

  it('guessing the current password through an e-mail change is rate limited per account (5 a minute)', async () => {
    const victim = await signedInUser(stack);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      // A new address each time: several stolen-cookie browsers, so only the per-account count can stop them.
      const thief = thiefWith(stack, victim.client);
      statuses.push(
        (await thief.put('/api/profile', personalInfo(fresh('guess'), { currentPassword: `guess-${i}` }))).status,
      );
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
    // A save that does not touch the address carries no password and is not counted.
    expect((await victim.client.put('/api/profile', personalInfo(victim.email))).status).toBe(200);
  });

  it('saving without a new e-mail needs no password; Cancel drops the pending change and its link', async () => {
    const user = await signedInUser(stack);
    const plain = await user.client.put('/api/profile', personalInfo(user.email, { firstName: 'Zed' }));
    expect(plain.status).toBe(200);
    expect(plain.body).toMatchObject({ firstName: 'Zed', email: user.email, pendingEmail: null });

    const later = fresh('later');
    await user.client.put('/api/profile', personalInfo(later, { currentPassword: TEST_PASSWORD }));
    const token = tokenOf(await stack.smtp.waitFor(later, /Confirm your new/), 'confirm-email-change', stack);
    const cancelled = await user.client.delete('/api/profile/email-change');
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.pendingEmail).toBeNull();
    expect((await confirm(stack, token)).body.error.message).toBe(emailChangeMessages.linkReplaced);
    expect(await emailOf(stack, user.id)).toBe(user.email);
  });
});

describe('changing the e-mail address under parallel requests (PostgreSQL)', () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startTestStack({ postgres: true, env: { TRUST_PROXY: 'true' } });
  });
  afterAll(() => stack?.close());

  it('20 openings of one link at once: exactly one applies it, one undo e-mail is sent', async () => {
    const user = await signedInUser(stack);
    const newEmail = fresh('race');
    await user.client.put('/api/profile', personalInfo(newEmail, { currentPassword: TEST_PASSWORD }));
    const token = tokenOf(await stack.smtp.waitFor(newEmail, /Confirm your new/), 'confirm-email-change', stack);

    const answers = await Promise.all(Array.from({ length: 20 }, () => confirm(stack, token)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    const losers = answers.filter((a) => a.status !== 200);
    expect(losers.map((a) => a.status)).toEqual(Array(19).fill(400));
    expect(new Set(losers.map((a) => a.body.error.message))).toEqual(new Set([emailChangeMessages.linkUsed]));
    expect(await emailOf(stack, user.id)).toBe(newEmail);

    await stack.smtp.waitFor(user.email, /Your Dugout e-mail address was changed/);
    const applied = await stack.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, user.email), eq(outbox.kind, 'email_change_applied')));
    expect(applied).toHaveLength(1);
    await new Promise((r) => setTimeout(r, 500));
    expect(stack.smtp.received.filter((m) => m.to.includes(user.email) && /was changed/.test(m.subject))).toHaveLength(
      1,
    );
  });

  it('5 requests of one account at once leave exactly one pending change; two accounts confirming one address: one wins, the other 409', async () => {
    const user = await signedInUser(stack);
    const wanted = Array.from({ length: 5 }, (_, i) => fresh(`many${i}`));
    const answers = await Promise.all(
      wanted.map((email) => user.client.put('/api/profile', personalInfo(email, { currentPassword: TEST_PASSWORD }))),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(5).fill(200));
    const rows = await stack.db.select().from(emailChanges).where(eq(emailChanges.userId, user.id));
    expect(rows.filter((r) => r.status === 'pending')).toHaveLength(1);
    expect(rows.filter((r) => r.status === 'replaced')).toHaveLength(4);

    // 20 more at once past the password check and its rate limit (the service itself): the user's row lock lines them
    // up, so each replaces the one before and none hits the one-pending index.
    const more = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        stack.db.transaction((tx) => requestEmailChange(stack.deps, tx, user.id, fresh(`more${i}`), new Date())),
      ),
    );
    expect(more.filter((r) => r.status === 'rejected')).toEqual([]);
    const after = await stack.db.select().from(emailChanges).where(eq(emailChanges.userId, user.id));
    expect(after.filter((r) => r.status === 'pending')).toHaveLength(1);
    expect(after.filter((r) => r.status === 'replaced')).toHaveLength(24);

    const shared = fresh('shared');
    const [a, b] = [await signedInUser(stack), await signedInUser(stack)];
    for (const u of [a, b])
      await u.client.put('/api/profile', personalInfo(shared, { currentPassword: TEST_PASSWORD }));
    const mails = [
      await stack.smtp.waitFor(shared, /Confirm your new/),
      await stack.smtp.waitFor(shared, /Confirm your new/),
    ];
    const results = await Promise.all(mails.map((m) => confirm(stack, tokenOf(m, 'confirm-email-change', stack))));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.status === 409)!.body.error.message).toBe(emailChangeMessages.addressTaken);
    const owners = await stack.db.select({ id: users.id }).from(users).where(eq(users.email, shared));
    expect(owners).toHaveLength(1);
  });
});

describe('changing the e-mail address without SMTP_URL (the local demo)', () => {
  it('applies once the password is verified, and keeps the undo link for the old address in the outbox', async () => {
    const local = await startTestStack({ env: { SMTP_URL: '' } });
    try {
      const user = await createUser(local);
      const newEmail = fresh('local');
      expect((await user.client.put('/api/profile', personalInfo(newEmail))).status).toBe(400);
      const res = await user.client.put('/api/profile', personalInfo(newEmail, { currentPassword: TEST_PASSWORD }));
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ email: newEmail, pendingEmail: null });
      expect(await emailOf(local, user.id)).toBe(newEmail);
      const kept = await local.db.select().from(outbox).where(eq(outbox.to, user.email));
      expect(kept.map((m) => [m.kind, m.status])).toEqual([['email_change_applied', 'kept']]);
      expect(kept[0]!.text).toContain(`${local.url}/undo-email-change?token=`);
    } finally {
      await local.close();
    }
  });
});
