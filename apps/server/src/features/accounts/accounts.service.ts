import { APIError } from 'better-auth/api';
import { eq } from 'drizzle-orm';
import { AppError, isCoachActor, type AccountRole } from '@dugout/domain';
import { userProfiles, users } from '../../db/schema/index.ts';
import type { AppDeps } from '../../http/context.ts';
import { renderMail } from '../../services/mail/mailer.ts';

export interface NewAccount {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  role: AccountRole;
  profile?: Partial<typeof userProfiles.$inferInsert>;
}

export const EMAIL_TAKEN = 'An account with this email already exists. Please sign in instead.';

/**
 * Creates an account (better-auth: user + hashed password) and its user_profiles row. If the profile cannot be
 * written the account is removed again, so nothing is half done. Returns the user id and, when `headers` were given,
 * better-auth's response headers (the session cookie).
 */
export async function createAccount(deps: AppDeps, input: NewAccount, headers?: Headers) {
  const email = input.email.trim().toLowerCase();
  let result;
  try {
    result = await deps.auth.api.signUpEmail({
      body: { email, password: input.password, name: `${input.firstName} ${input.lastName}`.trim(), role: input.role },
      headers: headers ?? new Headers(),
      returnHeaders: true,
    });
  } catch (err) {
    if (err instanceof APIError && /already exists/i.test(err.message ?? '')) throw new AppError('conflict', EMAIL_TAKEN, { email: EMAIL_TAKEN });
    if (err instanceof APIError && err.body?.code === 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL') throw new AppError('conflict', EMAIL_TAKEN, { email: EMAIL_TAKEN });
    throw err;
  }
  const userId = result.response.user.id;
  try {
    await deps.db.insert(userProfiles).values({
      userId,
      email,
      firstName: input.firstName,
      lastName: input.lastName,
      isCoach: isCoachActor({ role: input.role, isCoach: false }),
      ...input.profile,
    });
  } catch (err) {
    await deps.db.delete(users).where(eq(users.id, userId));
    throw err;
  }
  return { userId, headers: result.headers };
}

export async function sendResetEmail(deps: AppDeps, data: { email: string; name: string; token: string }) {
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
  await deps.mailer.send({ to: data.email, subject: 'Reset your Dugout password', text, html });
}
