import type { DbOrTx } from '../../db/client.ts';
import { guardianConsents, guardianLinks, notifications, users } from '../../db/schema/index.ts';
import { and, eq, isNull } from 'drizzle-orm';
import { isMinor } from '@dugout/domain/families';
import type { AppDeps } from '../../deps-types.ts';
import { renderMail } from '../mail/mailer.ts';

export interface Notice {
  userId: string;
  /** e.g. 'submission_edited', 'team_invite', 'organization_decision', 'commitment_recorded' */
  kind: string;
  title: string;
  body: string;
  /** An app path, e.g. '/dashboard?submission=…' */
  link?: string;
  /** false: in-app only (the caller sends its own e-mail, e.g. the invitation itself). */
  email?: boolean;
}

/**
 * Who gets a notification's e-mail (docs/decisions/0060-families.md): the user — unless a minor without an active
 * 'email_child' consent (these e-mails are optional, not account e-mails) — and a copy to each guardian with an
 * active link who keeps 'copy e-mails' on.
 */
export async function notificationRecipients(db: DbOrTx, userId: string, now = new Date()) {
  const [user] = await db
    .select({ email: users.email, name: users.name, dateOfBirth: users.dateOfBirth })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) return { user: null, guardians: [] as string[] };
  const guardians = await db
    .select({ email: users.email })
    .from(guardianLinks)
    .innerJoin(users, eq(users.id, guardianLinks.guardianId))
    .where(
      and(eq(guardianLinks.playerId, userId), eq(guardianLinks.status, 'active'), eq(guardianLinks.copyEmails, true)),
    );
  let childOk = !isMinor(user.dateOfBirth, now);
  if (!childOk) {
    const [consent] = await db
      .select({ id: guardianConsents.id })
      .from(guardianConsents)
      .where(
        and(
          eq(guardianConsents.playerId, userId),
          eq(guardianConsents.scope, 'email_child'),
          isNull(guardianConsents.revokedAt),
        ),
      )
      .limit(1);
    childOk = !!consent;
  }
  return { user: childOk ? user : null, name: user.name, guardians: guardians.map((g) => g.email) };
}

/**
 * Notifies a user in-app (a row for the header bell) and by e-mail. The e-mail is queued in the outbox
 * in the same transaction as the row (services/mail). Without `tx`: writes both now and wakes the mail sender.
 * With `tx`: writes both in that transaction and returns `deliver`, which the caller runs after the commit to wake
 * the sender (so the mail goes out at once instead of at the next poll). A minor's e-mail and the guardians' copies
 * follow notificationRecipients.
 */
export async function notify(
  deps: Pick<AppDeps, 'db' | 'mailer' | 'publicUrl'>,
  notice: Notice,
  tx?: DbOrTx,
): Promise<() => Promise<void>> {
  const db = tx ?? deps.db;
  const { email = true, ...row } = notice;
  await db.insert(notifications).values(row);
  if (email) {
    const to = await notificationRecipients(db, notice.userId);
    const action = notice.link ? { label: 'Open Dugout', url: `${deps.publicUrl}${notice.link}` } : undefined;
    if (to.user) {
      const { text, html } = renderMail({ heading: notice.title, paragraphs: [notice.body], action });
      await deps.mailer.enqueue(db, { to: to.user.email, subject: notice.title, text, html, kind: 'notification' });
    }
    for (const guardian of to.guardians) {
      const { text, html } = renderMail({
        heading: notice.title,
        paragraphs: [
          notice.body,
          `You receive this copy as a parent or guardian linked to ${to.name ?? 'your player'} on Dugout. You can turn copies off under Family.`,
        ],
        action,
      });
      await deps.mailer.enqueue(db, { to: guardian, subject: notice.title, text, html, kind: 'notification_copy' });
    }
  }
  const deliver = async () => deps.mailer.kick();
  if (!tx) await deliver();
  return deliver;
}
