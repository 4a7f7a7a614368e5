import { hashLinkToken as hashToken, newLinkToken } from '../../services/tokens.ts';
import { APIError } from 'better-auth/api';
import type { Actor } from '@dugout/domain/access';
import { passwordMessages, PASSWORD_MIN } from '@dugout/domain/accounts';
import { metricValue, sourcedMetrics, sourcesOf, type SourcedSubmissionFacts } from '@dugout/domain/metrics-sources';
import { AppError, normaliseEmail, sameEmail } from '@dugout/domain/shared';
import {
  admitImportRows,
  INVITE_LIFETIME_DAYS,
  inviteRefusal,
  TEAM_INVITE_MAILS_PER_DAY,
  teamCapMessages,
  teamHasRoom,
  inviteMessages,
  inviteState,
  rosterStatus,
  validateImportPlayers,
  type ImportPlayer,
  type NewPlayer,
  type RatingKind,
  type TeamPlayers,
  TEAM_NOT_FOUND,
} from '@dugout/domain/teams';
import type { teamInvites } from '../../db/schema/index.ts';
import type { DbOrTx } from '../../db/client.ts';
import { uuidParam } from '../../http/route.ts';
import type { AppDeps } from '../../deps-types.ts';
import { renderMail } from '../../services/mail/mailer.ts';
import { latestMailByRef, type MailState } from '../../services/mail/outbox.repo.ts';
import { notify } from '../../services/notifications/notify.ts';
import { createAccount } from '../accounts/index.ts';
import { guardiansSharedWithCoachesOfTeam, inviteGuardianFromTeam } from '../families/index.ts';
import { verificationsOfTeam } from '../submissions/index.ts';
import {
  countActivePlayers,
  findMembership,
  findProfile,
  findTeam,
  lockTeam,
  recountActivePlayers,
  teamScreenData,
} from './teams.repo.ts';
import {
  cancelInviteRow,
  claimInvite,
  countInviteMailsSince,
  countPendingInvites,
  findActiveMember,
  findInviteByTokenHash,
  findInviteOfTeam,
  findUserIdByEmail,
  findUserRowByEmail,
  insertInvite,
  insertInvites,
  listPendingInvites,
  listPendingInviteEmails,
  type InviteRow,
  markMemberRemoved,
  setInviteLink,
  setMemberRating,
  updatePlayerProfile,
  upsertActiveMember,
} from './players.repo.ts';

export const INVITE_NOT_FOUND = 'Invite not found.';
export const MEMBER_NOT_FOUND = 'Team member not found.';
const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

const inviteValues = (teamCode: string, coachId: string, p: NewPlayer | ImportPlayer) => ({
  teamCode,
  invitedByCoachId: coachId,
  status: 'pending',
  email: normaliseEmail(p.email),
  firstName: p.firstName,
  lastName: p.lastName,
  primaryPosition: p.primaryPosition,
  graduationYear: p.graduationYear,
  isPostgradDisplay: p.isPostgradDisplay,
  zipCode: p.zipCode,
  highSchool: p.highSchool,
  heightInches: p.heightInches,
  weightLbs: p.weightLbs,
  bats: p.bats,
  throws: p.throws,
  guardianEmail: p.guardianEmail,
});

/**
 * The team locked, with what its caps are measured on (docs/decisions/0041-team-player-cap.md): its max_players, its
 * active members and its pending invites, counted after the lock so a concurrent change waits for this one.
 */
async function lockedTeamCounts(tx: DbOrTx, teamCode: string) {
  const team = await lockTeam(tx, teamCode);
  if (!team) throw new AppError('not_found', TEAM_NOT_FOUND);
  const [activePlayers, pendingInvites] = await Promise.all([
    countActivePlayers(tx, teamCode),
    countPendingInvites(tx, teamCode),
  ]);
  return { maxPlayers: team.maxPlayers, activePlayers, pendingInvites };
}

/** Add Player: a pending invite, unless the team is full or holds the most pending invites it may. */
export async function addPlayer(deps: Pick<AppDeps, 'db'>, actor: Actor, teamCode: string, player: NewPlayer) {
  const row = await deps.db.transaction(async (tx) => {
    const refusal = inviteRefusal(await lockedTeamCounts(tx, teamCode));
    if (refusal) throw new AppError('conflict', refusal);
    // One pending invite per address and team, any case: the unique index on lower(email) holds it
    // (docs/decisions/0049-one-invite-per-address.md).
    const added = await insertInvite(tx, inviteValues(teamCode, actor.userId, player));
    if (!added)
      throw new AppError('conflict', teamCapMessages.alreadyInvited, { email: teamCapMessages.alreadyInvited });
    return added;
  });
  return presentInvite(row);
}

/**
 * Imports players as pending invites in one transaction, the team locked: a bad row refuses the whole file; rows past
 * the team's room or the pending-invite cap are refused one by one, with their messages, and the rest are imported in
 * one statement (docs/decisions/0041-team-player-cap.md).
 */
export async function importPlayers(
  deps: Pick<AppDeps, 'db'>,
  actor: Actor,
  teamCode: string,
  raw: readonly unknown[],
) {
  const checked = validateImportPlayers(raw);
  if (!checked.ok) throw new AppError('invalid_input', checked.message);
  return deps.db.transaction(async (tx) => {
    const counts = await lockedTeamCounts(tx, teamCode);
    const { admitted, refused } = admitImportRows(checked.players, counts, await listPendingInviteEmails(tx, teamCode));
    // nothing fits: the team's own reason, as Add Player gives it
    if (admitted.length === 0) throw new AppError('conflict', inviteRefusal(counts) ?? refused[0]!.message);
    const count = await insertInvites(
      tx,
      admitted.map((p) => inviteValues(teamCode, actor.userId, p)),
    );
    return { count, refused };
  });
}

export const presentInvite = (i: typeof teamInvites.$inferSelect, mail?: MailState) => ({
  id: i.id,
  email: i.email,
  firstName: i.firstName,
  lastName: i.lastName,
  primaryPosition: i.primaryPosition,
  graduationYear: i.graduationYear,
  isPostgradDisplay: i.isPostgradDisplay,
  status: i.status,
  sentAt: iso(i.sentAt),
  createdAt: i.createdAt.toISOString(),
  mail: mail ? { status: mail.status, sentAt: iso(mail.sentAt) } : null,
  guardianEmail: i.guardianEmail ?? null,
});

async function loadInvite(deps: Pick<AppDeps, 'db'>, teamCode: string, inviteId: string) {
  uuidParam(inviteId, INVITE_NOT_FOUND);
  const invite = await findInviteOfTeam(deps.db, teamCode, inviteId);
  if (!invite) throw new AppError('not_found', INVITE_NOT_FOUND);
  return invite;
}

/**
 * Send Invite: a fresh single-use link to /accept-invite (valid 14 days) by e-mail; an existing account is also notified
 * in-app. An invite that carries a guardian's e-mail invites the guardian too, in the same transaction
 * (docs/decisions/0064-coaches-and-families.md): the families feature records the link (neither side agreed yet) and
 * writes their e-mail.
 */
export async function sendInvite(
  deps: Pick<AppDeps, 'db' | 'mailer' | 'publicUrl'>,
  actor: Actor,
  teamCode: string,
  inviteId: string,
) {
  const invite = await loadInvite(deps, teamCode, inviteId);
  if (invite.status !== 'pending')
    throw new AppError('conflict', invite.status === 'cancelled' ? inviteMessages.cancelled : inviteMessages.accepted);
  const team = (await findTeam(deps.db, teamCode))!;
  const token = newLinkToken();
  const expiresAt = new Date(Date.now() + INVITE_LIFETIME_DAYS * 24 * 3600 * 1000);
  const url = `${deps.publicUrl}/accept-invite?token=${token}`;
  const existingId = await findUserIdByEmail(deps.db, invite.email);
  const { text, html } = renderMail({
    heading: `Join ${team.teamName} on Dugout`,
    paragraphs: [
      `Hi ${invite.firstName},`,
      `Your coach invited you to join ${team.teamName} (TeamID ${team.teamCode}) on Dugout, where you can submit your metrics, get your score and research colleges.`,
      `The link below works for ${INVITE_LIFETIME_DAYS} days.`,
    ],
    action: { label: 'Accept invitation', url },
  });
  // The new link and its e-mail commit together; the outbox sender delivers it (services/mail), the invite shows 'Invite queued' until then.
  await deps.db.transaction(async (tx) => {
    // at most TEAM_INVITE_MAILS_PER_DAY per team, counted with the team locked (docs/decisions/0041-team-player-cap.md)
    await lockTeam(tx, teamCode);
    const since = new Date(Date.now() - 24 * 3600 * 1000);
    if ((await countInviteMailsSince(tx, teamCode, since)) >= TEAM_INVITE_MAILS_PER_DAY)
      throw new AppError('rate_limited', teamCapMessages.inviteMails);
    await setInviteLink(tx, invite.id, hashToken(token), expiresAt);
    if (existingId) {
      await notify(
        deps,
        {
          userId: existingId,
          kind: 'team_invite',
          title: `You're invited to join ${team.teamName}`,
          body: `Your coach invited you to join ${team.teamName} on Dugout. Open the invitation e-mail to accept.`,
          email: false,
        },
        tx,
      );
    }
    await deps.mailer.enqueue(tx, {
      to: invite.email,
      subject: `You're invited to join ${team.teamName} on Dugout`,
      text,
      html,
      kind: 'team_invite',
      refId: invite.id,
    });
    if (invite.guardianEmail)
      await inviteGuardianFromTeam(
        tx,
        {
          playerEmail: invite.email,
          guardianEmail: invite.guardianEmail,
          teamCode: team.teamCode,
          teamName: team.teamName,
          invitedByUserId: actor.userId,
        },
        deps,
      );
  });
  deps.mailer.kick();
  return { ok: true as const };
}

export async function cancelInvite(deps: Pick<AppDeps, 'db'>, teamCode: string, inviteId: string) {
  const invite = await loadInvite(deps, teamCode, inviteId);
  if (invite.status === 'accepted') throw new AppError('conflict', inviteMessages.accepted);
  await cancelInviteRow(deps.db, invite.id);
  return { ok: true as const };
}

async function inviteByToken(deps: Pick<AppDeps, 'db'>, token: string) {
  const invite = await findInviteByTokenHash(deps.db, hashToken(token));
  if (!invite) throw new AppError('not_found', inviteMessages.invalid);
  const state = inviteState(invite);
  if (state !== 'pending') throw new AppError(state === 'expired' ? 'conflict' : 'conflict', inviteMessages[state]);
  return invite;
}

export async function viewInvite(deps: Pick<AppDeps, 'db'>, token: string) {
  const invite = await inviteByToken(deps, token);
  const team = (await findTeam(deps.db, invite.teamCode))!;
  const existingId = await findUserIdByEmail(deps.db, invite.email);
  return {
    teamName: team.teamName,
    teamCode: team.teamCode,
    email: invite.email,
    firstName: invite.firstName,
    lastName: invite.lastName,
    hasAccount: Boolean(existingId),
  };
}

/** Why an invite cannot be accepted any more, read again after another accept (or a cancel) won the row. */
async function inviteGone(db: DbOrTx, invite: InviteRow) {
  const now = await findInviteOfTeam(db, invite.teamCode, invite.id);
  const state = now ? inviteState(now) : 'cancelled';
  return new AppError('conflict', inviteMessages[state === 'pending' ? 'accepted' : state]);
}

/**
 * Whether the user needs a free place on the team to accept (not when already an active member), and whether there is
 * one: the quick look before an account is made; the locked count in the transaction is what decides.
 */
async function teamFullFor(db: DbOrTx, teamCode: string, userId: string | null, maxPlayers: number) {
  const membership = userId ? await findMembership(db, teamCode, userId) : null;
  if (membership?.status === 'active') return false;
  return !teamHasRoom(await countActivePlayers(db, teamCode), maxPlayers);
}

/**
 * Accepting an invite: creates the player's account (or signs in the existing one with its password, or uses the
 * signed-in account of that e-mail), joins the team as an active member with the invite's details in the profile,
 * and marks the invite accepted — the membership and the invite change in one transaction, the team row locked, so
 * the team's cap holds and of several accepts at once exactly one wins; the others answer 409
 * (docs/decisions/0041-team-player-cap.md).
 */
export async function acceptInvite(
  deps: Pick<AppDeps, 'auth' | 'db'>,
  actor: (Actor & { email?: string }) | null,
  token: string,
  password: string | undefined,
  headers: Headers,
) {
  const invite = await inviteByToken(deps, token);
  const team = await findTeam(deps.db, invite.teamCode);
  if (!team) throw new AppError('not_found', TEAM_NOT_FOUND);
  const existing = await findUserRowByEmail(deps.db, invite.email);
  const signedInAsInvitee = Boolean(actor && existing && actor.userId === existing.id);
  if (!signedInAsInvitee && actor?.email && !sameEmail(actor.email, invite.email))
    throw new AppError('forbidden', inviteMessages.wrongAccount);
  if (await teamFullFor(deps.db, team.teamCode, existing?.id ?? null, team.maxPlayers))
    throw new AppError('conflict', teamCapMessages.full);
  let userId: string;
  let cookies: Headers | null = null;
  if (signedInAsInvitee) userId = actor!.userId;
  else if (existing) {
    if (!password)
      throw new AppError('invalid_input', passwordMessages.required, { password: passwordMessages.required });
    try {
      const result = await deps.auth.api.signInEmail({
        body: { email: invite.email, password, rememberMe: false },
        headers,
        returnHeaders: true,
      });
      cookies = result.headers;
      userId = result.response.user.id;
    } catch (err) {
      if (err instanceof APIError) throw new AppError('unauthenticated', passwordMessages.loginFailed);
      throw err;
    }
  } else {
    if (!password || password.length < PASSWORD_MIN)
      throw new AppError('invalid_input', passwordMessages.tooShort, { password: passwordMessages.tooShort });
    try {
      const created = await createAccount(
        deps,
        { email: invite.email, password, firstName: invite.firstName, lastName: invite.lastName, role: 'player' },
        headers,
      );
      userId = created.userId;
      cookies = created.headers ?? null;
    } catch (err) {
      // Another accept of this invite made the account a moment ago: that one joins the team, this one is too late.
      if (await findUserRowByEmail(deps.db, invite.email)) throw await inviteGone(deps.db, invite);
      throw err;
    }
  }
  await deps.db.transaction(async (tx) => {
    const locked = await lockTeam(tx, invite.teamCode);
    if (!locked) throw new AppError('not_found', TEAM_NOT_FOUND);
    if (!(await claimInvite(tx, invite.id, userId))) throw await inviteGone(tx, invite);
    if (await teamFullFor(tx, invite.teamCode, userId, locked.maxPlayers))
      throw new AppError('conflict', teamCapMessages.full);
    const profile = await findProfile(tx, userId);
    await updatePlayerProfile(tx, userId, {
      primaryPosition: profile?.primaryPosition ?? invite.primaryPosition,
      hsGraduationYear: profile?.hsGraduationYear ?? invite.graduationYear,
      isPostgradDisplay: profile?.hsGraduationYear ? profile.isPostgradDisplay : invite.isPostgradDisplay,
      zipCode: profile?.zipCode ?? invite.zipCode,
      highSchool: profile?.highSchool ?? invite.highSchool,
      heightInches: profile?.heightInches ?? invite.heightInches,
      weightLbs: profile?.weightLbs ?? invite.weightLbs,
      bats: profile?.bats ?? invite.bats,
      throws: profile?.throws ?? invite.throws,
      teamCode: profile?.teamCode ?? invite.teamCode,
      updatedAt: new Date(),
    });
    const member = {
      playerName: `${invite.firstName} ${invite.lastName}`,
      playerEmail: invite.email,
      status: 'active',
      regPrimaryPosition: invite.primaryPosition,
      regGraduationYear: invite.graduationYear,
    };
    await upsertActiveMember(tx, userId, invite.teamCode, member);
    await recountActivePlayers(tx, invite.teamCode);
  });
  return { userId, cookies, teamCode: invite.teamCode };
}

export async function removeMember(deps: Pick<AppDeps, 'db'>, teamCode: string, memberId: string) {
  const member = await loadMember(deps, teamCode, memberId);
  await deps.db.transaction(async (tx) => {
    await markMemberRemoved(tx, member.id);
    await recountActivePlayers(tx, teamCode);
  });
  return { ok: true as const };
}

export async function loadMember(deps: Pick<AppDeps, 'db'>, teamCode: string, memberId: string) {
  uuidParam(memberId, MEMBER_NOT_FOUND);
  const member = await findActiveMember(deps.db, teamCode, memberId);
  if (!member) throw new AppError('not_found', MEMBER_NOT_FOUND);
  return member;
}

const ratingColumn = { game: 'gameScore', hit: 'hitScore', field_pitch: 'fieldPitchScore' } as const;
export async function rateMember(
  deps: Pick<AppDeps, 'db'>,
  teamCode: string,
  memberId: string,
  kind: RatingKind,
  value: number | null,
) {
  const member = await loadMember(deps, teamCode, memberId);
  await setMemberRating(deps.db, member.id, ratingColumn[kind], value);
  return { kind, value };
}

/**
 * The Player Management card in one answer: the members with their latest submissions, and the pending invites, in
 * parallel; with `guardians`, each member's guardians who share with coaches (one query for every member).
 */
export async function teamPlayers(
  deps: Pick<AppDeps, 'db'>,
  teamCode: string,
  opts: { guardians: boolean },
): Promise<TeamPlayers> {
  // Every read that needs only the team code at once: the members with their submissions, the pending invites, the
  // active members' sharing guardians and their verifications (the source of each shown value,
  // docs/decisions/0062-metric-sources.md) — one prepared statement each, whatever the team's size, in one round trip
  // (docs/decisions/0072-per-user-screens-beside-their-twins.md); then the invites' mail states, when there are any.
  const [data, invites, guardians, verifications] = await Promise.all([
    teamScreenData(deps.db, teamCode),
    listPendingInvites(deps.db, teamCode),
    opts.guardians
      ? guardiansSharedWithCoachesOfTeam(deps.db, teamCode)
      : new Map<string, { name: string; email: string }[]>(),
    verificationsOfTeam(deps.db, teamCode),
  ]);
  if (!data) throw new AppError('not_found', TEAM_NOT_FOUND);
  const { members } = data;
  const inviteMail = await latestMailByRef(
    deps.db,
    'team_invite',
    invites.map((i) => i.id),
  );
  const present = (s: NonNullable<(typeof members)[number]['latestSubmission']>) => ({
    id: s.id,
    userId: s.userId,
    paymentStatus: s.paymentStatus,
    teamFunded: s.teamFunded,
    height: s.height,
    weight: s.weight,
    sixty: s.sixty,
    throwVelocity: s.throwVelocity,
    exitVelocity: s.exitVelocity,
    fastballVelocity: s.fastballVelocity,
    fbSpinRate: s.fbSpinRate,
    strikePercentage: s.strikePercentage,
    throws: s.throws,
    bats: s.bats,
    submittedPosition: s.submittedPosition,
    graduationYear: s.graduationYear,
    isPostgradDisplay: s.isPostgradDisplay,
    submittedScore: s.submittedScore,
    bestPosition: s.bestPosition,
    bestScore: s.bestScore,
    createdAt: s.createdAt.toISOString(),
    editedAt: iso(s.editedAt),
    sources: sourcesOf(
      Object.fromEntries(sourcedMetrics.map((m) => [m, metricValue(s as SourcedSubmissionFacts, m)])),
      s as SourcedSubmissionFacts,
      verifications.filter((v) => v.userId === s.userId),
    ),
  });
  return {
    teamCode,
    members: members.map((member) => {
      const latest = member.latestSubmission;
      return {
        id: member.id,
        userId: member.userId,
        playerName: member.playerName ?? ([member.firstName, member.lastName].filter(Boolean).join(' ') || null),
        playerEmail: member.playerEmail ?? member.profileEmail ?? null,
        joinedAt: member.joinedAt.toISOString(),
        gameScore: member.gameScore,
        hitScore: member.hitScore,
        fieldPitchScore: member.fieldPitchScore,
        commitmentSchoolId: member.commitmentSchoolId,
        commitment: member.commitment,
        primaryPosition: member.primaryPosition ?? member.regPrimaryPosition,
        graduationYear: member.hsGraduationYear ?? member.regGraduationYear,
        isPostgradDisplay: member.isPostgradDisplay ?? false,
        hasCompletedDashboard: rosterStatus(Boolean(latest)) === 'completed',
        lastLogin: iso(member.lastLoginAt),
        latestSubmission: latest ? present(latest) : null,
        guardians: (member.userId && guardians.get(member.userId)) || [],
      };
    }),
    invites: invites
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
      .map((i) => presentInvite(i, inviteMail.get(i.id))),
  };
}
