import { describe, expect, it } from 'vitest';
import { scoreSubmission } from './engine.ts';
import { headlineScore, headlineTexts } from './headline.ts';

describe('the headline score (docs/decisions/0048-one-headline-score.md)', () => {
  // Avery's case of docs/decisions/0048-one-headline-score.md: submitted at 1B (86.5), best at C (91.1)
  const avery = { submittedScore: 86.5, submittedPosition: '1B', bestPosition: 'C', bestScore: 91.1 };

  it('is the score at the best position, the position named, with the submitted score as a labelled second figure', () => {
    const h = headlineScore(avery);
    expect(h).toEqual({ score: 91.1, position: 'C', submitted: { position: '1B', score: 86.5 } });
    expect(headlineTexts.atPosition(h)).toBe('91.1 at C');
    expect(headlineTexts.submitted(h.submitted!.position, h.submitted!.score)).toBe('Submitted position 1B: 86.5');
  });

  it('has no second figure when the best position is the submitted one', () => {
    expect(headlineScore({ ...avery, submittedPosition: 'C', submittedScore: 91.1 }).submitted).toBeNull();
  });

  it('reads the best score from the position scores when the row has none stored, else falls back to the submitted score', () => {
    expect(headlineScore({ ...avery, bestScore: null, positionScores: { C: 91.1, '1B': 86.5 } }).score).toBe(91.1);
    expect(headlineScore({ ...avery, bestScore: null, positionScores: null })).toEqual({
      score: 86.5,
      position: '1B',
      submitted: null,
    });
    expect(headlineScore({ submittedScore: null, submittedPosition: null })).toEqual({
      score: null,
      position: null,
      submitted: null,
    });
  });

  it('agrees with the engine: the highest score of the positions the player can play', () => {
    const rhp = scoreSubmission({
      height: 76,
      weight: 205,
      fastballVelocity: 91.1,
      strikePercentage: 66,
      fbSpinRate: 2400,
      throws: 'Right',
      bats: 'Right',
      position: 'MIF',
    });
    const h = headlineScore(rhp);
    expect(h.position).toBe('RHP');
    expect(h.score).toBe(Math.max(...Object.values(rhp.positionScores)));
    expect(h.submitted).toEqual({ position: 'MIF', score: rhp.submittedScore });
  });

  it("names the player on the score card of anyone else's dashboard", () => {
    expect(headlineTexts.cardTitle(true, 'Avery Smith')).toBe('Your Score');
    expect(headlineTexts.cardTitle(false, 'Avery Smith')).toBe('Avery Smith’s Score');
  });
});
