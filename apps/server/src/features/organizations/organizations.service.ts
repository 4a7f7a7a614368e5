import { randomInt } from 'node:crypto';
import { allow, site, isSiteAdmin, type Actor } from '@dugout/domain/access';
import {
  generateOrganizationCode,
  organizationAdminMessages,
  organizationRedeemOutcome,
  mayRequestOrganization,
  organizationMessages,
  type OrganizationRequestStatus,
} from '@dugout/domain/organizations';
import { AppError } from '@dugout/domain/shared';
import type { AppDeps } from '../../deps-types.ts';
import { notify } from '../../services/notifications/notify.ts';
import { loadOneTeamAccess } from '../../access/team-access.repo.ts';
import {
  findAdminRequest,
  findOrganization,
  findOrganizationByCode,
  findProfile,
  findRequest,
  insertAdminRequest,
  insertOrganization,
  insertTeamRequest,
  listAdminRequests,
  makeProgramAdmin,
  programAdminsOf,
  requestsOfTeam,
  setAdminRequestDecision,
  setTeamRequestDecision,
  updateOrganizationRow,
} from './organizations.repo.ts';

type OrgFields = {
  name: string;
  description: string | null;
  city: string | null;
  state: string | null;
  contactEmail: string | null;
  contactPhone: string | null;
  website: string | null;
  isActive?: boolean;
};

const newCode = () => generateOrganizationCode((n) => randomInt(n));

/** Creates an organization with a fresh join code; its creator becomes its program admin (unless a site admin). */
export async function createOrganization(deps: Pick<AppDeps, 'db'>, actor: Actor, input: OrgFields) {
  for (let attempt = 0; ; attempt++) {
    const code = newCode();
    if (await findOrganizationByCode(deps.db, code)) {
      if (attempt > 5) throw new AppError('internal', 'Could not generate an organization code.');
      continue;
    }
    return deps.db.transaction(async (tx) => {
      const org = await insertOrganization(tx, {
        ...input,
        isActive: input.isActive ?? true,
        joinCode: code,
        createdBy: actor.userId,
      });
      if (!isSiteAdmin(actor)) await makeProgramAdmin(tx, actor.userId, org.id);
      return org;
    });
  }
}

export async function updateOrganization(deps: Pick<AppDeps, 'db'>, id: string, input: OrgFields) {
  const org = await updateOrganizationRow(deps.db, id, input);
  if (!org) throw new AppError('not_found', organizationMessages.organizationNotFound);
  return org;
}

/**
 * Redeeming an organization code (who may: the route's rule `site.redeemOrganizationCode`) makes a pending request
 * that the organization's program admins (notified in-app and by e-mail) or a site admin approve. Unknown and
 * inactive codes answer alike.
 */
export async function joinOrganization(deps: Pick<AppDeps, 'db' | 'mailer' | 'publicUrl'>, actor: Actor, code: string) {
  const org = await findOrganizationByCode(deps.db, code);
  if (!org || !org.isActive)
    throw new AppError('not_found', organizationMessages.codeUnknown, {
      organizationCode: organizationMessages.codeUnknown,
    });
  const pending = await listAdminRequests(deps.db, { organizationId: org.id, userId: actor.userId });
  const outcome = organizationRedeemOutcome(actor, org.id, pending.length > 0);
  if (outcome === 'already_admin') return { org, status: 'approved' as const };
  if (outcome === 'already_pending') return { org, status: 'pending' as const };
  const profile = await findProfile(deps.db, actor.userId);
  const who =
    [profile?.firstName, profile?.lastName].filter(Boolean).join(' ') ||
    profile?.email ||
    'An organization administrator';
  const admins = await programAdminsOf(deps.db, org.id);
  const deliveries = await deps.db.transaction(async (tx) => {
    // A redemption sent at the same moment may have made the pending request: then this one answers it, unannounced.
    if (!(await insertAdminRequest(tx, org.id, actor.userId))) return [];
    const out = [];
    for (const a of admins) {
      out.push(
        await notify(
          deps,
          {
            userId: a.userId,
            kind: 'organization_admin_request',
            title: 'A program admin request is waiting',
            body: `${who} redeemed the code of ${org.name} and asks to become a program admin.`,
            link: '/organization-management',
          },
          tx,
        ),
      );
    }
    return out;
  });
  await Promise.all(deliveries.map((d) => d()));
  return { org, status: 'pending' as const };
}

/**
 * Approve (the redeemer becomes a program admin of the organization) or decline a redemption; the redeemer is
 * notified. Who may is the route's rule `organizationAdminRequest.decide`.
 */
export async function decideAdminRequest(
  deps: Pick<AppDeps, 'db' | 'mailer' | 'publicUrl'>,
  actor: Actor,
  id: string,
  decision: 'approve' | 'decline',
) {
  const request = await findAdminRequest(deps.db, id);
  if (!request) throw new AppError('not_found', organizationAdminMessages.requestNotFound);
  if (request.status !== 'pending') throw new AppError('conflict', organizationAdminMessages.alreadyDecided);
  const org = await findOrganization(deps.db, request.organizationId);
  const status: 'approved' | 'declined' = decision === 'approve' ? 'approved' : 'declined';
  const deliver = await deps.db.transaction(async (tx) => {
    // Only the first of parallel decisions changes the row; the others answer 409 and send nothing (decision 0042).
    if (!(await setAdminRequestDecision(tx, id, status, actor.userId)))
      throw new AppError('conflict', organizationAdminMessages.alreadyDecided);
    if (decision === 'approve') await makeProgramAdmin(tx, request.userId, request.organizationId);
    return notify(
      deps,
      {
        userId: request.userId,
        kind: 'organization_admin_decision',
        title: decision === 'approve' ? 'You are now a program admin' : 'Program admin request declined',
        body:
          decision === 'approve'
            ? `You are now a program admin of ${org?.name ?? 'the organization'}.`
            : `${org?.name ?? 'The organization'} declined your program admin request.`,
        link: '/organization-management',
      },
      tx,
    );
  });
  await deliver();
  return { id, status };
}

/** A coach of the team asks an organization to take the team in; its program admins are notified. */
export async function createRequest(
  deps: Pick<AppDeps, 'db' | 'mailer' | 'publicUrl'>,
  actor: Actor,
  input: { teamCode: string; organizationId: string; message: string | null },
) {
  if (!allow(actor, 'requestOrganization', site)) throw new AppError('forbidden', organizationMessages.notCoach);
  const team = await loadOneTeamAccess(deps.db, input.teamCode);
  if (!allow(actor, 'requestOrganization', team)) throw new AppError('forbidden', organizationMessages.noTeam);
  const org = await findOrganization(deps.db, input.organizationId);
  if (!org || !org.isActive)
    throw new AppError('not_found', organizationMessages.organizationNotFound, {
      organizationId: organizationMessages.organizationNotFound,
    });
  const existing = await requestsOfTeam(deps.db, team.teamCode);
  if (
    !mayRequestOrganization(
      existing.map((r) => ({ organizationId: r.organizationId, status: r.status as OrganizationRequestStatus })),
      org.id,
    )
  ) {
    throw new AppError('conflict', organizationMessages.requestExists);
  }
  const admins = await programAdminsOf(deps.db, org.id);
  const { row, deliveries } = await deps.db.transaction(async (tx) => {
    const row = await insertTeamRequest(tx, {
      organizationId: org.id,
      teamCode: team.teamCode,
      requestedBy: actor.userId,
      message: input.message,
    });
    // A request sent at the same moment passed the check above too; the unique index lets only one in (decision 0042).
    if (!row) throw new AppError('conflict', organizationMessages.requestExists);
    const deliveries = [];
    for (const a of admins) {
      deliveries.push(
        await notify(
          deps,
          {
            userId: a.userId,
            kind: 'organization_request',
            title: 'New organization request',
            body: `Team ${team.teamCode} asks to join ${org.name}.`,
            link: '/organization-management',
          },
          tx,
        ),
      );
    }
    return { row, deliveries };
  });
  await Promise.all(deliveries.map((d) => d()));
  return row;
}

/** Approve or reject a pending request (who may: the route's rule `organization.decideRequests`); the requester is notified. */
export async function decideRequest(
  deps: Pick<AppDeps, 'db' | 'mailer' | 'publicUrl'>,
  actor: Actor,
  id: string,
  status: 'approved' | 'rejected',
) {
  const request = await findRequest(deps.db, id);
  if (!request) throw new AppError('not_found', organizationMessages.requestNotFound);
  if (request.status !== 'pending') throw new AppError('conflict', organizationMessages.requestAlreadyDecided);
  const org = await findOrganization(deps.db, request.organizationId);
  const deliver = await deps.db.transaction(async (tx) => {
    // Only the first of parallel decisions changes the row; the others answer 409 and send nothing (decision 0042).
    if (!(await setTeamRequestDecision(tx, id, status, actor.userId)))
      throw new AppError('conflict', organizationMessages.requestAlreadyDecided);
    const verb = status === 'approved' ? 'approved' : 'rejected';
    return notify(
      deps,
      {
        userId: request.requestedBy,
        kind: 'organization_decision',
        title: `Organization request ${verb}`,
        body: `${org?.name ?? 'The organization'} ${verb} the request of team ${request.teamCode}.`,
        link: `/team-management?team=${request.teamCode}`,
      },
      tx,
    );
  });
  await deliver();
  return { ...request, status };
}
