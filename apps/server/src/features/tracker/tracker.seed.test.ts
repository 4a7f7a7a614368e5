import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { colleges, coachContactLog } from '../../db/schema/index.ts';
import { seedFeatureDemo } from '../../wiring.ts';
import { startTestStack, type TestStack } from '../../test/test-app.ts';

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack();
  // Works with whatever colleges exist (the colleges demo seeder, or these).
  await stack.db
    .insert(colleges)
    .values([
      { schoolId: 9301, schoolName: 'Alpha Demo', division: 'D1', conference: 'C1' },
      { schoolId: 9302, schoolName: 'Beta Demo', division: 'D1', conference: 'C1' },
      { schoolId: 9303, schoolName: 'Gamma Demo', division: 'D2', conference: 'C2' },
      { schoolId: 9304, schoolName: 'Delta Demo', division: 'D3', conference: null },
    ])
    .onConflictDoNothing();
  await seedFeatureDemo(stack.deps);
});
afterAll(() => stack?.close());

describe('demo tracker', () => {
  it('the demo player tracks four schools across divisions with an offer, an idle school and contact logs', async () => {
    const c = stack.client();
    await c.signIn('player@example.com');
    const res = await c.get('/api/tracker');
    expect(res.body.entries).toHaveLength(4);
    expect(res.body.entries.map((e: { division: string }) => e.division).sort()).toEqual(['D1', 'D1', 'D2', 'D3']);
    expect(res.body.offers).toBe(1);
    expect(res.body.inactive).toHaveLength(1);
    const withOffer = res.body.entries.find((e: { hasOffer: boolean }) => e.hasOffer);
    const logs = await c.get(`/api/contact-log?schoolId=${withOffer.schoolId}`);
    expect(logs.body.map((l: { contactName: string }) => l.contactName)).toEqual([
      'Coach Alvarez (demo)',
      'Sam Ortiz (demo)',
    ]);
    expect((await stack.db.select().from(coachContactLog)).length).toBe(3);
  });
});
