import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { colleges, coachContactLog } from '../../db/schema/index.ts';
import { startTestStack, type TestStack } from '../../test/test-app.ts';
import { createUser } from '../../test/factories.ts';

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack();
  await stack.db.insert(colleges).values([
    { schoolId: 9201, schoolName: 'Log Demo State', division: 'D1' },
    { schoolId: 9202, schoolName: 'Other Demo College', division: 'D2' },
  ]);
});
afterAll(() => stack?.close());

const entry = (over: Record<string, unknown> = {}) => ({
  schoolId: 9201,
  contactName: 'Coach Lee',
  contactTitle: 'Recruiting Coordinator',
  contactDate: '2025-03-01',
  contactMethod: 'Phone',
  contactInfo: '555-0199',
  discussionNotes: 'Liked the video',
  ...over,
});

describe('coach contact log', () => {
  it('requires name, date and method with field messages; title, info and notes are optional', async () => {
    const user = await createUser(stack);
    const res = await user.client.post('/api/contact-log', {
      schoolId: 9201,
      contactName: '',
      contactDate: '',
      contactMethod: 'Carrier pigeon',
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toMatchObject({
      contactName: 'Contact name is required',
      contactDate: 'Contact date is required',
      contactMethod: 'Contact method is required',
    });
    const ok = await user.client.post('/api/contact-log', {
      schoolId: 9201,
      contactName: 'Coach Kim',
      contactDate: '2025-01-10',
      contactMethod: 'Email',
    });
    expect(ok.status).toBe(201);
    expect(ok.body).toMatchObject({
      contactName: 'Coach Kim',
      contactTitle: null,
      contactMethod: 'Email',
      contactInfo: null,
      discussionNotes: null,
    });
  });

  it('lists only my logs for the school, newest contact date first; edits and deletes them', async () => {
    const me = await createUser(stack);
    const other = await createUser(stack);
    await me.client.post('/api/contact-log', entry({ contactDate: '2025-01-05', contactName: 'First' }));
    const newest = await me.client.post(
      '/api/contact-log',
      entry({ contactDate: '2025-04-20', contactName: 'Newest' }),
    );
    await me.client.post('/api/contact-log', entry({ schoolId: 9202, contactName: 'Elsewhere' }));
    await other.client.post('/api/contact-log', entry({ contactName: 'Not mine' }));

    const list = await me.client.get('/api/contact-log?schoolId=9201');
    expect(list.status).toBe(200);
    expect(list.body.map((l: { contactName: string }) => l.contactName)).toEqual(['Newest', 'First']);

    const edit = await me.client.put(`/api/contact-log/${newest.body.id}`, {
      ...entry({ contactName: 'Newest (edited)', contactMethod: 'Video Call' }),
      schoolId: undefined,
    });
    expect(edit.status).toBe(200);
    expect(edit.body).toMatchObject({ contactName: 'Newest (edited)', contactMethod: 'Video Call' });

    expect((await me.client.delete(`/api/contact-log/${newest.body.id}`)).status).toBe(200);
    expect(
      (await me.client.get('/api/contact-log?schoolId=9201')).body.map((l: { contactName: string }) => l.contactName),
    ).toEqual(['First']);
  });

  it("someone else's log cannot be changed or deleted (403); signed out is 401; a missing school is refused", async () => {
    const owner = await createUser(stack);
    const intruder = await createUser(stack);
    const log = await owner.client.post('/api/contact-log', entry());
    const put = await intruder.client.put(`/api/contact-log/${log.body.id}`, {
      contactName: 'X',
      contactDate: '2025-01-01',
      contactMethod: 'Text',
    });
    expect(put.status).toBe(403);
    expect((await intruder.client.delete(`/api/contact-log/${log.body.id}`)).status).toBe(403);
    expect((await stack.db.select().from(coachContactLog)).find((r) => r.id === log.body.id)?.contactName).toBe(
      'Coach Lee',
    );
    expect((await stack.client().get('/api/contact-log?schoolId=9201')).status).toBe(401);
    expect((await stack.client().post('/api/contact-log', entry())).status).toBe(401);
    const missing = await owner.client.post('/api/contact-log', entry({ schoolId: 999999 }));
    expect(missing.status).toBe(422);
    expect(missing.body.error.message).toBe('Invalid school reference. The school may no longer be available.');
  });
});
