import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { outbox } from '../../db/schema/index.ts';
import type { Logger } from '../../logger.ts';
import { retryDelayMs, type RetryPolicy } from './backoff.ts';

type OutboxRow = typeof outbox.$inferSelect;

/** The part of a nodemailer transport the sender uses. */
export interface MailTransport {
  sendMail(mail: { from: string; to: string; subject: string; text: string; html?: string; replyTo?: string }): Promise<unknown>;
  close(): void;
}

export interface OutboxSenderOptions {
  db: Db;
  logger: Logger;
  transport: MailTransport;
  from: string;
  retry: RetryPolicy;
  /** How often the loop looks for due rows when nobody kicks it. */
  pollMs: number;
  /** How long a claimed row belongs to this sender; a crashed sender's rows are claimed again after it. */
  leaseMs?: number;
  batchSize?: number;
}

export interface OutboxSender {
  start(): void;
  /** Run now (after a commit that queued mail) instead of at the next poll. */
  kick(): void;
  /** Claims due rows once and sends them; returns how many it claimed. */
  runOnce(): Promise<number>;
  /** Stops the loop and waits for the message being sent. */
  stop(): Promise<void>;
}

const secondsFrom = (ms: number) => sql`now() + make_interval(secs => ${ms / 1000})`;

/**
 * Sends the outbox: claims due `queued` rows with FOR UPDATE SKIP LOCKED and a lease (`locked_until`), so several
 * app instances never send the same row at once, sends each through SMTP and marks it sent; a failure is retried
 * with exponential backoff (backoff.ts) and marked failed after the last attempt. Delivery is at least once: only a
 * crash after the SMTP server accepted a message and before the row is marked sent can repeat it (ARCHITECTURE.md, Mail).
 * A small, single-purpose loop so it can later become one kind of a general job queue.
 */
export function createOutboxSender(opts: OutboxSenderOptions): OutboxSender {
  const { db, logger, transport, from, retry, pollMs } = opts;
  const leaseMs = opts.leaseMs ?? 120_000;
  const batchSize = opts.batchSize ?? 5;
  let started = false;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let again = false;

  async function claim(): Promise<OutboxRow[]> {
    const due = db
      .select({ id: outbox.id })
      .from(outbox)
      .where(and(eq(outbox.status, 'queued'), lte(outbox.nextAttemptAt, sql`now()`), or(isNull(outbox.lockedUntil), lte(outbox.lockedUntil, sql`now()`))))
      .orderBy(asc(outbox.nextAttemptAt))
      .limit(batchSize)
      .for('update', { skipLocked: true });
    return db
      .update(outbox)
      .set({ lockedUntil: secondsFrom(leaseMs), attempts: sql`${outbox.attempts} + 1` })
      .where(inArray(outbox.id, due))
      .returning();
  }

  async function deliver(row: OutboxRow) {
    if (row.attempts > retry.maxAttempts) {
      await db.update(outbox).set({ status: 'failed', lockedUntil: null }).where(eq(outbox.id, row.id));
      return;
    }
    try {
      await transport.sendMail({ from, to: row.to, subject: row.subject, text: row.text, html: row.html ?? undefined, replyTo: row.replyTo ?? undefined });
    } catch (err) {
      const error = err instanceof Error ? err.message : String(err);
      const delay = retryDelayMs(row.attempts, retry);
      await db
        .update(outbox)
        .set(delay === null ? { status: 'failed', lockedUntil: null, error } : { nextAttemptAt: secondsFrom(delay), lockedUntil: null, error })
        .where(eq(outbox.id, row.id));
      logger.warn({ err, id: row.id, to: row.to, attempts: row.attempts, retryInMs: delay }, delay === null ? 'mail failed for good' : 'mail failed, will retry');
      return;
    }
    await db.update(outbox).set({ status: 'sent', sentAt: sql`now()`, lockedUntil: null, error: null }).where(eq(outbox.id, row.id));
  }

  async function runOnce() {
    const rows = await claim();
    for (const row of rows) await deliver(row);
    return rows.length;
  }

  function schedule(ms: number) {
    if (!started) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(tick, ms);
    timer.unref();
  }

  function tick() {
    timer = null;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      while (started && (await runOnce()) > 0);
    })()
      .catch((err: unknown) => logger.error({ err }, 'outbox sender run failed'))
      .finally(() => {
        running = null;
        const now = again;
        again = false;
        schedule(now ? 0 : pollMs);
      });
  }

  return {
    start() {
      if (started) return;
      started = true;
      schedule(0);
    },
    kick() {
      if (!started) return;
      if (running) again = true;
      else schedule(0);
    },
    runOnce,
    async stop() {
      started = false;
      if (timer) clearTimeout(timer);
      timer = null;
      await running;
      transport.close();
    },
  };
}
