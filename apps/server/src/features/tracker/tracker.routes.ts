import type { Hono } from 'hono';
import { z } from 'zod';
import { allowPolicy, playerData } from '@dugout/domain/access';
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
import { actingActor, defineRoute, uuidPathParam } from '../../http/route.ts';
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
      summary:
        "A user's tracker (own, a guardian's player's, or read-only for a coach/program admin of the player's team)",
      tag: 'tracker',
      authorize: 'player',
      query: trackerQuery,
      response: trackerViewSchema,
    },
    async ({ deps, actor, subject, query }) => {
      const ownerId = query.user ?? subject.playerId;
      if (ownerId === subject.playerId)
        // a guardian the player lets make changes sees it as the player; any other guardian read-only
        return loadTrackerView(deps.db, subject.mayEdit ? subject.playerId : actor.userId, ownerId, {
          publicUrl: deps.publicUrl,
        });
      // another player's tracker: playerData.view for the viewer (a guardian acting: what the player may see)
      const viewer = actingActor(actor, subject);
      const teams = await loadActiveTeamsOfPlayer(deps.db, ownerId);
      if (!allowPolicy(viewer, 'playerData.view', playerData(ownerId, teams)))
        throw new AppError('forbidden', trackerMessages.cannotViewTracker);
      return loadTrackerView(deps.db, viewer.userId, ownerId);
    },
  );

  // Add a school: the spec's checks in order — session first (its own message), then the school data, then duplicates.
  defineRoute(
    app,
    {
      method: 'post',
      path: '/api/tracker',
      summary: 'Add a school to my tracker (all seven actions, incomplete)',
      tag: 'tracker',
      authorize: 'player',
      unauthenticated: trackerMessages.authIssue,
      body: addSchoolSchema,
      response: trackerEntryViewSchema,
      status: 201,
    },
    async ({ deps, body: input, subject }) => {
      if (input.userId && input.userId !== subject.playerId)
        throw new AppError('forbidden', trackerMessages.permissionDenied);
      return addSchool(deps.db, subject.playerId, input, deps.publicUrl);
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
      authorize: 'player',
      body: updateContactActionSchema,
      response: trackerEntryViewSchema,
    },
    async ({ deps, params, body, subject }) => {
      const trackerId = params.trackerId;
      const { actionType } = params;
      return updateContactAction(deps.db, subject.playerId, trackerId, actionType, body, deps.publicUrl);
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
      authorize: 'player',
      body: updateTrackerInfoSchema,
      response: trackerEntryViewSchema,
    },
    async ({ deps, params, body, subject }) =>
      updateTrackerInfo(deps.db, subject.playerId, params.trackerId, body, deps.publicUrl),
  );

  defineRoute(
    app,
    {
      method: 'delete',
      path: '/api/tracker/:trackerId',
      params: z.object({ trackerId: uuidPathParam(trackerMessages.notInTracker) }),
      summary: 'Remove a school from my tracker',
      tag: 'tracker',
      authorize: 'player',
      response: okResponseSchema,
    },
    async ({ deps, params, subject }) => {
      await removeSchool(deps.db, subject.playerId, params.trackerId);
      return { ok: true as const };
    },
  );
}
