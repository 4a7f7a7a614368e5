import { createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { createLogger } from '../../logger.ts';
import { outbox } from '../../db/schema/index.ts';
import type { Database } from '../../db/client.ts';
import { createUser } from '../../test/factories.ts';
import { startSmtpServer, type SmtpServer } from '../../test/smtp.ts';
import { coachWithTeam } from '../../test/team-factories.ts';
import { openTestDatabase } from '../../test/test-db.ts';
import { startTestStack, type TestStack } from '../../test/test-app.ts';
import { createJobQueue, enqueue } from '../jobs/queue.ts';
import { createOutboxSender, type MailTransport } from './outbox-sender.ts';

/**
 * Mail that is promised is sent: requests never wait for SMTP, the outbox row commits with the change, and the
 * sender delivers it when the mail server answers — once, whatever the number of app instances or crashes.
 */

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * 'At once': alone these requests take tens of milliseconds; the full suite on two shared cores has shown 1.5 s
 * outliers, so the bound is 2 s. A request that waited for the mail server would take the SMTP timeout (5 s, the
 * silent server below) — before the outbox, 30 s.
 */
const PROMPT_MS = 2000;

/** Runs `action` and returns its result with how long it took. */
async function timed<T>(action: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const started = performance.now();
  const result = await action();
  return { result, ms: performance.now() - started };
}

async function waitUntil(check: () => Promise<boolean>, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await sleep(50);
  }
}

/** A free local port: an SMTP server is started and stopped there, so nothing listens on it. */
async function closedSmtpPort() {
  const probe = await startSmtpServer();
  await probe.close();
  return probe.port;
}

/** A TCP server that accepts connections and never says a word (a hung mail server). */
async function startSilentServer() {
  const sockets = new Set<Socket>();
  const server: Server = createServer((s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const port = (server.address() as { port: number }).port;
  return {
    port,
    connections: () => sockets.size,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

const mailRows = (stack: TestStack) => stack.db.select().from(outbox);
const rowFor = async (stack: TestStack, to: string) => (await mailRows(stack)).filter((r) => r.to === to);
const player = (email: string) => ({
  firstName: 'Quinn',
  lastName: 'Queued',
  email,
  primaryPosition: 'OF',
  graduationYear: new Date().getFullYear() + 1,
});

describe('SMTP down: requests answer at once, mail waits in the outbox and goes out once the server is back', () => {
  let stack: TestStack;
  let port: number;
  let smtp: SmtpServer | null = null;
  beforeAll(async () => {
    port = await closedSmtpPort();
    stack = await startTestStack({ env: { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_RETRY_MAX_ATTEMPTS: '20' } });
  });
  afterAll(async () => {
    await stack?.close();
    await smtp?.close();
  });

  it('invite, forgot-password and support answer at once with success; each mail is delivered exactly once later', async () => {
    const { coach, teamCode } = await coachWithTeam(stack, 'Outage Owls');
    const kid = `kid.${Date.now()}@example.test`;
    const { body: invite } = await coach.client.post(`/api/teams/${teamCode}/invites`, player(kid));
    const member = await createUser(stack, 'player');
    const visitor = `visitor.${Date.now()}@example.test`;

    const sent = await timed(() => coach.client.post(`/api/teams/${teamCode}/invites/${invite.id}/send`));
    const forgot = await timed(() => stack.client().post('/api/password/forgot', { email: member.email }));
    const support = await timed(() =>
      stack.client().post('/api/support', {
        subject: 'technical',
        message: 'The mail server is down today.',
        userName: 'Vic Visitor',
        userEmail: visitor,
      }),
    );
    expect([sent.result.status, forgot.result.status, support.result.status]).toEqual([200, 200, 201]);
    for (const t of [sent, forgot, support]) expect(t.ms).toBeLessThan(PROMPT_MS);

    // Nothing was lost: three queued rows, and the coach sees the invite as queued (not sent).
    const ours = async () =>
      (await mailRows(stack)).filter((r) => [kid, member.email, 'support@dugout.test'].includes(r.to));
    await waitUntil(async () => {
      const rows = await ours();
      return rows.length === 3 && rows.every((r) => r.attempts >= 1 && r.error);
    }); // each tried and failed
    const [inviteMail] = await rowFor(stack, kid);
    expect(inviteMail).toMatchObject({ status: 'queued', kind: 'team_invite', refId: invite.id });
    expect(inviteMail!.attempts).toBeGreaterThanOrEqual(1);
    expect(inviteMail!.error).toMatch(/ECONNREFUSED|connect/i);
    expect(await rowFor(stack, member.email)).toMatchObject([{ status: 'queued', kind: 'password_reset' }]);
    expect(await rowFor(stack, 'support@dugout.test')).toMatchObject([
      { status: 'queued', kind: 'support', replyTo: visitor },
    ]);
    const listed = await coach.client.get(`/api/teams/${teamCode}/players`);
    expect(listed.body.invites[0].mail).toEqual({ status: 'queued', sentAt: null });
    // The support request is stored once: no retry was needed.
    expect((await stack.db.select().from(outbox).where(eq(outbox.kind, 'support'))).length).toBe(1);

    // The mail server comes back on the same port: every message arrives, once.
    smtp = await startSmtpServer(port);
    // (The next attempt is as far off as the outage was long: exponential backoff.)
    await smtp.waitFor(kid, /Outage Owls/, 30_000);
    await smtp.waitFor(member.email, /Reset your Dugout password/, 30_000);
    await smtp.waitFor('support@dugout.test', /\[Dugout support\]/, 30_000);
    await waitUntil(async () => (await ours()).every((r) => r.status === 'sent'), 30_000);
    await sleep(500);
    expect(smtp.received.map((m) => m.to[0]).sort()).toEqual([kid, member.email, 'support@dugout.test'].sort());
    // Site admins see each row in the Outbox, the single-use links without their token.
    const admin = await createUser(stack, 'admin');
    const shown = (await admin.client.get('/api/admin/outbox')).body.mail;
    const invited = shown.find((m: { to: string }) => m.to === kid);
    expect(invited).toMatchObject({ status: 'sent', kind: 'team_invite', error: null });
    expect(invited.attempts).toBeGreaterThanOrEqual(2);
    expect(invited.text).toContain('/accept-invite?token=…');
    expect(shown.find((m: { to: string }) => m.to === member.email).text).toContain('/reset-password?token=…');
    const after = await coach.client.get(`/api/teams/${teamCode}/players`);
    expect(after.body.invites[0].mail.status).toBe('sent');
    expect(after.body.invites[0].mail.sentAt).not.toBeNull();
  }, 90_000);
});

describe('a silent SMTP server (accepts, never answers)', () => {
  let stack: TestStack;
  let silent: Awaited<ReturnType<typeof startSilentServer>>;
  let smtp: SmtpServer | null = null;
  beforeAll(async () => {
    silent = await startSilentServer();
    stack = await startTestStack({ env: { SMTP_URL: `smtp://127.0.0.1:${silent.port}`, SMTP_TIMEOUT_MS: '5000' } });
  });
  afterAll(async () => {
    await stack?.close();
    await smtp?.close();
    await silent?.close();
  });

  it('holds no request; the sender gives up on the silent server after its timeout and delivers once a real server answers', async () => {
    const { ms, result } = await timed(() =>
      stack.client().post('/api/support', {
        subject: 'technical',
        message: 'Is anybody listening there?',
        userName: 'Sam Silent',
        userEmail: 'sam@example.test',
      }),
    );
    expect(result.status).toBe(201);
    expect(ms).toBeLessThan(PROMPT_MS);
    await waitUntil(async () => silent.connections() > 0);
    // The greeting never comes: the attempt times out (5 s) and is rescheduled, it does not hang.
    await waitUntil(async () => ((await rowFor(stack, 'support@dugout.test'))[0]?.error ?? '') !== '', 15_000);
    const [row] = await rowFor(stack, 'support@dugout.test');
    expect(row).toMatchObject({ status: 'queued' });
    expect(row!.error).toMatch(/Greeting never received|timeout/i);

    // Another request meanwhile still answers at once.
    const again = await timed(() => stack.client().post('/api/password/forgot', { email: 'nobody@example.test' }));
    expect(again.result.status).toBe(200);
    expect(again.ms).toBeLessThan(PROMPT_MS);

    const port = silent.port;
    await silent.close();
    smtp = await startSmtpServer(port);
    await smtp.waitFor('support@dugout.test', /\[Dugout support\]/);
    await waitUntil(async () => (await rowFor(stack, 'support@dugout.test'))[0]!.status === 'sent');
    await sleep(300);
    expect(smtp.received).toHaveLength(1);
  }, 90_000);
});

describe('several app instances and crashes', () => {
  let database: Database;
  let smtp: SmtpServer;
  beforeAll(async () => {
    database = await openTestDatabase();
    smtp = await startSmtpServer();
  });
  afterAll(async () => {
    await smtp?.close();
    await database?.close();
  });

  it('two app stacks on one database, both senders running, deliver 40 queued messages each exactly once', async () => {
    const [a, b] = await Promise.all([startTestStack({ database, smtp }), startTestStack({ database, smtp })]);
    try {
      await database.db.insert(outbox).values(
        Array.from({ length: 40 }, (_, i) => ({
          to: `many${i}@example.test`,
          subject: `Message ${i}`,
          text: `Body ${i}`,
          status: 'queued',
          kind: 'test',
        })),
      );
      a.deps.mailer.kick();
      b.deps.mailer.kick();
      await waitUntil(
        async () =>
          (await database.db.select().from(outbox).where(eq(outbox.kind, 'test'))).every((r) => r.status === 'sent'),
        30_000,
      );
      await sleep(300);
      const subjects = smtp.received.filter((m) => m.subject.startsWith('Message ')).map((m) => m.subject);
      expect(subjects).toHaveLength(40);
      expect(new Set(subjects).size).toBe(40);
      const rows = await database.db.select().from(outbox).where(eq(outbox.kind, 'test'));
      expect(rows.every((r) => r.attempts === 1)).toBe(true);
    } finally {
      await a.close();
      await b.close();
    }
  }, 90_000);

  it('a crash between commit and send: the next process on the same database delivers the mail', async () => {
    const first = await startTestStack({ database, smtp });
    await first.deps.jobs.stop(); // the process dies before its job runner sends the mail
    const res = await first.client().post('/api/support', {
      subject: 'technical',
      message: 'Sent just before a crash.',
      userName: 'Cara Crash',
      userEmail: 'cara@example.test',
    });
    expect(res.status).toBe(201);
    await first.close();
    const [row] = await database.db.select().from(outbox).where(eq(outbox.refId, res.body.id));
    expect(row).toMatchObject({ status: 'queued', attempts: 0 });

    const second = await startTestStack({ database, smtp });
    try {
      const mail = await smtp.waitFor('support@dugout.test', /\[Dugout support\]/);
      expect(mail.text).toContain(res.body.id);
      await waitUntil(
        async () =>
          (await database.db.select().from(outbox).where(eq(outbox.refId, res.body.id)))[0]!.status === 'sent',
      );
      await sleep(300);
      expect(smtp.received.filter((m) => m.text.includes(res.body.id))).toHaveLength(1);
    } finally {
      await second.close();
    }
  });

  it('a sender that crashed while sending loses its lease: another sender delivers the row once the lease ran out', async () => {
    const [row] = await database.db
      .insert(outbox)
      .values({ to: 'lease@example.test', subject: 'Leased', text: 'Lease test', status: 'queued', kind: 'test-lease' })
      .returning();
    const hung: MailTransport = { sendMail: () => new Promise(() => undefined), close: () => undefined };
    const logger = createLogger('silent');
    const options = {
      db: database.db,
      logger,
      from: 'Dugout <no-reply@dugout.test>',
      retry: { baseMs: 100, maxAttempts: 8 },
      pollMs: 50,
      leaseMs: 400,
    };
    const crashed = createOutboxSender({ ...options, transport: hung });
    void crashed.runOnce(); // claims the row and never comes back
    await waitUntil(
      async () => (await database.db.select().from(outbox).where(eq(outbox.id, row!.id)))[0]!.attempts === 1,
    );
    const healthy = createOutboxSender({ ...options, transport: nodemailer.createTransport({ url: smtp.url }) });
    expect(await healthy.runOnce()).toBe(0); // still leased: not sent twice at once
    await sleep(450);
    expect(await healthy.runOnce()).toBe(1);
    await smtp.waitFor('lease@example.test', /Leased/);
    const [after] = await database.db.select().from(outbox).where(eq(outbox.id, row!.id));
    expect(after).toMatchObject({ status: 'sent', attempts: 2, lockedUntil: null });
    expect(smtp.received.filter((m) => m.to.includes('lease@example.test'))).toHaveLength(1);
  });
  it('on the job runner: a runner killed mid-send loses the mail to a restarted runner, which sends it once, beside a long job', async () => {
    const [row] = await database.db
      .insert(outbox)
      .values({
        to: 'runner@example.test',
        subject: 'Runner',
        text: 'Runner test',
        status: 'queued',
        kind: 'test-runner',
      })
      .returning();
    const logger = createLogger('silent');
    const runner = () =>
      createJobQueue({ db: database.db, logger, leaseMs: 400, pollMs: 50, retry: { baseMs: 50, maxAttempts: 3 } });
    const options = {
      db: database.db,
      logger,
      from: 'Dugout <no-reply@dugout.test>',
      retry: { baseMs: 100, maxAttempts: 8 },
      pollMs: 50,
      leaseMs: 400,
    };
    const hung: MailTransport = { sendMail: () => new Promise(() => undefined), close: () => undefined };
    const killed = runner();
    killed.addSource(createOutboxSender({ ...options, transport: hung }));
    killed.start();
    const attemptsOf = async () => (await database.db.select().from(outbox).where(eq(outbox.id, row!.id)))[0]!;
    await waitUntil(async () => (await attemptsOf()).attempts === 1);
    killed.crash(); // the process dies while the SMTP exchange hangs

    // The next process runs a long job and the mail on one runner: the job does not hold the mail.
    const restarted = runner();
    let jobRunning = false;
    restarted.register('long-test', async () => {
      jobRunning = true;
      await sleep(4000);
      jobRunning = false;
    });
    await enqueue(database.db, 'long-test');
    restarted.addSource(createOutboxSender({ ...options, transport: nodemailer.createTransport({ url: smtp.url }) }));
    restarted.start();
    try {
      await smtp.waitFor('runner@example.test', /Runner/);
      expect(jobRunning).toBe(true);
      await waitUntil(async () => (await attemptsOf()).status === 'sent');
      expect(await attemptsOf()).toMatchObject({ status: 'sent', attempts: 2, lockedUntil: null });
      await sleep(300);
      expect(smtp.received.filter((m) => m.to.includes('runner@example.test'))).toHaveLength(1);
    } finally {
      await restarted.stop();
    }
  });
});

describe('the last attempt fails: site admins see it and retry it', () => {
  let stack: TestStack;
  let port: number;
  let smtp: SmtpServer | null = null;
  beforeAll(async () => {
    port = await closedSmtpPort();
    stack = await startTestStack({
      env: { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_RETRY_MAX_ATTEMPTS: '2', MAIL_RETRY_BASE_MS: '50' },
    });
  });
  afterAll(async () => {
    await stack?.close();
    await smtp?.close();
  });

  it('marks the mail failed after the configured attempts; the Outbox shows attempts and the last error; Retry delivers it', async () => {
    const admin = await createUser(stack, 'admin');
    const res = await stack.client().post('/api/support', {
      subject: 'technical',
      message: 'This one will fail twice.',
      userName: 'Fay Failed',
      userEmail: 'fay@example.test',
    });
    expect(res.status).toBe(201);
    await waitUntil(async () => (await rowFor(stack, 'support@dugout.test'))[0]!.status === 'failed');
    const listed = await admin.client.get('/api/admin/outbox');
    const mail = listed.body.mail.find((m: { to: string }) => m.to === 'support@dugout.test');
    expect(mail).toMatchObject({ status: 'failed', attempts: 2, kind: 'support', sentAt: null, nextAttemptAt: null });
    expect(mail.error).toMatch(/ECONNREFUSED|connect/i);

    const coach = await createUser(stack, 'coach');
    expect((await coach.client.post(`/api/admin/outbox/${mail.id}/retry`)).status).toBe(403);

    smtp = await startSmtpServer(port);
    const retried = await admin.client.post(`/api/admin/outbox/${mail.id}/retry`);
    expect(retried.status).toBe(200);
    await smtp.waitFor('support@dugout.test', /\[Dugout support\]/);
    await waitUntil(async () => (await rowFor(stack, 'support@dugout.test'))[0]!.status === 'sent');
    const again = await admin.client.post(`/api/admin/outbox/${mail.id}/retry`);
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('Only a failed mail can be sent again.');
    const shown = (await admin.client.get('/api/admin/outbox')).body.mail.find((m: { id: string }) => m.id === mail.id);
    expect(shown).toMatchObject({ status: 'sent', attempts: 1, error: null });
    expect(shown.sentAt).not.toBeNull();
  });
});
