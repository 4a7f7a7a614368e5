import type { Hono } from 'hono';
import { subjectLabel, supportRequestSchema, supportRequestCreatedSchema } from '@dugout/domain/support';
import { insertSupportRequest } from './support.repo.ts';
import type { AppBindings } from '../../http/context.ts';
import { defineRoute } from '../../http/route.ts';
import { rateLimit } from '../../http/rate-limit.ts';
import { renderMail } from '../../services/mail/mailer.ts';
import { loadCurrentUser } from '../accounts/index.ts';

/** Support requests from signed-in users and anonymous visitors (docs/spec/part-1-accounts-teams-organizations.md): stored with the e-mail to support in one transaction (the outbox sends it). */
export function supportRoutes(app: Hono<AppBindings>) {
  app.use('/api/support', rateLimit({ name: 'support', windowMs: 60_000, max: 5 }));
  defineRoute(
    app,
    {
      method: 'post',
      path: '/api/support',
      summary: 'Send a support request',
      tag: 'support',
      authorize: 'public',
      body: supportRequestSchema,
      response: supportRequestCreatedSchema,
      status: 201,
    },
    async ({ deps, actor, body }) => {
      // Signed in: name and e-mail are the account's (locked on the form), whatever the body says.
      const me = actor ? await loadCurrentUser(deps.db, actor.userId) : null;
      const userName = me ? [me.firstName, me.lastName].filter(Boolean).join(' ') || me.email : body.userName;
      const userEmail = me ? me.email : body.userEmail;
      // The request and its e-mail to support commit together; the outbox sender delivers the mail (services/mail).
      const id = await deps.db.transaction(async (tx) => {
        const requestId = await insertSupportRequest(tx, {
          subject: body.subject,
          message: body.message,
          userName,
          userEmail,
          userId: me?.id ?? null,
        });
        const { text, html } = renderMail({
          heading: `Support request: ${subjectLabel(body.subject)}`,
          paragraphs: [
            `From: ${userName} <${userEmail}>${me ? ` (user ${me.id})` : ' (not signed in)'}`,
            body.message,
            `Request id: ${requestId}`,
          ],
        });
        await deps.mailer.enqueue(tx, {
          to: deps.env.SUPPORT_EMAIL,
          replyTo: userEmail,
          subject: `[Dugout support] ${subjectLabel(body.subject)}`,
          text,
          html,
          kind: 'support',
          refId: requestId,
        });
        return requestId;
      });
      deps.mailer.kick();
      return { id };
    },
  );
}
