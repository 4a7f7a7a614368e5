import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { purchaseStatusMessages } from '@dugout/domain/payments';
import { metricSubmissions, subscriptions } from '../../db/schema/index.ts';
import { startTestStack, type TestStack } from '../../test/test-app.ts';
import { createUser, samplePitcherMetrics } from '../../test/factories.ts';

/** GET /api/payments/status: what the success pages may claim (docs/decisions/0046-success-pages-ask-the-server.md). */
let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack({ env: { PAYMENT_PROVIDER: 'demo' } });
});
afterAll(() => stack?.close());

const card = { cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', name: 'Casey Player' };
type Client = Awaited<ReturnType<typeof createUser>>['client'];
const statusOf = async (client: Client, query: string) => {
  const res = await client.get(`/api/payments/status?${query}`);
  expect(res.status).toBe(200);
  return res.body.status as string;
};

describe('GET /api/payments/status', () => {
  it('a new player who paid nothing: no completed payment for any id; bad queries are refused', async () => {
    const p = await createUser(stack);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect(await statusOf(p.client, `submission=${unknown}`)).toBe('none');
    expect(await statusOf(p.client, `subscription=${unknown}`)).toBe('none');
    const bad = await p.client.get('/api/payments/status?submission=NOPE');
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toContain(purchaseStatusMessages.none);
    expect((await p.client.get('/api/payments/status')).status).toBe(400);
    expect((await p.client.get(`/api/payments/status?submission=${unknown}&subscription=${unknown}`)).status).toBe(400);
    expect((await stack.client().get(`/api/payments/status?submission=${unknown}`)).status).toBe(401);
  });

  it('a dashboard bought on its own: none before checkout, pending while open, completed once paid — for its owner only', async () => {
    const p = await createUser(stack);
    const other = await createUser(stack);
    const created = (await p.client.post('/api/submissions', samplePitcherMetrics)).body.submission;
    expect(await statusOf(p.client, `submission=${created.id}`)).toBe('none');

    const checkout = await p.client.post(`/api/submissions/${created.id}/checkout`);
    expect(checkout.body.status).toBe('checkout');
    expect(await statusOf(p.client, `submission=${created.id}`)).toBe('pending');

    const session = new URL(checkout.body.checkoutUrl, 'http://x').searchParams.get('session')!;
    expect((await p.client.post(`/api/payments/demo/${session}`, card)).status).toBe(200);
    const [row] = await stack.db.select().from(metricSubmissions).where(eq(metricSubmissions.id, created.id));
    expect(row!.paymentStatus).toBe('paid');
    expect(await statusOf(p.client, `submission=${created.id}`)).toBe('completed');
    // another player's cookie learns nothing about it: the same answer as an id that does not exist
    expect(await statusOf(other.client, `submission=${created.id}`)).toBe('none');
  });

  it('a plan: pending while its checkout is open, completed once paid, pending again while a renewal is open, none once lapsed', async () => {
    const p = await createUser(stack);
    const other = await createUser(stack);
    const started = await p.client.post('/api/subscriptions', { planId: 'player-monthly' });
    const session = new URL(started.body.checkoutUrl, 'http://x').searchParams.get('subscription')!;
    const [open] = await stack.db.select().from(subscriptions).where(eq(subscriptions.checkoutReference, session));
    expect(await statusOf(p.client, `subscription=${open!.id}`)).toBe('pending');
    expect(await statusOf(other.client, `subscription=${open!.id}`)).toBe('none');

    expect((await p.client.post(`/api/payments/demo-subscription/${session}`, card)).status).toBe(200);
    expect(await statusOf(p.client, `subscription=${open!.id}`)).toBe('completed');
    expect(await statusOf(other.client, `subscription=${open!.id}`)).toBe('none');

    expect((await p.client.post(`/api/subscriptions/${open!.id}/cancel`)).status).toBe(200);
    expect(await statusOf(p.client, `subscription=${open!.id}`)).toBe('completed');
    const renewal = await p.client.post(`/api/subscriptions/${open!.id}/renew`);
    expect(renewal.body.status).toBe('checkout');
    expect(await statusOf(p.client, `subscription=${open!.id}`)).toBe('pending');
    const renewSession = new URL(renewal.body.checkoutUrl, 'http://x').searchParams.get('subscription')!;
    expect((await p.client.post(`/api/payments/demo-subscription/${renewSession}`, card)).status).toBe(200);
    expect(await statusOf(p.client, `subscription=${open!.id}`)).toBe('completed');

    await stack.db
      .update(subscriptions)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(subscriptions.id, open!.id));
    expect(await statusOf(p.client, `subscription=${open!.id}`)).toBe('none');
  });
});
