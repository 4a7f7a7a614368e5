import type { Hono } from 'hono';
import { SCHOOL_DATA_CACHE_CONTROL, schoolOptionsQuerySchema, schoolOptionsResponseSchema } from '@dugout/domain';
import type { AppBindings } from '../../http/context.ts';
import { defineRoute } from '../../http/route.ts';
import { loadSchoolOptions } from './colleges.repo.ts';

/** College research (spec part 2 sections 2–3): school options, college search, the school profile. */
export function collegeRoutes(app: Hono<AppBindings>) {
  defineRoute(
    app,
    {
      method: 'get',
      path: '/api/colleges/options',
      summary: 'School options for the College picker (complete rows, ordered by division then name)',
      tag: 'colleges',
      auth: false,
      query: schoolOptionsQuerySchema,
      response: schoolOptionsResponseSchema,
    },
    async ({ c, deps, query }) => {
      const options = await loadSchoolOptions(deps.db, query.division);
      c.header('Cache-Control', SCHOOL_DATA_CACHE_CONTROL);
      return { options };
    },
  );
}
