import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminJobListSchema } from '@dugout/domain/admin';
import { apiGet } from '@/lib/api';
import { adminKeys } from './keys';

export type { AdminJob } from '@dugout/domain/admin';

export const adminJobsQuery = queryOptions({
  queryKey: adminKeys.list('jobs'),
  queryFn: ({ signal }) => apiGet('/api/admin/jobs', adminJobListSchema, undefined, signal),
  staleTime: 0,
});

/** GET /api/admin/jobs — looks again every 2 s while a job is queued or running (docs/decisions/0021-durable-jobs.md). */
export const useAdminJobs = () =>
  useQuery({
    ...adminJobsQuery,
    refetchInterval: (q) =>
      q.state.data?.jobs.some((j) => j.status === 'queued' || j.status === 'running') ? 2_000 : false,
  });
