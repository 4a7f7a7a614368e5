import { z } from 'zod';
import { accountRoles } from '../access/roles.ts';
import { emailField } from '../accounts/auth.contract.ts';
import { consentScopes } from './consent.ts';
import { dateOfBirthSchema } from './age.ts';
import { linkInviters, linkStatuses } from './links.ts';
import { familyMessages } from './messages.ts';

/** One consent row as the guardian's Family screen shows it (newest first; revoked rows stay: an audit trail). */
export const familyConsentSchema = z.object({
  scope: z.enum(consentScopes),
  grantedAt: z.string(),
  grantedBy: z.string(),
  revokedAt: z.string().nullable(),
  revokedBy: z.string().nullable(),
});
export type FamilyConsent = z.infer<typeof familyConsentSchema>;

/** One link as either side sees it (GET /api/family, and the answer of every link write). */
export const familyLinkSchema = z.object({
  id: z.string(),
  status: z.enum(linkStatuses),
  invitedBy: z.enum(linkInviters),
  myside: z.enum(['guardian', 'player']),
  other: z.object({ userId: z.string().nullable(), name: z.string().nullable(), email: z.string() }),
  iAgreed: z.boolean(),
  theyAgreed: z.boolean(),
  guardianMayEdit: z.boolean(),
  copyEmails: z.boolean(),
  shareWithCoaches: z.boolean(),
  teamName: z.string().nullable(),
  /** Only where I am the guardian and the link is active. */
  player: z
    .object({
      isMinor: z.boolean(),
      consents: z.array(familyConsentSchema),
    })
    .optional(),
});
export type FamilyLink = z.infer<typeof familyLinkSchema>;

/** GET /api/family. */
export const familyResponseSchema = z.object({
  me: z.object({
    role: z.enum(accountRoles),
    isMinor: z.boolean(),
    dateOfBirth: z.string().nullable(),
  }),
  links: z.array(familyLinkSchema),
});
export type FamilyResponse = z.infer<typeof familyResponseSchema>;

/** POST /api/family/invites: a player invites a guardian, a guardian invites a player. */
export const familyInviteSchema = z.object({ email: emailField() });
export type FamilyInviteInput = z.input<typeof familyInviteSchema>;

/** PATCH /api/family/links/:id: the player's setting, or the guardian's two. */
export const familyLinkSettingsSchema = z
  .object({
    guardianMayEdit: z.boolean().optional(),
    copyEmails: z.boolean().optional(),
    shareWithCoaches: z.boolean().optional(),
  })
  .strict()
  .refine(
    (v) => v.guardianMayEdit !== undefined || v.copyEmails !== undefined || v.shareWithCoaches !== undefined,
    familyMessages.settingsEmpty,
  );
export type FamilyLinkSettings = z.infer<typeof familyLinkSettingsSchema>;

/** POST /api/family/links/:id/consents. */
export const consentRequestSchema = z.object({ scope: z.enum(consentScopes) });
export type ConsentRequest = z.infer<typeof consentRequestSchema>;

/** The profile's sharing state: the player's wish, and whether it is in effect today (mayShareOutsideTeam). */
export const profileSharingSchema = z.object({
  shareWithCollegeCoaches: z.boolean(),
  effective: z.boolean(),
  blockedReason: z.string().nullable(),
});
export type ProfileSharing = z.infer<typeof profileSharingSchema>;

/** PUT /api/profile/sharing. */
export const sharingUpdateSchema = z.object({ shareWithCollegeCoaches: z.boolean() });
export type SharingUpdate = z.infer<typeof sharingUpdateSchema>;

/** The date-of-birth part of GET /api/profile. */
export const profileFamilyFieldsSchema = z.object({
  dateOfBirth: z.string().nullable(),
  isMinor: z.boolean(),
  sharing: profileSharingSchema,
});

/** PUT /api/profile/date-of-birth (and the dateOfBirth field of PUT /api/profile). */
export const dateOfBirthUpdateSchema = z.object({ dateOfBirth: dateOfBirthSchema });

/** The header a guardian's screens send while acting for a player (docs/decisions/0060-families.md). */
export const ACTING_PLAYER_HEADER = 'X-Dugout-Player';
