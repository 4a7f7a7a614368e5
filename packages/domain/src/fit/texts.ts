import { formatPercent, withThousands } from '../shared/format.ts';

/**
 * Every sentence of a fit explanation (docs/decisions/0058-believable-fit.md). Each is written from the same numbers
 * the part's points come from; rank.test.ts reads the numbers back out of the sentences and compares.
 */
export const usd = (n: number): string => `$${withThousands(n)}`;

export const fitTexts = {
  notCounted: (why: string) => `Not counted: ${why}`,
  // roster
  noRoster: 'No current roster on file',
  playingTimeNotRanked: 'playing time not ranked',
  rosterLimit: (total: number, limit: number) =>
    total > limit ? `${total} on the roster, above the ${limit} limit` : `${total} on the roster (limit ${limit})`,
  heightVs: (yours: string, theirs: string, group: string) =>
    `your height ${yours}, their ${group} ${theirs} on average`,
  // academics
  gpaOnly: (gpa: number) =>
    `Your GPA ${gpa.toFixed(2)} cannot be compared: College Scorecard publishes no GPA ranges. Add your SAT or ACT to compare with admitted students`,
  noScores: 'you gave no SAT or ACT',
  noTestRanges: 'No SAT/ACT ranges on file',
  testWithin: (test: string, yours: number, min: number, max: number) =>
    `Academic match: your ${test} ${yours} is within their middle range (${min}–${max})`,
  testAbove: (test: string, yours: number, max: number) =>
    `Academic safety: your ${test} ${yours} is above their middle range (up to ${max})`,
  testBelow: (test: string, yours: number, min: number) =>
    `Academic reach: your ${test} ${yours} is below their middle range (from ${min})`,
  selective: (rate: number) => `they admit ${formatPercent(rate)}, a reach for every applicant`,
  // cost
  noBudget: 'no budget given and cost not ranked',
  noNetPrice: 'No net price on file',
  withinBudget: (price: number, budget: number) => `Net price ${usd(price)} a year, within your ${usd(budget)} budget`,
  overBudget: (price: number, budget: number) =>
    `Net price ${usd(price)} a year, ${usd(price - budget)} over your ${usd(budget)} budget`,
  netPriceRanked: (price: number) => `Net price ${usd(price)} a year (full marks at $10,000 or less, none at $50,000)`,
  // distance
  noHome: 'no home ZIP code given',
  noDistanceLimit: 'no distance limit given and location not ranked',
  noLocation: 'Location not on file',
  milesRanked: (miles: number) => `${withThousands(miles)} miles from home (full marks within 100, none at 1,500)`,
  withinMax: (miles: number, max: number) =>
    `${withThousands(miles)} miles from home, within your ${withThousands(max)}`,
  beyondMax: (miles: number, max: number) =>
    `${withThousands(miles)} miles from home, beyond your ${withThousands(max)}`,
  // preferences
  noPreferences: 'no divisions, places or campus preferences given',
  matches: (items: string) => `Matches your ${items}`,
  outside: (items: string) => `outside your ${items}`,
  unknown: (items: string) => `no data for ${items}`,
  whyNotHigher: (label: string, lost: number, reason: string) => `${label} (−${lost.toFixed(1)}): ${reason}`,
} as const;
