import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';

export interface ReceivedMail {
  to: string[];
  from: string;
  raw: string;
  subject: string;
  text: string;
}

export type SmtpServer = Awaited<ReturnType<typeof startSmtpServer>>;

/**
 * A real SMTP server in the test process: the app sends through nodemailer over TCP; tests read what arrived.
 * `port`: listen on that port (a server coming back where a stopped one was); 0 picks a free one.
 */
export async function startSmtpServer(port = 0) {
  const received: ReceivedMail[] = [];
  const waiters: Array<() => void> = [];
  const consumed = new Set<ReceivedMail>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const subject = /^Subject: (.*)$/m.exec(raw)?.[1]?.trim() ?? '';
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          raw,
          subject,
          text: decodeQuotedPrintable(raw),
        });
        waiters.splice(0).forEach((w) => w());
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
  const actual = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${actual}`,
    port: actual,
    received,
    /** Waits for a message to `to` matching `subject` that no earlier waitFor returned, up to `timeoutMs`. */
    async waitFor(to: string, subject: RegExp, timeoutMs = 10_000): Promise<ReceivedMail> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const hit = received.find((m) => !consumed.has(m) && m.to.includes(to) && subject.test(m.subject));
        if (hit) {
          consumed.add(hit);
          return hit;
        }
        if (Date.now() > deadline)
          throw new Error(
            `no mail to ${to} matching ${subject} (got: ${received.map((m) => `${m.to}:${m.subject}`).join(', ')})`,
          );
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 200);
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function decodeQuotedPrintable(raw: string) {
  return raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, h: string) => String.fromCharCode(parseInt(h, 16)));
}

/** The first link in a mail's text that starts with `prefix`. */
export const linkIn = (mail: ReceivedMail, prefix: string) => {
  const m = new RegExp(`${prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[^\\s"<>]+`).exec(mail.text);
  if (!m) throw new Error(`no link starting with ${prefix} in mail ${mail.subject}`);
  return m[0].replace(/&amp;/g, '&');
};
