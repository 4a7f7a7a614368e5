import { APIError, createEmailVerificationToken } from 'better-auth/api';
import { isCoachActor, type AccountRole } from '@dugout/domain/access';
import { AppError } from '@dugout/domain/shared';
import type { userProfiles } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps-types.ts';
import { renderMail } from '../../services/mail/mailer.ts';
import { deleteUser, findUserByEmail, insertUserProfile, markEmailVerified } from './accounts.repo.ts';
import type { DbOrTx } from '../../db/client.ts';
import { CONFIRM_TOKEN_SECONDS } from '../../services/auth/auth.ts';
import { UNLOCK_LINK_SECONDS, unlockToken } from './sign-in-device.ts';
import { recordDateOfBirth } from '../families/index.ts';

export interface NewAccount {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  role: AccountRole;
  profile?: Partial<typeof userProfiles.$inferInsert>;
  /**
   * Whether the address counts as proven (default true: demo and seed accounts, an accepted invite whose link was
   * e-mailed). A self sign-up passes false until its confirmation link is followed (docs/decisions/0020-sign-up-confirmation.md).
   */
  emailVerified?: boolean;
  /** A player's date of birth, YYYY-MM-DD (docs/decisions/0060-families.md). */
  dateOfBirth?: string;
}

export const EMAIL_TAKEN = 'An account with this email already exists. Please sign in instead.';

/**
 * Creates an account (better-auth: user + hashed password) and its user_profiles row. If the profile cannot be
 * written the account is removed again, so nothing is half done. Returns the user id and, when `headers` were given,
 * better-auth's response headers (the session cookie).
 */
export async function createAccount(deps: Pick<AppDeps, 'auth' | 'db'>, input: NewAccount, headers?: Headers) {
  const email = input.email.trim().toLowerCase();
  let result;
  try {
    result = await deps.auth.api.signUpEmail({
      body: { email, password: input.password, name: `${input.firstName} ${input.lastName}`.trim(), role: input.role },
      headers: headers ?? new Headers(),
      returnHeaders: true,
    });
  } catch (err) {
    if (
      err instanceof APIError &&
      (/already exists/i.test(err.message ?? '') || err.body?.code === 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL')
    ) {
      // Hash the password anyway, so a taken address answers no faster than a new one (the hash is most of the work).
      await (await deps.auth.$context).password.hash(input.password);
      throw new AppError('conflict', EMAIL_TAKEN, { email: EMAIL_TAKEN });
    }
    throw err;
  }
  const userId = result.response.user.id;
  try {
    await insertUserProfile(deps.db, {
      userId,
      email,
      firstName: input.firstName,
      lastName: input.lastName,
      isCoach: isCoachActor({ role: input.role, isCoach: false }),
      ...input.profile,
    });
    if (input.emailVerified !== false) await markEmailVerified(deps.db, userId);
    if (input.dateOfBirth) await recordDateOfBirth(deps.db, userId, input.dateOfBirth);
  } catch (err) {
    await deleteUser(deps.db, userId);
    throw err;
  }
  return { userId, headers: result.headers };
}

/**
 * A self sign-up when the server can send mail (docs/decisions/0020-sign-up-confirmation.md): the user (unconfirmed)
 * with the password hash the route already made, its profile and its confirmation e-mail; no session. Runs after the
 * answer. Returns false when the address was taken meanwhile (two sign-ups at once) and nothing was created.
 */
export async function createUnconfirmedAccount(
  deps: Pick<AppDeps, 'auth' | 'db' | 'mailer' | 'publicUrl'>,
  input: Omit<NewAccount, 'password' | 'profile' | 'emailVerified'>,
  passwordHash: string,
) {
  const ctx = await deps.auth.$context;
  const email = input.email.trim().toLowerCase();
  const name = `${input.firstName} ${input.lastName}`.trim();
  let userId: string;
  try {
    const created = await ctx.internalAdapter.createUser(
      { email, name, role: input.role, emailVerified: false },
      { method: 'email-password' },
    );
    userId = created.id;
  } catch (err) {
    if (await findUserByEmail(deps.db, email)) return false;
    throw err;
  }
  try {
    await ctx.internalAdapter.linkAccount({
      userId,
      providerId: 'credential',
      accountId: userId,
      password: passwordHash,
    });
    await insertUserProfile(deps.db, {
      userId,
      email,
      firstName: input.firstName,
      lastName: input.lastName,
      isCoach: isCoachActor({ role: input.role, isCoach: false }),
    });
    if (input.dateOfBirth) await recordDateOfBirth(deps.db, userId, input.dateOfBirth);
  } catch (err) {
    await deleteUser(deps.db, userId);
    throw err;
  }
  const token = await createEmailVerificationToken(ctx.secret, email, undefined, CONFIRM_TOKEN_SECONDS, { userId });
  await sendConfirmEmail(deps, { email, name, token });
  return true;
}

export async function sendResetEmail(
  deps: Pick<AppDeps, 'mailer' | 'publicUrl'>,
  data: { email: string; name: string; token: string },
) {
  const url = `${deps.publicUrl}/reset-password?token=${encodeURIComponent(data.token)}`;
  const { text, html } = renderMail({
    heading: 'Reset your Dugout password',
    paragraphs: [
      `Hi ${data.name || 'there'},`,
      'We received a request to reset your password. The link below works once and expires in 1 hour.',
      'If you did not ask for this, you can ignore this e-mail: your password stays the same.',
    ],
    action: { label: 'Reset password', url },
  });
  // Queued in the outbox and sent after this request (services/mail): the answer never waits for SMTP.
  await deps.mailer.send({ to: data.email, subject: 'Reset your Dugout password', text, html, kind: 'password_reset' });
}

/** A new account's confirmation e-mail: its link (single use, 24 hours) confirms the address and signs in. */
export async function sendConfirmEmail(
  deps: Pick<AppDeps, 'db' | 'mailer' | 'publicUrl'>,
  data: { email: string; name: string; token: string },
  db: DbOrTx = deps.db,
) {
  const url = `${deps.publicUrl}/confirm-email?token=${encodeURIComponent(data.token)}`;
  const { text, html } = renderMail({
    heading: 'Confirm your Dugout account',
    paragraphs: [
      `Hi ${data.name || 'there'},`,
      `Follow the link below to confirm your e-mail address and sign in to your new Dugout account. It works once and expires in ${CONFIRM_TOKEN_SECONDS / 3600} hours.`,
      'If you did not sign up for Dugout, you can ignore this e-mail: no account is used until the address is confirmed.',
    ],
    action: { label: 'Confirm and sign in', url },
  });
  await deps.mailer.enqueue(db, {
    to: data.email,
    subject: 'Confirm your Dugout account',
    text,
    html,
    kind: 'sign_up_confirmation',
  });
  deps.mailer.kick();
}

/** Sent instead of a confirmation when someone signs up with an address that already has an account. */
export async function sendAlreadyRegisteredEmail(
  deps: Pick<AppDeps, 'mailer' | 'publicUrl'>,
  data: { email: string; name: string },
) {
  const { text, html } = renderMail({
    heading: 'Someone tried to create a Dugout account with your e-mail',
    paragraphs: [
      `Hi ${data.name || 'there'},`,
      'Someone (perhaps you) just tried to create a new Dugout account with this e-mail address. You already have an account, so no new one was created.',
      `To use your account, sign in at ${deps.publicUrl}/auth. If you forgot your password, choose "Forgot password?" there or use the link below to get a reset link.`,
      'If this was not you, you can ignore this e-mail: your account and password are unchanged.',
    ],
    action: { label: 'Sign in or reset your password', url: `${deps.publicUrl}/auth` },
  });
  await deps.mailer.send({
    to: data.email,
    subject: 'Your Dugout account already exists',
    text,
    html,
    kind: 'sign_up_existing',
  });
}

/**
 * The unlock e-mail of a locked account (docs/decisions/0043-sign-in-device-cookies.md): its link lets the browser
 * that opens it sign in again while strangers stay locked out. Nothing is sent for an unknown or disabled address.
 */
export async function sendUnlockEmail(deps: Pick<AppDeps, 'auth' | 'db' | 'mailer' | 'publicUrl'>, email: string) {
  const account = await findUserByEmail(deps.db, email);
  if (!account || account.disabled) return;
  const url = `${deps.publicUrl}/auth?unlock=${encodeURIComponent(await unlockToken(deps, account.id))}`;
  const { text, html } = renderMail({
    heading: 'Sign-in to your Dugout account is paused',
    paragraphs: [
      `Hi ${account.name || 'there'},`,
      'Someone just tried to sign in to your Dugout account with a wrong password many times, so we paused sign-in to it from browsers it has not been used in before.',
      `If that was you, or you cannot sign in now, open the link below in the browser you want to use: that browser can then sign in with your password again. The link works for ${UNLOCK_LINK_SECONDS / 60} minutes.`,
      'Browsers you have signed in with before can still sign in. If it was not you, your account is safe while your password stays secret; you can choose a new one with "Forgot password?" on the sign-in page.',
    ],
    action: { label: 'Let this browser sign in', url },
  });
  await deps.mailer.send({
    to: account.email,
    subject: 'Sign-in to your Dugout account is paused',
    text,
    html,
    kind: 'sign_in_unlock',
  });
}
