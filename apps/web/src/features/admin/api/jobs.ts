import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api';

export interface AdminJob {
  id: string; kind: string; status: 'queued' | 'running' | 'done' | 'failed'; done: number; total: number; attempts: number; error: string | null;
  createdAt: string; startedAt: string | null; finishedAt: string | null;
}

export const adminJobsQuery = queryOptions({
  queryKey: ['admin', { list: 'jobs' }],
  queryFn: ({ signal }) => apiGet<{ jobs: AdminJob[] }>('/api/admin/jobs', undefined, signal),
  staleTime: 0,
});

/** GET /api/admin/jobs — looks again every 2 s while a job is queued or running (docs/decisions/0021-durable-jobs.md). */
export const useAdminJobs = () =>
  useQuery({ ...adminJobsQuery, refetchInterval: (q) => (q.state.data?.jobs.some((j) => j.status === 'queued' || j.status === 'running') ? 2_000 : false) });
