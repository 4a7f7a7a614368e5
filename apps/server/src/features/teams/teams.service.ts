import { randomInt } from 'node:crypto';
import {
  coachJoinByCode,
  isCoachActor,
  playerJoinByCode,
  staffEntryActions,
  staffStatusAfter,
  teamAbilities,
  teamStaffMessages,
  type Actor,
  type StaffDecision,
  type TeamAccessSnapshot,
} from '@dugout/domain/access';
import { AppError } from '@dugout/domain/shared';
import { isTeamSubscriptionCurrent } from '@dugout/domain/subscriptions';
import {
  TEAM_NOT_FOUND,
  generateTeamCode,
  isWithinTeamCap,
  teamCapMessages,
  teamHasRoom,
  teamRedeemMessages,
  redeemSubmissionPatch,
  mergeTeamLists,
  LOGO_MAX_BYTES,
  LOGO_NOT_IMAGE,
  LOGO_TOO_LARGE,
  TEAM_COST,
  TEAM_MAX_PLAYERS,
  type CreateTeamInput,
  type TeamDetail,
  type UpdateTeamInput,
  type createTeamSchema,
  type updateTeamSchema,
} from '@dugout/domain/teams';
import type { z } from 'zod';
import { notify } from '../../services/notifications/notify.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { AppDeps } from '../../deps-types.ts';
import { detectImage } from '../../services/storage/storage.ts';
import {
  activeMembersBefore,
  approvedOrganizationName,
  countActivePlayers,
  findMembership,
  findOwnSubmission,
  updateSubmission,
  findProfile,
  findStaffRow,
  findTeam,
  insertMember,
  insertTeamIfCodeFree,
  loadCoaches,
  lockTeam,
  recountActivePlayers,
  requestToCoach,
  setStaffStatus,
  setTeamLogo,
  teamsOfCoach,
  teamsPendingFor,
  updateTeamRow,
  userHasApprovedOrganizationRequest,
  type TeamRow,
} from './teams.repo.ts';

export const CREATE_TEAM_COACHES_ONLY = 'Please create a coach account first to register your team.';

const summary = (t: TeamRow) => ({
  teamCode: t.teamCode,
  teamName: t.teamName,
  teamType: t.teamType,
  city: t.city,
  state: t.state,
  logoUrl: t.logoUrl,
});

/** The user's teams (owner, approved administrator or coach), then the teams whose owner has not approved them yet. */
export async function listMyTeams(deps: Pick<AppDeps, 'db'>, userId: string) {
  const [lists, pending] = await Promise.all([teamsOfCoach(deps.db, userId), teamsPendingFor(deps.db, userId)]);
  const teams = mergeTeamLists(...lists);
  return [
    ...teams.map((t) => ({ ...summary(t), pending: false })),
    ...pending
      .filter((p) => !teams.some((t) => t.teamCode === p.teamCode))
      .map((t) => ({ ...summary(t), pending: true })),
  ];
}

export async function teamDetail(
  deps: Pick<AppDeps, 'db'>,
  actor: Actor,
  team: TeamRow,
  access: TeamAccessSnapshot,
): Promise<TeamDetail> {
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
    coaches: coaches.map((c) => ({ ...c, actions: staffEntryActions(actor, access, c) })),
    memberOfOrganization: memberOf,
    hasApprovedOrganizationRequest: approved,
    abilities: teamAbilities(actor, access),
  };
}

/**
 * Creates a team owned by the coach (who may: the route's rule `site.createTeam`): a unique upper-case TeamID, max 20
 * players, cost 0, so it is paid at once (D5).
 */
export async function createTeam(deps: Pick<AppDeps, 'db'>, actor: Actor, input: z.output<typeof createTeamSchema>) {
  for (let attempt = 0; attempt < 20; attempt++) {
    const code = generateTeamCode(input.teamName, (n) => randomInt(n));
    const row = await insertTeamIfCodeFree(deps.db, {
      teamCode: code,
      teamName: input.teamName,
      teamType: input.teamType,
      city: input.city,
      state: input.state,
      pocEmail: input.pocEmail,
      twitterHandle: input.twitterHandle,
      instagramHandle: input.instagramHandle,
      maxPlayers: TEAM_MAX_PLAYERS,
      amountPaid: TEAM_COST,
      paymentStatus: 'paid',
      coachUserId: actor.userId,
    });
    if (row) return row;
  }
  throw new AppError('internal', 'Failed to create team.');
}
export type { CreateTeamInput, UpdateTeamInput };

export async function updateTeam(
  deps: Pick<AppDeps, 'db'>,
  teamCode: string,
  input: z.output<typeof updateTeamSchema>,
) {
  const row = await updateTeamRow(deps.db, teamCode, input);
  if (!row) throw new AppError('not_found', TEAM_NOT_FOUND);
  return row;
}

/** Uploads a team logo (type from the bytes, at most 5MB), then removes the previous one (failure only logged). */
export async function uploadTeamLogo(
  deps: Pick<AppDeps, 'db' | 'logger' | 'storage'>,
  team: TeamRow,
  bytes: Uint8Array,
) {
  if (bytes.byteLength > LOGO_MAX_BYTES) throw new AppError('payload_too_large', LOGO_TOO_LARGE);
  const type = await detectImage(bytes, ['image/png', 'image/jpeg', 'image/gif', 'image/webp'], LOGO_NOT_IMAGE);
  const stored = await deps.storage.put(`team-logos/${team.teamCode}-${Date.now()}`, bytes, type.mime, type.ext);
  await setTeamLogo(deps.db, team.teamCode, stored.url);
  if (team.logoUrl?.startsWith('/uploads/')) {
    await deps.storage
      .remove(team.logoUrl.slice('/uploads/'.length))
      .catch((err) => deps.logger.warn({ err }, 'could not remove the previous team logo'));
  }
  return stored.url;
}

export async function checkTeamCode(deps: Pick<AppDeps, 'db'>, code: string) {
  const team = await findTeam(deps.db, code);
  return team
    ? { isValid: true, teamName: team.teamName, errorMessage: null }
    : { isValid: false, teamName: null, errorMessage: 'Invalid team code. Please check and try again.' };
}

/**
 * Join a team by TeamID. A coach's join is a request: a pending team coach with no ability until the owner (or a team
 * administrator) approves; the owner is notified in-app and by e-mail. A player joins as an active member; a player
 * the team removed cannot come back by code (only a new invite), and hears the spec's join failure.
 */
export async function joinTeam(
  deps: Pick<AppDeps, 'db' | 'mailer' | 'publicUrl'>,
  actor: Actor,
  teamCode: string,
  submissionId?: string,
) {
  const team = await findTeam(deps.db, teamCode);
  if (!team) throw new AppError('not_found', 'Invalid team code. Please check and try again.');
  const base = { teamName: team.teamName, teamCode: team.teamCode };
  if (isCoachActor(actor)) {
    // only players carry a submission (redeem-team-code)
    if (submissionId) throw new AppError('forbidden', teamRedeemMessages.failed);
    const isOwner = team.coachUserId === actor.userId;
    const already = (outcome: 'already_staff' | 'already_pending') =>
      outcome === 'already_staff'
        ? {
            ...base,
            success: true,
            alreadyMember: true,
            pending: false,
            message: `You are already a coach of ${team.teamName}.`,
          }
        : {
            ...base,
            success: true,
            alreadyMember: true,
            pending: true,
            message: teamStaffMessages.alreadyPending(team.teamName),
          };
    const staff = await findStaffRow(deps.db, team.teamCode, actor.userId);
    const outcome = coachJoinByCode(staff?.status ?? null, isOwner);
    if (outcome !== 'request') return already(outcome);
    const profile = await findProfile(deps.db, actor.userId);
    const who = [profile?.firstName, profile?.lastName].filter(Boolean).join(' ') || profile?.email || 'A coach';
    const deliver = await deps.db.transaction(async (tx) => {
      // A join sent at the same moment (or the owner's approval) came first: nothing new to tell the owner (decision 0042).
      if (!(await requestToCoach(tx, team.teamCode, actor.userId))) return null;
      return notify(
        deps,
        {
          userId: team.coachUserId,
          kind: 'coach_request',
          title: 'A coach asks to join your team',
          body: `${who} asks to coach ${team.teamName}. Approve or decline in Registered Coaches.`,
          link: `/team-management?team=${team.teamCode}`,
        },
        tx,
      );
    });
    if (!deliver) {
      const now = await findStaffRow(deps.db, team.teamCode, actor.userId);
      const again = coachJoinByCode(now?.status ?? null, isOwner);
      return already(again === 'already_staff' ? again : 'already_pending');
    }
    await deliver();
    return { ...base, success: true, alreadyMember: false, pending: true, message: teamStaffMessages.requestSent };
  }
  return deps.db.transaction(async (tx) => {
    // The team row locked, then counted, then the member added: two joins cannot both take the last place
    // (docs/decisions/0041-team-player-cap.md).
    const locked = await lockTeam(tx, team.teamCode);
    if (!locked) throw new AppError('not_found', 'Invalid team code. Please check and try again.');
    const existing = await findMembership(tx, team.teamCode, actor.userId);
    const outcome = playerJoinByCode(existing?.status ?? null);
    if (outcome === 'refused') throw new AppError('forbidden', teamStaffMessages.joinFailed);
    if (outcome === 'join') {
      if (!teamHasRoom(await countActivePlayers(tx, team.teamCode), locked.maxPlayers))
        throw new AppError('conflict', teamCapMessages.full);
      const profile = await findProfile(tx, actor.userId);
      const name = [profile?.firstName, profile?.lastName].filter(Boolean).join(' ') || null;
      await insertMember(tx, {
        teamCode: team.teamCode,
        userId: actor.userId,
        playerName: name,
        playerEmail: profile?.email ?? null,
        regPrimaryPosition: profile?.primaryPosition ?? null,
        regGraduationYear: profile?.hsGraduationYear ?? null,
      });
      await recountActivePlayers(tx, team.teamCode);
    }
    const submission = submissionId ? await redeemSubmission(tx, actor.userId, submissionId, team) : undefined;
    const alreadyMember = outcome === 'already_member';
    return {
      ...base,
      success: true,
      alreadyMember,
      pending: false,
      message: alreadyMember ? `You are already a member of ${team.teamName}.` : `You joined ${team.teamName}.`,
      ...(submission ? { submission } : {}),
    };
  });
}

/**
 * The submission a player carries when redeeming a TeamID (teams/redeem.ts in the domain): their own only; filed under
 * the team, and a pending one completed as team funded while the team's subscription counts and the player is within
 * the team's cap (docs/decisions/0041-team-player-cap.md; a member beyond it, from before the cap was enforced, pays).
 */
async function redeemSubmission(
  tx: DbOrTx,
  userId: string,
  submissionId: string,
  team: { teamCode: string; paymentStatus: string; expiresAt: Date | null; maxPlayers: number },
) {
  const row = await findOwnSubmission(tx, userId, submissionId);
  if (!row) throw new AppError('not_found', 'Submission not found');
  const now = new Date();
  const before = await activeMembersBefore(tx, team.teamCode, userId);
  const funds = isTeamSubscriptionCurrent(team, now) && before !== null && isWithinTeamCap(before, team.maxPlayers);
  const patch = redeemSubmissionPatch(row, team.teamCode, funds);
  const after = patch
    ? await updateSubmission(tx, row.id, {
        ...patch,
        ...(patch.teamFunded ? { paymentProvider: 'team' } : {}),
        updatedAt: now,
      })
    : row;
  return { id: after.id, paymentStatus: after.paymentStatus, teamFunded: after.teamFunded };
}

/**
 * Approve or decline a pending coach, or remove a coach or administrator. Who may is the route's rule
 * (`teamStaff.decide`, `teamStaff.remove`), decided before this runs. Removal ends access at once: every request re-reads
 * the staff status.
 */
export async function decideStaff(
  deps: Pick<AppDeps, 'db' | 'mailer' | 'publicUrl'>,
  actor: Actor,
  access: TeamAccessSnapshot,
  targetUserId: string,
  decision: StaffDecision,
) {
  const staff = await findStaffRow(deps.db, access.teamCode, targetUserId);
  if (!staff || staff.status === 'removed') throw new AppError('not_found', teamStaffMessages.notFound);
  const next = staffStatusAfter(staff.status, decision);
  if (!next) throw new AppError('conflict', teamStaffMessages.notPending);
  const set = { status: next, decidedBy: actor.userId, decidedAt: new Date() };
  const team = await findTeam(deps.db, access.teamCode);
  const deliver = await deps.db.transaction(async (tx) => {
    // Only the row still in the state read above changes, so of parallel decisions one wins and one e-mail goes out;
    // the others answer as a late click would (docs/decisions/0042-one-pending-one-decision.md).
    const from = decision === 'remove' ? 'not_removed' : 'pending';
    let changed = false;
    // Removal covers both staff tables, so a person who is coach and administrator loses both.
    if (decision === 'remove' || staff.kind === 'coach') {
      changed = (await setStaffStatus(tx, 'coach', access.teamCode, targetUserId, set, from)) || changed;
    }
    if (decision === 'remove' || staff.kind === 'administrator') {
      changed = (await setStaffStatus(tx, 'administrator', access.teamCode, targetUserId, set, from)) || changed;
    }
    if (!changed)
      throw decision === 'remove'
        ? new AppError('not_found', teamStaffMessages.notFound)
        : new AppError('conflict', teamStaffMessages.notPending);
    const title = {
      approve: 'Your coach request was approved',
      decline: 'Your coach request was declined',
      remove: 'You were removed from a team',
    }[decision];
    const body = {
      approve: `You are now a coach of ${team?.teamName ?? access.teamCode}.`,
      decline: `The owner of ${team?.teamName ?? access.teamCode} declined your request to coach the team.`,
      remove: `You are no longer a coach of ${team?.teamName ?? access.teamCode}.`,
    }[decision];
    return notify(
      deps,
      {
        userId: targetUserId,
        kind: 'coach_decision',
        title,
        body,
        link: decision === 'approve' ? `/team-management?team=${access.teamCode}` : '/team-management',
      },
      tx,
    );
  });
  await deliver();
  return { userId: targetUserId, status: next };
}
