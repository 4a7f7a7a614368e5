import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import type { Db } from '../../db/client.ts';
import { loggableError, type Logger } from '../../logger.ts';
import * as schema from '../../db/schema/index.ts';

export const RESET_TOKEN_SECONDS = 60 * 60;
export const REMEMBER_ME_SECONDS = 60 * 60 * 24 * 30;
/** How long a sign-up confirmation link works (docs/decisions/0020-sign-up-confirmation.md). */
export const CONFIRM_TOKEN_SECONDS = 60 * 60 * 24;

export interface AuthOptions {
  db: Db;
  /** Where better-auth's own log lines go: our logger, with errors cut as a 500's are (never query parameters). */
  logger?: Logger;
  secret: string;
  baseURL: string;
  sendResetPassword: (data: { email: string; name: string; token: string }) => Promise<void>;
  /** The confirmation e-mail of a new account (a resend: features/accounts). */
  sendConfirmEmail: (data: { email: string; name: string; token: string }) => Promise<void>;
}

/**
 * better-auth: e-mail/password accounts, database sessions and single-use reset tokens (docs/decisions/0002-sessions-and-reset-links.md).
 * Passwords are hashed with scrypt (memory-hard). Its HTTP endpoints are not mounted: our own routes call
 * `auth.api.*` so that every input is validated by the domain's schemas and every message is the spec's.
 */
/** Better Auth's cookie names start with this: the session cookie is `dugout.session_token` (`__Secure-` first over https). */
export const AUTH_COOKIE_PREFIX = 'dugout';

export function createAuth(opts: AuthOptions) {
  return betterAuth({
    secret: opts.secret,
    baseURL: opts.baseURL,
    trustedOrigins: [opts.baseURL],
    database: drizzleAdapter(opts.db, {
      provider: 'pg',
      usePlural: true,
      schema: {
        users: schema.users,
        sessions: schema.sessions,
        accounts: schema.accounts,
        verifications: schema.verifications,
      },
    }),
    user: {
      additionalFields: {
        role: { type: 'string', required: false, defaultValue: 'player', input: true },
      },
    },
    session: {
      expiresIn: REMEMBER_ME_SECONDS,
      updateAge: 60 * 60 * 24,
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 6,
      maxPasswordLength: 128,
      autoSignIn: true,
      resetPasswordTokenExpiresIn: RESET_TOKEN_SECONDS,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, token }) =>
        opts.sendResetPassword({ email: user.email, name: user.name, token }),
    },
    // Sign-up confirmation (docs/decisions/0020-sign-up-confirmation.md): our routes decide when to send the link and
    // refuse an unconfirmed sign-in themselves (only when the server can send mail); following the link signs in.
    emailVerification: {
      sendOnSignUp: false,
      sendOnSignIn: false,
      autoSignInAfterVerification: true,
      expiresIn: CONFIRM_TOKEN_SECONDS,
      sendVerificationEmail: async ({ user, token }) =>
        opts.sendConfirmEmail({ email: user.email, name: user.name, token }),
    },
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    // better-auth prints a failed query with its parameters (an e-mail address, in the race of two sign-ups for one
    // address); our logger takes the message's first line and the error as http/errors.ts logs a 500's.
    logger: {
      level: 'error',
      log: (level, message, ...args) =>
        opts.logger?.[level](
          args[0] === undefined ? {} : { err: loggableError(args[0]) },
          `better-auth: ${message.split('\n')[0]!.slice(0, 200)}`,
        ),
    },
    advanced: {
      cookiePrefix: AUTH_COOKIE_PREFIX,
      // Secure cookies (and HSTS, http/guard.ts) when PUBLIC_URL is https.
      useSecureCookies: opts.baseURL.startsWith('https://'),
      // The reset e-mail is sent after the answer, so answering a known address takes no longer than an unknown one.
      backgroundTasks: { handler: (task: Promise<unknown>) => void task },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
