import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { activePlayerCount } from '../../access/team-access.repo.ts';
import { mergeTeamLists } from '@dugout/domain/teams';
import { teamsOfCoach } from '../teams/index.ts';
import type { DbOrTx } from '../../db/client.ts';
import {
  organizationAdminRequests,
  organizations,
  organizationTeamRequests,
  teamSubscriptions,
  userProfiles,
  users,
} from '../../db/schema/index.ts';

export type OrganizationRow = typeof organizations.$inferSelect;

export async function findOrganization(db: DbOrTx, id: string): Promise<OrganizationRow | null> {
  const [row] = await db.select().from(organizations).where(eq(organizations.id, id));
  return row ?? null;
}

export async function findOrganizationByCode(db: DbOrTx, code: string): Promise<OrganizationRow | null> {
  const [row] = await db.select().from(organizations).where(eq(organizations.joinCode, code.toUpperCase()));
  return row ?? null;
}

export const listActiveOrganizations = (db: DbOrTx) =>
  db
    .select({
      id: organizations.id,
      name: organizations.name,
      description: organizations.description,
      city: organizations.city,
      state: organizations.state,
    })
    .from(organizations)
    .where(eq(organizations.isActive, true))
    .orderBy(asc(organizations.name));

export const programAdminsOf = (db: DbOrTx, organizationId: string) =>
  db
    .select({
      userId: userProfiles.userId,
      firstName: userProfiles.firstName,
      lastName: userProfiles.lastName,
      email: userProfiles.email,
    })
    .from(userProfiles)
    .where(and(eq(userProfiles.organizationId, organizationId), eq(userProfiles.organizationRole, 'program_admin')))
    .orderBy(asc(userProfiles.lastName));

/** Requests with team, organization and requester names; filtered by organization and/or requester. */
export async function listRequests(
  db: DbOrTx,
  filter: { id?: string; organizationId?: string; requestedBy?: string; teamCodes?: string[] } = {},
) {
  const conds = [];
  if (filter.id) conds.push(eq(organizationTeamRequests.id, filter.id));
  if (filter.organizationId) conds.push(eq(organizationTeamRequests.organizationId, filter.organizationId));
  if (filter.requestedBy) conds.push(eq(organizationTeamRequests.requestedBy, filter.requestedBy));
  if (filter.teamCodes)
    conds.push(inArray(organizationTeamRequests.teamCode, filter.teamCodes.length ? filter.teamCodes : ['\u0000']));
  const rows = await db
    .select({
      id: organizationTeamRequests.id,
      organizationId: organizationTeamRequests.organizationId,
      organizationName: organizations.name,
      organizationDescription: organizations.description,
      teamCode: organizationTeamRequests.teamCode,
      teamName: teamSubscriptions.teamName,
      requestedBy: organizationTeamRequests.requestedBy,
      requesterFirstName: userProfiles.firstName,
      requesterLastName: userProfiles.lastName,
      requesterEmail: users.email,
      message: organizationTeamRequests.message,
      status: organizationTeamRequests.status,
      createdAt: organizationTeamRequests.createdAt,
      decidedAt: organizationTeamRequests.decidedAt,
    })
    .from(organizationTeamRequests)
    .innerJoin(organizations, eq(organizations.id, organizationTeamRequests.organizationId))
    .innerJoin(teamSubscriptions, eq(teamSubscriptions.teamCode, organizationTeamRequests.teamCode))
    .innerJoin(users, eq(users.id, organizationTeamRequests.requestedBy))
    .leftJoin(userProfiles, eq(userProfiles.userId, organizationTeamRequests.requestedBy))
    .where(conds.length ? and(...conds) : undefined)
    .orderBy(desc(organizationTeamRequests.createdAt));
  return rows.map((r) => ({
    ...r,
    status: r.status as 'pending' | 'approved' | 'rejected',
    requesterName: [r.requesterFirstName, r.requesterLastName].filter(Boolean).join(' ') || r.requesterEmail,
    createdAt: r.createdAt.toISOString(),
    decidedAt: r.decidedAt?.toISOString() ?? null,
  }));
}

export const requestsOfTeam = (db: DbOrTx, teamCode: string) =>
  db.select().from(organizationTeamRequests).where(eq(organizationTeamRequests.teamCode, teamCode));

export async function findRequest(db: DbOrTx, id: string) {
  const [row] = await db.select().from(organizationTeamRequests).where(eq(organizationTeamRequests.id, id));
  return row ?? null;
}

/** The approved teams of an organization, with the number of active players. */
export async function approvedTeams(db: DbOrTx, organizationId: string) {
  return db
    .select({
      teamCode: teamSubscriptions.teamCode,
      teamName: teamSubscriptions.teamName,
      teamType: teamSubscriptions.teamType,
      city: teamSubscriptions.city,
      state: teamSubscriptions.state,
      logoUrl: teamSubscriptions.logoUrl,
      players: activePlayerCount(),
    })
    .from(organizationTeamRequests)
    .innerJoin(teamSubscriptions, eq(teamSubscriptions.teamCode, organizationTeamRequests.teamCode))
    .where(
      and(eq(organizationTeamRequests.organizationId, organizationId), eq(organizationTeamRequests.status, 'approved')),
    )
    .orderBy(asc(teamSubscriptions.teamName));
}

/** Teams the user owns, administers or coaches (de-duplicated by team code), newest first. */
export async function teamsCoachedBy(db: DbOrTx, userId: string) {
  const teams = mergeTeamLists(...(await teamsOfCoach(db, userId)));
  return teams.map((t) => ({
    teamCode: t.teamCode,
    teamName: t.teamName,
    city: t.city,
    state: t.state,
    ownerId: t.coachUserId,
  }));
}

/** Organization code redemptions (pending unless `status` is given) with the redeemer's name and e-mail. */
export async function listAdminRequests(
  db: DbOrTx,
  filter: { id?: string; organizationId?: string; userId?: string; status?: 'pending' | 'approved' | 'declined' },
) {
  const conds = [eq(organizationAdminRequests.status, filter.status ?? 'pending')];
  if (filter.id) conds.push(eq(organizationAdminRequests.id, filter.id));
  if (filter.organizationId) conds.push(eq(organizationAdminRequests.organizationId, filter.organizationId));
  if (filter.userId) conds.push(eq(organizationAdminRequests.userId, filter.userId));
  const rows = await db
    .select({
      id: organizationAdminRequests.id,
      organizationId: organizationAdminRequests.organizationId,
      organizationName: organizations.name,
      userId: organizationAdminRequests.userId,
      firstName: userProfiles.firstName,
      lastName: userProfiles.lastName,
      email: users.email,
      status: organizationAdminRequests.status,
      createdAt: organizationAdminRequests.createdAt,
    })
    .from(organizationAdminRequests)
    .innerJoin(organizations, eq(organizations.id, organizationAdminRequests.organizationId))
    .innerJoin(users, eq(users.id, organizationAdminRequests.userId))
    .leftJoin(userProfiles, eq(userProfiles.userId, organizationAdminRequests.userId))
    .where(and(...conds))
    .orderBy(desc(organizationAdminRequests.createdAt));
  return rows.map((r) => ({
    id: r.id,
    organizationId: r.organizationId,
    organizationName: r.organizationName,
    userId: r.userId,
    name: [r.firstName, r.lastName].filter(Boolean).join(' ') || r.email,
    email: r.email,
    status: r.status as 'pending' | 'approved' | 'declined',
    createdAt: r.createdAt.toISOString(),
  }));
}

export async function findAdminRequest(db: DbOrTx, id: string) {
  const [row] = await db.select().from(organizationAdminRequests).where(eq(organizationAdminRequests.id, id));
  return row ?? null;
}

export type OrganizationFields = Omit<typeof organizations.$inferInsert, 'id' | 'joinCode' | 'createdBy'>;

/** Adds an organization with its join code. */
export async function insertOrganization(
  db: DbOrTx,
  input: OrganizationFields & { joinCode: string; createdBy: string },
): Promise<OrganizationRow> {
  const [org] = await db.insert(organizations).values(input).returning();
  return org!;
}

/** Changes an organization; null when it does not exist. */
export async function updateOrganizationRow(
  db: DbOrTx,
  id: string,
  input: OrganizationFields,
): Promise<OrganizationRow | null> {
  const [org] = await db
    .update(organizations)
    .set({ ...input, updatedAt: new Date() })
    .where(eq(organizations.id, id))
    .returning();
  return org ?? null;
}

/** Makes the user a program admin of the organization (on their profile). */
export async function makeProgramAdmin(db: DbOrTx, userId: string, organizationId: string) {
  await db
    .update(userProfiles)
    .set({ organizationId, organizationRole: 'program_admin', updatedAt: new Date() })
    .where(eq(userProfiles.userId, userId));
}

/** The user's profile row, or null. */
export async function findProfile(db: DbOrTx, userId: string) {
  const [profile] = await db.select().from(userProfiles).where(eq(userProfiles.userId, userId));
  return profile ?? null;
}

/**
 * Adds a pending program admin request of the user: true when this call added it, false when one was already pending
 * (the unique index org_admin_requests_one_pending holds under parallel redemptions; decision 0042).
 */
export async function insertAdminRequest(db: DbOrTx, organizationId: string, userId: string): Promise<boolean> {
  const rows = await db
    .insert(organizationAdminRequests)
    .values({ organizationId, userId })
    .onConflictDoNothing()
    .returning({ id: organizationAdminRequests.id });
  return rows.length > 0;
}

/**
 * Records the decision on a program admin request that is still pending: true when this call decided it, false when
 * another decision came first (the conditional update is the one winner among parallel decisions; decision 0042).
 */
export async function setAdminRequestDecision(
  db: DbOrTx,
  id: string,
  status: 'approved' | 'declined',
  decidedBy: string,
): Promise<boolean> {
  const rows = await db
    .update(organizationAdminRequests)
    .set({ status, decidedBy, decidedAt: new Date() })
    .where(and(eq(organizationAdminRequests.id, id), eq(organizationAdminRequests.status, 'pending')))
    .returning({ id: organizationAdminRequests.id });
  return rows.length > 0;
}

/**
 * Adds a team's request to join an organization; null when the team already has an open (pending or approved) request
 * with it (the unique index org_requests_one_open holds under parallel requests; decision 0042).
 */
export async function insertTeamRequest(
  db: DbOrTx,
  input: { organizationId: string; teamCode: string; requestedBy: string; message: string | null },
) {
  const [row] = await db.insert(organizationTeamRequests).values(input).onConflictDoNothing().returning();
  return row ?? null;
}

/** Records the decision on a team's request that is still pending: true when this call decided it (decision 0042). */
export async function setTeamRequestDecision(
  db: DbOrTx,
  id: string,
  status: 'approved' | 'rejected',
  decidedBy: string,
): Promise<boolean> {
  const rows = await db
    .update(organizationTeamRequests)
    .set({ status, decidedBy, decidedAt: new Date() })
    .where(and(eq(organizationTeamRequests.id, id), eq(organizationTeamRequests.status, 'pending')))
    .returning({ id: organizationTeamRequests.id });
  return rows.length > 0;
}
