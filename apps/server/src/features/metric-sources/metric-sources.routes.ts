import type { Hono } from 'hono';
import { z } from 'zod';
import {
  deviceConfirmSchema,
  deviceFileBodySchema,
  devicePreviewSchema,
  eventBodySchema,
  eventResultsBodySchema,
  eventResultsOutcomeSchema,
  GENERIC_TEMPLATE_FILE_NAME,
  genericTemplateCsv,
  metricEventListSchema,
  metricEventSchema,
  metricHistorySchema,
  metricSourceMessages as msg,
  verificationBodySchema,
  verificationResultSchema,
} from '@dugout/domain/metrics-sources';
import { AppError, messages } from '@dugout/domain/shared';
import { loadOneTeamAccess } from '../../access/team-access.repo.ts';
import { teamRule } from '../../access/rules.ts';
import type { AppBindings } from '../../http/context.ts';
import { defineRoute, textPathParam, uuidPathParam } from '../../http/route.ts';
import { loadMember } from '../teams/index.ts';
import { findEvent } from './metric-sources.repo.ts';
import {
  confirmDeviceFile,
  createEvent,
  listEvents,
  metricHistory,
  previewDeviceFile,
  recordEventResults,
  verifyMetrics,
} from './metric-sources.service.ts';

const MEMBER_NOT_FOUND = 'Team member not found.';
const memberParams = z.object({ code: textPathParam(), memberId: uuidPathParam(MEMBER_NOT_FOUND) });

/** Metric sources (docs/decisions/0062-metric-sources.md): device files, verification, events, history. */
export function metricSourcesRoutes(app: Hono<AppBindings>) {
  // A player's device file: the preview saves nothing; the confirm is the player's, or a guardian's who may edit
  // ('player', docs/decisions/0060-families.md).
  defineRoute(
    app,
    {
      method: 'post',
      path: '/api/metrics/files/preview',
      summary: 'Preview a device file (Rapsodo, Blast, generic CSV): derived values and errors by line; nothing saved',
      tag: 'metric-sources',
      authorize: 'self',
      body: deviceFileBodySchema,
      response: devicePreviewSchema,
    },
    async ({ body }) => previewDeviceFile(body),
  );

  defineRoute(
    app,
    {
      method: 'post',
      path: '/api/metrics/files/confirm',
      summary: "Save a device file's values as a new scored submission (the other values carried over)",
      tag: 'metric-sources',
      authorize: 'player',
      body: deviceFileBodySchema,
      response: deviceConfirmSchema,
      status: 201,
    },
    async ({ deps, subject, body }) => confirmDeviceFile(deps, subject.playerId, body),
  );

  defineRoute(
    app,
    {
      method: 'get',
      path: '/api/metrics/files/template',
      summary: 'The generic metrics CSV template (date,metric,value,unit,source_note)',
      tag: 'metric-sources',
      authorize: 'public',
      response: 'raw',
    },
    async () =>
      new Response(genericTemplateCsv, {
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="${GENERIC_TEMPLATE_FILE_NAME}"`,
          'Cache-Control': 'public, max-age=3600',
        },
      }),
  );

  // A coach's upload for a team player (the same rule as editing a player's submission).
  defineRoute(
    app,
    {
      method: 'post',
      path: '/api/teams/:code/members/:memberId/metric-files/preview',
      params: memberParams,
      summary: 'Preview a device file for a team player (coach); nothing saved',
      tag: 'metric-sources',
      authorize: teamRule('team.editSubmissions'),
      body: deviceFileBodySchema,
      response: devicePreviewSchema,
    },
    async ({ deps, params, body, loaded: team }) => {
      await loadMember(deps, team.teamCode, params.memberId);
      return previewDeviceFile(body);
    },
  );

  defineRoute(
    app,
    {
      method: 'post',
      path: '/api/teams/:code/members/:memberId/metric-files/confirm',
      params: memberParams,
      summary: "Save a device file's values for a team player (coach) as a new scored submission",
      tag: 'metric-sources',
      authorize: teamRule('team.editSubmissions'),
      body: deviceFileBodySchema,
      response: deviceConfirmSchema,
      status: 201,
    },
    async ({ deps, params, body, loaded: team }) => {
      const member = await loadMember(deps, team.teamCode, params.memberId);
      if (!member.userId) throw new AppError('not_found', MEMBER_NOT_FOUND);
      return confirmDeviceFile(deps, member.userId, body);
    },
  );

  defineRoute(
    app,
    {
      method: 'post',
      path: '/api/teams/:code/verifications',
      params: z.object({ code: textPathParam() }),
      summary: "Mark chosen metrics of chosen players' latest submissions verified (the team's staff only)",
      tag: 'metric-sources',
      authorize: teamRule('team.verifyMetrics'),
      body: verificationBodySchema,
      response: verificationResultSchema,
    },
    async ({ deps, actor, body, loaded: team }) => verifyMetrics(deps, actor, team, body),
  );

  defineRoute(
    app,
    {
      method: 'post',
      path: '/api/events',
      summary: 'Record an event (showcase, combine) of a team: its staff or a program admin over it',
      tag: 'metric-sources',
      authorize: {
        policy: 'team.recordEvents',
        denied: messages.notAuthorizedTeam,
        load: ({ deps, body }) => loadOneTeamAccess(deps.db, body.teamCode),
      },
      body: eventBodySchema,
      response: metricEventSchema,
      status: 201,
    },
    async ({ deps, actor, body, loaded: team }) => createEvent(deps, actor, team, body),
  );

  defineRoute(
    app,
    {
      method: 'get',
      path: '/api/teams/:code/events',
      params: z.object({ code: textPathParam() }),
      summary: "A team's events, newest first",
      tag: 'metric-sources',
      authorize: teamRule('team.view'),
      response: metricEventListSchema,
    },
    async ({ deps, loaded: team }) => listEvents(deps, team.teamCode),
  );

  defineRoute(
    app,
    {
      method: 'post',
      path: '/api/events/:id/results',
      params: z.object({ id: uuidPathParam(msg.eventNotFound) }),
      summary: "Enter an event's results (generic CSV or rows): per player a new submission with the event source",
      tag: 'metric-sources',
      authorize: {
        policy: 'team.recordEvents',
        denied: messages.notAuthorizedTeam,
        load: async ({ deps, params }) => {
          const event = await findEvent(deps.db, params.id);
          if (!event) throw new AppError('not_found', msg.eventNotFound);
          return { ...(await loadOneTeamAccess(deps.db, event.teamCode)), event };
        },
      },
      body: eventResultsBodySchema,
      response: eventResultsOutcomeSchema,
    },
    async ({ deps, actor, body, loaded }) => recordEventResults(deps, actor, loaded.event, body),
  );

  defineRoute(
    app,
    {
      method: 'get',
      path: '/api/metrics/history',
      summary:
        "The signed-in player's (or the acting guardian's player's) metrics over time, each point with its source",
      tag: 'metric-sources',
      authorize: 'player',
      response: metricHistorySchema,
    },
    async ({ deps, subject }) => metricHistory(deps, subject.playerId),
  );
}
