import {
  FIT_RESULTS_PAGE_SIZE,
  estimateLevel,
  filterFitResults,
  fitFiltersSchema,
  fitMessages,
  fitResultSchema,
  fitResultsResponseSchema,
  levelEstimateView,
  type FitResultView,
  type FitResultsResponse,
} from '@dugout/domain/fit';
import { apiError, route } from '../msw';

/**
 * A fake of the results routes of "Where do I fit?" (docs/decisions/0047-dom-tests.md), answering as fit.service.ts
 * does: `GET /api/fit/results` narrows the ranked programs with the domain's `fitFiltersSchema` + `filterFitResults`,
 * pages them by `FIT_RESULTS_PAGE_SIZE` and sends each row without its breakdown (the `fitSummarySchema` of the
 * route strips `parts`, `whyNotHigher` and `positionNeed`); `GET /api/fit/results/:id` answers one program's whole
 * breakdown, or 404 with `fitMessages.resultNotFound` for a program not ranked. The level estimate is the domain's
 * (`estimateLevel` + `levelEstimateView`) for the player's marks. Every request's path is kept in `state.requests`.
 * Invented programs only (Example State University, Fixture College … as test/fakes/teams.ts `fakeSchools`).
 */

const notCounted = (label: string, key: string, why: string) => ({
  key,
  label,
  points: 0,
  max: 0,
  reason: `Not counted: ${why}`,
});

/** One ranked program with its breakdown (an outfielder's, scored on athletic fit 60 and academic fit 40). */
export function fakeFitResult(over: Partial<FitResultView> & Pick<FitResultView, 'rank' | 'programId' | 'name'>) {
  const base: FitResultView = {
    division: 'D1',
    conference: 'Sample Conference',
    state: 'IL',
    fitDivision: 'D1',
    level: 'D1',
    levelNote: null,
    band: 'target',
    bandDistance: 0,
    inChosenDivisions: true,
    distanceMiles: 120,
    netPrice: 21_000,
    schoolSize: 'Medium',
    setting: 'City',
    control: 'Public',
    fitScore: 88.5,
    bandText: 'Target: 72% chance your marks measure up to Other D1 commits',
    academicBand: 'match',
    rosterLine: null,
    why: null,
    parts: [
      {
        key: 'level',
        label: 'Athletic fit',
        points: 52.5,
        max: 60,
        reason: 'Target: 72% chance your marks measure up to Other D1 commits',
      },
      {
        key: 'academics',
        label: 'Academic fit',
        points: 36,
        max: 40,
        reason: 'Academic match: your SAT 1250 is within their middle range (1180–1350)',
      },
      notCounted('Roster opportunity', 'roster', 'playing time not ranked first or second'),
      notCounted('Cost', 'cost', 'no budget given and cost not ranked first or second'),
      notCounted('Distance', 'distance', 'no distance limit given and location not ranked first or second'),
      notCounted('Preferences', 'preferences', 'no divisions, places or campus preferences given'),
    ],
    whyNotHigher: ['Athletic fit (−7.5): Target: 72% chance your marks measure up to Other D1 commits'],
    positionNeed: null,
    ...over,
  };
  return fitResultSchema.parse(base);
}

/** Example State University (target, roster on file), Fixture College (D2, one level away), Sample Tech (D3, outside). */
export const fakeFitResults: FitResultView[] = [
  fakeFitResult({
    rank: 1,
    programId: 9001,
    name: 'Example State University',
    rosterLine: '3 OF leave after 2026; 1 freshman OF',
    why: 'Athletic fit (−7.5): Target: 72% chance your marks measure up to Other D1 commits',
    positionNeed: {
      group: 'OF',
      season: 2026,
      count: 9,
      leaving: 3,
      freshmen: 1,
      reading: 'likely openings',
      text: '3 seniors/graduate students leave after 2026; 1 freshman',
    },
  }),
  fakeFitResult({
    rank: 2,
    programId: 9002,
    name: 'Fixture College',
    division: 'D2',
    conference: null,
    fitDivision: 'D2',
    level: 'D2',
    band: 'safety',
    bandDistance: 1,
    fitScore: 81,
    bandText: 'Safety: 41% chance your marks are above Other D1 commits',
    academicBand: 'safety',
  }),
  fakeFitResult({
    rank: 3,
    programId: 9003,
    name: 'Sample Tech',
    division: 'D3',
    conference: null,
    fitDivision: 'D3',
    level: 'D3',
    band: 'safety',
    bandDistance: 2,
    inChosenDivisions: false,
    fitScore: 64.2,
    bandText: 'Safety: 88% chance your marks are above D2 commits',
    academicBand: null,
  }),
  fakeFitResult({
    rank: 4,
    programId: 9004,
    name: 'Placeholder University',
    band: 'reach',
    bandDistance: 1,
    inChosenDivisions: false,
    level: 'P4',
    fitDivision: 'P4',
    conference: 'Sample Conference',
    fitScore: 60.1,
    bandText: 'Reach: 28% chance your marks measure up to Power 4 commits (full marks from 50%)',
    academicBand: 'reach',
  }),
];

/** An outfielder's marks (as the demo data's outfielder): exit velocity 92, 60-yard 6.95 s, throw 86, 6'1". */
export const fakeFitMarks = { exitVelocity: 92, sixty: 6.95, throwVelocity: 86, height: 73, position: 'OF' };

export function createFitFake(
  init: {
    results?: FitResultView[];
    /** programs whose breakdown the server no longer has (404, as for a program dropped from the ranking) */
    missing?: Array<number | string>;
    state?: FitResultsResponse['state'];
    notes?: string[];
  } = {},
) {
  const state = {
    results: init.results ?? fakeFitResults,
    missing: new Set((init.missing ?? []).map(String)),
    /** every request the fake answered: path and query */
    requests: [] as string[],
  };
  const estimate = levelEstimateView(estimateLevel(fakeFitMarks, 'OF'), 'OF');
  const keep = (request: Request) => {
    const u = new URL(request.url);
    state.requests.push(u.pathname + u.search);
  };
  const handlers = () => [
    route('GET', '/api/fit/results', { response: fitResultsResponseSchema }, ({ query, request }) => {
      keep(request);
      const page = Number(query.get('page')) || 1;
      const base = { position: 'OF', page, pageSize: FIT_RESULTS_PAGE_SIZE, rostersOnFile: 0 };
      if ((init.state ?? 'ready') !== 'ready')
        return {
          ...base,
          state: init.state!,
          total: 0,
          ranked: 0,
          estimate: null,
          counted: [],
          notes: [],
          results: [],
        };
      const filters = fitFiltersSchema.parse(Object.fromEntries(query));
      // the view's fields are the ranking's as strings (its divisions, sizes, settings, controls as parsed)
      const ranked = state.results as unknown as Parameters<typeof filterFitResults>[0];
      const rows = filterFitResults(ranked, filters) as unknown as FitResultView[];
      const start = (page - 1) * FIT_RESULTS_PAGE_SIZE;
      return {
        ...base,
        state: 'ready' as const,
        total: rows.length,
        ranked: state.results.length,
        estimate,
        counted: [
          { key: 'level', label: 'Athletic fit', max: 60 },
          { key: 'academics', label: 'Academic fit', max: 40 },
        ],
        notes: init.notes ?? [],
        rostersOnFile: state.results.filter((r) => r.rosterLine !== null).length,
        // the route's fitSummarySchema leaves out each row's breakdown
        results: rows.slice(start, start + FIT_RESULTS_PAGE_SIZE),
      };
    }),
    route('GET', '/api/fit/results/:id', { response: fitResultSchema }, ({ params, request }) => {
      keep(request);
      const hit = state.results.find((r) => String(r.programId) === params.id);
      return hit && !state.missing.has(params.id) ? hit : apiError('not_found', fitMessages.resultNotFound);
    }),
  ];
  /** the breakdown requests answered so far (GET /api/fit/results/:id) */
  const breakdownRequests = () => state.requests.filter((p) => /^\/api\/fit\/results\/[^/?]+/.test(p));
  return { state, handlers, breakdownRequests };
}
