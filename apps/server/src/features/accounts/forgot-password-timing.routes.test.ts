import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { startTestStack, type TestStack } from '../../test/test-app.ts';
import { createUser } from '../../test/factories.ts';
import { outbox } from '../../db/schema/index.ts';

// Forgot-password must not tell whether an address has an account, by its answer or by its time (README, Accounts).
// On PostgreSQL even in the PGlite run: there each commit waits for its WAL flush, so the two commits a known address
// makes used to show in its answer (medians 10-20 ms later than an unknown address's); PGlite runs in this process and
// blurs it. TRUST_PROXY: each request comes from a client address of its own, so the per-address limit stays out of
// the way.
let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack({ postgres: true, env: { TRUST_PROXY: 'true' } });
}, 60_000);
afterAll(() => stack?.close());

let address = 0;
const forgot = async (email: string) => {
  address++;
  const t = performance.now();
  const res = await fetch(`${stack.url}/api/password/forgot`, {
    method: 'POST',
    headers: {
      origin: stack.url,
      'content-type': 'application/json',
      'x-forwarded-for': `10.${Math.floor(address / 250)}.${address % 250}.11`,
    },
    body: JSON.stringify({ email }),
  });
  const text = await res.text();
  return { ms: performance.now() - t, status: res.status, text };
};
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const N = 30;

describe('forgot-password timing', () => {
  it('takes about the same time for a known and an unknown address (medians of 30 each) and mails only the known', async () => {
    // One account per request: the per-account limit (5 a minute) would otherwise refuse the known address.
    const known: string[] = [];
    for (let i = 0; i < N; i++) known.push((await createUser(stack)).email);
    const unknown = known.map((_, i) => `nobody-${i}-${Date.now()}@example.test`);
    // Warm-up, so the first statements' planning counts on neither side.
    await forgot(`warm-up-${Date.now()}@example.test`);
    await forgot((await createUser(stack)).email);

    const knownMs: number[] = [];
    const unknownMs: number[] = [];
    for (let i = 0; i < N; i++) {
      const [a, b] = i % 2 ? [known[i]!, unknown[i]!] : [unknown[i]!, known[i]!];
      const first = await forgot(a);
      const second = await forgot(b);
      for (const [email, r] of [
        [a, first],
        [b, second],
      ] as const) {
        expect(r.status).toBe(200);
        expect(r.text).toBe('{"ok":true}');
        (known.includes(email) ? knownMs : unknownMs).push(r.ms);
      }
    }
    const [k, u] = [median(knownMs), median(unknownMs)];
    console.info(`forgot-password median: known address ${k.toFixed(1)} ms, unknown address ${u.toFixed(1)} ms`);
    expect(Math.abs(k - u)).toBeLessThan(5);

    // Every known address got its reset link; no unknown one got anything.
    await stack.smtp.waitFor(known[N - 1]!, /Reset your Dugout password/);
    const mailed = await stack.db.select({ to: outbox.to }).from(outbox).where(inArray(outbox.to, known));
    expect(new Set(mailed.map((m) => m.to)).size).toBe(N);
    for (const email of unknown) expect(await stack.db.select().from(outbox).where(eq(outbox.to, email))).toEqual([]);
  }, 120_000);
});
