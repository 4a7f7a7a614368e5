import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teamMembers, teamSubscriptions } from '../../db/schema/index.ts';
import { startTestStack, type TestStack } from '../../test/test-app.ts';
import { createUser } from '../../test/factories.ts';

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(() => stack?.close());

describe('winter training', () => {
  it("logs a player's entries and shows the team each member's latest", async () => {
    const coach = await createUser(stack, 'coach');
    const player = await createUser(stack, 'player');
    const stranger = await createUser(stack, 'coach');
    await stack.db
      .insert(teamSubscriptions)
      .values({ teamCode: 'WINTER1', teamName: 'Winter', teamType: 'Travel', coachUserId: coach.id });
    await stack.db.insert(teamMembers).values([
      { teamCode: 'WINTER1', userId: player.id, playerName: 'Pat' },
      { teamCode: 'WINTER1', playerName: 'No Account' },
    ]);

    const bad = await player.client.post('/api/winter-training', { collectionDate: '2026-01-05' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe('Enter at least one measurement');
    expect(
      (await player.client.post('/api/winter-training', { collectionDate: '2999-01-01', weight: 180 })).body.error
        .message,
    ).toBe('The date cannot be in the future');
    expect(
      (await player.client.post('/api/winter-training', { collectionDate: '2026-01-05', exitVelocity: 85, sixty: 7.2 }))
        .status,
    ).toBe(201);
    const later = await player.client.post('/api/winter-training', { collectionDate: '2026-02-05', exitVelocity: 88 });
    expect((await player.client.get('/api/winter-training')).body.entries).toHaveLength(2);

    const team = await coach.client.get('/api/teams/WINTER1/winter-training');
    expect(team.status).toBe(200);
    expect(team.body.members).toEqual(
      expect.arrayContaining([
        {
          userId: player.id,
          playerName: 'Pat',
          latest: expect.objectContaining({ collectionDate: '2026-02-05', exitVelocity: 88 }),
        },
        { userId: null, playerName: 'No Account', latest: null },
      ]),
    );
    const denied = await stranger.client.get('/api/teams/WINTER1/winter-training');
    expect(denied.status).toBe(403);
    expect(denied.body.error.message).toBe('Not authorized to view this team');
    expect((await stranger.client.delete(`/api/winter-training/${later.body.id}`)).status).toBe(404);
    expect((await player.client.delete(`/api/winter-training/${later.body.id}`)).status).toBe(200);
  });
});
