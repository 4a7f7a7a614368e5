import type { Position } from '../shared/lists.ts';
import { formatScore } from './tiers.ts';

/**
 * The one headline score of a submission (docs/decisions/0048-one-headline-score.md): the score at the best position
 * the player can play, the position named. Every screen, answer and e-mail that shows a player's overall score shows
 * this one; the score at the submitted position (the spec's submitted_score) appears only labelled as such.
 */
export interface HeadlineScore {
  /** the score at `position`; null when the submission has no score */
  score: number | null;
  /** the best position (or, for a row scored before best positions were stored, the submitted position) */
  position: string | null;
  /** the submitted position's score when it is another position than `position`, else null */
  submitted: { position: string; score: number } | null;
}

/** What a stored or answered submission carries about its scores (any of them may be missing). */
export interface ScoredFacts {
  submittedScore: number | null;
  submittedPosition: string | null;
  bestPosition?: string | null;
  /** the stored score at the best position (metric_submissions.best_score) */
  bestScore?: number | null;
  positionScores?: Partial<Record<Position, number>> | null;
}

const finite = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

export function headlineScore(s: ScoredFacts): HeadlineScore {
  const best = s.bestPosition ?? null;
  const atBest = best
    ? finite(s.bestScore)
      ? s.bestScore
      : finite(s.positionScores?.[best as Position])
        ? s.positionScores[best as Position]!
        : best === s.submittedPosition && finite(s.submittedScore)
          ? s.submittedScore
          : null
    : null;
  const score = atBest ?? (finite(s.submittedScore) ? s.submittedScore : null);
  const position = atBest !== null ? best : s.submittedPosition;
  const submitted =
    s.submittedPosition && s.submittedPosition !== position && finite(s.submittedScore)
      ? { position: s.submittedPosition, score: s.submittedScore }
      : null;
  return { score, position, submitted };
}

/** The words around the headline and a second figure, one place for every screen and e-mail. */
export const headlineTexts = {
  /** '91.1 at C' */
  atPosition: (h: Pick<HeadlineScore, 'score' | 'position'>): string =>
    h.position ? `${formatScore(h.score)} at ${h.position}` : formatScore(h.score),
  /** 'Submitted position 1B: 86.5' — the second figure, labelled */
  submitted: (position: string, score: number): string => `Submitted position ${position}: ${formatScore(score)}`,
  /** the score card's title: the owner's 'Your Score', anyone else's 'Avery Smith's Score' */
  cardTitle: (isOwner: boolean, playerName: string): string => (isOwner ? 'Your Score' : `${playerName}’s Score`),
} as const;
