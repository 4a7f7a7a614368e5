import { randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import {
  AppError, TEAM_NOT_FOUND, isTeamStaff, generateTeamCode, isCoachActor, isSiteAdmin, mergeTeamLists, teamAbilities, LOGO_MAX_BYTES, LOGO_NOT_IMAGE, LOGO_TOO_LARGE,
  TEAM_COST, TEAM_MAX_PLAYERS, type Actor, type CreateTeamInput, type TeamAccessSnapshot, type TeamDetail, type UpdateTeamInput,
} from '@dugout/domain';
import type { z } from 'zod';
import type { createTeamSchema, updateTeamSchema } from '@dugout/domain';
import { teamCoaches, teamMembers, teamSubscriptions, userProfiles } from '../../db/schema/index.ts';
import type { AppDeps } from '../../http/context.ts';
import { detectImage } from '../../services/storage/storage.ts';
import { approvedOrganizationName, findTeam, loadCoaches, recountActivePlayers, teamsOfCoach, userHasApprovedOrganizationRequest, type TeamRow } from './teams.repo.ts';
import { loadTeamAccess } from './team-access.repo.ts';

export const CREATE_TEAM_COACHES_ONLY = 'Please create a coach account first to register your team.';

const summary = (t: TeamRow) => ({ teamCode: t.teamCode, teamName: t.teamName, teamType: t.teamType, city: t.city, state: t.state, logoUrl: t.logoUrl });

export async function listMyTeams(deps: AppDeps, userId: string) {
  const lists = await teamsOfCoach(deps.db, userId);
  return mergeTeamLists(...lists).map(summary);
}

export async function teamDetail(deps: AppDeps, actor: Actor, team: TeamRow, access: TeamAccessSnapshot): Promise<TeamDetail> {
  const [coaches, memberOf, approved] = await Promise.all([
    loadCoaches(deps.db, team),
    approvedOrganizationName(deps.db, team.teamCode),
    userHasApprovedOrganizationRequest(deps.db, actor.userId),
  ]);
  return {
    ...summary(team),
    teamUrl: team.teamUrl,
    twitterHandle: team.twitterHandle,
    instagramHandle: team.instagramHandle,
    pocEmail: team.pocEmail,
    maxPlayers: team.maxPlayers,
    activePlayers: team.activePlayers,
    paymentStatus: team.paymentStatus,
    createdAt: team.createdAt.toISOString(),
    ownerId: team.coachUserId,
    coaches,
    memberOfOrganization: memberOf,
    hasApprovedOrganizationRequest: approved,
    abilities: teamAbilities(actor, access),
  };
}

/** Creates a team owned by the coach: a unique upper-case TeamID, max 20 players, cost 0, so it is paid at once (D5). */
export async function createTeam(deps: AppDeps, actor: Actor, input: z.output<typeof createTeamSchema>) {
  if (!isCoachActor(actor) && !isSiteAdmin(actor)) throw new AppError('forbidden', CREATE_TEAM_COACHES_ONLY);
  for (let attempt = 0; attempt < 20; attempt++) {
    const code = generateTeamCode(input.teamName, () => randomInt(0, 1_000_000) / 1_000_000, attempt < 10 ? 4 : 6);
    const rows = await deps.db
      .insert(teamSubscriptions)
      .values({
        teamCode: code, teamName: input.teamName, teamType: input.teamType, city: input.city, state: input.state, pocEmail: input.pocEmail,
        twitterHandle: input.twitterHandle, instagramHandle: input.instagramHandle, maxPlayers: TEAM_MAX_PLAYERS, amountPaid: TEAM_COST,
        paymentStatus: 'paid', coachUserId: actor.userId,
      })
      .onConflictDoNothing({ target: teamSubscriptions.teamCode })
      .returning();
    if (rows[0]) return rows[0];
  }
  throw new AppError('internal', 'Failed to create team.');
}
export type { CreateTeamInput, UpdateTeamInput };

export async function updateTeam(deps: AppDeps, teamCode: string, input: z.output<typeof updateTeamSchema>) {
  const [row] = await deps.db.update(teamSubscriptions).set({ ...input, updatedAt: new Date() }).where(eq(teamSubscriptions.teamCode, teamCode)).returning();
  if (!row) throw new AppError('not_found', TEAM_NOT_FOUND);
  return row;
}

/** Uploads a team logo (type from the bytes, at most 5MB), then removes the previous one (failure only logged). */
export async function uploadTeamLogo(deps: AppDeps, team: TeamRow, bytes: Uint8Array) {
  if (bytes.byteLength > LOGO_MAX_BYTES) throw new AppError('payload_too_large', LOGO_TOO_LARGE);
  const type = await detectImage(bytes, ['image/png', 'image/jpeg', 'image/gif', 'image/webp'], LOGO_NOT_IMAGE);
  const stored = await deps.storage.put(`team-logos/${team.teamCode}-${Date.now()}`, bytes, type.mime, type.ext);
  await deps.db.update(teamSubscriptions).set({ logoUrl: stored.url, updatedAt: new Date() }).where(eq(teamSubscriptions.teamCode, team.teamCode));
  if (team.logoUrl?.startsWith('/uploads/')) {
    await deps.storage.remove(team.logoUrl.slice('/uploads/'.length)).catch((err) => deps.logger.warn({ err }, 'could not remove the previous team logo'));
  }
  return stored.url;
}

export async function checkTeamCode(deps: AppDeps, code: string) {
  const team = await findTeam(deps.db, code);
  return team ? { isValid: true, teamName: team.teamName, errorMessage: null } : { isValid: false, teamName: null, errorMessage: 'Invalid team code. Please check and try again.' };
}

/**
 * Join a team by TeamID: a coach joins as a team coach (join-team-as-coach); a player joins as an active member
 * (players join further teams by TeamID). Joining twice answers already_member.
 */
export async function joinTeam(deps: AppDeps, actor: Actor, teamCode: string) {
  const team = await findTeam(deps.db, teamCode);
  if (!team) throw new AppError('not_found', 'Invalid team code. Please check and try again.');
  const [access] = await loadTeamAccess(deps.db, [team.teamCode]);
  const base = { teamName: team.teamName, teamCode: team.teamCode };
  if (isCoachActor(actor)) {
    if (access && isTeamStaff(actor.userId, access)) {
      return { ...base, success: true, alreadyMember: true, message: `You are already a coach of ${team.teamName}.` };
    }
    await deps.db.insert(teamCoaches).values({ teamCode: team.teamCode, coachUserId: actor.userId, role: 'coach' }).onConflictDoNothing();
    return { ...base, success: true, alreadyMember: false, message: `You joined ${team.teamName} as a coach.` };
  }
  return deps.db.transaction(async (tx) => {
    const [existing] = await tx.select().from(teamMembers).where(and(eq(teamMembers.teamCode, team.teamCode), eq(teamMembers.userId, actor.userId)));
    if (existing?.status === 'active') return { ...base, success: true, alreadyMember: true, message: `You are already a member of ${team.teamName}.` };
    const [profile] = await tx.select().from(userProfiles).where(eq(userProfiles.userId, actor.userId));
    const name = [profile?.firstName, profile?.lastName].filter(Boolean).join(' ') || null;
    if (existing) await tx.update(teamMembers).set({ status: 'active', joinedAt: new Date() }).where(eq(teamMembers.id, existing.id));
    else
      await tx.insert(teamMembers).values({
        teamCode: team.teamCode, userId: actor.userId, playerName: name, playerEmail: profile?.email ?? null,
        regPrimaryPosition: profile?.primaryPosition ?? null, regGraduationYear: profile?.hsGraduationYear ?? null,
      });
    await recountActivePlayers(tx, team.teamCode);
    return { ...base, success: true, alreadyMember: false, message: `You joined ${team.teamName}.` };
  });
}
