import type { Hono } from 'hono';
import { APIError } from 'better-auth/api';
import { z } from 'zod';
import { AppError, forgotPasswordSchema, passwordMessages, meSchema, resetPasswordSchema, signInSchema, signUpSchema } from '@dugout/domain';
import type { AppBindings } from '../../http/context.ts';
import { defineRoute } from '../../http/route.ts';
import { rateLimit } from '../../http/rate-limit.ts';
import { createAccount } from './accounts.service.ts';
import { findUserByEmail, loadCurrentUser, touchLastLogin } from './accounts.repo.ts';
import { runSignInHooks } from './sign-in-hooks.ts';

const copyCookies = (from: Headers, c: { header: (k: string, v: string, o?: { append?: boolean }) => void }) => {
  for (const cookie of from.getSetCookie()) c.header('Set-Cookie', cookie, { append: true });
};

export const ACCOUNT_DISABLED = 'This account has been disabled. Please contact support.';
export const RESET_LINK_INVALID = 'This reset link is invalid or has expired. Please request a new one.';

export function accountsRoutes(app: Hono<AppBindings>) {
  const signInLimit = rateLimit({ name: 'sign-in', windowMs: 60_000, max: 10 });
  const forgotLimit = rateLimit({ name: 'forgot', windowMs: 60_000, max: 5 });
  const resetLimit = rateLimit({ name: 'reset', windowMs: 60_000, max: 10 });
  const signUpLimit = rateLimit({ name: 'sign-up', windowMs: 60_000, max: 10 });
  app.use('/api/session', async (c, next) => (c.req.method === 'POST' ? signInLimit(c, next) : next()));
  app.use('/api/password/forgot', forgotLimit);
  app.use('/api/password/reset', resetLimit);
  app.use('/api/account/sign-up', signUpLimit);

  defineRoute(app, { method: 'get', path: '/api/me', summary: 'The signed-in user, or null', tag: 'accounts', auth: false, response: meSchema }, async ({ deps, actor }) => ({
    user: actor ? await loadCurrentUser(deps.db, actor.userId) : null,
  }));

  defineRoute(
    app,
    { method: 'post', path: '/api/account/sign-up', summary: 'Create a player, coach or organization administrator account and sign in', tag: 'accounts', auth: false, body: signUpSchema, response: meSchema, status: 201 },
    async ({ c, deps, body }) => {
      const { userId, headers } = await createAccount(
        deps,
        { email: body.email, password: body.password, firstName: body.firstName, lastName: body.lastName, role: body.accountType },
        c.req.raw.headers,
      );
      if (headers) copyCookies(headers, c);
      await touchLastLogin(deps.db, userId);
      return { user: await loadCurrentUser(deps.db, userId) };
    },
  );

  defineRoute(
    app,
    { method: 'post', path: '/api/session', summary: 'Sign in with e-mail and password', tag: 'accounts', auth: false, body: signInSchema, response: meSchema },
    async ({ c, deps, body }) => {
      const existing = await findUserByEmail(deps.db, body.email);
      if (existing?.disabled) throw new AppError('forbidden', ACCOUNT_DISABLED);
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
      copyCookies(result.headers, c);
      const userId = result.response.user.id;
      await touchLastLogin(deps.db, userId);
      await runSignInHooks(deps, userId);
      return { user: await loadCurrentUser(deps.db, userId) };
    },
  );

  defineRoute(app, { method: 'delete', path: '/api/session', summary: 'Sign out', tag: 'accounts', auth: false }, async ({ c, deps }) => {
    try {
      const result = await deps.auth.api.signOut({ headers: c.req.raw.headers, returnHeaders: true });
      copyCookies(result.headers, c);
    } catch (err) {
      if (!(err instanceof APIError)) throw err;
    }
    return { ok: true };
  });

  defineRoute(
    app,
    { method: 'post', path: '/api/password/forgot', summary: 'Send a password reset e-mail (answers the same whether or not the address exists)', tag: 'accounts', auth: false, body: forgotPasswordSchema },
    async ({ deps, body }) => {
      const user = await findUserByEmail(deps.db, body.email);
      if (user && !user.disabled) await deps.auth.api.requestPasswordReset({ body: { email: body.email, redirectTo: '/reset-password' } });
      return { ok: true };
    },
  );

  defineRoute(
    app,
    { method: 'post', path: '/api/password/reset', summary: 'Set a new password with a reset token (single use, 1 hour)', tag: 'accounts', auth: false, body: resetPasswordSchema, response: z.object({ ok: z.literal(true) }) },
    async ({ deps, body }) => {
      try {
        await deps.auth.api.resetPassword({ body: { token: body.token, newPassword: body.password } });
      } catch (err) {
        if (err instanceof APIError) throw new AppError('invalid_input', RESET_LINK_INVALID, { token: RESET_LINK_INVALID });
        throw err;
      }
      return { ok: true as const };
    },
  );
}
