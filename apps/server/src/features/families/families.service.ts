import type { GuardianLinkSnapshot } from '@dugout/domain/access';
import {
  consentScopes,
  type ConsentScope,
  familyMessages,
  type FamilyLink,
  type FamilyLinkSettings,
  type FamilyResponse,
  isMinor,
  mayShareOutsideTeam,
  type ProfileSharing,
  sideOfRole,
  type LinkSide,
} from '@dugout/domain/families';
import { AppError, normaliseEmail } from '@dugout/domain/shared';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { AppDeps } from '../../deps-types.ts';
import { notify } from '../../services/notifications/notify.ts';
import type { SessionActor } from '../../http/context.ts';
import {
  activeConsentsOfPlayer,
  findFamilyUser,
  findFamilyUserByEmail,
  findLink,
  findOpenLinkByEmails,
  findSharingState,
  insertConsent,
  insertLink,
  listConsentsOfGuardian,
  listOpenLinksOf,
  lockLink,
  revokeConsents,
  setDateOfBirth,
  setShareWithCollegeCoaches,
  sharedGuardiansOf,
  sharedGuardiansOfTeam,
  updateLink,
  type ConsentRow,
  type LinkRow,
} from './families.repo.ts';
import { linkInvitationMail } from './families.mail.ts';

/** Guardian links, consent and the sharing gate (docs/decisions/0060-families.md). */

type Deps = Pick<AppDeps, 'db' | 'mailer' | 'publicUrl'>;

const isUniqueViolation = (err: unknown): boolean => {
  for (let e = err as { code?: unknown; cause?: unknown } | undefined, i = 0; e && i < 5; e = e.cause as never, i++)
    if (e.code === '23505') return true;
  return false;
};

const linkNotFound = () => new AppError('not_found', familyMessages.linkNotFound);

/** Whether an account may take the side of a link the invitation addresses by e-mail (confirmed where mail is on). */
const addressedTo = (
  deps: Pick<AppDeps, 'mailer'>,
  user: { email: string; emailVerified: boolean },
  address: string,
): boolean => normaliseEmail(user.email) === normaliseEmail(address) && (user.emailVerified || !deps.mailer.sender);

/**
 * The policy snapshot of a link as this actor meets it: each side's account is the stored one, or the signed-in
 * account whose (confirmed) e-mail address that side of the invitation names. 404 when there is no such link.
 */
export async function loadLinkSnapshot(
  deps: Pick<AppDeps, 'db' | 'mailer'>,
  actor: SessionActor,
  id: string,
): Promise<GuardianLinkSnapshot & { row: LinkRow }> {
  const row = await findLink(deps.db, id);
  if (!row) throw linkNotFound();
  const me = await findFamilyUser(deps.db, actor.userId);
  const mine = (side: LinkSide) =>
    !!me &&
    sideOfRole(me.role) === side &&
    addressedTo(deps, me, side === 'guardian' ? row.guardianEmail : row.playerEmail);
  const guardianId = row.guardianId ?? (mine('guardian') ? actor.userId : null);
  const playerId = row.playerId ?? (mine('player') ? actor.userId : null);
  // Someone who is neither side learns nothing about the link: 404, as for a link that does not exist.
  if (guardianId !== actor.userId && playerId !== actor.userId) throw linkNotFound();
  return {
    kind: 'guardianLink',
    status: row.status as GuardianLinkSnapshot['status'],
    guardianId,
    playerId,
    guardianAgreed: !!row.guardianAgreedAt,
    playerAgreed: !!row.playerAgreedAt,
    row,
  };
}

type ListedLink = Awaited<ReturnType<typeof listOpenLinksOf>>[number];

function presentLink(l: ListedLink, side: LinkSide, consents: ConsentRow[], now: Date): FamilyLink {
  const { link } = l;
  const other =
    side === 'guardian'
      ? { userId: link.playerId, name: l.player?.name ?? null, email: l.player?.email ?? link.playerEmail }
      : { userId: link.guardianId, name: l.guardian?.name ?? null, email: l.guardian?.email ?? link.guardianEmail };
  const iAgreed = side === 'guardian' ? !!link.guardianAgreedAt : !!link.playerAgreedAt;
  const theyAgreed = side === 'guardian' ? !!link.playerAgreedAt : !!link.guardianAgreedAt;
  const view: FamilyLink = {
    id: link.id,
    status: link.status as FamilyLink['status'],
    invitedBy: link.invitedBy as FamilyLink['invitedBy'],
    myside: side,
    other,
    iAgreed,
    theyAgreed,
    guardianMayEdit: link.guardianMayEdit,
    copyEmails: link.copyEmails,
    shareWithCoaches: link.shareWithCoaches,
    teamName: l.teamName ?? null,
  };
  if (side === 'guardian' && link.status === 'active')
    view.player = {
      isMinor: isMinor(l.player?.dateOfBirth ?? null, now),
      consents: consents
        .filter((c) => c.linkId === link.id)
        .map((c) => ({
          scope: c.scope as ConsentScope,
          grantedAt: c.grantedAt.toISOString(),
          grantedBy: c.grantedBy,
          revokedAt: c.revokedAt?.toISOString() ?? null,
          revokedBy: c.revokedBy ?? null,
        })),
    };
  return view;
}

/**
 * My links that have not ended, presented for my side; a guardian's active links carry their consent history. The
 * links and the consents are read at once (both by my account), beside whatever the caller reads.
 */
async function presentLinks(db: Db, me: { id: string; email: string; role: string }, linkId?: string) {
  const side = sideOfRole(me.role);
  if (!side) return [];
  const [rows, consents] = await Promise.all([
    listOpenLinksOf(db, me, side, linkId),
    side === 'guardian' ? listConsentsOfGuardian(db, me.id) : [],
  ]);
  const now = new Date();
  return rows.map((r) => presentLink(r, side, consents, now));
}

async function presentOne(db: Db, actor: SessionActor, linkId: string): Promise<FamilyLink> {
  const me = await findFamilyUser(db, actor.userId);
  const [one] = me ? await presentLinks(db, me, linkId) : [];
  if (!one) throw linkNotFound();
  return one;
}

/** GET /api/family: who I am (role, minor) and my links that have not ended. */
export async function familyView(deps: Pick<AppDeps, 'db'>, actor: SessionActor): Promise<FamilyResponse> {
  // The session gives the account's role and address: the links are read beside the account's own row.
  const [me, links] = await Promise.all([
    findFamilyUser(deps.db, actor.userId),
    presentLinks(deps.db, { id: actor.userId, email: actor.email, role: actor.role }),
  ]);
  if (!me) throw new AppError('not_found', familyMessages.playerNotFound);
  return {
    me: {
      role: actor.role,
      isMinor: me.role === 'player' && isMinor(me.dateOfBirth, new Date()),
      dateOfBirth: me.dateOfBirth,
    },
    links,
  };
}

/**
 * POST /api/family/invites: a player invites a guardian's address, a guardian a player's. The inviter's side agrees at
 * once; one non-ended link per pair of addresses (unique index: a second, even a parallel one, is 409).
 */
export async function inviteFamily(deps: Deps, actor: SessionActor, email: string): Promise<FamilyLink> {
  const side = sideOfRole(actor.role);
  if (!side) throw new AppError('forbidden', familyMessages.inviteNotAllowed);
  const me = await findFamilyUser(deps.db, actor.userId);
  if (!me) throw new AppError('forbidden', familyMessages.inviteNotAllowed);
  const address = normaliseEmail(email);
  if (address === normaliseEmail(me.email))
    throw new AppError('conflict', familyMessages.inviteSelf, { email: familyMessages.inviteSelf });
  const guardianEmail = side === 'guardian' ? normaliseEmail(me.email) : address;
  const playerEmail = side === 'player' ? normaliseEmail(me.email) : address;
  const exists = () => new AppError('conflict', familyMessages.inviteExists, { email: familyMessages.inviteExists });
  if (await findOpenLinkByEmails(deps.db, guardianEmail, playerEmail)) throw exists();
  const invitee = await findFamilyUserByEmail(deps.db, address);
  const invitedSide: LinkSide = side === 'guardian' ? 'player' : 'guardian';
  const now = new Date();
  let linkId: string;
  try {
    linkId = await deps.db.transaction(async (tx) => {
      const link = await insertLink(tx, {
        guardianEmail,
        playerEmail,
        guardianId: side === 'guardian' ? me.id : null,
        playerId: side === 'player' ? me.id : null,
        guardianAgreedAt: side === 'guardian' ? now : null,
        playerAgreedAt: side === 'player' ? now : null,
        invitedBy: side,
        invitedByUserId: me.id,
        status: 'pending',
      });
      const inviteeFits = !!invitee && sideOfRole(invitee.role) === invitedSide;
      await deps.mailer.enqueue(
        tx,
        linkInvitationMail(deps, {
          to: address,
          invitedSide,
          inviterName: me.name,
          hasAccount: inviteeFits,
          linkId: link.id,
        }),
      );
      if (inviteeFits)
        await notify(
          deps,
          {
            userId: invitee.id,
            kind: 'family_invite',
            title: 'A family link is waiting for you',
            body: `${me.name} invited you to link your Dugout accounts.`,
            link: invitedSide === 'guardian' ? '/family' : '/profile#family',
            email: false,
          },
          tx,
        );
      return link.id;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw exists();
    throw err;
  }
  deps.mailer.kick();
  return presentOne(deps.db, actor, linkId);
}

/**
 * POST /api/family/links/:id/accept: the invited side agrees (its account is recorded); both agreed → active, and
 * the other side is told. The row is locked, so two accepts at once make one decision; a repeat answers the link.
 */
export async function acceptLink(deps: Deps, actor: SessionActor, snap: GuardianLinkSnapshot & { row: LinkRow }) {
  const side: LinkSide = snap.guardianId === actor.userId ? 'guardian' : 'player';
  const me = await findFamilyUser(deps.db, actor.userId);
  let deliver: (() => Promise<void>) | undefined;
  await deps.db.transaction(async (tx) => {
    const row = await lockLink(tx, snap.row.id);
    if (!row || row.status === 'ended') throw linkNotFound();
    const agreedAt = side === 'guardian' ? row.guardianAgreedAt : row.playerAgreedAt;
    if (agreedAt) return;
    const otherId = side === 'guardian' ? row.playerId : row.guardianId;
    // One account may hold a side once: a player already linked to this guardian (another address) is refused.
    const held = side === 'guardian' ? row.guardianId : row.playerId;
    if (held && held !== actor.userId) throw linkNotFound();
    const now = new Date();
    const both = side === 'guardian' ? !!row.playerAgreedAt : !!row.guardianAgreedAt;
    const updated = await updateLink(tx, row.id, {
      ...(side === 'guardian' ? { guardianId: actor.userId, guardianAgreedAt: now } : {}),
      ...(side === 'player' ? { playerId: actor.userId, playerAgreedAt: now } : {}),
      status: both && otherId ? 'active' : 'pending',
    });
    if (updated.status === 'active' && otherId)
      deliver = await notify(
        deps,
        {
          userId: otherId,
          kind: 'family_link_active',
          title: 'Family link accepted',
          body: `${me?.name ?? 'Your family member'} accepted the family link. You are now linked on Dugout.`,
          link: side === 'guardian' ? '/profile#family' : '/family',
        },
        tx,
      );
  });
  if (deliver) await deliver();
  return presentOne(deps.db, actor, snap.row.id);
}

/**
 * DELETE /api/family/links/:id: either side ends, declines or withdraws. Access ends at once (the 'player' marker reads
 * the link on every request); the link's active consents are revoked by whoever ended it (rows kept).
 */
export async function endLink(deps: Deps, actor: SessionActor, snap: GuardianLinkSnapshot & { row: LinkRow }) {
  const me = await findFamilyUser(deps.db, actor.userId);
  let deliver: (() => Promise<void>) | undefined;
  await deps.db.transaction(async (tx) => {
    const row = await lockLink(tx, snap.row.id);
    if (!row || row.status === 'ended') return;
    await updateLink(tx, row.id, { status: 'ended', endedAt: new Date(), endedByUserId: actor.userId });
    await revokeConsents(tx, row.id, actor.userId);
    const otherId = snap.guardianId === actor.userId ? row.playerId : row.guardianId;
    if (row.status === 'active' && otherId)
      deliver = await notify(
        deps,
        {
          userId: otherId,
          kind: 'family_link_ended',
          title: 'Family link ended',
          body: `${me?.name ?? 'Your family member'} ended the family link on Dugout.`,
          link: snap.guardianId === actor.userId ? '/profile#family' : '/family',
          email: false,
        },
        tx,
      );
  });
  if (deliver) await deliver();
  return { ok: true as const };
}

/** PATCH /api/family/links/:id: the player sets 'guardians may edit'; the guardian sets copies and coach sharing. */
export async function configureLink(
  deps: Pick<AppDeps, 'db'>,
  actor: SessionActor,
  snap: GuardianLinkSnapshot & { row: LinkRow },
  body: FamilyLinkSettings,
) {
  const side: LinkSide = snap.guardianId === actor.userId ? 'guardian' : 'player';
  const wrongSide =
    side === 'player'
      ? body.copyEmails !== undefined || body.shareWithCoaches !== undefined
      : body.guardianMayEdit !== undefined;
  if (wrongSide) throw new AppError('forbidden', familyMessages.settingsSide);
  await deps.db.transaction(async (tx) => {
    const row = await lockLink(tx, snap.row.id);
    if (!row || row.status === 'ended') throw linkNotFound();
    await updateLink(tx, row.id, body);
  });
  return presentOne(deps.db, actor, snap.row.id);
}

/**
 * POST /api/family/links/:id/consents: the guardian of an active link records consent for a minor (an audit row).
 * One unrevoked row per player, guardian and scope (partial unique index): a second grant, even a parallel one, adds none.
 */
export async function grantConsent(
  deps: Pick<AppDeps, 'db'>,
  actor: SessionActor,
  snap: GuardianLinkSnapshot & { row: LinkRow },
  scope: ConsentScope,
) {
  const player = snap.row.playerId ? await findFamilyUser(deps.db, snap.row.playerId) : null;
  if (!player) throw linkNotFound();
  if (!isMinor(player.dateOfBirth, new Date()))
    throw new AppError('conflict', familyMessages.consentNotMinor, { scope: familyMessages.consentNotMinor });
  await deps.db.transaction(async (tx) => {
    const row = await lockLink(tx, snap.row.id);
    if (!row || row.status !== 'active') throw linkNotFound();
    await insertConsent(tx, { linkId: row.id, playerId: player.id, guardianId: actor.userId, scope });
  });
  return presentOne(deps.db, actor, snap.row.id);
}

/** DELETE /api/family/links/:id/consents/:scope: revokes (the row stays, with who and when). */
export async function revokeConsent(
  deps: Pick<AppDeps, 'db'>,
  actor: SessionActor,
  snap: GuardianLinkSnapshot & { row: LinkRow },
  scope: ConsentScope,
) {
  const revoked = await deps.db.transaction((tx) => revokeConsents(tx, snap.row.id, actor.userId, scope));
  if (!revoked) throw new AppError('not_found', familyMessages.consentNotFound);
  return presentOne(deps.db, actor, snap.row.id);
}

/** Whether the player may be shown outside their team for `scope` today (adult, or an active consent). */
export async function mayShare(db: DbOrTx, playerId: string, scope: ConsentScope, now = new Date()) {
  const state = await findSharingState(db, playerId);
  if (!state) return false;
  if (!isMinor(state.dateOfBirth, now)) return true;
  return mayShareOutsideTeam(
    { dateOfBirth: state.dateOfBirth, consents: await activeConsentsOfPlayer(db, playerId) },
    scope,
    now,
  );
}

/**
 * The profile's sharing state, computed on every read (docs/decisions/0060-families.md): the wish, and whether it is
 * in effect — a minor's only with an active 'share_profile' consent, so a revoke or the 18th birthday acts at once.
 */
export async function sharingOf(
  db: DbOrTx,
  userId: string,
  now = new Date(),
): Promise<ProfileSharing & { dateOfBirth: string | null; isMinor: boolean }> {
  const state = await findSharingState(db, userId);
  const dateOfBirth = state?.dateOfBirth ?? null;
  const wish = state?.share ?? false;
  const minor = isMinor(dateOfBirth, now);
  const allowed = !minor || (await mayShare(db, userId, 'share_profile', now));
  return {
    dateOfBirth,
    isMinor: minor,
    shareWithCollegeCoaches: wish,
    effective: wish && allowed,
    blockedReason: wish && !allowed ? familyMessages.sharingNeedsConsent : null,
  };
}

/** PUT /api/profile/sharing: a minor without an active 'share_profile' consent cannot turn sharing on (403). */
export async function updateSharing(deps: Pick<AppDeps, 'db'>, userId: string, share: boolean) {
  if (share && !(await mayShare(deps.db, userId, 'share_profile')))
    throw new AppError('forbidden', familyMessages.sharingNeedsConsent);
  await deps.db.transaction((tx) => setShareWithCollegeCoaches(tx, userId, share));
  const s = await sharingOf(deps.db, userId);
  return { shareWithCollegeCoaches: s.shareWithCollegeCoaches, effective: s.effective, blockedReason: s.blockedReason };
}

export const knownConsentScope = (scope: string): scope is ConsentScope =>
  (consentScopes as readonly string[]).includes(scope);

/** Records a date of birth (sign-up, the profile, the one-time question). */
export async function recordDateOfBirth(db: DbOrTx, userId: string, dateOfBirth: string) {
  await setDateOfBirth(db, userId, dateOfBirth);
}

/** Guardians each player's coaches may see (active links whose guardian shares with coaches), by player id. */
export async function guardiansSharedWithCoaches(db: DbOrTx, playerIds: string[]): Promise<SharedGuardians> {
  return byPlayer(await sharedGuardiansOf(db, [...new Set(playerIds)]));
}

type SharedGuardians = Map<string, { name: string; email: string }[]>;

const byPlayer = (rows: Array<{ playerId: string | null; name: string; email: string }>): SharedGuardians => {
  const map: SharedGuardians = new Map();
  for (const row of rows) {
    if (!row.playerId) continue;
    map.set(row.playerId, [...(map.get(row.playerId) ?? []), { name: row.name, email: row.email }]);
  }
  return map;
};

/** The same for a team's active members (team players), one prepared statement by the team code. */
export async function guardiansSharedWithCoachesOfTeam(db: Db, teamCode: string): Promise<SharedGuardians> {
  return byPlayer(await sharedGuardiansOfTeam(db, teamCode));
}

/**
 * A coach's invite or import that carries a guardian e-mail (docs/decisions/0060-families.md): a guardian link of the
 * two addresses, invited by 'coach' with the team, neither side agreed yet — both accept on their Family screens. An
 * open link of the pair already exists → nothing new (`created: false`). With `deps`, the guardian's invitation e-mail
 * is queued in the same transaction (the caller kicks the mailer after the commit).
 */
export async function inviteGuardianFromTeam(
  tx: DbOrTx,
  input: { playerEmail: string; guardianEmail: string; teamCode: string; teamName: string; invitedByUserId: string },
  deps?: Pick<AppDeps, 'mailer' | 'publicUrl'>,
): Promise<{ linkId: string; created: boolean }> {
  const playerEmail = normaliseEmail(input.playerEmail);
  const guardianEmail = normaliseEmail(input.guardianEmail);
  if (playerEmail === guardianEmail)
    throw new AppError('conflict', familyMessages.inviteSelf, { guardianEmail: familyMessages.inviteSelf });
  const open = await findOpenLinkByEmails(tx, guardianEmail, playerEmail);
  if (open) return { linkId: open.id, created: false };
  const guardian = await findFamilyUserByEmail(tx, guardianEmail);
  const link = await insertLink(tx, {
    guardianEmail,
    playerEmail,
    invitedBy: 'coach',
    invitedByUserId: input.invitedByUserId,
    teamCode: input.teamCode,
    status: 'pending',
  });
  if (deps)
    await deps.mailer.enqueue(
      tx,
      linkInvitationMail(deps, {
        to: guardianEmail,
        invitedSide: 'guardian',
        inviterName: "Your player's coach",
        teamName: input.teamName,
        hasAccount: !!guardian && guardian.role === 'guardian',
        linkId: link.id,
      }),
    );
  return { linkId: link.id, created: true };
}
