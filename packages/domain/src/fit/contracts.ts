import { z } from 'zod';
import { fitFiltersSchema } from './filters.ts';
import { benchmarkMetrics } from './benchmarks.ts';
import { contactRuleDivisions, contactRuleKinds } from './contact-calendar.ts';
import { scoringMetrics } from '../scoring/tables.ts';

/** Response contracts of the /api/fit routes (docs/decisions/0007-college-fit.md): the server presents them, the web reads them. */

const positionNeedSchema = z.object({
  group: z.string(),
  season: z.number(),
  count: z.number(),
  leaving: z.number(),
  freshmen: z.number(),
  reading: z.string(),
  text: z.string(),
});

/** One row of the results list (`FitSummary`). */
export const fitSummarySchema = z.object({
  rank: z.number(),
  programId: z.union([z.number(), z.string()]),
  name: z.string(),
  division: z.string().nullable(),
  conference: z.string().nullable(),
  state: z.string().nullable(),
  fitDivision: z.string().nullable(),
  level: z.string(),
  levelNote: z.string().nullable(),
  band: z.enum(['target', 'reach', 'safety']),
  bandDistance: z.number(),
  inChosenDivisions: z.boolean(),
  distanceMiles: z.number().nullable(),
  netPrice: z.number().nullable(),
  schoolSize: z.string().nullable(),
  setting: z.string().nullable(),
  control: z.string().nullable(),
  fitScore: z.number(),
  bandText: z.string(),
  academicBand: z.enum(['match', 'reach', 'safety']).nullable(),
  rosterLine: z.string().nullable(),
  why: z.string().nullable(),
});
export type FitSummaryView = z.output<typeof fitSummarySchema>;

/** One program's whole explanation (GET /api/fit/results/:id): the row with every part and its reason. */
export const fitResultSchema = fitSummarySchema.extend({
  parts: z.array(
    z.object({ key: z.string(), label: z.string(), points: z.number(), max: z.number(), reason: z.string() }),
  ),
  whyNotHigher: z.array(z.string()),
  positionNeed: positionNeedSchema.nullable(),
});
export type FitResultView = z.output<typeof fitResultSchema>;

/** The player's level estimate as the results screen shows it (a chart of how likely each level is). */
export const levelEstimateViewSchema = z.object({
  /** the position the ranking is for and the benchmark group it was estimated in */
  position: z.string(),
  groupLabel: z.string(),
  levels: z.array(z.object({ level: z.string(), label: z.string(), probability: z.number(), band: z.string() })),
  likeliest: z.string(),
  marks: z.array(z.object({ label: z.string(), value: z.string(), reached: z.string() })),
  source: z.string(),
  notes: z.array(z.string()),
});
export type LevelEstimateView = z.output<typeof levelEstimateViewSchema>;

export const fitMessages = {
  /** GET /api/fit/results/:id for a program that is not in the player's ranking (or nothing is ranked yet) */
  resultNotFound: 'This program is not in your results. Submit your metrics and answer the College Interview first.',
} as const;

export const FIT_RESULTS_PAGE_SIZE = 25;
const wholeNumber = (min: number, max: number) =>
  z.preprocess(
    (v) => (v === '' || v === null || v === undefined ? undefined : typeof v === 'string' ? Number(v) : v),
    z.number().int().min(min).max(max).optional(),
  );
/** The results screen's query: the domain filters (the numeric ones as whole numbers on the wire) and the page. */
export const fitResultsQuerySchema = fitFiltersSchema.extend({
  maxDistanceMiles: wholeNumber(1, 10_000),
  maxNetPrice: wholeNumber(0, 1_000_000),
  minFitScore: wholeNumber(0, 100),
  page: z.preprocess((v) => (v === undefined || v === '' ? 1 : Number(v)), z.number().int().min(1).max(10_000)),
});

/** 'ready', or why there is nothing to rank yet: no visible submission (→ /metrics), no answers (→ /college-interview). */
export const fitResultsResponseSchema = z.object({
  state: z.enum(['ready', 'noSubmission', 'noAnswers']),
  position: z.string().nullable(),
  total: z.number(),
  ranked: z.number(),
  page: z.number(),
  pageSize: z.number(),
  /** how likely each level is for the player's marks (null until there is something to rank) */
  estimate: levelEstimateViewSchema.nullable(),
  /** the parts that count for this player and the most each adds (they add up to 100) */
  counted: z.array(z.object({ key: z.string(), label: z.string(), max: z.number() })),
  /** what the player could add: 'Add your SAT or ACT …' (said once, not on every row) */
  notes: z.array(z.string()),
  /** programs with a current roster on file (the others' roster opportunity is neutral, said once) */
  rostersOnFile: z.number(),
  results: z.array(fitSummarySchema),
});
export type FitResultsResponse = z.output<typeof fitResultsResponseSchema>;

export const interviewResponseSchema = z.object({
  answers: z.record(z.string(), z.unknown()),
  updatedAt: z.string().nullable(),
});

export const benchmarkTableResponseSchema = z.object({
  source: z.string(),
  sourceDate: z.string(),
  rows: z.array(
    z.object({
      metric: z.enum(benchmarkMetrics),
      values: z.object({ P4: z.number(), D1: z.number(), D2: z.number(), D3: z.number() }),
    }),
  ),
  updatedAt: z.string().nullable(),
});

const contactRuleViewSchema = z.object({
  id: z.string(),
  division: z.enum(contactRuleDivisions),
  kind: z.enum(contactRuleKinds),
  label: z.string(),
  month: z.number(),
  day: z.number(),
  yearOffset: z.number(),
  source: z.string(),
});
export const contactRulesResponseSchema = z.object({
  rules: z.array(contactRuleViewSchema),
  updatedAt: z.string().nullable(),
});

export const contactCalendarResponseSchema = z.object({
  graduationYear: z.number().nullable(),
  milestones: z.array(
    z.object({
      id: z.string(),
      division: z.string(),
      kind: z.string(),
      label: z.string(),
      date: z.string(),
      dateLabel: z.string(),
      text: z.string(),
      open: z.boolean().nullable(),
      source: z.string(),
    }),
  ),
});

export const positionNeedResponseSchema = z.object({
  /** the viewer's best position and its group, from their latest visible submission; null: no submission */
  position: z.string().nullable(),
  need: positionNeedSchema.nullable(),
});

/** The scoring tables' rows (heights, weights) for the browser's what-if. */
export const scoringTableRowsSchema = z.object({
  heights: z.array(z.object({ height: z.number(), scores: z.record(z.string(), z.number()) })),
  weights: z.array(
    z.object({ position: z.string(), condition: z.string(), metric: z.enum(scoringMetrics), weight: z.number() }),
  ),
});
