import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  AppError,
  generateOrganizationCode,
  isCoachActor,
  mayRequestOrganization,
  organizationMessages,
  teamAbilities,
  type Actor,
  type OrganizationRequestStatus,
} from '@dugout/domain';
import { organizations, organizationTeamRequests, userProfiles } from '../../db/schema/index.ts';
import type { AppDeps } from '../../http/context.ts';
import { notify } from '../../services/notifications/notify.ts';
import { loadOneTeamAccess } from '../teams/team-access.repo.ts';
import { findOrganization, findOrganizationByCode, findRequest, programAdminsOf, requestsOfTeam } from './organizations.repo.ts';

type OrgFields = { name: string; description: string | null; city: string | null; state: string | null; contactEmail: string | null; contactPhone: string | null; website: string | null; isActive?: boolean };

const newCode = () => generateOrganizationCode(() => randomInt(0, 1_000_000) / 1_000_000);

/** Creates an organization with a fresh join code; its creator becomes its program admin (unless a site admin). */
export async function createOrganization(deps: AppDeps, actor: Actor, input: OrgFields) {
  for (let attempt = 0; ; attempt++) {
    const code = newCode();
    if (await findOrganizationByCode(deps.db, code)) {
      if (attempt > 5) throw new AppError('internal', 'Could not generate an organization code.');
      continue;
    }
    return deps.db.transaction(async (tx) => {
      const [org] = await tx.insert(organizations).values({ ...input, isActive: input.isActive ?? true, joinCode: code, createdBy: actor.userId }).returning();
      if (actor.role !== 'admin') {
        await tx.update(userProfiles).set({ organizationId: org!.id, organizationRole: 'program_admin', updatedAt: new Date() }).where(eq(userProfiles.userId, actor.userId));
      }
      return org!;
    });
  }
}

export async function updateOrganization(deps: AppDeps, id: string, input: OrgFields) {
  const [org] = await deps.db.update(organizations).set({ ...input, updatedAt: new Date() }).where(eq(organizations.id, id)).returning();
  if (!org) throw new AppError('not_found', organizationMessages.organizationNotFound);
  return org;
}

/** Redeeming an organization code makes the user a program admin of that organization (DESIGN D3). */
export async function joinOrganization(deps: AppDeps, actor: Actor, code: string) {
  const org = await findOrganizationByCode(deps.db, code);
  if (!org || !org.isActive) throw new AppError('not_found', organizationMessages.codeUnknown, { organizationCode: organizationMessages.codeUnknown });
  await deps.db.update(userProfiles).set({ organizationId: org.id, organizationRole: 'program_admin', updatedAt: new Date() }).where(eq(userProfiles.userId, actor.userId));
  return org;
}

/** A coach of the team asks an organization to take the team in; its program admins are notified. */
export async function createRequest(deps: AppDeps, actor: Actor, input: { teamCode: string; organizationId: string; message: string | null }) {
  if (!isCoachActor(actor) && actor.role !== 'admin') throw new AppError('forbidden', organizationMessages.notCoach);
  const team = await loadOneTeamAccess(deps.db, input.teamCode);
  if (!teamAbilities(actor, team).requestOrganization) throw new AppError('forbidden', organizationMessages.noTeam);
  const org = await findOrganization(deps.db, input.organizationId);
  if (!org || !org.isActive) throw new AppError('not_found', organizationMessages.organizationNotFound, { organizationId: organizationMessages.organizationNotFound });
  const existing = await requestsOfTeam(deps.db, team.teamCode);
  if (!mayRequestOrganization(existing.map((r) => ({ organizationId: r.organizationId, status: r.status as OrganizationRequestStatus })), org.id)) {
    throw new AppError('conflict', organizationMessages.requestExists);
  }
  const admins = await programAdminsOf(deps.db, org.id);
  const { row, deliveries } = await deps.db.transaction(async (tx) => {
    const [row] = await tx.insert(organizationTeamRequests).values({ organizationId: org.id, teamCode: team.teamCode, requestedBy: actor.userId, message: input.message }).returning();
    const deliveries = [];
    for (const a of admins) {
      deliveries.push(
        await notify(deps, { userId: a.userId, kind: 'organization_request', title: 'New organization request', body: `Team ${team.teamCode} asks to join ${org.name}.`, link: '/organization-management' }, tx),
      );
    }
    return { row: row!, deliveries };
  });
  await Promise.all(deliveries.map((d) => d()));
  return row;
}

/** Approve or reject a pending request; the requester is notified in-app and by e-mail. */
export async function decideRequest(deps: AppDeps, actor: Actor, id: string, status: 'approved' | 'rejected', canDecide: (organizationId: string) => boolean) {
  const request = await findRequest(deps.db, id);
  if (!request) throw new AppError('not_found', 'Request not found.');
  if (!canDecide(request.organizationId)) throw new AppError('forbidden', organizationMessages.notProgramAdmin);
  if (request.status !== 'pending') throw new AppError('conflict', 'This request has already been decided.');
  const org = await findOrganization(deps.db, request.organizationId);
  const deliver = await deps.db.transaction(async (tx) => {
    await tx.update(organizationTeamRequests).set({ status, decidedBy: actor.userId, decidedAt: new Date() }).where(eq(organizationTeamRequests.id, id));
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
