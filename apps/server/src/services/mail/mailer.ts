import nodemailer from 'nodemailer';
import type { Db } from '../../db/client.ts';
import { outbox } from '../../db/schema/index.ts';
import type { Logger } from '../../logger.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/**
 * Mail over SMTP when SMTP_URL is set; otherwise kept in the outbox table and logged (DESIGN D11).
 * Every message is recorded in the outbox with its status so site admins can see what went out.
 */
export function createMailer(opts: { db: Db; logger: Logger; smtpUrl?: string; from: string }): Mailer {
  const transport = opts.smtpUrl ? nodemailer.createTransport(opts.smtpUrl) : null;
  return {
    async send(message) {
      if (!transport) {
        await opts.db.insert(outbox).values({ ...message, status: 'kept' });
        opts.logger.info({ to: message.to, subject: message.subject }, 'mail kept in outbox (no SMTP_URL)');
        return;
      }
      try {
        await transport.sendMail({ from: opts.from, ...message });
        await opts.db.insert(outbox).values({ to: message.to, subject: message.subject, text: message.text, html: message.html, status: 'sent' });
      } catch (err) {
        const error = err instanceof Error ? err.message : String(err);
        await opts.db.insert(outbox).values({ to: message.to, subject: message.subject, text: message.text, html: message.html, status: 'failed', error });
        opts.logger.error({ err, to: message.to }, 'mail failed');
        throw err;
      }
    },
  };
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** A plain branded e-mail: a heading, paragraphs and an optional button link. */
export function renderMail(opts: { heading: string; paragraphs: string[]; action?: { label: string; url: string } }): { text: string; html: string } {
  const text = [opts.heading, '', ...opts.paragraphs, ...(opts.action ? ['', `${opts.action.label}: ${opts.action.url}`] : [])].join('\n');
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#0f172a">
<h2 style="color:#1e3a8a">${escapeHtml(opts.heading)}</h2>
${opts.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
${opts.action ? `<p><a href="${escapeHtml(opts.action.url)}" style="background:#1e40af;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(opts.action.label)}</a></p>` : ''}
<p style="color:#64748b;font-size:12px">Dugout</p></body></html>`;
  return { text, html };
}
