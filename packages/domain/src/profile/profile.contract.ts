import { z } from 'zod';
import { optionalLine, singleLineText } from '../shared/fields.ts';
import { PASSWORD_MIN } from '../accounts/auth.contract.ts';
import { profileSharingSchema } from '../families/families.contract.ts';

/** Profile Settings (docs/spec/part-1-accounts-teams-organizations.md section 5 Profile): every message word for word. */
export const profileMessages = {
  firstName: 'First name is required',
  lastName: 'Last name is required',
  email: 'Invalid email address',
  phone: 'Phone number is required',
  zipRequired: 'ZIP/Postal code is required',
  zipInvalid: 'Please enter a valid US ZIP code (12345) or Canadian postal code (A1A 1A1)',
  passwordAll: 'All password fields are required to change password',
  passwordMin: 'New password must be at least 6 characters',
  passwordMatch: 'Passwords do not match',
  incorrectPasswordTitle: 'Incorrect password',
  incorrectPassword: 'The current password you entered is incorrect.',
  passwordUpdated: 'Password updated',
  passwordUpdateFailed: 'Password update failed',
  updateFailedTitle: 'Update failed',
  updateFailed: 'Failed to update profile information.',
  photoType: 'Please select a valid image file (JPG, PNG, or GIF)',
  photoSize: 'Image must be smaller than 2MB',
  emailTaken: 'An account with this e-mail already exists.',
  highSchoolSearch: 'Select a state and type at least 2 characters',
  zipUnknown: 'ZIP code not found',
} as const;

/** US ZIP (12345 or 12345-6789) or Canadian postal code (A1A 1A1). */
export const US_ZIP = /^\d{5}(-\d{4})?$/;
export const CA_POSTAL = /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/i;
export const isValidPostalCode = (value: string) => US_ZIP.test(value.trim()) || CA_POSTAL.test(value.trim());

export const profileSchema = z.object({
  firstName: singleLineText().min(1, profileMessages.firstName).max(80),
  lastName: singleLineText().min(1, profileMessages.lastName).max(80),
  email: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.email({ message: profileMessages.email })),
  phone: singleLineText().min(1, profileMessages.phone).max(30),
  zipCode: z
    .string()
    .trim()
    .min(1, { message: profileMessages.zipRequired, abort: true })
    .max(10, { message: profileMessages.zipInvalid, abort: true })
    .refine(isValidPostalCode, profileMessages.zipInvalid)
    .transform((v) => v.toUpperCase()),
  // City and state are not asked: the server fills them from the ZIP on every save (blank for a ZIP it does not know).
  highSchool: optionalLine(160),
  highSchoolState: optionalLine(3),
});
export type ProfileInput = z.input<typeof profileSchema>;
export type Profile = z.output<typeof profileSchema>;

/** Changing the password: all three fields, new at least 6, matching confirmation; the current one is verified first. */
export const passwordChangeSchema = z
  .object({
    currentPassword: z.string().default(''),
    newPassword: z.string().max(128).default(''),
    confirmPassword: z.string().default(''),
  })
  .superRefine((v, ctx) => {
    if (!v.currentPassword || !v.newPassword || !v.confirmPassword) {
      ctx.addIssue({
        code: 'custom',
        message: profileMessages.passwordAll,
        path: [!v.currentPassword ? 'currentPassword' : !v.newPassword ? 'newPassword' : 'confirmPassword'],
      });
      return;
    }
    if (v.newPassword.length < PASSWORD_MIN)
      ctx.addIssue({ code: 'custom', message: profileMessages.passwordMin, path: ['newPassword'] });
    else if (v.newPassword !== v.confirmPassword)
      ctx.addIssue({ code: 'custom', message: profileMessages.passwordMatch, path: ['confirmPassword'] });
  });
export type PasswordChangeInput = z.input<typeof passwordChangeSchema>;

/** Whether the user started changing the password (any of the three fields filled). */
export const wantsPasswordChange = (v: { currentPassword?: string; newPassword?: string; confirmPassword?: string }) =>
  Boolean(v.currentPassword || v.newPassword || v.confirmPassword);

/** Profile photo: JPG, PNG or GIF under 2MB. */
export const PHOTO_MAX_BYTES = 2 * 1024 * 1024;
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/gif'] as const;
/** Checks a chosen photo; returns the spec's message, or null when it is acceptable. */
export function photoProblem(file: { type: string; size: number }): string | null {
  if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) return profileMessages.photoType;
  if (file.size >= PHOTO_MAX_BYTES) return profileMessages.photoSize;
  return null;
}

/** High-school search: a state and at least 2 characters; at most 100 results; debounced 300 ms. */
export const HIGH_SCHOOL_MIN_CHARS = 2;
export const HIGH_SCHOOL_LIMIT = 100;
export const HIGH_SCHOOL_DEBOUNCE_MS = 300;
export const highSchoolSearchSchema = z.object({
  state: z.string().trim().toUpperCase().min(2, profileMessages.highSchoolSearch).max(3),
  q: z.string().trim().min(HIGH_SCHOOL_MIN_CHARS, profileMessages.highSchoolSearch).max(80),
});
export const canSearchHighSchools = (state: string | null | undefined, q: string | null | undefined) =>
  !!state && (q ?? '').trim().length >= HIGH_SCHOOL_MIN_CHARS;

export const zipLookupSchema = z.object({
  zip: z.string().trim().refine(isValidPostalCode, profileMessages.zipInvalid),
});
export const zipLookupResultSchema = z.object({ zipCode: z.string(), city: z.string(), state: z.string() });
export type ZipLookupResult = z.infer<typeof zipLookupResultSchema>;

/** A requested e-mail change still waiting for its link (what the database holds), or null (docs/decisions/0039-email-change-confirmation.md). */
export const pendingEmailSchema = z.object({ email: z.string(), expiresAt: z.string() }).nullable();
export type PendingEmail = z.infer<typeof pendingEmailSchema>;

export const profileResponseSchema = z.object({
  userId: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string(),
  phone: z.string().nullable(),
  zipCode: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  highSchool: z.string().nullable(),
  highSchoolState: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  isCoach: z.boolean(),
  role: z.string(),
  organizationId: z.string().nullable(),
  organizationRole: z.string().nullable(),
  pendingEmail: pendingEmailSchema,
  /** Date of birth, minor, and the sharing gate (docs/decisions/0060-families.md); computed on every read. */
  dateOfBirth: z.string().nullable().default(null),
  isMinor: z.boolean().default(false),
  sharing: profileSharingSchema.default({ shareWithCollegeCoaches: false, effective: false, blockedReason: null }),
});
export type ProfileResponse = z.infer<typeof profileResponseSchema>;

/**
 * The Personal Info form: profile fields, the current password asked when the e-mail changes (`emailPassword`; the
 * rule is `profileFormSchemaFor` in email-change.ts) and the optional password change (applied only when started).
 */
export const profileFormSchema = profileSchema
  .extend({
    emailPassword: z.string().default(''),
    currentPassword: z.string(),
    newPassword: z.string(),
    confirmPassword: z.string(),
  })
  .superRefine((v, ctx) => {
    if (!wantsPasswordChange(v)) return;
    const r = passwordChangeSchema.safeParse(v);
    if (!r.success)
      for (const issue of r.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
  });
export type ProfileFormInput = z.input<typeof profileFormSchema>;

/** POST /api/profile/photo */
export const profilePhotoResultSchema = z.object({ profileImageUrl: z.string() });
/** GET /api/profile/teams: teams I coach and teams I play on. */
export const profileTeamsSchema = z.object({
  coached: z.array(
    z.object({
      teamCode: z.string(),
      teamName: z.string(),
      city: z.string().nullable(),
      state: z.string().nullable(),
      isOwner: z.boolean(),
    }),
  ),
  playing: z.array(
    z.object({
      teamCode: z.string(),
      teamName: z.string(),
      city: z.string().nullable(),
      state: z.string().nullable(),
      joinedAt: z.string(),
    }),
  ),
});
export type ProfileTeams = z.infer<typeof profileTeamsSchema>;
export const highSchoolSchema = z.object({
  id: z.string(),
  name: z.string(),
  city: z.string().nullable(),
  state: z.string(),
});
export type HighSchool = z.infer<typeof highSchoolSchema>;
/** GET /api/high-schools?state&q */
export const highSchoolListSchema = z.object({ highSchools: z.array(highSchoolSchema) });
