import { createRequire } from 'node:module';
import type nodemailerModule from 'nodemailer';

// Loaded at first use, not at start: only deployments that configure it pay its load time (docs/decisions/0028-serving-fast.md).
const nodemailer = {
  createTransport: ((...args: unknown[]) =>
    (
      (createRequire(import.meta.url)('nodemailer') as typeof nodemailerModule).createTransport as (
        ...a: unknown[]
      ) => unknown
    )(...args)) as typeof nodemailerModule.createTransport,
};
import type { Db, DbOrTx } from '../../db/client.ts';
import { outbox } from '../../db/schema/index.ts';
import type { Logger } from '../../logger.ts';
import { defaultRetryPolicy, type RetryPolicy } from './backoff.ts';
import type { JobQueue } from '../jobs/queue.ts';
import { createOutboxSender, MAIL_SOURCE, type MailTransport, type OutboxSender } from './outbox-sender.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /** What the mail is about ('team_invite', 'password_reset', 'support', 'notification' …). */
  kind?: string;
  /** The row it belongs to (an invite's id), so that row's screen can show whether the mail went out. */
  refId?: string;
}

/**
 * Mail is durable: `enqueue` writes an outbox row in the caller's transaction, so the message commits with the change
 * or not at all; the outbox sender (outbox-sender.ts), polled by the process's job runner, sends it after the commit,
 * with retries. No request waits for SMTP.
 */
export interface Mailer {
  /** Writes the message to the outbox in `db` (pass the transaction of the change). Call `kick()` after the commit. */
  enqueue(db: DbOrTx, message: MailMessage): Promise<void>;
  /** Wakes the sender now instead of at its next poll. */
  kick(): void;
  /** For a message with no other change: enqueue on its own, then kick. */
  send(message: MailMessage): Promise<void>;
  /** The sender, or null without SMTP_URL. */
  readonly sender: OutboxSender | null;
}

export interface MailerOptions {
  db: Db;
  logger: Logger;
  /** The job runner that polls the outbox (started and stopped with it by boot.ts). */
  jobs: Pick<JobQueue, 'addSource' | 'kick'>;
  smtpUrl?: string;
  from: string;
  retry?: RetryPolicy;
  pollMs?: number;
  /** nodemailer's connection, greeting and socket timeouts, so a silent SMTP server cannot hold the sender. */
  smtpTimeoutMs?: number;
  /** A transport to use instead of SMTP_URL's (tests). */
  transport?: MailTransport;
}

/**
 * With SMTP_URL, rows are queued and the sender delivers them; without it they are kept in the outbox and logged
 * (docs/decisions/0011-mail.md, Details) — site admins see every row at /admin (Outbox).
 */
export function createMailer(opts: MailerOptions): Mailer {
  const timeout = opts.smtpTimeoutMs ?? 5_000;
  const transport: MailTransport | null =
    opts.transport ??
    (opts.smtpUrl
      ? nodemailer.createTransport({
          url: opts.smtpUrl,
          connectionTimeout: timeout,
          greetingTimeout: timeout,
          socketTimeout: timeout,
        })
      : null);
  const sender = transport
    ? createOutboxSender({
        db: opts.db,
        logger: opts.logger,
        transport,
        from: opts.from,
        retry: opts.retry ?? defaultRetryPolicy,
        pollMs: opts.pollMs ?? 5_000,
      })
    : null;
  if (sender) opts.jobs.addSource(sender);
  const mailer: Mailer = {
    sender,
    async enqueue(db, message) {
      const row = {
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        replyTo: message.replyTo,
        kind: message.kind ?? 'mail',
        refId: message.refId,
      };
      if (!sender) {
        await db.insert(outbox).values({ ...row, status: 'kept' });
        opts.logger.info({ to: message.to, subject: message.subject }, 'mail kept in outbox (no SMTP_URL)');
        return;
      }
      await db.insert(outbox).values({ ...row, status: 'queued' });
    },
    kick: () => {
      if (sender) opts.jobs.kick(MAIL_SOURCE);
    },
    async send(message) {
      await mailer.enqueue(opts.db, message);
      mailer.kick();
    },
  };
  return mailer;
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** A plain branded e-mail: a heading, paragraphs and an optional button link. */
export function renderMail(opts: { heading: string; paragraphs: string[]; action?: { label: string; url: string } }): {
  text: string;
  html: string;
} {
  const text = [
    opts.heading,
    '',
    ...opts.paragraphs,
    ...(opts.action ? ['', `${opts.action.label}: ${opts.action.url}`] : []),
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#0f172a">
<h2 style="color:#1e3a8a">${escapeHtml(opts.heading)}</h2>
${opts.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
${opts.action ? `<p><a href="${escapeHtml(opts.action.url)}" style="background:#1e40af;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(opts.action.label)}</a></p>` : ''}
<p style="color:#64748b;font-size:12px">Dugout</p></body></html>`;
  return { text, html };
}
