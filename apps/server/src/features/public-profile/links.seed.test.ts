import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { colleges, notifications, publicProfiles } from '../../db/schema/index.ts';
import { seedFeatureDemo } from '../../wiring.ts';
import { startTestStack, type TestStack } from '../../test/test-app.ts';

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack();
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
}, 120_000);
afterAll(() => stack?.close());

describe('demo tracked links', () => {
  it('a live link for each tracked school of the demo player, the offer school opened twice', async () => {
    const c = stack.client();
    await c.signIn('player@example.com');
    const res = await c.get('/api/tracker');
    expect(res.status).toBe(200);
    const entries = res.body.entries as Array<{ hasOffer: boolean; profileLink: { url: string; summary: string } }>;
    expect(entries.length).toBeGreaterThan(0);
    for (const e of entries) expect(e.profileLink.url).toMatch(/\/p\/casey-demoplayer\?via=[A-Za-z0-9_-]{24}$/);
    const offer = entries.find((e) => e.hasOffer)!;
    expect(offer.profileLink.summary).toBe('Opened 2 times, last yesterday · 1 link preview');
    expect(entries.filter((e) => e.profileLink.summary.startsWith('Not opened yet'))).toHaveLength(entries.length - 1);
    const [profile] = await stack.db.select().from(publicProfiles);
    expect(profile!.handle).toBe('casey-demoplayer');
    const notes = await stack.db.select().from(notifications).where(eq(notifications.kind, 'profile_opened'));
    expect(notes).toHaveLength(1);
  });
});
