import type { DbOrTx } from '../../db/client.ts';
import { notifications, users } from '../../db/schema/index.ts';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../http/context.ts';
import { renderMail } from '../mail/mailer.ts';

export interface Notice {
  userId: string;
  /** e.g. 'submission_edited', 'team_invite', 'organization_decision', 'commitment_recorded' */
  kind: string;
  title: string;
  body: string;
  /** An app path, e.g. '/dashboard?submission=…' */
  link?: string;
}

/**
 * Notifies a user in-app (a row for the header bell) and by e-mail (DESIGN D10).
 * Without `tx`: writes the row and sends the e-mail now. With `tx`: writes the row in that transaction and returns
 * `deliver`, which the caller runs after the commit to send the e-mail. A mail failure is only logged.
 */
export async function notify(deps: AppDeps, notice: Notice, tx?: DbOrTx): Promise<() => Promise<void>> {
  await (tx ?? deps.db).insert(notifications).values(notice);
  const deliver = async () => {
    const [user] = await deps.db.select({ email: users.email }).from(users).where(eq(users.id, notice.userId));
    if (!user) return;
    const { text, html } = renderMail({
      heading: notice.title,
      paragraphs: [notice.body],
      action: notice.link ? { label: 'Open Dugout', url: `${deps.publicUrl}${notice.link}` } : undefined,
    });
    await deps.mailer.send({ to: user.email, subject: notice.title, text, html }).catch((err) => deps.logger.warn({ err, userId: notice.userId }, 'notification e-mail failed'));
  };
  if (!tx) await deliver();
  return deliver;
}
