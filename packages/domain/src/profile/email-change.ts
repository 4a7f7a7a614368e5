import { z } from 'zod';
import { profileFormSchema, profileMessages, profileSchema } from './profile.contract.ts';
import { dateOfBirthSchema } from '../families/age.ts';

/**
 * Changing the sign-in e-mail address (docs/decisions/0039-email-change-confirmation.md): the current password first,
 * then a link to the new address applies it; the old address is told and may undo it for 7 days.
 */
export const EMAIL_CHANGE_CONFIRM_HOURS = 24;
export const EMAIL_CHANGE_UNDO_DAYS = 7;

export const emailChangeMessages = {
  passwordRequired: 'Enter your current password to change your e-mail address.',
  checkInboxTitle: 'Check your new inbox',
  checkInbox: (email: string) =>
    `We sent a link to ${email}. Your e-mail address changes when you open it (within ${EMAIL_CHANGE_CONFIRM_HOURS} hours).`,
  pending: (email: string) => `Waiting for confirmation: ${email}. Open the link we sent there to finish the change.`,
  linkInvalid: 'This link is invalid. Please check that you copied the whole link.',
  linkUsed: 'This link has already been used.',
  linkExpired: 'This link has expired. Please request the change again from your profile.',
  linkReplaced: 'This link was replaced by a newer request. Please use the most recent e-mail.',
  undoExpired: `This link has expired: a change can be undone for ${EMAIL_CHANGE_UNDO_DAYS} days.`,
  addressTaken: profileMessages.emailTaken,
  confirmedTitle: 'E-mail address changed',
  confirmed: (email: string) => `You now sign in with ${email}.`,
  undoneTitle: 'E-mail address restored',
  undone: (email: string) =>
    `Your account uses ${email} again and every session has been signed out. If someone else may know your password, reset it now.`,
  cancelled: 'E-mail change cancelled',
} as const;

/** PUT /api/profile: Personal Info, with the current password when the e-mail address changes. */
export const profileUpdateSchema = profileSchema.extend({
  currentPassword: z.string().max(128).optional(),
  /** A player's date of birth (docs/decisions/0060-families.md): asked once of players who have none. */
  dateOfBirth: dateOfBirthSchema.optional(),
});
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;
export type ProfileUpdate = z.output<typeof profileUpdateSchema>;

/** Whether a save changes the sign-in address (and so needs the current password). */
export const changesEmail = (currentEmail: string, requested: string) =>
  currentEmail.trim().toLowerCase() !== requested.trim().toLowerCase();

/** POST /api/profile/email-change/confirm and …/undo: the token of the e-mailed link. */
export const emailChangeTokenSchema = z.object({
  token: z
    .string({ message: emailChangeMessages.linkInvalid })
    .trim()
    .min(1, emailChangeMessages.linkInvalid)
    .max(200, emailChangeMessages.linkInvalid),
});
/** The answer of confirm and undo: the address the account signs in with now. */
export const emailChangeResultSchema = z.object({ email: z.string() });
export type EmailChangeResult = z.infer<typeof emailChangeResultSchema>;

/** The Personal Info form of an account whose address is `currentEmail`: a new address needs the current password. */
export const profileFormSchemaFor = (currentEmail: string) =>
  profileFormSchema.superRefine((v, ctx) => {
    if (changesEmail(currentEmail, v.email) && !v.emailPassword)
      ctx.addIssue({ code: 'custom', message: emailChangeMessages.passwordRequired, path: ['emailPassword'] });
  });
