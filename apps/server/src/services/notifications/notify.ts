import type { DbOrTx } from '../../db/client.ts';
import { notifications, users } from '../../db/schema/index.ts';
import { eq } from 'drizzle-orm';
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
 * Notifies a user in-app (a row for the header bell) and by e-mail. The e-mail is queued in the outbox
 * in the same transaction as the row (services/mail). Without `tx`: writes both now and wakes the mail sender.
 * With `tx`: writes both in that transaction and returns `deliver`, which the caller runs after the commit to wake
 * the sender (so the mail goes out at once instead of at the next poll).
 */
export async function notify(
  deps: Pick<AppDeps, 'db' | 'mailer' | 'publicUrl'>,
  notice: Notice,
  tx?: DbOrTx,
): Promise<() => Promise<void>> {
  const db = tx ?? deps.db;
  const { email = true, ...row } = notice;
  await db.insert(notifications).values(row);
  const [user] = email ? await db.select({ email: users.email }).from(users).where(eq(users.id, notice.userId)) : [];
  if (user) {
    const { text, html } = renderMail({
      heading: notice.title,
      paragraphs: [notice.body],
      action: notice.link ? { label: 'Open Dugout', url: `${deps.publicUrl}${notice.link}` } : undefined,
    });
    await deps.mailer.enqueue(db, { to: user.email, subject: notice.title, text, html, kind: 'notification' });
  }
  const deliver = async () => deps.mailer.kick();
  if (!tx) await deliver();
  return deliver;
}
