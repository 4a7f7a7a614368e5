import type { Hono } from 'hono';
import { z } from 'zod';
import { playerData } from '@dugout/domain/access';
import { AppError, okResponseSchema } from '@dugout/domain/shared';
import {
  addSchoolSchema,
  contactActionTypeSchema,
  trackerEntryViewSchema,
  trackerMessages,
  trackerViewSchema,
  updateContactActionSchema,
  updateTrackerInfoSchema,
} from '@dugout/domain/tracker';
import type { AppBindings } from '../../http/context.ts';
import { defineRoute, uuidPathParam } from '../../http/route.ts';
import { loadActiveTeamsOfPlayer } from '../../access/team-access.repo.ts';
import { addSchool, loadTrackerView, removeSchool, updateContactAction, updateTrackerInfo } from './tracker.service.ts';

const trackerQuery = z.object({ user: z.string().trim().min(1).optional() });

/** A tracker id from the path; anything that is not one is 'not in your tracker'. */

/** The school contact tracker (docs/spec/part-2-colleges-tracker-scoring.md §2, §4, §5, §6, §8). Only its owner changes it. */
export function trackerRoutes(app: Hono<AppBindings>) {
  defineRoute(
    app,
    {
      method: 'get',
      path: '/api/tracker',
      summary: "A user's tracker (own, or read-only for a coach/program admin of the player's team)",
      tag: 'tracker',
      authorize: {
        policy: 'playerData.view',
        denied: trackerMessages.cannotViewTracker,
        load: async ({ deps, actor, query }) => {
          const ownerId = query.user ?? actor.userId;
          return playerData(ownerId, ownerId === actor.userId ? [] : await loadActiveTeamsOfPlayer(deps.db, ownerId));
        },
      },
      query: trackerQuery,
      response: trackerViewSchema,
    },
    async ({ deps, actor, loaded: { ownerId } }) => loadTrackerView(deps.db, actor.userId, ownerId),
  );

  // Add a school: the spec's checks in order — session first (its own message), then the school data, then duplicates.
  defineRoute(
    app,
    {
      method: 'post',
      path: '/api/tracker',
      summary: 'Add a school to my tracker (all seven actions, incomplete)',
      tag: 'tracker',
      authorize: 'self',
      unauthenticated: trackerMessages.authIssue,
      body: addSchoolSchema,
      response: trackerEntryViewSchema,
      status: 201,
    },
    async ({ deps, actor, body: input }) => {
      if (input.userId && input.userId !== actor.userId)
        throw new AppError('forbidden', trackerMessages.permissionDenied);
      return addSchool(deps.db, actor.userId, input);
    },
  );

  defineRoute(
    app,
    {
      method: 'put',
      path: '/api/tracker/:trackerId/actions/:actionType',
      params: z.object({ trackerId: uuidPathParam(trackerMessages.notInTracker), actionType: contactActionTypeSchema }),
      summary: 'Toggle or update a contact action (creates it when missing)',
      tag: 'tracker',
      authorize: 'self',
      body: updateContactActionSchema,
      response: trackerEntryViewSchema,
    },
    async ({ deps, actor, params, body }) => {
      const trackerId = params.trackerId;
      const { actionType } = params;
      return updateContactAction(deps.db, actor.userId, trackerId, actionType, body);
    },
  );

  defineRoute(
    app,
    {
      method: 'patch',
      path: '/api/tracker/:trackerId',
      params: z.object({ trackerId: uuidPathParam(trackerMessages.notInTracker) }),
      summary: 'Edit the contact name and status notes of a tracked school',
      tag: 'tracker',
      authorize: 'self',
      body: updateTrackerInfoSchema,
      response: trackerEntryViewSchema,
    },
    async ({ deps, actor, params, body }) => updateTrackerInfo(deps.db, actor.userId, params.trackerId, body),
  );

  defineRoute(
    app,
    {
      method: 'delete',
      path: '/api/tracker/:trackerId',
      params: z.object({ trackerId: uuidPathParam(trackerMessages.notInTracker) }),
      summary: 'Remove a school from my tracker',
      tag: 'tracker',
      authorize: 'self',
      response: okResponseSchema,
    },
    async ({ deps, actor, params }) => {
      await removeSchool(deps.db, actor.userId, params.trackerId);
      return { ok: true as const };
    },
  );
}
