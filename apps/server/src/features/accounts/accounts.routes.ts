import type { Hono } from 'hono';
import { APIError } from 'better-auth/api';
import { endAllSessions, markEmailVerified } from './sessions.repo.ts';
import type { AppDeps } from '../../deps-types.ts';
import {
  confirmEmailSchema,
  confirmationMessages,
  resendConfirmationSchema,
  signUpResultSchema,
  forgotPasswordSchema,
  passwordMessages,
  meSchema,
  RESET_LINK_INVALID,
  resetLinkCheckSchema,
  resetLinkStateSchema,
  resetPasswordSchema,
  signInSchema,
  signUpSchema,
  signInProtectionMessages,
  unlockSignInSchema,
} from '@dugout/domain/accounts';
import { AppError, okResponseSchema } from '@dugout/domain/shared';
import type { AppBindings } from '../../http/context.ts';
import { defineRoute } from '../../http/route.ts';
import { emailInBody, rateLimit } from '../../http/rate-limit.ts';
import { createAccount, createUnconfirmedAccount, sendAlreadyRegisteredEmail } from './accounts.service.ts';
import {
  deleteResetLinks,
  endOtherSessionsAndResetLinks,
  findUserByEmail,
  findUserWithProfile,
  loadCurrentUser,
  resetLinkIsLive,
  resetLinkOwner,
  touchLastLogin,
} from './accounts.repo.ts';
import { runSignInHooks } from './sign-in-hooks.ts';
import type { FeatureWiring } from '../manifest-types.ts';
import { issueDeviceCookie, unlockTokenOwner } from './sign-in-device.ts';
import { signInLimit } from './sign-in-limit.ts';

const copyCookies = (from: Headers, c: { header: (k: string, v: string, o?: { append?: boolean }) => void }) => {
  for (const cookie of from.getSetCookie()) c.header('Set-Cookie', cookie, { append: true });
};

export const ACCOUNT_DISABLED = 'This account has been disabled. Please contact support.';
/**
 * Sign-up asks for a confirmed address only when the server can send mail (SMTP_URL); the local demo without it signs
 * in at once, since nobody could read the link (docs/decisions/0020-sign-up-confirmation.md).
 */
export const confirmsEmail = (deps: Pick<AppDeps, 'mailer'>) => deps.mailer.sender !== null;

/**
 * Forgot-password answers this long after a request came in, whatever the address: longer than a known address's two
 * commits take on a busy server (docs/decisions/0043-sign-in-device-cookies.md).
 */
export const FORGOT_ANSWER_MS = 250;

export function accountsRoutes(app: Hono<AppBindings>, wiring: FeatureWiring) {
  // Per client address and per account (the e-mail address asked about): http/rate-limit.ts. Sign-in counts a browser
  // with a device cookie for the account apart from strangers (sign-in-limit.ts, docs/decisions/0043-sign-in-device-cookies.md).
  const signInLimiter = signInLimit({ windowMs: 60_000, max: 10 });
  const unlockLimit = rateLimit({ name: 'sign-in-unlock', windowMs: 60_000, max: 10 });
  const forgotLimit = rateLimit({ name: 'forgot', windowMs: 60_000, max: 5, account: emailInBody });
  const resetLimit = rateLimit({ name: 'reset', windowMs: 60_000, max: 10 });
  const signUpLimit = rateLimit({ name: 'sign-up', windowMs: 60_000, max: 10, account: emailInBody });
  app.use('/api/session', signInLimiter);
  app.use('/api/session/unlock', unlockLimit);
  app.use('/api/password/forgot', forgotLimit);
  app.use('/api/password/reset', resetLimit);
  // Opening a reset link asks once; a guesser gets as few tries as the reset itself allows.
  const resetCheckLimit = rateLimit({ name: 'reset-check', windowMs: 60_000, max: 10 });
  app.use('/api/password/reset/check', resetCheckLimit);
  app.use('/api/account/sign-up', signUpLimit);
  // A resend sends at most 3 links an hour to one address, and 10 an hour from one client address.
  const resendLimit = rateLimit({ name: 'confirm-resend', windowMs: 60 * 60_000, max: 3, account: emailInBody });
  const resendIpLimit = rateLimit({ name: 'confirm-resend-ip', windowMs: 60 * 60_000, max: 10 });
  const confirmLimit = rateLimit({ name: 'confirm', windowMs: 60_000, max: 10 });
  app.use('/api/account/confirm-email/resend', resendIpLimit, resendLimit);
  app.use('/api/account/confirm-email', confirmLimit);

  defineRoute(
    app,
    {
      method: 'get',
      path: '/api/me',
      summary: 'The signed-in user, or null',
      tag: 'accounts',
      authorize: 'public',
      response: meSchema,
    },
    async ({ deps, actor }) => ({
      user: actor ? await loadCurrentUser(deps.db, actor.userId) : null,
    }),
  );

  defineRoute(
    app,
    {
      method: 'post',
      path: '/api/account/sign-up',
      tag: 'accounts',
      authorize: 'public',
      body: signUpSchema,
      response: signUpResultSchema,
      status: 202,
      summary:
        'Create a player, coach or organization administrator account: with mail, answers the same for a new and a taken address and e-mails a confirmation link; without mail, signs in (201)',
      statusOf: (r) => (r.status === 'signed_in' ? 201 : 202),
    },
    async ({ c, deps, body }) => {
      const input = {
        email: body.email,
        password: body.password,
        firstName: body.firstName,
        lastName: body.lastName,
        role: body.accountType,
        dateOfBirth: body.dateOfBirth,
      };
      if (!confirmsEmail(deps)) {
        const { userId, headers } = await createAccount(deps, { ...input, emailVerified: false }, c.req.raw.headers);
        if (headers) copyCookies(headers, c);
        await touchLastLogin(deps.db, userId);
        return { status: 'signed_in' as const, user: await loadCurrentUser(deps.db, userId) };
      }
      // Enumeration-safe (docs/decisions/0020-sign-up-confirmation.md): the same answer after the same work for a new
      // and a taken address — one lookup and one password hash — and never a session here. What differs (creating the
      // account and its confirmation e-mail, or the 'account exists' e-mail) runs after the answer.
      const existing = await findUserByEmail(deps.db, body.email);
      const passwordHash = await (await deps.auth.$context).password.hash(body.password);
      const alreadyRegistered = (email: string, name: string) => sendAlreadyRegisteredEmail(deps, { email, name });
      const after = existing
        ? alreadyRegistered(existing.email, existing.name)
        : createUnconfirmedAccount(deps, input, passwordHash).then((created) =>
            created ? undefined : alreadyRegistered(body.email, ''),
          );
      after.catch((err: unknown) => deps.logger.error({ err }, 'sign-up: the work after the answer failed'));
      return { status: 'confirm_email' as const };
    },
  );

  defineRoute(
    app,
    {
      method: 'post',
      path: '/api/account/confirm-email',
      summary: 'Follow the e-mailed confirmation link: confirms the address and signs in (once)',
      tag: 'accounts',
      authorize: 'public',
      body: confirmEmailSchema,
      response: meSchema,
    },
    async ({ c, deps, body }) => {
      const invalid = () =>
        new AppError('invalid_input', confirmationMessages.linkInvalid, { token: confirmationMessages.linkInvalid });
      let result;
      try {
        // better-auth checks the signed token (24 hours), marks the address confirmed and signs in — only while it was
        // unconfirmed, so a second use of the link signs nobody in.
        result = await deps.auth.api.verifyEmail({
          query: { token: body.token },
          headers: c.req.raw.headers,
          returnHeaders: true,
        });
      } catch (err) {
        if (err instanceof APIError) throw invalid();
        throw err;
      }
      if (
        !result.headers
          .getSetCookie()
          .some((cookie) => cookie.startsWith('dugout.session_token=') && !/Max-Age=0/i.test(cookie))
      )
        throw invalid();
      const payload = JSON.parse(Buffer.from(body.token.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
        userId?: string;
        email?: string;
      };
      const account = payload.email ? await findUserByEmail(deps.db, payload.email) : null;
      if (!account || account.disabled) {
        if (account) await endAllSessions(deps.db, account.id);
        throw account ? new AppError('forbidden', ACCOUNT_DISABLED) : invalid();
      }
      copyCookies(result.headers, c);
      await touchLastLogin(deps.db, account.id);
      await runSignInHooks(deps, wiring.signInHooks, account.id);
      return { user: await loadCurrentUser(deps.db, account.id) };
    },
  );

  defineRoute(
    app,
    {
      method: 'post',
      path: '/api/account/confirm-email/resend',
      summary: 'Send the confirmation link again (answers the same for every address; rate limited)',
      tag: 'accounts',
      authorize: 'public',
      body: resendConfirmationSchema,
      response: okResponseSchema,
    },
    async ({ deps, body }) => {
      // better-auth sends only to an existing, unconfirmed address and answers the same, no sooner than 500 ms, for all.
      if (confirmsEmail(deps)) await deps.auth.api.sendVerificationEmail({ body: { email: body.email } });
      return { ok: true as const };
    },
  );

  defineRoute(
    app,
    {
      method: 'post',
      path: '/api/session',
      summary: 'Sign in with e-mail and password',
      tag: 'accounts',
      authorize: 'public',
      body: signInSchema,
      response: meSchema,
    },
    async ({ c, deps, body }) => {
      // The password is checked first, for every address: a disabled account is only named to someone who knows its
      // password, so a wrong password answers the same (text and time) for unknown, disabled and active addresses.
      let result;
      try {
        result = await deps.auth.api.signInEmail({
          body: { email: body.email, password: body.password, rememberMe: body.rememberMe },
          headers: c.req.raw.headers,
          returnHeaders: true,
        });
      } catch (err) {
        if (err instanceof APIError) throw new AppError('unauthenticated', passwordMessages.loginFailed);
        throw err;
      }
      const userId = result.response.user.id;
      const account = await findUserByEmail(deps.db, body.email);
      if (!account || account.disabled) {
        await endAllSessions(deps.db, userId);
        throw new AppError('forbidden', ACCOUNT_DISABLED);
      }
      if (!account.emailVerified && confirmsEmail(deps)) {
        // Only someone who knows the password learns that the address waits for confirmation.
        await endAllSessions(deps.db, userId);
        throw new AppError('forbidden', confirmationMessages.notConfirmed, {
          email: confirmationMessages.notConfirmed,
        });
      }
      copyCookies(result.headers, c);
      // This browser keeps its own sign-in allowance for the account from now on.
      await issueDeviceCookie(c, deps, userId);
      await touchLastLogin(deps.db, userId);
      await runSignInHooks(deps, wiring.signInHooks, userId);
      return { user: await loadCurrentUser(deps.db, userId) };
    },
  );

  defineRoute(
    app,
    {
      method: 'post',
      path: '/api/session/unlock',
      summary:
        "Follow a locked account's e-mailed unlock link: this browser gets the account's device cookie, so it can sign in while strangers stay locked out",
      tag: 'accounts',
      authorize: 'public',
      body: unlockSignInSchema,
      response: okResponseSchema,
    },
    async ({ c, deps, body }) => {
      const invalid = new AppError('invalid_input', signInProtectionMessages.unlockInvalid, {
        token: signInProtectionMessages.unlockInvalid,
      });
      const userId = await unlockTokenOwner(deps, body.token);
      const account = userId ? (await findUserWithProfile(deps.db, userId))?.user : null;
      if (!account || account.disabled) throw invalid;
      await issueDeviceCookie(c, deps, account.id);
      return { ok: true as const };
    },
  );

  defineRoute(
    app,
    {
      method: 'delete',
      path: '/api/session',
      summary: 'Sign out',
      tag: 'accounts',
      authorize: 'public',
      response: okResponseSchema,
    },
    async ({ c, deps }) => {
      try {
        const result = await deps.auth.api.signOut({ headers: c.req.raw.headers, returnHeaders: true });
        copyCookies(result.headers, c);
      } catch (err) {
        if (!(err instanceof APIError)) throw err;
      }
      return { ok: true as const };
    },
  );

  defineRoute(
    app,
    {
      method: 'post',
      path: '/api/password/forgot',
      summary: 'Send a password reset e-mail (answers the same whether or not the address exists)',
      tag: 'accounts',
      authorize: 'public',
      body: forgotPasswordSchema,
      response: okResponseSchema,
    },
    async ({ deps, body }) => {
      // Nothing may tell whether the address has an account (docs/decisions/0043-sign-in-device-cookies.md): every
      // request answers FORGOT_ANSWER_MS after it came in. Within that time a known address has its older links
      // deleted (a newer link replaces them), a new token stored and its e-mail queued — two commits an unknown address
      // does not make — so the work is done before the answer and cannot slow the requests that follow either.
      const answerAt = performance.now() + FORGOT_ANSWER_MS;
      const user = await findUserByEmail(deps.db, body.email);
      if (user && !user.disabled) {
        await deleteResetLinks(deps.db, user.id);
        await deps.auth.api.requestPasswordReset({ body: { email: user.email, redirectTo: '/reset-password' } });
      }
      const wait = answerAt - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      return { ok: true as const };
    },
  );

  defineRoute(
    app,
    {
      method: 'post',
      path: '/api/password/reset/check',
      summary:
        'Whether a reset link still works (known, unused, not expired), asked when the reset page opens; uses nothing up',
      tag: 'accounts',
      authorize: 'public',
      body: resetLinkCheckSchema,
      response: resetLinkStateSchema,
    },
    async ({ deps, body }) => ({ valid: await resetLinkIsLive(deps.db, body.token, new Date()) }),
  );

  defineRoute(
    app,
    {
      method: 'post',
      path: '/api/password/reset',
      summary: 'Set a new password with a reset token (single use, 1 hour)',
      tag: 'accounts',
      authorize: 'public',
      body: resetPasswordSchema,
      response: okResponseSchema,
    },
    async ({ deps, body }) => {
      const userId = await resetLinkOwner(deps.db, body.token);
      try {
        // better-auth ends every session of the user (revokeSessionsOnPasswordReset) and uses up this token.
        await deps.auth.api.resetPassword({ body: { token: body.token, newPassword: body.password } });
      } catch (err) {
        if (err instanceof APIError)
          throw new AppError('invalid_input', RESET_LINK_INVALID, { token: RESET_LINK_INVALID });
        throw err;
      }
      if (userId) {
        await endOtherSessionsAndResetLinks(deps.db, userId);
        // The reset link was e-mailed, so the address is proven (and a password someone else chose at sign-up is gone).
        await markEmailVerified(deps.db, userId);
      }
      return { ok: true as const };
    },
  );
}
