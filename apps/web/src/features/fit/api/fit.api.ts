import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type BenchmarkTable,
  type ContactRule,
  type InterviewFormValues,
  benchmarkTableResponseSchema,
  contactCalendarResponseSchema,
  contactRulesResponseSchema,
  fitResultSchema,
  fitResultsResponseSchema,
  interviewResponseSchema,
  positionNeedResponseSchema,
  scoringTableRowsSchema,
} from '@dugout/domain/fit';
import { api, apiGet } from '@/lib/api';
import { minutes } from '@/lib/query-client';
import { fitKeys } from './keys';

/** The "Where do I fit?" API (docs/decisions/0007-college-fit.md). */

export const interviewQuery = queryOptions({
  queryKey: fitKeys.interview(),
  queryFn: ({ signal }) => apiGet('/api/fit/interview', interviewResponseSchema, undefined, signal),
  staleTime: minutes(1),
});
export const useInterview = () => useQuery(interviewQuery);

/** PUT the whole answer set (each step saves as the player goes). */
export function useSaveInterview() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (answers: InterviewFormValues) =>
      api('PUT', '/api/fit/interview', interviewResponseSchema, { body: answers }),
    onSuccess: (data) => {
      qc.setQueryData(interviewQuery.queryKey, data);
      return qc.invalidateQueries({ queryKey: fitKeys.results() });
    },
  });
}

export type FitQuery = Record<string, string | number | undefined>;
export const useFitResults = (query: FitQuery) =>
  useQuery({
    queryKey: fitKeys.resultsFor(query),
    queryFn: ({ signal }) => apiGet('/api/fit/results', fitResultsResponseSchema, query, signal),
    placeholderData: keepPreviousData,
    staleTime: minutes(1),
  });

/**
 * One program's breakdown (GET /api/fit/results/:id), asked for only when its row's 'How this score adds up' opens:
 * the list itself never waits on the explanations of rows nobody opened.
 */
export const useFitResult = (programId: number | string) =>
  useQuery({
    queryKey: fitKeys.result(programId),
    queryFn: ({ signal }) =>
      apiGet(`/api/fit/results/${encodeURIComponent(String(programId))}`, fitResultSchema, undefined, signal),
    staleTime: minutes(1),
  });

export const benchmarksQuery = queryOptions({
  queryKey: fitKeys.benchmarks(),
  queryFn: ({ signal }) => apiGet('/api/fit/benchmarks', benchmarkTableResponseSchema, undefined, signal),
  staleTime: minutes(5),
});
export const useBenchmarks = (enabled = true) => useQuery({ ...benchmarksQuery, enabled });

/** The scoring tables' rows (one cached GET): the what-if scores in the browser with the same tables as the server. */
export const useScoringRows = (enabled = true) =>
  useQuery({
    queryKey: fitKeys.scoringTables(),
    queryFn: ({ signal }) => apiGet('/api/fit/scoring-tables', scoringTableRowsSchema, undefined, signal),
    staleTime: minutes(5),
    enabled,
  });

export const useContactCalendar = () =>
  useQuery({
    queryKey: fitKeys.contactCalendar(),
    queryFn: ({ signal }) => apiGet('/api/fit/contact-calendar', contactCalendarResponseSchema, undefined, signal),
    staleTime: minutes(5),
  });

export const usePositionNeed = (schoolId: number, enabled = true) =>
  useQuery({
    queryKey: fitKeys.positionNeed(schoolId),
    queryFn: ({ signal }) =>
      apiGet(`/api/fit/position-need/${schoolId}`, positionNeedResponseSchema, undefined, signal),
    staleTime: minutes(5),
    enabled,
  });

export const useContactRules = () =>
  useQuery({
    queryKey: fitKeys.contactRules(),
    queryFn: ({ signal }) => apiGet('/api/fit/contact-rules', contactRulesResponseSchema, undefined, signal),
  });

export function useSaveBenchmarks() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (table: BenchmarkTable) =>
      api('PUT', '/api/admin/fit/benchmarks', benchmarkTableResponseSchema, { body: table }),
    onSuccess: (data) => qc.setQueryData(benchmarksQuery.queryKey, data),
  });
}

export function useSaveContactRules() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (rules: ContactRule[]) =>
      api('PUT', '/api/admin/fit/contact-rules', contactRulesResponseSchema, { body: { rules } }),
    onSuccess: (data) => {
      qc.setQueryData(fitKeys.contactRules(), data);
      return qc.invalidateQueries({ queryKey: fitKeys.contactCalendar() });
    },
  });
}
