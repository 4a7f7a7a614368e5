import { z } from 'zod';
import { createRequire } from 'node:module';
import type { Hono } from 'hono';
import {
  AppError,
  SCHOOL_DATA_CACHE_CONTROL,
  collegeIdParamSchema,
  collegeProfileSchema,
  collegeSearchQuerySchema,
  collegeSearchResponseSchema,
  schoolOptionsQuerySchema,
  schoolOptionsResponseSchema,
  teamPlayersQuerySchema,
  teamPlayersResponseSchema,
} from '@dugout/domain';
import type { AppBindings } from '../../http/context.ts';
import { defineRoute } from '../../http/route.ts';
import { loadSchoolOptions, loadSearchList, loadSources, searchColleges } from './colleges.repo.ts';
import { preparedJson } from '../../http/prepared-json.ts';

/** The `zipcodes` package (CommonJS, untyped): a ZIP code's centre for distance search. */
const zipcodes = createRequire(import.meta.url)('zipcodes') as {
  lookup(zip: string): { latitude: number; longitude: number } | undefined;
};
import { getCollegeProfile, getTeamSchoolPlayers } from './colleges.service.ts';

/** College research (docs/spec/part-2-colleges-tracker-scoring.md sections 2–3): school options, college search, the school profile. */
export function collegeRoutes(app: Hono<AppBindings>) {
  defineRoute(
    app,
    {
      method: 'get',
      path: '/api/colleges/options',
      summary: 'School options for the College picker (complete rows, ordered by division then name)',
      tag: 'colleges',
      authorize: 'public',
      query: schoolOptionsQuerySchema,
      response: schoolOptionsResponseSchema,
    },
    async ({ c, deps, query }) => {
      const options = await loadSchoolOptions(deps.readDb, query.division);
      c.header('Cache-Control', SCHOOL_DATA_CACHE_CONTROL);
      return { options };
    },
  );

  defineRoute(
    app,
    {
      method: 'get',
      path: '/api/colleges',
      summary: 'College search with the college filters',
      tag: 'colleges',
      authorize: 'public',
      query: collegeSearchQuerySchema,
      response: collegeSearchResponseSchema,
    },
    async ({ c, deps, query }) => {
      let origin: { lat: number; lon: number } | null = null;
      if (query.zip) {
        const z = zipcodes.lookup(query.zip);
        if (!z || z.latitude == null)
          throw new AppError('invalid_input', 'ZIP code not found', { zip: 'ZIP code not found' });
        origin = { lat: z.latitude, lon: z.longitude };
      }
      const [list, sources] = await Promise.all([loadSearchList(deps.readDb), loadSources(deps.readDb)]);
      // One answer per search and version of the list (the sources are cleared with it by every import).
      return preparedJson(
        c,
        list,
        JSON.stringify(query),
        () =>
          collegeSearchResponseSchema.parse({
            ...searchColleges(
              list,
              { ...query, division: query.division || undefined, control: query.control || undefined },
              origin,
            ),
            sources: { school: sources.get('schools') ?? null, academics: sources.get('academics') ?? null },
          }),
        { 'Cache-Control': SCHOOL_DATA_CACHE_CONTROL },
      );
    },
  );

  defineRoute(
    app,
    {
      method: 'get',
      path: '/api/colleges/:id/profile',
      params: z.object({ id: collegeIdParamSchema }),
      summary: 'The whole school profile in one answer (cacheable 12 h)',
      tag: 'colleges',
      authorize: 'public',
      response: collegeProfileSchema,
    },
    async ({ c, deps, params }) => {
      const { id } = params;
      const profile = await getCollegeProfile(deps.readDb, deps.logger, id);
      // A profile with a failed panel is never kept: the next visit asks again.
      c.header('Cache-Control', profile.failedPanels.length ? 'no-store' : SCHOOL_DATA_CACHE_CONTROL);
      return profile;
    },
  );

  defineRoute(
    app,
    {
      method: 'get',
      path: '/api/colleges/:id/team-players',
      params: z.object({ id: collegeIdParamSchema }),
      summary: "Team players committed to / interested in a school (one team, or the signed-in player's own teams)",
      tag: 'colleges',
      authorize: { policy: 'team.view', checkedIn: 'service' },
      query: teamPlayersQuerySchema,
      response: teamPlayersResponseSchema,
    },
    async ({ deps, actor, params, query }) => {
      const { id } = params;
      return getTeamSchoolPlayers(deps.db, actor, id, query.team);
    },
  );
}
