import { z } from 'zod';

/** Climate labels and badges (docs/spec/part-2-colleges-tracker-scoring.md section 9). */

export type BadgeColor = 'yellow' | 'red' | 'green' | 'blue' | 'grey';

const mean = (xs: Array<number | null | undefined>): number | null => {
  const v = xs.filter((x): x is number => x != null && Number.isFinite(x));
  return v.length ? v.reduce((a, b) => a + b, 0) / v.length : null;
};

/** Average of the March, April and May highs above 69 is 'Warm'; below 63 'Cool'; otherwise 'Average'. 'N/A' without data. */
export function temperatureLabel(highs: {
  marchHigh?: number | null;
  aprilHigh?: number | null;
  mayHigh?: number | null;
}): 'Warm' | 'Cool' | 'Average' | 'N/A' {
  const m = mean([highs.marchHigh, highs.aprilHigh, highs.mayHigh]);
  if (m == null) return 'N/A';
  if (m > 69) return 'Warm';
  if (m < 63) return 'Cool';
  return 'Average';
}

/** Total precipitation above 12.5 is 'Rainy'; below 8.5 'Dry'; otherwise 'Average'. 'N/A' without data. */
export function precipitationLabel(totalPrecip: number | null | undefined): 'Rainy' | 'Dry' | 'Average' | 'N/A' {
  if (totalPrecip == null || !Number.isFinite(totalPrecip)) return 'N/A';
  if (totalPrecip > 12.5) return 'Rainy';
  if (totalPrecip < 8.5) return 'Dry';
  return 'Average';
}

/** A climate value for display, or 'N/A'. */
export const climateValue = (v: number | null | undefined, unit: '°F' | 'in'): string =>
  v == null || !Number.isFinite(v) ? 'N/A' : unit === 'in' ? `${Math.round(v * 100) / 100} in` : `${Math.round(v)}°F`;

/** The commit count shows only when above zero; the transfer count likewise. */
export const showCount = (n: number | null | undefined): boolean => n != null && n > 0;

/** Commit badge: yellow when the count is 1 to 2, red otherwise. */
export const commitBadgeColor = (count: number): BadgeColor => (count >= 1 && count <= 2 ? 'yellow' : 'red');

/** Label '{n} {position} '{yy} Commit(s)': "1 RHP '27 Commit", "3 OF '26 Commits". */
export function commitBadgeLabel(count: number, position: string, gradYear: number): string {
  const yy = String(gradYear % 100).padStart(2, '0');
  return `${count} ${position} '${yy} Commit${count === 1 ? '' : 's'}`;
}

/** Transfer badge: green for 1 to 5, yellow for 6 to 15, red above 15. */
export const transferBadgeColor = (count: number): BadgeColor =>
  count <= 5 ? 'green' : count <= 15 ? 'yellow' : 'red';
export const transferBadgeLabel = (count: number): string => `${count} Transfer${count === 1 ? '' : 's'}`;

/** What the commit and transfer badge colours mean, for their legend (unit-tested against the two rules above). */
export const commitBadgeLegend: ReadonlyArray<{ color: BadgeColor; meaning: string; example: number }> = [
  { color: 'yellow', meaning: '1–2 commits', example: 1 },
  { color: 'red', meaning: '3 or more commits', example: 3 },
];
export const transferBadgeLegend: ReadonlyArray<{ color: BadgeColor; meaning: string; example: number }> = [
  { color: 'green', meaning: '1–5 transfers', example: 5 },
  { color: 'yellow', meaning: '6–15 transfers', example: 15 },
  { color: 'red', meaning: 'more than 15 transfers', example: 16 },
];

/** Commit-count columns (spec: a count per position C, 1B, 3B, MIF, OF, LHP, RHP). */
export const commitPositions = ['C', '1B', '3B', 'MIF', 'OF', 'LHP', 'RHP'] as const;

/** The commit badges of one grad year: one per position with a count above zero. */
export function commitBadges(counts: Partial<Record<(typeof commitPositions)[number], number>>, gradYear: number) {
  return commitPositions
    .filter((p) => showCount(counts[p]))
    .map((p) => ({
      position: p,
      count: counts[p]!,
      label: commitBadgeLabel(counts[p]!, p, gradYear),
      color: commitBadgeColor(counts[p]!),
    }));
}

/** A stadium image link must parse as a valid http(s) URL (or a site-relative path) to be shown. */
export function isValidImageUrl(url: string | null | undefined): boolean {
  const s = url?.trim();
  if (!s) return false;
  if (s.startsWith('/') && !s.startsWith('//')) return true;
  return z.url({ protocol: /^https?$/ }).safeParse(s).success;
}

export const fieldTexts = {
  imageNotAvailable: 'Stadium image not available',
  comingSoon: 'Coming Soon',
} as const;
