import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { HeightRow, RescoreStatus, WeightRow } from '@dugout/domain';
import { api, apiGet } from '@/lib/api';

export interface ScoringTables { weights: WeightRow[]; heights: HeightRow[]; rescore: RescoreStatus; rescoreAvailable: boolean }
/** GET /api/admin/scoring-tables */
export const scoringTablesQuery = queryOptions({ queryKey: ['admin', { scoringTables: true }], queryFn: ({ signal }) => apiGet<ScoringTables>('/api/admin/scoring-tables', undefined, signal), staleTime: 0 });
export const useScoringTables = () => useQuery(scoringTablesQuery);

/** GET /api/admin/scoring-tables/rescore — polled every second while the job runs. */
export const useRescoreStatus = (enabled: boolean) =>
  useQuery({
    queryKey: ['admin', { rescore: true }],
    queryFn: ({ signal }) => apiGet<RescoreStatus>('/api/admin/scoring-tables/rescore', undefined, signal),
    enabled,
    refetchInterval: (q) => (q.state.data?.state === 'running' || !q.state.data ? 1000 : false),
    staleTime: 0,
  });

/** PUT /api/admin/scoring-tables/weights and /heights — saving starts the re-scoring of all submissions. */
export function useSaveScoringTable() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ table, rows }: { table: 'weights'; rows: WeightRow[] } | { table: 'heights'; rows: HeightRow[] }) =>
      api<{ saved: number; rescore: RescoreStatus }>('PUT', `/api/admin/scoring-tables/${table}`, { body: { rows } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['admin'] }),
  });
}
