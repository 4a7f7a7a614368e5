import { queryOptions, useQuery } from '@tanstack/react-query';
import { metricHistorySchema } from '@dugout/domain/metrics-sources';
import { apiGet } from '@/lib/api';
import { minutes } from '@/lib/query-client';
import { submissionKeys } from './keys';

/** GET /api/metrics/history: each metric's values over the player's submissions, with the source of each. */
export const fetchMetricHistory = (signal?: AbortSignal) =>
  apiGet('/api/metrics/history', metricHistorySchema, undefined, signal);
export const metricHistoryQuery = () =>
  queryOptions({
    queryKey: submissionKeys.metricHistory(),
    queryFn: ({ signal }) => fetchMetricHistory(signal),
    staleTime: minutes(1),
  });
export const useMetricHistory = () => useQuery(metricHistoryQuery());
