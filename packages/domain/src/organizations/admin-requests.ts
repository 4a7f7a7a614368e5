import type { Actor } from '../access/roles.ts';
import { organizationMessages } from './organization.contract.ts';

/**
 * Redeeming an organization code does not make anyone a program admin: only an organization administrator account
 * may redeem, and that makes a pending request the organization's program admins (or a site admin) decide.
 */
export const organizationAdminRequestStatuses = ['pending', 'approved', 'declined'] as const;
export type OrganizationAdminRequestStatus = (typeof organizationAdminRequestStatuses)[number];

export const organizationAdminMessages = {
  onlyOrganizationAdmins: 'Only organization administrator accounts can redeem an organization code.',
  requestPending: 'Request pending',
  requestPendingDescription: (organizationName: string) =>
    `Your request to become a program admin of ${organizationName} is waiting for its program admins to approve it.`,
  alreadyAdmin: (organizationName: string) => `You are already a program admin of ${organizationName}.`,
  requestNotFound: organizationMessages.requestNotFound,
  alreadyDecided: organizationMessages.requestAlreadyDecided,
} as const;

/**
 * What redeeming a code does for an actor the rule `site.redeemOrganizationCode` (access/policies.ts) let through: the
 * route declares that rule, so nothing here refuses.
 */
export function organizationRedeemOutcome(
  actor: Actor,
  organizationId: string,
  hasPendingRequest: boolean,
): 'already_admin' | 'already_pending' | 'request' {
  if (actor.organizationRole === 'program_admin' && actor.organizationId === organizationId) return 'already_admin';
  return hasPendingRequest ? 'already_pending' : 'request';
}
