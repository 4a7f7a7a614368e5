/** Score tiers (docs/spec/part-2-colleges-tracker-scoring.md section 4) and score badge colours (part 1 section 9, part 2 section 9). */
export interface ScoreTier {
  min: number;
  tier: 'Elite' | 'High' | 'Good' | 'Average' | 'Needs Work';
  description: string;
}

export const scoreTiers: readonly ScoreTier[] = [
  { min: 90, tier: 'Elite', description: 'Division I prospect' },
  { min: 80, tier: 'High', description: 'Strong college prospect' },
  { min: 70, tier: 'Good', description: 'College prospect' },
  { min: 60, tier: 'Average', description: 'Developing player' },
  { min: -Infinity, tier: 'Needs Work', description: 'Focus on improvement' },
];

/** 90 and above Elite, 80 High, 70 Good, 60 Average, below 60 Needs Work. A missing score is 'Needs Work'. */
export function scoreTier(score: number | null | undefined): ScoreTier {
  const s = typeof score === 'number' && Number.isFinite(score) ? score : -Infinity;
  return scoreTiers.find((t) => s >= t.min) ?? scoreTiers[scoreTiers.length - 1]!;
}

export type ScoreBadgeColor = 'red' | 'yellow' | 'blue' | 'grey';

/** Score badge colours: 90 and above red, 80 and above yellow, 70 and above blue, otherwise grey. */
export function scoreBadgeColor(score: number | null | undefined): ScoreBadgeColor {
  if (typeof score !== 'number' || !Number.isFinite(score)) return 'grey';
  if (score >= 90) return 'red';
  if (score >= 80) return 'yellow';
  if (score >= 70) return 'blue';
  return 'grey';
}

/**
 * What each score badge colour means, for the legend shown beside score badges (the spec's rule above; a unit test
 * checks every entry against `scoreBadgeColor`). `example` is a score in the band.
 */
export const scoreBadgeLegend: ReadonlyArray<{ color: ScoreBadgeColor; meaning: string; example: number }> = [
  { color: 'red', meaning: '90 and above', example: 90 },
  { color: 'yellow', meaning: '80 to 89.9', example: 80 },
  { color: 'blue', meaning: '70 to 79.9', example: 70 },
  { color: 'grey', meaning: 'below 70', example: 69.9 },
];

/** Scores are shown with 1 decimal. */
export const formatScore = (score: number | null | undefined): string =>
  typeof score === 'number' && Number.isFinite(score) ? score.toFixed(1) : '—';
