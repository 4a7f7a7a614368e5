import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { yearsBefore } from '@dugout/domain/families';
import { publicProfiles, users } from '../../db/schema/index.ts';
import { startTestStack, type TestStack } from '../../test/test-app.ts';
import { createUser } from '../../test/factories.ts';
import { statusCounts } from '../../test/races.ts';

/**
 * Parallel handle claims on PostgreSQL (PGlite runs one statement at a time and hides the race): of many players
 * claiming one handle at once, exactly one wins and the rest get 409; a rotation away and a claim of the old handle at
 * once never hand it to anyone (docs/decisions/0065-public-profile.md).
 */
let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack({ postgres: true, env: { TRUST_PROXY: 'true' } });
});
afterAll(() => stack?.close());

let address = 0;
const player = async () => {
  const u = await createUser(stack, 'player');
  u.client.defaultHeaders['x-forwarded-for'] = `192.0.2.${++address}`;
  await stack.db
    .update(users)
    .set({ dateOfBirth: yearsBefore(new Date(), 20) })
    .where(eq(users.id, u.id));
  return u;
};

describe('parallel handle claims (PostgreSQL)', () => {
  it('ten players claim one handle at once: one wins, nine get 409', async () => {
    const racers = await Promise.all(Array.from({ length: 10 }, player));
    const answers = await Promise.all(
      racers.map((r) => r.client.put('/api/public-profile/handle', { handle: 'the-one-handle' })),
    );
    expect(statusCounts(answers)).toEqual({ 200: 1, 409: 9 });
    const rows = await stack.db.select().from(publicProfiles).where(eq(publicProfiles.handle, 'the-one-handle'));
    expect(rows).toHaveLength(1);
  });

  it('a rotation away from a handle and claims of it at once: the old handle goes to nobody', async () => {
    const owner = await player();
    expect((await owner.client.put('/api/public-profile/handle', { handle: 'old-handle-x' })).status).toBe(200);
    const others = await Promise.all(Array.from({ length: 5 }, player));
    const [rotation, ...claims] = await Promise.all([
      owner.client.put('/api/public-profile/handle', { handle: 'new-handle-x' }),
      ...others.map((o) => o.client.put('/api/public-profile/handle', { handle: 'old-handle-x' })),
    ]);
    expect(rotation!.status).toBe(200);
    expect(statusCounts(claims)).toEqual({ 409: 5 });
    expect(await stack.db.select().from(publicProfiles).where(eq(publicProfiles.handle, 'old-handle-x'))).toEqual([]);
  });

  it('parallel first saves of one player create one row', async () => {
    const p = await player();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => p.client.put('/api/public-profile', { enabled: true })),
    );
    expect(statusCounts(answers)).toEqual({ 200: 5 });
    expect(await stack.db.select().from(publicProfiles).where(eq(publicProfiles.userId, p.id))).toHaveLength(1);
  });
});
