import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type HeightRow,
  type WeightRow,
  adminScoringTablesSchema,
  rescoreStatusSchema,
  scoringTableSavedSchema,
} from '@dugout/domain';
import { api, apiGet } from '@/lib/api';
import { adminKeys, invalidateScores } from './keys';

export type { AdminScoringTables as ScoringTables } from '@dugout/domain';
/** GET /api/admin/scoring-tables */
export const scoringTablesQuery = queryOptions({
  queryKey: adminKeys.scoringTables(),
  queryFn: ({ signal }) => apiGet('/api/admin/scoring-tables', adminScoringTablesSchema, undefined, signal),
  staleTime: 0,
});
export const useScoringTables = () => useQuery(scoringTablesQuery);

/** GET /api/admin/scoring-tables/rescore — polled every second while the job runs. */
export const useRescoreStatus = (enabled: boolean) => {
  const qc = useQueryClient();
  return useQuery({
    queryKey: adminKeys.rescore(),
    queryFn: async ({ signal }) => {
      const status = await apiGet('/api/admin/scoring-tables/rescore', rescoreStatusSchema, undefined, signal);
      if (status.state === 'done') void invalidateScores(qc);
      return status;
    },
    enabled,
    refetchInterval: (q) => (q.state.data?.state === 'running' || !q.state.data ? 1000 : false),
    staleTime: 0,
  });
};

/** PUT /api/admin/scoring-tables/weights and /heights — saving starts the re-scoring of all submissions. */
export function useSaveScoringTable() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ table, rows }: { table: 'weights'; rows: WeightRow[] } | { table: 'heights'; rows: HeightRow[] }) =>
      api('PUT', `/api/admin/scoring-tables/${table}`, scoringTableSavedSchema, { body: { rows } }),
    onSuccess: () => Promise.all([qc.invalidateQueries({ queryKey: adminKeys.all }), invalidateScores(qc)]),
  });
}
