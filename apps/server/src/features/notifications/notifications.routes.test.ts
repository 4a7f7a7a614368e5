import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack, type TestStack } from '../../test/test-app.ts';
import { createUser } from '../../test/factories.ts';
import { notify } from '../../services/notifications/notify.ts';

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(() => stack?.close());

describe('notifications (the header bell)', () => {
  it('lists my notifications with the unread count; marks one and all as read; never another user’s', async () => {
    const me = await createUser(stack);
    const other = await createUser(stack);
    await notify(stack.deps, { userId: me.id, kind: 'team_invite', title: 'First', body: 'One' });
    await notify(stack.deps, {
      userId: me.id,
      kind: 'team_invite',
      title: 'Second',
      body: 'Two',
      link: '/team-management',
    });
    const list = await me.client.get('/api/notifications');
    expect(list.body.unread).toBe(2);
    expect(list.body.items.map((i: { title: string }) => i.title)).toEqual(['Second', 'First']);
    await stack.smtp.waitFor(me.email, /Second/);

    const id = list.body.items[0].id;
    expect((await other.client.post(`/api/notifications/${id}/read`)).status).toBe(404);
    expect((await me.client.post(`/api/notifications/${id}/read`)).status).toBe(200);
    expect((await me.client.get('/api/notifications')).body.unread).toBe(1);
    await me.client.post('/api/notifications/read-all');
    expect((await me.client.get('/api/notifications')).body.unread).toBe(0);
    expect((await stack.client().get('/api/notifications')).status).toBe(401);
  });
});
