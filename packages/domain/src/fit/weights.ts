import { apportion } from '../scoring/explain.ts';
import { fitPriorities, type FitPriority, type InterviewAnswers } from './interview.ts';
import { fitPartKeys, type FitPartKey } from './model.ts';
import { fitTexts } from './texts.ts';

/** Which parts of a fit score count for a player, and how much each can add (docs/decisions/0058-believable-fit.md). */

/**
 * Each part's weight before the player's priorities: multiplied by the priority ranking (1st ×1.6, 2nd ×1.3, 3rd
 * ×1.0, 4th ×0.7; not ranked ×1.0; playing time → roster, academics → academic fit, cost → cost, location →
 * distance), kept only for the parts that count for this player (`countedParts`), then scaled to 100 points and
 * rounded to whole points (largest remainder).
 */
export const fitBaseWeights: Record<FitPartKey, number> = {
  level: 30,
  roster: 20,
  academics: 15,
  cost: 12,
  distance: 10,
  preferences: 13,
};
export const priorityMultipliers = [1.6, 1.3, 1.0, 0.7] as const;
export const priorityPart: Record<FitPriority, FitPartKey> = {
  playingTime: 'roster',
  academics: 'academics',
  cost: 'cost',
  location: 'distance',
};

const rankOf = (answers: InterviewAnswers, p: FitPriority): number => answers.priorities?.indexOf(p) ?? -1;
/** Ranked among what matters (at any place: the place sets its weight). */
const caresAbout = (answers: InterviewAnswers, p: FitPriority) => rankOf(answers, p) >= 0;
const hasPreferences = (a: InterviewAnswers) =>
  !!(
    a.divisions?.length ||
    a.regions?.length ||
    a.states?.length ||
    a.schoolSizes?.length ||
    a.settings?.length ||
    a.control?.length
  );

/**
 * The parts that count: athletic fit always; roster opportunity with playing time ranked; academic fit with an SAT or ACT; cost with a
 * budget or cost ranked; distance with a home and a distance limit or location ranked first or
 * second; preferences with any division, region, state, size, setting or public/private choice. A part that does not
 * count adds nothing and says why ('no limit' is not full marks).
 */
export function countedParts(answers: InterviewAnswers, hasHome: boolean): Record<FitPartKey, boolean> {
  return {
    level: true,
    roster: caresAbout(answers, 'playingTime'),
    academics: answers.sat != null || answers.act != null,
    cost: answers.maxNetPrice != null || caresAbout(answers, 'cost'),
    distance: hasHome && (answers.maxDistanceMiles != null || caresAbout(answers, 'location')),
    preferences: hasPreferences(answers),
  };
}

/** The most each part can add (0 for a part that does not count); they add up to 100. */
export function fitPartMaxes(answers: InterviewAnswers, hasHome: boolean): Record<FitPartKey, number> {
  const counted = countedParts(answers, hasHome);
  const raw = fitPartKeys.map((k) => {
    if (!counted[k]) return 0;
    const p = fitPriorities.find((x) => priorityPart[x] === k);
    const i = p ? rankOf(answers, p) : -1;
    return fitBaseWeights[k] * (i >= 0 ? (priorityMultipliers[i] ?? 1) : 1);
  });
  const total = raw.reduce((a, b) => a + b, 0);
  const ints = apportion(
    raw.map((x) => (x / total) * 100),
    100,
  );
  const out = {} as Record<FitPartKey, number>;
  fitPartKeys.forEach((k, i) => (out[k] = ints[i]!));
  return out;
}

/** What the player could add, said once above the list (not on every row). */
export function fitNotes(answers: InterviewAnswers, hasHome: boolean): string[] {
  const counted = countedParts(answers, hasHome);
  const notes: string[] = [];
  if (!counted.academics)
    notes.push(
      answers.gpa != null ? fitTexts.gpaOnly(answers.gpa) : 'Add your SAT or ACT to compare with admitted students',
    );
  if (!hasHome && (answers.maxDistanceMiles != null || caresAbout(answers, 'location')))
    notes.push('Add your home ZIP code to rank by distance');
  return notes;
}
