import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { supportRequests } from '../../db/schema/index.ts';
import { startTestStack, type TestStack } from '../../test/test-app.ts';
import { createUser } from '../../test/factories.ts';

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(() => stack?.close());

describe('support requests', () => {
  it('refuses a 9-character message with the spec message and stores nothing', async () => {
    const res = await stack.client().post('/api/support', {
      subject: 'technical',
      message: '123456789',
      userName: 'Ann',
      userEmail: 'ann@example.test',
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fields.message).toBe('Message must be at least 10 characters long');
    expect(await stack.db.select().from(supportRequests)).toHaveLength(0);
  });

  it('asks anonymous visitors for name and e-mail, and a subject', async () => {
    const res = await stack
      .client()
      .post('/api/support', { subject: '', message: 'Something is broken here', userName: ' ', userEmail: '' });
    expect(res.body.error.fields).toMatchObject({
      subject: 'Please select a subject',
      userName: 'Please provide your name and email.',
      userEmail: 'Please provide your name and email.',
    });
  });

  it('accepts an anonymous request, stores it and e-mails it to support over SMTP', async () => {
    const res = await stack.client().post('/api/support', {
      subject: 'billing',
      message: 'I was charged twice for my submission.',
      userName: 'Ann Visitor',
      userEmail: 'ann@example.test',
    });
    expect(res.status).toBe(201);
    const mail = await stack.smtp.waitFor('support@dugout.test', /Billing Question/);
    expect(mail.text).toContain('I was charged twice for my submission.');
    expect(mail.text).toContain('ann@example.test');
  });

  it("uses a signed-in user's own name and e-mail whatever the form sends", async () => {
    const user = await createUser(stack, 'player', { firstName: 'Real', lastName: 'Name' });
    await user.client.post('/api/support', {
      subject: 'account',
      message: 'Please help me with my account.',
      userName: 'Fake',
      userEmail: 'fake@example.test',
    });
    const rows = await stack.db.select().from(supportRequests);
    const mine = rows.find((r) => r.userId === user.id)!;
    expect(mine).toMatchObject({ userName: 'Real Name', userEmail: user.email });
  });
});
