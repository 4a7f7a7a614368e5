import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack, type TestStack } from '../../test/test-app.ts';

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack({ demo: true });
});
afterAll(() => stack?.close());

describe('demo teams', () => {
  it('the demo coach owns Demo Thunder 17U with players (incl. player@example.com), an assistant coach, pending invites and scored submissions', async () => {
    const coach = stack.client();
    await coach.signIn('coach@example.com');
    const teams = (await coach.get('/api/teams')).body.teams.map((t: { teamName: string }) => t.teamName);
    expect(teams).toEqual(expect.arrayContaining(['Demo Thunder 17U', 'Demo Lightning 15U']));
    const detail = (await coach.get('/api/teams/THUNDER17U')).body;
    expect(detail.coaches.map((c: { role: string }) => c.role)).toEqual(['Team Owner', 'assistant coach']);
    const players = (await coach.get('/api/teams/THUNDER17U/players')).body;
    expect(players.members).toHaveLength(10);
    expect(players.members.some((m: { playerEmail: string }) => m.playerEmail === 'player@example.com')).toBe(true);
    expect(players.invites).toHaveLength(2);
    expect(players.submissions.length).toBeGreaterThanOrEqual(7);
    expect(players.submissions.every((s: { submittedScore: number }) => s.submittedScore >= 50)).toBe(true);
  });
});
