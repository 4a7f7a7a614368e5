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
    const latest = players.members.flatMap((m: { latestSubmission: unknown }) => m.latestSubmission ?? []);
    expect(latest.length).toBeGreaterThanOrEqual(7);
    expect(latest.every((s: { submittedScore: number }) => s.submittedScore >= 50)).toBe(true);
  });
});

describe('demo organization', () => {
  it('the program admin sees an approved team with its players and a pending request (docs/decisions/0015-reference-and-demo-data.md)', async () => {
    const admin = stack.client();
    await admin.signIn('orgadmin@example.com');
    const res = await admin.get('/api/organization-management');
    expect(res.status).toBe(200);
    expect(res.body.organization.name).toBe('Demo Valley Baseball Club');
    expect(res.body.teams.map((t: { teamCode: string }) => t.teamCode)).toEqual(['THUNDER17U']);
    const requests = res.body.requests.map((r: { teamCode: string; status: string }) => [r.teamCode, r.status]);
    expect(requests).toEqual(
      expect.arrayContaining([
        ['LIGHTNING15', 'pending'],
        ['THUNDER17U', 'approved'],
      ]),
    );
    const roster = await admin.get('/api/teams/THUNDER17U/players');
    expect(roster.status).toBe(200);
  });
});
