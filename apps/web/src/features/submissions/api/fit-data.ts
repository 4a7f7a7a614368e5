import { useQuery } from '@tanstack/react-query';
import {    benchmarkTableResponseSchema, scoringTableRowsSchema } from '@dugout/domain';
import { apiGet } from '@/lib/api';
import { minutes } from '@/lib/query-client';

/**
 * The scoring tables' rows (GET /api/fit/scoring-tables, one cached request): the dashboard's what-if scores every
 * change in the browser with the same engine and tables as the server — no request per change.
 */
export const useScoringRows = () =>
  useQuery({
    queryKey: ['fit', 'scoring-tables'],
    queryFn: ({ signal }) => apiGet('/api/fit/scoring-tables', scoringTableRowsSchema, undefined, signal),
    staleTime: minutes(5),
  });

/** The division benchmark table (source and date). */
export const useBenchmarkTable = () =>
  useQuery({
    queryKey: ['fit', 'benchmarks'],
    queryFn: ({ signal }) => apiGet('/api/fit/benchmarks', benchmarkTableResponseSchema, undefined, signal),
    staleTime: minutes(5),
  });
