import { z } from 'zod';
import type { Hono } from 'hono';
import { collegeIdParamSchema } from '@dugout/domain/colleges';
import {
  benchmarkTableResponseSchema,
  benchmarkTableSchema,
  contactCalendarResponseSchema,
  contactRulesResponseSchema,
  contactRulesUpdateSchema,
  fitResultsQuerySchema,
  fitResultsResponseSchema,
  fitResultSchema,
  fitMessages,
  interviewAnswersSchema,
  interviewResponseSchema,
  positionNeedResponseSchema,
  scoringTableRowsSchema,
} from '@dugout/domain/fit';
import { AppError } from '@dugout/domain/shared';
import type { AppBindings } from '../../http/context.ts';
import { defineRoute } from '../../http/route.ts';
import { siteAdmin } from '../../access/rules.ts';
import { readScoringTableRows } from '../submissions/index.ts';
import {
  BENCHMARKS_KEY,
  CONTACT_RULES_KEY,
  loadBenchmarks,
  loadContactRules,
  writeInterview,
  writeSetting,
} from './fit.repo.ts';
import { calendarFor, explainedResult, loadAnswers, positionNeedFor, rankedResults } from './fit.service.ts';

const iso = (d: Date | null) => d?.toISOString() ?? null;
const todayIso = () => new Date().toISOString().slice(0, 10);

/**
 * "Where do I fit?" (docs/decisions/0007-college-fit.md). A player's answers and results are always the signed-in user's own
 * (no user parameter exists); the benchmark and contact-rule tables are read by any signed-in user and edited by
 * site admins only (under /api/admin, whose guard refuses everyone else before the body is read).
 */
export function fitRoutes(app: Hono<AppBindings>) {
  const tag = 'fit';

  defineRoute(
    app,
    {
      method: 'get',
      path: '/api/fit/interview',
      summary: "The signed-in player's /college-interview answers",
      tag,
      authorize: 'player',
      response: interviewResponseSchema,
    },
    async ({ deps, subject }) => {
      const { answers, updatedAt } = await loadAnswers(deps.db, subject.playerId);
      return { answers, updatedAt: iso(updatedAt) };
    },
  );

  defineRoute(
    app,
    {
      method: 'put',
      path: '/api/fit/interview',
      summary: 'Save the /college-interview answers (every step saves the whole set)',
      tag,
      authorize: 'player',
      body: interviewAnswersSchema,
      response: interviewResponseSchema,
    },
    async ({ deps, body, subject }) => {
      const updatedAt = await writeInterview(deps.db, subject.playerId, body);
      return { answers: body, updatedAt: iso(updatedAt) };
    },
  );

  defineRoute(
    app,
    {
      method: 'get',
      path: '/api/fit/results',
      summary: "The signed-in player's programs ranked by fit (filters, one page)",
      tag,
      authorize: 'player',
      query: fitResultsQuerySchema,
      response: fitResultsResponseSchema,
    },
    async ({ deps, query, subject }) => {
      const { page, ...filters } = query;
      return rankedResults(deps.db, subject.playerId, filters, page);
    },
  );

  defineRoute(
    app,
    {
      method: 'get',
      path: '/api/fit/results/:id',
      params: z.object({ id: collegeIdParamSchema }),
      summary: "One ranked program's breakdown for the signed-in player: every part, its points and reason",
      tag,
      authorize: 'player',
      response: fitResultSchema,
    },
    async ({ deps, params, subject }) => {
      const result = await explainedResult(deps.db, subject.playerId, params.id);
      if (!result) throw new AppError('not_found', fitMessages.resultNotFound);
      return result;
    },
  );

  defineRoute(
    app,
    {
      method: 'get',
      path: '/api/fit/position-need/:id',
      params: z.object({ id: collegeIdParamSchema }),
      summary: "Position need at one program for the viewer's position group",
      tag,
      authorize: 'player',
      response: positionNeedResponseSchema,
    },
    async ({ deps, params, subject }) => {
      const { id } = params;
      return positionNeedFor(deps.db, subject.playerId, id);
    },
  );

  defineRoute(
    app,
    {
      method: 'get',
      path: '/api/fit/contact-calendar',
      summary: "The contact calendar for the signed-in player's graduation year",
      tag,
      authorize: 'self',
      response: contactCalendarResponseSchema,
    },
    async ({ deps, actor }) => calendarFor(deps.db, actor.userId, todayIso()),
  );

  defineRoute(
    app,
    {
      method: 'get',
      path: '/api/fit/benchmarks',
      summary: 'The division benchmark table (source and date)',
      tag,
      authorize: 'self',
      response: benchmarkTableResponseSchema,
    },
    async ({ deps }) => {
      const { table, updatedAt } = await loadBenchmarks(deps.db);
      return { ...table, updatedAt: iso(updatedAt) };
    },
  );

  defineRoute(
    app,
    {
      method: 'get',
      path: '/api/fit/scoring-tables',
      summary: "The scoring tables' rows, for the what-if computed in the browser",
      tag,
      authorize: 'self',
      response: scoringTableRowsSchema,
    },
    async ({ c, deps }) => {
      c.header('Cache-Control', 'private, max-age=300');
      return readScoringTableRows(deps.db);
    },
  );

  defineRoute(
    app,
    {
      method: 'get',
      path: '/api/fit/contact-rules',
      summary: 'The contact calendar rules (with their source)',
      tag,
      authorize: 'self',
      response: contactRulesResponseSchema,
    },
    async ({ deps }) => {
      const { rules, updatedAt } = await loadContactRules(deps.db);
      return { rules, updatedAt: iso(updatedAt) };
    },
  );

  defineRoute(
    app,
    {
      method: 'put',
      path: '/api/admin/fit/benchmarks',
      summary: 'Replace the division benchmark table (site admins)',
      tag: 'admin',
      authorize: siteAdmin,
      body: benchmarkTableSchema,
      response: benchmarkTableResponseSchema,
    },
    async ({ deps, actor, body }) => {
      await writeSetting(deps.db, BENCHMARKS_KEY, body, actor.userId);
      const { table, updatedAt } = await loadBenchmarks(deps.db);
      return { ...table, updatedAt: iso(updatedAt) };
    },
  );

  defineRoute(
    app,
    {
      method: 'put',
      path: '/api/admin/fit/contact-rules',
      summary: 'Replace the contact calendar rules (site admins)',
      tag: 'admin',
      authorize: siteAdmin,
      body: contactRulesUpdateSchema,
      response: contactRulesResponseSchema,
    },
    async ({ deps, actor, body }) => {
      await writeSetting(deps.db, CONTACT_RULES_KEY, body, actor.userId);
      const { rules, updatedAt } = await loadContactRules(deps.db);
      return { rules, updatedAt: iso(updatedAt) };
    },
  );
}
