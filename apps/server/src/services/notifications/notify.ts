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
 * Notifies a user in-app (a row for the header bell) and by e-mail (DESIGN D10). Pass the transaction the change
 * runs in so the in-app notice is written with it; the e-mail goes out after, and a mail failure is only logged.
 */
export async function notify(deps: AppDeps, notice: Notice, tx: DbOrTx = deps.db): Promise<void> {
  await tx.insert(notifications).values(notice);
  const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, notice.userId));
  if (!user) return;
  const { text, html } = renderMail({
    heading: notice.title,
    paragraphs: [notice.body],
    action: notice.link ? { label: 'Open Dugout', url: `${deps.publicUrl}${notice.link}` } : undefined,
  });
  const send = () =>
    deps.mailer.send({ to: user.email, subject: notice.title, text, html }).catch((err) => deps.logger.warn({ err, userId: notice.userId }, 'notification e-mail failed'));
  // Inside a transaction, send after this tick so the mail never races the commit; errors are logged only.
  if (tx === deps.db) await send();
  else setTimeout(() => void send(), 0);
}
