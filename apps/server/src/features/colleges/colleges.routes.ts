import { z } from 'zod';
import { zipcodes } from '../../services/zipcodes.ts';
import type { Hono } from 'hono';
import {
  SCHOOL_DATA_CACHE_CONTROL,
  collegeIdParamSchema,
  collegeProfileSchema,
  type CollegeProfile,
  collegeSearchQuerySchema,
  collegeSearchResponseSchema,
  schoolOptionsQuerySchema,
  schoolOptionsResponseSchema,
  teamPlayersQuerySchema,
  teamPlayersResponseSchema,
} from '@dugout/domain/colleges';
import { AppError } from '@dugout/domain/shared';
import type { AppBindings } from '../../http/context.ts';
import { defineRoute } from '../../http/route.ts';
import {
  isCurrentSearchData,
  loadSchoolOptions,
  loadSearchList,
  loadSources,
  searchColleges,
} from './colleges.repo.ts';
import { prepareAnswer, preparedFor, sendPrepared } from '../../http/prepared-json.ts';
import { rememberAnswer } from '../../http/answer-memo.ts';
import { cacheNamespaces } from '../../services/cache/cache.ts';

/** How long a prepared profile is kept at most; an import clears it at once. */
const PROFILE_TTL_MS = 60 * 60 * 1000;
class NotKept extends Error {}
/** A panel that failed to load is named in the profile's `failedPanels` (docs/decisions/0025-coach-notes-and-profile-panels.md). */
const hasFailedPanel = (profile: CollegeProfile) => profile.failedPanels.length > 0;

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
      // One answer per search and version of the list (the sources are cleared with it by every import), kept at the
      // socket while that version is current (http/answer-memo.ts).
      const answer = preparedFor(list, JSON.stringify(query), () =>
        collegeSearchResponseSchema.parse({
          ...searchColleges(
            list,
            { ...query, division: query.division || undefined, control: query.control || undefined },
            origin,
          ),
          sources: sources.search,
        }),
      );
      const headers = { 'Cache-Control': SCHOOL_DATA_CACHE_CONTROL };
      rememberAnswer(c, answer, headers, () => isCurrentSearchData(deps.readDb, list, sources));
      return sendPrepared(c, answer, headers);
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
      const key = String(id);
      const headers = { 'Cache-Control': SCHOOL_DATA_CACHE_CONTROL };
      // A failed panel's answer is not stored by the browser either: the next visit asks again.
      const failedHeaders = { 'Cache-Control': 'no-store' };
      // Prepared once per school and version of the reference data (docs/decisions/0028-serving-fast.md): kept in the
      // app's cache (Redis when configured, shared by every instance), cleared by every completed import. A profile
      // with a panel that failed to load is served but never kept.
      let failed: CollegeProfile | null = null;
      const prepared = await deps.cache
        .get(
          cacheNamespaces.collegeProfiles,
          key,
          PROFILE_TTL_MS,
          async () => {
            const profile = collegeProfileSchema.parse(await getCollegeProfile(deps.readDb, deps.logger, id));
            if (hasFailedPanel(profile)) {
              failed = profile;
              throw new NotKept();
            }
            return profile;
          },
          prepareAnswer,
        )
        .catch((err: unknown) => {
          if (err instanceof NotKept && failed) return null;
          throw err;
        });
      if (!prepared) return c.json(failed!, 200, failedHeaders);
      // Kept at the socket while the cache holds this very answer (http/answer-memo.ts).
      rememberAnswer(
        c,
        prepared,
        headers,
        () => deps.cache.peek(cacheNamespaces.collegeProfiles, key, PROFILE_TTL_MS) === prepared,
      );
      return sendPrepared(c, prepared, headers);
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
