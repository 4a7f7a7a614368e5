import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type HeightRow,
  type WeightRow,
  adminScoringTablesSchema,
  rescoreStatusSchema,
  scoringTableSavedSchema,
} from '@dugout/domain/admin';
import { api, apiGet } from '@/lib/api';
import { fitKeys } from '@/features/fit/api/keys';
import { submissionKeys } from '@/features/submissions/api/keys';
import { teamKeys } from '@/features/teams/api/keys';
import { rosterKeys } from '@/features/roster/api/keys';
import { collegeKeys } from '@/features/colleges/api/keys';
import { adminKeys } from './keys';

export type { AdminScoringTables as ScoringTables } from '@dugout/domain/admin';
/** GET /api/admin/scoring-tables */
export const scoringTablesQuery = queryOptions({
  queryKey: adminKeys.scoringTables(),
  queryFn: ({ signal }) => apiGet('/api/admin/scoring-tables', adminScoringTablesSchema, undefined, signal),
  staleTime: 0,
});
export const useScoringTables = () => useQuery(scoringTablesQuery);

/**
 * What a saved scoring table makes stale besides the admin screens: the scoring rows the what-if scores and fit results
 * use in the browser, and every score shown (submissions and dashboards, the teams' players, the roster, a school's
 * team players). Called on save and again when the re-scoring job reports done; it leaves `adminKeys` alone, so the
 * re-scoring status that calls it is not asked again by it.
 */
export const invalidateScores = (qc: QueryClient) =>
  Promise.all([
    qc.invalidateQueries({ queryKey: fitKeys.all }),
    qc.invalidateQueries({ queryKey: submissionKeys.all }),
    qc.invalidateQueries({ queryKey: teamKeys.all }),
    qc.invalidateQueries({ queryKey: rosterKeys.all }),
    qc.invalidateQueries({ queryKey: collegeKeys.teamPlayers() }),
  ]);

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
