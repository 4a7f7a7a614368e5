import { z } from 'zod';
import { optionalLine, optionalText, optionalWebsite, singleLineText } from '../shared/fields.ts';
import { randomCode } from '../teams/team.contract.ts';
import { abilitiesSchema } from '../access/abilities.contract.ts';

/**
 * Organization join codes: like a TeamID — upper-case letters and digits, at most 12 characters; new codes are 10
 * characters of the unambiguous alphabet (50 bits of randomness).
 */
export const ORGANIZATION_CODE_LENGTH = 10;

/** Generates a join code; `randomIndex(n)` returns an integer in [0, n) (the server passes `crypto.randomInt`). */
export function generateOrganizationCode(randomIndex: (n: number) => number): string {
  return randomCode(ORGANIZATION_CODE_LENGTH, randomIndex);
}

export const organizationMessages = {
  requestSent: 'Request Sent',
  requestSentDescription: 'Your request has been sent to the organization for review.',
  requestFailed: 'Failed to send organization request.',
  requestSubmitFailed: 'Failed to submit organization request. Please try again.',
  joinFailed: 'Failed to join organization',
  codeRequired: 'Please enter an organization code',
  codeUnknown: 'Invalid organization code',
  teamRequired: 'Please select a team',
  organizationRequired: 'Please select an organization',
  requestExists: 'This team already has a pending or approved request with this organization.',
  requestNotFound: 'Request not found.',
  /** A decision on a request someone already decided (the loser of two decisions at once, too). */
  requestAlreadyDecided: 'This request has already been decided.',
  notProgramAdmin: 'Only program admins of this organization can do this.',
  organizationNotFound: 'Organization not found.',
  notCoach: 'Organization requests are only available for coaches.',
  noTeam: 'You need to be a coach of a team before you can request to join an organization.',
} as const;

/** Create / edit an organization (organization administrators, site admins). */
export const organizationSchema = z.object({
  name: singleLineText().min(2, 'Organization name must be at least 2 characters').max(120),
  description: optionalText(1000),
  city: optionalLine(80),
  state: optionalLine(3),
  contactEmail: z
    .string()
    .trim()
    .toLowerCase()
    .optional()
    .nullable()
    .transform((v) => (v ? v : null))
    .pipe(z.email({ message: 'Please enter a valid email address' }).nullable()),
  contactPhone: optionalLine(30),
  website: optionalWebsite(),
  isActive: z.boolean().optional(),
});
export type OrganizationInput = z.input<typeof organizationSchema>;

/** Join dialog, Organization Code tab: 'Please enter an organization code'. */
export const joinOrganizationSchema = z.object({
  organizationCode: z
    .string()
    .trim()
    .toUpperCase()
    .min(1, organizationMessages.codeRequired)
    .max(12, organizationMessages.codeUnknown),
});

/** Organization request (docs/spec/part-1-accounts-teams-organizations.md section 2 Profile Settings): team and organization required, message optional. */
export const organizationRequestSchema = z.object({
  teamCode: z.string().trim().toUpperCase().min(1, organizationMessages.teamRequired),
  organizationId: z
    .string()
    .trim()
    .min(1, organizationMessages.organizationRequired)
    .pipe(z.uuid({ message: organizationMessages.organizationRequired })),
  message: optionalText(1000),
});
export type OrganizationRequestInput = z.input<typeof organizationRequestSchema>;

export const organizationRequestStatuses = ['pending', 'approved', 'rejected'] as const;
export type OrganizationRequestStatus = (typeof organizationRequestStatuses)[number];
export const requestDecisionSchema = z.object({
  status: z.enum(['approved', 'rejected'], { message: 'Choose approve or reject' }),
});

/** Badge tone of a request status: approved green, rejected red, pending yellow. */
export const requestStatusTone = (s: OrganizationRequestStatus) =>
  (({ approved: 'green', rejected: 'red', pending: 'yellow' }) as const)[s];
export const requestStatusLabel = (s: OrganizationRequestStatus) =>
  (({ approved: 'Approved', rejected: 'Rejected', pending: 'Pending' }) as const)[s];

/** 'Member of {organization name}' on the team card. */
export const memberOfLabel = (organizationName: string) => `Member of ${organizationName}`;

/** A request may be sent while the team has no pending or approved request with that organization. */
export const mayRequestOrganization = (
  existing: ReadonlyArray<{ organizationId: string; status: OrganizationRequestStatus }>,
  organizationId: string,
) => !existing.some((r) => r.organizationId === organizationId && r.status !== 'rejected');

/** 'Request to Join Organization' shows when a team is selected and none of the user's requests is approved. */
export const showRequestToJoinOrganization = (
  teamSelected: boolean,
  myRequests: ReadonlyArray<{ status: OrganizationRequestStatus }>,
) => teamSelected && !myRequests.some((r) => r.status === 'approved');

/** Response shapes (shared by the server's presenters and the web app). */
export const organizationSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
});
export type OrganizationSummary = z.infer<typeof organizationSummarySchema>;

export const organizationDetailSchema = organizationSummarySchema.extend({
  contactEmail: z.string().nullable(),
  contactPhone: z.string().nullable(),
  website: z.string().nullable(),
  isActive: z.boolean(),
  joinCode: z.string(),
});
export type OrganizationDetail = z.infer<typeof organizationDetailSchema>;

export const organizationRequestViewSchema = z.object({
  id: z.string(),
  organizationId: z.string(),
  organizationName: z.string(),
  organizationDescription: z.string().nullable(),
  teamCode: z.string(),
  teamName: z.string(),
  requestedBy: z.string(),
  requesterName: z.string(),
  message: z.string().nullable(),
  status: z.enum(organizationRequestStatuses),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type OrganizationRequestView = z.infer<typeof organizationRequestViewSchema>;

export const organizationAdminRequestViewSchema = z.object({
  id: z.string(),
  organizationId: z.string(),
  organizationName: z.string(),
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  status: z.enum(['pending', 'approved', 'declined']),
  createdAt: z.string(),
});
export type OrganizationAdminRequestView = z.infer<typeof organizationAdminRequestViewSchema>;
export const organizationAdminDecisionSchema = z.object({
  decision: z.enum(['approve', 'decline'], { message: 'Choose approve or decline' }),
});
/** Redeeming a code answers the organization and the state of the redeemer's request. */
export const joinOrganizationResultSchema = organizationSummarySchema.extend({
  status: z.enum(['pending', 'approved']),
});
export type JoinOrganizationResult = z.infer<typeof joinOrganizationResultSchema>;

export const organizationManagementSchema = z.object({
  organization: organizationDetailSchema.nullable(),
  abilities: abilitiesSchema('organization'),
  teams: z.array(
    z.object({
      teamCode: z.string(),
      teamName: z.string(),
      teamType: z.string(),
      city: z.string().nullable(),
      state: z.string().nullable(),
      logoUrl: z.string().nullable(),
      players: z.number(),
    }),
  ),
  requests: z.array(organizationRequestViewSchema),
  programAdmins: z.array(z.object({ userId: z.string(), name: z.string(), email: z.string() })),
  /** Redeemed codes waiting for a program admin (Settings → Program Admins: Approve / Decline). */
  adminRequests: z.array(organizationAdminRequestViewSchema),
  /** The viewer's own pending redemptions ('waiting for its program admins'). */
  myAdminRequests: z.array(organizationAdminRequestViewSchema),
});
export type OrganizationManagement = z.infer<typeof organizationManagementSchema>;

export const myOrganizationRequestsSchema = z.object({
  isCoach: z.boolean(),
  teams: z.array(z.object({ teamCode: z.string(), teamName: z.string() })),
  organizations: z.array(organizationSummarySchema),
  requests: z.array(organizationRequestViewSchema),
});
export type MyOrganizationRequests = z.infer<typeof myOrganizationRequestsSchema>;

/** GET /api/organizations: active organizations to choose from. */
export const organizationListSchema = z.object({ organizations: z.array(organizationSummarySchema) });
/** GET /api/admin/organization-requests: every organization request. */
export const organizationRequestListSchema = z.object({ requests: z.array(organizationRequestViewSchema) });
/** POST /api/organization-requests: the new request. */
export const organizationRequestCreatedSchema = z.object({ id: z.string(), status: z.string() });
/** POST /api/organization-admin-requests/:id/decision */
export const organizationAdminDecisionResultSchema = z.object({
  id: z.string(),
  status: z.enum(['approved', 'declined']),
});
