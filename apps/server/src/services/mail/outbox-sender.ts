import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { outbox } from '../../db/schema/index.ts';
import type { Logger } from '../../logger.ts';
import { claimLeased, msFromNow } from '../jobs/claim.ts';
import type { WorkSource } from '../jobs/runner.ts';
import { retryDelayMs, type RetryPolicy } from './backoff.ts';
import { withoutLinkTokens } from './redact.ts';

type OutboxRow = typeof outbox.$inferSelect;

/** The part of a nodemailer transport the sender uses. */
export interface MailTransport {
  sendMail(mail: {
    from: string;
    to: string;
    subject: string;
    text: string;
    html?: string;
    replyTo?: string;
  }): Promise<unknown>;
  close(): void;
}

export interface OutboxSenderOptions {
  db: Db;
  logger: Logger;
  transport: MailTransport;
  from: string;
  retry: RetryPolicy;
  /** How often the job runner looks for due rows when nobody kicks it. */
  pollMs: number;
  /** How long a claimed row belongs to this sender; a crashed sender's rows are claimed again after it. */
  leaseMs?: number;
  batchSize?: number;
}

/** The mail outbox as one source of the process's job runner (services/jobs/runner.ts). */
export interface OutboxSender extends WorkSource {
  /** Claims due rows once and sends them; returns how many it claimed. */
  runOnce(): Promise<number>;
}

/** The runner's name for the outbox: `deps.jobs.kick(MAIL_SOURCE)` after a commit that queued mail. */
export const MAIL_SOURCE = 'mail';

/**
 * Sends the outbox: claims due `queued` rows with the jobs' claim (`claimLeased`: FOR UPDATE SKIP LOCKED and a lease
 * in `locked_until`), so several app instances never send the same row at once, sends each through SMTP and marks it
 * sent; a failure is retried with exponential backoff (backoff.ts) and marked failed after the last attempt. Delivery
 * is at least once: only a crash after the SMTP server accepted a message and before the row is marked sent can
 * repeat it (docs/decisions/0011-mail.md, Details). It has no loop of its own: the job runner polls it beside the jobs table
 * (docs/decisions/0022-one-job-loop.md).
 */
export function createOutboxSender(opts: OutboxSenderOptions): OutboxSender {
  const { db, logger, transport, from, retry, pollMs } = opts;
  const leaseMs = opts.leaseMs ?? 120_000;
  const batchSize = opts.batchSize ?? 5;

  async function claim(): Promise<OutboxRow[]> {
    const ids = await claimLeased(db, {
      table: outbox,
      due: sql`outbox.status = 'queued' and outbox.next_attempt_at <= now() and (outbox.locked_until is null or outbox.locked_until <= now())`,
      orderBy: sql`outbox.next_attempt_at`,
      limit: batchSize,
      leaseMs,
    });
    if (ids.length === 0) return [];
    return db.select().from(outbox).where(inArray(outbox.id, ids)).orderBy(asc(outbox.nextAttemptAt));
  }

  async function deliver(row: OutboxRow) {
    if (row.attempts > retry.maxAttempts) {
      await db.update(outbox).set({ status: 'failed', lockedUntil: null }).where(eq(outbox.id, row.id));
      return;
    }
    try {
      await transport.sendMail({
        from,
        to: row.to,
        subject: row.subject,
        text: row.text,
        html: row.html ?? undefined,
        replyTo: row.replyTo ?? undefined,
      });
    } catch (err) {
      const error = err instanceof Error ? err.message : String(err);
      const delay = retryDelayMs(row.attempts, retry);
      await db
        .update(outbox)
        .set(
          delay === null
            ? { status: 'failed', lockedUntil: null, error }
            : { nextAttemptAt: msFromNow(delay), lockedUntil: null, error },
        )
        .where(eq(outbox.id, row.id));
      logger.warn(
        { err, id: row.id, to: row.to, attempts: row.attempts, retryInMs: delay },
        delay === null ? 'mail failed for good' : 'mail failed, will retry',
      );
      return;
    }
    // The stored copy loses its links' tokens in the same update that marks it sent: a sent reset or confirmation
    // link is not kept readable in the database (redact.ts).
    await db
      .update(outbox)
      .set({
        status: 'sent',
        sentAt: sql`now()`,
        lockedUntil: null,
        error: null,
        text: withoutLinkTokens(row.text),
        html: row.html === null ? null : withoutLinkTokens(row.html),
      })
      .where(eq(outbox.id, row.id));
  }

  return {
    name: MAIL_SOURCE,
    pollMs,
    async runOnce() {
      const rows = await claim();
      for (const row of rows) await deliver(row);
      return rows.length;
    },
    close: () => transport.close(),
  };
}
