/** College filters derived from academics (docs/spec/part-2-colleges-tracker-scoring.md section 3 'college filters'; docs/decisions/0007-college-fit.md). */

export const usRegions: Record<string, string[]> = {
  Northeast: ['CT', 'ME', 'MA', 'NH', 'RI', 'VT', 'NJ', 'NY', 'PA'],
  Southeast: ['DE', 'DC', 'FL', 'GA', 'MD', 'NC', 'SC', 'VA', 'WV', 'AL', 'KY', 'MS', 'TN', 'AR', 'LA'],
  Midwest: ['IL', 'IN', 'MI', 'OH', 'WI', 'IA', 'KS', 'MN', 'MO', 'NE', 'ND', 'SD'],
  Southwest: ['AZ', 'NM', 'OK', 'TX'],
  West: ['AK', 'CA', 'CO', 'HI', 'ID', 'MT', 'NV', 'OR', 'UT', 'WA', 'WY'],
};
export const regionNames = Object.keys(usRegions);
export const regionOfState = (state: string | null | undefined): string | null => {
  const s = state?.trim().toUpperCase();
  if (!s) return null;
  return Object.entries(usRegions).find(([, states]) => states.includes(s))?.[0] ?? null;
};

export const schoolSizes = ['Small', 'Medium', 'Large'] as const;
/** Small under 5,000 undergraduates, Medium up to 15,000, Large above. */
export const schoolSizeOf = (enrollment: number | null | undefined): string | null =>
  enrollment == null || !Number.isFinite(enrollment)
    ? null
    : enrollment < 5000
      ? 'Small'
      : enrollment <= 15000
        ? 'Medium'
        : 'Large';

export const selectivityLevels = ['Most Selective', 'Very Selective', 'Selective', 'Less Selective', 'Open'] as const;
/** By acceptance rate (fraction): < 20 % most, < 40 % very, < 65 % selective, < 85 % less, else open. */
export function selectivityOf(rate: number | null | undefined): string | null {
  if (rate == null || !Number.isFinite(rate)) return null;
  const r = rate > 1 ? rate / 100 : rate;
  return r < 0.2
    ? 'Most Selective'
    : r < 0.4
      ? 'Very Selective'
      : r < 0.65
        ? 'Selective'
        : r < 0.85
          ? 'Less Selective'
          : 'Open';
}

export const campusSettings = ['City', 'Suburb', 'Town', 'Rural'] as const;
/** Scorecard locale words ('city', 'suburb', …) shown capitalised. */
export const campusSettingOf = (raw: string | null | undefined): string | null => {
  const s = raw?.trim().toLowerCase();
  if (!s) return null;
  const hit = campusSettings.find((c) => s.startsWith(c.toLowerCase()));
  return hit ?? null;
};

/** Scorecard LOCALE codes: 11–13 city, 21–23 suburb, 31–33 town, 41–43 rural. */
export const campusSettingOfLocale = (code: number | null | undefined): string | null =>
  code == null
    ? null
    : (({ 1: 'City', 2: 'Suburb', 3: 'Town', 4: 'Rural' } as Record<number, string>)[Math.floor(code / 10)] ?? null);

export const collegeTypeLabel = (raw: string | null | undefined): string | null => {
  const s = raw?.trim().toLowerCase();
  if (!s) return null;
  if (s === 'public' || s === '1') return 'Public';
  if (s === 'private_nonprofit' || s === '2' || s.includes('nonprofit')) return 'Private nonprofit';
  if (s === 'private_for_profit' || s === '3' || s.includes('for profit') || s.includes('for-profit'))
    return 'Private for-profit';
  return raw!.trim();
};
