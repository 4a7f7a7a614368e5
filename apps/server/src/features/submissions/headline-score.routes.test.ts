import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { headlineScore, scoreSubmission } from '@dugout/domain/scoring';
import { metricSubmissions } from '../../db/schema/index.ts';
import { startTestStack, type TestStack } from '../../test/test-app.ts';
import { createUser, firstBaseMetrics } from '../../test/factories.ts';
import { coachWithTeam } from '../../test/team-factories.ts';

/** One headline score (the best position the player can play, named) in every answer (docs/decisions/0048-one-headline-score.md). */
let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(() => stack?.close());

const firstBase = firstBaseMetrics;

describe('the headline score in every answer', () => {
  it('player dashboard, team players (Top Metrics), roster and Player Profile agree on the score at the best position', async () => {
    const expected = scoreSubmission(firstBase);
    expect(expected.bestPosition).not.toBe('1B');
    expect(expected.bestScore).not.toBe(expected.submittedScore);

    const { coach, teamCode } = await coachWithTeam(stack);
    const player = await createUser(stack, 'player', { firstName: 'Avery', lastName: 'Smith' });
    await player.client.post('/api/teams/join', { teamCode });
    const created = (await player.client.post('/api/submissions', firstBase)).body.submission;
    expect((await player.client.post(`/api/submissions/${created.id}/checkout`)).status).toBe(200);

    const mine = (await player.client.get('/api/dashboard')).body.submission;
    expect(mine).toMatchObject({ bestPosition: expected.bestPosition, bestScore: expected.bestScore });
    // a right-handed thrower is never scored as LHP
    expect(Object.keys(mine.positionScores)).not.toContain('LHP');
    expect(headlineScore(mine)).toMatchObject({ score: expected.bestScore, position: expected.bestPosition });

    const coachView = (await coach.client.get(`/api/dashboard?user=${player.id}&source=team`)).body.submission;
    expect(headlineScore(coachView)).toEqual(headlineScore(mine));

    const team = (await coach.client.get(`/api/teams/${teamCode}/players`)).body;
    const row = team.members.find((m: { userId: string }) => m.userId === player.id).latestSubmission;
    expect(row).toMatchObject({ bestPosition: expected.bestPosition, bestScore: expected.bestScore });
    expect(headlineScore(row)).toEqual(headlineScore(mine));

    const roster = (await coach.client.get(`/api/roster/${teamCode}`)).body;
    expect(roster.players.find((p: { userId: string }) => p.userId === player.id)).toMatchObject({
      latestScore: expected.bestScore,
      latestScorePosition: expected.bestPosition,
    });
    const profile = (await coach.client.get(`/api/roster/${teamCode}/players/${player.id}`)).body;
    expect(profile).toMatchObject({ latestScore: expected.bestScore, latestScorePosition: expected.bestPosition });
  });
});

describe('stored rows (migration 0013_headline_score)', () => {
  it('drops the score of the hand a player does not throw with, re-picks the best position and stores its score', async () => {
    const player = await createUser(stack);
    // a row as stored before: a right-hander with an LHP score higher than RHP (the demo RHP of docs/decisions/0048-one-headline-score.md), no best_score
    const [row] = await stack.db
      .insert(metricSubmissions)
      .values({
        userId: player.id,
        paymentStatus: 'free',
        throws: 'Right',
        submittedPosition: 'RHP',
        submittedScore: 89.6,
        bestPosition: 'LHP',
        positionScores: { '1B': 60, '3B': 61, C: 62, MIF: 63, OF: 64, LHP: 90.1, RHP: 89.6 },
      })
      .returning();
    const file = readFileSync(path.resolve(import.meta.dirname, '../../db/migrations/0013_headline_score.sql'), 'utf8');
    const handWritten = file.slice(file.indexOf('-- hand-written:'), file.indexOf('-- end hand-written'));
    for (const statement of handWritten.split('--> statement-breakpoint')) {
      const text = statement.replace(/^--.*$/gm, '').trim();
      if (text) await stack.db.execute(sql.raw(text));
    }
    const [after] = await stack.db.select().from(metricSubmissions).where(eq(metricSubmissions.id, row!.id));
    expect(after!.positionScores).not.toHaveProperty('LHP');
    expect(after).toMatchObject({ bestPosition: 'RHP', bestScore: 89.6, submittedScore: 89.6 });
  });
});
