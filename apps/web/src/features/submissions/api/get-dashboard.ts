import { queryOptions, useQuery } from '@tanstack/react-query';
import { dashboardSchema } from '@dugout/domain/scoring';
import { apiGet } from '@/lib/api';
import { minutes } from '@/lib/query-client';
import { submissionKeys } from './keys';

export interface DashboardParams {
  submission?: string;
  user?: string;
  source?: 'team' | 'org';
}

export const getDashboard = (params: DashboardParams, signal?: AbortSignal) =>
  apiGet('/api/dashboard', dashboardSchema, { ...params }, signal);
export const dashboardQuery = (params: DashboardParams) =>
  queryOptions({
    queryKey: submissionKeys.dashboard(params),
    queryFn: ({ signal }) => getDashboard(params, signal),
    staleTime: minutes(1),
  });
export const useDashboard = (params: DashboardParams) => useQuery(dashboardQuery(params));
