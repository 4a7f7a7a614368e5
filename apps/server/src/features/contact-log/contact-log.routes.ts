import type { Hono } from 'hono';
import { z } from 'zod';
import { INT4_MAX, okResponseSchema } from '@dugout/domain/shared';
import {
  contactLogListSchema,
  contactLogMessages,
  contactLogSchema,
  contactLogViewSchema,
  trackerMessages,
} from '@dugout/domain/tracker';
import type { AppBindings } from '../../http/context.ts';
import { defineRoute, uuidPathParam } from '../../http/route.ts';
import { createLog, deleteLog, listLogs, updateLog } from './contact-log.service.ts';

const schoolIdField = z.coerce
  .number({ message: trackerMessages.invalidSchoolId })
  .int(trackerMessages.invalidSchoolId)
  .positive(trackerMessages.invalidSchoolId)
  .max(INT4_MAX, trackerMessages.invalidSchoolId);
const listQuery = z.object({ schoolId: schoolIdField });
const createBody = contactLogSchema.extend({ schoolId: schoolIdField });

/** The coach contact log on a school profile: the current user's entries for that school (docs/spec/part-2-colleges-tracker-scoring.md §2, §5, §8). */
export function contactLogRoutes(app: Hono<AppBindings>) {
  defineRoute(
    app,
    {
      method: 'get',
      path: '/api/contact-log',
      summary: 'My contact logs for a school, newest contact date first',
      tag: 'contact-log',
      authorize: 'player',
      query: listQuery,
      response: contactLogListSchema,
    },
    async ({ deps, query, subject }) => listLogs(deps.db, subject.playerId, query.schoolId),
  );
  defineRoute(
    app,
    {
      method: 'post',
      path: '/api/contact-log',
      summary: 'Log a coach contact',
      tag: 'contact-log',
      authorize: 'player',
      body: createBody,
      response: contactLogViewSchema,
      status: 201,
    },
    async ({ deps, body, subject }) => {
      const { schoolId, ...input } = body;
      return createLog(deps.db, subject.playerId, schoolId, input);
    },
  );
  defineRoute(
    app,
    {
      method: 'put',
      path: '/api/contact-log/:id',
      params: z.object({ id: uuidPathParam(contactLogMessages.notFound) }),
      summary: 'Edit a contact log',
      tag: 'contact-log',
      authorize: 'player',
      body: contactLogSchema,
      response: contactLogViewSchema,
    },
    async ({ deps, params, body, subject }) => updateLog(deps.db, subject.playerId, params.id, body),
  );
  defineRoute(
    app,
    {
      method: 'delete',
      path: '/api/contact-log/:id',
      params: z.object({ id: uuidPathParam(contactLogMessages.notFound) }),
      summary: 'Delete a contact log',
      tag: 'contact-log',
      authorize: 'player',
      response: okResponseSchema,
    },
    async ({ deps, params, subject }) => {
      await deleteLog(deps.db, subject.playerId, params.id);
      return { ok: true as const };
    },
  );
}
