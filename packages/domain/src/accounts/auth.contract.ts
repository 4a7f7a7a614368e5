import { z } from 'zod';
import { accountRoles, signUpAccountTypes } from '../access/roles.ts';
import { singleLineText } from '../shared/fields.ts';
import { dateOfBirthSchema, isUnderAccountAge } from '../families/age.ts';
import { familyMessages } from '../families/messages.ts';

export const emailField = (message = 'Invalid email address') =>
  z.string().trim().toLowerCase().pipe(z.email({ message }));

export const PASSWORD_MIN = 6;
/** The password messages every form and route shows (login, sign-up, accepting an invite). */
export const passwordMessages = {
  required: 'Password is required',
  tooShort: `Password must be at least ${PASSWORD_MIN} characters`,
  loginFailed: 'Please check your credentials and try again.',
} as const;

/** Login (docs/spec/part-1-accounts-teams-organizations.md section 5): 'Invalid email address'; 'Password is required'. */
export const signInSchema = z.object({
  email: emailField(),
  password: z.string().min(1, passwordMessages.required),
  rememberMe: z.boolean().default(false),
});
export type SignInInput = z.input<typeof signInSchema>;

/**
 * Sign-up. A player gives a date of birth (required) and must be 13 or older (docs/decisions/0060-families.md): under 13
 * is refused with familyMessages.under13 on `dateOfBirth`; other account types may leave it out.
 */
export const signUpSchema = z
  .object({
    accountType: z.enum(signUpAccountTypes),
    firstName: singleLineText().min(1, 'First name is required').max(80),
    lastName: singleLineText().min(1, 'Last name is required').max(80),
    email: emailField(),
    password: z.string().min(PASSWORD_MIN, passwordMessages.tooShort).max(128),
    dateOfBirth: z.string().max(20).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.accountType !== 'player' && !v.dateOfBirth) return;
    const dob = dateOfBirthSchema.safeParse(v.dateOfBirth ?? '');
    if (!dob.success)
      ctx.addIssue({ code: 'custom', path: ['dateOfBirth'], message: dob.error.issues[0]?.message ?? '' });
    else if (v.accountType === 'player' && isUnderAccountAge(dob.data, new Date()))
      ctx.addIssue({ code: 'custom', path: ['dateOfBirth'], message: familyMessages.under13 });
  });
export type SignUpInput = z.input<typeof signUpSchema>;

/** Reset (docs/spec/part-1-accounts-teams-organizations.md section 5): 'Invalid email address'. */
export const forgotPasswordSchema = z.object({ email: emailField() });

/** A used, replaced, expired or made-up reset link (docs/decisions/0002-sessions-and-reset-links.md). */
export const RESET_LINK_INVALID = 'This reset link is invalid or has expired. Please request a new one.';

export const resetPasswordSchema = z
  .object({
    token: z.string().min(1, 'This reset link is invalid or has expired.'),
    password: z.string().min(PASSWORD_MIN, `New password must be at least ${PASSWORD_MIN} characters`).max(128),
    confirmPassword: z.string(),
  })
  .refine((v) => v.password === v.confirmPassword, { message: 'Passwords do not match', path: ['confirmPassword'] });

/**
 * POST /api/password/reset/check: whether a reset link still works, asked when /reset-password opens so a used or
 * made-up link shows RESET_LINK_INVALID instead of the form. It uses nothing up.
 */
export const resetLinkCheckSchema = z.object({
  token: z.string().min(1, RESET_LINK_INVALID).max(512, RESET_LINK_INVALID),
});
export const resetLinkStateSchema = z.object({ valid: z.boolean() });

export const meSchema = z.object({
  user: z
    .object({
      id: z.string(),
      email: z.string(),
      firstName: z.string().nullable(),
      lastName: z.string().nullable(),
      role: z.enum(accountRoles),
      isCoach: z.boolean(),
      organizationId: z.string().nullable(),
      organizationRole: z.enum(['program_admin']).nullable(),
      hasCompletedDashboard: z.boolean(),
      profileImageUrl: z.string().nullable(),
    })
    .nullable(),
});
export type Me = z.infer<typeof meSchema>;

/**
 * The answer to a sign-up. When the server can send mail it is always `confirm_email` (the same for a new and a taken
 * address: docs/decisions/0020-sign-up-confirmation.md); without mail (the local demo) the new account is signed in.
 */
export const signUpResultSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('confirm_email') }),
  z.object({ status: z.literal('signed_in'), user: meSchema.shape.user }),
]);
export type SignUpResult = z.infer<typeof signUpResultSchema>;

/** Following the e-mailed confirmation link (docs/decisions/0020-sign-up-confirmation.md). */
export const confirmEmailSchema = z.object({
  token: z.string().min(1, 'This confirmation link is invalid or has expired.'),
});
export const resendConfirmationSchema = z.object({ email: emailField() });

export const confirmationMessages = {
  checkEmail: 'Check your e-mail to finish creating your account',
  checkEmailDetail:
    'Follow the link in it to confirm your address and sign in. If it does not arrive within a few minutes, check your spam folder.',
  notConfirmed: 'Please confirm your e-mail address first: follow the link we sent you when you signed up.',
  linkInvalid: 'This confirmation link is invalid, has expired or was already used. Sign in, or ask for a new link.',
  resent: 'If that address has an account waiting for confirmation, we sent a new link to it.',
} as const;
export type CurrentUser = NonNullable<Me['user']>;

/**
 * Sign-in protection (docs/decisions/0043-sign-in-device-cookies.md): a locked account's owner is e-mailed a link
 * (`/auth?unlock=…`) that lets the browser opening it sign in again while strangers stay locked out.
 */
export const signInProtectionMessages = {
  unlockInvalid: 'This unlock link is invalid or has expired. Wait a few minutes and sign in again.',
  unlocked: 'This browser can sign in to your account again. Enter your password below.',
} as const;
export const unlockSignInSchema = z.object({
  token: z.string().min(1, signInProtectionMessages.unlockInvalid).max(512, signInProtectionMessages.unlockInvalid),
});

/** POST /api/invites/accept: the signed-in user and the team joined. */
export const acceptInviteResultSchema = meSchema.extend({ teamCode: z.string() });
