import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BenchmarkTable, ContactMilestone, ContactRule, FitResultsResponse, HeightScoreRow, InterviewFormValues, MetricWeightRow, PositionNeed } from '@dugout/domain';
import { api, apiGet } from '@/lib/api';
import { minutes } from '@/lib/query-client';

/** The "Where do I fit?" API (ARCHITECTURE.md, 'Fit'). */

export interface InterviewResponse {
  answers: InterviewFormValues;
  updatedAt: string | null;
}
export const interviewQuery = queryOptions({
  queryKey: ['fit', 'interview'],
  queryFn: ({ signal }) => apiGet<InterviewResponse>('/api/fit/interview', undefined, signal),
  staleTime: minutes(1),
});
export const useInterview = () => useQuery(interviewQuery);

/** PUT the whole answer set (each step saves as the player goes). */
export function useSaveInterview() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (answers: InterviewFormValues) => api<InterviewResponse>('PUT', '/api/fit/interview', { body: answers }),
    onSuccess: (data) => {
      qc.setQueryData(interviewQuery.queryKey, data);
      return qc.invalidateQueries({ queryKey: ['fit', 'results'] });
    },
  });
}

export type FitQuery = Record<string, string | number | undefined>;
export const useFitResults = (query: FitQuery) =>
  useQuery({
    queryKey: ['fit', 'results', query],
    queryFn: ({ signal }) => apiGet<FitResultsResponse>('/api/fit/results', query, signal),
    placeholderData: keepPreviousData,
    staleTime: minutes(1),
  });

export type BenchmarkTableView = BenchmarkTable & { updatedAt: string | null };
export const benchmarksQuery = queryOptions({
  queryKey: ['fit', 'benchmarks'],
  queryFn: ({ signal }) => apiGet<BenchmarkTableView>('/api/fit/benchmarks', undefined, signal),
  staleTime: minutes(5),
});
export const useBenchmarks = (enabled = true) => useQuery({ ...benchmarksQuery, enabled });

export interface ScoringTableRowsView {
  heights: HeightScoreRow[];
  weights: MetricWeightRow[];
}
/** The scoring tables' rows (one cached GET): the what-if scores in the browser with the same tables as the server. */
export const useScoringRows = (enabled = true) =>
  useQuery({
    queryKey: ['fit', 'scoring-tables'],
    queryFn: ({ signal }) => apiGet<ScoringTableRowsView>('/api/fit/scoring-tables', undefined, signal),
    staleTime: minutes(5),
    enabled,
  });

export const useContactCalendar = () =>
  useQuery({
    queryKey: ['fit', 'contact-calendar'],
    queryFn: ({ signal }) => apiGet<{ graduationYear: number | null; milestones: ContactMilestone[] }>('/api/fit/contact-calendar', undefined, signal),
    staleTime: minutes(5),
  });

export const usePositionNeed = (schoolId: number, enabled = true) =>
  useQuery({
    queryKey: ['fit', 'position-need', schoolId],
    queryFn: ({ signal }) => apiGet<{ position: string | null; need: PositionNeed | null }>(`/api/fit/position-need/${schoolId}`, undefined, signal),
    staleTime: minutes(5),
    enabled,
  });

export type ContactRulesView = { rules: ContactRule[]; updatedAt: string | null };
export const useContactRules = () =>
  useQuery({ queryKey: ['fit', 'contact-rules'], queryFn: ({ signal }) => apiGet<ContactRulesView>('/api/fit/contact-rules', undefined, signal) });

export function useSaveBenchmarks() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (table: BenchmarkTable) => api<BenchmarkTableView>('PUT', '/api/admin/fit/benchmarks', { body: table }),
    onSuccess: (data) => qc.setQueryData(benchmarksQuery.queryKey, data),
  });
}

export function useSaveContactRules() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (rules: ContactRule[]) => api<ContactRulesView>('PUT', '/api/admin/fit/contact-rules', { body: { rules } }),
    onSuccess: (data) => {
      qc.setQueryData(['fit', 'contact-rules'], data);
      return qc.invalidateQueries({ queryKey: ['fit', 'contact-calendar'] });
    },
  });
}
