import { eq } from 'drizzle-orm';
import { outbox } from '../db/schema/index.ts';
import { TEST_PASSWORD } from './factories.ts';
import { HttpClient, type TestStack } from './test-app.ts';

/**
 * `n` browsers signed in as the same account (separate sessions and cookies), for firing parallel requests at one
 * route (docs/decisions/0042-one-pending-one-decision.md). Sessions come straight from better-auth, like createUser's.
 */
export async function signedInClients(
  stack: TestStack,
  email: string,
  n: number,
  /** With TRUST_PROXY: the client address they speak from (X-Forwarded-For), so one test's rate limits stay its own. */
  address?: string,
): Promise<HttpClient[]> {
  const clients: HttpClient[] = [];
  for (let i = 0; i < n; i++) {
    const session = await stack.deps.auth.api.signInEmail({
      body: { email, password: TEST_PASSWORD },
      headers: new Headers(),
      returnHeaders: true,
    });
    const client = address ? new HttpClient(stack.url, { 'x-forwarded-for': address }) : stack.client();
    client.storeCookies(session.headers);
    clients.push(client);
  }
  return clients;
}

/**
 * Waits until the outbox holds nothing still to send (no row still queued), then returns the mail the test SMTP
 * server received for `to` whose subject matches: what the user actually got, after every racer has finished.
 */
export async function mailReceived(stack: TestStack, to: string, subject: RegExp, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const pending = await stack.db.select({ id: outbox.id }).from(outbox).where(eq(outbox.status, 'queued'));
    if (pending.length === 0) break;
    if (Date.now() > deadline) throw new Error(`${pending.length} outbox rows still unsent`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return stack.smtp.received.filter((m) => m.to.includes(to) && subject.test(m.subject));
}

/** Counts answers by status: { 200: 1, 409: 19 }. */
export const statusCounts = (answers: ReadonlyArray<{ status: number }>) =>
  answers.reduce<Record<number, number>>((acc, a) => ({ ...acc, [a.status]: (acc[a.status] ?? 0) + 1 }), {});
