import { z } from 'zod';
import { campusSettings, regionNames, schoolSizes } from '../colleges/college-filters.ts';
import { fitDivisions } from './levels.ts';
import { interviewStateCodes, schoolControls, statesOfAnswers } from './interview.ts';
import type { FitResult } from './model.ts';

/** The results screen's filters (docs/decisions/0007-college-fit.md). */

const csvList = <T extends string>(options: readonly [T, ...T[]]) =>
  z.preprocess(
    (v) =>
      v === undefined || v === null || v === ''
        ? undefined
        : typeof v === 'string'
          ? v
              .split(',')
              .map((x) => x.trim())
              .filter(Boolean)
          : v,
    z.array(z.enum(options)).optional(),
  );
const optionalNumber = (min: number, max: number) =>
  z.preprocess(
    (v) => (v === '' || v === null || v === undefined ? undefined : typeof v === 'string' ? Number(v) : v),
    z.number().min(min).max(max).optional(),
  );

/** The results screen's filters (a query string or JSON): lists may come comma separated. */
export const fitFiltersSchema = z.object({
  divisions: csvList(fitDivisions),
  regions: csvList(regionNames as [string, ...string[]]),
  states: z.preprocess(
    (v) => (typeof v === 'string' ? v.toUpperCase() : Array.isArray(v) ? v.map((x) => String(x).toUpperCase()) : v),
    csvList(interviewStateCodes),
  ),
  maxDistanceMiles: optionalNumber(1, 10_000),
  maxNetPrice: optionalNumber(0, 1_000_000),
  minFitScore: optionalNumber(0, 100),
  schoolSizes: csvList(schoolSizes),
  settings: csvList(campusSettings),
  control: csvList(schoolControls),
  q: z.string().trim().max(100).optional(),
});
export type FitFilters = z.output<typeof fitFiltersSchema>;

/**
 * Narrows ranked results (keeps their order and ranks). A result without the data a filter needs (no distance, no
 * net price…) is left out by that filter.
 */
export function filterFitResults<
  T extends Pick<
    FitResult,
    'fitDivision' | 'state' | 'distanceMiles' | 'netPrice' | 'fitScore' | 'schoolSize' | 'setting' | 'control' | 'name'
  >,
>(results: readonly T[], filters: FitFilters): T[] {
  const divisions = filters.divisions?.length ? new Set<string>(filters.divisions) : null;
  const st = statesOfAnswers({ states: filters.states, regions: filters.regions });
  const states = st.size ? st : null;
  const sizes = filters.schoolSizes?.length ? new Set<string>(filters.schoolSizes) : null;
  const settings = filters.settings?.length ? new Set<string>(filters.settings) : null;
  const controls = filters.control?.length ? new Set<string>(filters.control) : null;
  const q = filters.q?.trim().toLowerCase() || null;
  return results.filter(
    (r) =>
      (!divisions || (r.fitDivision !== null && divisions.has(r.fitDivision))) &&
      (!states || (r.state !== null && states.has(r.state.trim().toUpperCase()))) &&
      (filters.maxDistanceMiles === undefined ||
        (r.distanceMiles !== null && r.distanceMiles <= filters.maxDistanceMiles)) &&
      (filters.maxNetPrice === undefined || (r.netPrice !== null && r.netPrice <= filters.maxNetPrice)) &&
      (filters.minFitScore === undefined || r.fitScore >= filters.minFitScore) &&
      (!sizes || (r.schoolSize !== null && sizes.has(r.schoolSize))) &&
      (!settings || (r.setting !== null && settings.has(r.setting))) &&
      (!controls || (r.control !== null && controls.has(r.control))) &&
      (!q || r.name.toLowerCase().includes(q)),
  );
}
