import { queryOptions, useQuery } from '@tanstack/react-query';
import { trackerViewSchema } from '@dugout/domain/tracker';
import { apiGet } from '@/lib/api';
import { trackerKeys } from './keys';

export type TrackerParams = { user?: string | null };

export const getTracker = (params: TrackerParams, signal?: AbortSignal) =>
  apiGet('/api/tracker', trackerViewSchema, { user: params.user ?? undefined }, signal);

/** The contact tracker is always refetched (docs/spec/part-2-colleges-tracker-scoring.md §9). */
export const trackerQueryOptions = (params: TrackerParams = {}) =>
  queryOptions({
    queryKey: trackerKeys.list(params.user ?? null),
    queryFn: ({ signal }) => getTracker(params, signal),
    staleTime: 0,
    refetchOnMount: 'always',
  });

export const useTracker = (params: TrackerParams = {}, opts: { enabled?: boolean } = {}) =>
  useQuery({ ...trackerQueryOptions(params), enabled: opts.enabled ?? true });
