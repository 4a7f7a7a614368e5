import { EMAIL_CHANGE_CONFIRM_HOURS, EMAIL_CHANGE_UNDO_DAYS, emailChangeMessages } from '@dugout/domain/profile';
import { AppError } from '@dugout/domain/shared';
import type { DbOrTx } from '../../db/client.ts';
import type { AppDeps } from '../../deps-types.ts';
import { renderMail } from '../../services/mail/mailer.ts';
import { hashLinkToken, newLinkToken } from '../../services/tokens.ts';
import { endOtherSessionsAndResetLinks } from '../accounts/index.ts';
import { isEmailTakenByOther } from './profile.repo.ts';
import {
  claimPendingChange,
  claimUndo,
  closeOtherChanges,
  findChangeByTokenHash,
  findChangeByUndoHash,
  insertEmailChange,
  lockUser,
  replacePendingChange,
  setAccountEmail,
  setUndoLink,
  type EmailChange,
} from './email-change.repo.ts';

// Changing the sign-in address (docs/decisions/0039-email-change-confirmation.md). The route has verified the current
// password; here the change waits for the link sent to the new address, and the old address can undo it for 7 days.

const HOUR_MS = 60 * 60_000;
const invalid = (message: string) => new AppError('invalid_input', message, { token: message });
const taken = () =>
  new AppError('conflict', emailChangeMessages.addressTaken, { email: emailChangeMessages.addressTaken });

/** A unique index refused the row (two accounts confirming the same address at once). */
const isUniqueViolation = (err: unknown): boolean => {
  for (let e = err as { code?: unknown; cause?: unknown } | undefined, i = 0; e && i < 5; e = e.cause as never, i++)
    if (e.code === '23505') return true;
  return false;
};

/**
 * Records the requested change in the caller's transaction (replacing one still pending) and queues its two e-mails:
 * the link to the new address and a notice to the old one. Without SMTP_URL nobody could read the link, so the
 * change applies at once, as sign-up signs in at once there (docs/decisions/0020-sign-up-confirmation.md).
 */
export async function requestEmailChange(
  deps: Pick<AppDeps, 'mailer' | 'publicUrl'>,
  tx: DbOrTx,
  userId: string,
  newEmail: string,
  now: Date,
) {
  const user = await lockUser(tx, userId);
  if (!user) throw new AppError('not_found', 'User not found.');
  await replacePendingChange(tx, userId);
  const token = newLinkToken();
  const change = await insertEmailChange(tx, {
    userId,
    oldEmail: user.email,
    newEmail,
    tokenHash: hashLinkToken(token),
    expiresAt: new Date(now.getTime() + EMAIL_CHANGE_CONFIRM_HOURS * HOUR_MS),
    createdAt: now,
  });
  const hi = `Hi ${user.name || 'there'},`;
  if (!deps.mailer.sender) {
    const claimed = await claimPendingChange(tx, change.tokenHash, now);
    await applyEmailChange(deps, tx, claimed!, now);
    return;
  }
  const link = mail({
    heading: 'Confirm your new Dugout e-mail address',
    paragraphs: [
      hi,
      `Someone signed in to your Dugout account asked to sign in with ${newEmail} from now on. Open the link below to confirm the change. It works once and expires in ${EMAIL_CHANGE_CONFIRM_HOURS} hours.`,
      'If you did not ask for this, ignore this e-mail: nothing changes until the link is opened.',
    ],
    action: { label: 'Confirm new e-mail address', url: `${deps.publicUrl}/confirm-email-change?token=${token}` },
  });
  await deps.mailer.enqueue(tx, { to: newEmail, ...link, kind: 'email_change_confirm', refId: change.id });
  const notice = mail({
    heading: 'A change of your Dugout e-mail address was requested',
    paragraphs: [
      hi,
      `Someone signed in to your Dugout account with its password asked to change its e-mail address from ${user.email} to ${newEmail}. Nothing changes until the link sent to ${newEmail} is opened; we will tell you here when it is, with a link to undo it.`,
      `If this was not you, someone knows your password: sign in at ${deps.publicUrl}/auth and change it in your profile.`,
    ],
  });
  await deps.mailer.enqueue(tx, { to: user.email, ...notice, kind: 'email_change_notice', refId: change.id });
}

/** The link to the new address was opened: the account signs in with it, and the old address gets an undo link. */
async function applyEmailChange(
  deps: Pick<AppDeps, 'mailer' | 'publicUrl'>,
  tx: DbOrTx,
  change: EmailChange,
  now: Date,
) {
  const user = await lockUser(tx, change.userId);
  if (!user) throw invalid(emailChangeMessages.linkInvalid);
  if (await isEmailTakenByOther(tx, change.newEmail, change.userId)) throw taken();
  await setAccountEmail(tx, change.userId, change.newEmail, now);
  const undo = newLinkToken();
  await setUndoLink(
    tx,
    change.id,
    hashLinkToken(undo),
    new Date(now.getTime() + EMAIL_CHANGE_UNDO_DAYS * 24 * HOUR_MS),
  );
  const changed = mail({
    heading: 'Your Dugout e-mail address was changed',
    paragraphs: [
      `Hi ${user.name || 'there'},`,
      `Your Dugout account now signs in with ${change.newEmail} instead of ${change.oldEmail}.`,
      `If this was not you, undo it with the link below within ${EMAIL_CHANGE_UNDO_DAYS} days: your account gets ${change.oldEmail} back, every session is signed out, and you can then reset your password.`,
    ],
    action: { label: 'Undo this change', url: `${deps.publicUrl}/undo-email-change?token=${undo}` },
  });
  await deps.mailer.enqueue(tx, { to: change.oldEmail, ...changed, kind: 'email_change_applied', refId: change.id });
}

/** POST /api/profile/email-change/confirm: applies the change in one transaction; the link works once. */
export async function confirmEmailChange(deps: Pick<AppDeps, 'db' | 'mailer' | 'publicUrl'>, token: string) {
  const hash = hashLinkToken(token);
  const now = new Date();
  let email: string;
  try {
    email = await deps.db.transaction(async (tx) => {
      const change = await claimPendingChange(tx, hash, now);
      if (!change) throw invalid(whyConfirmFails(await findChangeByTokenHash(tx, hash), now));
      await applyEmailChange(deps, tx, change, now);
      return change.newEmail;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw taken();
    throw err;
  }
  deps.mailer.kick();
  return { email };
}

function whyConfirmFails(change: EmailChange | null, now: Date) {
  if (!change) return emailChangeMessages.linkInvalid;
  if (change.status === 'confirmed' || change.status === 'undone') return emailChangeMessages.linkUsed;
  if (change.status === 'replaced' || change.status === 'cancelled') return emailChangeMessages.linkReplaced;
  return change.expiresAt <= now ? emailChangeMessages.linkExpired : emailChangeMessages.linkInvalid;
}

/**
 * POST /api/profile/email-change/undo: the old address comes back, every session of the account ends, every reset
 * link stops working (one sent to the new address included) and no other change stays pending or undoable — so the
 * owner of the old address can reset the password and has the account to themselves.
 */
export async function undoEmailChange(deps: Pick<AppDeps, 'db'>, token: string) {
  const hash = hashLinkToken(token);
  const now = new Date();
  try {
    return await deps.db.transaction(async (tx) => {
      const change = await claimUndo(tx, hash, now);
      if (!change) {
        const known = await findChangeByUndoHash(tx, hash);
        throw invalid(
          !known
            ? emailChangeMessages.linkInvalid
            : known.status === 'undone'
              ? emailChangeMessages.linkUsed
              : emailChangeMessages.undoExpired,
        );
      }
      if (!(await lockUser(tx, change.userId))) throw invalid(emailChangeMessages.linkInvalid);
      if (await isEmailTakenByOther(tx, change.oldEmail, change.userId)) throw taken();
      await setAccountEmail(tx, change.userId, change.oldEmail, now);
      await closeOtherChanges(tx, change.userId, change.id, now);
      await endOtherSessionsAndResetLinks(tx, change.userId);
      return { email: change.oldEmail };
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw taken();
    throw err;
  }
}

const mail = (opts: Parameters<typeof renderMail>[0]) => {
  const { text, html } = renderMail(opts);
  return { subject: opts.heading, text, html };
};
